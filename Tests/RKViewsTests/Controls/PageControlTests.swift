import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMotion
import RKSnapshotTesting
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct PageControlTests {
    /// A five-page control across a 300x40 window, logging the page at each valueChanged.
    func setUp(pages: Int = 5) throws -> (HeadlessHost, PageControl, () -> [Int]) {
        let h = try HeadlessHost(size: Size(width: 300, height: 40))
        let c = PageControl(frame: Rect(x: 0, y: 0, width: 300, height: 40))
        c.numberOfPages = pages
        h.window.addSubview(c)
        var log: [Int] = []
        c.addAction(for: .valueChanged) { control, _ in log.append(control.currentPage) }
        return (h, c, { log })
    }

    @Test func currentPageIsClamped() throws {
        let (_, c, log) = try setUp()
        c.currentPage = 9
        #expect(c.currentPage == 4)
        c.currentPage = -3
        #expect(c.currentPage == 0)
        c.currentPage = 3
        c.numberOfPages = 2
        #expect(c.currentPage == 1)
        c.numberOfPages = 0
        #expect(c.currentPage == 0)
        c.numberOfPages = -1
        #expect(c.numberOfPages == 0)
        #expect(log().isEmpty)
    }

    @Test func dotsAreCenteredAndSized() throws {
        let (_, c, _) = try setUp()
        #expect(c.size(forNumberOfPages: 5) == Size(width: 71, height: 7))
        #expect(c.size(forNumberOfPages: 0) == Size(width: 0, height: 7))
        #expect(c.indicatorCenter(forPage: 2) == Point(x: 150, y: 20))
        #expect(c.indicatorCenter(forPage: 0) == Point(x: 118, y: 20))
    }

    @Test func tapsLeftAndRightOfTheCurrentDotMoveOnePage() throws {
        let (h, c, log) = try setUp()
        c.currentPage = 2
        h.tap(at: Point(x: 250, y: 20))
        #expect(c.currentPage == 3)
        h.tap(at: Point(x: 160, y: 20))  // left of dot 3 (at 166), right of dot 2
        #expect(c.currentPage == 2)
        h.tap(at: Point(x: 10, y: 20))
        h.tap(at: Point(x: 10, y: 20))
        h.tap(at: Point(x: 10, y: 20))  // already on the first page: nothing
        #expect(c.currentPage == 0)
        #expect(log() == [3, 2, 1, 0])
    }

    @Test func hidesForSinglePageLetsTouchesThrough() throws {
        let (h, c, log) = try setUp(pages: 1)
        #expect(h.window.hitTest(Point(x: 150, y: 20), with: nil) === c)
        c.hidesForSinglePage = true
        #expect(c.isHiddenForSinglePage)
        #expect(h.window.hitTest(Point(x: 150, y: 20), with: nil) === h.window)
        c.numberOfPages = 3
        #expect(!c.isHiddenForSinglePage)
        h.tap(at: Point(x: 250, y: 20))
        #expect(log() == [1])
    }

    @Test func deferredDisplayWaitsForUpdate() throws {
        let (h, c, log) = try setUp()
        c.defersCurrentPageDisplay = true
        h.tap(at: Point(x: 250, y: 20))
        #expect(c.currentPage == 1)
        // The shown dot is still page 0, so a tap right of it asks for page 1 again: no change.
        h.tap(at: Point(x: 125, y: 20))
        #expect(log() == [1])
        c.updateCurrentPageDisplay()
        h.tap(at: Point(x: 250, y: 20))
        #expect(log() == [1, 2])
    }

    @Test func snapshotPages() throws {
        let h = try HeadlessHost(size: Size(width: 200, height: 120), scale: 2)
        func add(_ y: Double, _ configure: (PageControl) -> Void) {
            let c = PageControl(frame: Rect(x: 0, y: y, width: 200, height: 30))
            configure(c)
            h.window.addSubview(c)
        }
        add(0) { $0.numberOfPages = 5 }
        add(30) { $0.numberOfPages = 3; $0.currentPage = 2 }
        add(60) {
            $0.numberOfPages = 8; $0.currentPage = 4
            $0.pageIndicatorTintColor = Color(red: 0.7, green: 0.85, blue: 1)
            $0.currentPageIndicatorTintColor = Color(red: 0, green: 0.48, blue: 1)
        }
        add(90) { $0.numberOfPages = 1; $0.hidesForSinglePage = true }  // draws nothing
        Snapshot.expect(h.snapshot(), named: "pages")
    }
}
