import Foundation
import RKGeometry
import RKGraphics
import RKLayers

/// A push button (UIButton): a title, an image and a background image per control state, and
/// ``Control/Events/primaryActionTriggered`` after every ``Control/Events/touchUpInside``.
///
/// Everything set per state follows UIKit's fallback: a state with no value of its own shows
/// the ``Control/State/normal`` one. The title is shown by ``titleLabel`` and the image by
/// ``imageView``, side by side (image first) and centered in the bounds less
/// ``contentEdgeInsets``; the background image fills the bounds and may be a
/// ``StretchableImage``, whose caps stay unscaled.
///
/// ```swift
/// let save = Button(style: .filled)
/// save.setTitle("Save", for: .normal)
/// save.sizeToFit()
/// save.addAction(for: .primaryActionTriggered) { _, _ in store() }
/// ```
///
/// ## Styles
///
/// A ``Style`` gives the button its look in RecipeKit's light ``Theme`` when nothing else is
/// set: ``Style/custom`` (the default, as `UIButton(frame:)`) draws only what you give it,
/// with black titles; ``Style/plain`` has accent-colored titles; ``Style/gray`` a light gray
/// rounded background; ``Style/filled`` an accent rounded background with white titles.
/// Selected plain and gray buttons fill with the accent color, like UIKit's system buttons.
///
/// ## Press feedback
///
/// While pressed (highlighted), a plain button fades its content, gray and filled buttons
/// darken their background, and images with no highlighted variant are darkened when
/// ``adjustsImageWhenHighlighted`` is true. Disabled buttons gray their titles (styled
/// buttons) and fade images with no disabled variant when ``adjustsImageWhenDisabled`` is true.
@MainActor
open class Button: Control {
    /// The look of a button when no per-state colors or images say otherwise.
    public enum Style: Hashable, Sendable {
        /// Nothing but what is set: titles black unless colored, no background.
        case custom
        /// Accent-colored titles on no background (UIKit's system button).
        case plain
        /// Accent-colored titles on a light gray rounded background.
        case gray
        /// White titles on an accent-colored rounded background.
        case filled
    }

    /// The look when nothing more specific is set. Setting it restyles the button (it does not
    /// change ``contentEdgeInsets``).
    public var style: Style = .custom {
        didSet { if style != oldValue { updateAppearance() } }
    }

    /// The label showing the current title. Set its font and line break mode freely; its text
    /// and color follow the per-state titles and title colors.
    public let titleLabel = Label()
    /// The view showing the current image.
    public let imageView = ImageView()

