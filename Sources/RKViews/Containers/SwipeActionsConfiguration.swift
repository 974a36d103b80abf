/// The actions a swipe on one side of a table row reveals (UISwipeActionsConfiguration),
/// the first nearest the edge; a full swipe performs the first when
/// ``performsFirstActionWithFullSwipe`` is on.
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, from the edge inwards.
    public let actions: [ContextualAction]
    /// Whether swiping across most of the row performs the first action (true by default).
    public var performsFirstActionWithFullSwipe = true

    /// A configuration showing `actions`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
