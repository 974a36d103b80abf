import Foundation
import RKGeometry
import RKLayers
import RKMainLoop
import RKMotion

/// The root of a view hierarchy shown by a host (UIWindow). Hosts hand it raw pointer input
/// with ``handlePointer(_:id:at:timestamp:)``; it turns that into ``Touch`` objects, hit-tests
/// on touch-down and delivers every later phase of a touch to the view it began in.
@MainActor
open class Window: View {
    /// The phase of raw pointer input from a host.
    public enum PointerPhase: Sendable {
        /// The pointer went down (a button pressed, a finger placed).
        case down
        /// A pointer that is down moved.
        case moved
        /// The pointer went up.
        case up
        /// The pointer will not come up normally (focus lost, a release lost).
        case cancelled
    }

    /// Turns the host's pointers into touches and delivers them (TouchDispatcher.swift).
    private(set) lazy var touchDispatcher = TouchDispatcher(window: self)

    /// Logs every arbitration decision when set (for debugging gesture conflicts).
    public var gestureLog: ((String) -> Void)? {
        get { touchDispatcher.arena.log }
        set { touchDispatcher.arena.log = newValue }
    }

    /// A window of `frame` (UIWindow's `init(frame:)`); show it with ``makeKeyAndVisible()`` or
    /// by setting its ``windowScene``.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        owningWindow = self
        Application.shared.windowWasCreated(self)
    }

    // MARK: Focus

    /// Held for ``firstResponder``; may name a view that has since left the window.
    weak var focusedResponder: Responder?

    /// The window's first responder (keyboard focus), if it is still in this window.
    public var firstResponder: Responder? {
        guard let r = focusedResponder else { return nil }
        if let v = r as? View, v.window !== self { return nil }
        return r
    }

    /// The view with keyboard focus, held for ``focusedView`` (Window+Focus.swift); may name a
    /// view that has since left the window.
    weak var focusedViewStorage: View?
    /// Whether the focus ring may show: set by a key press, cleared by a click (focus-visible,
    /// as GTK and browsers have it).
    var focusRingWanted = false
    /// The ring drawn around the focused view while it shows (FocusRing.swift).
    var focusRingLayer: Layer?
    /// The press the focused view or the window itself took in `pressesBegan`, whose end stops
    /// at the same place.
    weak var pressTakenByFocus: Press?

    // MARK: Hover

    /// The views under the hovering pointer, innermost first (see `Window+Input.swift`). Held
    /// weakly: the chain ends with the window itself, and a view removed while hovered must not
    /// be kept alive by the window.
    var hoveredViews: [View] {
        get { hoveredViewRefs.compactMap(\.view) }
        set { hoveredViewRefs = newValue.map(WeakHoveredView.init) }
    }
    private var hoveredViewRefs: [WeakHoveredView] = []
    private struct WeakHoveredView { weak var view: View? }
    /// Where the pointer last hovered, in window points (nil: it left, or never came).
    var lastHoverLocation: Point?

    // MARK: Layout before each frame

    /// Remembers that a view of this window needs layout, for the frame's layout phase
    /// (``LayoutScheduler``).
    func scheduleLayout() {
        LayoutScheduler.of(eventLoop).schedule(self)
    }

    /// Lays out the window now when a view of it was marked with ``View/setNeedsLayout()`` since
    /// it was last laid out, and costs nothing otherwise (``View/layoutIfNeeded()`` walks every
    /// view). Input routers call it after each event, so that the app sees its views placed.
    public func layoutIfMarked() {
        layoutScheduler?.layOutIfScheduled(self)
    }

    /// The scheduler this window waits in for layout, while it does: the check after every
    /// event then costs one load, not a look-up of the loop's scheduler.
    weak var layoutScheduler: LayoutScheduler?

    /// Lays out every window of `loop` in which a view was marked with
    /// ``View/setNeedsLayout()`` since the last call, as UIKit does before drawing each frame.
    /// The frame's layout phase calls it before rendering, so that views laid out from a timer
    /// or an animation's completion are placed without waiting for input.
    public static func layoutPendingWindows(on loop: EventLoop = .current) {
        LayoutScheduler.of(loop).layOutPendingWindows()
    }

    /// The touches currently down.
    public var touches: Set<Touch> { touchDispatcher.touches }

    /// Feeds one pointer event (a finger, or the mouse as identifier 0) in window coordinates.
    /// Unknown identifiers for moves and lifts, and a second down for a finger already down,
    /// are ignored, so a confused host can never wedge a touch.
    ///
    /// A non-finite location (a confused or lossy host) never leaves a touch down: a lift there
    /// ends the touch where it last was, a cancellation cancels it, and a press or move there
    /// is ignored.
    public func handlePointer(_ phase: PointerPhase, id: Int, at location: Point, timestamp: MediaTime) {
        if phase == .down { hideToolTip() }
        touchDispatcher.handlePointer(phase, id: id, at: location, timestamp: timestamp)
    }

    /// Cancels the touch with identifier `id`, at the place it was (its view receives
    /// touchesCancelled).
    public func cancelTouch(id: Int, timestamp: MediaTime) {
        touchDispatcher.cancelTouch(id: id, timestamp: timestamp)
    }

    /// Cancels every touch in progress (the host lost focus, say): each view receives
    /// touchesCancelled.
    public func cancelAllTouches(timestamp: MediaTime) {
        touchDispatcher.cancelAllTouches(timestamp: timestamp)
    }

    /// Dispatches an event (UIWindow.sendEvent). Touches: the changed touch goes to the gesture
    /// recognizers of the view it began in and that view's ancestors, then to the view unless
    /// a recognizer claimed it. Presses go up the responder chain from the first responder,
    /// text to the first responder's text input, a scroll to the views under it that take the
    /// wheel (``WheelInput``), hover to the views under the pointer. Override to observe every
    /// event of the window and call super to deliver it unchanged.
    open func sendEvent(_ event: Event) {
        switch event.kind {
        case .touches:
            guard let touch = event.changedTouch else { return }
            // A touch that goes to no view (a second finger on a single-touch view) moves no focus.
            if touch.phase == .began, let view = touch.view { pointerWentDown(on: view) }
            touchDispatcher.dispatch(touch, event: event)
        case .presses: deliverPress(event)
        case .text: deliverText(event)
        case .scroll: deliverScroll(event)
        case .hover: deliverHover(event)
        case .pointerButton: deliverPointerButton(event)
        case .drop: deliverDrop(event)
        }
    }

    /// Tab and Shift-Tab move keyboard focus (``moveFocus(_:)``) and Escape closes the edit
    /// menu shown in the window; other keys go on to the application.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        if let press = presses.first, takeWindowKey(press.key) {
            pressTakenByFocus = press
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// The end of a press the window took stops here too.
    open override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
        if let press = presses.first, pressTakenByFocus === press { return }
        super.pressesEnded(presses, with: event)
    }

    /// The application comes after the window in the responder chain.
    open override var next: Responder? { Application.shared }

    private lazy var ownUndoManager = UndoManager()

    /// The window's undo manager, which every responder in it reaches through the responder
    /// chain (text fields register their edits there).
    open override var undoManager: UndoManager? { ownUndoManager }

    // MARK: Root view controller and status bar

    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            guard let vc = rootViewController else { return }
            if !vc.isViewLoaded { vc.proposedViewFrame = bounds }
            let v = vc.view
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(v, at: 0)
        }
    }

    /// Tells the root view controller (and the one it presents) about a new size, as UIKit
    /// does on rotation or a window resize.
    func sizeWillChange(to size: Size) {
        var vc = rootViewController
        while let c = vc {
            c.viewWillTransition(to: size)
            vc = c.presentedViewController
        }
    }

    // MARK: Levels and scenes

    /// Where a window stands among the others: higher levels are in front (UIWindow.Level).
    public struct Level: RawRepresentable, Comparable, Hashable, Sendable {
        /// The level's value; higher is further in front.
        public var rawValue: Double
        /// The level `rawValue`; values that are not finite are read as 0 (normal).
        public init(rawValue: Double) { self.rawValue = rawValue.isFinite ? rawValue : 0 }
        /// The level `rawValue` (``init(rawValue:)``), as `Window.Level(1500)`.
        public init(_ rawValue: Double) { self.init(rawValue: rawValue) }
        /// Whether `a` is behind `b`.
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        /// Ordinary windows (0).
        public static let normal = Level(0)
        /// Above the status bar's (1000).
        public static let statusBar = Level(1000)
        /// Alerts, above everything else (2000).
        public static let alert = Level(2000)
    }

    /// Whether the window keeps the size of its scene when the scene resizes (alert windows
    /// do; false by default).
    public var fillsScene = false

    /// The window's level; among windows of a scene, higher levels are drawn in front and get
    /// touches first, and equal levels keep the order they were shown in.
    public var windowLevel: Level = .normal {
        didSet { if windowLevel != oldValue { windowScene?.reorder() } }
    }

    /// The scene showing this window (UIWindow.windowScene): setting it shows the window there,
    /// in level order; nil takes it off.
    public var windowScene: WindowScene? {
        get { scene }
        set {
            guard newValue !== scene else { return }
            scene?.detach(self)
            scene = newValue
            newValue?.attach(self)
        }
    }
    private weak var scene: WindowScene?

    /// Draws the window and every view in it at `scale` pixels per point (what its scene's
    /// ``WindowScene/contentsScale`` sets); views that draw are drawn again.
    public func setContentsScale(_ scale: Double) {
        guard scale.isFinite, scale > 0 else { return }
        func apply(_ v: View) {
            if v.layer.contentsScale != scale { v.layer.contentsScale = scale }
            for s in v.subviews { apply(s) }
        }
        Transaction.perform(disableActions: true) {
            apply(self)
            statusBar?.contentsScale = scale
        }
    }

    /// Makes this the key window and shows it (UIWindow.makeKeyAndVisible).
    public func makeKeyAndVisible() {
        isHidden = false
        Application.shared.makeKey(self)
    }

    /// True when this is the application's key window.
    public var isKeyWindow: Bool { Application.shared.keyWindow === self }

    /// The status bar layer while this window shows one (Window+StatusBar.swift).
    var statusBar: Layer?

    /// Keeps the status bar (Window+StatusBar.swift) at the window's top.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutStatusBar()
    }
}
