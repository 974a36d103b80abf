import Foundation
import RKGeometry

/// Decides a ``TableView``'s heights, header and footer views, selection, swipe actions and
/// editing styles, and hears about rows showing and hiding (UITableViewDelegate). It is also
/// the table's ``ScrollViewDelegate``: set it with `tableView.delegate = self`.
///
/// Every method has UIKit's default. The methods are spelt exactly as UIKit's Swift names: a
/// misspelt optional method would compile and never be called.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row's height: ``TableView/rowHeight`` by default; ``TableView/automaticDimension``
    /// sizes the row from its cell.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// A guess at a row's height, used until the row first shows (``TableView/estimatedRowHeight``
    /// by default); it lets a huge table open without measuring every row.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double
    /// A custom header view for a section (nil: the title, if any, in the standard header).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A custom footer view for a section (nil: the title, if any, in the standard footer).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A section header's height (``TableView/sectionHeaderHeight`` by default).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// A section footer's height (``TableView/sectionFooterHeight`` by default).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// Whether a touch on a row highlights it (true by default).
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row the user is about to select: return it, another, or nil to select nothing.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row the user is about to deselect: return it, another, or nil to keep it.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected a row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The user deselected a row (or selecting another deselected it).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// Return was pressed on the selected row (the row's primary action).
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath)
    /// A cell is about to show a row.
    func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell stopped showing a row (it scrolled away or the row was removed).
    func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The actions a swipe from the leading edge reveals (nil for none).
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge reveals (nil for none).
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// The editing control a row shows while the table edits (``TableViewCell/EditingStyle/delete`` by default).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
        -> TableViewCell.EditingStyle
    /// The info button of a row's accessory was tapped.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// The menu a right click (or the Menu key) on a row opens; nil (the default) for none.
    /// `point` is in the table's coordinates.
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: Point) -> ContextMenuConfiguration?
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: Point) -> ContextMenuConfiguration? {
        nil
    }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        tableView.rowHeight
    }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
        -> Double
    {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        nil
    }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        nil
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        true
    }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
        -> IndexPath?
    { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
    }
    public func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    )
        -> SwipeActionsConfiguration?
    { nil }
    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    )
        -> SwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
        -> TableViewCell.EditingStyle
    { .delete }
    public func tableView(
        _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {}
}
