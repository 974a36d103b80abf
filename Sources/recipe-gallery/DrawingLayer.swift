import Foundation
import RecipeKit

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
