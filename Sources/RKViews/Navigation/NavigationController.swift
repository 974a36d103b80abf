import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKMotion

/// A stack of controllers under a navigation bar (UINavigationController): the top one's view
/// fills the space below the bar, pushing slides a new one in from the right, and the bar's
/// back button (or Escape, or Alt+Left) pops it.
///
/// ```swift
/// let list = RecipeListController()
/// list.title = "Recipes"
/// let navigation = NavigationController(rootViewController: list)
/// window.rootViewController = navigation
/// // later, from the list:
/// navigationController?.pushViewController(RecipeController(recipe), animated: true)
/// ```
///
/// ## Transitions
///
/// A push slides the new view in from the right over ``slideDuration`` seconds while the
/// old one moves left by a third of the width under a dimming shade; a pop does the reverse,
/// and the bar fades between the two items. The appearance callbacks come in UIKit's order:
/// the new view loads, the delegate's `willShow`, the old controller's `viewWillDisappear`,
/// the new one's `viewWillAppear`; after the slide, `viewDidDisappear`, `viewDidAppear`, then
/// the delegate's `didShow`. Without animation all of them run before the call returns.
///
/// ``viewControllers`` always reflects the last change asked for. A push, pop or stack change
/// made while a transition runs first finishes the running one at once (its views jump to
/// their end and its "did" callbacks run), then starts its own, so the stack, the views and
/// the callbacks never disagree, and two quick pushes both land. Touches are ignored while the
/// views slide.
///
/// The controllers on the stack are its children: their ``ViewController/parent`` is the
/// navigation controller until they are popped, and it keeps them alive only while they are
/// on the stack.
///
/// A navigation controller's own appearance reaches its top controller: when it is presented,
/// dismissed, or when its view enters or leaves a window. Subclasses that override the
/// appearance methods call super.
@MainActor
open class NavigationController: ViewController {
    /// The bar at the top.
    public let navigationBar = NavigationBar()
    /// Told when a controller is about to be shown and when it has been.
    public weak var delegate: NavigationControllerDelegate?
    /// How long a push or pop slides, in seconds.
    public static var slideDuration = 0.35
    /// How long the bar takes to slide in or out with ``setNavigationBarHidden(_:animated:)``.
    public static var barHideDuration = 0.25
    /// How dark the shade over the controller underneath gets during a slide.
    static let dimmingAlpha = 0.1
    /// The key of the slide animations on the views.
    static let slideKey = "navigation.slide"

    private var stack: [ViewController] = []

