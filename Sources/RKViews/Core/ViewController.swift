import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKMotion

/// Manages a view and its life cycle (UIViewController): lazy loading, appearance callbacks,
/// modal presentation with a transition, orientation and size changes.
@MainActor
open class ViewController: Responder {
    /// How a presented controller's view arrives (UIModalTransitionStyle).
    public enum TransitionStyle: Sendable {
        /// Slides up from the bottom edge.
        case coverVertical
        /// Fades in over the presenting view.
        case crossDissolve
        /// Turns over about the vertical axis, the presenting view on the front face.
        case flipHorizontal
    }

    /// Where a presented controller's view goes (UIModalPresentationStyle).
    public enum PresentationStyle: Sendable {
        /// Over the whole window (the default).
        case fullScreen
        /// Over the presenting controller's view only, in the same superview: a splash or a
        /// sheet inside one panel of a larger screen.
        case currentContext
    }

    /// Interface orientations a controller supports.
    public struct OrientationMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: Int
        /// A mask from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Upright.
        public static let portrait = OrientationMask(rawValue: 1 << 0)
        /// Upside down.
        public static let portraitUpsideDown = OrientationMask(rawValue: 1 << 1)
        /// On its side, as UIInterfaceOrientationMask.landscapeLeft.
        public static let landscapeLeft = OrientationMask(rawValue: 1 << 2)
        /// On its other side, as UIInterfaceOrientationMask.landscapeRight.
        public static let landscapeRight = OrientationMask(rawValue: 1 << 3)
        /// Either landscape orientation.
        public static let landscape: OrientationMask = [.landscapeLeft, .landscapeRight]
        /// Every orientation.
        public static let all: OrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    }

    /// What the controller shows, in a few words; a navigation bar shows it unless the
    /// ``navigationItem`` has a title of its own.
    public var title: String? {
        didSet { if title != oldValue { navigationItemStorage?.ownerTitleDidChange() } }
    }
    /// How this controller's view arrives when presented (``TransitionStyle/coverVertical`` by default).
    public var modalTransitionStyle: TransitionStyle = .coverVertical
    /// Where this controller's view goes when presented (``PresentationStyle/fullScreen`` by
    /// default).
    public var modalPresentationStyle: PresentationStyle = .fullScreen
    /// How long presentation transitions take, in seconds.
    public static var transitionDuration = 0.4

    private var loadedView: View?
    /// The controller that presented this one; nil when it is not presented.
    public private(set) weak var presentingViewController: ViewController?
    /// The controller this one presents; nil when it presents none.
    public private(set) var presentedViewController: ViewController?
    private var isTransitioning = false

    /// The container controller this one is a child of (a ``NavigationController`` for the
    /// controllers on its stack), nil for a root or presented controller.
    public internal(set) weak var parent: ViewController?
    /// Storage for ``navigationItem``, made on first use.
    var navigationItemStorage: NavigationItem?

    public override init() {
        super.init()
    }

    // MARK: View

    /// The root view, loaded on first access with ``loadView()`` then ``viewDidLoad()``.
    public var view: View {
        get {
            if let v = loadedView { return v }
            loadView()
            let v = loadedView ?? View()
            loadedView = v
            v.owningViewController = self
            if overrideUserInterfaceStyle != .unspecified { v.refreshTraits() }
            viewDidLoad()
            return v
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue.owningViewController = self
            if overrideUserInterfaceStyle != .unspecified { newValue.refreshTraits() }
        }
    }

    /// True once the view exists.
    public var isViewLoaded: Bool { loadedView != nil }

    // MARK: Traits

    /// The traits the controller's view is drawn with (UIViewController.traitCollection): its
    /// view's once loaded, before that its parent's or the desktop's with
    /// ``overrideUserInterfaceStyle`` applied.
    public var traitCollection: TraitCollection {
        if let v = loadedView { return v.traitCollection }
        var t = parent?.traitCollection ?? Application.shared.systemTraitCollection
        if overrideUserInterfaceStyle != .unspecified { t.userInterfaceStyle = overrideUserInterfaceStyle }
        return t
    }

    /// A style for this controller's view and everything in it whatever the window's is
    /// (UIViewController.overrideUserInterfaceStyle); unspecified (the default) to inherit it.
    /// A view's own override still wins over its controller's.
    public var overrideUserInterfaceStyle: TraitCollection.UserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { loadedView?.refreshTraits() } }
    }

    /// Called after the traits of the controller's view changed, with the ones before
    /// (UITraitEnvironment.traitCollectionDidChange); the view has been told first.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Creates the root view; the default makes a plain view. Overrides set ``view``.
    /// Makes the root view. The default makes a plain view with the size of the place it is
    /// for: the window it becomes the root of, or the container it is presented in (UIKit sizes
    /// it to the screen), so that layout code in ``viewDidLoad()`` sees real bounds.
    open func loadView() { view = View(frame: proposedViewFrame ?? .zero) }

    /// The frame the root view will have, known before it is loaded: set by the window or the
    /// presenting controller, read by the default ``loadView()``.
    var proposedViewFrame: Rect?

    /// Called before the root view lays out its subviews (UIKit's viewWillLayoutSubviews).
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews (UIKit's viewDidLayoutSubviews).
    open func viewDidLayoutSubviews() {}
    /// Called once, after the root view was loaded; override it to build the view hierarchy.
    open func viewDidLoad() {}
    /// Called before the view comes on screen, with whether the transition is animated.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is on screen, after any transition.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called once the view has left the screen, after any transition.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Orientations the controller can be shown in (all by default).
    open var supportedInterfaceOrientations: OrientationMask { .all }
    /// Called before the view's size changes (a rotation or a window resize).
    open func viewWillTransition(to size: Size) {}

    /// The controller's view's superview, as UIKit chains controllers after their views.
    open override var next: Responder? { loadedView?.superview }

    // MARK: Presentation

    /// Presents `controller` modally with its ``modalTransitionStyle``: over this one's window
    /// or, when its ``modalPresentationStyle`` is ``PresentationStyle/currentContext``, over
    /// this controller's view only. Presenting while another controller is presented or a
    /// transition runs, or from a view that is not in a window, is refused (returns false), as
    /// UIKit refuses it with a warning.
    @discardableResult
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) -> Bool {
        guard presentedViewController == nil, !isTransitioning, controller.presentingViewController == nil,
              let window = view.window else {
            // UIKit logs a warning for each of these; say which one it was.
            let reason = presentedViewController != nil ? "it already presents \(type(of: presentedViewController!))"
                : isTransitioning ? "a transition is in progress"
                : controller.presentingViewController != nil ? "\(type(of: controller)) is already presented"
                : "its view is not in a window"
            RecipeLog.write("\(type(of: self)) cannot present \(type(of: controller)): \(reason)")
            return false
        }
        let container: View
        let frame: Rect
        if controller.modalPresentationStyle == .currentContext, let superview = view.superview {
            container = superview
            frame = view.frame
        } else {
            container = window
            frame = window.bounds
        }
        presentedViewController = controller
        controller.presentingViewController = self
        if !controller.isViewLoaded { controller.proposedViewFrame = frame }
        let v = controller.view
        v.frame = frame
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.viewWillAppear(animated)
        viewWillDisappear(animated)
        if container === window {
            window.addSubview(v)
        } else {
            container.insertSubview(v, aboveSubview: view)
        }
        let finish = { [weak self] in
            controller.viewDidAppear(animated)
            self?.viewDidDisappear(animated)
            self?.isTransitioning = false
            completion?()
        }
        isTransitioning = true
        guard animated else {
            v.eventLoop.performOnNextTurn(finish)
            return true
        }
        animateTransition(appearing: v, disappearing: view, style: controller.modalTransitionStyle, presenting: true, done: finish)
        return true
    }

    /// Dismisses the controller this one presented, or, when it presents none, this one from
    /// its presenter (or, for a child, the container from its own). Dismissing when nothing is presented does nothing (returns false), so a
    /// second dismissal is harmless.
    @discardableResult
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) -> Bool {
        if let presented = presentedViewController {
            guard !isTransitioning else { return false }
            let v = presented.view
            presented.viewWillDisappear(animated)
            viewWillAppear(animated)
            isTransitioning = true
            let finish = { [weak self] in
                v.removeFromSuperview()
                presented.presentingViewController = nil
                self?.presentedViewController = nil
                presented.viewDidDisappear(animated)
                self?.viewDidAppear(animated)
                self?.isTransitioning = false
                completion?()
            }
            guard animated else {
                finish()
                return true
            }
            animateTransition(appearing: view, disappearing: v, style: presented.modalTransitionStyle, presenting: false, done: finish)
            return true
        }
        // A child (a controller on a navigation stack) asks its container, as in UIKit, so that
        // a Done button inside a presented navigation controller dismisses the whole of it.
        return (presentingViewController ?? parent)?.dismiss(animated: animated, completion: completion) ?? false
    }

    private func animateTransition(appearing: View, disappearing: View, style: TransitionStyle, presenting: Bool,
                                   done: @escaping () -> Void) {
        let d = ViewController.transitionDuration
        // A full-screen view travels the window's height, one in a context its own.
        let height = appearing.superview is Window || disappearing.superview is Window
            ? (appearing.window?.bounds.height ?? appearing.bounds.height)
            : Swift.max(appearing.bounds.height, disappearing.bounds.height)
        switch style {
        case .coverVertical:
            let moving = presenting ? appearing : disappearing
            let home = moving.center
            if presenting {
                View.performWithoutAnimation { moving.center = Point(x: home.x, y: home.y + height) }
                View.animate(withDuration: d, options: .curveEaseOut, animations: { moving.center = home }, completion: { _ in done() })
            } else {
                View.animate(withDuration: d, options: .curveEaseIn, animations: { moving.center = Point(x: home.x, y: home.y + height) },
                             completion: { _ in
                                 View.performWithoutAnimation { moving.center = home }
                                 done()
                             })
            }
        case .crossDissolve:
            let fading = presenting ? appearing : disappearing
            if presenting { View.performWithoutAnimation { fading.alpha = 0 } }
            View.animate(withDuration: d, animations: { fading.alpha = presenting ? 1 : 0 }, completion: { _ in
                View.performWithoutAnimation { fading.alpha = 1 }
                done()
            })
        case .flipHorizontal:
            // Turn the outgoing view to its edge, then the incoming one from its edge.
            let perspective = Transform3D.perspective(eyeDistance: 1000)
            let edge = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).concatenating(perspective)
            let otherEdge = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0).concatenating(perspective)
            Transaction.perform(disableActions: true) {
                appearing.layer.transform = otherEdge
                appearing.isHidden = true
            }
            let half = d / 2
            disappearing.layer.add(BasicAnimation(keyPath: "transform", from: .transform(perspective), to: .transform(edge), duration: half),
                                   forKey: "flip")
            disappearing.eventLoop.perform(afterDelay: half) {
                Transaction.perform(disableActions: true) {
                    disappearing.isHidden = !presenting ? disappearing.isHidden : false
                    appearing.isHidden = false
                    appearing.layer.transform = .identity
                }
                let flipIn = BasicAnimation(keyPath: "transform", from: .transform(otherEdge), to: .transform(perspective), duration: half)
                flipIn.completion = { _ in done() }
                appearing.layer.add(flipIn, forKey: "flip")
            }
        }
    }
}
