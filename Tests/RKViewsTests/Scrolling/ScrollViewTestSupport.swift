import RKGeometry
import RKHosts
import RKLayers
import RKMainLoop
import RKMotion

@testable import RKViews

/// A scroll view delegate that logs every callback, and can retarget where a flick lands.
@MainActor
final class ScrollLog: ScrollViewDelegate {
    var events: [String] = []
    /// Every offset reported by scrollViewDidScroll.
    var offsets: [Point] = []
    /// The velocity (points per millisecond) and proposed target of the last release.
    var releaseVelocity: Point?
    var proposedTarget: Point?
    /// The offset when the finger lifted.
    var releaseOffset: Point?
    /// When the last deceleration ended, in event-loop time.
    var endTime: MediaTime?
    /// When set, replaces the proposed target.
    var retarget: ((Point) -> Point)?

    func scrollViewDidScroll(_ s: ScrollView) {
        events.append("didScroll")
        offsets.append(s.contentOffset)
    }
    func scrollViewWillBeginDragging(_ s: ScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        events.append("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset
        releaseOffset = s.contentOffset
        if let retarget { targetContentOffset = retarget(targetContentOffset) }
    }
    func scrollViewDidEndDragging(_ s: ScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ s: ScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: ScrollView) {
        events.append("didEndDecelerating")
        endTime = EventLoop.current.clock.now
    }
    func scrollViewDidEndScrollingAnimation(_ s: ScrollView) { events.append("didEndScrollingAnimation") }

    /// The events with each run of didScroll collapsed into one.
    var compact: [String] {
        var out: [String] = []
        for e in events where !(e == "didScroll" && out.last == "didScroll") { out.append(e) }
        return out
    }
}

/// A 300x400 window filled by a scroll view over `contentSize`, with a logging delegate.
@MainActor
func makeScrollView(contentSize: Size = Size(width: 300, height: 10_000))
    throws -> (HeadlessHost, ScrollView, ScrollLog) {
    let h = try HeadlessHost(size: Size(width: 300, height: 400))
    let s = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
    s.contentSize = contentSize
    let log = ScrollLog()
    s.delegate = log
    h.window.addSubview(s)
    return (h, s, log)
}

extension HeadlessHost {
    /// A drag that comes to rest before the finger lifts, so the release has no velocity.
    func dragAndHold(from start: Point, to end: Point, steps: Int = 10, duration: Double = 0.3) {
        drag(from: start, to: end, steps: steps, duration: duration, lift: false)
        run(for: 0.2)
        touchUp(at: end)
        run(for: 1.0 / 60)
    }
}
