import RKViews

// Keyboard focus as the bridge reads it: the window's focused view (Tab's), else its first
// responder (a text field being edited that focus has not reached, a custom responder).

/// The view that has the keyboard focus in `window`, if any.
@MainActor
func focusedView(in window: Window) -> View? {
    window.focusedView ?? window.firstResponderInWindow
}

/// Whether `view` has the keyboard focus of its window.
@MainActor
func isFocused(_ view: View) -> Bool {
    guard let window = view.window else { return false }
    return focusedView(in: window) === view
}

/// Whether `view` shows the keyboard focus to a screen reader. A focused list with a selected row
/// on screen passes it to that row, whose selection the arrow keys move: the screen reader
/// follows the row, as it follows a GTK list view's focused row.
@MainActor
func hasFocus(_ view: View) -> Bool {
    if let cell = view as? TableViewCell, let table = cell.superview as? TableView {
        return isFocused(table) && focusedRow(in: table) === cell
    }
    if let cell = view as? CollectionViewCell, let collection = cell.superview as? CollectionView {
        return isFocused(collection) && focusedRow(in: collection) === cell
    }
    if view is TableView || view is CollectionView, focusedRow(in: view) != nil { return false }
    return isFocused(view)
}

/// The row on screen a focused list passes its focus to: the row the arrow keys reached, else
/// its (first) selected row.
@MainActor
func focusedRow(in list: View) -> View? {
    if let table = list as? TableView {
        return (table.indexPathForFocusedRow ?? table.indexPathForSelectedRow).flatMap { table.cellForRow(at: $0) }
    }
    if let collection = list as? CollectionView {
        return collection.indexPathsForSelectedItems?.first.flatMap { collection.cellForItem(at: $0) }
    }
    return nil
}
