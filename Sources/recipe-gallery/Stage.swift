import Foundation
import RecipeKit

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
