/// The third phase of a frame: the implicit transaction is committed, so that changes made in
/// this turn (and its completion blocks) belong to this frame. Completion blocks may change
/// anything; what they change is drawn in this frame.
@MainActor
enum CommitPhase {
    static func run() {
        Transaction.flush()
    }
}
