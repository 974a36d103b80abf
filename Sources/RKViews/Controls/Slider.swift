import RKGeometry
import RKGraphics
import RKLayers

/// A control for picking a value from a continuous range by dragging a thumb along a track
/// (UISlider).
///
/// ``value`` always lies in ``minimumValue``...``maximumValue``: values outside are clamped
/// and NaN is ignored. The thumb's center moves from `thumbWidth / 2` to
/// `width - thumbWidth / 2`, so the usable width is `bounds.width - thumbWidth`; a touch that
/// begins on the thumb drags it, and moving the finger by `dx` points changes the value by
/// `dx * (maximumValue - minimumValue) / usableWidth` from where it was when the touch began
/// (then clamped). The track left of the thumb is the minimum track, the rest the maximum
/// track. The parts are drawn on whole pixels, so the thumb may sit up to half a pixel from
/// the exact place of the value.
///
/// With ``isContinuous`` (the default) ``Control/Events/valueChanged`` is sent for every move
/// that changes the value; otherwise once, on lift-off (or cancel), when the drag changed it.
/// Setting ``value`` in code sends nothing.
///
/// ## Appearance
///
/// By default the minimum track is ``minimumTrackTintColor`` (the accent), the maximum track
/// ``maximumTrackTintColor`` (light gray), both 4 points high and rounded, and the thumb a
/// white 28-point disc with a soft shadow. Images replace each part, per control state with
/// UIKit's fallback to the normal state: a thumb image (shown at its size), and track images
/// that are drawn with their caps unscaled and their center stretched (images given without
/// caps get automatic caps: everything but the middle point column). The parts show the
/// ``Control/State/highlighted`` images only while the thumb is being dragged.
@MainActor
open class Slider: Control {
    /// The default thumb's size.
    public static let defaultThumbSize = Size(width: 28, height: 28)
    /// The default track's height.
    public static let defaultTrackHeight = 4.0
    /// The slider's natural height.
    public static let defaultHeight = 31.0

