import Foundation
import RKGeometry
import RKMainLoop

extension TableView {
    /// How long inserted, deleted and moved rows take to reach their places.
    public static let updateAnimationDuration = 0.3

    /// Groups row and section changes made in `updates` into one animated change (UITableView's
    /// performBatchUpdates): the data source must already report the new counts when the block
    /// ends. Deleted rows fade where they were while the rows below slide up over them,
    /// inserted rows fade in at their places, moved rows slide. `completion` runs when the
    /// animations end. Counts that do not add up log the reason and reload the table, never crash.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    /// A batch update whose rows jump to their places at once when `animated` is false: cells,
    /// selection and the scroll position are kept, as with an animated one (a diffable data
    /// source's `apply(_:animatingDifferences: false)`).
    func performBatchUpdates(_ updates: () -> Void, animated: Bool, completion: ((Bool) -> Void)?) {
        let saved = animatesUpdates
        animatesUpdates = animated && saved
        beginUpdates()
        updates()
        endUpdates(completion: completion)
        animatesUpdates = saved
    }

    /// Starts a group of changes that ``endUpdates()`` applies at once.
    public func beginUpdates() {
        reloadIfNeeded()
        if updateDepth == 0 { pendingUpdate = TableViewBatchUpdate() }
        updateDepth += 1
    }

    /// Applies the changes made since ``beginUpdates()``, animated.
    public func endUpdates() { endUpdates(completion: nil) }

    func endUpdates(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        apply(update, completion: completion)
    }

    private func record(_ change: (inout TableViewBatchUpdate) -> Void) {
        let standalone = updateDepth == 0
        if standalone { beginUpdates() }
        change(&pendingUpdate!)
        if standalone { endUpdates(completion: nil) }
    }

