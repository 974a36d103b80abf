import Foundation
import RKGeometry
import RKHosts

@testable import RKViews

/// A data source over an array of sections of strings, which logs what the table asks and tells.
@MainActor
final class ListSource: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var titles: [String?] = []
    var log: [String] = []
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var primary: [IndexPath] = []
    var displayed = 0
    var ended = 0
    var trailing: ((IndexPath) -> SwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> SwipeActionsConfiguration?)?
    var heights: ((IndexPath) -> Double)?
    var indexTitles: [String]?
    var style: TableViewCell.CellStyle = .default

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        log.append("commit \(indexPath)")
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
    func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        log.append("move \(sourceIndexPath) \(destinationIndexPath)")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        heights?(indexPath) ?? tableView.rowHeight
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        deselected.append(indexPath)
    }
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        primary.append(indexPath)
    }
    func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) { displayed += 1 }
    func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) { ended += 1 }
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        trailing?(indexPath)
    }
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        leading?(indexPath)
    }
}

/// A 320x480 window filled by a table over `source`, laid out and drawn once.
@MainActor
func makeTable(_ source: ListSource, style: TableView.Style = .plain) throws -> (
    HeadlessHost, TableView
) {
    let h = try HeadlessHost(size: Size(width: 320, height: 480))
    let t = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480), style: style)
    t.register(TableViewCell.self, forCellReuseIdentifier: "row")
    t.dataSource = source
    t.delegate = source
    h.window.addSubview(t)
    h.renderFrame()
    return (h, t)
}

/// `count` rows named "Row 0", "Row 1"...
func rows(_ count: Int, prefix: String = "Row") -> [String] {
    (0..<count).map { "\(prefix) \($0)" }
}
