import RKGeometry
import RKMotion

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Recognizes two fingers turning about each other (UIRotationGestureRecognizer). Continuous: it
/// begins once the line between the fingers has turned more than ``minimumRotation`` radians
/// since the second finger landed, then reports changes until a finger lifts (ended) or the
/// touches are cancelled.
///
/// ``rotation`` is in radians, positive clockwise on screen (y grows downwards), and keeps
/// counting past a half turn; ``velocity`` is in radians per second.
///
/// As in UIKit, it sees the second finger even when its view is not `isMultipleTouchEnabled`
/// (the view itself then receives only the first).
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// How far the fingers must turn before the gesture begins, in radians (about 4°).
    public var minimumRotation = 0.07

    /// The unwrapped angle of the line between the fingers at the last event.
    private var angle: Double?
    /// The angle at which ``rotation`` reads ``baseRotation``.
    private var referenceAngle = 0.0
    private var baseRotation = 0.0
    private var tracker = GestureValueTracker()

    /// The rotation since the second finger landed, in radians. Setting it (typically back to 0
    /// in the action, to apply the change incrementally) makes later values relative to now.
    public var rotation: Double {
        get {
            guard let angle else { return baseRotation }
            return baseRotation + angle - referenceAngle
        }
        set {
            baseRotation = newValue
            if let angle { referenceAngle = angle }
        }
    }

    /// How fast ``rotation`` changes, in radians per second.
    public var velocity: Double { angle == nil ? 0 : tracker.velocity }

    /// The angle of the line from the first tracked finger to the second, in (-π, π].
    private var rawAngle: Double? {
        guard numberOfTouches >= 2 else { return nil }
        let a = location(ofTouch: 0, in: nil), b = location(ofTouch: 1, in: nil)
        guard a != b else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// Follows the fingers' angle, unwrapping it so that it never jumps by a full turn.
    private func updateAngle(time: MediaTime) {
        guard let previous = angle, let raw = rawAngle else { return }
        var delta = raw - remainder(previous, 2 * Double.pi)
        delta = remainder(delta, 2 * Double.pi)  // the shortest turn, in [-π, π]
        angle = previous + delta
        tracker.add(previous + delta, at: time)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard twoFingerTouchesBegan(), let raw = rawAngle else { return }
        angle = raw
        referenceAngle = raw
        baseRotation = 0
        tracker.reset()
        tracker.add(raw, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard angle != nil else { return }
        updateAngle(time: event.timestamp)
        twoFingerTouchesMoved(beyondThreshold: Swift.abs(rotation) > minimumRotation)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard angle != nil else { return }
        updateAngle(time: event.timestamp)
        twoFingerTouchesEnded(started: true)
    }

    open override func reset() {
        super.reset()
        angle = nil
        referenceAngle = 0
        baseRotation = 0
        tracker.reset()
    }
}