    /// Inserts rows (index paths after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in for p in indexPaths { u.insertedRows[p] = animation } }
    }
    /// Deletes rows (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in for p in indexPaths { u.deletedRows[p] = animation } }
    }
    /// Moves a row from a place before the update to one after it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { u in u.movedRows.append((indexPath, newIndexPath)) }
    }
    /// Replaces rows' cells with new ones from the data source (index paths before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in for p in indexPaths { u.reloadedRows[p] = animation } }
    }
    /// Asks the data source for rows' content again in their existing cells, without animation.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        record { u in for p in indexPaths { u.reconfiguredRows.insert(p) } }
    }
    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in u.insertedSections.formUnion(sections) }
    }
    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in u.deletedSections.formUnion(sections) }
    }
    /// Replaces sections with their new content (indexes before the update).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in u.reloadedSections.formUnion(sections) }
    }

    // MARK: Applying

    private func apply(_ update: TableViewBatchUpdate, completion: ((Bool) -> Void)?) {
        guard !update.isEmpty, let source = dataSource else {
            completion.map { done in _ = eventLoop.perform(afterDelay: 0) { done(true) } }
            return
        }
        let oldSections = sections
        let oldHeights = heights
        let oldCounts = oldSections.map(\.rowCount)
        let oldFirst = oldSections.map(\.firstRow)
        let newCount = Swift.max(0, source.numberOfSections(in: self))
        let newCounts = (0..<newCount).map {
            Swift.max(0, source.tableView(self, numberOfRowsInSection: $0))
        }
        var problem = ""
        guard
            let rowSources = TableViewBatchUpdate.newRowSources(
                update: update, oldCounts: oldCounts, oldFirst: oldFirst,
                newCounts: newCounts, problem: &problem)
        else {
            RecipeLog.write("TableView: invalid batch update (\(problem)); reloading the table instead")
            reloadData()
            completion.map { done in _ = eventLoop.perform(afterDelay: 0) { done(false) } }
            return
        }
        // Where each old row went (-1: deleted or reloaded).
        var oldToNew = [Int](repeating: -1, count: oldHeights.count)
        var reloadedOld = Set<Int>()
        for p in update.reloadedRows.keys {
            if p.section < oldCounts.count, p.row < oldCounts[p.section] {
                reloadedOld.insert(oldFirst[p.section] + p.row)
            }
        }
        func reloadAnimation(ofOld g: Int) -> RowAnimation {
            guard let os = oldSections.lastIndex(where: { $0.firstRow <= g && g < $0.firstRow + $0.rowCount }) else {
                return .fade
            }
            return update.reloadedRows[IndexPath(row: g - oldSections[os].firstRow, section: os)] ?? .fade
        }
        var newHeights: [Double] = []
        var newMeasured: [Bool] = []
        let total = newCounts.reduce(0, +)
        newHeights.reserveCapacity(total)
        newMeasured.reserveCapacity(total)
        var infos: [SectionInfo] = []
        var reloadedNew: [(Int, RowAnimation)] = []
        var first = 0
        for (ns, slots) in rowSources.enumerated() {
            var info = SectionInfo()
            info.rowCount = slots.count
            info.firstRow = first
            info.headerTitle = source.tableView(self, titleForHeaderInSection: ns)
            info.footerTitle = source.tableView(self, titleForFooterInSection: ns)
            infos.append(info)
            for (r, g) in slots.enumerated() {
                if g >= 0, !reloadedOld.contains(g) {
                    oldToNew[g] = first + r
                    newHeights.append(oldHeights.heights[g])
                    newMeasured.append(oldHeights.measured[g])
                } else {
                    if g >= 0 { reloadedNew.append((first + r, reloadAnimation(ofOld: g))) }
                    // Not measured yet: the new row's estimate (sections and heights are set below).
                    newHeights.append(-1)
                    newMeasured.append(false)
                }
            }
            first += slots.count
        }
        sections = infos
        heights = RowHeightIndex(heights: newHeights.map { Swift.max(0, $0) }, measured: newMeasured)
        let d = tableDelegate
        for s in sections.indices {
            for r in 0..<sections[s].rowCount where newHeights[sections[s].firstRow + r] < 0 {
                let (h, m) = initialHeight(IndexPath(row: r, section: s), delegate: d)
                heights.setHeight(h, at: sections[s].firstRow + r, measured: m)
            }
        }
        sectionIndexTitleList = source.sectionIndexTitles(for: self)
        recomputeSectionExtras()
        updateSectionIndex()

        func newPath(ofOld p: IndexPath) -> IndexPath? {
            guard p.section < oldFirst.count, p.row < oldCounts[p.section] else { return nil }
            let n = oldToNew[oldFirst[p.section] + p.row]
            guard n >= 0, let s = section(containingGlobal: n) else { return nil }
            return IndexPath(row: n - sections[s].firstRow, section: s)
        }
        func oldRect(ofNew p: IndexPath) -> Rect? {
            guard let g = globalIndex(p) else { return nil }
            let slots = rowSources[p.section]
            let og = slots[p.row]
            guard og >= 0, !reloadedOld.contains(og) else { return nil }
            guard
                let os = oldSections.lastIndex(where: {
                    $0.firstRow <= og && og < $0.firstRow + $0.rowCount
                })
            else { return nil }
            _ = g
            return Rect(
                x: rowInset,
                y: oldSections[os].extrasAbove + oldSections[os].headerHeight + oldHeights.prefix(og),
                width: Swift.max(0, bounds.width - 2 * rowInset), height: oldHeights.heights[og])
        }

        // Selection and the open swipe follow their rows.
        selectedPaths = Set(selectedPaths.compactMap(newPath(ofOld:)))
        if let p = swipe.path { swipe.path = newPath(ofOld: p) }

        // Cells in view: survivors are re-keyed; cells of deleted and reloaded rows leave.
        var leaving: [(TableViewCell, IndexPath, RowAnimation)] = []
        var kept: [IndexPath: TableViewCell] = [:]
        for (p, cell) in visible {
            if let q = newPath(ofOld: p) {
                kept[q] = cell
            } else {
                leaving.append((cell, p, update.deletedRows[p] ?? update.reloadedRows[p] ?? .automatic))
            }
        }
        visible = kept
        let inserted = Set(update.insertedRows.keys)
        var insertedAnimation = update.insertedRows
        for (g, animation) in reloadedNew {
            guard let s = section(containingGlobal: g) else { continue }
            insertedAnimation[IndexPath(row: g - sections[s].firstRow, section: s)] = animation
        }

        let reconfigure = update.reconfiguredRows.compactMap { p -> IndexPath? in newPath(ofOld: p) }
        for p in reconfigure where visible[p] != nil {
            let cell = visible[p]!
            visible[p] = nil
            enqueue(cell)
            _ = makeCell(at: p)
        }

        // Rows that stay but leave the view slide to their new places before going.
        let b = bounds
        var wanted = Set<IndexPath>()
        forEachRow(from: b.minY, to: b.maxY) { p, _ in wanted.insert(p) }
        var sliding: [(TableViewCell, IndexPath)] = []
        for (p, cell) in visible where !wanted.contains(p) {
            visible[p] = nil
            sliding.append((cell, p))
        }
        // Rows coming into view start where they were, or invisible where they arrive.
        for p in wanted.sorted() where visible[p] == nil {
            let cell = makeCell(at: p)
            ViewAnimationScope.withoutAnimation {
                if !inserted.contains(p), insertedAnimation[p] == nil, let r = oldRect(ofNew: p) {
                    cell.frame = r
                } else {
                    let a = insertedAnimation[p] ?? .automatic
                    var r = rectForRow(at: p)
                    switch a {
                    case .left: r.origin.x -= r.width
                    case .right: r.origin.x += r.width
                    case .top: r.origin.y -= r.height
                    case .bottom: r.origin.y += r.height
                    default: break
                    }
                    cell.frame = r
                    cell.alpha = a == .none ? 1 : 0
                }
            }
        }
        // Rows that go stay under the rows sliding over them.
        for (cell, _, a) in leaving {
            sendSubviewToBack(cell)
            if a == .none { ViewAnimationScope.withoutAnimation { cell.alpha = 0 } }
        }
        let done: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for (cell, p, _) in leaving {
                self.enqueue(cell)
                self.tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: p)
            }
            for (cell, p) in sliding where self.visible[p] !== cell {
                self.enqueue(cell)
                self.tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: p)
            }
            self.setNeedsLayout()
            completion?(finished)
        }
        let changes = {
            for (cell, _, a) in leaving {
                switch a {
                case .left: cell.frame.origin.x -= cell.frame.width
                case .right: cell.frame.origin.x += cell.frame.width
                default: break
                }
                if a != .none { cell.alpha = 0 }
            }
            for (cell, p) in sliding { cell.frame = self.rectForRow(at: p) }
            for (p, cell) in self.visible {
                cell.alpha = 1
                let r = self.rectForRow(at: p)
                if cell.frame != r { cell.frame = r }
                self.configureDecorations(cell, at: p)
            }
        }
        if animatesUpdates {
            View.animate(withDuration: TableView.updateAnimationDuration, animations: changes, completion: done)
            updateContentSize()
            layoutHeadersAndFooters()
        } else {
            View.performWithoutAnimation(changes)
            updateContentSize()
            layoutHeadersAndFooters()
            done(true)
        }
    }

    /// The section holding a global row index.
    func section(containingGlobal g: Int) -> Int? {
        var lo = 0
        var hi = sections.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let info = sections[mid]
            if g < info.firstRow {
                hi = mid - 1
            } else if g >= info.firstRow + info.rowCount {
                lo = mid + 1
            } else {
                return mid
            }
        }
        return nil
    }
}
