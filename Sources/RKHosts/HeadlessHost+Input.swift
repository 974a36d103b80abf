import RKGeometry
import RKLayers
import RKMainLoop
import RKMotion
import RKViews

/// Scripted input for interaction tests: touches go to the topmost window of the host's
/// ``HeadlessHost/scene`` that wants them (``HeadlessHost/window`` unless others were shown), with
/// virtual time advancing between events, as a finger would. Points are in the host's points.
///
/// Every scripted event is a ``HostEvent`` handed to the host's ``HeadlessHost/inputRouter``, the
/// same ``WindowInputRouter`` code a window host's input goes through, and from there through
/// ``/RKViews/Application/sendEvent(_:)``: a test takes the path a real window's input takes.
extension HeadlessHost {
    /// Puts a finger down at `point` (window coordinates).
    public func touchDown(at point: Point, id: Int = 0) {
        eventLoop.withCurrent {
            Application.shared.lastInputWasTouch = touchesComeFromTouchScreen
            inputRouter.handle(.pointerDown(id: id, location: point, timestamp: clock.now))
        }
    }

    /// Moves a finger that is down.
    public func touchMove(to point: Point, id: Int = 0) {
        eventLoop.withCurrent { _ = inputRouter.handle(.pointerMoved(id: id, location: point, timestamp: clock.now)) }
    }

    /// Lifts a finger.
    public func touchUp(at point: Point, id: Int = 0) {
        eventLoop.withCurrent { _ = inputRouter.handle(.pointerUp(id: id, location: point, timestamp: clock.now)) }
    }

    /// The window loses focus, as when another window comes forward: every touch in progress
    /// is cancelled (views get touchesCancelled, controls send touchCancel), then a frame.
    public func loseFocus() {
        eventLoop.withCurrent { _ = inputRouter.handle(.focusLost) }
        run(for: 1.0 / 60)
    }

    /// Scrolls the mouse wheel over `point` by `delta` points of content offset (see
    /// ``/RKViews/Window/handleScroll(at:delta:)``), then renders a frame. Returns whether any scroll
    /// view moved.
    @discardableResult
    public func scroll(at point: Point, by delta: Point) -> Bool {
        let moved = eventLoop.withCurrent { inputRouter.handle(.scroll(location: point, delta: delta)) }
        run(for: 1.0 / 60)
        return moved
    }

    /// Moves the mouse with no button pressed to `point` (host points), or out of the host
    /// (nil), then renders a frame: views under it are hovered (see
    /// ``/RKViews/Window/handleHover(at:)``).
    public func hover(at point: Point?) {
        eventLoop.withCurrent { _ = inputRouter.handle(.pointerHovered(location: point, timestamp: clock.now)) }
        run(for: 1.0 / 60)
    }

    /// Presses a mouse button other than the primary one at `point` (host points), then renders
    /// a frame: `.secondary` for a right click (context menus), `.middle` for a middle click
    /// (primary-selection paste). Returns whether a view took it.
    @discardableResult
    public func click(_ buttons: Event.ButtonMask, at point: Point) -> Bool {
        let taken = eventLoop.withCurrent {
            inputRouter.handle(.pointerButton(buttons, location: point, timestamp: clock.now))
        }
        run(for: 1.0 / 60)
        return taken
    }

    /// Drops `items` on the host at `point` (host points; nil when unknown), as a file manager
    /// or a browser would, then renders a frame. Returns whether a view took the drop.
    @discardableResult
    public func drop(_ items: [DropItem], at point: Point?) -> Bool {
        let taken = eventLoop.withCurrent { inputRouter.handle(.drop(items, location: point)) }
        run(for: 1.0 / 60)
        return taken
    }

    /// A tap: down, a short hold, up, then a frame.
    public func tap(at point: Point, id: Int = 0, hold: Double = 0.05) {
        touchDown(at: point, id: id)
        run(for: hold)
        touchUp(at: point, id: id)
        run(for: 1.0 / 60)
    }

    /// A double tap: two taps `gap` seconds apart.
    public func doubleTap(at point: Point, gap: Double = 0.1) {
        tap(at: point)
        run(for: gap)
        tap(at: point)
    }

    /// Touches down, holds for `duration` seconds and lifts.
    public func longPress(at point: Point, duration: Double = 0.8) {
        touchDown(at: point)
        run(for: duration)
        touchUp(at: point)
        run(for: 1.0 / 60)
    }

    /// Drags a finger from `start` to `end` in `steps` moves spread evenly over `duration`.
    public func drag(from start: Point, to end: Point, steps: Int = 10, duration: Double = 0.3, id: Int = 0, lift: Bool = true) {
        let n = Swift.max(1, steps)
        touchDown(at: start, id: id)
        for i in 1...n {
            run(for: duration / Double(n))
            let t = Double(i) / Double(n)
            touchMove(to: Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), id: id)
        }
        if lift {
            touchUp(at: end, id: id)
            run(for: 1.0 / 60)
        }
    }

    /// Replays a recorded single-finger stroke: down at the first point, a move to each of the
    /// others and up at the last, each at its timestamp (seconds from the first; virtual time
    /// advances between them, as a finger's would). Points are in `view`'s coordinates, or the
    /// host's when `view` is nil. With `rendering` false no frames are drawn on the way (a
    /// corpus runner's speed); the frame after the lift always is.
    ///
    /// Points and times are paired up to the shorter of the two; times that go backwards or are
    /// not finite count as no time passing. Nothing happens for an empty stroke.
    public func replayStroke(_ points: [Point], times: [Double], in view: View? = nil, id: Int = 0,
                             rendering: Bool = true) {
        let n = Swift.min(points.count, times.count)
        guard n > 0 else { return }
        func host(_ p: Point) -> Point {
            guard let view, let w = view.window else { return p }
            return w.point(toScene: view.convert(p, to: nil))
        }
        func wait(_ dt: Double) {
            guard dt.isFinite, dt > 0 else { return }
            if rendering {
                run(for: dt)
            } else {
                eventLoop.withCurrent { eventLoop.advance(by: dt) }
            }
        }
        touchDown(at: host(points[0]), id: id)
        for i in 1..<n {
            wait(times[i] - times[i - 1])
            if i < n - 1 { touchMove(to: host(points[i]), id: id) }
        }
        touchUp(at: host(points[n - 1]), id: id)
        run(for: 1.0 / 60)
    }
}
