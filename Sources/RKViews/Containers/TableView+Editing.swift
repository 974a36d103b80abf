import Foundation
import RKGeometry

/// A row being dragged by its reorder control.
struct ReorderState {
    var source: IndexPath
    var destination: IndexPath
    var sourceHeight: Double
    /// The cell's top when the drag began.
    var startY: Double

    /// How far a row moves aside to make room at the destination: in another section, the
    /// rows after the source close up and those from the destination on make room.
    func shift(for path: IndexPath) -> Double? {
        guard path != source else { return nil }
        if destination.section != source.section {
            if path.section == source.section, path.row > source.row { return -sourceHeight }
            if path.section == destination.section, path.row >= destination.row { return sourceHeight }
            return nil
        }
        guard path.section == source.section else { return nil }
        if source.row < path.row, path.row <= destination.row { return -sourceHeight }
        if destination.row <= path.row, path.row < source.row { return sourceHeight }
        return nil
    }
}

extension TableView {
    /// Whether the table shows editing controls; setting it is ``setEditing(_:animated:)``
    /// without animation.
    public var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing controls: delete (or insert) controls on the leading side of
    /// rows the data source lets edit, reorder controls on the trailing side of rows that
    /// show them; the content slides aside, animated when asked.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditingStorage else { return }
        isEditingStorage = editing
        closeSwipe(animated: false)
        let apply = {
            for (path, cell) in self.visible { self.configureEditing(cell, at: path, animated: animated) }
        }
        if animated { View.animate(withDuration: 0.3, animations: apply) } else { apply() }
    }

    /// Adds or removes a cell's editing controls for its row.
    func configureEditing(_ cell: TableViewCell, at path: IndexPath, animated: Bool) {
        cell.isEditing = isEditingStorage
        let canEdit = isEditingStorage && (dataSource?.tableView(self, canEditRowAt: path) ?? false)
        let editingStyle =
            canEdit ? (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) : .none
        if editingStyle != .none {
            let kind: TableViewCellEditingControl.Kind = editingStyle == .delete ? .delete : .insert
            if cell.deleteControl?.kind != kind {
                cell.deleteControl?.removeFromSuperview()
                let control = TableViewCellEditingControl(kind: kind)
                control.cell = cell
                cell.deleteControl = control
                cell.addSubview(control)
            }
            cell.deleteControl?.isHidden = false
        } else {
            cell.deleteControl?.isHidden = true
        }
        let canMove =
            canEdit && cell.showsReorderControl
            && (dataSource?.tableView(self, canMoveRowAt: path) ?? false)
        if canMove {
            if cell.reorderControl == nil {
                let control = TableViewCellEditingControl(kind: .reorder)
                control.cell = cell
                let pan = PanGestureRecognizer()
                pan.minimumDistance = 0
                pan.addAction { [weak self, weak cell] r in
                    guard let self, let cell else { return }
                    self.handleReorder(r, cell: cell)
                }
                control.addGestureRecognizer(pan)
                cell.reorderControl = control
                cell.addSubview(control)
            }
            cell.reorderControl?.isHidden = false
        } else {
            cell.reorderControl?.isHidden = true
        }
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
    }

    // MARK: Reordering

    func handleReorder(_ pan: PanGestureRecognizer, cell: TableViewCell) {
        switch pan.state {
        case .began:
            guard let path = indexPath(for: cell) else { return }
            reorder = ReorderState(
                source: path, destination: path, sourceHeight: cell.frame.height, startY: cell.frame.minY)
            bringSubviewToFront(cell)
            cell.layer.shadowOpacity = 0.25
            cell.layer.shadowRadius = 6
            cell.alpha = 0.95
        case .changed:
            guard var state = reorder else { return }
            let t = pan.translation(in: self).y
            // Anywhere among the sections' rows.
            let first = sections.firstIndex { $0.rowCount > 0 || $0.headerHeight > 0 } ?? state.source.section
            let last = sections.lastIndex { $0.rowCount > 0 || $0.footerHeight > 0 } ?? state.source.section
            let lowest = rect(forSection: first).minY + sections[first].headerHeight
            let highest = rect(forSection: last).maxY - sections[last].footerHeight - state.sourceHeight
            let y = Swift.min(Swift.max(state.startY + t, lowest), Swift.max(lowest, highest))
            ViewAnimationScope.withoutAnimation { cell.frame.origin.y = y }
            let target = reorderDestination(at: y + state.sourceHeight / 2, state: state)
            if target != state.destination {
                state.destination = target
                reorder = state
                View.animate(withDuration: 0.2) { self.layoutRows() }
            }
        case .ended, .cancelled, .failed:
            guard let state = reorder else { return }
            reorder = nil
            cell.layer.shadowOpacity = 0
            cell.alpha = 1
            if pan.state == .ended, state.destination != state.source {
                moveRowInModel(from: state.source, to: state.destination)
                dataSource?.tableView(self, moveRowAt: state.source, to: state.destination)
                if state.destination.section != state.source.section { updateContentSize() }
            }
            View.animate(withDuration: 0.2) { self.layoutRows() }
        default:
            break
        }
    }

    /// The place a dragged row whose middle is at `y` would drop into: the row under it in
    /// any section, or over a section's header, its first place, and over its footer (or an
    /// empty section's header), its end.
    private func reorderDestination(at y: Double, state: ReorderState) -> IndexPath {
        if let row = indexPathForRow(at: Point(x: 1, y: y)) { return row }
        guard let s = sections.indices.last(where: { rect(forSection: $0).minY <= y }) else { return state.destination }
        let info = sections[s]
        // In its own section the row takes one of the places there are; elsewhere one more.
        let end = s == state.source.section ? info.rowCount - 1 : info.rowCount
        let overHeader = y < rect(forSection: s).minY + info.headerHeight
        return IndexPath(row: overHeader ? 0 : Swift.max(0, end), section: s)
    }

    /// Moves a row's height, cell and selection as a reorder or a move update does, within its
    /// section or into another.
    func moveRowInModel(from source: IndexPath, to destination: IndexPath) {
        guard source.section != destination.section else { return moveRowInSection(from: source, to: destination) }
        guard let gs = globalIndex(source), sections.indices.contains(destination.section),
            destination.row >= 0, destination.row <= sections[destination.section].rowCount
        else { return }
        var list = heights.heights
        var measured = heights.measured
        let h = list.remove(at: gs)
        let m = measured.remove(at: gs)
        sections[source.section].rowCount -= 1
        sections[destination.section].rowCount += 1
        var first = 0
        for s in sections.indices {
            sections[s].firstRow = first
            first += sections[s].rowCount
        }
        let gd = sections[destination.section].firstRow + destination.row
        list.insert(h, at: gd)
        measured.insert(m, at: gd)
        heights = RowHeightIndex(heights: list, measured: measured)
        func moved(_ p: IndexPath) -> IndexPath {
            if p == source { return destination }
            if p.section == source.section, p.row > source.row { return IndexPath(row: p.row - 1, section: p.section) }
            if p.section == destination.section, p.row >= destination.row { return IndexPath(row: p.row + 1, section: p.section) }
            return p
        }
        var newVisible: [IndexPath: TableViewCell] = [:]
        for (p, c) in visible { newVisible[moved(p)] = c }
        visible = newVisible
        selectedPaths = Set(selectedPaths.map(moved))
    }

    private func moveRowInSection(from source: IndexPath, to destination: IndexPath) {
        guard let gs = globalIndex(source), let gd = globalIndex(destination) else { return }
        var list = heights.heights
        var measured = heights.measured
        list.insert(list.remove(at: gs), at: gd)
        measured.insert(measured.remove(at: gs), at: gd)
        heights = RowHeightIndex(heights: list, measured: measured)
        func moved(_ p: IndexPath) -> IndexPath {
            guard p.section == source.section else { return p }
            if p == source { return destination }
            if source.row < p.row, p.row <= destination.row {
                return IndexPath(row: p.row - 1, section: p.section)
            }
            if destination.row <= p.row, p.row < source.row {
                return IndexPath(row: p.row + 1, section: p.section)
            }
            return p
        }
        var newVisible: [IndexPath: TableViewCell] = [:]
        for (p, c) in visible { newVisible[moved(p)] = c }
        visible = newVisible
        selectedPaths = Set(selectedPaths.map(moved))
    }
}
