/// Arbitrates between the gesture recognizers working on the same touches, in the spirit of
/// Flutter's gesture arena: which recognizer wins when several want a touch, which may
/// recognize together, and which wait for another to fail. A window holds one; recognizers
/// enter it when a touch reaches them and leave it when they are done.
///
/// The rules are UIKit's. The first recognizer to begin or recognize wins its touches: the
/// others working on any of them fail (or are cancelled when already recognizing), unless
/// either's delegate allows simultaneous recognition. A recognizer that waits, through
/// `require(toFail:)`, for one that recognizes fails; one that waits for one that fails may
/// recognize then. What the views see of the touches (touchesCancelled for
/// `cancelsTouchesInView`, phases held back by `delaysTouchesBegan` and `delaysTouchesEnded`)
/// is the window's part: it learns of each decision through ``onRecognize`` and ``onFail``.
@MainActor
final class GestureArena {
    /// The recognizers taking part in the current gestures, in the order they entered.
    private(set) var members: [GestureRecognizer] = []
    /// Receives a line for every decision (``Window/gestureLog``).
    var log: ((String) -> Void)?
    /// Called after a recognizer won its touches.
    var onRecognize: ((GestureRecognizer) -> Void)?
    /// Called after a recognizer failed and those waiting for it were told.
    var onFail: ((GestureRecognizer) -> Void)?

    /// Takes `r` into the arena (once).
    func add(_ r: GestureRecognizer) {
        r.arena = self
        if !members.contains(where: { $0 === r }) { members.append(r) }
    }

    /// Lets `r` go (it was removed from its view, say).
    func remove(_ r: GestureRecognizer) {
        members.removeAll { $0 === r }
        if r.arena === self { r.arena = nil }
    }

    /// Lets go of the recognizers that are done: no touches, back to `.possible`, nothing
    /// pending and no more touches awaited.
    func sweep() {
        members.removeAll { r in
            let done = r.trackedTouches.isEmpty && r.state == .possible && r.pendingState == nil && !r.waitsForMoreTouches
            if done, r.arena === self { r.arena = nil }
            return done
        }
    }

    /// Whether `a` and `b` may recognize together (either delegate says so).
    func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// `r` is about to begin or recognize: it wins its touches.
    func recognizerWillRecognize(_ r: GestureRecognizer) {
        let touches = r.trackedTouches
        for other in members where other !== r {
            if other.pendingState != nil, other.failureRequirements.contains(where: { $0.recognizer === r }) {
                log?("\(type(of: other)) fails: \(type(of: r)) it required to fail recognized")
                other.pendingState = nil
                other.state = .failed
                continue
            }
            guard other.trackedTouches.contains(where: { t in touches.contains { $0 === t } }) else { continue }
            guard other.state == .possible || other.state == .began || other.state == .changed else { continue }
            if simultaneous(r, other) {
                log?("\(type(of: r)) and \(type(of: other)) recognize simultaneously")
                continue
            }
            log?("\(type(of: r)) wins over \(type(of: other))")
            if other.state == .possible { other.state = .failed } else { other.state = .cancelled }
        }
        onRecognize?(r)
    }

    /// `r` failed: those waiting for it may recognize now.
    func recognizerDidFail(_ r: GestureRecognizer) {
        log?("\(type(of: r)) failed")
        for other in members where other !== r && other.failureRequirements.contains(where: { $0.recognizer === r }) {
            other.requirementDidFail()
            other.finishIfDone()
        }
        onFail?(r)
    }
}
