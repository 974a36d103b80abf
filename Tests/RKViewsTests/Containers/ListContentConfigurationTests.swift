import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import Testing

@testable import RKViews

/// Content configurations fill cells as current UIKit code fills them: a cell's default
/// configuration, filled in and set, shows its texts and image where UIKit puts them, sizes the
/// row, names the cell for screen readers, and is updated in place when the cell is reused.
@MainActor
@Suite struct ListContentConfigurationTests {
    /// A laid-out content view of `configuration`, `width` wide and as tall as it asks.
    func laidOut(_ configuration: ListContentConfiguration, width: Double = 320) -> ListContentView {
        let view = ListContentView(configuration: configuration)
        let h = view.sizeThatFits(Size(width: width, height: .infinity)).height
        view.frame = Rect(x: 0, y: 0, width: width, height: h)
        view.layoutIfNeeded()
        return view
    }

    @Test func aSubtitleCellPutsTheSecondaryTextUnderTheText() {
        var c = ListContentConfiguration.subtitleCell()
        c.text = "Shakshuka"
        c.secondaryText = "25 minutes"
        let v = laidOut(c)
        let text = v.textLabelForTesting.frame, secondary = v.secondaryLabelForTesting.frame
        #expect(text.minX == 16 && secondary.minX == 16)
        #expect(secondary.minY >= text.maxY + 2 - 0.001)
        #expect(v.frame.height >= text.height + secondary.height + 2 + 22 - 0.001)
        #expect(v.secondaryLabelForTesting.font.pointSize < v.textLabelForTesting.font.pointSize)
    }

    @Test func aValueCellPutsTheSecondaryTextOnTheTrailingSide() {
        var c = ListContentConfiguration.valueCell()
        c.text = "Wi-Fi"
        c.secondaryText = "Home"
        let v = laidOut(c)
        let text = v.textLabelForTesting.frame, secondary = v.secondaryLabelForTesting.frame
        #expect(text.minX == 16)
        #expect(abs(secondary.maxX - (320 - 16)) < 0.5)
        #expect(secondary.minX > text.minX + 40)
        #expect(abs(secondary.midY - text.midY) < 1)
        #expect(v.frame.height == (text.height + 22).rounded(.up))
    }

    @Test func anImageComesBeforeTheTexts() throws {
        var c = ListContentConfiguration.cell()
        c.text = "Pancakes"
        c.image = try ImageRenderer(size: Size(width: 30, height: 30)).image { $0.fill(Path(rect: Rect(x: 0, y: 0, width: 30, height: 30)), with: .red) }
        let v = laidOut(c)
        let image = v.imageViewForTesting.frame, text = v.textLabelForTesting.frame
        #expect(!v.imageViewForTesting.isHidden)
        #expect(image.minX == 16 && image.width == 30)
        #expect(text.minX == image.maxX + 12)
    }

    /// A table row filled with a configuration whose text wraps grows to it; the cell's own
    /// labels are not shown; a screen reader hears both texts.
    @Test func aTableRowSizesToItsConfigurationAndIsNamedByIt() throws {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "row")
        var content = cell.defaultContentConfiguration()
        #expect(content.layout == .subtitle)
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        cell.contentConfiguration = content
        let short = cell.sizeThatFits(Size(width: 320, height: .infinity)).height
        content.text = String(repeating: "A long recipe name that wraps ", count: 4)
        cell.contentConfiguration = content
        let long = cell.sizeThatFits(Size(width: 320, height: .infinity)).height
        #expect(short >= 44 && long > short + 15)
        content.text = "Wi-Fi"
        cell.contentConfiguration = content
        #expect(cell.accessibilityLabel == "Wi-Fi, Home")
        // The configuration's view is the cell's content: no standard label was made beside it.
        #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews[0] is ListContentView)
    }

    /// Setting a configuration of the same kind again (a reused cell) updates the view already
    /// there instead of adding another.
    @Test func aReusedCellUpdatesItsContentView() {
        let cell = CollectionViewListCell(frame: Rect(x: 0, y: 0, width: 300, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Porridge"
        cell.contentConfiguration = content
        let first = cell.contentView.subviews.compactMap { $0 as? ListContentView }
        content.text = "Falafel"
        cell.contentConfiguration = content
        let second = cell.contentView.subviews.compactMap { $0 as? ListContentView }
        #expect(first.count == 1 && second.count == 1 && first[0] === second[0])
        #expect(second[0].listConfiguration.text == "Falafel")
        #expect(cell.accessibilityLabel == "Falafel")
        // A label the app sets is the cell's, whatever the configuration says.
        cell.accessibilityLabel = "Recipe"
        cell.contentConfiguration = content
        #expect(cell.accessibilityLabel == "Recipe")
        cell.contentConfiguration = nil
        #expect(cell.accessibilityLabel == "Recipe")
        #expect(cell.contentView.subviews.compactMap { $0 as? ListContentView }.isEmpty)
    }

    /// The docs' example: a table fed through content configurations, drawn in a window.
    @Test func theDocsExampleFillsATable() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 200))
        let settings = SettingsList()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = TableView.automaticDimension
        table.dataSource = settings
        h.window.addSubview(table)
        h.renderFrame()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        // A plain cell's text with its secondary text under it: taller than the standard row.
        #expect(cell.frame.height > 44 && cell.frame.height == cell.sizeThatFits(Size(width: 320, height: .infinity)).height)
        #expect(cell.accessibilityLabel == "Wi-Fi, Home")
        let content = try #require(cell.contentView.subviews.compactMap { $0 as? ListContentView }.first)
        #expect(content.frame.width > 200 && !content.textLabelForTesting.isHidden)
    }
}
