import Foundation

/// Supplies a ``TableView``'s sections, rows and cells, and applies edits made in the table
/// (UITableViewDataSource). Only ``tableView(_:numberOfRowsInSection:)`` and
/// ``tableView(_:cellForRowAt:)`` are required; the others have UIKit's defaults.
///
/// The methods are spelt exactly as UIKit's Swift names: a misspelt optional method would
/// compile and never be called, so copy the names from here.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of a section's header (nil for none).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer (nil for none).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// The titles of the section index on the trailing edge (nil for no index).
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section a section index title jumps to (the title's position by default).
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int)
        -> Int
    /// Whether a row can be edited: deleted, or shows editing controls (true by default).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether a row shows a reorder control while editing (true by default; the cell's
    /// ``TableViewCell/showsReorderControl`` must be on too).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed deleting a row (or tapped an insert control): update the model, then
    /// call ``TableView/deleteRows(at:with:)`` (or insert).
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath)
    /// The user dragged a row to another place: the table already shows it there; update the
    /// model to match.
    func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    )
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        nil
    }
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    public func tableView(
        _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { index }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
