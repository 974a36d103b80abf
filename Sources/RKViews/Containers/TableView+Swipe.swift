import Foundation
import RKGeometry

/// The row a swipe is on and how far it is open.
struct SwipeState {
    /// The row whose actions are showing (or being dragged open).
    var path: IndexPath?
    /// The configurations for the row's two sides, read when the swipe began.
    var leading: SwipeActionsConfiguration?
    var trailing: SwipeActionsConfiguration?
    /// The cell's offset when the drag began.
    var startOffset = 0.0
    /// The side whose buttons are made: -1 trailing, 1 leading, 0 none.
    var side = 0
}

/// Decides when the table's swipe recognizer may begin: a mostly sideways drag on a row with
/// actions that way.
@MainActor
final class TableGestureArbiter: GestureRecognizerDelegate {
    weak var table: TableView?

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let table, let pan = recognizer as? PanGestureRecognizer else { return false }
        return table.swipeShouldBegin(pan)
    }
}

extension TableView {
    /// The width of a full swipe: past this share of the row, releasing performs the first action.
    static let fullSwipeFraction = 0.6

    func swipeShouldBegin(_ pan: PanGestureRecognizer) -> Bool {
        guard !isDragging, reorder == nil else { return false }
        let t = pan.translation(in: self)
        guard Swift.abs(t.x) > Swift.abs(t.y) else { return false }
        let start = Point(x: pan.location(in: self).x - t.x, y: pan.location(in: self).y - t.y)
        guard let path = indexPathForRow(at: start), visible[path] != nil else { return false }
        let d = tableDelegate
        if swipe.path == path { return true }
        var leading = d?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        var trailing = d?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
        if isEditing {
            leading = nil
            trailing = nil
        }
        if leading?.actions.isEmpty ?? true { leading = nil }
        if trailing?.actions.isEmpty ?? true { trailing = nil }
        // From here on "trailing" is the right side: right to left, the leading actions are there.
        if isRightToLeft { swap(&leading, &trailing) }
        guard t.x < 0 ? trailing != nil : leading != nil else {
            // Swiping an open row back closes it.
            return false
        }
        if swipe.path != nil { closeSwipe(animated: true) }
        swipe = SwipeState(path: path, leading: leading, trailing: trailing, startOffset: 0, side: 0)
        return true
    }

    func handleSwipe(_ pan: PanGestureRecognizer) {
        guard let path = swipe.path, let cell = visible[path] else { return }
        let t = pan.translation(in: self).x
        switch pan.state {
        case .began:
            swipe.startOffset = cell.swipeOffset
            trackedTouchPath.map { visible[$0]?.setHighlighted(false, animated: false) }
            trackedTouchPath = nil
            updateSwipe(cell, offset: swipe.startOffset + t)
        case .changed:
            updateSwipe(cell, offset: swipe.startOffset + t)
        case .ended:
            endSwipe(cell, velocity: pan.velocity(in: self).x)
        case .cancelled, .failed:
            closeSwipe(animated: true)
        default:
            break
        }
    }

    /// Slides the row to `offset`, making the buttons of the side it opens.
    private func updateSwipe(_ cell: TableViewCell, offset raw: Double) {
        var offset = raw
        if swipe.trailing == nil { offset = Swift.max(0, offset) }
        if swipe.leading == nil { offset = Swift.min(0, offset) }
        offset = Swift.min(Swift.max(offset, -cell.bounds.width), cell.bounds.width)
        let side = offset < 0 ? -1 : offset > 0 ? 1 : 0
        if side != swipe.side {
            cell.removeSwipeButtons()
            swipe.side = side
            if let config = side < 0 ? swipe.trailing : side > 0 ? swipe.leading : nil {
                for action in config.actions { addSwipeButton(action, to: cell) }
            }
        }
        cell.swipeOffset = offset
    }

    private func addSwipeButton(_ action: ContextualAction, to cell: TableViewCell) {
        let b = TableViewSwipeButton(action: action)
        b.onTap = { [weak self, weak cell] button in
            guard let self, let cell else { return }
            self.perform(button.action, in: cell, from: button)
        }
        cell.addSubview(b)
        cell.swipeButtons.append(b)
    }

    private func endSwipe(_ cell: TableViewCell, velocity: Double) {
        let offset = cell.swipeOffset
        let config = offset < 0 ? swipe.trailing : swipe.leading
        let natural = cell.swipeButtons.reduce(0) { $0 + $1.naturalWidth }
        if let config, config.performsFirstActionWithFullSwipe, let first = config.actions.first,
            Swift.abs(offset) > cell.bounds.width * TableView.fullSwipeFraction
        {
            View.animate(withDuration: 0.2) {
                cell.swipeOffset = offset < 0 ? -cell.bounds.width : cell.bounds.width
            }
            perform(first, in: cell, from: cell.swipeButtons.first ?? cell)
            return
        }
        // A flick the way it opened opens it; otherwise more than half shown stays open.
        let opens =
            Swift.abs(offset) > natural / 2 && !(velocity * offset < 0 && Swift.abs(velocity) > 300)
            || (velocity * offset > 0 && Swift.abs(velocity) > 300)
        if opens, natural > 0 {
            View.animate(withDuration: 0.25) { cell.swipeOffset = offset < 0 ? -natural : natural }
        } else {
            closeSwipe(animated: true)
        }
    }

    /// Runs an action's handler; its completion closes the row's actions.
    func perform(_ action: ContextualAction, in cell: TableViewCell, from source: View) {
        action.handler(action, source) { [weak self, weak cell] _ in
            guard let self, let cell else { return }
            if self.indexPath(for: cell) == self.swipe.path {
                self.closeSwipe(animated: true)
            } else {
                // The row went away (the action deleted it): its cell is reused clean.
                cell.swipeOffset = 0
                cell.removeSwipeButtons()
                if self.swipe.path != nil, self.visible[self.swipe.path!] == nil {
                    self.swipe = SwipeState()
                }
            }
        }
    }

    /// Slides an open row's actions closed.
    func closeSwipe(animated: Bool) {
        guard let path = swipe.path else { return }
        swipe = SwipeState()
        guard let cell = visible[path] else { return }
        if animated {
            View.animate(
                withDuration: 0.25, animations: { cell.swipeOffset = 0 },
                completion: { [weak cell] _ in
                    if cell?.swipeOffset == 0 { cell?.removeSwipeButtons() }
                })
        } else {
            cell.swipeOffset = 0
            cell.removeSwipeButtons()
        }
    }

    /// The row whose swipe actions are showing, if any.
    public var indexPathForSwipedRow: IndexPath? { swipe.path }

    /// In editing mode, the delete control opens a Delete button; confirming it commits.
    func showDeleteConfirmation(at path: IndexPath) {
        guard let cell = visible[path] else { return }
        if swipe.path != nil { closeSwipe(animated: false) }
        let delete = ContextualAction(style: .destructive, title: localized("Delete")) { [weak self] _, _, done in
            guard let self, let p = self.indexPath(for: cell) else { return done(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: p)
            done(true)
        }
        // The Delete button opens on the trailing side: the left, right to left.
        let side = isRightToLeft ? 1.0 : -1
        let config = SwipeActionsConfiguration(actions: [delete])
        swipe = SwipeState(
            path: path, leading: side > 0 ? config : nil, trailing: side < 0 ? config : nil,
            startOffset: 0, side: 0)
        updateSwipe(cell, offset: side)
        let natural = cell.swipeButtons.reduce(0) { $0 + $1.naturalWidth }
        View.animate(withDuration: 0.25) { cell.swipeOffset = side * natural }
    }
}
