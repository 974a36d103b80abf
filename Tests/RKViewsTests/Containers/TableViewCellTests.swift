import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// A cell laid out the way UIKit apps write them: a title and a wrapping body pinned to the
/// content view's margins, and a swatch of a fixed height in between.
@MainActor
final class NoteCell: TableViewCell {
    let title = Label()
    let swatch = View()
    let body = Label()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        for v in [title, swatch, body] {
            v.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(v)
        }
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            swatch.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            swatch.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            swatch.widthAnchor.constraint(equalToConstant: 20),
            swatch.heightAnchor.constraint(equalToConstant: 30),
            body.topAnchor.constraint(equalTo: swatch.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }
}

/// Notes of a few words or many, in self-sizing rows.
@MainActor
final class NoteSource: TableViewDataSource {
    var notes: [String]
    init(_ notes: [String]) { self.notes = notes }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.title.text = "Note \(indexPath.row)"
        cell.body.text = notes[indexPath.row]
        return cell
    }
}

@MainActor
@Suite(.serialized) struct TableViewCellTests {
    static let long = Array(repeating: "Whisk the eggs with the sugar until pale.", count: 4).joined(separator: " ")

    @Test func rowsSizeThemselvesFromTheirContentViewsConstraints() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 60
        let source = NoteSource(["Short.", TableViewCellTests.long])
        table.dataSource = source
        h.window.addSubview(table)
        h.renderFrame()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        // The content view spans the row less the 16-point side margins: 288 points of text.
        let line = cell.title.sizeThatFits(Size(width: 288, height: .infinity)).height
        let shortBody = cell.body.sizeThatFits(Size(width: 288, height: .infinity)).height
        // 11 margin, title, 4, the 30-point swatch, 4, body, 11 margin.
        let first = (11 + line + 4 + 30 + 4 + shortBody + 11).rounded(.up)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == first)
        let longCell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        let longBody = longCell.body.sizeThatFits(Size(width: 288, height: .infinity)).height
        #expect(longBody > 2.5 * shortBody)  // it wraps over three lines or more
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(second.minY == first)
        #expect(second.height == (11 + line + 4 + 30 + 4 + longBody + 11).rounded(.up))
        // The window's own pass places the content where the measure did.
        h.renderFrame()
        #expect(longCell.body.frame == Rect(x: 16, y: 11 + line + 38, width: 288, height: longBody))
        #expect(longCell.swatch.frame == Rect(x: 16, y: 11 + line + 4, width: 20, height: 30))
    }

    @Test func anAccessoryNarrowsTheWidthTheContentIsMeasuredAt() throws {
        let cell = NoteCell(style: .default, reuseIdentifier: nil)
        cell.body.text = TableViewCellTests.long
        let plain = cell.selfSizingHeight(width: 320)
        cell.accessoryType = .disclosureIndicator  // 34 points off the content view
        let narrower = cell.selfSizingHeight(width: 320)
        let at288 = cell.body.sizeThatFits(Size(width: 288, height: .infinity)).height
        let at254 = cell.body.sizeThatFits(Size(width: 254, height: .infinity)).height
        #expect(narrower - plain == at254 - at288)
    }

    @Test func cellsWithoutConstraintsStillUseSizeThatFits() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "One line"
        #expect(cell.selfSizingHeight(width: 320) == cell.sizeThatFits(Size(width: 320, height: .infinity)).height)
        #expect(cell.selfSizingHeight(width: 320) == 44)
    }
}
