/// The state machine pinch and rotation share: both measure one value between two fingers from
/// the moment the second finger lands, begin once that value has moved past a threshold, and
/// end when a finger lifts. Keeping it in one place keeps their rules about extra fingers and
/// gestures that never begin the same.
extension GestureRecognizer {
    /// Handles a finger landing on a two-finger gesture. Returns true when it was the second
    /// finger, the moment to take the reference measurement.
    ///
    /// A third finger before the gesture begins fails it, as in UIKit; once the gesture has
    /// begun, extra fingers are ignored (and so is this call).
    func twoFingerTouchesBegan() -> Bool {
        guard state == .possible else { return false }
        if numberOfTouches > 2 {
            state = .failed
            return false
        }
        return numberOfTouches == 2
    }

    /// Moves a two-finger gesture on after its fingers moved: it begins once
    /// `beyondThreshold`, then reports every move as a change.
    func twoFingerTouchesMoved(beyondThreshold: Bool) {
        switch state {
        case .possible:
            if beyondThreshold { state = .began }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    /// Handles a finger lifting: a gesture in progress ends; one that took its reference
    /// measurement (`started`) but never passed the threshold fails, so two fingers resting and
    /// lifting do not leave it possible.
    func twoFingerTouchesEnded(started: Bool) {
        switch state {
        case .began, .changed: state = .ended
        case .possible where started: state = .failed
        default: break
        }
    }
}
