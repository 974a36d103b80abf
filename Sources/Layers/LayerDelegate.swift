import Graphics

/// An object that draws a layer's content in place of the layer's own ``Layer/draw(in:)``
/// (a view is its layer's delegate).
@MainActor
public protocol LayerDelegate: AnyObject {
    /// Draws the layer's content. Called when the layer displays after ``Layer/setNeedsDisplay()``.
    func draw(_ layer: Layer, in canvas: Canvas)
}
