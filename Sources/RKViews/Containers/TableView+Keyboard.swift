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

    /// Selects the row `step` rows after (or before) the selected one, across sections,
    /// skipping nothing; the first row when none is selected.
    func moveSelection(by step: Int) {
        reloadIfNeeded()
        let total = heights.count
        guard total > 0 else { return }
        var g: Int
        if let p = indexPathForSelectedRow, let current = globalIndex(p) {
            g = Swift.min(Swift.max(0, current + step), total - 1)
            if g == current { return }
        } else {
            g = step > 0 ? 0 : total - 1
        }
        guard let s = section(containingGlobal: g) else { return }
        let path = IndexPath(row: g - sections[s].firstRow, section: s)
        userSelect(path)
        scrollToRow(at: path, at: .none, animated: false)
    }
}
