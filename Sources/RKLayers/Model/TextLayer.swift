import Foundation
import RKGeometry
import RKGraphics

/// A layer that shows attributed text laid out by Pango (CATextLayer): wrapping, truncation
/// and alignment within its bounds.
///
/// The text is drawn once into the layer's backing store at ``Layer/contentsScale`` and redrawn
/// when the text, its settings or the bounds' size change; frames composite the stored image.
/// Runs of ``string`` may carry their own font and color; ``font`` and ``foregroundColor``
/// apply to the rest (Core Animation's defaults: 36-point text, white).
///
/// ```swift
/// let title = TextLayer(string: "Cover Flow")
/// title.font = .boldSystem(size: 20)
/// title.alignmentMode = .center
/// title.frame = Rect(x: 0, y: 0, width: 320, height: title.preferredFrameSize(width: 320).height)
/// ```
@MainActor
open class TextLayer: Layer {
    /// How text that does not fit is shortened with an ellipsis.
    public enum TruncationMode: Hashable, Sendable {
        /// No ellipsis (what does not fit is clipped), or one replacing the start, middle or end of a line.
        case none, start, middle, end
    }

    /// The text shown.
    public var string: AttributedString { didSet { setNeedsDisplay() } }
    /// The font of runs without a font attribute.
    public var font: Font = .system(size: 36) { didSet { setNeedsDisplay() } }
    /// The color of runs without a foreground color attribute.
    public var foregroundColor: Color = .white { didSet { setNeedsDisplay() } }
    /// Wrap lines at the bounds' width (false, the default, keeps each paragraph on one line).
    public var isWrapped = false { didSet { setNeedsDisplay() } }
    /// How text that does not fit the bounds is shortened: the last line that fits ends, begins
    /// or is cut in the middle with "…".
    public var truncationMode = TruncationMode.none { didSet { setNeedsDisplay() } }
    /// The horizontal alignment of lines within the bounds.
    public var alignmentMode = TextLayout.Alignment.natural { didSet { setNeedsDisplay() } }
    /// Space between the bounds and the text: room for ink that overhangs the text's logical
    /// box (italic overhangs, tall diacritics), which the backing store would otherwise cut.
    public var textInsets = EdgeInsets.zero { didSet { setNeedsDisplay() } }

    public override init() {
        string = AttributedString()
        super.init()
        needsDisplayOnBoundsChange = true
    }

    /// A layer showing `string`.
    public convenience init(string: AttributedString) {
        self.init()
        self.string = string
    }

    /// A layer showing plain `string`.
    public convenience init(string: String) {
        self.init(string: AttributedString(string))
    }

    /// The text laid out for the current bounds.
    public var layout: TextLayout { layout(width: bounds.width, height: bounds.height) }

    /// The text laid out for a layer `width` points wide (insets included) and, for truncation,
    /// `height` points high (nil: as high as the text needs).
    public func layout(width: Double, height: Double? = nil) -> TextLayout {
        let w = Swift.max(0, width - textInsets.horizontal)
        let mode: TextLayout.LineBreakMode
        switch truncationMode {
        case .none: mode = isWrapped ? .wordWrap : .clip
        case .start: mode = .truncatingHead
        case .middle: mode = .truncatingMiddle
        case .end: mode = .truncatingTail
        }
        var lines = isWrapped ? 0 : (truncationMode == .none ? 0 : 1)
        if isWrapped, truncationMode != .none, let height, height.isFinite {
            // Truncate the last line that fits the height.
            let full = TextLayout(string, width: w, alignment: alignmentMode, lineBreakMode: .wordWrap, font: font,
                                  color: foregroundColor)
            let available = height - textInsets.vertical
            if full.size.height > available, full.lineCount > 0 {
                let lineHeight = full.size.height / Double(full.lineCount)
                // Clamped as a Double first: a hugely negative height gives a count no Int holds.
                lines = Int(Swift.min(Double(full.lineCount), Swift.max(1, (available / lineHeight).rounded(.down))))
            }
        }
        return TextLayout(string, width: w, alignment: alignmentMode, lineBreakMode: mode, numberOfLines: lines,
                          font: font, color: foregroundColor)
    }

    /// The size the layer needs to show all its text: at `width` (insets included) when
    /// wrapped, else on unwrapped lines.
    public func preferredFrameSize(width: Double? = nil) -> Size {
        let l = TextLayout(string, width: isWrapped ? width.map { Swift.max(0, $0 - textInsets.horizontal) } : nil,
                           alignment: alignmentMode, font: font, color: foregroundColor)
        return Size(width: (isWrapped ? width : nil) ?? l.size.width + textInsets.horizontal,
                    height: l.size.height + textInsets.vertical)
    }

    open override func draw(in canvas: Canvas) {
        layout.draw(in: canvas, at: Point(x: bounds.minX + textInsets.left, y: bounds.minY + textInsets.top))
    }

    open override var overridesDraw: Bool { true }
}
