import Geometry
import Graphics
import Layers
import Views

/// A view the user moves with a finger (seed 004's DragView): a pan gesture recognizer moves
/// its center, optionally kept inside a rectangle of its superview.
@MainActor
open class DragView: View {
    /// The recognizer moving the view; its delegate may be set to share touches.
    public let panRecognizer = PanGestureRecognizer()
    /// Where the view's frame must stay, in superview coordinates (nil: anywhere).
    public var constraintRect: Rect?
    /// Only these axes move.
    public var allowsHorizontalMovement = true
    public var allowsVerticalMovement = true

    private var startCenter = Point.zero

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        panRecognizer.addAction { [weak self] r in self?.handlePan(r) }
        addGestureRecognizer(panRecognizer)
    }

    /// A drag view showing an image at its size.
    public convenience init(image: Image) {
        self.init(frame: Rect(size: image.size))
        layer.contents = image
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            startCenter = center
            superview?.bringSubviewToFront(self)
            fallthrough
        case .changed:
            let t = pan.translation(in: superview)
            var c = Point(x: startCenter.x + (allowsHorizontalMovement ? t.x : 0),
                          y: startCenter.y + (allowsVerticalMovement ? t.y : 0))
            if let limit = constraintRect {
                let w = bounds.width / 2, h = bounds.height / 2
                c.x = Swift.min(Swift.max(c.x, limit.minX + w), Swift.max(limit.minX + w, limit.maxX - w))
                c.y = Swift.min(Swift.max(c.y, limit.minY + h), Swift.max(limit.minY + h, limit.maxY - h))
            }
            center = c
        default:
            break
        }
    }
}