    /// The value, in ``minimumValue``...``maximumValue``. Values outside are clamped; NaN is
    /// ignored. Setting it moves the thumb at once and sends no event.
    public var value: Double {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The lower end of the range (0 by default). Non-finite values are ignored; raising it
    /// above ``maximumValue`` raises that too, and the value is clamped again.
    public var minimumValue: Double = 0 {
        didSet {
            var range = ValueRange(minimum: oldValue, maximum: maximumValue)
            range.setMinimum(minimumValue)
            adopt(range)
        }
    }

    /// The upper end of the range (1 by default). Non-finite values are ignored; lowering it
    /// below ``minimumValue`` lowers that too, and the value is clamped again.
    public var maximumValue: Double = 1 {
        didSet {
            var range = ValueRange(minimum: minimumValue, maximum: oldValue)
            range.setMaximum(maximumValue)
            adopt(range)
        }
    }

    /// Whether ``Control/Events/valueChanged`` is sent while dragging (true) or only when the
    /// drag ends (false).
    public var isContinuous = true

    /// The default minimum track's color: ``Theme/accent``.
    public var minimumTrackTintColor: Color = Theme.accent {
        didSet { updateParts() }
    }

    /// The default maximum track's color: ``Theme/track``.
    public var maximumTrackTintColor: Color = Theme.track {
        didSet { updateParts() }
    }

    /// The default thumb's color: white.
    public var thumbTintColor: Color = Theme.thumb {
        didSet { updateParts() }
    }

    private var storedValue = 0.0
    private var thumbImages = ControlStateTable<Image>()
    private var minimumTrackImages = ControlStateTable<StretchableImage>()
    private var maximumTrackImages = ControlStateTable<StretchableImage>()

    private var touchStartX = 0.0
    private var valueAtTouchStart = 0.0

    /// Holds the parts, so that a disabled slider fades them as one.
    private let parts = View()
    private let minimumTrack = ImageView()
    private let maximumTrack = ImageView()
    private let thumb = ImageView()

    /// How far around the thumb a touch still grabs it, in points.
    public var thumbTouchMargin = 8.0

    /// A slider; a zero height becomes ``defaultHeight``.
    public override init(frame: Rect = .zero) {
        var f = frame
        if f.size.height == 0 { f.size.height = Slider.defaultHeight }
        super.init(frame: f)
        parts.isUserInteractionEnabled = false
        addSubview(parts)
        parts.addSubview(maximumTrack)
        parts.addSubview(minimumTrack)
        parts.addSubview(thumb)
        accessibilityTraits = .adjustable
        updateParts()
    }

    // MARK: Accessibility

    /// The value set, else the value's place in the range as a percentage ("40%").
    open override var accessibilityValue: String? {
        get {
            if let v = super.accessibilityValue { return v }
            return "\(Int((valueRange.fraction(of: value) * 100).rounded()))%"
        }
        set { super.accessibilityValue = newValue }
    }

    /// Raises the value by a tenth of the range, sending valueChanged when it changed.
    open override func accessibilityIncrement() { adjustForAccessibility(by: 1) }

    /// Lowers the value by a tenth of the range, sending valueChanged when it changed.
    open override func accessibilityDecrement() { adjustForAccessibility(by: -1) }

    // MARK: Keyboard

    /// The ring goes round the whole slider, its ends rounded.
    open override var focusRingCornerRadius: Double { bounds.height / 2 }

    /// While focused, the arrow keys move the value by a tenth of the range (Left and Down
    /// lower it, Right and Up raise it), Home and End take it to the ends; a change is sent as
    /// valueChanged, as a drag sends it. Space and Return do nothing to a slider.
    open override func keyPressedWhileFocused(_ key: KeyboardKey) -> Bool {
        guard isEnabled, key.modifiers.isEmpty else { return false }
        let target: Double
        switch key.code {
        case .left, .down: target = value - valueRange.tenth
        case .right, .up: target = value + valueRange.tenth
        case .home: target = minimumValue
        case .end: target = maximumValue
        default: return false
        }
        let before = value
        setValue(target, animated: false)
        if value != before { sendActions(for: .valueChanged) }
        return true
    }

    /// The value in its range (continuous).
    open override var accessibilityNumericValue: AccessibilityNumericValue? {
        AccessibilityNumericValue(current: value, minimum: minimumValue, maximum: maximumValue)
    }

    /// Moves the thumb to `newValue` (clamped) and sends valueChanged when it moved, as a drag
    /// would; false while disabled or for NaN.
    open override func accessibilitySetNumericValue(_ newValue: Double) -> Bool {
        guard isEnabled, !newValue.isNaN else { return false }
        let before = value
        setValue(newValue, animated: false)
        if value != before { sendActions(for: .valueChanged) }
        return true
    }

    private func adjustForAccessibility(by steps: Double) {
        guard isEnabled else { return }
        let before = value
        setValue(value + steps * valueRange.tenth, animated: false)
        if value != before { sendActions(for: .valueChanged) }
    }

    // MARK: Value

    /// Sets ``value`` (clamped; NaN ignored), moving the thumb over 0.25 s when `animated`.
    /// Sends no event.
    public func setValue(_ newValue: Double, animated: Bool) {
        guard let clamped = valueRange.clamp(newValue) else { return }
        storedValue = clamped
        if animated {
            View.animate(withDuration: 0.25, options: .curveEaseOut) { self.layoutParts() }
        } else {
            View.performWithoutAnimation { layoutParts() }
        }
    }

    /// The range ``minimumValue`` and ``maximumValue`` describe.
    private var valueRange: ValueRange { ValueRange(minimum: minimumValue, maximum: maximumValue) }

    /// Takes the ends `range` settled on after one of them was assigned, then clamps the value.
    private func adopt(_ range: ValueRange) {
        // Only what changed is assigned: each assignment runs that end's observer again.
        if minimumValue != range.minimum { minimumValue = range.minimum }
        if maximumValue != range.maximum { maximumValue = range.maximum }
        storedValue = range.clamp(storedValue) ?? range.minimum
        View.performWithoutAnimation { layoutParts() }
    }

    // MARK: Images

    /// Sets the thumb image for a state; nil removes it (the state then shows the normal
    /// image, or the default thumb).
    public func setThumbImage(_ image: Image?, for state: State) {
        thumbImages[exactly: state] = image
        updateParts()
    }

    /// The thumb image for a state, falling back to the normal state's.
    public func thumbImage(for state: State) -> Image? { thumbImages.value(for: state) }

    /// Sets the minimum track image for a state; nil removes it.
    public func setMinimumTrackImage(_ image: StretchableImage?, for state: State) {
        minimumTrackImages[exactly: state] = image
        updateParts()
    }

    /// Sets a minimum track image with automatic caps (all but the middle point column).
    public func setMinimumTrackImage(_ image: Image, for state: State) {
        setMinimumTrackImage(Slider.autoCapped(image), for: state)
    }

    /// The minimum track image for a state, falling back to the normal state's.
    public func minimumTrackImage(for state: State) -> StretchableImage? { minimumTrackImages.value(for: state) }

    /// Sets the maximum track image for a state; nil removes it.
    public func setMaximumTrackImage(_ image: StretchableImage?, for state: State) {
        maximumTrackImages[exactly: state] = image
        updateParts()
    }

    /// Sets a maximum track image with automatic caps (all but the middle point column).
    public func setMaximumTrackImage(_ image: Image, for state: State) {
        setMaximumTrackImage(Slider.autoCapped(image), for: state)
    }

    /// The maximum track image for a state, falling back to the normal state's.
    public func maximumTrackImage(for state: State) -> StretchableImage? { maximumTrackImages.value(for: state) }

    /// The thumb image shown now.
    public var currentThumbImage: Image? { thumbImages.value(for: partsState) }
    /// The minimum track image shown now.
    public var currentMinimumTrackImage: StretchableImage? { minimumTrackImages.value(for: partsState) }
    /// The maximum track image shown now.
    public var currentMaximumTrackImage: StretchableImage? { maximumTrackImages.value(for: partsState) }

    static func autoCapped(_ image: Image) -> StretchableImage {
        let s = image.size
        let px = 1 / image.scale
        let cap = Swift.max(0, ((s.width - px) / 2 * image.scale).rounded(.down) / image.scale)
        return StretchableImage(image: image, capInsets: EdgeInsets(top: 0, left: cap, bottom: 0, right: cap))
    }

    // MARK: Geometry

    /// The size of the thumb: the current thumb image's, or ``defaultThumbSize``.
    public var thumbSize: Size { currentThumbImage?.size ?? Slider.defaultThumbSize }

    /// The track's rectangle: the full width, centered vertically, as high as the track images
    /// (or ``defaultTrackHeight``).
    open func trackRect(forBounds bounds: Rect) -> Rect {
        let h = Swift.max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0)
        let height = h > 0 ? h : Slider.defaultTrackHeight
        return Rect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
    }

