import Foundation
import RecipeKit

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
