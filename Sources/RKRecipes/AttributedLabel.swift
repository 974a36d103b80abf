import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKViews

/// Receives taps on an ``AttributedLabel``'s links.
@MainActor
public protocol AttributedLabelDelegate: AnyObject {
    /// A link was tapped (finger down and up on it).
    func attributedLabel(_ label: AttributedLabel, didSelect link: TextLayout.Link)
}

/// A view that draws an `AttributedString` (recipe 10, the seed's PRPAttributedLabel), with
/// tappable links.
///
/// The seed draws one line of Core Text at a fixed position. This label lays the text out with
/// ``textAlignment``, ``numberOfLines`` (1 by default, 0 for no limit) and ``lineBreakMode``,
/// places it by ``verticalAlignment`` within the bounds less ``textInsets``, and ends
/// shortened text with ``truncationToken``. Setting ``attributedText`` redraws, as the seed's
/// setter does.
///
/// **Links.** Runs with Foundation's `link` attribute, and what ``linkDetectionTypes`` finds,
/// are drawn with ``linkAttributes`` and with ``activeLinkAttributes`` while pressed. A tap
/// (down and up on the same link) calls ``onLinkTap`` and the ``delegate``. The truncation
/// token may carry a link of its own ("…more"). Touches that do not start on a link pass
/// through the label to the views behind it, and a parent's tap recognizer does not take a
/// link's tap. Screen readers read the text whole and list its links (``accessibilityLinks``).
///
/// ```swift
/// var text = AttributedString("RecipeKit on the web: ")
/// var site = AttributedString("recipekit.example")
/// site.link = URL(string: "https://recipekit.example")
/// text += site
/// let label = AttributedLabel(frame: Rect(x: 0, y: 0, width: 280, height: 44))
/// label.attributedText = text
/// label.onLinkTap = { link in print("open", link.url) }
/// ```
@MainActor
open class AttributedLabel: View {
    /// Where the text block sits vertically within the bounds.
    public enum VerticalAlignment: Hashable, Sendable, CaseIterable {
        /// At the top of the bounds, centered, or at the bottom.
        case top, center, bottom
    }

    /// The text. Runs without a font or color use ``font`` and ``textColor``.
    public var attributedText: AttributedString? {
        didSet {
            guard attributedText != oldValue else { return }
            pressedLink = nil
            invalidate()
        }
    }
    /// The font of runs without one.
    public var font: Font = Theme.bodyFont { didSet { invalidate() } }
    /// The color of runs without one.
    public var textColor: Color = Theme.text { didSet { invalidate() } }
    /// The horizontal alignment of lines.
    public var textAlignment: TextLayout.Alignment = .natural { didSet { invalidate() } }
    /// The most lines shown; 0 for as many as fit the bounds.
    public var numberOfLines = 1 { didSet { invalidate() } }
    /// How text that does not fit is wrapped or shortened.
    public var lineBreakMode: TextLayout.LineBreakMode = .truncatingTail { didSet { invalidate() } }
    /// What ends text shortened at its tail; nil for "…" in the attributes of the last
    /// character kept. The token may contain a link. Head and middle truncation always use "…".
    public var truncationToken: AttributedString? { didSet { invalidate() } }
    /// Where the text sits vertically; centered by default, as UILabel does.
    public var verticalAlignment: VerticalAlignment = .center { didSet { invalidate() } }
    /// Space kept clear inside the bounds.
    public var textInsets: EdgeInsets = .zero { didSet { invalidate() } }

    /// The kinds of links found in the text without a `link` attribute; none by default.
    public var linkDetectionTypes: LinkDetector.Types = [] { didSet { invalidate() } }
    /// Attributes merged into every link's runs; blue and underlined by default.
    public var linkAttributes: AttributeContainer = AttributedLabel.defaultLinkAttributes { didSet { invalidate() } }
    /// Attributes merged into the pressed link's runs; a light highlight by default.
    public var activeLinkAttributes: AttributeContainer = AttributedLabel.defaultActiveLinkAttributes {
        didSet { invalidate() }
    }
    /// How far from a link, in points, a touch still hits it (a finger covers more than a
    /// glyph). Only links count: the nearest within this distance wins.
    public var linkHitSlop = 8.0
    /// Called when a link is tapped.
    public var onLinkTap: ((TextLayout.Link) -> Void)?
    /// Told when a link is tapped.
    public weak var delegate: AttributedLabelDelegate?

    /// The link being pressed, drawn with ``activeLinkAttributes``.
    public private(set) var pressedLink: TextLayout.Link? {
        didSet { if pressedLink != oldValue { highlightedLayout = nil; setNeedsDisplay() } }
    }

