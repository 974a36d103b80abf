import Foundation
import RKMainLoop

/// A collection view data source that shows snapshots of identifiers
/// (UICollectionViewDiffableDataSource): applying a snapshot animates the difference, with the
/// same ``DiffableDataSourceSnapshot`` tables use. Keep a reference: the collection view holds
/// its data source weakly.
@MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    CollectionViewDataSource
{
    /// Makes the cell for an item; nil logs and shows an empty cell.
    public typealias CellProvider = @MainActor (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a header, footer or other supplementary view.
    public typealias SupplementaryViewProvider = @MainActor (CollectionView, String, IndexPath) -> CollectionReusableView?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// Makes the supplementary views (headers and footers); nil shows empty ones.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Whether the user may reorder items and what to do when they have
    /// (UICollectionViewDiffableDataSource.ReorderingHandlers).
    public struct ReorderingHandlers {
        /// Whether an item can be moved; nil (the default) lets none move, as in UIKit.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called before the snapshot changes, with the move about to be made.
        public var willReorder: (@MainActor (DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the snapshot changed: update the model from `finalSnapshot`.
        public var didReorder: (@MainActor (DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// No handlers: items cannot be moved.
        public init() {}
    }

    /// What the user may reorder; set ``ReorderingHandlers/canReorderItem`` to let items move
    /// (``CollectionView/beginInteractiveMovementForItem(at:)``).
    public var reorderingHandlers = ReorderingHandlers()
    private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var sectionItems: [[ItemIdentifierType]] = []
    private var positions: [ItemIdentifierType: IndexPath] = [:]

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the snapshot shown.
    public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows a snapshot: the difference from the last one changes as one batch update,
    /// animated with `animatingDifferences` (the default) or at once without; either way cells
    /// in view, the selection and the scroll position stay with their items.
    public func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let difference = SnapshotDifference(from: current, to: snapshot)
        setCurrent(snapshot)
        guard let cv = collectionView else { return completion?() ?? () }
        // Nothing shown yet: there are no cells to keep.
        guard !cv.needsReload else {
            cv.reloadData()
            completion?()
            return
        }
        guard !difference.isEmpty else {
            completion?()
            return
        }
        cv.performBatchUpdates(
            {
                cv.deleteSections(difference.deletedSections)
                cv.insertSections(difference.insertedSections)
                cv.deleteItems(at: difference.deletedItems)
                cv.insertItems(at: difference.insertedItems)
                for m in difference.movedItems { cv.moveItem(at: m.from, to: m.to) }
                cv.reloadItems(at: difference.reloadedItems + difference.reconfiguredItems)
            }, animated: animatingDifferences, completion: { _ in completion?() })
    }

    /// Shows `snapshot` by reloading the collection view, without diffing: every cell is made
    /// again and the selection is cleared (UIKit's `applySnapshotUsingReloadData`).
    public func applySnapshotUsingReloadData(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        setCurrent(snapshot)
        collectionView?.reloadData()
        completion?()
    }

    private func setCurrent(_ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        current = snapshot
        current.clearMarks()
        sectionItems = current.sectionIdentifiers.indices.map { current.items(inSectionAt: $0) }
        positions = [:]
        for (s, list) in sectionItems.enumerated() {
            for (i, id) in list.enumerated() { positions[id] = IndexPath(item: i, section: s) }
        }
    }

    /// The item at an index path, or nil.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard sectionItems.indices.contains(indexPath.section), sectionItems[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return sectionItems[indexPath.section][indexPath.item]
    }

    /// The index path of an item, or nil.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { positions[itemIdentifier] }

    /// Whether ``reorderingHandlers`` let the item move.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let id = itemIdentifier(for: indexPath), let can = reorderingHandlers.canReorderItem else { return false }
        return can(id)
    }

    /// Moves the item in the snapshot to where the user dropped it, telling
    /// ``reorderingHandlers`` before and after.
    open func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let id = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath,
            sectionItems.indices.contains(destinationIndexPath.section)
        else { return }
        var s = current
        let without = sectionItems[destinationIndexPath.section].filter { $0 != id }
        if destinationIndexPath.item < without.count {
            s.moveItem(id, beforeItem: without[destinationIndexPath.item])
        } else if let last = without.last {
            s.moveItem(id, afterItem: last)
        } else {
            // Into an empty section.
            s.deleteItems([id])
            s.appendItems([id], toSection: s.sectionIdentifiers[destinationIndexPath.section])
        }
        let transaction = DiffableDataSourceTransaction(
            initialSnapshot: current, finalSnapshot: s,
            difference: s.itemIdentifiers.difference(from: current.itemIdentifiers).inferringMoves())
        reorderingHandlers.willReorder?(transaction)
        setCurrent(s)
        reorderingHandlers.didReorder?(transaction)
    }

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: CollectionView) -> Int { sectionItems.count }
    /// The number of items in the snapshot's section.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionItems.indices.contains(section) ? sectionItems[section].count : 0
    }
    /// The cell the cell provider makes.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if let id = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, id) { return cell }
        RecipeLog.write("CollectionViewDiffableDataSource: no cell for \(indexPath); showing an empty one")
        return CollectionViewCell(frame: .zero)
    }
    /// The view the supplementary view provider makes.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView()
    }
}
