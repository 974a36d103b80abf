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
    /// The members taking part in the current gestures, in the order they entered.
    private(set) var members: [any GestureArenaMember] = []
    /// Receives a line for every decision (``Window/gestureLog``).
    var log: ((String) -> Void)?
    /// Called after a member won its touches.
    var onRecognize: ((any GestureArenaMember) -> Void)?
    /// Called after a member failed and those waiting for it were told.
    var onFail: ((any GestureArenaMember) -> Void)?

    /// Takes `member` into the arena (once).
    func add(_ member: any GestureArenaMember) {
        if !members.contains(where: { $0 === member }) { members.append(member) }
        member.arenaDidChange(self)
    }

    /// Lets `member` go (it was removed from its view, say).
    func remove(_ member: any GestureArenaMember) {
        members.removeAll { $0 === member }
        if member.currentArena === self { member.arenaDidChange(nil) }
    }

    /// Lets go of the members that are done (``GestureArenaMember/isDoneInArena``).
    func sweep() {
        var done: [any GestureArenaMember] = []
        members.removeAll { m in
            guard m.isDoneInArena else { return false }
            done.append(m)
            return true
        }
        for m in done where m.currentArena === self { m.arenaDidChange(nil) }
    }

    /// Whether `a` and `b` may recognize together (either delegate says so).
    func simultaneous(_ a: any GestureArenaMember, _ b: any GestureArenaMember) -> Bool {
        a.allowsSimultaneousRecognition(with: b) || b.allowsSimultaneousRecognition(with: a)
    }

    /// `member` is about to begin or recognize: it wins its touches.
    func recognizerWillRecognize(_ member: any GestureArenaMember) {
        let touches = member.arenaTouches
        for other in members where other !== member {
            if other.isWaitingForRequirement, other.requiresFailure(of: member) {
                log?("\(type(of: other)) fails: \(type(of: member)) it required to fail recognized")
                other.rejectGesture()
                continue
            }
            guard other.arenaTouches.contains(where: { t in touches.contains { $0 === t } }) else { continue }
            guard other.isContending else { continue }
            if simultaneous(member, other) {
                log?("\(type(of: member)) and \(type(of: other)) recognize simultaneously")
                continue
            }
            log?("\(type(of: member)) wins over \(type(of: other))")
            other.rejectGesture()
        }
        onRecognize?(member)
    }

    /// `member` failed: those waiting for it may recognize now.
    func recognizerDidFail(_ member: any GestureArenaMember) {
        log?("\(type(of: member)) failed")
        for other in members where other !== member && other.requiresFailure(of: member) {
            other.requirementDidFail()
        }
        onFail?(member)
    }
}
