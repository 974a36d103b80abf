import RKGeometry
import RKMotion
import RKViews

/// Feeds a window host's input to a views ``/RKViews/Window`` shown somewhere in the host's layer
/// tree: the bridge between ``HostEvent`` values (from ``SDLHost/onEvent``) and a view
/// hierarchy.
///
/// The window's layer may sit anywhere in the host's tree, moved and uniformly scaled: its
/// top-left corner is at ``origin`` (host points) and one window point spans ``scale`` host
/// points. The router maps locations back into window points.
///
/// - **Pointers.** A pointer that goes down inside the window's bounds becomes a touch,
///   through ``/RKViews/Window/handlePointer(_:id:at:timestamp:)``: the mouse as touch identifier
///   0 (``HostEvent/mousePointerID``), each finger with its own identifier, at the event's
///   timestamp (the main event loop's clock). The router then keeps that pointer until it
///   lifts, so a drag that leaves the window still reaches the view it began in. Pointers that
///   went down elsewhere are left to the app.
/// - **Text.** ``HostEvent/text(_:)`` goes to the window's first responder when it takes text
///   input (``/RKViews/TextInput``, which ``/RKViews/TextField`` adopts): ``/RKViews/Window/handleText(_:)``.
/// - **One path.** Every event the router delivers becomes a ``/RKViews/Event`` that passes through
///   ``/RKViews/Application/sendEvent(_:)`` (touches, keys, text and compositions, wheel, hover),
///   whichever host it came from: ``SDLHost`` and ``HeadlessHost``'s scripted input both use a
///   router, so interaction tests take a real window's path.
/// - **Wheel.** ``HostEvent/scroll(location:delta:)`` goes to the window under the pointer, whose
///   views that take the wheel (``/RKViews/WheelInput``) scroll, innermost first.
/// - **Hover.** ``HostEvent/pointerHovered(location:timestamp:)`` goes to the window under the
///   pointer; the others learn that the pointer left them.
/// - **Keys.** ``HostEvent/key(name:modifiers:)`` goes up the responder chain from the first
///   responder as a ``/RKViews/Press`` (``/RKViews/Window/handleKey(_:isRepeat:)``). A text field being
///   edited takes its editing keys, Escape (which ends the editing) and the keys that type (their
///   text comes as a text event), so an app's one-letter shortcuts stay quiet while the user
///   types. ``handle(_:)`` returns false for a key nobody took, which the app may use (an app
///   that quits on Escape sets ``SDLHost/quitsOnEscape`` to false and quits only then).
///
/// After every event it delivers, the router lays the window out when a view of it was marked
/// for layout (``/RKViews/Window/layoutIfMarked()``, which walks no view otherwise), so the app
/// sees the views placed; hosts also lay out windows marked for layout before each frame
/// (``/RKViews/Window/layoutPendingWindows(on:)``).
///
/// ```swift
/// let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
/// host.rootLayer.addSublayer(window.layer)
/// let router = WindowInputRouter(window: window)
/// host.onEvent = { event in
///     if router.handle(event) { return }
///     // the app's own shortcuts
/// }
/// ```
@MainActor
public final class WindowInputRouter {
    /// The window the input goes to.
    public let window: Window
    /// The scene the window is shown in, when the router serves all of a scene's windows:
    /// pointers then go to the topmost window under them (an alert, the on-screen keyboard),
    /// while keys and text still go to ``window``.
    public let scene: WindowScene?

    /// Where the window's top-left corner is, in host points.
    public var origin: Point

    /// Host points per window point: the scale the window's layer is drawn at in the host
    /// (1 when it is not scaled). Values that are not finite and positive are read as 1.
    public var scale: Double

    /// Pointers that went down in the window and have not lifted yet.
    public var capturedPointers: Set<Int> { Set(captured) }
    /// The same, as a plain array: a handful of pointers at most, searched on every move, where
    /// hashing would cost more than the scan.
    private var captured: [Int] = []

    private func capture(_ id: Int) { if !captured.contains(id) { captured.append(id) } }
    private func release(_ id: Int) -> Bool {
        guard let i = captured.firstIndex(of: id) else { return false }
        captured.remove(at: i)
        return true
    }

    /// A router for `window`, whose top-left corner is at `origin` (host points) and which is
    /// drawn `scale` times its size.
    public init(window: Window, origin: Point = .zero, scale: Double = 1) {
        self.window = window
        self.scene = nil
        self.origin = origin
        self.scale = scale
    }

    /// A router for every window of `scene`, whose layer's top-left corner is at `origin` (host
    /// points) and which is drawn `scale` times its size; keys and text go to `window`.
    public init(scene: WindowScene, window: Window, origin: Point = .zero, scale: Double = 1) {
        self.window = window
        self.scene = scene
        self.origin = origin
        self.scale = scale
    }

    /// Where text is being typed into ``window``, in host points (see
    /// ``/RKViews/Window/textInputRect``): hand it to ``SDLHost/textInputRectProvider``.
    public var textInputRect: Rect? {
        guard let r = window.textInputRect else { return nil }
        let inScene = scene == nil ? r : r.offsetBy(dx: window.frame.minX - window.bounds.minX, dy: window.frame.minY - window.bounds.minY)
        let k = effectiveScale
        return Rect(x: origin.x + inScene.minX * k, y: origin.y + inScene.minY * k, width: inScene.width * k, height: inScene.height * k)
    }

    /// Where keys and text go: with a scene, the application's key window when it is one of the
    /// scene's (an alert's window while it shows), else ``window``.
    public var keyWindow: Window {
        if let scene, let k = Application.shared.keyWindow, k.windowScene === scene { return k }
        return window
    }

