import Foundation
import RKGeometry
import RKMainLoop

extension TableView {
    // MARK: Selection

    /// The selected row (the first, with several), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.min() }

    /// The selected rows in order, or nil when none is selected (as UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// Selects a row without telling the delegate (as UIKit), deselecting the others unless
    /// ``allowsMultipleSelection``, and scrolls it to `scrollPosition` (``ScrollPosition/none``
    /// leaves the offset alone). Nil deselects every row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for p in selectedPaths { deselectRow(at: p, animated: animated) }
            return
        }
        guard globalIndex(indexPath) != nil else { return }
        if !allowsMultipleSelection {
            for p in selectedPaths where p != indexPath { deselectRow(at: p, animated: animated) }
        }
        selectedPaths.insert(indexPath)
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects a row without telling the delegate; animated, its highlight fades.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedPaths.remove(indexPath) != nil else { return }
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// Selection as the user makes it, with the delegate asked and told.
    func userSelect(_ path: IndexPath) {
        guard allowsSelection, !isEditing || allowsSelectionDuringEditing else { return }
        let d = tableDelegate
        if allowsMultipleSelection, selectedPaths.contains(path) {
            userDeselect(path)
            return
        }
        let proposed: IndexPath? = d == nil ? path : d!.tableView(self, willSelectRowAt: path)
        guard let target = proposed, globalIndex(target) != nil else { return }
        if !allowsMultipleSelection {
            for p in selectedPaths.sorted() where p != target {
                let proposed: IndexPath? = d == nil ? p : d!.tableView(self, willDeselectRowAt: p)
                guard let q = proposed else { continue }
                deselectRow(at: q, animated: false)
                d?.tableView(self, didDeselectRowAt: q)
            }
        }
        selectedPaths.insert(target)
        visible[target]?.setSelected(true, animated: false)
        d?.tableView(self, didSelectRowAt: target)
    }

    func userDeselect(_ path: IndexPath) {
        let d = tableDelegate
        let proposed: IndexPath? = d == nil ? path : d!.tableView(self, willDeselectRowAt: path)
        guard let q = proposed else { return }
        deselectRow(at: q, animated: false)
        d?.tableView(self, didDeselectRowAt: q)
    }

    // MARK: Touches

    /// The row of the cell a touch landed in (the cell, not the point: a header pinned over
    /// a row is not that row).
    func rowPath(of touch: Touch) -> IndexPath? {
        var v = touch.view
        while let c = v, c !== self {
            if let cell = c as? TableViewCell, cell.superview === self { return indexPath(for: cell) }
            v = c.superview
        }
        return nil
    }

    /// A finger on a row highlights it; a finger anywhere closes swipe actions left open.
    func tableTouchesBegan(_ touches: Set<Touch>) {
        trackedTouchPath = nil
        if swipe.path != nil {
            closeSwipe(animated: true)
            return
        }
        guard let touch = touches.first, let path = rowPath(of: touch), allowsSelection,
            !isEditing || allowsSelectionDuringEditing
        else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        trackedTouchPath = path
        visible[path]?.setHighlighted(true, animated: false)
    }

    /// A finger lifted on the row it went down on selects it.
    func tableTouchesEnded(_ touches: Set<Touch>) {
        guard let path = trackedTouchPath else { return }
        trackedTouchPath = nil
        let cell = visible[path]
        cell?.setHighlighted(false, animated: false)
        if let touch = touches.first, let cell, cell.bounds.contains(touch.location(in: cell)) {
            userSelect(path)
        }
    }

    /// A scroll or swipe took the touch: the highlight goes.
    func tableTouchesCancelled() {
        if let path = trackedTouchPath { visible[path]?.setHighlighted(false, animated: false) }
        trackedTouchPath = nil
    }

    // MARK: Scrolling to a row

    /// Scrolls so that a row shows at `position` (within the content).
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard globalIndex(indexPath) != nil else {
            RecipeLog.write("TableView.scrollToRow: no row at \(indexPath)")
            return
        }
        let r = rectForRow(at: indexPath)
        let b = bounds
        // Pinned headers cover the top of the view in a plain table.
        let pinned = style == .plain ? sections[indexPath.section].headerHeight : 0
        var y: Double
        switch position {
        case .top: y = r.minY - pinned
        case .middle: y = r.midY - b.height / 2
        case .bottom: y = r.maxY - b.height
        case .none:
            if r.minY - pinned < b.minY {
                y = r.minY - pinned
            } else if r.maxY > b.maxY {
                y = r.maxY - b.height
            } else {
                return
            }
        }
        y = Swift.min(Swift.max(y, minimumContentOffset.y), maximumContentOffset.y)
        setContentOffset(Point(x: contentOffset.x, y: y), animated: animated)
    }

    /// Scrolls to the selected row (UITableView.scrollToNearestSelectedRow).
    public func scrollToNearestSelectedRow(at position: ScrollPosition, animated: Bool) {
        if let p = indexPathForSelectedRow { scrollToRow(at: p, at: position, animated: animated) }
    }
}
