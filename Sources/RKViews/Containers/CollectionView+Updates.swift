import Foundation
import RKGeometry
import RKMainLoop

extension CollectionView {
    /// Groups item and section changes into one animated change (UICollectionView's
    /// performBatchUpdates): the data source reports the new counts when the block ends; items
    /// that stay slide to their new frames, new ones fade in, removed ones fade out. Counts that
    /// do not add up log the reason and reload.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if needsReload { reloadCounts() }
        if updateDepth == 0 {
            pendingUpdate = TableViewBatchUpdate()
        } else if updates == nil, pendingUpdate != nil {
            // A single change outside a batch: apply what was recorded.
            updateDepth -= 1
            guard updateDepth == 0, let update = pendingUpdate else { return }
            pendingUpdate = nil
            apply(update, completion: completion)
            return
        }
        updateDepth += 1
        updates?()
        updateDepth -= 1
        guard updateDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        apply(update, completion: completion)
    }

    /// A batch update whose items jump to their places at once when `animated` is false, keeping
    /// cells, selection and the scroll position (a diffable data source's
    /// `apply(_:animatingDifferences: false)`).
    func performBatchUpdates(_ updates: () -> Void, animated: Bool, completion: ((Bool) -> Void)?) {
        let saved = animatesUpdates
        animatesUpdates = animated && saved
        withoutActuallyEscaping(updates) { performBatchUpdates($0, completion: completion) }
        animatesUpdates = saved
    }

    private func record(_ change: (inout TableViewBatchUpdate) -> Void) {
        let standalone = updateDepth == 0
        if standalone {
            if needsReload { reloadCounts() }
            pendingUpdate = TableViewBatchUpdate()
            updateDepth = 1
        }
        change(&pendingUpdate!)
        if standalone { performBatchUpdates(nil) }
    }

    /// Inserts items (index paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) { record { u in for p in indexPaths { u.insertedRows[p] = .fade } } }
    /// Deletes items (index paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) { record { u in for p in indexPaths { u.deletedRows[p] = .fade } } }
    /// Moves an item from a place before the update to one after it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { u in u.movedRows.append((indexPath, newIndexPath)) }
    }
    /// Replaces items' cells with new ones (index paths before the update).
    public func reloadItems(at indexPaths: [IndexPath]) { record { u in for p in indexPaths { u.reloadedRows[p] = .fade } } }
    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet) { record { u in u.insertedSections.formUnion(sections) } }
    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet) { record { u in u.deletedSections.formUnion(sections) } }
    /// Replaces sections with their new content.
    public func reloadSections(_ sections: IndexSet) { record { u in u.reloadedSections.formUnion(sections) } }

    private func apply(_ update: TableViewBatchUpdate, completion: ((Bool) -> Void)?) {
        guard let source = dataSource, !update.isEmpty else {
            completion.map { done in _ = eventLoop.perform(afterDelay: 0) { done(true) } }
            return
        }
        let oldCounts = counts
        var oldFirst: [Int] = []
        var total = 0
        for c in oldCounts {
            oldFirst.append(total)
            total += c
        }
        let newCounts = (0..<Swift.max(0, source.numberOfSections(in: self))).map {
            Swift.max(0, source.collectionView(self, numberOfItemsInSection: $0))
        }
        var problem = ""
        guard
            let sources = TableViewBatchUpdate.newRowSources(
                update: update, oldCounts: oldCounts, oldFirst: oldFirst,
                newCounts: newCounts, problem: &problem)
        else {
            RecipeLog.write("CollectionView: invalid batch update (\(problem)); reloading instead")
            reloadData()
            completion.map { done in _ = eventLoop.perform(afterDelay: 0) { done(false) } }
            return
        }
        var reloaded = Set<Int>()
        for p in update.reloadedRows.keys where p.section < oldFirst.count { reloaded.insert(oldFirst[p.section] + p.item) }
        var newOfOld: [Int: IndexPath] = [:]
        for (s, slots) in sources.enumerated() {
            for (i, g) in slots.enumerated() where g >= 0 && !reloaded.contains(g) {
                newOfOld[g] = IndexPath(item: i, section: s)
            }
        }
        func newPath(_ p: IndexPath) -> IndexPath? {
            guard p.section < oldFirst.count, p.item < oldCounts[p.section] else { return nil }
            return newOfOld[oldFirst[p.section] + p.item]
        }
        // Old frames of the items in view, for those that come into view from elsewhere.
        var oldFrames: [IndexPath: Rect] = [:]
        for (p, cell) in visible { if let q = newPath(p) { oldFrames[q] = cell.frame } }
        selectedPaths = Set(selectedPaths.compactMap(newPath))
        var kept: [IndexPath: CollectionViewCell] = [:]
        var leaving: [(CollectionViewCell, IndexPath)] = []
        for (p, cell) in visible {
            if let q = newPath(p) { kept[q] = cell } else { leaving.append((cell, p)) }
        }
        visible = kept
        counts = newCounts
        layoutIsValid = false
        prepareLayoutIfNeeded()
        let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds).filter {
            $0.representedElementCategory == .cell
        }
        let wanted = Set(attributes.map(\.indexPath))
        var sliding: [(CollectionViewCell, IndexPath)] = []
        for (p, cell) in visible where !wanted.contains(p) {
            visible[p] = nil
            sliding.append((cell, p))
        }
        for a in attributes where visible[a.indexPath] == nil {
            let cell = makeCell(at: a.indexPath, frame: a.frame)
            View.performWithoutAnimation {
                if let r = oldFrames[a.indexPath], cell.superview === self { cell.frame = r } else { cell.alpha = 0 }
            }
        }
        for (cell, _) in leaving { sendSubviewToBack(cell) }
        let changes = {
            for (cell, _) in leaving { cell.alpha = 0 }
            for (cell, p) in sliding {
                if let a = self.collectionViewLayout.layoutAttributesForItem(at: p) {
                    cell.frame = self.frameInHost(a.frame, section: p.section)
                }
            }
            for a in attributes {
                guard let cell = self.visible[a.indexPath] else { continue }
                cell.frame = self.frameInHost(a.frame, section: a.indexPath.section)
                cell.alpha = a.alpha
            }
        }
        let done: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for (cell, p) in leaving {
                self.enqueue(cell)
                self.collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: p)
            }
            for (cell, p) in sliding where self.visible[p] !== cell { self.enqueue(cell) }
            self.setNeedsLayout()
            completion?(finished)
        }
        if animatesUpdates {
            View.animate(withDuration: TableView.updateAnimationDuration, animations: changes, completion: done)
        } else {
            View.performWithoutAnimation(changes)
            done(true)
        }
    }
}
