import Foundation

/// The changes collected by one ``TableView/performBatchUpdates(_:completion:)``: deletions
/// and reloads name rows and sections before the update, insertions after it, as in UIKit.
struct TableViewBatchUpdate {
    var insertedRows: [IndexPath: TableView.RowAnimation] = [:]
    var deletedRows: [IndexPath: TableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: TableView.RowAnimation] = [:]
    var reconfiguredRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections: Set<Int> = []
    var deletedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []

    var isEmpty: Bool {
        insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && reconfiguredRows.isEmpty
            && movedRows.isEmpty && insertedSections.isEmpty && deletedSections.isEmpty
            && reloadedSections.isEmpty
    }

    /// Where each row of the new model comes from: an old global row index, or -1 for a new
    /// row; nil when the counts the data source reports do not match the changes (the reason
    /// in `problem`).
    static func newRowSources(
        update: TableViewBatchUpdate, oldCounts: [Int], oldFirst: [Int], newCounts: [Int],
        problem: inout String
    ) -> [[Int]]? {
        // Sections: the old ones that stay, in order, fill the new slots not inserted.
        var sectionSource = [Int?](repeating: nil, count: newCounts.count)
        var keptSections = (0..<oldCounts.count).filter { !update.deletedSections.contains($0) }
            .makeIterator()
        for ns in 0..<newCounts.count where !update.insertedSections.contains(ns) {
            guard let os = keptSections.next() else {
                problem =
                    "\(newCounts.count) sections after the update, \(oldCounts.count) before, "
                    + "\(update.insertedSections.count) inserted and \(update.deletedSections.count) deleted"
                return nil
            }
            sectionSource[ns] = os
        }
        if keptSections.next() != nil {
            problem =
                "\(newCounts.count) sections after the update, \(oldCounts.count) before, "
                + "\(update.insertedSections.count) inserted and \(update.deletedSections.count) deleted"
            return nil
        }
        // Rows leaving each old section, as plain row numbers: a million-row section is walked
        // without making an index path per row.
        var leavingRows: [Int: Set<Int>] = [:]
        for p in update.deletedRows.keys { leavingRows[p.section, default: []].insert(p.row) }
        for m in update.movedRows { leavingRows[m.from.section, default: []].insert(m.from.row) }
        var movedTo: [IndexPath: IndexPath] = [:]
        for m in update.movedRows { movedTo[m.to] = m.from }
        var out: [[Int]] = []
        out.reserveCapacity(newCounts.count)
        for ns in 0..<newCounts.count {
            let count = newCounts[ns]
            guard let os = sectionSource[ns], !update.reloadedSections.contains(os) else {
                out.append([Int](repeating: -1, count: count))
                continue
            }
            var slots = [Int](repeating: -2, count: count)
            for (p, _) in update.insertedRows where p.section == ns {
                guard p.row >= 0, p.row < count else {
                    problem = "an insertion at \(p) outside the \(count) rows of section \(ns)"
                    return nil
                }
                slots[p.row] = -1
            }
            for (to, from) in movedTo where to.section == ns {
                guard to.row >= 0, to.row < count, from.section < oldCounts.count,
                    from.row < oldCounts[from.section]
                else {
                    problem = "a move from \(from) to \(to) outside the rows"
                    return nil
                }
                slots[to.row] = oldFirst[from.section] + from.row
            }
            var r = 0
            let oldCount = oldCounts[os]
            let leaving = leavingRows[os] ?? []
            for i in 0..<count where slots[i] == -2 {
                while r < oldCount, leaving.contains(r) { r += 1 }
                guard r < oldCount else {
                    problem =
                        "section \(ns) has \(count) rows after the update, but \(oldCount) before with the "
                        + "insertions, deletions and moves do not add up"
                    return nil
                }
                slots[i] = oldFirst[os] + r
                r += 1
            }
            while r < oldCount, leaving.contains(r) { r += 1 }
            if r < oldCount {
                problem =
                    "section \(ns) has \(count) rows after the update, but \(oldCount) before with the "
                    + "insertions, deletions and moves do not add up"
                return nil
            }
            out.append(slots)
        }
        return out
    }
}
