import RKGeometry
import RKLayers
import RKMainLoop
import RKMotion

/// Recognizes a finger held still for ``minimumPressDuration`` (0.5 s), moving less than
/// ``allowableMovement`` (10 pt) until then (UILongPressGestureRecognizer). Continuous: began
/// when the time is up, changed as the finger moves, ended on lift-off.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must stay down before the gesture begins, in seconds.
    public var minimumPressDuration = 0.5
    /// How far a finger may move before the press fails, in points.
    public var allowableMovement = 10.0
    /// How many fingers must press.
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
