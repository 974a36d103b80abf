import RKGeometry
import RKLayers
import RKMainLoop
import RKMotion

/// Recognizes a drag (UIPanGestureRecognizer): begins once the touches' centroid has moved
/// more than ``minimumDistance`` (10 pt), then reports the translation since the start and a
/// velocity fitted to the recent movement. Continuous.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers that pan.
    public var minimumNumberOfTouches = 1
    /// The most fingers that pan; more fail it.
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
