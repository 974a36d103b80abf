import RKGeometry
import RKGraphics

/// The edit menu (UIMenuController): a dark bubble of commands pointing at a rectangle of a
/// view, whose items act on the first responder.
///
/// Give it ``menuItems`` and a target with ``setTargetRect(_:in:)``, then show it with
/// ``setMenuVisible(_:animated:)``. Only the items the first responder accepts through
/// ``Responder/canPerformAction(_:)`` are shown; with no first responder, or none accepted,
/// the menu does not appear. The bubble sits above the target with its arrow pointing down,
/// or below it pointing up when there is no room above, always inside the window
/// (``arrowDirection`` can force a side).
///
/// Tapping an item hides the menu, then calls the item's action with the first responder.
/// A touch anywhere else hides the menu and carries on to whatever it touched.
///
/// ```swift
/// // In a long-press handler of a view that can become first responder:
/// view.becomeFirstResponder()
/// let menu = MenuController.shared
/// menu.menuItems = [MenuItem(title: "Hide") { ($0 as? View)?.isHidden = true }]
/// menu.setTargetRect(view.bounds, in: view)
/// menu.setMenuVisible(true, animated: true)
/// ```
@MainActor
public final class MenuController {
    /// Which way the arrow points (UIMenuController.ArrowDirection).
    public enum ArrowDirection: Sendable, Hashable {
        /// Down from above the target when there is room there, up from below otherwise.
        case `default`
        /// Pointing up: the menu is below the target.
        case up
        /// Pointing down: the menu is above the target.
        case down
    }

    /// The menu shared by the application.
    public static let shared = MenuController()

    /// How close the bubble may come to the window's edges, in points.
    public static let windowMargin = 4.0
    /// The duration of the fade when showing or hiding animated.
    public static let fadeDuration = 0.15

    /// The commands, in order; the first responder decides which of them show.
    public var menuItems: [MenuItem] = []
    /// Where the arrow should point; `.default` picks the side with room.
    public var arrowDirection: ArrowDirection = .default
    /// The rectangle the menu points at, in ``targetView``'s coordinates.
    public var targetRect: Rect = .zero
    /// The view ``targetRect`` is in; the menu shows in its window.
    public weak var targetView: View?

    /// True from ``setMenuVisible(_:animated:)`` showing the menu until it is hidden.
    public private(set) var isMenuVisible = false
    /// The items shown, after the first responder filtered them.
    public private(set) var visibleItems: [MenuItem] = []
    /// The side the arrow was put on when the menu was last laid out (`.up` or `.down`).
    public private(set) var resolvedArrowDirection: ArrowDirection = .down
    /// The bubble with its arrow in window coordinates; `.zero` while hidden.
    public var menuFrame: Rect { isMenuVisible ? bubble.frame : .zero }

    let bubble = MenuBubbleView()
    private var dismisser: MenuDismissRecognizer?
    /// Counts show/hide requests so a finishing fade-out never removes a menu shown again.
    private var generation = 0

    /// A menu controller; most code uses ``shared``.
    public init() {
        bubble.onSelect = { [weak self] item in self?.perform(item) }
        bubble.controller = self
    }

    /// Sets the rectangle the menu points at and the view it is in.
    public func setTargetRect(_ rect: Rect, in view: View) {
        targetRect = rect
        targetView = view
    }

    /// Shows or hides the menu, fading when `animated`. Showing filters the items against the
    /// first responder and places the bubble at the target; it does nothing (and the menu
    /// stays hidden) without a target in a window or without an item to show.
    public func setMenuVisible(_ visible: Bool, animated: Bool) {
        generation += 1
        if visible {
            guard layout() else {
                hide(animated: false)
                return
            }
            let wasVisible = isMenuVisible
            isMenuVisible = true
            installDismisser()
            if animated && !wasVisible {
                View.performWithoutAnimation { bubble.alpha = 0 }
                View.animate(withDuration: Self.fadeDuration, animations: { self.bubble.alpha = 1 })
            } else {
                View.performWithoutAnimation { bubble.alpha = 1 }
            }
        } else {
            hide(animated: animated)
        }
    }

    /// Filters and lays out the menu again after the items, the target or the first
    /// responder's answers changed; hides it when nothing is left to show.
    public func update() {
        guard isMenuVisible else { return }
        if !layout() { hide(animated: false) }
    }

