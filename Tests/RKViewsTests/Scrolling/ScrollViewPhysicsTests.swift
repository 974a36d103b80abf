import RKGeometry
import RKHosts
import RKLayers
import RKMotion
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ScrollViewPhysicsTests {
    /// Flicks the content up: 200 points in 0.1 s, 2000 points per second.
    func flick(_ h: HeadlessHost) {
        h.drag(from: Point(x: 150, y: 350), to: Point(x: 150, y: 150), steps: 10, duration: 0.1)
    }

    @Test func aFlickDeceleratesToThePredictedOffset() throws {
        let (h, s, log) = try makeScrollView(contentSize: Size(width: 300, height: 100_000))
        flick(h)
        let liftTime = h.clock.now - 1.0 / 60
        let v = try #require(log.releaseVelocity)
        #expect(abs(v.y - 2) < 0.01 && v.x == 0)  // points per millisecond
        let released = try #require(log.releaseOffset)
        #expect(abs(released.y - 200) < 1)  // the drag distance
        let predicted = released.y + Deceleration.normal.totalDistance(velocity: v.y * 1000)
        #expect(abs(try #require(log.proposedTarget).y - predicted) < 1e-6)
        #expect(s.isDecelerating)
        h.run(for: 1)
        let partway = s.contentOffset.y
        #expect(partway > released.y + 500 && partway < predicted)
        h.run(for: 4)
        #expect(!s.isDecelerating)
        #expect(abs(s.contentOffset.y - predicted) < 1)
        // It keeps going while the speed is visible: about 4.1 s for 2000 points per second.
        let stopped = try #require(log.endTime)
        #expect(abs(stopped - liftTime - Deceleration.normal.duration(velocity: v.y * 1000)) < 2.0 / 60)
        // The offsets only ever grew, and slowed down.
        let ys = log.offsets.map(\.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// While it coasts the content sits on whole device pixels (so the compositor can move the
    /// pixels drawn, and nothing is resampled between pixels); it comes to rest exactly where
    /// the deceleration ends, and never passes it on the way.
    @Test func coastingOffsetsAreOnWholePixels() throws {
        let (h, s, log) = try makeScrollView(contentSize: Size(width: 300, height: 100_000))
        flick(h)
        let released = try #require(log.releaseOffset)
        let predicted = released.y + Deceleration.normal.totalDistance(velocity: try #require(log.releaseVelocity).y * 1000)
        let before = log.offsets.count
        h.run(for: 5)
        #expect(!s.isDecelerating)
        let coasting = log.offsets.dropFirst(before).dropLast().map(\.y)
        #expect(coasting.count > 100)
        #expect(coasting.allSatisfy { $0 == $0.rounded() && $0 <= predicted })
        #expect(abs(s.contentOffset.y - predicted) < 1e-6)  // at rest: exactly there
    }

    @Test func theFastRateStopsSooner() throws {
        var results: [(distance: Double, time: Double)] = []
        for rate in [Deceleration.normal, .fast] {
            let (h, s, log) = try makeScrollView(contentSize: Size(width: 300, height: 100_000))
            s.decelerationRate = rate
            flick(h)
            let released = try #require(log.releaseOffset).y
            let v = try #require(log.releaseVelocity).y * 1000
            let liftTime = h.clock.now - 1.0 / 60
            h.run(for: 6)
            let end = s.contentOffset.y
            #expect(abs(end - (released + rate.totalDistance(velocity: v))) < 1)
            results.append((end - released, try #require(log.endTime) - liftTime))
        }
        #expect(results[1].distance < results[0].distance / 4)
        #expect(results[1].time < results[0].time / 3)
        #expect(results[1].time < 1)
    }

    @Test func draggingPastTheEdgeStretchesThenSpringsBack() throws {
        let (h, s, log) = try makeScrollView(contentSize: Size(width: 300, height: 2000))
        h.drag(from: Point(x: 150, y: 100), to: Point(x: 150, y: 300), steps: 10, duration: 0.3, lift: false)
        let y = s.contentOffset.y
        #expect(y < 0 && y > -200)  // the content moved less than the finger
        #expect(abs(y - RubberBand.offset(overshoot: -200, dimension: 400)) < 1e-9)
        h.touchMove(to: Point(x: 150, y: 350))
        #expect(s.contentOffset.y < y && s.contentOffset.y - y > -50)  // ever stiffer
        h.run(for: 0.2)
        h.touchUp(at: Point(x: 150, y: 350))
        #expect(log.proposedTarget == .zero)
        #expect(log.compact.suffix(2) == ["didEndDragging true", "willBeginDecelerating"])
        h.run(for: 0.2)
        #expect(s.contentOffset.y < 0 && s.contentOffset.y > y)
        h.run(for: 1)
        #expect(s.contentOffset == .zero)
        #expect(log.compact.last == "didEndDecelerating")
        #expect(log.offsets.suffix(20).allSatisfy { $0.y <= 0 })  // no overshoot on the way back
    }

    @Test func withoutBouncesTheEdgeIsAWall() throws {
        let (h, s, _) = try makeScrollView(contentSize: Size(width: 300, height: 2000))
        s.bounces = false
        h.drag(from: Point(x: 150, y: 100), to: Point(x: 150, y: 300), steps: 10, duration: 0.3, lift: false)
        #expect(s.contentOffset == .zero)
        h.touchMove(to: Point(x: 150, y: 250))  // turning around moves the content at once
        #expect(s.contentOffset.y == 50)
        h.touchUp(at: Point(x: 150, y: 250))
    }

    @Test func aFlickIntoTheEdgeBouncesBack() throws {
        for bounces in [true, false] {
            let (h, s, log) = try makeScrollView(contentSize: Size(width: 300, height: 1000))
            s.bounces = bounces
            s.contentOffset = Point(x: 0, y: 300)
            flick(h)
            #expect(log.proposedTarget == Point(x: 0, y: 600))
            h.run(for: 3)
            #expect(s.contentOffset == Point(x: 0, y: 600))
            let furthest = log.offsets.map(\.y).max() ?? 0
            if bounces {
                #expect(furthest > 620)  // past the end, then back
            } else {
                #expect(furthest == 600)
            }
            #expect(log.compact.last == "didEndDecelerating")
        }
    }

    @Test func pagingLandsOnPageBoundaries() throws {
        let (h, s, log) = try makeScrollView(contentSize: Size(width: 3000, height: 400))
        s.isPagingEnabled = true
        // Less than half a page, slowly: back to the first page.
        h.dragAndHold(from: Point(x: 250, y: 200), to: Point(x: 150, y: 200))
        #expect(log.proposedTarget == .zero)
        h.run(for: 1.5)
        #expect(s.contentOffset == .zero)
        // More than half: the next one.
        h.dragAndHold(from: Point(x: 250, y: 200), to: Point(x: 50, y: 200))
        h.run(for: 1.5)
        #expect(s.contentOffset == Point(x: 300, y: 0))
        // A short quick flick turns one page.
        h.drag(from: Point(x: 200, y: 200), to: Point(x: 140, y: 200), steps: 3, duration: 0.05)
        #expect(log.proposedTarget == Point(x: 600, y: 0))
        h.run(for: 1.5)
        #expect(s.contentOffset == Point(x: 600, y: 0))
        h.drag(from: Point(x: 140, y: 200), to: Point(x: 200, y: 200), steps: 3, duration: 0.05)
        h.run(for: 1.5)
        #expect(s.contentOffset == Point(x: 300, y: 0))
        // Never past the page it settles on.
        let xs = log.offsets.suffix(30).map(\.x)
        #expect(xs.allSatisfy { $0 >= 300 - 1e-9 })
        // The last page is the last.
        s.setContentOffset(Point(x: 2700, y: 0), animated: false)
        h.drag(from: Point(x: 200, y: 200), to: Point(x: 100, y: 200), steps: 3, duration: 0.05)
        h.run(for: 1.5)
        #expect(s.contentOffset == Point(x: 2700, y: 0))
    }

    @Test func theDelegateCanChooseWhereAFlickLands() throws {
        let (h, s, log) = try makeScrollView(contentSize: Size(width: 300, height: 100_000))
        log.retarget = { p in Point(x: p.x, y: (p.y / 100).rounded() * 100) }
        flick(h)
        let target = (try #require(log.proposedTarget).y / 100).rounded() * 100
        h.run(for: 6)
        #expect(s.contentOffset.y == target)
        log.retarget = { _ in Point(x: 0, y: 50) }  // even behind the finger
        flick(h)
        h.run(for: 6)
        #expect(s.contentOffset.y == 50)
    }

    @Test func delegateCallsComeInOrder() throws {
        let (h, _, log) = try makeScrollView(contentSize: Size(width: 300, height: 100_000))
        flick(h)
        h.run(for: 6)
        #expect(log.compact == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging true",
                                "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test func aTouchCatchesCoastingContent() throws {
        let (h, s, log) = try makeScrollView(contentSize: Size(width: 300, height: 100_000))
        let content = Recorder(frame: Rect(x: 0, y: 0, width: 300, height: 100_000))
        s.addSubview(content)
        flick(h)
        h.run(for: 0.3)
        #expect(s.isDecelerating)
        h.touchDown(at: Point(x: 150, y: 200))
        let caught = s.contentOffset
        #expect(!s.isDecelerating && s.isTracking)
        h.run(for: 0.5)
        h.touchUp(at: Point(x: 150, y: 200))
        h.run(for: 1)
        #expect(s.contentOffset == caught)
        #expect(content.log.isEmpty)  // the touch stopped the content and went no further
        #expect(!log.events.contains("didEndDecelerating"))
        // The next tap reaches the content again.
        h.tap(at: Point(x: 150, y: 200))
        #expect(content.log.count == 2)
    }

    @Test func catchingStretchedContentLetsItReturn() throws {
        let (h, s, _) = try makeScrollView(contentSize: Size(width: 300, height: 2000))
        h.dragAndHold(from: Point(x: 150, y: 100), to: Point(x: 150, y: 300))
        h.run(for: 0.1)
        h.touchDown(at: Point(x: 150, y: 200))  // catch it mid-return
        let held = s.contentOffset.y
        #expect(held < 0)
        h.run(for: 0.3)
        #expect(s.contentOffset.y == held)
        h.touchUp(at: Point(x: 150, y: 200))
        h.run(for: 1.5)
        #expect(s.contentOffset == .zero)
    }
}
