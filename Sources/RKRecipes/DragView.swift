import RKGeometry
import RKGraphics
import RKLayers
import RKViews

/// A view the user moves with a finger (seed 004's DragView): a pan gesture recognizer moves
/// its center, optionally kept inside a rectangle of its superview.
///
/// A long press shows a menu pointing at it (seed 004, solution 1-14): bigger, smaller, rotate,
/// reset and hide, acting on the view. The view becomes first responder before the menu is
/// shown, so the menu appears on the first long press (UIKit apps that called
/// `becomeFirstResponder` after showing saw it only on the second), and items that do not apply
/// (smaller at the smallest, reset when nothing changed) are left out through
/// ``canPerformAction(_:)``.
@MainActor
open class DragView: View {
    /// The recognizer moving the view; its delegate may be set to share touches.
    public let panRecognizer = PanGestureRecognizer()
    /// The recognizer showing the menu.
    public let longPressRecognizer = LongPressGestureRecognizer()
    /// The items of the menu a long press shows (``defaultMenuItems`` unless changed); empty for
    /// no menu.
    public var menuItems: [MenuItem] = DragView.defaultMenuItems
    /// The largest and smallest scale the menu's bigger and smaller items reach.
    public static let scaleRange = 0.5...2.0
    /// Where the view's frame must stay, in superview coordinates (nil: anywhere).
    public var constraintRect: Rect?
    /// Only these axes move.
    public var allowsHorizontalMovement = true
    /// Whether the view follows the finger vertically.
    public var allowsVerticalMovement = true

    private var startCenter = Point.zero

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        panRecognizer.addAction { [weak self] r in self?.handlePan(r) }
        addGestureRecognizer(panRecognizer)
        longPressRecognizer.addAction { [weak self] r in
            if r.state == .began { self?.showMenu() }
        }
        addGestureRecognizer(longPressRecognizer)
    }

    // MARK: The menu

    open override var canBecomeFirstResponder: Bool { true }

    /// The scale of the view's transform (1 when untransformed).
    public var scale: Double { (transform.a * transform.a + transform.b * transform.b).squareRoot() }

    /// Bigger (×1.25), smaller (×0.8), rotate (45°), reset and hide, each acting on the first
    /// responder when it is a ``DragView``.
    public static var defaultMenuItems: [MenuItem] {
        func on(_ responder: Responder, _ change: @escaping (DragView) -> Void) {
            guard let v = responder as? DragView else { return }
            View.animate(withDuration: 0.2) { change(v) }
        }
        return [
            MenuItem(title: String(localized: "Bigger", bundle: .recipeKit), identifier: "bigger") { r in on(r) { $0.transform = $0.transform.scaledBy(x: 1.25, y: 1.25) } },
            MenuItem(title: String(localized: "Smaller", bundle: .recipeKit), identifier: "smaller") { r in on(r) { $0.transform = $0.transform.scaledBy(x: 0.8, y: 0.8) } },
            MenuItem(title: String(localized: "Rotate", bundle: .recipeKit), identifier: "rotate") { r in on(r) { $0.transform = $0.transform.rotated(by: .pi / 4) } },
            MenuItem(title: String(localized: "Reset", bundle: .recipeKit), identifier: "reset") { r in on(r) { $0.transform = .identity } },
            MenuItem(title: String(localized: "Hide", bundle: .recipeKit), identifier: "hide") { r in (r as? DragView)?.isHidden = true },
        ]
    }

    /// Leaves out the default items that would do nothing now; other items are accepted.
    open override func canPerformAction(_ item: MenuItem) -> Bool {
        switch item.identifier {
        case "bigger": return scale * 1.25 <= DragView.scaleRange.upperBound + 1e-9
        case "smaller": return scale * 0.8 >= DragView.scaleRange.lowerBound - 1e-9
        case "reset": return transform != .identity
        default: return true
        }
    }

    /// Becomes first responder, then shows ``menuItems`` pointing at the view.
    open func showMenu() {
        guard !menuItems.isEmpty, becomeFirstResponder() else { return }
        let menu = MenuController.shared
        menu.menuItems = menuItems
        menu.setTargetRect(bounds, in: self)
        menu.setMenuVisible(true, animated: true)
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
                // The frame, not the bounds: it includes a scale or rotation the menu applied.
                let w = frame.width / 2, h = frame.height / 2
                c.x = Swift.min(Swift.max(c.x, limit.minX + w), Swift.max(limit.minX + w, limit.maxX - w))
                c.y = Swift.min(Swift.max(c.y, limit.minY + h), Swift.max(limit.minY + h, limit.maxY - h))
            }
            center = c
        default:
            break
        }
    }
}
