import Foundation

extension TableView {
    /// The arrow keys move the selection (the delegate hears it, as a selection that follows
    /// focus) and scroll it into view; Return performs the selected row's primary action;
    /// Escape deselects. Other keys go up the responder chain.
    func tablePressesBegan(_ presses: Set<Press>, with event: PressesEvent) -> Bool {
        guard let press = presses.first else { return false }
        switch press.key.code {
        case .down, .up:
            moveSelection(by: press.key.code == .down ? 1 : -1)
        case .return, .keypadEnter:
            if let p = indexPathForSelectedRow {
                tableDelegate?.tableView(self, performPrimaryActionForRowAt: p)
            } else {
                moveSelection(by: 1)
            }
        case .escape where !selectedPaths.isEmpty:
            for p in selectedPaths.sorted() { userDeselect(p) }
        default:
            return false
        }
        return true
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
