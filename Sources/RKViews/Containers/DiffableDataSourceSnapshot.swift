import RKMainLoop

/// The identifiers of a list's sections and items at one moment (NSDiffableDataSourceSnapshot):
/// build one, hand it to a diffable data source's `apply(_:animatingDifferences:completion:)`,
/// and the table or collection view animates from what it showed to this.
///
/// Identifiers must be unique across the snapshot; a duplicate is refused with a log line
/// (UIKit traps), never inserted twice.
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    private var sectionIDs: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    /// The section index of every item.
    private var sectionOfItem: [ItemIdentifierType: Int] = [:]
    /// Items to show in new cells, and items to give fresh content in their cells.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items whose existing cells are to be configured again (no new cell, no animation).
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Sections whose items are all to be shown in new cells.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sectionIDs.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionIDs }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in a section (0 for a section not in the snapshot).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        indexOfSection(identifier).map { items[$0].count } ?? 0
    }
    /// The items of a section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { items[$0] } ?? []
    }
    /// The section an item is in.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
        -> SectionIdentifierType?
    {
        sectionOfItem[identifier].map { sectionIDs[$0] }
    }
    /// The position of an item among all items, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let s = sectionOfItem[identifier], let r = items[s].firstIndex(of: identifier) else {
            return nil
        }
        return items[..<s].reduce(0) { $0 + $1.count } + r
    }
    /// The position of a section, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIDs.firstIndex(of: identifier)
    }

    /// The items of the section at `index` (internal fast path for data sources).
    func items(inSectionAt index: Int) -> [ItemIdentifierType] {
        items.indices.contains(index) ? items[index] : []
    }
    /// The section index and row of an item.
    func position(of identifier: ItemIdentifierType) -> (section: Int, row: Int)? {
        guard let s = sectionOfItem[identifier], let r = items[s].firstIndex(of: identifier) else {
            return nil
        }
        return (s, r)
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sectionIDs.count)
    }
    /// Inserts sections before a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType
    ) {
        guard let i = indexOfSection(beforeSection) else { return missing("section", beforeSection) }
        insertSections(identifiers, at: i)
    }
    /// Inserts sections after a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection: SectionIdentifierType
    ) {
        guard let i = indexOfSection(afterSection) else { return missing("section", afterSection) }
        insertSections(identifiers, at: i + 1)
    }
    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        var keptIDs: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        for (i, s) in sectionIDs.enumerated() where !gone.contains(s) {
            keptIDs.append(s)
            keptItems.append(items[i])
        }
        sectionIDs = keptIDs
        items = keptItems
        rebuildIndex()
    }
    /// Moves a section before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: beforeSection, after: false)
    }
    /// Moves a section after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: afterSection, after: true)
    }
    /// Marks sections to show in new cells.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { indexOfSection($0) != nil }
    }

    // MARK: Items

    /// Adds items at the end of a section (the last section when nil).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection: SectionIdentifierType? = nil
    ) {
        guard
            let s = toSection.map({ indexOfSection($0) })
                ?? (sectionIDs.isEmpty ? nil : sectionIDs.count - 1)
        else {
            RecipeLog.write(
                "DiffableDataSourceSnapshot: appendItems into no section (append a section first); ignored")
            return
        }
        insertItems(identifiers, section: s, at: items[s].count)
    }
    /// Inserts items before an item.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType
    ) {
        guard let p = position(of: beforeItem) else { return missing("item", beforeItem) }
        insertItems(identifiers, section: p.section, at: p.row)
    }
    /// Inserts items after an item.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType
    ) {
        guard let p = position(of: afterItem) else { return missing("item", afterItem) }
        insertItems(identifiers, section: p.section, at: p.row + 1)
    }
    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        var touched = Set<Int>()
        for id in gone { if let s = sectionOfItem.removeValue(forKey: id) { touched.insert(s) } }
        for s in touched { items[s].removeAll { gone.contains($0) } }
    }
    /// Removes every item, keeping no section either (as UIKit).
    public mutating func deleteAllItems() {
        sectionIDs = []
        items = []
        sectionOfItem = [:]
    }
    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem: ItemIdentifierType) {
        moveItem(identifier, relativeTo: beforeItem, after: false)
    }
    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem: ItemIdentifierType) {
        moveItem(identifier, relativeTo: afterItem, after: true)
    }
    /// Marks items to show in new cells (their content changed).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }
    /// Marks items whose existing cells are configured again, without new cells.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    /// Clears the reload and reconfigure marks once applied.
    mutating func clearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    // MARK: Private

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set(sectionIDs)
        var fresh: [SectionIdentifierType] = []
        for id in identifiers {
            guard seen.insert(id).inserted else {
                RecipeLog.write(
                    "DiffableDataSourceSnapshot: section \(id) is already in the snapshot; ignored")
                continue
            }
            fresh.append(id)
        }
        sectionIDs.insert(contentsOf: fresh, at: index)
        items.insert(contentsOf: Array(repeating: [], count: fresh.count), at: index)
        if index < sectionIDs.count - fresh.count { rebuildIndex() }
    }

    private mutating func insertItems(
        _ identifiers: [ItemIdentifierType], section s: Int, at row: Int
    ) {
        var fresh: [ItemIdentifierType] = []
        fresh.reserveCapacity(identifiers.count)
        for id in identifiers {
            guard sectionOfItem[id] == nil else {
                RecipeLog.write(
                    "DiffableDataSourceSnapshot: item \(id) is already in the snapshot; ignored")
                continue
            }
            sectionOfItem[id] = s
            fresh.append(id)
        }
        items[s].insert(contentsOf: fresh, at: row)
    }

    private mutating func moveSection(
        _ id: SectionIdentifierType, relativeTo other: SectionIdentifierType, after: Bool
    ) {
        guard id != other, let from = indexOfSection(id), indexOfSection(other) != nil else {
            return missing("section", id)
        }
        let moved = items.remove(at: from)
        sectionIDs.remove(at: from)
        let to = indexOfSection(other)! + (after ? 1 : 0)
        sectionIDs.insert(id, at: to)
        items.insert(moved, at: to)
        rebuildIndex()
    }

    private mutating func moveItem(
        _ id: ItemIdentifierType, relativeTo other: ItemIdentifierType, after: Bool
    ) {
        guard id != other, let from = position(of: id), position(of: other) != nil else {
            return missing("item", id)
        }
        items[from.section].remove(at: from.row)
        let to = position(of: other)!
        items[to.section].insert(id, at: to.row + (after ? 1 : 0))
        sectionOfItem[id] = to.section
    }

    private mutating func rebuildIndex() {
        sectionOfItem = [:]
        for (s, list) in items.enumerated() { for id in list { sectionOfItem[id] = s } }
    }

    private func missing(_ kind: String, _ id: some Hashable) {
        RecipeLog.write("DiffableDataSourceSnapshot: no \(kind) \(id) in the snapshot; ignored")
    }
}
