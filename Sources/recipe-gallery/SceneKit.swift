import Foundation
import RecipeKit

/// Colors shared by every scene, so the pages look like one family.
enum Palette {
    static let background = Color(red: 0.957, green: 0.949, blue: 0.933)
    static let card = Color.white
    static let ink = Color(red: 0.13, green: 0.14, blue: 0.17)
    static let secondaryInk = Color(red: 0.40, green: 0.41, blue: 0.45)
    static let hairline = Color(red: 0.80, green: 0.79, blue: 0.77)
    static let accent = Color(red: 0.16, green: 0.47, blue: 0.85)
    static let coral = Color(red: 0.94, green: 0.42, blue: 0.36)
    static let teal = Color(red: 0.10, green: 0.62, blue: 0.60)
    static let amber = Color(red: 0.97, green: 0.70, blue: 0.20)
    static let violet = Color(red: 0.50, green: 0.36, blue: 0.80)
    static let leaf = Color(red: 0.36, green: 0.66, blue: 0.30)
}

/// A layer that draws attributed text with ``TextLayout`` in ``draw(in:)``.
final class TextLayer: Layer {
    /// Space around the text so italic overhangs and descenders are not cut off.
    nonisolated static let padding = 3.0

    var text: AttributedString { didSet { setNeedsDisplay() } }
    var textWidth: Double { didSet { setNeedsDisplay() } }
    var alignment: TextLayout.Alignment { didSet { setNeedsDisplay() } }

    init(_ text: AttributedString, width: Double, alignment: TextLayout.Alignment = .left) {
        self.text = text
        self.textWidth = width
        self.alignment = alignment
        super.init()
        setNeedsDisplay()
    }

    /// The laid-out text.
    var layout: TextLayout { TextLayout(text, width: textWidth, alignment: alignment) }

    override func draw(in canvas: Canvas) {
        layout.draw(in: canvas, at: Point(x: bounds.minX + TextLayer.padding, y: bounds.minY + TextLayer.padding))
    }

    override var overridesDraw: Bool { true }
}

/// A layer that draws with a closure, for one-off drawings (gradients, grids, outlines).
final class DrawingLayer: Layer {
    let drawing: @MainActor (Canvas, Rect) -> Void

    init(frame: Rect, drawing: @escaping @MainActor (Canvas, Rect) -> Void) {
        self.drawing = drawing
        super.init()
        self.frame = frame
        setNeedsDisplay()
    }

    override func draw(in canvas: Canvas) { drawing(canvas, bounds) }
    override var overridesDraw: Bool { true }
}

/// Text styles used for headings and captions.
enum TextStyle {
    static func title(_ s: String) -> AttributedString { styled(s, font: .boldSystem(size: 22), color: Palette.ink) }
    static func summary(_ s: String) -> AttributedString { styled(s, font: .system(size: 13), color: Palette.secondaryInk) }
    static func caption(_ s: String) -> AttributedString { styled(s, font: .system(size: 12), color: Palette.secondaryInk) }
    static func heading(_ s: String) -> AttributedString {
        styled(s, font: .system(size: 13, weight: .semibold), color: Palette.ink)
    }

    static func styled(_ s: String, font: Font, color: Color) -> AttributedString {
        var a = AttributedString(s)
        a.font = font
        a.foregroundColor = color
        return a
    }
}

/// Builders that add common pieces to a scene.
@MainActor
enum Stage {
    /// Adds text whose first line's top-left is at (`x`, `y`), wrapped and aligned in `width`.
    @discardableResult
    static func text(_ s: AttributedString, x: Double, y: Double, width: Double,
                     alignment: TextLayout.Alignment = .left, in parent: Layer) -> TextLayer {
        let layer = TextLayer(s, width: width, alignment: alignment)
        let pad = TextLayer.padding
        let h = layer.layout.size.height
        layer.frame = Rect(x: x - pad, y: y - pad, width: width + 2 * pad, height: h + 2 * pad)
        parent.addSublayer(layer)
        return layer
    }

    /// Adds a centered caption under an item: `rect` is the item's frame.
    @discardableResult
    static func caption(_ s: String, under rect: Rect, gap: Double = 10, width: Double? = nil, in parent: Layer) -> TextLayer {
        let w = width ?? Swift.max(rect.width, 120)
        return text(TextStyle.caption(s), x: rect.midX - w / 2, y: rect.maxY + gap, width: w, alignment: .center, in: parent)
    }

    /// Adds a small bold heading at (`x`, `y`).
    @discardableResult
    static func heading(_ s: String, x: Double, y: Double, width: Double = 400, in parent: Layer) -> TextLayer {
        text(TextStyle.heading(s), x: x, y: y, width: width, in: parent)
    }

    /// A plain layer with a frame and a background color.
    static func box(_ frame: Rect, color: Color?, radius: Double = 0) -> Layer {
        let l = Layer()
        l.frame = frame
        l.backgroundColor = color
        l.cornerRadius = radius
        return l
    }

    /// Lays `count` items of `itemWidth` evenly across `width` starting at `x`; returns their
    /// left edges.
    static func columns(_ count: Int, itemWidth: Double, x: Double, width: Double) -> [Double] {
        guard count > 1 else { return [x + (width - itemWidth) / 2] }
        let gap = (width - Double(count) * itemWidth) / Double(count - 1)
        return (0..<count).map { x + Double($0) * (itemWidth + gap) }
    }
}

extension GalleryScene {
    /// Sizes the root, paints the background, adds the title and summary, then runs ``build``.
    @MainActor
    func populate(_ root: Layer) {
        root.frame = Rect(size: size)
        root.backgroundColor = Palette.background
        let m = GalleryScene.margin
        Stage.text(TextStyle.title(title), x: m, y: 24, width: size.width - 2 * m, in: root)
        Stage.text(TextStyle.summary(summary), x: m, y: 56, width: size.width - 2 * m, in: root)
        build(root)
    }

    /// Populates `host`'s root layer (``populate(_:)``), then, for a scene made of views,
    /// builds them in the host's window (created now, so that it lies above the layers) and
    /// lays them out.
    @MainActor
    func populate(_ host: HeadlessHost) {
        populate(host.rootLayer)
        guard let buildViews else { return }
        let window = host.window
        buildViews(window)
        window.layoutIfNeeded()
    }
}

extension Layer {
    /// Sets `contentsScale` on this layer, its sublayers and masks, so drawn content is sharp
    /// on a HiDPI frame.
    func applyContentsScale(_ scale: Double) {
        contentsScale = scale
        mask?.applyContentsScale(scale)
        for s in sublayers { s.applyContentsScale(scale) }
    }
}