    /// Space around the title and image, inside the bounds.
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { setNeedsLayout() } }
    }
    /// Moves or shrinks the title's place after the image and title are laid out together
    /// (UIButton.titleEdgeInsets): the title is centered in its place inset by these, and
    /// shrunk when the place becomes smaller than it. `left: 20, right: -20` moves it 20 points
    /// right, `left: 20` alone 10. Not counted by ``sizeThatFits(_:)``, as in UIKit.
    public var titleEdgeInsets: EdgeInsets = .zero {
        didSet { if titleEdgeInsets != oldValue { setNeedsLayout() } }
    }
    /// Moves or shrinks the image's place in the same way (UIButton.imageEdgeInsets).
    public var imageEdgeInsets: EdgeInsets = .zero {
        didSet { if imageEdgeInsets != oldValue { setNeedsLayout() } }
    }

    /// Space between the image and the title when both are shown (0 by default, as UIKit's
    /// classic buttons; UIButton.Configuration calls it imagePadding).
    public var imagePadding: Double = 0 {
        didSet { if imagePadding != oldValue { setNeedsLayout() } }
    }

    /// The color of styled buttons' accents (plain and gray titles, filled and selected
    /// backgrounds): ``Theme/accent`` by default.
    public var tintColor: Color = Theme.accent {
        didSet { if tintColor != oldValue { updateAppearance() } }
    }

    /// Darkens images and background images that have no highlighted variant while pressed.
    public var adjustsImageWhenHighlighted = true {
        didSet { updateAppearance() }
    }

    /// Fades images and background images that have no disabled variant while disabled.
    public var adjustsImageWhenDisabled = true {
        didSet { updateAppearance() }
    }

    private var titles = ControlStateTable<String>()
    private var attributedTitles = ControlStateTable<AttributedString>()
    private var titleColors = ControlStateTable<Color>()
    private var images = ControlStateTable<Image>()
    private var backgroundImages = ControlStateTable<StretchableImage>()
    /// The last image darkened for the pressed look, by source image.
    private var darkenedCache: [Image: Image] = [:]

    /// A custom button.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        titleLabel.font = Theme.buttonFont
        titleLabel.lineBreakMode = .truncatingMiddle
        titleLabel.isHidden = true
        imageView.isHidden = true
        addSubview(imageView)
        addSubview(titleLabel)
        accessibilityTraits = .button
        updateAppearance()
    }

    /// The label set, else the title shown.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    /// Does what a tap released inside does (touchUpInside, then the primary action) when
    /// enabled.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: .touchUpInside)
        primaryActionDidTrigger(with: nil)
        return true
    }

    /// Styled buttons with a background ring their rounded corners; others the layer's.
    open override var focusRingCornerRadius: Double {
        guard layer.cornerRadius == 0, style == .filled || style == .gray else { return layer.cornerRadius }
        return Swift.min(Theme.buttonCornerRadius, bounds.height / 2)
    }

    /// A button with a style; filled and gray buttons get ``Theme/buttonContentInsets``.
    public convenience init(style: Style, frame: Rect = .zero) {
        self.init(frame: frame)
        self.style = style
        if style == .filled || style == .gray { contentEdgeInsets = Theme.buttonContentInsets }
        updateAppearance()
    }

    // MARK: Per-state content

    /// Sets the title for a state; nil removes it (the state then shows the normal title).
    public func setTitle(_ title: String?, for state: State) {
        titles[exactly: state] = title
        updateAppearance()
        invalidateIntrinsicContentSize()
    }

    /// The title for a state, falling back to the normal state's.
    public func title(for state: State) -> String? { titles.value(for: state) }

    /// Sets an attributed title for a state; it wins over a plain title for that state. Runs
    /// without a color take the state's title color.
    public func setAttributedTitle(_ title: AttributedString?, for state: State) {
        attributedTitles[exactly: state] = title
        updateAppearance()
        invalidateIntrinsicContentSize()
    }

    /// The attributed title for a state, falling back to the normal state's.
    public func attributedTitle(for state: State) -> AttributedString? { attributedTitles.value(for: state) }

    /// Sets the title color for a state; nil removes it.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[exactly: state] = color
        updateAppearance()
    }

    /// The title color for a state: the one set for it, else the normal state's, else the
    /// style's (the color actually shown may also reflect the style's disabled and selected
    /// looks; see ``currentTitleColor``).
    public func titleColor(for state: State) -> Color? {
        titleColors.value(for: state) ?? defaultTitleColor
    }

    /// Sets the image for a state; nil removes it.
    public func setImage(_ image: Image?, for state: State) {
        images[exactly: state] = image
        updateAppearance()
        invalidateIntrinsicContentSize()
    }

    /// The image for a state, falling back to the normal state's.
    public func image(for state: State) -> Image? { images.value(for: state) }

    /// Sets a background image for a state, stretched to fill the bounds; nil removes it.
    public func setBackgroundImage(_ image: StretchableImage?, for state: State) {
        backgroundImages[exactly: state] = image
        updateAppearance()
    }

    /// Sets a background image for a state, stretched whole (no caps) to fill the bounds.
    public func setBackgroundImage(_ image: Image, for state: State) {
        setBackgroundImage(StretchableImage(image: image, capInsets: .zero), for: state)
    }

    /// The background image for a state, falling back to the normal state's.
    public func backgroundImage(for state: State) -> StretchableImage? { backgroundImages.value(for: state) }

    /// The title shown now.
    public var currentTitle: String? {
        if let a = attributedTitles.value(for: state) { return String(a.characters) }
        return titles.value(for: state)
    }

    /// The attributed title shown now, if any.
    public var currentAttributedTitle: AttributedString? { attributedTitles.value(for: state) }

    /// The image shown now (before any pressed or disabled adjustment).
    public var currentImage: Image? { images.value(for: state) }

    /// The background image shown now (before any pressed or disabled adjustment).
    public var currentBackgroundImage: StretchableImage? { backgroundImages.value(for: state) }

    /// The title color shown now: the color set for exactly this state, else the style's
    /// disabled or selected color where it has one, else the normal state's, else the style's.
    public var currentTitleColor: Color {
        let s = state
        if let c = titleColors[exactly: s] { return c }
        if style != .custom {
            if s.contains(.disabled) { return Theme.disabledText }
            if s.contains(.selected) && style != .filled { return .white }
        }
        return titleColors.value(for: .normal) ?? defaultTitleColor
    }

    private var defaultTitleColor: Color {
        switch style {
        case .custom: return Theme.text
        case .plain, .gray: return tintColor
        case .filled: return .white
        }
    }

    // MARK: Sizing

    /// The size that fits the image, ``imagePadding`` and the one-line title plus
    /// ``contentEdgeInsets``, and at
    /// least the background image's size; rounded up to whole pixels.
    open override func sizeThatFits(_ size: Size) -> Size {
        let imageSize = currentImage?.size ?? .zero
        let titleSize = currentTitle?.isEmpty == false ? titleLabel.sizeThatFits(Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) : .zero
        let gap = imageSize.width > 0 && titleSize.width > 0 ? imagePadding : 0
        var w = imageSize.width + gap + titleSize.width + contentEdgeInsets.horizontal
        var h = Swift.max(imageSize.height, titleSize.height) + contentEdgeInsets.vertical
        if let bg = currentBackgroundImage {
            w = Swift.max(w, bg.size.width)
            h = Swift.max(h, bg.size.height)
        }
        let scale = pixelScale
        return Size(width: w.ceiledToPixels(scale: scale), height: h.ceiledToPixels(scale: scale))
    }

    /// ``sizeThatFits(_:)`` with no limit.
    open override var intrinsicContentSize: Size {
        sizeThatFits(Size(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude))
    }

    /// Resizes the button to ``intrinsicContentSize``, keeping its origin.
    open override func sizeToFit() {
        frame = Rect(origin: frame.origin, size: intrinsicContentSize)
    }

    /// The rectangle the title and image are centered in: the bounds less the content insets.
    open func contentRect(forBounds bounds: Rect) -> Rect {
        bounds.inset(by: contentEdgeInsets)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentRect(forBounds: bounds)
        let scale = pixelScale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let imageSize = imageView.isHidden ? Size.zero : (imageView.currentImage?.size ?? .zero)
        var titleSize = titleLabel.isHidden ? Size.zero
            : titleLabel.sizeThatFits(Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let gap = imageSize.width > 0 && titleSize.width > 0 ? imagePadding : 0
        titleSize.width = Swift.min(titleSize.width, Swift.max(0, content.width - imageSize.width - gap))
        let total = imageSize.width + gap + titleSize.width
        let x0 = snap(content.midX - total / 2)
        // Each part is centered in its place inset by its own insets.
        func place(_ r: Rect, _ insets: EdgeInsets) -> Rect {
            guard insets != .zero else { return r }
            // Not Rect.inset(by:), which gives null when the insets exceed the size.
            let bw = r.width - insets.horizontal, bh = r.height - insets.vertical
            let midX = r.minX + insets.left + bw / 2, midY = r.minY + insets.top + bh / 2
            let w = Swift.min(r.width, Swift.max(0, bw)), h = Swift.min(r.height, Swift.max(0, bh))
            return Rect(x: snap(midX - w / 2), y: snap(midY - h / 2), width: w, height: h)
        }
        imageView.frame = place(Rect(x: x0, y: snap(content.midY - imageSize.height / 2),
                                     width: imageSize.width, height: imageSize.height), imageEdgeInsets)
        titleLabel.frame = place(Rect(x: x0 + imageSize.width + gap, y: snap(content.midY - titleSize.height / 2),
                                      width: titleSize.width, height: titleSize.height), titleEdgeInsets)
    }

    // MARK: State

    open override func stateDidChange() {
        super.stateDidChange()
        updateAppearance()
    }

    /// Sends ``Control/Events/primaryActionTriggered`` (after touchUpInside). Subclasses that
    /// act on a tap override this and call super.
    open override func primaryActionDidTrigger(with event: Event?) {
        super.primaryActionDidTrigger(with: event)
        sendActions(for: .primaryActionTriggered, with: event)
    }

    private var pixelScale: Double { window?.layer.contentsScale ?? layer.contentsScale }

    /// Applies the current state's title, colors and images to the subviews and redraws.
    private func updateAppearance() {
        let s = state
        let color = currentTitleColor
        if let a = attributedTitles.value(for: s) {
            titleLabel.attributedText = a
        } else {
            titleLabel.text = titles.value(for: s)
        }
        titleLabel.textColor = color
        titleLabel.isHidden = (currentTitle ?? "").isEmpty

        var shown = images.value(for: s)
        if let img = shown, s.contains(.highlighted), images[exactly: s] == nil, adjustsImageWhenHighlighted, style == .custom {
            shown = darkened(img)
        }
        imageView.image = shown
        imageView.isHidden = shown == nil
        imageView.alpha = s.contains(.disabled) && images[exactly: s] == nil && adjustsImageWhenDisabled ? 0.45 : 1

        // A plain button fades its content while pressed, as UIKit's system buttons do.
        let fades = style == .plain && s.contains(.highlighted) && !s.contains(.selected) && titleColors[exactly: s] == nil
        titleLabel.alpha = fades ? 0.3 : 1
        if fades && images[exactly: s] == nil { imageView.alpha = 0.3 }

        setNeedsLayout()
        setNeedsDisplay()
    }

    private func darkened(_ image: Image) -> Image {
        if let d = darkenedCache[image] { return d }
        let d = image.pressedDarkened()
        // Keep only a few; buttons rarely have more than two or three images.
        if darkenedCache.count > 4 { darkenedCache.removeAll() }
        darkenedCache[image] = d
        return d
    }

    // MARK: Drawing

    /// Draws the background: the state's background image, or the style's rounded fill.
    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let s = state
        if let bg = backgroundImages.value(for: s) {
            var image = bg
            if s.contains(.highlighted), backgroundImages[exactly: s] == nil, adjustsImageWhenHighlighted {
                image = StretchableImage(image: darkened(bg.image), capInsets: bg.capInsets, resizingMode: bg.resizingMode)
            }
            if s.contains(.disabled), backgroundImages[exactly: s] == nil, adjustsImageWhenDisabled {
                canvas.beginTransparencyLayer()
                image.draw(in: bounds, on: canvas)
                canvas.endTransparencyLayer(opacity: 0.45)
            } else {
                image.draw(in: bounds, on: canvas)
            }
            return
        }
        guard let fill = styleFill(for: s) else { return }
        let radius = Swift.min(Theme.buttonCornerRadius, bounds.height / 2)
        canvas.fill(roundedRect: bounds, cornerRadius: radius, with: fill)
    }

    private func styleFill(for s: State) -> Color? {
        let pressed = s.contains(.highlighted)
        let disabled = s.contains(.disabled)
        switch style {
        case .custom:
            return nil
        case .plain:
            guard s.contains(.selected) else { return nil }
            return disabled ? Theme.fill : pressed ? pressedTint : tintColor
        case .gray:
            if disabled { return Theme.fill }
            if s.contains(.selected) { return pressed ? pressedTint : tintColor }
            return pressed ? Theme.fillPressed : Theme.fill
        case .filled:
            if disabled { return Theme.fill }
            if s.contains(.selected) { return pressed ? pressedTint.scaled(0.8) : pressedTint }
            return pressed ? pressedTint : tintColor
        }
    }

    private var pressedTint: Color {
        tintColor == Theme.accent ? Theme.accentPressed : tintColor.scaled(0.75)
    }
}

extension Color {
    /// The color with its red, green and blue multiplied by `k` (darker for k < 1).
    fileprivate func scaled(_ k: Double) -> Color {
        Color(red: red * k, green: green * k, blue: blue * k, alpha: alpha)
    }
}
