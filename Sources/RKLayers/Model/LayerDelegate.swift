import RKGraphics

/// An object that draws a layer's content in place of the layer's own ``Layer/draw(in:)``
/// (a view is its layer's delegate).
@MainActor
public protocol LayerDelegate: AnyObject {
    /// Draws the layer's content. Called when the layer displays after ``Layer/setNeedsDisplay()``.
    func draw(_ layer: Layer, in canvas: Canvas)

    /// The action for a change of `key`, first in the lookup (delegate, then the layer's
    /// ``Layer/actions``, then the default implicit animation); nil continues the lookup.
    /// A view returns `.none` outside its animation blocks, which is why view-backed layers
    /// do not animate implicitly.
    func action(for layer: Layer, forKey key: String) -> LayerAction?

    /// Asked right after ``draw(_:in:)``: false when it drew nothing, so the layer keeps no
    /// backing store (a view that does not override its drawing). True by default.
    func hasDrawnContent(_ layer: Layer) -> Bool
}

extension LayerDelegate {
    public func draw(_ layer: Layer, in canvas: Canvas) {}
    public func action(for layer: Layer, forKey key: String) -> LayerAction? { nil }
    public func hasDrawnContent(_ layer: Layer) -> Bool { true }
}