    /// A label with a frame; it shows nothing until given text.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    /// The default ``linkAttributes``.
    public static var defaultLinkAttributes: AttributeContainer {
        var c = AttributeContainer()
        c.foregroundColor = Color(red: 0.0, green: 0.40, blue: 0.85)
        c.underlineStyle = .single
        return c
    }

    /// The default ``activeLinkAttributes``.
    public static var defaultActiveLinkAttributes: AttributeContainer {
        var c = AttributeContainer()
        c.foregroundColor = Color(red: 0.0, green: 0.25, blue: 0.6)
        c.backgroundColor = Color(red: 0.80, green: 0.87, blue: 0.97)
        return c
    }

    // MARK: Layout

    /// The text as shown: links styled, detected links added, and truncated to the lines that
    /// fit, with the layout's links in the order they appear.
    public var layout: TextLayout? {
        if let cached = cachedLayout, cached.width == textRect.width { return cached.layout }
        let made = makeLayout()
        cachedLayout = made.map { (textRect.width, $0.layout, $0.shown) }
        return made?.layout
    }

    /// Whether the text was cut to fit (with or without ``truncationToken``): the cue to offer
    /// "more", as `UILabel`'s truncation is.
    public var isTruncated: Bool { layout?.isTruncated ?? false }

    /// The links shown, where they ended up after truncation.
    public var links: [TextLayout.Link] { layout?.links ?? [] }

    /// The rectangle the text is laid out in: the bounds less ``textInsets``.
    public var textRect: Rect {
        let r = bounds.inset(by: textInsets)
        return Rect(x: r.minX, y: r.minY, width: Swift.max(0, r.width), height: Swift.max(0, r.height))
    }

    /// The top-left of the laid-out text in the label's coordinates.
    public var textOrigin: Point {
        guard let layout else { return textRect.origin }
        let r = textRect
        let scale = window?.layer.contentsScale ?? layer.contentsScale
        let free = r.height - layout.size.height
        let y: Double
        switch verticalAlignment {
        case .top: y = r.minY
        case .center: y = r.minY + free / 2
        case .bottom: y = r.minY + free
        }
        // A whole device pixel keeps glyphs crisp.
        return Point(x: r.minX, y: (y * scale).rounded() / scale)
    }

