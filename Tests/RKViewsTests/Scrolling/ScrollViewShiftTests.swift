import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKSnapshotTesting
import Testing

@testable import RKViews

/// Scrolling a scroll view moves the pixels already drawn and repaints only what the move
/// exposes (see the compositor's ScrollShift), and the frame is the one a full repaint makes.
@MainActor
@Suite(.serialized) struct ScrollViewShiftTests {
    /// A finger's points are fractional (a diagonal drag); the offset shown follows it on whole
    /// device pixels, so each drag frame moves pixels rather than repainting the view, and
    /// the frame is still the one a full repaint makes.
    @Test(arguments: [1.0, 2.0])
    func aDiagonalDragScrollsOnWholePixels(scale: Double) throws {
        let host = try HeadlessHost(size: Size(width: 240, height: 200), scale: scale, backgroundColor: .white)
        let scroll = ScrollView(frame: Rect(x: 20, y: 20, width: 200, height: 160))
        scroll.contentSize = Size(width: 1000, height: 1000)
        for i in 0..<150 {
            let tile = View(frame: Rect(x: Double(i % 15) * 66 + 2, y: Double(i / 15) * 66 + 3, width: 60, height: 60))
            tile.backgroundColor = Color(red: Double(i % 15) / 15, green: 0.5, blue: Double(i % 7) / 7)
            scroll.addSubview(tile)
        }
        host.window.addSubview(scroll)
        host.window.makeKeyAndVisible()
        host.renderFrame()
        host.touchDown(at: Point(x: 200, y: 160))
        for k in 1...8 {
            // 0.37 and 0.61 of a point a step beyond the slop: never whole points.
            host.touchMove(to: Point(x: 200 - 12.37 * Double(k), y: 160 - 9.61 * Double(k)))
            host.renderFrame()
            let o = scroll.contentOffset
            #expect((o.x * scale).rounded() == o.x * scale && (o.y * scale).rounded() == o.y * scale, "\(o)")
            guard k > 1 else { continue }  // the first move leaves the slop
            #expect(host.compositor.statistics.pixelsShifted > 0, "step \(k)")
            #expect(host.compositor.statistics.pixelsPainted < 200 * 160 * scale * scale / 2, "step \(k)")
            let full = try Bitmap(size: host.size, scale: scale)
            let c = Compositor()
            c.backgroundColor = .white
            c.render(host.rootLayer, into: full)
            #expect(PixelComparison.differingPixels(host.bitmap, full, tolerance: 8) == 0, "step \(k)")
        }
        host.touchUp(at: Point(x: 200 - 12.37 * 8, y: 160 - 9.61 * 8))
    }

    @Test(arguments: [1.0, 2.0])
    func scrollingMovesPixelsAndMatchesAFullRepaint(scale: Double) throws {
        let host = try HeadlessHost(size: Size(width: 240, height: 200), scale: scale, backgroundColor: .white)
        let scroll = ScrollView(frame: Rect(x: 20, y: 20, width: 200, height: 160))
        scroll.contentSize = Size(width: 200, height: 1000)
        for i in 0..<60 {
            let tile = View(frame: Rect(x: Double(i % 4) * 50 + 2, y: Double(i / 4) * 66 + 3, width: 46, height: 60))
            tile.backgroundColor = Color(red: Double(i % 4) / 4, green: 0.5, blue: Double(i % 7) / 7)
            tile.layer.cornerRadius = 6
            scroll.addSubview(tile)
        }
        host.window.addSubview(scroll)
        host.renderFrame()
        for step in 1...12 {
            Transaction.perform(disableActions: true) { scroll.contentOffset = Point(x: 0, y: Double(step) * 3) }
            host.renderFrame()
            #expect(host.compositor.statistics.pixelsShifted > 0, "step \(step)")
            let full = try Bitmap(size: host.size, scale: scale)
            let c = Compositor()
            c.backgroundColor = .white
            c.render(host.rootLayer, into: full)
            // Within 8/255: moved rounded corners may antialias a few units differently (see
            // the compositor's ScrollShiftTests).
            let bad = PixelComparison.differingPixels(host.bitmap, full, tolerance: 8)
            #expect(bad == 0, "step \(step): \(bad) pixels differ from a full repaint")
        }
    }
}
