import Foundation

extension TableView {
    /// The arrow keys move the keyboard focus from row to row (the focus ring goes round the
    /// focused row) and scroll it into view; Return or Space selects the focused row, as a tap
    /// would, and performs its primary action. With ``selectionFollowsFocus`` the arrows move
    /// the selection itself (the delegate hears each step). Escape deselects. Other keys go up
    /// the responder chain.
    func tablePressesBegan(_ presses: Set<Press>, with event: PressesEvent) -> Bool {
        guard let press = presses.first else { return false }
        switch press.key.code {
        case .down, .up:
            let step = press.key.code == .down ? 1 : -1
            if selectionFollowsFocus {
                moveSelection(by: step)
                focusedRowPath = indexPathForSelectedRow
                window?.updateFocusRing()
            } else {
                moveFocus(by: step)
            }
        case .return, .keypadEnter, .space:
            if !selectionFollowsFocus, let p = indexPathForFocusedRow {
                if !selectedPaths.contains(p) || allowsMultipleSelection { userSelect(p) }
                tableDelegate?.tableView(self, performPrimaryActionForRowAt: p)
            } else if let p = indexPathForSelectedRow {
                tableDelegate?.tableView(self, performPrimaryActionForRowAt: p)
            } else if press.key.code == .space {
                return false
            } else if selectionFollowsFocus {
                moveSelection(by: 1)
            } else {
                moveFocus(by: 1)
            }
        case .escape where !selectedPaths.isEmpty:
            for p in selectedPaths.sorted() { userDeselect(p) }
        default:
            return false
        }
        return true
    }

    /// The row the arrow keys have reached while ``selectionFollowsFocus`` is off (nil before
    /// the first arrow, or once the row is gone); the focus ring goes round it while the table
    /// has the keyboard focus.
    public var indexPathForFocusedRow: IndexPath? {
        guard let p = focusedRowPath, globalIndex(p) != nil else { return nil }
        return p
    }

    /// Moves the focus `step` rows on (the first or last row when none is focused, the
    /// selected one's neighbour when a row is selected), across sections.
    func moveFocus(by step: Int) {
        reloadIfNeeded()
        let total = heights.count
        guard total > 0 else { return }
        let from = indexPathForFocusedRow ?? indexPathForSelectedRow
        var g: Int
        if let p = from, let current = globalIndex(p) {
            g = indexPathForFocusedRow == nil ? current : Swift.min(Swift.max(0, current + step), total - 1)
        } else {
            g = step > 0 ? 0 : total - 1
        }
        guard let s = section(containingGlobal: g) else { return }
        let path = IndexPath(row: g - sections[s].firstRow, section: s)
        focusedRowPath = path
        scrollToRow(at: path, at: .none, animated: false)
        layoutIfNeeded()
        window?.updateFocusRing()
    }

    /// Selects the row `step` rows after (or before) the selected one, across sections; the
    /// first row when none is selected. Rows the delegate will not select (a row holding a
    /// switch) are passed over, so the keys never stop at one.
    func moveSelection(by step: Int) {
        reloadIfNeeded()
        let total = heights.count
        guard total > 0 else { return }
        var g: Int
        let before = indexPathForSelectedRow
        if let p = before, let current = globalIndex(p) {
            g = Swift.min(Swift.max(0, current + step), total - 1)
            if g == current { return }
        } else {
            g = step > 0 ? 0 : total - 1
        }
        while g >= 0, g < total, let s = section(containingGlobal: g) {
            let path = IndexPath(row: g - sections[s].firstRow, section: s)
            userSelect(path)
            if indexPathForSelectedRow != before {
                scrollToRow(at: path, at: .none, animated: false)
                return
            }
            g += step > 0 ? 1 : -1
        }
    }
}