    /// The thumb's rectangle for `value`: its center moves from `track.minX + thumbWidth / 2`
    /// to `track.maxX - thumbWidth / 2`; centered vertically in `bounds`.
    open func thumbRect(forBounds bounds: Rect, trackRect rect: Rect, value: Double) -> Rect {
        let size = thumbSize
        let fraction = valueRange.fraction(of: value)
        let usable = Swift.max(0, rect.width - size.width)
        return Rect(x: rect.minX + usable * fraction, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The distance the thumb's center travels from the minimum to the maximum value:
    /// `bounds.width - thumbWidth`.
    public var usableWidth: Double {
        Swift.max(0, trackRect(forBounds: bounds).width - thumbSize.width)
    }

    /// The natural size: the offered width (118 points when none), and the tallest of
    /// ``defaultHeight``, the thumb and the track.
    open override func sizeThatFits(_ size: Size) -> Size {
        let w = size.width.isFinite && size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : 118
        let h = Swift.max(Slider.defaultHeight, thumbSize.height, trackRect(forBounds: bounds).height)
        return Size(width: w, height: h.ceiledToPixels(scale: window?.layer.contentsScale ?? layer.contentsScale))
    }

    /// No natural width (a slider is as wide as its layout makes it), and the natural height of
    /// ``sizeThatFits(_:)``.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: sizeThatFits(.zero).height)
    }

    /// Keeps the width and sets the natural height.
    open override func sizeToFit() {
        frame = Rect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        let p = touch.location(in: self)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumbFrame.insetBy(dx: -thumbTouchMargin, dy: -thumbTouchMargin).contains(p) else { return false }
        touchStartX = p.x
        valueAtTouchStart = storedValue
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        if follow(touch), isContinuous { sendActions(for: .valueChanged, with: event) }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        let changedNow = touch.map(follow) ?? false
        if isContinuous {
            if changedNow { sendActions(for: .valueChanged, with: event) }
        } else if storedValue != valueAtTouchStart {
            sendActions(for: .valueChanged, with: event)
        }
        View.performWithoutAnimation { layoutParts() }
    }

    open override func cancelTracking(with event: Event?) {
        if !isContinuous, storedValue != valueAtTouchStart { sendActions(for: .valueChanged, with: event) }
        View.performWithoutAnimation { layoutParts() }
    }

    /// Moves the value with the touch; returns whether it changed.
    private func follow(_ touch: Touch) -> Bool {
        let usable = usableWidth
        guard usable > 0 else { return false }
        let dx = touch.location(in: self).x - touchStartX
        guard let new = valueRange.clamp(valueRange.value(valueAtTouchStart, movedBy: dx / usable)),
              new != storedValue
        else { return false }
        storedValue = new
        View.performWithoutAnimation { layoutParts() }
        return true
    }

    open override func stateDidChange() {
        super.stateDidChange()
        updateParts()
    }

    /// Lays the parts out for the bounds; inside an animation block (a resize with
    /// `layoutIfNeeded()`), they animate along.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Parts

    /// The state the parts show: highlighted only while the thumb is being dragged.
    private var partsState: State {
        var s = state
        if !isTracking { s.remove(.highlighted) }
        return s
    }

    /// Applies the current state's images and colors, then lays the parts out.
    private func updateParts() {
        parts.alpha = isEnabled ? 1 : 0.45
        configureTrack(minimumTrack, image: currentMinimumTrackImage, color: minimumTrackTintColor)
        configureTrack(maximumTrack, image: currentMaximumTrackImage, color: maximumTrackTintColor)
        if let image = currentThumbImage {
            thumb.image = image
            thumb.backgroundColor = nil
            thumb.layer.borderWidth = 0
            thumb.layer.shadowOpacity = 0
        } else {
            thumb.image = nil
            thumb.backgroundColor = thumbTintColor
            thumb.layer.borderWidth = 0.5
            thumb.setLayerBorderColor(Theme.separator)
            thumb.layer.shadowColor = Theme.shadow
            thumb.layer.shadowOpacity = Theme.thumbShadowOpacity
            thumb.layer.shadowOffset = Size(width: 0, height: 2)
            thumb.layer.shadowRadius = 4
        }
        View.performWithoutAnimation { layoutParts() }
    }

    private func configureTrack(_ view: ImageView, image: StretchableImage?, color: Color) {
        if let image {
            view.stretchableImage = image
            view.backgroundColor = nil
        } else {
            view.image = nil
            view.backgroundColor = color
        }
    }

    private func layoutParts() {
        parts.frame = bounds
        let local = Rect(size: bounds.size)
        let track = trackRect(forBounds: local)
        var t = thumbRect(forBounds: local, trackRect: track, value: storedValue)
        // On whole pixels, as UIKit places the thumb: a stretchable track whose cap edges fall
        // between pixels shows faint seams where its parts meet.
        let scale = window?.layer.contentsScale ?? layer.contentsScale
        t.origin.x = t.minX.roundedToPixels(scale: scale)
        let split = t.midX.roundedToPixels(scale: scale)
        minimumTrack.frame = Rect(x: track.minX, y: track.minY, width: Swift.max(0, split - track.minX), height: track.height)
        maximumTrack.frame = Rect(x: split, y: track.minY, width: Swift.max(0, track.maxX - split), height: track.height)
        minimumTrack.layer.cornerRadius = currentMinimumTrackImage == nil ? track.height / 2 : 0
        maximumTrack.layer.cornerRadius = currentMaximumTrackImage == nil ? track.height / 2 : 0
        thumb.frame = t
        thumb.layer.cornerRadius = currentThumbImage == nil ? Swift.min(t.width, t.height) / 2 : 0
    }
}
