/// What the gesture arena knows of a recognizer, and the only things it may ask of it, in the
/// spirit of Flutter's `GestureArenaMember` (accept and reject). The arena reads and decides;
/// each member changes its own state when told, so a recognizer's state is only ever written
/// by the recognizer.
@MainActor
protocol GestureArenaMember: AnyObject {
    /// The touches the member works on.
    var arenaTouches: [Touch] { get }
    /// Whether it still contends for its touches (possible, began or changed).
    var isContending: Bool { get }
    /// Whether it waits, ready to recognize, for one it requires to fail.
    var isWaitingForRequirement: Bool { get }
    /// Whether it is done with the gesture: no touches, back at possible, nothing pending and
    /// no more touches awaited.
    var isDoneInArena: Bool { get }
    /// Whether it requires `other` to fail before it recognizes.
    func requiresFailure(of other: any GestureArenaMember) -> Bool
    /// Whether its delegate lets it recognize together with `other`.
    func allowsSimultaneousRecognition(with other: any GestureArenaMember) -> Bool
    /// It lost: another member won its touches, or one it required to fail recognized. A
    /// possible member fails; one already recognizing is cancelled.
    func rejectGesture()
    /// One it required to fail failed: it may recognize now, and finish if its touches are gone.
    func requirementDidFail()
    /// It joined `arena` (`arena` is nil when it left).
    func arenaDidChange(_ arena: GestureArena?)
    /// The arena it takes part in, if any.
    var currentArena: GestureArena? { get }
}
