/// What a user's reordering did to a diffable data source's items
/// (NSDiffableDataSourceTransaction): the snapshots before and after, and the difference
/// between their items.
public struct DiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The snapshot before the move.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it, which the data source now shows.
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The move, as the difference between the two lists of items.
    public let difference: CollectionDifference<ItemIdentifierType>
}
