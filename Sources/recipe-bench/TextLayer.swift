import Foundation
import RecipeKit

/// A layer showing one laid-out text. Its `draw(in:)` runs once (Layer caches it as the
/// layer's backing-store contents), so each frame composites a pre-rendered text image, as
/// Core Animation does with a UILabel's layer.
final class TextLayer: Layer {
    let layout: TextLayout
    /// Where the text's top-left sits in the layer.
    let textOrigin: Point

    init(_ text: String, font: Font, color: Color, origin: Point = .zero) {
        layout = TextLayout(AttributedString(text), font: font, color: color)
        textOrigin = origin
        super.init()
        setNeedsDisplay()
    }

    override func draw(in canvas: Canvas) {
        canvas.draw(layout, at: textOrigin)
    }

    override var overridesDraw: Bool { true }
}