    private func pointer(_ phase: Window.PointerPhase, id: Int, at location: Point, timestamp: MediaTime) {
        if let scene {
            scene.handlePointer(phase, id: id, at: windowPoint(fromHost: location), timestamp: timestamp)
        } else {
            window.handlePointer(phase, id: id, at: windowPoint(fromHost: location), timestamp: timestamp)
        }
    }

    /// Whether a touch with identifier `id` is down in one of the router's windows.
    private func isTouchDown(_ id: Int) -> Bool {
        (scene?.windows ?? [window]).contains { w in w.touches.contains { $0.identifier == id } }
    }

    // MARK: Coordinates

    private var effectiveScale: Double { scale.isFinite && scale > 0 ? scale : 1 }

    /// A host location in the window's coordinates.
    public func windowPoint(fromHost point: Point) -> Point {
        let k = effectiveScale
        return Point(x: (point.x - origin.x) / k, y: (point.y - origin.y) / k)
    }

    /// A window location in the host's coordinates.
    public func hostPoint(fromWindow point: Point) -> Point {
        let k = effectiveScale
        return Point(x: origin.x + point.x * k, y: origin.y + point.y * k)
    }

    /// The window's bounds in host coordinates.
    public var hostFrame: Rect {
        let k = effectiveScale
        let b = window.bounds
        return Rect(x: origin.x, y: origin.y, width: b.width * k, height: b.height * k)
    }

    /// Whether a host location falls on the window (inside its bounds).
    public func contains(hostPoint point: Point) -> Bool {
        let p = windowPoint(fromHost: point)
        let b = scene?.layer.bounds ?? window.bounds
        return p.x >= 0 && p.y >= 0 && p.x < b.width && p.y < b.height
    }

    // MARK: Routing

    /// Delivers `event` to the window or its focused text field; returns true when the event was
    /// the window's (the app should not act on it), false when it is left to the app.
    @discardableResult
    public func handle(_ event: HostEvent) -> Bool {
        switch event {
        case .pointerDown(let id, let location, let timestamp):
            if captured.contains(id) {
                if isTouchDown(id) { return true }
                // Its touch ended without the router (a window left the scene, or a view
                // cancelled it): the pointer is free again.
                _ = release(id)
            }
            guard contains(hostPoint: location) else { return false }
            capture(id)
            pointer(.down, id: id, at: location, timestamp: timestamp)
        case .pointerMoved(let id, let location, let timestamp):
            guard captured.contains(id) else { return false }
            pointer(.moved, id: id, at: location, timestamp: timestamp)
        case .pointerUp(let id, let location, let timestamp):
            guard release(id) else { return false }
            pointer(.up, id: id, at: location, timestamp: timestamp)
        case .pointerCancelled(let id, let timestamp):
            guard release(id) else { return false }
            if let scene {
                scene.handlePointer(.cancelled, id: id, at: Point(x: Double.nan, y: .nan), timestamp: timestamp)
            } else {
                window.cancelTouch(id: id, timestamp: timestamp)
            }
        case .focusLost:
            // Every touch in progress is cancelled; the app may act on focus loss too.
            cancelAllPointers(timestamp: window.layer.eventLoop.clock.now)
            return false
        case .pointerHovered(let location, _):
            guard let location, contains(hostPoint: location) else {
                for w in scene?.windows ?? [window] { w.handleHover(at: nil) }
                return false
            }
            let p = windowPoint(fromHost: location)
            if let scene {
                let target = scene.window(at: p)
                for w in scene.windows where w !== target { w.handleHover(at: nil) }
                target?.handleHover(at: target.map { $0.point(fromScene: p) } ?? p)
            } else {
                window.handleHover(at: p)
            }
        case .scroll(let location, let delta):
            guard contains(hostPoint: location) else { return false }
            let k = scale > 0 && scale.isFinite ? scale : 1
            let p = windowPoint(fromHost: location)
            let d = Point(x: delta.x / k, y: delta.y / k)
            if let scene {
                guard let w = scene.window(at: p) else { return false }
                return w.handleScroll(at: w.point(fromScene: p), delta: d)
            }
            return window.handleScroll(at: p, delta: d)
        case .text(let text):
            return keyWindow.handleText(text)
        case .markedText(let text, let range):
            return keyWindow.handleMarkedText(text, selectedRange: range)
        case .key(let name, let modifiers):
            return keyWindow.handleKey(KeyboardKey(name: name, modifiers: modifiers))
        case .pointerButton(let buttons, let location, _):
            guard contains(hostPoint: location) else { return false }
            let p = windowPoint(fromHost: location)
            if let scene {
                guard let w = scene.window(at: p) else { return false }
                return w.handlePointerButton(buttons, at: w.point(fromScene: p))
            }
            return window.handlePointerButton(buttons, at: p)
        case .drop(let items, let location):
            let p = location.map { windowPoint(fromHost: $0) }
            if let scene, let p {
                guard let w = scene.window(at: p) else { return false }
                return w.handleDrop(items, at: w.point(fromScene: p))
            }
            return keyWindow.handleDrop(items, at: p)
        case .resized, .quit:
            return false
        }
        window.layoutIfMarked()
        return true
    }

    /// Cancels every touch the router started (the window is going away, or the host lost
    /// focus): their views receive `touchesCancelled`.
    public func cancelAllPointers(timestamp: MediaTime) {
        if let scene { scene.cancelAllPointers(timestamp: timestamp) } else { window.cancelAllTouches(timestamp: timestamp) }
        captured.removeAll()
    }
}
