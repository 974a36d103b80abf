import Foundation
import RKGeometry
import RKHosts
import RKLayers
import RKMainLoop
import Testing

@testable import RKViews

/// A data source of a million rows whose text is made on demand.
@MainActor
final class MillionSource: TableViewDataSource {
    var count: Int
    var asked = 0
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        asked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
@Suite(.serialized) struct TableViewTests {
    /// A table with section headers settles in one layout pass: keeping its headers in front
    /// used to mark it for layout again, 100 passes a frame and a log line, in every app that
    /// showed a grouped table.
    @Test func aTableWithHeadersSettlesInOnePass() throws {
        let source = ListSource([rows(3), rows(2)])
        source.titles = ["General", "More"]
        for style in [TableView.Style.plain, .grouped, .insetGrouped] {
            let lines = try RecipeLog.capturingLines {
                let (h, _) = try makeTable(source, style: style)
                h.renderFrame()
                #expect(!h.eventLoop.needsFrames, "\(style)")
            }
            #expect(!lines.contains { $0.contains("did not settle") }, "\(style): \(lines)")
        }
    }

    @Test func indexPathsOrderBySectionThenRow() {
        let paths = [
            IndexPath(row: 3, section: 1), IndexPath(row: 9, section: 0), IndexPath(row: 0, section: 1),
        ]
        #expect(
            paths.sorted() == [
                IndexPath(row: 9, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 3, section: 1),
            ])
        #expect(IndexPath(item: 4, section: 2).row == 4)
        #expect(IndexPath(row: 1, section: 2).description == "[2, 1]")
    }

    @Test func rowHeightIndexMatchesANaiveSum() {
        var rng = SeededRandomNumberGenerator(seed: 7)
        let heights = (0..<500).map { _ in Double(Int.random(in: 1...80, using: &rng)) }
        var index = RowHeightIndex(heights: heights)
        var naive = heights
        for _ in 0..<200 {
            let i = Int.random(in: 0..<500, using: &rng)
            let h = Double(Int.random(in: 1...80, using: &rng))
            naive[i] = h
            index.setHeight(h, at: i)
        }
        var sum = 0.0
        for i in 0..<500 {
            #expect(index.prefix(i) == sum)
            #expect(index.index(containing: sum) == i)
            #expect(index.index(containing: sum + naive[i] - 0.5) == i)
            sum += naive[i]
        }
        #expect(index.total == sum)
        #expect(index.index(containing: sum + 100) == 499)
    }

