import RKGeometry
import RKMotion

/// Recognizes two fingers moving apart or together (UIPinchGestureRecognizer). Continuous: it
/// begins once the distance between the fingers has changed by more than
/// ``minimumDistanceChange`` points since the second finger landed, then reports changes until
/// a finger lifts (ended) or the touches are cancelled.
///
/// ``scale`` is the current distance divided by the distance when the second finger landed, so
/// it already differs from 1 when the gesture begins; ``velocity`` is in scale per second.
///
/// As in UIKit, it sees the second finger even when its view is not `isMultipleTouchEnabled`
/// (the view itself then receives only the first).
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// How much the distance between the fingers must change before the pinch begins, in points.
    public var minimumDistanceChange = 8.0

    /// The distance between the fingers when the second one landed (or when ``scale`` was set).
    private var referenceDistance: Double?
    /// The scale at ``referenceDistance``: 1, or the value last assigned to ``scale``.
    private var baseScale = 1.0
    private var tracker = GestureValueTracker()

    /// The distance between the fingers divided by their distance when the second one landed.
    /// Setting it (typically back to 1 in the action, to apply the change incrementally) makes
    /// later values relative to the current distance.
    public var scale: Double {
        get {
            guard let reference = referenceDistance, reference > 0, let d = distance else { return baseScale }
            return baseScale * d / reference
        }
        set {
            baseScale = newValue
            if let d = distance { referenceDistance = d }
        }
    }

    /// How fast ``scale`` changes, in scale per second (positive while the fingers spread).
    public var velocity: Double {
        guard let reference = referenceDistance, reference > 0 else { return 0 }
        return baseScale * tracker.velocity / reference
    }

    /// The distance between the fingers at the last event, in window points.
    private var distance: Double?

    /// The distance between the first two tracked fingers now, in window points.
    private var currentDistance: Double? {
        guard numberOfTouches >= 2 else { return nil }
        return location(ofTouch: 0, in: nil).distance(to: location(ofTouch: 1, in: nil))
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard twoFingerTouchesBegan(), let d = currentDistance else { return }
        referenceDistance = d
        distance = d
        baseScale = 1
        tracker.reset()
        tracker.add(d, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let d = currentDistance, let reference = referenceDistance else { return }
        distance = d
        tracker.add(d, at: event.timestamp)
        twoFingerTouchesMoved(beyondThreshold: Swift.abs(d - reference) > minimumDistanceChange)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if referenceDistance != nil, let d = currentDistance {
            distance = d
            tracker.add(d, at: event.timestamp)
        }
        twoFingerTouchesEnded(started: referenceDistance != nil)
    }

    open override func reset() {
        super.reset()
        referenceDistance = nil
        distance = nil
        baseScale = 1
        tracker.reset()
    }
}
