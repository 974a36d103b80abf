extension TableView {
    /// What activating a row's cell with a screen reader does: what a tap on the row does
    /// (selects it, or toggles it with ``allowsMultipleSelection``, the delegate asked and told).
    /// False when the cell shows no row or the table takes no selection now.
    func activateForAccessibility(_ cell: TableViewCell) -> Bool {
        guard let path = indexPath(for: cell), allowsSelection, !isEditing || allowsSelectionDuringEditing else {
            return false
        }
        userSelect(path)
        return true
    }
}
