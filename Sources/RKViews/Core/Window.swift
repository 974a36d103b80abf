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
    public enum PointerPhase: Sendable { case down, moved, up, cancelled }

    private var activeTouches: [Int: Touch] = [:]
    private var lastTap: (location: Point, time: MediaTime, count: Int)?
    /// Touches that went farther than ``Touch/multipleTapDistance`` from where they began: their
    /// lift ends a drag, not a tap, and starts no tap count.
    private var wanderedTouches: Set<Int> = []
    private var touchStarts: [Int: Point] = [:]
    /// Arbitrates between the recognizers taking part in the current gestures.
    let arena = GestureArena()
    /// Began phases held back from views by recognizers with delaysTouchesBegan.
    private var heldBegan: [Touch] = []
    /// Ended phases held back by recognizers with delaysTouchesEnded that wait for more touches
    /// (a double tap between its taps): delivered if they fail, cancelled if they recognize.
    private var heldEnded: [Touch] = []

    /// Logs every arbitration decision when set (for debugging gesture conflicts).
    public var gestureLog: ((String) -> Void)? {
        get { arena.log }
        set { arena.log = newValue }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        owningWindow = self
        arena.onRecognize = { [unowned self] r in self.recognizerClaimedTouches(r) }
        arena.onFail = { [unowned self] _ in self.releaseHeldTouches() }
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

    // MARK: Hover

    /// The views under the hovering pointer, innermost first (see `Window+Input.swift`).
    var hoveredViews: [View] = []

    // MARK: Layout before each frame

    /// The windows of one event loop that wait for layout.
    final class PendingLayout {
        var windows: [WeakWindow] = []
    }
    struct WeakWindow { weak var window: Window? }
    private var layoutScheduled = false
    /// The loop the window was scheduled on: a window moved into another host's tree after
    /// being marked is scheduled again there.
    private weak var layoutLoop: EventLoop?

    /// Remembers that a view of this window needs layout, for ``layoutPendingWindows(on:)``.
    func scheduleLayout() {
        let loop = eventLoop
        guard !layoutScheduled || layoutLoop !== loop else { return }
        layoutScheduled = true
        layoutLoop = loop
        loop.component(PendingLayout.self) {
            // The frame pipeline's layout phase lays out this loop's marked windows.
            LayoutPhase.of(loop).addPass("windows") { [unowned loop] in Window.layoutPendingWindows(on: loop) }
            return PendingLayout()
        }.windows.append(WeakWindow(window: self))
    }

    /// Lays out every window of `loop` in which a view was marked with
    /// ``View/setNeedsLayout()`` since the last call, as UIKit does before drawing each frame.
    /// Hosts call it before they render, so that views laid out from a timer or an animation's
    /// completion are placed without waiting for input.
    public static func layoutPendingWindows(on loop: EventLoop = .current) {
        let pending = loop.component(PendingLayout.self) { PendingLayout() }
        var passes = 0
        while !pending.windows.isEmpty {
            passes += 1
            if passes > 100 {
                RecipeLog.write("layout did not settle after 100 passes; a layoutSubviews keeps marking views for layout")
                pending.windows.removeAll()
                return
            }
            let windows = pending.windows
            pending.windows = []
            for ref in windows {
                guard let w = ref.window else { continue }
                w.layoutScheduled = false
                w.layoutIfNeeded()
            }
        }
    }

    /// The touches currently down.
    public var touches: Set<Touch> { Set(activeTouches.values) }

    /// Feeds one pointer event (a finger, or the mouse as identifier 0) in window coordinates.
    /// Unknown identifiers for moves and lifts, and a second down for a finger already down,
    /// are ignored, so a confused host can never wedge a touch.
    ///
    /// A non-finite location (a confused or lossy host) never leaves a touch down: a lift there
    /// ends the touch where it last was, a cancellation cancels it, and a press or move there
    /// is ignored.
    public func handlePointer(_ phase: PointerPhase, id: Int, at location: Point, timestamp: MediaTime) {
        guard location.isFinite else {
            switch phase {
            case .up:
                if let last = activeTouches[id]?.location(in: nil), last.isFinite {
                    handlePointer(.up, id: id, at: last, timestamp: timestamp)
                } else {
                    cancelTouch(id: id, timestamp: timestamp)
                }
            case .cancelled: cancelTouch(id: id, timestamp: timestamp)
            case .down, .moved: break
            }
            return
        }
        switch phase {
        case .down:
            guard activeTouches[id] == nil else { return }
            var taps = 1
            if let last = lastTap, timestamp - last.time <= Touch.multipleTapInterval,
               last.location.distance(to: location) <= Touch.multipleTapDistance {
                taps = last.count + 1
            }
            let touch = Touch(identifier: id, location: location, timestamp: timestamp, tapCount: taps, window: self)
            touchStarts[id] = location
            wanderedTouches.remove(id)
            layoutIfNeeded()
            touch.view = hitTest(location, with: nil)
            // The recognizers still see a second finger on a single-touch view, as in UIKit (a
            // pinch on an image view); only the view itself does not.
            var recognizerView = touch.view
            if let v = touch.view, !v.isMultipleTouchEnabled, activeTouches.values.contains(where: { $0.view === v }) {
                touch.view = nil  // a second finger on a single-touch view goes nowhere
            }
            if activeTouches.values.contains(where: { $0.view?.isExclusiveTouch == true }) || (touch.view?.isExclusiveTouch == true && !activeTouches.isEmpty) {
                touch.view = nil
                recognizerView = nil
            }
            activeTouches[id] = touch
            attachRecognizers(to: touch, from: recognizerView)
            deliver(touch, timestamp: timestamp)
        case .moved:
            guard let touch = activeTouches[id] else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
            touch.timestamp = timestamp
            touch.phase = .moved
            if let start = touchStarts[id], start.distance(to: location) > Touch.multipleTapDistance { wanderedTouches.insert(id) }
            deliver(touch, timestamp: timestamp)
        case .up, .cancelled:
            guard let touch = activeTouches[id] else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
            touch.timestamp = timestamp
            touch.phase = phase == .up ? .ended : .cancelled
            deliver(touch, timestamp: timestamp)
            activeTouches[id] = nil
            let wandered = wanderedTouches.remove(id) != nil
                || (touchStarts[id].map { $0.distance(to: location) > Touch.multipleTapDistance } ?? false)
            touchStarts[id] = nil
            if phase == .up { lastTap = wandered ? nil : (location, timestamp, touch.tapCount) }
        }
    }

    /// Cancels the touch with identifier `id`, at the place it was (its view receives
    /// touchesCancelled).
    public func cancelTouch(id: Int, timestamp: MediaTime) {
        guard let t = activeTouches[id] else { return }
        handlePointer(.cancelled, id: id, at: t.locationInWindow, timestamp: timestamp)
    }

    /// Cancels every touch in progress (the host lost focus, say): each view receives
    /// touchesCancelled.
    public func cancelAllTouches(timestamp: MediaTime) {
        for (id, t) in activeTouches { handlePointer(.cancelled, id: id, at: t.locationInWindow, timestamp: timestamp) }
    }

    private func attachRecognizers(to touch: Touch, from view: View?) {
        var v = view
        var found: [GestureRecognizer] = []
        while let c = v {
            for r in c.gestureRecognizers where r.isEnabled {
                if let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: touch) { continue }
                found.append(r)
            }
            v = c.superview
        }
        for r in found {
            r.trackedTouches.append(touch)
            arena.add(r)
        }
        touch.recognizers = found.map { WeakRecognizer(recognizer: $0) }
    }

    private func deliver(_ touch: Touch, timestamp: MediaTime) {
        var all = Set(activeTouches.values)
        all.insert(touch)
        // Through the application, the app-wide dispatch point, which hands it back to
        // ``sendEvent(_:)``.
        Application.shared.sendEvent(Event(timestamp: timestamp, allTouches: all, changedTouch: touch, window: self))
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
            dispatch(touch, event: event)
        case .presses: deliverPress(event)
        case .text: deliverText(event)
        case .scroll: deliverScroll(event)
        case .hover: deliverHover(event)
        }
    }

    private func dispatch(_ touch: Touch, event: Event) {
        let set: Set<Touch> = [touch]
        // Recognizers first, then the view.
        for ref in touch.recognizers {
            guard let r = ref.recognizer, r.isEnabled, r.view != nil else { continue }
            guard r.state == .possible || r.state == .began || r.state == .changed else { continue }
            switch touch.phase {
            case .began: r.touchesBegan(set, with: event)
            case .moved, .stationary: r.touchesMoved(set, with: event)
            case .ended: r.touchesEnded(set, with: event)
            case .cancelled: r.touchesCancelled(set, with: event)
            }
        }
        deliverToView(touch, event: event)
        if touch.phase == .ended || touch.phase == .cancelled {
            heldBegan.removeAll { $0 === touch }
            for ref in touch.recognizers {
                guard let r = ref.recognizer else { continue }
                r.trackedTouches.removeAll { $0 === touch }
                r.finishIfDone()
            }
            arena.sweep()
        }
    }

    private func deliverToView(_ touch: Touch, event: Event) {
        // The view may have left the window during earlier handling: the touch then goes nowhere.
        guard !touch.cancelledForView, let view = touch.view, view.window === self else { return }
        let set: Set<Touch> = [touch]
        switch touch.phase {
        case .began:
            if touch.recognizers.contains(where: { $0.recognizer?.delaysTouchesBegan == true && $0.recognizer?.state == .possible }) {
                heldBegan.append(touch)
                return
            }
            touch.beganDeliveredToView = true
            view.touchesBegan(set, with: event)
        case .moved, .stationary:
            guard touch.beganDeliveredToView else { return }
            view.touchesMoved(set, with: event)
        case .ended:
            guard touch.beganDeliveredToView else { return }
            if touch.recognizers.contains(where: {
                guard let r = $0.recognizer else { return false }
                return r.delaysTouchesEnded && r.state == .possible && r.waitsForMoreTouches
            }) {
                heldEnded.append(touch)
                return
            }
            view.touchesEnded(set, with: event)
        case .cancelled:
            guard touch.beganDeliveredToView else { return }
            view.touchesCancelled(set, with: event)
        }
    }

    // MARK: What views see of arbitration

    /// A recognizer won its touches (``GestureArena``): with cancelsTouchesInView, the views
    /// lose them, and ended phases it held back are cancelled.
    private func recognizerClaimedTouches(_ r: GestureRecognizer) {
        guard r.cancelsTouchesInView else { return }
        for t in heldEnded where t.recognizers.contains(where: { $0.recognizer === r }) {
            heldEnded.removeAll { $0 === t }
            t.cancelledForView = true
            if let view = t.view, view.window === self {
                view.touchesCancelled([t], with: Event(timestamp: t.timestamp, allTouches: Set(activeTouches.values)))
            }
        }
        for t in r.trackedTouches where !t.cancelledForView {
            let wasDelivered = t.beganDeliveredToView
            t.cancelledForView = true
            heldBegan.removeAll { $0 === t }
            if wasDelivered, let view = t.view, view.window === self {
                let event = Event(timestamp: t.timestamp, allTouches: Set(activeTouches.values))
                view.touchesCancelled([t], with: event)
            }
        }
    }

    /// A recognizer failed: phases held back for recognizers that no longer wait go to their
    /// views.
    private func releaseHeldTouches() {
        for t in heldEnded where !t.recognizers.contains(where: {
            guard let o = $0.recognizer else { return false }
            return o.delaysTouchesEnded && o.state == .possible && o.waitsForMoreTouches
        }) {
            heldEnded.removeAll { $0 === t }
            guard !t.cancelledForView, let view = t.view, view.window === self else { continue }
            view.touchesEnded([t], with: Event(timestamp: t.timestamp, allTouches: Set(activeTouches.values)))
        }
        for t in heldBegan where !t.recognizers.contains(where: { $0.recognizer?.delaysTouchesBegan == true && $0.recognizer?.state == .possible }) {
            heldBegan.removeAll { $0 === t }
            guard !t.cancelledForView, let view = t.view, view.window === self else { continue }
            t.beganDeliveredToView = true
            let event = Event(timestamp: t.timestamp, allTouches: Set(activeTouches.values))
            view.touchesBegan([t], with: event)
        }
    }

    /// The application comes after the window in the responder chain.
    open override var next: Responder? { Application.shared }

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
        public var rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue.isFinite ? rawValue : 0 }
        public init(_ rawValue: Double) { self.init(rawValue: rawValue) }
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

    /// Makes this the key window and shows it (UIWindow.makeKeyAndVisible).
    public func makeKeyAndVisible() {
        isHidden = false
        Application.shared.makeKey(self)
    }

    /// True when this is the application's key window.
    public var isKeyWindow: Bool { Application.shared.keyWindow === self }

    /// The height of the status bar drawn at the top of the key window, in points.
    public static let statusBarHeight = 20.0
    private var statusBar: Layer?

    /// Shows or hides the status bar layer to match the application's flag.
    func updateStatusBar() {
        let show = isKeyWindow && !Application.shared.isStatusBarHidden
        if show, statusBar == nil {
            let bar = StatusBarLayer()
            bar.frame = Rect(x: 0, y: 0, width: bounds.width, height: Window.statusBarHeight)
            bar.contentsScale = layer.contentsScale
            bar.zPosition = 1000
            bar.setNeedsDisplay()
            layer.addSublayer(bar)
            statusBar = bar
        } else if !show, let bar = statusBar {
            bar.removeFromSuperlayer()
            statusBar = nil
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let bar = statusBar {
            Transaction.perform(disableActions: true) {
                bar.frame = Rect(x: 0, y: 0, width: bounds.width, height: Window.statusBarHeight)
            }
        }
    }
}