    @Test func aMillionRowsHoldOnlyTheVisibleCells() throws {
        let source = MillionSource(count: 1_000_000)
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let t = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        t.register(TableViewCell.self, forCellReuseIdentifier: "row")
        t.dataSource = source
        h.window.addSubview(t)
        h.renderFrame()
        #expect(t.contentSize.height == 44_000_000)
        #expect(t.visibleCells.count == 11)  // 480 / 44 = 10.9 rows
        #expect(t.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 0))
        // Scroll through the table: far down, then step by step.
        t.contentOffset = Point(x: 0, y: 22_000_000)
        h.renderFrame()
        #expect(t.indexPathsForVisibleRows.first == IndexPath(row: 500_000, section: 0))
        #expect(t.cellForRow(at: IndexPath(row: 500_000, section: 0))?.textLabel?.text == "Row 500000")
        for _ in 0..<100 {
            t.contentOffset.y += 7
            h.renderFrame()
        }
        #expect(t.createdCellCount <= 13)
        #expect(t.subviews.filter { $0 is TableViewCell }.count <= 13)
        #expect(
            t.rectForRow(at: IndexPath(row: 999_999, section: 0))
                == Rect(x: 0, y: 43_999_956, width: 320, height: 44))
        #expect(
            t.indexPathForRow(at: Point(x: 10, y: 43_999_960)) == IndexPath(row: 999_999, section: 0))
        #expect(t.visibleCells.allSatisfy { t.bounds.intersects($0.frame) })
    }

    @Test func aBatchUpdateInAMillionRows() throws {
        let source = MillionSource(count: 1_000_000)
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let t = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        t.register(TableViewCell.self, forCellReuseIdentifier: "row")
        t.dataSource = source
        h.window.addSubview(t)
        h.renderFrame()
        let second = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
        source.count -= 1
        t.performBatchUpdates {
            t.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 500_000, section: 0)], with: .fade)
            t.insertRows(at: [IndexPath(row: 999_998, section: 0)], with: .fade)
        }
        h.run(for: 0.5)
        #expect(t.numberOfRows(inSection: 0) == 999_999)
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
        #expect(t.contentSize.height == 999_999 * 44)
        #expect(t.createdCellCount <= 13)
    }

    @Test func selfSizingRowsTakeTheirCellsHeight() throws {
        let long =
            "A long text that needs several lines to be read in full, because it keeps going on and on, "
            + "far beyond the width of a single row of this table."
        let source = ListSource([["Short", long, "Short again"]])
        let (h, t) = try makeTable(source)
        t.rowHeight = TableView.automaticDimension
        t.reloadData()
        t.visibleCells.forEach { $0.textLabel?.numberOfLines = 0 }
        // The labels wrap only once they know they may: reload so cells are measured wrapped.
        final class Wrapping: TableViewCell {
            required init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                textLabel?.numberOfLines = 0
            }
        }
        t.register(Wrapping.self, forCellReuseIdentifier: "row")
        t.reloadData()
        t.reusePool = [:]
        h.renderFrame()
        let short = t.rectForRow(at: IndexPath(row: 0, section: 0))
        let tall = t.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(short.height == 44)
        #expect(tall.height > 60)
        #expect(t.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 44 + tall.height)
        #expect(t.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == tall)
    }

    @Test func estimatedHeightsGiveWayToRealOnesAsRowsShow() throws {
        let source = ListSource([rows(200)])
        source.heights = { _ in 30 }
        let (h, t) = try makeTable(source)
        t.estimatedRowHeight = 100
        h.renderFrame()
        // The rows in view were measured; the rest keep their estimates.
        let shown = t.visibleCells.count
        #expect(shown == 16)  // 480 / 30
        #expect(t.contentSize.height == Double(shown) * 30 + Double(200 - shown) * 100)
        #expect(t.rectForRow(at: IndexPath(row: 16, section: 0)).minY == 480)
    }

    @Test func aTapHighlightsOnTouchDownThenSelects() throws {
        let source = ListSource([rows(20)])
        let (h, t) = try makeTable(source)
        h.touchDown(at: Point(x: 100, y: 44 * 2 + 20))
        h.run(for: 0.2)  // past the scroll view's content delay
        let cell = try #require(t.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.isHighlighted)
        #expect(!cell.isSelected)
        h.touchUp(at: Point(x: 100, y: 44 * 2 + 20))
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(source.selected == [IndexPath(row: 2, section: 0)])
        #expect(t.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        // Single selection: another tap moves it.
        h.tap(at: Point(x: 100, y: 44 * 5 + 20))
        #expect(t.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        #expect(source.deselected == [IndexPath(row: 2, section: 0)])
        #expect(!cell.isSelected)
        t.deselectRow(at: IndexPath(row: 5, section: 0), animated: true)
        #expect(t.indexPathForSelectedRow == nil)
        #expect(source.deselected.count == 1)  // programmatic: the delegate is not told
    }

    @Test func aDragScrollsWithoutSelecting() throws {
        let source = ListSource([rows(50)])
        let (h, t) = try makeTable(source)
        h.drag(from: Point(x: 100, y: 400), to: Point(x: 100, y: 100), steps: 10, duration: 0.2)
        h.run(for: 2)
        #expect(t.contentOffset.y > 250)
        #expect(source.selected.isEmpty)
        #expect(t.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func multipleSelectionTogglesRows() throws {
        let source = ListSource([rows(20)])
        let (h, t) = try makeTable(source)
        t.allowsMultipleSelection = true
        h.tap(at: Point(x: 100, y: 20))
        h.tap(at: Point(x: 100, y: 44 * 3 + 20))
        #expect(
            t.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)])
        h.tap(at: Point(x: 100, y: 20))
        #expect(t.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(source.deselected == [IndexPath(row: 0, section: 0)])
        t.selectRow(at: IndexPath(row: 10, section: 0), animated: false, scrollPosition: .none)
        #expect(t.indexPathsForSelectedRows?.count == 2)
        #expect(source.selected.count == 2)  // programmatic selection does not call the delegate
    }

    @Test func arrowsMoveTheSelectionAndReturnActs() throws {
        let source = ListSource([rows(30)])
        let (h, t) = try makeTable(source)
        t.selectionFollowsFocus = true
        #expect(t.becomeFirstResponder())
        h.press(KeyboardKey(.down))
        h.press(KeyboardKey(.down))
        #expect(t.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        h.press(KeyboardKey(.up))
        #expect(t.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        h.press(.return)
        #expect(source.primary == [IndexPath(row: 0, section: 0)])
        for _ in 0..<15 { h.press(KeyboardKey(.down)) }
        #expect(t.indexPathForSelectedRow == IndexPath(row: 15, section: 0))
        // The selection was scrolled into view.
        #expect(t.bounds.contains(t.rectForRow(at: IndexPath(row: 15, section: 0)).origin))
        #expect(t.cellForRow(at: IndexPath(row: 15, section: 0))?.isSelected == true)
    }

    /// By default, as in UIKit, the arrows move the focus and select nothing: a settings list
    /// that opens a screen on selection can be browsed. Return or Space selects the focused row
    /// as a tap would, and the focus ring goes round that row.
    @Test func arrowsMoveTheFocusAndReturnSelects() throws {
        let source = ListSource([rows(30)])
        let (h, t) = try makeTable(source)
        #expect(!t.selectionFollowsFocus)
        #expect(t.becomeFirstResponder())
        #expect(h.window.setFocusedView(t))
        h.press(KeyboardKey(.down))
        h.press(KeyboardKey(.down))
        #expect(t.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        #expect(t.indexPathForSelectedRow == nil && source.selected.isEmpty)
        #expect(t.focusRingRect == t.rectForRow(at: IndexPath(row: 1, section: 0)))
        h.press(.return)
        #expect(source.selected == [IndexPath(row: 1, section: 0)])
        #expect(source.primary == [IndexPath(row: 1, section: 0)])
        h.press(KeyboardKey(.up))
        #expect(t.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        #expect(t.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        h.press(KeyboardKey(.space))
        #expect(source.selected == [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 0)])
        for _ in 0..<15 { h.press(KeyboardKey(.down)) }
        #expect(t.indexPathForFocusedRow == IndexPath(row: 15, section: 0))
        // The focused row was scrolled into view.
        #expect(t.bounds.contains(t.rectForRow(at: IndexPath(row: 15, section: 0)).origin))
        #expect(source.selected.count == 2)
    }

    @Test func plainHeadersStickToTheTop() throws {
        let source = ListSource([rows(10, prefix: "A"), rows(10, prefix: "B"), rows(10, prefix: "C")])
        source.titles = ["A", "B", "C"]
        let (h, t) = try makeTable(source)
        // Section 0: header 28 + 440 rows = 468; section 1 starts there.
        #expect(t.rect(forSection: 1).minY == 468)
        t.contentOffset = Point(x: 0, y: 100)
        h.renderFrame()
        #expect(t.headerView(forSection: 0)?.frame.minY == 100)  // pinned
        // Near the end of section 0, the next header pushes it up.
        t.contentOffset = Point(x: 0, y: 450)
        h.renderFrame()
        let pushed = try #require(t.headerView(forSection: 0)).frame.minY
        #expect(abs(pushed - (468 - 28)) < 1e-9, "\(pushed)")
        #expect(t.headerView(forSection: 1)?.frame.minY == 468)
        t.contentOffset = Point(x: 0, y: 600)
        h.renderFrame()
        #expect(t.headerView(forSection: 1)?.frame.minY == 600)
        #expect(t.headerView(forSection: 0) == nil)
        #expect((t.headerView(forSection: 1) as? TableViewHeaderFooterView)?.textLabel?.text == "B")
    }

    @Test func groupedSectionsScrollTheirHeadersAndRoundInsetCorners() throws {
        let source = ListSource([rows(3), rows(2)])
        source.titles = ["First", nil]
        let (h, t) = try makeTable(source, style: .insetGrouped)
        #expect(
            t.rectForRow(at: IndexPath(row: 0, section: 0)) == Rect(x: 16, y: 38, width: 288, height: 44))
        // 38 + 3 rows + 18 footer + 17 header.
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 38 + 132 + 18 + 17)
        t.contentOffset = Point(x: 0, y: 20)
        h.renderFrame()
        #expect(t.headerView(forSection: 0)?.frame.minY == 0)  // not pinned
        // The group's ends are rounded by masks on their outer corners only.
        let first = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.layer.mask is ShapeLayer)
        #expect(first.roundedEnds == TableViewCell.RoundedEnds(top: true, bottom: false, size: Size(width: 288, height: 44)))
        #expect(t.cellForRow(at: IndexPath(row: 1, section: 0))?.layer.mask == nil)
        #expect(t.cellForRow(at: IndexPath(row: 2, section: 0))?.roundedEnds?.bottom == true)
        #expect(t.cellForRow(at: IndexPath(row: 2, section: 0))?.separator.isHidden == true)
    }

    @Test func scrollToRowPlacesTheRow() throws {
        let source = ListSource([rows(100)])
        let (h, t) = try makeTable(source)
        t.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(t.contentOffset.y == 2200)
        t.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(t.contentOffset.y == 2244 - 480)
        t.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: true)
        h.run(for: 0.5)
        #expect(t.contentOffset.y == 2222 - 240)
        t.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(t.contentOffset.y == 4400 - 480)  // clamped to the content
        h.renderFrame()
        #expect(t.indexPathsForVisibleRows.last == IndexPath(row: 99, section: 0))
    }

    @Test func theSectionIndexJumpsToASection() throws {
        let source = ListSource((0..<5).map { rows(20, prefix: "S\($0)") })
        source.titles = ["A", "B", "C", "D", "E"]
        source.indexTitles = ["A", "B", "C", "D", "E"]
        let (h, t) = try makeTable(source)
        let index = try #require(t.indexView)
        #expect(index.frame.maxX == 320)
        // Titles are 16 points tall, centered: "D" is the fourth.
        let top = (480 - 5 * 16) / 2.0
        h.tap(at: Point(x: 312, y: top + 3 * 16 + 8))
        #expect(t.contentOffset.y == t.rect(forSection: 3).minY)
        #expect(t.indexPathsForVisibleRows.first?.section == 3)
    }

    @Test func prefetchingRunsAheadOfScrolling() throws {
        @MainActor final class Prefetcher: TableViewDataSourcePrefetching {
            var fetched: [IndexPath] = []
            var cancelled: [IndexPath] = []
            func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
                fetched += indexPaths
            }
            func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
                cancelled += indexPaths
            }
        }
        let source = ListSource([rows(200)])
        let (h, t) = try makeTable(source)
        let p = Prefetcher()
        t.prefetchDataSource = p
        t.contentOffset.y = 10
        h.renderFrame()
        #expect(p.fetched.first == IndexPath(row: 12, section: 0))  // rows 0 to 11 show
        #expect(p.fetched.count == 10)
        t.contentOffset.y = 5
        h.renderFrame()
        // Turning back cancels what was ahead, and fetches nothing above the first row.
        #expect(p.cancelled.count == 10)
    }

    @Test func anUnregisteredIdentifierAndBadUpdatesDoNotCrash() throws {
        let source = ListSource([rows(5)])
        let (h, t) = try makeTable(source)
        let cell = t.dequeueReusableCell(withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "nothing")
        // The model says 5 rows still, but the update says one was deleted.
        t.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        h.renderFrame()
        #expect(t.numberOfRows(inSection: 0) == 5)
        #expect(t.visibleCells.count == 5)
        t.scrollToRow(at: IndexPath(row: 40, section: 3), at: .top, animated: false)
        #expect(t.contentOffset == .zero)
    }

    @Test func cellStylesPlaceTheirLabels() throws {
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        #expect(text.frame.minX == 16)
        #expect(detail.frame.maxX == cell.contentView.bounds.width - 16)
        #expect(cell.contentView.frame.width == 320 - 34)  // the chevron's space
        #expect(TableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = Rect(x: 0, y: 0, width: 320, height: 60)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Subtitle"
        subtitle.layoutIfNeeded()
        #expect(subtitle.detailTextLabel!.frame.minY > subtitle.textLabel!.frame.maxY)
        let toggle = Switch()
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        #expect(toggle.frame.maxX == 320 - 16)
        #expect(cell.accessibilityLabel == "Wi-Fi, Home")
    }
}
