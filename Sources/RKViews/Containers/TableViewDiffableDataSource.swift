import Foundation
import RKMainLoop

/// A table data source that shows snapshots of identifiers (UITableViewDiffableDataSource):
/// apply a new snapshot and the table animates the difference (deletions, insertions and
/// moves computed for you), so the model never has to be kept in step with index paths.
///
/// The table holds its data source weakly, as in UIKit: keep a reference to this object.
/// Subclass it to give section titles or allow editing; reordering rows updates the
/// snapshot by itself.
@MainActor
open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    TableViewDataSource
{
    /// Makes the cell for an item (usually by dequeuing one and configuring it); nil logs
    /// and shows an empty cell.
    public typealias CellProvider =
        @MainActor (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Items' positions in ``current``, for ``indexPath(for:)``.
    private var positions: [ItemIdentifierType: IndexPath] = [:]
    private var sectionItems: [[ItemIdentifierType]] = []

    /// How rows come and go when a snapshot is applied with animation.
    public var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the snapshot shown.
    public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Shows `snapshot`. Rows deleted, inserted, moved and reloaded since the last snapshot
    /// change as one batch update: animated with `animatingDifferences` (the default), at once
    /// without, and either way cells in view, the selection and the scroll position stay with
    /// their items (use ``applySnapshotUsingReloadData(_:completion:)`` to start afresh).
    /// `completion` runs when the table shows it.
    public func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let old = current
        var new = snapshot
        let difference = SnapshotDifference(from: old, to: new)
        new.clearMarks()
        current = new
        rebuildPositions()
        guard let table = tableView else {
            completion?()
            return
        }
        // Nothing shown yet: there are no cells to keep.
        guard !table.needsReload else {
            table.reloadData()
            completion?()
            return
        }
        guard !difference.isEmpty else {
            completion?()
            return
        }
        let animation = defaultRowAnimation
        table.performBatchUpdates(
            {
                table.deleteSections(difference.deletedSections, with: animation)
                table.insertSections(difference.insertedSections, with: animation)
                table.deleteRows(at: difference.deletedItems, with: animation)
                table.insertRows(at: difference.insertedItems, with: animation)
                for m in difference.movedItems { table.moveRow(at: m.from, to: m.to) }
                table.reloadRows(at: difference.reloadedItems, with: animation)
                table.reconfigureRows(at: difference.reconfiguredItems)
            }, animated: animatingDifferences, completion: { _ in completion?() })
    }

    /// Shows `snapshot` by reloading the table, without diffing: every cell is made again and
    /// the selection is cleared (UIKit's `applySnapshotUsingReloadData`).
    public func applySnapshotUsingReloadData(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot
        current.clearMarks()
        rebuildPositions()
        tableView?.reloadData()
        completion?()
    }

    /// The item at an index path, or nil.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard sectionItems.indices.contains(indexPath.section),
            sectionItems[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return sectionItems[indexPath.section][indexPath.row]
    }

    /// The index path of an item, or nil.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        positions[itemIdentifier]
    }

    /// The section at an index, or nil.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of a section, or nil.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    private func rebuildPositions() {
        sectionItems = current.sectionIdentifiers.indices.map { current.items(inSectionAt: $0) }
        positions = [:]
        positions.reserveCapacity(current.numberOfItems)
        for (s, list) in sectionItems.enumerated() {
            for (r, id) in list.enumerated() { positions[id] = IndexPath(row: r, section: s) }
        }
    }

    // MARK: TableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: TableView) -> Int { sectionItems.count }

    /// The number of items in the snapshot's section.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sectionItems.indices.contains(section) ? sectionItems[section].count : 0
    }

    /// The cell the cell provider makes for the item.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let id = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, id) {
            return cell
        }
        RecipeLog.write("TableViewDiffableDataSource: no cell for \(indexPath); showing an empty one")
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header titles; override to give them.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }
    /// No footer titles; override to give them.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        nil
    }
    /// Rows cannot be edited; override to allow it.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Rows cannot be moved; override to allow it.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing by default; override to delete from your model and apply a new snapshot.
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}

    /// Moves the item in the snapshot to where the user dragged its row.
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let id = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath
        else { return }
        var s = current
        let targetSection = sectionItems[destinationIndexPath.section]
        var without = targetSection
        without.removeAll { $0 == id }
        if destinationIndexPath.row < without.count {
            s.moveItem(id, beforeItem: without[destinationIndexPath.row])
        } else if let last = without.last {
            s.moveItem(id, afterItem: last)
        } else {
            // Into an empty section.
            s.deleteItems([id])
            s.appendItems([id], toSection: s.sectionIdentifiers[destinationIndexPath.section])
        }
        current = s
        rebuildPositions()
    }
}