    // MARK: Showing and hiding

    private func hide(animated: Bool) {
        let wasVisible = isMenuVisible
        isMenuVisible = false
        visibleItems = []
        removeDismisser()
        guard bubble.superview != nil else { return }
        guard animated && wasVisible else {
            bubble.removeFromSuperview()
            return
        }
        let hiding = generation
        View.animate(withDuration: Self.fadeDuration, animations: { self.bubble.alpha = 0 }, completion: { [weak self] _ in
            guard let self, self.generation == hiding else { return }
            self.bubble.removeFromSuperview()
        })
    }

    private func perform(_ item: MenuItem) {
        let responder = (targetView?.window?.firstResponder ?? FirstResponder.key)
        setMenuVisible(false, animated: true)
        guard let responder, responder.canPerformAction(item) else { return }
        item.action(responder)
    }

    private func installDismisser() {
        guard let window = bubble.window else { return }
        if let d = dismisser, d.view === window { return }
        removeDismisser()
        let d = MenuDismissRecognizer()
        d.controller = self
        d.cancelsTouchesInView = false
        d.delaysTouchesEnded = false
        window.addGestureRecognizer(d)
        dismisser = d
    }

    private func removeDismisser() {
        guard let d = dismisser else { return }
        dismisser = nil
        d.view?.removeGestureRecognizer(d)
    }

    /// A touch began somewhere in the window: one outside the bubble hides the menu.
    fileprivate func touchBegan(atWindowPoint point: Point) {
        guard isMenuVisible, bubble.window != nil else { return }
        let local = bubble.convert(point, from: bubble.window)
        if !bubble.point(inside: local, with: nil) { setMenuVisible(false, animated: true) }
    }

    // MARK: Layout

    /// Filters the items, places the bubble in the target's window and configures it;
    /// false when there is nothing to show.
    private func layout() -> Bool {
        guard let target = targetView, let window = target.window else { return false }
        let items: [MenuItem]
        if let responder = (targetView?.window?.firstResponder ?? FirstResponder.key) {
            items = menuItems.filter { responder.canPerformAction($0) }
        } else {
            items = []
        }
        guard !items.isEmpty else { return false }
        visibleItems = items

        let margin = Self.windowMargin
        let area = window.bounds.insetBy(dx: margin, dy: margin)
        let t = target.convert(targetRect, to: window)
        var widths = items.map { MenuBubbleView.naturalWidth(of: $0) }
        let natural = widths.reduce(0, +)
        if natural > area.width, natural > 0 {
            widths = widths.map { $0 * area.width / natural }
        }
        let width = widths.reduce(0, +)
        let body = MenuBubbleView.bodyHeight, arrow = MenuBubbleView.arrowHeight
        let height = body + arrow

        // Above: the arrow's tip touches the target's top edge.
        let aboveY = t.minY - height
        let belowY = t.maxY
        let up: Bool
        switch arrowDirection {
        case .up: up = true
        case .down: up = false
        case .default: up = aboveY < area.minY
        }
        resolvedArrowDirection = up ? .up : .down
        var y = up ? belowY : aboveY
        y = Swift.min(Swift.max(y, area.minY), Swift.max(area.minY, area.maxY - height))
        var x = t.midX - width / 2
        x = Swift.min(Swift.max(x, area.minX), Swift.max(area.minX, area.maxX - width))

        let inset = MenuBubbleView.cornerRadius + MenuBubbleView.arrowHalfWidth
        let tipX = Swift.min(Swift.max(t.midX - x, inset), Swift.max(inset, width - inset))

        if bubble.superview !== window || window.subviews.last !== bubble {
            window.addSubview(bubble)
        }
        View.performWithoutAnimation {
            bubble.frame = Rect(x: x, y: y, width: width, height: height)
        }
        bubble.configure(items: Array(zip(items, widths)).map { (item: $0.0, width: $0.1) },
                         arrowPointsUp: up, arrowX: tipX)
        return true
    }
}

/// Watches every touch in the menu's window while the menu shows: a touch beginning outside
/// the bubble hides the menu. It never recognizes, so touches carry on unchanged.
@MainActor
private final class MenuDismissRecognizer: GestureRecognizer {
    weak var controller: MenuController?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: nil)
        if state == .possible { state = .failed }
        controller?.touchBegan(atWindowPoint: point)
    }
}
