import Foundation

/// The changes that turn one snapshot into another, as index paths a batch update takes:
/// deletions and reloads at their old places, insertions at their new ones, and moves from
/// old to new. Built from Swift's `CollectionDifference` with inferred moves.
struct SnapshotDifference {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    init<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers
        let sectionDiff = newSections.difference(from: oldSections)
        var oldSectionGone = Set<Int>()
        var newSectionFresh = Set<Int>()
        for change in sectionDiff {
            switch change {
            case .remove(let offset, _, _): oldSectionGone.insert(offset)
            case .insert(let offset, _, _): newSectionFresh.insert(offset)
            }
        }
        deletedSections = IndexSet(oldSectionGone)
        insertedSections = IndexSet(newSectionFresh)
        // Sections kept, old index to new index.
        var newIndexOfSection: [S: Int] = [:]
        for (i, s) in newSections.enumerated() { newIndexOfSection[s] = i }
        var oldPositions: [I: IndexPath] = [:]
        var newPositions: [I: IndexPath] = [:]
        for (s, _) in oldSections.enumerated() {
            for (r, id) in old.items(inSectionAt: s).enumerated() {
                oldPositions[id] = IndexPath(row: r, section: s)
            }
        }
        for (s, _) in newSections.enumerated() {
            for (r, id) in new.items(inSectionAt: s).enumerated() {
                newPositions[id] = IndexPath(row: r, section: s)
            }
        }
        for (os, sid) in oldSections.enumerated() where !oldSectionGone.contains(os) {
            guard let ns = newIndexOfSection[sid] else { continue }
            let before = old.items(inSectionAt: os)
            let after = new.items(inSectionAt: ns)
            let diff = after.difference(from: before).inferringMoves()
            for change in diff {
                switch change {
                case .remove(let offset, let id, let associated):
                    if let to = associated {
                        movedItems.append(
                            (IndexPath(row: offset, section: os), IndexPath(row: to, section: ns)))
                    } else if let target = newPositions[id], !newSectionFresh.contains(target.section) {
                        // Moved to another section that stays.
                        movedItems.append((IndexPath(row: offset, section: os), target))
                    } else {
                        deletedItems.append(IndexPath(row: offset, section: os))
                    }
                case .insert(let offset, let id, let associated):
                    if associated != nil { continue }
                    if let source = oldPositions[id], !oldSectionGone.contains(source.section) { continue }
                    insertedItems.append(IndexPath(row: offset, section: ns))
                }
            }
        }
        let moved = Set(movedItems.map(\.from))
        for id in new.reloadedItemIdentifiers {
            if let p = oldPositions[id], !oldSectionGone.contains(p.section), !moved.contains(p),
                newPositions[id] != nil
            {
                reloadedItems.append(p)
            }
        }
        for sid in new.reloadedSectionIdentifiers {
            guard let os = oldSections.firstIndex(of: sid), !oldSectionGone.contains(os) else { continue }
            for r in 0..<old.items(inSectionAt: os).count
            where !moved.contains(IndexPath(row: r, section: os)) {
                let p = IndexPath(row: r, section: os)
                if let id = old.items(inSectionAt: os).indices.contains(r)
                    ? old.items(inSectionAt: os)[r] : nil,
                    newPositions[id] != nil, !deletedItems.contains(p)
                {
                    reloadedItems.append(p)
                }
            }
        }
        for id in new.reconfiguredItemIdentifiers {
            if let p = oldPositions[id], !oldSectionGone.contains(p.section) {
                reconfiguredItems.append(p)
            }
        }
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty
            && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }
}
