extension CollectionView {
    /// What activating an item's cell with a screen reader does: what a tap on the item does
    /// (selects it, or toggles it with ``allowsMultipleSelection``, the delegate asked and told).
    /// False when the cell shows no item or the collection takes no selection.
    func activateForAccessibility(_ cell: CollectionViewCell) -> Bool {
        guard let path = indexPath(for: cell), allowsSelection else { return false }
        userSelect(path)
        return true
    }
}
