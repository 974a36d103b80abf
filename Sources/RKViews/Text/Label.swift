import Foundation
import RKGeometry
import RKGraphics
import RKLayers

/// A view that shows read-only text (UILabel): plain ``text`` in one ``font`` and
/// ``textColor``, or ``attributedText`` with per-run fonts, colors, underlines and kerning.
///
/// The text is laid out in the bounds' width with ``textAlignment``, wrapped to at most
/// ``numberOfLines`` lines (0 for no limit) and shortened by ``lineBreakMode`` when it does not
/// fit, then centered vertically, as UIKit does. Lines that do not fit the bounds' height are
/// dropped, and with a truncating mode the last line shown ends in "…".
///
/// ```swift
/// let label = Label(frame: Rect(x: 20, y: 20, width: 200, height: 44))
/// label.text = "Recipes for every day"
/// label.font = .boldSystem(size: 20)
/// label.textAlignment = .center
/// ```
///
/// Labels ignore touches by default (``View/isUserInteractionEnabled`` is false).
@MainActor
open class Label: View {
    private enum Content {
        case plain(String)
        case attributed(AttributedString)
    }

    private var content: Content? {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// A label with a frame; it shows nothing until given text.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    /// The label set, else the text shown.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    /// A label showing `text`, sized to fit it.
    public convenience init(text: String, font: Font = Theme.bodyFont) {
        self.init(frame: .zero)
        self.font = font
        self.text = text
        sizeToFit()
    }

    // MARK: Text

    /// The text shown. Setting it replaces any ``attributedText``; for attributed text it
    /// returns the characters without attributes.
    public var text: String? {
        get {
            switch content {
            case .plain(let s)?: return s
            case .attributed(let a)?: return String(a.characters)
            case nil: return nil
            }
        }
        set { content = newValue.map { .plain($0) } }
    }

    /// The text shown, with attributes. Runs without a font or color use ``font`` and
    /// ``textColor``. For plain ``text`` it returns the text with the label's font and color.
    public var attributedText: AttributedString? {
        get {
            switch content {
            case .attributed(let a)?: return a
            case .plain(let s)?:
                var a = AttributedString(s)
                a.font = font
                a.foregroundColor = textColor
                return a
            case nil: return nil
            }
        }
        set { content = newValue.map { .attributed($0) } }
    }

    /// The font of plain text (and of attributed runs without one): the system font at 17
    /// points by default.
    public var font: Font = Theme.bodyFont {
        didSet {
            if font != oldValue {
                setNeedsDisplay()
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// The color of plain text (and of attributed runs without one): the theme's text color by
    /// default, black, white in dark.
    public var textColor: Color = Theme.text {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }
    /// The color of a sharp shadow drawn under the text (UILabel.shadowColor); nil for none.
    public var shadowColor: Color? {
        didSet { if shadowColor != oldValue { setNeedsDisplay() } }
    }
    /// How far the text's shadow is offset, in points ((0, -1) by default, as UILabel).
    public var shadowOffset = Size(width: 0, height: -1) {
        didSet { if shadowOffset != oldValue { setNeedsDisplay() } }
    }

    /// The color used while ``isHighlighted`` is true; nil keeps ``textColor``.
    public var highlightedTextColor: Color? {
        didSet { if highlightedTextColor != oldValue && isHighlighted { setNeedsDisplay() } }
    }

    /// Shows the text in ``highlightedTextColor`` when true.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// When false, plain text is drawn in the theme's disabled gray and attributed text at
    /// reduced opacity.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    /// The horizontal alignment of lines: natural (left for left-to-right text) by default.
    public var textAlignment: TextLayout.Alignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The most lines shown; 0 for as many as fit. 1 by default.
    public var numberOfLines = 1 {
        didSet {
            if numberOfLines < 0 { numberOfLines = 0 }
            if numberOfLines != oldValue {
                setNeedsDisplay()
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// How text that does not fit is wrapped or shortened: truncating the tail by default.
    public var lineBreakMode: TextLayout.LineBreakMode = .truncatingTail {
        didSet { if lineBreakMode != oldValue { setNeedsDisplay() } }
    }

    // MARK: Measuring

    /// The size that fits the text (UILabel.sizeThatFits): with one line, the whole line
    /// whatever the width offered; with more (or 0), the text wrapped to `size.width` (when it
    /// is positive and finite) and limited to ``numberOfLines``. Sizes are rounded up to whole
    /// pixels; no text measures zero.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let layout = makeLayout(width: numberOfLines == 1 || !(size.width > 0) || !size.width.isFinite ? nil : size.width,
                                      lineLimit: numberOfLines) else { return .zero }
        let scale = pixelScale
        return Size(width: layout.size.width.ceiledToPixels(scale: scale),
                    height: layout.size.height.ceiledToPixels(scale: scale))
    }

    /// The size of the text: with no width limit for one line; for more, wrapped to
    /// ``preferredMaxLayoutWidth``, or when that is 0 and constraints place the label, to the
    /// width they last gave it (UILabel's automatic preferred width), so that a wrapping label
    /// in a form grows as tall as its text.
    open override var intrinsicContentSize: Size {
        var limit = Double.greatestFiniteMagnitude
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 {
                limit = preferredMaxLayoutWidth
            } else if !translatesAutoresizingMaskIntoConstraints && bounds.width > 0 {
                limit = bounds.width
            }
        }
        return sizeThatFits(Size(width: limit, height: Double.greatestFiniteMagnitude))
    }

    /// The width multi-line text wraps to for ``intrinsicContentSize`` (UILabel's); 0, the
    /// default, wraps to the width the label's constraints give it.
    public var preferredMaxLayoutWidth = 0.0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// A wrapping label placed by constraints measures its text again at its new width: the
    /// next layout pass then gives it the height that text needs.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, let engine = layoutStateIfAny?.engine,
            let record = engine.record(for: self), !record.translates
        else { return }
        // Only a new measure marks layout again, so the passes settle.
        if intrinsicContentSize != record.intrinsicSize { invalidateIntrinsicContentSize() }
    }

    /// Where the first or last baseline sits from the vertical center of the label (its text
    /// is centered vertically), for baseline constraints; nil without text.
    func labelBaselineOffsetFromCenter(first: Bool) -> Double? {
        // A label that wraps to its preferredMaxLayoutWidth has the lines its intrinsic height
        // counts, whatever width it had when the constraint was made (its unwrapped width, say):
        // its last baseline is measured on those lines.
        var width: Double?
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 { width = preferredMaxLayoutWidth } else if bounds.width > 0 { width = bounds.width }
        }
        guard let layout = makeLayout(width: width, lineLimit: numberOfLines) else { return nil }
        let h = layout.size.height
        let line = h / Double(Swift.max(1, layout.lineCount))
        let baseline = first ? layout.firstBaseline : layout.firstBaseline + line * Double(layout.lineCount - 1)
        return baseline - h / 2
    }

    /// Resizes the label to ``sizeThatFits(_:)`` for its current width, keeping its origin.
    open override func sizeToFit() {
        let s = sizeThatFits(Size(width: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude,
                                  height: .greatestFiniteMagnitude))
        frame = Rect(origin: frame.origin, size: s)
    }

    /// Where the text is drawn within `bounds` when at most `lines` lines are allowed (0 for no
    /// limit): the laid-out text's rectangle, centered vertically (UILabel.textRect).
    open func textRect(forBounds bounds: Rect, limitedToNumberOfLines lines: Int) -> Rect {
        guard let layout = fittedLayout(in: bounds, lineLimit: lines) else {
            return Rect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
        }
        return Rect(x: bounds.minX, y: verticalOrigin(of: layout, in: bounds), width: layout.size.width, height: layout.size.height)
    }

    /// True when the text shown in the current bounds is shortened or has lines dropped.
    public var isTruncated: Bool {
        fittedLayout(in: bounds, lineLimit: numberOfLines)?.isTruncated ?? false
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let layout = fittedLayout(in: bounds, lineLimit: numberOfLines) else { return }
        let origin = Point(x: bounds.minX, y: verticalOrigin(of: layout, in: bounds))
        if let shadowColor, !shadowColor.isClear, shadowOffset.isFinite {
            // The glyphs' own shape, moved and filled with the shadow color, under the text.
            canvas.drawWithShadow(Shadow(color: shadowColor, offset: shadowOffset, radius: 0),
                                  bounds: layout.inkBounds.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -2, dy: -2)) { c in
                layout.draw(in: c, at: origin)
            }
            return
        }
        if !isEnabled, case .attributed? = content {
            canvas.beginTransparencyLayer()
            layout.draw(in: canvas, at: origin)
            canvas.endTransparencyLayer(opacity: 0.45)
        } else {
            layout.draw(in: canvas, at: origin)
        }
    }

    // MARK: Layout helpers

    private var pixelScale: Double { window?.layer.contentsScale ?? layer.contentsScale }

    private var effectiveColor: Color {
        // Disabled attributed text is faded as a whole in draw(_:in:) instead.
        if !isEnabled, case .plain? = content { return Theme.disabledText }
        if isHighlighted, let c = highlightedTextColor { return c }
        return textColor
    }

    private func makeLayout(width: Double?, lineLimit: Int) -> TextLayout? {
        let string: AttributedString
        switch content {
        case .plain(let s)?:
            guard !s.isEmpty else { return nil }
            string = AttributedString(s)
        case .attributed(let a)?:
            guard !a.characters.isEmpty else { return nil }
            string = a
        case nil:
            return nil
        }
        // Natural alignment follows the interface, as in UIKit: right in a right-to-left one.
        let alignment = textAlignment == .natural && isRightToLeft ? .right : textAlignment
        return TextLayout(string, width: width, alignment: alignment, lineBreakMode: lineBreakMode,
                          numberOfLines: Swift.max(0, lineLimit), font: font, color: effectiveColor)
    }

    /// The layout in the bounds' width, with only the lines that fit the bounds' height (at
    /// least one), so that a truncating mode puts its ellipsis on the last line shown.
    private func fittedLayout(in bounds: Rect, lineLimit: Int) -> TextLayout? {
        let width = bounds.width.isFinite ? Swift.max(0, bounds.width) : nil
        guard let layout = makeLayout(width: width, lineLimit: lineLimit) else { return nil }
        guard bounds.height.isFinite, layout.size.height > bounds.height + 0.001, layout.lineCount > 1 else { return layout }
        let lineHeight = layout.size.height / Double(layout.lineCount)
        // Clamped as a Double first: a hugely negative or tiny height gives a line count no Int
        // holds, and converting it trapped.
        let fitting = Int(Swift.min(Double(layout.lineCount), Swift.max(1, ((bounds.height + 0.001) / lineHeight).rounded(.down))))
        guard fitting < layout.lineCount else { return layout }
        return makeLayout(width: width, lineLimit: fitting)
    }

    /// The top of text centered vertically in `bounds`, on a whole pixel so glyphs stay crisp.
    private func verticalOrigin(of layout: TextLayout, in bounds: Rect) -> Double {
        let scale = pixelScale
        return bounds.minY + ((bounds.height - layout.size.height) / 2 * scale).rounded() / scale
    }
}
