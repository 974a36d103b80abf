import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKSnapshotTesting
import Testing
import RKViews

@testable import RKRecipes

@MainActor
@Suite(.serialized) struct PullViewTests {
    static func tile(_ i: Int) -> Image {
        let colors: [UInt32] = [0xFFE0_5050, 0xFF50_A0E0, 0xFF60_C070, 0xFFE0_B040, 0xFF9060_D0, 0xFF40_C0C0]
        return try! Image(width: 80, height: 80, premultipliedARGB: Array(repeating: colors[i % colors.count], count: 6400))
    }

    /// A 400 x 400 work area with a 100-point strip of six 80-point tiles along its top, under
    /// the status bar.
    func setUp() throws -> (HeadlessHost, View, PullView) {
        let h = try HeadlessHost(size: Size(width: 400, height: 400))
        let area = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        area.backgroundColor = .white
        h.window.addSubview(area)
        let strip = PullView(frame: Rect(x: 0, y: 24, width: 400, height: 100), images: (0..<6).map(PullViewTests.tile))
        strip.spacing = 10
        area.addSubview(strip)
        strip.dropArea = area
        h.window.makeKeyAndVisible()
        h.run(for: 0.05)
        return (h, area, strip)
    }

    /// The centre of tile `i`, in the host's points.
    func center(_ strip: PullView, _ i: Int) -> Point {
        let v = strip.imageViews[i]
        return v.convert(Point(x: v.bounds.midX, y: v.bounds.midY), to: nil)
    }

    /// Moves a finger from tile `i` by (dx, dy) in one move, without lifting; whether a copy
    /// was pulled.
    func pulls(_ h: HeadlessHost, _ strip: PullView, dx: Double, dy: Double) -> Bool {
        let p = center(strip, 1)
        h.touchDown(at: p)
        h.run(for: 1.0 / 60)
        h.touchMove(to: Point(x: p.x + dx, y: p.y + dy))
        h.run(for: 1.0 / 60)
        let pulled = strip.pulledView != nil
        h.touchUp(at: Point(x: p.x + dx, y: p.y + dy))
        h.run(for: 0.5)
        return pulled
    }

    @Test func aPullNeedsSixteenPointsDownAndAtMostTwelveSideways() throws {
        let (h, _, strip) = try setUp()
        #expect(!pulls(h, strip, dx: 0, dy: 15.9))
        #expect(pulls(h, strip, dx: 0, dy: 16))
        #expect(pulls(h, strip, dx: 12, dy: 20))
        #expect(!pulls(h, strip, dx: 12.1, dy: 20))
        #expect(pulls(h, strip, dx: -12, dy: 20))
        // Each pull ended on the strip (the copy flew back and went).
        #expect(strip.droppedViews.isEmpty)
    }

    @Test func theCopyFollowsTheFingerWhileTheStripStaysPut() throws {
        let (h, area, strip) = try setUp()
        var pulledCount = 0
        strip.onPull = { _ in pulledCount += 1 }
        var droppedAt: [Point] = []
        strip.onDrop = { droppedAt.append($0.center) }
        let p = center(strip, 2)
        h.touchDown(at: p)
        h.run(for: 1.0 / 60)
        h.touchMove(to: Point(x: p.x, y: p.y + 20))
        h.run(for: 1.0 / 60)
        let copy = try #require(strip.pulledView)
        #expect(copy.superview === area)
        #expect(pulledCount == 1)
        let offset = strip.scrollView.contentOffset
        // Sideways and down, in steps: the copy follows; the strip does not scroll.
        for i in 1...10 {
            h.touchMove(to: Point(x: p.x - 15 * Double(i), y: p.y + 20 + 18 * Double(i)))
            h.run(for: 1.0 / 60)
        }
        #expect(strip.scrollView.contentOffset == offset)
        #expect(abs(copy.center.x - (p.x - 150)) < 0.5 && abs(copy.center.y - (p.y + 200)) < 0.5)
        // The copy is what a touch there finds now.
        #expect(h.window.hitTest(copy.center, with: nil) === copy)
        h.touchUp(at: Point(x: p.x - 150, y: p.y + 200))
        h.run(for: 0.3)
        #expect(strip.droppedViews.count == 1 && strip.droppedViews[0] === copy)
        #expect(droppedAt.count == 1 && abs(droppedAt[0].y - (p.y + 200)) < 0.5)
        #expect(strip.scrollView.isScrollEnabled)
        // A dropped copy is a DragView: it can be moved on.
        h.drag(from: copy.center, to: Point(x: copy.center.x + 40, y: copy.center.y), steps: 8)
        #expect(abs(copy.center.x - (p.x - 110)) < 0.5)
    }

    @Test func sidewaysFirstScrollsTheStripAndPullsNothing() throws {
        let (h, _, strip) = try setUp()
        let p = center(strip, 3)
        h.drag(from: p, to: Point(x: p.x - 120, y: p.y + 30), steps: 12, duration: 0.4)
        h.run(for: 1)
        #expect(strip.pulledView == nil && strip.droppedViews.isEmpty)
        #expect(strip.scrollView.contentOffset.x > 50)
    }

    @Test func aCopyDroppedOnTheStripFliesBackAndGoes() throws {
        let (h, area, strip) = try setUp()
        let before = area.subviews.count
        let p = center(strip, 0)
        h.touchDown(at: p)
        h.run(for: 1.0 / 60)
        h.touchMove(to: Point(x: p.x, y: p.y + 40))
        h.run(for: 1.0 / 60)
        let copy = try #require(strip.pulledView)
        h.touchMove(to: Point(x: p.x + 30, y: p.y))
        h.touchUp(at: Point(x: p.x + 30, y: p.y))
        h.run(for: 0.1)
        #expect(copy.superview === area)  // still flying home
        h.run(for: 0.3)
        #expect(copy.superview == nil && area.subviews.count == before)
    }

    @Test func snapshotMidPull() throws {
        let (h, _, strip) = try setUp()
        let p = center(strip, 1)
        h.touchDown(at: p)
        h.run(for: 1.0 / 60)
        h.touchMove(to: Point(x: p.x, y: p.y + 30))
        h.run(for: 1.0 / 60)
        h.touchMove(to: Point(x: p.x + 60, y: p.y + 180))
        h.run(for: 0.2)
        #expect(strip.pulledView != nil)
        Snapshot.expect(h.snapshot(), named: "pull-mid-drag", tolerance: 8, pixelBudget: 0.01)
        h.touchUp(at: Point(x: p.x + 60, y: p.y + 180))
        h.run(for: 0.3)
    }
}
