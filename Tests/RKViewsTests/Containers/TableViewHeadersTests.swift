import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// A source whose sections have footer titles, or custom header and footer views from the
/// delegate, and rows with an info button.
@MainActor
final class ExtrasSource: TableViewDataSource, TableViewDelegate {
    var footers: [String?] = []
    var headerView: ((Int) -> View?)?
    var footerView: ((Int) -> View?)?
    var headerHeight: Double?
    var infoTaps: [IndexPath] = []
    var selected: [IndexPath] = []

    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .detailButton
        return cell
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        footers.indices.contains(section) ? footers[section] : nil
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { headerView?(section) }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { footerView?(section) }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        headerHeight ?? tableView.sectionHeaderHeight
    }
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        infoTaps.append(indexPath)
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// Section footers with titles, header and footer views from the delegate, and the info
/// button accessory, as UIKit tables have them.
@MainActor
@Suite(.serialized) struct TableViewHeadersTests {
    func makeTable(_ source: ExtrasSource, style: TableView.Style) throws -> (HeadlessHost, TableView) {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let t = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480), style: style)
        t.register(TableViewCell.self, forCellReuseIdentifier: "row")
        t.dataSource = source
        t.delegate = source
        h.window.addSubview(t)
        h.renderFrame()
        return (h, t)
    }

    func footerTexts(_ t: TableView) -> [String] {
        t.subviews.compactMap { ($0 as? TableViewHeaderFooterView)?.textLabel?.text }
    }

    @Test func footerTitlesShowUnderTheirSectionsAndWrap() throws {
        let source = ExtrasSource()
        let long = "Silent mode mutes ringtones and alerts, but not the alarms you set in the clock"
        source.footers = ["Short note", long]
        let (_, t) = try makeTable(source, style: .insetGrouped)
        #expect(footerTexts(t).sorted() == [long, "Short note"].sorted())
        let short = t.rectForFooter(inSection: 0), wrapped = t.rectForFooter(inSection: 1)
        #expect(short.minY == t.rectForRow(at: IndexPath(row: 1, section: 0)).maxY)
        #expect(short.height >= 36 && wrapped.height > short.height)
        let view = try #require(t.subviews.first { ($0 as? TableViewHeaderFooterView)?.textLabel?.text == long })
        #expect(view.frame == wrapped)
    }

    @Test func headerAndFooterViewsComeFromTheDelegate() throws {
        let source = ExtrasSource()
        source.headerHeight = 60
        source.headerView = { section in
            let v = View()
            v.tag = 100 + section
            return v
        }
        source.footerView = { section in
            let v = View(frame: Rect(x: 0, y: 0, width: 320, height: 24))
            v.tag = 200 + section
            return v
        }
        let (_, t) = try makeTable(source, style: .plain)
        let header = try #require(t.viewWithTag(101))
        #expect(header.frame == t.rectForHeader(inSection: 1) && header.frame.height == 60)
        let footer = try #require(t.viewWithTag(200))
        #expect(footer.frame.height == 24 && footer.frame.minY == t.rectForRow(at: IndexPath(row: 1, section: 0)).maxY)
    }

    /// A header view laid out with constraints, as UIKit apps write them, takes the height its
    /// constraints give it at the table's width, as self-sizing rows do.
    @Test func aHeaderViewMadeWithConstraintsSizesItself() throws {
        let source = ExtrasSource()
        source.headerView = { _ in
            let v = View()
            let title = Label(text: "Breakfast", font: .system(size: 20))
            title.translatesAutoresizingMaskIntoConstraints = false
            v.addSubview(title)
            LayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 16),
                title.topAnchor.constraint(equalTo: v.topAnchor, constant: 12),
                title.bottomAnchor.constraint(equalTo: v.bottomAnchor, constant: -8),
            ])
            return v
        }
        let (_, t) = try makeTable(source, style: .plain)
        let expected = (Label(text: "Breakfast", font: .system(size: 20)).intrinsicContentSize.height + 20).rounded(.up)
        #expect(abs(t.rectForHeader(inSection: 0).height - expected) <= 1)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).minY == t.rectForHeader(inSection: 0).maxY)
    }

    @Test func theInfoButtonTellsTheDelegateAndDoesNotSelect() throws {
        let source = ExtrasSource()
        let (h, t) = try makeTable(source, style: .plain)
        let row = t.rectForRow(at: IndexPath(row: 1, section: 0))
        h.tap(at: Point(x: row.maxX - 26, y: row.midY))
        #expect(source.infoTaps == [IndexPath(row: 1, section: 0)])
        #expect(source.selected.isEmpty)
        h.tap(at: Point(x: 60, y: row.midY))
        #expect(source.selected == [IndexPath(row: 1, section: 0)])
        #expect(source.infoTaps.count == 1)
    }
}