    /// The size that fits the text within `size`'s width (with one line, the whole line), plus
    /// the insets.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let string = styledText() else { return .zero }
        let width = numberOfLines == 1 || !(size.width > 0) || !size.width.isFinite
            ? nil : Swift.max(0, size.width - textInsets.left - textInsets.right)
        let l = TextLayout(string, width: width, alignment: textAlignment, lineBreakMode: lineBreakMode,
                           numberOfLines: numberOfLines, font: font, color: textColor)
        return Size(width: (l.size.width + textInsets.left + textInsets.right).rounded(.up),
                    height: (l.size.height + textInsets.top + textInsets.bottom).rounded(.up))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if cachedLayout?.width != textRect.width { invalidate() }
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let base = layout else { return }
        let shown = pressedLink.flatMap { highlighted(for: $0) } ?? base
        canvas.withSavedState {
            canvas.clip(to: bounds)
            shown.draw(in: canvas, at: textOrigin)
        }
    }

    // MARK: Touches

    /// The link at `point` (in the label's coordinates), within ``linkHitSlop``.
    public func link(at point: Point) -> TextLayout.Link? {
        guard let layout else { return nil }
        let o = textOrigin
        return layout.link(at: Point(x: point.x - o.x, y: point.y - o.y), slop: linkHitSlop)
    }

    /// Only touches on links stop here; others go to the views behind, as if the label were
    /// not there.
    /// A pointing hand over a link, as browsers show; elsewhere what ``View/cursor`` says.
    open override func cursor(at location: Point) -> Cursor? {
        link(at: location) != nil ? .pointingHand : super.cursor(at: location)
    }

    open override func hitTest(_ point: Point, with event: Event?) -> View? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        guard hit === self else { return hit }
        return link(at: point) == nil ? nil : self
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, let link = link(at: touch.location(in: self)) else {
            super.touchesBegan(touches, with: event)
            return
        }
        trackedLink = link
        pressedLink = link
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let tracked = trackedLink, let touch = touches.first else {
            super.touchesMoved(touches, with: event)
            return
        }
        // Like a button: the highlight goes off while the finger is away and back on when it
        // returns.
        pressedLink = link(at: touch.location(in: self)) == tracked ? tracked : nil
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let tracked = trackedLink, let touch = touches.first else {
            super.touchesEnded(touches, with: event)
            return
        }
        let hit = link(at: touch.location(in: self)) == tracked
        trackedLink = nil
        pressedLink = nil
        if hit { select(tracked) }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard trackedLink != nil else {
            super.touchesCancelled(touches, with: event)
            return
        }
        trackedLink = nil
        pressedLink = nil
    }

    /// A parent's tap does not take a tap that began on a link; pans (a scroll view's) may.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard trackedLink != nil else { return true }
        return !(recognizer is TapGestureRecognizer || recognizer is LongPressGestureRecognizer)
    }

    // MARK: Keyboard

    /// The link the keyboard is on while the label has focus (an index into ``links``), nil
    /// otherwise. A label with links takes focus as a GTK label with links does: Tab arriving
    /// goes to the first link, Shift-Tab to the last; Tab and Shift-Tab then go from link to
    /// link before leaving the label; Return or Space taps the link.
    public private(set) var focusedLinkIndex: Int? {
        didSet { if focusedLinkIndex != oldValue { setNeedsFocusRingUpdate() } }
    }

    /// Only a label with links takes focus: there is nothing else in it to act on.
    open override var canBecomeFocused: Bool { isUserInteractionEnabled && !links.isEmpty }

    /// Focus arriving by Shift-Tab starts at the last link, any other way at the first.
    open override func didUpdateFocus(in context: FocusUpdateContext) {
        super.didUpdateFocus(in: context)
        if context.nextFocusedView === self {
            focusedLinkIndex = links.isEmpty ? nil : context.heading == .previous ? links.count - 1 : 0
        } else if context.previouslyFocusedView === self {
            focusedLinkIndex = nil
        }
    }

    /// The ring goes round the focused link.
    open override var focusRingRect: Rect {
        guard let i = focusedLinkIndex, links.indices.contains(i), let layout else { return bounds }
        let rects = layout.rects(for: links[i].range)
        guard let first = rects.first else { return bounds }
        let o = textOrigin
        return rects.dropFirst().reduce(first) { $0.union($1) }.offsetBy(dx: o.x, dy: o.y).insetBy(dx: -2, dy: -1)
    }

    /// While focused: Tab and Shift-Tab move between the links (see ``focusedLinkIndex``);
    /// Return and Space tap the focused one.
    open override func keyPressedWhileFocused(_ key: KeyboardKey) -> Bool {
        guard let i = focusedLinkIndex, links.indices.contains(i) else { return false }
        switch key.code {
        case .tab where key.modifiers.isEmpty:
            guard i + 1 < links.count else { return false }
            focusedLinkIndex = i + 1
        case .tab where key.modifiers == .shift:
            guard i > 0 else { return false }
            focusedLinkIndex = i - 1
        case .return, .keypadEnter, .space:
            select(links[i])
        default:
            return false
        }
        return true
    }

    // MARK: Accessibility

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? layout?.shownText ?? attributedText.map { String($0.characters) } }
        set { super.accessibilityLabel = newValue }
    }

    /// One link per link shown (trait ``/RKViews/AccessibilityTraits/link``; activating it taps
    /// it), over the label's text: the label stays one element that reads its whole text, as
    /// VoiceOver reads a label and reaches its links through the links rotor.
    open override var accessibilityLinks: [AccessibilityLink] {
        guard let layout, !layout.links.isEmpty else { return [] }
        let o = textOrigin
        let shown = Array(layout.shownText)
        return layout.links.map { link -> AccessibilityLink in
            let range = link.range.clamped(to: 0..<shown.count)
            let e = AccessibilityLink(container: self, url: link.url, range: range, text: String(shown[range]))
            e.isFocused = focusedLinkIndex.map { links.indices.contains($0) && links[$0] == link } ?? false
            let rects = layout.rects(for: link.range)
            e.frameInContainer = rects.dropFirst().reduce(rects.first ?? .zero) { $0.union($1) }
                .offsetBy(dx: o.x, dy: o.y)
            e.onActivate = { [weak self] in
                guard let self else { return false }
                self.select(link)
                return true
            }
            return e
        }
    }

    // MARK: Private

    private var trackedLink: TextLayout.Link?
    private var cachedLayout: (width: Double, layout: TextLayout, shown: AttributedString)?
    private var highlightedLayout: (link: TextLayout.Link, layout: TextLayout)?

    private func select(_ link: TextLayout.Link) {
        onLinkTap?(link)
        delegate?.attributedLabel(self, didSelect: link)
    }

    private func invalidate() {
        cachedLayout = nil
        highlightedLayout = nil
        setNeedsDisplay()
    }

    /// The text with detected links added and links styled.
    private func styledText() -> AttributedString? {
        guard var s = attributedText, !s.characters.isEmpty else { return nil }
        if !linkDetectionTypes.isEmpty {
            let plain = String(s.characters)
            for match in LinkDetector(types: linkDetectionTypes).matches(in: plain) {
                guard let range = s.characterRange(match.range) else { continue }
                // A link given by the text wins over one found in it.
                if s[range].runs.contains(where: { $0.link != nil }) { continue }
                s[range].link = match.url
            }
        }
        AttributedLabel.style(&s, where: { $0.link != nil }, with: linkAttributes)
        return s
    }

    private static func style(_ s: inout AttributedString, where test: (AttributedString.Runs.Run) -> Bool,
                              with container: AttributeContainer) {
        let ranges = s.runs.filter(test).map(\.range)
        for range in ranges { s[range].mergeAttributes(container) }
    }

    private func makeLayout() -> (layout: TextLayout, shown: AttributedString)? {
        guard let string = styledText() else { return nil }
        let r = textRect
        let limit = fittingLineLimit(for: string, in: r)
        let full = TextLayout(string, width: r.width, alignment: textAlignment, lineBreakMode: lineBreakMode,
                              numberOfLines: limit, font: font, color: textColor)
        guard full.isTruncated, lineBreakMode == .truncatingTail, let token = truncationToken, limit > 0 else {
            return (full, string)
        }
        let shown = AttributedLabel.truncate(string, token: token, lines: limit, width: r.width) { s in
            TextLayout(s, width: r.width, alignment: textAlignment, lineBreakMode: .wordWrap, font: font, color: textColor)
        }
        var styledToken = shown
        AttributedLabel.style(&styledToken, where: { $0.link != nil }, with: linkAttributes)
        let cut = TextLayout(styledToken, width: r.width, alignment: textAlignment, lineBreakMode: .wordWrap,
                             font: font, color: textColor)
        // The shortened text fits by construction; it is still the text cut.
        cut.isTruncated = true
        return (cut, styledToken)
    }

    /// ``numberOfLines``, lowered to the lines that fit the height (at least one).
    private func fittingLineLimit(for string: AttributedString, in r: Rect) -> Int {
        let unlimited = TextLayout(string, width: r.width, alignment: textAlignment, lineBreakMode: .wordWrap,
                                   font: font, color: textColor)
        var limit = numberOfLines > 0 ? Swift.min(numberOfLines, unlimited.lineCount) : unlimited.lineCount
        if r.height.isFinite, unlimited.lineCount > 0 {
            let lineHeight = unlimited.size.height / Double(unlimited.lineCount)
            let fitting = Swift.max(1, Int(((r.height + 0.001) / lineHeight).rounded(.down)))
            limit = Swift.min(limit, fitting)
        }
        return limit < unlimited.lineCount ? limit : numberOfLines
    }

    /// The longest prefix of `string` (whole characters, trailing spaces dropped) that with
    /// `token` after it still fits in `lines` lines, found by bisection on the character count.
    static func truncate(_ string: AttributedString, token: AttributedString, lines: Int, width: Double,
                         layout: (AttributedString) -> TextLayout) -> AttributedString {
        func candidate(_ count: Int) -> AttributedString {
            let end = string.characters.index(string.startIndex, offsetBy: count)
            var head = AttributedString(string[string.startIndex..<end])
            while let last = head.characters.last, last == " " || last == "\n" || last == "\t" {
                head.characters.removeLast()
            }
            return head + token
        }
        var lo = 0, hi = string.characters.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if layout(candidate(mid)).lineCount <= lines { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }

    private func highlighted(for link: TextLayout.Link) -> TextLayout? {
        if let h = highlightedLayout, h.link == link { return h.layout }
        guard let cached = cachedLayout else { return nil }
        let base = cached.layout
        var s = cached.shown
        // The shown text and the layout count the same characters, except a "…" Pango added.
        let count = s.characters.count
        guard let range = s.characterRange(link.range.clamped(to: 0..<count)) else { return nil }
        s[range].mergeAttributes(activeLinkAttributes)
        let r = textRect
        let l = TextLayout(s, width: r.width, alignment: textAlignment, lineBreakMode: base.lineBreakMode,
                           numberOfLines: base.numberOfLines, font: font, color: textColor)
        highlightedLayout = (link, l)
        return l
    }
}

extension AttributedString {
    /// The range of characters `offsets` (Character offsets from the start), or nil when it is
    /// out of bounds.
    func characterRange(_ offsets: Range<Int>) -> Range<AttributedString.Index>? {
        let count = characters.count
        guard offsets.lowerBound >= 0, offsets.upperBound <= count, !offsets.isEmpty else { return nil }
        let lower = characters.index(startIndex, offsetBy: offsets.lowerBound)
        let upper = characters.index(lower, offsetBy: offsets.count)
        return lower..<upper
    }
}