    /// A stack holding `rootViewController` alone.
    public init(rootViewController: ViewController) {
        super.init()
        navigationBar.navigationController = self
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty stack; give it controllers with ``setViewControllers(_:animated:)``.
    public override init() {
        super.init()
        navigationBar.navigationController = self
    }

    // MARK: The stack

    /// The controllers, bottom (the root) to top (the one shown). Setting it replaces them
    /// without animation.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { stack.last }

    /// The controller whose view is in front: the one the top controller presents, if any,
    /// else the top controller.
    public var visibleViewController: ViewController? {
        guard var vc = stack.last else { return nil }
        while let p = vc.presentedViewController { vc = p }
        return vc
    }

    /// Pushes `viewController`, which becomes the top one; slides it in when `animated`.
    /// A controller already on a stack (this one's or another's), or a navigation
    /// controller, is refused with a log line, as UIKit refuses it.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            RecipeLog.write(
                "NavigationController: \(type(of: viewController)) is already on the stack; push ignored")
            return
        }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; the root stays (returns nil then).
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops the controllers above `viewController` and returns them, bottom to top; nil when
    /// `viewController` is not on the stack.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool)
        -> [ViewController]?
    {
        guard let i = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(i + 1)...])
        if !popped.isEmpty { setViewControllers(Array(stack[...i]), animated: animated) }
        return popped
    }

    /// Pops every controller above the root and returns them, bottom to top.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. When the top controller changes and `animated` is true, it slides
    /// as a push when the new top was not on the stack, as a pop when it was. A controller
    /// listed twice, one on another navigation controller's stack, or a navigation controller
    /// is refused with a log line and the stack is left as it was.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        for (i, vc) in viewControllers.enumerated() {
            let reason: String? =
                vc is NavigationController
                ? "a navigation controller cannot be pushed"
                : viewControllers[..<i].contains(where: { $0 === vc })
                    ? "it is listed twice"
                    : vc === self
                        ? "a navigation controller cannot be on its own stack"
                        : vc.parent != nil && vc.parent !== self
                            ? "it already has a parent, \(type(of: vc.parent!))"
                            : nil
            if let reason {
                RecipeLog.write("NavigationController: cannot put \(type(of: vc)) on the stack: \(reason)")
                return
            }
        }
        finishTransition()
        let old = stack
        let oldTop = old.last
        stack = viewControllers
        for vc in viewControllers { vc.parent = self }
        let removed = old.filter { o in !viewControllers.contains(where: { $0 === o }) }
        let newTop = viewControllers.last
        let onScreen = isViewLoaded && isVisible
        let animate = animated && onScreen && oldTop != nil && newTop != nil && oldTop !== newTop
        navigationBar.setItems(
            viewControllers.map(\.navigationItem),
            duration: animate ? NavigationController.slideDuration : 0)
        guard oldTop !== newTop else {
            release(removed)
            return
        }
        guard isViewLoaded else {
            release(removed)
            return
        }
        let isPush = newTop.map { t in !old.contains(where: { $0 === t }) } ?? false
        if let newTop {
            // Layout code in viewDidLoad sees the bounds the view will have, as in UIKit.
            if !newTop.isViewLoaded { newTop.proposedViewFrame = contentFrame }
            let v = newTop.view  // loads it
            v.frame = contentFrame
            v.autoresizingMask = []
            if isPush || oldTop == nil {
                view.insertSubview(v, belowSubview: navigationBar)
            } else if let oldTop, oldTop.isViewLoaded, oldTop.view.superview === view {
                view.insertSubview(v, belowSubview: oldTop.view)
            } else {
                view.insertSubview(v, belowSubview: navigationBar)
            }
        }
        guard onScreen else {
            if let oldTop, oldTop.isViewLoaded, oldTop.view.superview === view {
                oldTop.view.removeFromSuperview()
            }
            release(removed)
            return
        }
        if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animate) }
        if let oldTop { beginAppearance(of: oldTop, appearing: false, animated: animate) }
        if let newTop { beginAppearance(of: newTop, appearing: true, animated: animate) }
        let t = Transition(
            from: oldTop, to: newTop, isPush: isPush, animated: animate, removed: removed)
        transition = t
        if animate, let from = oldTop?.view, let to = newTop?.view {
            slide(t, from: from, to: to)
        } else {
            finishTransition()
        }
    }

    // MARK: Transitions

    /// A change of top controller whose "did" half has not run yet.
    private final class Transition {
        let from: ViewController?
        let to: ViewController?
        let isPush: Bool
        let animated: Bool
        let removed: [ViewController]
        var dimming: View?
        var timer: EventLoop.Timer?

        init(
            from: ViewController?, to: ViewController?, isPush: Bool, animated: Bool,
            removed: [ViewController]
        ) {
            self.from = from
            self.to = to
            self.isPush = isPush
            self.animated = animated
            self.removed = removed
        }
    }

    private var transition: Transition?

    /// True while a push or pop slides.
    var isSliding: Bool { transition != nil }

    private func slide(_ t: Transition, from: View, to: View) {
        if Accessibility.isReduceMotionEnabled { return crossFade(t, from: from, to: to) }
        // Right to left, pushed views come in from the left edge.
        let w = view.bounds.width * (view.isRightToLeft ? -1 : 1)
        let home = contentFrame
        let center = Point(x: home.midX, y: home.midY)
        let d = NavigationController.slideDuration
        let dim = View(frame: home)
        dim.backgroundColor = .black
        dim.isUserInteractionEnabled = false
        t.dimming = dim
        // The view underneath (the old one on a push, the new one on a pop) gets the shade.
        let under = t.isPush ? from : to
        view.insertSubview(dim, aboveSubview: under)
        view.isUserInteractionEnabled = false
        func move(_ v: View, from a: Double, to b: Double) {
            View.performWithoutAnimation { v.center = Point(x: center.x + b, y: center.y) }
            let anim = BasicAnimation(
                keyPath: "position", from: .point(Point(x: center.x + a, y: center.y)),
                to: .point(Point(x: center.x + b, y: center.y)), duration: d)
            anim.timingFunction = .easeInEaseOut
            v.layer.add(anim, forKey: NavigationController.slideKey)
        }
        let shade = NavigationController.dimmingAlpha
        if t.isPush {
            move(to, from: w, to: 0)
            move(from, from: 0, to: -w / 3)
        } else {
            move(from, from: 0, to: w)
            move(to, from: -w / 3, to: 0)
        }
        View.performWithoutAnimation { dim.alpha = t.isPush ? shade : 0 }
        let fade = BasicAnimation(
            keyPath: "opacity", from: .double(t.isPush ? 0 : shade), to: .double(t.isPush ? shade : 0),
            duration: d)
        fade.timingFunction = .easeInEaseOut
        dim.layer.add(fade, forKey: NavigationController.slideKey)
        t.timer = view.eventLoop.perform(afterDelay: d) { [weak self, weak t] in
            guard let self, let t, self.transition === t else { return }
            self.finishTransition()
        }
    }

    /// Reduced motion's push and pop: nothing moves; the view on top (the new one on a push,
    /// the old one on a pop) fades in or out over a short cross-fade.
    private func crossFade(_ t: Transition, from: View, to: View) {
        let home = contentFrame
        let d = Accessibility.reducedMotionFadeDuration
        view.isUserInteractionEnabled = false
        View.performWithoutAnimation {
            from.frame = home
            to.frame = home
        }
        let top = t.isPush ? to : from
        let fade = BasicAnimation(keyPath: "opacity", from: .double(t.isPush ? 0 : 1), to: .double(t.isPush ? 1 : 0), duration: d)
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        top.layer.add(fade, forKey: NavigationController.slideKey)
        t.timer = view.eventLoop.perform(afterDelay: d) { [weak self, weak t] in
            guard let self, let t, self.transition === t else { return }
            self.finishTransition()
        }
    }

    /// Ends the running transition now: its views take their final places, the old view
    /// leaves, and the "did" callbacks and the delegate's `didShow` run.
    private func finishTransition() {
        guard let t = transition else { return }
        transition = nil
        t.timer?.invalidate()
        t.dimming?.removeFromSuperview()
        view.isUserInteractionEnabled = true
        if let from = t.from, from.isViewLoaded {
            from.view.layer.removeAnimation(forKey: NavigationController.slideKey)
            if from !== topViewController, from.view.superview === view {
                from.view.removeFromSuperview()
                View.performWithoutAnimation { from.view.frame = contentFrame }
            }
        }
        if let to = t.to, to.isViewLoaded {
            to.view.layer.removeAnimation(forKey: NavigationController.slideKey)
            if to === topViewController { View.performWithoutAnimation { to.view.frame = contentFrame } }
        }
        if let from = t.from { endAppearance(of: from) }
        if let to = t.to { endAppearance(of: to) }
        release(t.removed)
        if let to = t.to, to === topViewController {
            delegate?.navigationController(self, didShow: to, animated: t.animated)
        }
        takeFocusIfFree()
    }

    /// Controllers that left the stack stop being children.
    private func release(_ removed: [ViewController]) {
        for vc in removed where !stack.contains(where: { $0 === vc }) {
            if vc.parent === self { vc.parent = nil }
            appearance[ObjectIdentifier(vc)] = nil
            if vc.isViewLoaded, vc.view.superview === view, vc.presentedViewController == nil {
                vc.view.removeFromSuperview()
            }
        }
    }

    // MARK: Appearance

    private enum Appearance { case appearing, appeared, disappearing }
    /// Where each child is in its appearance; no entry means it is not shown.
    private var appearance: [ObjectIdentifier: Appearance] = [:]
    /// Whether the navigation controller itself is on screen (or appearing).
    private var isVisible = false

    private func beginAppearance(of vc: ViewController, appearing: Bool, animated: Bool) {
        let key = ObjectIdentifier(vc)
        let state = appearance[key]
        if appearing {
            guard state == nil || state == .disappearing else { return }
            appearance[key] = .appearing
            vc.viewWillAppear(animated)
        } else {
            guard state == .appeared || state == .appearing else { return }
            appearance[key] = .disappearing
            vc.viewWillDisappear(animated)
        }
    }

    private func endAppearance(of vc: ViewController) {
        let key = ObjectIdentifier(vc)
        switch appearance[key] {
        case .appearing?:
            appearance[key] = .appeared
            vc.viewDidAppear(lastAppearanceAnimated)
        case .disappearing?:
            appearance[key] = nil
            vc.viewDidDisappear(lastAppearanceAnimated)
        default: break
        }
    }

    private var lastAppearanceAnimated: Bool { transition?.animated ?? false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isVisible = true
        if let top = topViewController { beginAppearance(of: top, appearing: true, animated: animated) }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let top = topViewController { endAppearance(of: top) }
        takeFocusIfFree()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        finishTransition()
        if let top = topViewController {
            beginAppearance(of: top, appearing: false, animated: animated)
        }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let top = topViewController { endAppearance(of: top) }
        isVisible = false
    }

    /// The view entered or left a window without being presented or dismissed (it became a
    /// window's root, or was added to or removed from a container): the top controller
    /// appears or disappears with it.
    func containerDidMoveToWindow() {
        guard let top = topViewController else {
            isVisible = view.window != nil
            return
        }
        if view.window != nil {
            guard appearance[ObjectIdentifier(top)] == nil else { return }
            isVisible = true
            beginAppearance(of: top, appearing: true, animated: false)
            endAppearance(of: top)
            takeFocusIfFree()
        } else {
            guard
                appearance[ObjectIdentifier(top)] == .appeared
                    || appearance[ObjectIdentifier(top)] == .appearing
            else {
                return
            }
            finishTransition()
            beginAppearance(of: top, appearing: false, animated: false)
            endAppearance(of: top)
            isVisible = false
        }
    }

    // MARK: View and layout

    open override func loadView() {
        let v = NavigationContainerView(frame: proposedViewFrame ?? .zero)
        v.controller = self
        v.backgroundColor = Theme.contentBackground
        view = v
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        if let top = topViewController {
            if !top.isViewLoaded { top.proposedViewFrame = contentFrame }
            let v = top.view
            v.frame = contentFrame
            view.insertSubview(v, belowSubview: navigationBar)
        }
        layoutContainer()
    }

    /// Whether the bar is hidden (false by default); the top view then fills the whole view.
    public var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var barHidden = false

    /// Hides or shows the bar; when `animated`, it slides up out of the view or down into it
    /// over ``barHideDuration`` seconds while the content grows or shrinks to match.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard isViewLoaded else { return }
        guard animated, isVisible else {
            navigationBar.isHidden = hidden
            layoutContainer()
            return
        }
        if !hidden {
            navigationBar.isHidden = false
            View.performWithoutAnimation { navigationBar.frame = hiddenBarFrame }
        }
        View.animate(
            withDuration: NavigationController.barHideDuration,
            animations: {
                layoutContainer(barFrameWhenHidden: true)
            },
            completion: { [weak self] _ in
                guard let self, self.barHidden else { return }
                self.navigationBar.isHidden = true
            })
    }

    /// The space from the view's top that the status bar (the safe area) covers.
    private var topInset: Double { isViewLoaded ? view.safeAreaInsets.top : 0 }

    /// The bar's frame while shown.
    private var barFrame: Rect {
        let h = navigationBar.sizeThatFits(view.bounds.size).height
        return Rect(x: 0, y: topInset, width: view.bounds.width, height: h)
    }

    /// Where the bar goes when hidden: just above the view.
    private var hiddenBarFrame: Rect {
        let f = barFrame
        return Rect(x: 0, y: -f.height, width: f.width, height: f.height)
    }

    /// Where the top controller's view goes: below the bar, or the whole view when the bar is
    /// hidden.
    public var contentFrame: Rect {
        guard isViewLoaded else { return .zero }
        let b = view.bounds
        guard !barHidden else { return b }
        let top = barFrame.maxY
        return Rect(x: 0, y: top, width: b.width, height: Swift.max(0, b.height - top))
    }

    /// Places the bar and the top view (the container's layoutSubviews).
    func layoutContainer() {
        layoutContainer(barFrameWhenHidden: false)
    }

    private func layoutContainer(barFrameWhenHidden: Bool) {
        navigationBar.backgroundExtension = topInset
        if barHidden {
            if barFrameWhenHidden || !navigationBar.isHidden { navigationBar.frame = hiddenBarFrame }
        } else {
            navigationBar.frame = barFrame
        }
        if let top = topViewController, top.isViewLoaded, top.view.superview === view {
            top.view.frame = contentFrame
        }
    }

    // MARK: Keys

    /// Escape or Alt+Left: pops when the back button shows. Returns whether it popped.
    func popFromKeyboard() -> Bool {
        guard stack.count > 1, navigationBar.showsBackButton else { return false }
        popViewController(animated: true)
        return true
    }

    /// Keys reach the container through the responder chain; when nothing in the window has
    /// focus, the container takes it, so that Escape goes back without a click first.
    private func takeFocusIfFree() {
        guard isViewLoaded, let window = view.window, window.firstResponder == nil else { return }
        view.becomeFirstResponder()
    }
}
