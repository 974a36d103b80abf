import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKSnapshotTesting
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct TableViewSwipeButtonTests {
    /// A 20-point white ring on clear, at 2x: an icon that shows on any button color.
    static func ring() throws -> Image {
        var pixels = [UInt32](repeating: 0, count: 40 * 40)
        for y in 0..<40 {
            for x in 0..<40 {
                let d = ((Double(x) - 19.5) * (Double(x) - 19.5) + (Double(y) - 19.5) * (Double(y) - 19.5)).squareRoot()
                if d > 12 && d < 18 { pixels[y * 40 + x] = 0xFFFF_FFFF }
            }
        }
        return try Image(width: 40, height: 40, premultipliedARGB: pixels, scale: 2)
    }

    /// A 100-point row and two 44-point ones, whose trailing actions have pictures; the
    /// source is returned too, as the table holds it weakly.
    func tableWithPictures(scale: Double = 1) throws -> (HeadlessHost, TableView, ListSource) {
        let source = ListSource([rows(3)])
        source.heights = { $0.row == 0 ? 100 : 44 }
        let ring = try Self.ring()
        source.trailing = { _ in
            let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            delete.image = ring
            let flag = ContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
            flag.image = ring
            flag.backgroundColor = Color(red: 1, green: 0.58, blue: 0)
            return SwipeActionsConfiguration(actions: [delete, flag])
        }
        let h = try HeadlessHost(size: Size(width: 320, height: 188), scale: scale)
        let t = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 188))
        t.register(TableViewCell.self, forCellReuseIdentifier: "row")
        t.dataSource = source
        t.delegate = source
        h.window.addSubview(t)
        h.renderFrame()
        return (h, t, source)
    }

    @Test func aTallRowShowsTheImageOverTheTitle() throws {
        let (h, t, source) = try tableWithPictures()
        let cell = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        h.dragAndHold(from: Point(x: 300, y: 50), to: Point(x: 150, y: 50))
        h.run(for: 0.4)
        let delete = try #require(cell.swipeButtons.first)
        #expect(delete.bounds.height == 100)
        #expect(delete.showsTitle && !delete.label.isHidden)
        // The 20-point image and the title under it, 4 apart, centered together.
        let title = delete.label.sizeThatFits(Size(width: delete.bounds.width, height: 100)).height
        let top = ((100 - 20 - 4 - title) / 2).rounded()
        let w = delete.naturalWidth
        #expect(delete.imageView.frame == Rect(x: ((w - 20) / 2).rounded(), y: top, width: 20, height: 20))
        #expect(delete.label.frame == Rect(x: 0, y: top + 24, width: w, height: title))
        #expect(delete.imageView.image != nil)
        withExtendedLifetime(source) {}
    }

    @Test func aShortRowShowsTheImageAlone() throws {
        let (h, t, source) = try tableWithPictures()
        let cell = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
        h.dragAndHold(from: Point(x: 300, y: 122), to: Point(x: 150, y: 122))
        h.run(for: 0.4)
        let flag = try #require(cell.swipeButtons.last)
        #expect(!flag.showsTitle && flag.label.isHidden)
        #expect(flag.naturalWidth == 74)  // the least width: 20 points of image and 30 of padding are less
        #expect(flag.imageView.frame == Rect(x: 27, y: 12, width: 20, height: 20))
        #expect(flag.accessibilityLabel == "Flag")  // still named for screen readers
        withExtendedLifetime(source) {}
    }

    @Test func swipeActionImagesSnapshot() throws {
        let (h, _, source) = try tableWithPictures(scale: 2)
        h.dragAndHold(from: Point(x: 300, y: 50), to: Point(x: 150, y: 50))
        h.run(for: 0.4)
        Snapshot.expect(h.snapshot(), named: "swipe-action-images")
        withExtendedLifetime(source) {}
    }
}
