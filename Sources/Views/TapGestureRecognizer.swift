import Geometry
import Layers
import MainLoop
import Motion

/// Recognizes taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers, each
/// lifted within ``maximumTapDuration`` without moving more than ``allowableMovement`` points,
/// the next beginning within ``Touch/multipleTapInterval`` (UITapGestureRecognizer). Discrete.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    /// How far a finger may move and still tap, in points.
    public var allowableMovement = 10.0
    /// The longest a finger may stay down, in seconds.
    public var maximumTapDuration = 0.75

    private var tapsSeen = 0
    private var starts: [ObjectIdentifier: Point] = [:]
    private var maxTouches = 0
    private var timer: EventLoop.Timer?

    open override var isDiscrete: Bool { true }
    open override var waitsForMoreTouches: Bool { state == .possible && tapsSeen > 0 && tapsSeen < numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        timer?.invalidate()
        for t in touches { starts[ObjectIdentifier(t)] = t.location(in: nil) }
        maxTouches = Swift.max(maxTouches, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        timer = eventLoop.perform(afterDelay: maximumTapDuration) { [weak self] in
            if self?.state == .possible { self?.state = .failed }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for t in touches {
            if let s = starts[ObjectIdentifier(t)], s.distance(to: t.location(in: nil)) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        // The tap completes when the last of its fingers lifts.
        guard numberOfTouches <= touches.count else { return }
        timer?.invalidate()
        guard maxTouches == numberOfTouchesRequired else { state = .failed; return }
        tapsSeen += 1
        maxTouches = 0
        starts.removeAll()
        if tapsSeen >= numberOfTapsRequired {
            state = .recognized
        } else {
            timer = eventLoop.perform(afterDelay: Touch.multipleTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
                self.finishIfDone()
            }
        }
    }

    open override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        tapsSeen = 0
        maxTouches = 0
        starts.removeAll()
    }
}

/// Recognizes a finger held still for ``minimumPressDuration`` (0.5 s), moving less than
/// ``allowableMovement`` (10 pt) until then (UILongPressGestureRecognizer). Continuous: began
/// when the time is up, changed as the finger moves, ended on lift-off.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration = 0.5
    public var allowableMovement = 10.0
    public var numberOfTouchesRequired = 1

    private var start: Point?
    private var timer: EventLoop.Timer?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        start = location(in: nil)
        guard numberOfTouches == numberOfTouchesRequired else { return }
        timer?.invalidate()
        timer = eventLoop.perform(afterDelay: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.numberOfTouches == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible:
            if let s = start, s.distance(to: location(in: nil)) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        timer?.invalidate()
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        start = nil
    }
}

/// Recognizes a drag (UIPanGestureRecognizer): begins once the touches' centroid has moved
/// more than ``minimumDistance`` (10 pt), then reports the translation since the start and a
/// velocity fitted to the recent movement. Continuous.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    /// How far the touches must move before the pan begins, in points.
    public var minimumDistance = 10.0

    private var start: Point?
    private var translationOrigin = Point.zero
    private var tracker = VelocityTracker()

    /// The movement since the pan began (or since the last ``setTranslation(_:in:)``), in
    /// `view`'s coordinate space.
    public func translation(in view: View?) -> Point {
        guard let start else { return .zero }
        let now = location(in: nil)
        let d = Point(x: now.x - start.x - translationOrigin.x, y: now.y - start.y - translationOrigin.y)
        guard let view else { return d }
        // Map the window-space vector into the view's space.
        let a = view.convert(Point.zero, from: nil), b = view.convert(d, from: nil)
        return Point(x: b.x - a.x, y: b.y - a.y)
    }

    /// Resets the translation so that it reads `translation` now.
    public func setTranslation(_ translation: Point, in view: View?) {
        guard let start else { return }
        let now = location(in: nil)
        translationOrigin = Point(x: now.x - start.x - translation.x, y: now.y - start.y - translation.y)
    }

    /// Points per second in window space (`view` coordinates when the view is unscaled).
    public func velocity(in view: View?) -> Point { tracker.velocity }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > maximumNumberOfTouches {
            if state == .possible { state = .failed }
            return
        }
        if start == nil {
            start = location(in: nil)
            tracker.reset()
        }
        tracker.add(position: location(in: nil), time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let p = location(in: nil)
        tracker.add(position: p, time: event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, let s = start, s.distance(to: p) > minimumDistance else { return }
            // The translation counts from where the pan began, not from the threshold.
            state = .began
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        tracker.add(position: location(in: nil), time: event.timestamp)
        guard numberOfTouches <= touches.count else { return }
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
        translationOrigin = .zero
        tracker.reset()
    }
}
