import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKSnapshotTesting
import Testing
import RKViews

@testable import RKRecipes

@MainActor
@Suite(.serialized) struct SlideInViewTests {
    nonisolated static let cases: [(SlideInView.Side, Bool)] = SlideInView.Side.allCases.flatMap { [($0, true), ($0, false)] }

    func makeHost() throws -> HeadlessHost {
        let h = try HeadlessHost(size: Size(width: 200, height: 300))
        h.window.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.95)
        return h
    }

    func makeNote(_ text: String = "Hello") -> SlideInView {
        let v = SlideInView(image: splashTestImage(width: 80, height: 40, color: 0xFF20_8040))
        v.text = text
        v.slideInDuration = 1
        return v
    }

    func expected(_ side: SlideInView.Side) -> (from: Point, adjust: Point) {
        switch side {
        case .top: return (Point(x: 60, y: -40), Point(x: 0, y: 40))
        case .bottom: return (Point(x: 60, y: 300), Point(x: 0, y: -40))
        case .left: return (Point(x: -80, y: 130), Point(x: 80, y: 0))
        case .right: return (Point(x: 200, y: 130), Point(x: -80, y: 0))
        }
    }

    func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01 }

    @Test(arguments: cases)
    func positionsAtEachKeyTime(_ side: SlideInView.Side, _ bounce: Bool) throws {
        let h = try makeHost()
        let v = makeNote()
        v.show(in: h.window, from: side, duration: 5, bounce: bounce)
        let (from, adj) = expected(side)
        let to = Point(x: from.x + adj.x, y: from.y + adj.y)
        let over = Point(x: from.x + 1.2 * adj.x, y: from.y + 1.2 * adj.y)
        #expect(v.fromPosition == from)
        #expect(v.restingPosition == to)
        #expect(v.layer.position == to)
        #expect(close(v.layer.presentation().position, from))
        if bounce {
            #expect((v.layer.animation(forKey: "slideIn") as? KeyframeAnimation)?.keyTimes == [0, 0.18, 0.5, 0.75, 1])
            let stops: [(Double, Point)] = [(0.18, over), (0.5, to), (0.75, over), (1, to)]
            var t = 0.0
            for (kt, p) in stops {
                h.run(for: kt - t)
                t = kt
                #expect(close(v.layer.presentation().position, p), "\(side) at \(kt): \(v.layer.presentation().position) vs \(p)")
            }
        } else {
            #expect(v.layer.animation(forKey: "slideIn") is BasicAnimation)
            h.run(for: 0.5)
            let mid = Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
            #expect(close(v.layer.presentation().position, mid), "\(side): \(v.layer.presentation().position) vs \(mid)")
            h.run(for: 0.5)
            #expect(close(v.layer.presentation().position, to))
        }
    }

    /// The seed's animations set no duration: the slide in takes Core Animation's default
    /// 0.25 s, the slide out UIKit's default view animation, 0.2 s.
    @Test func theSeedsDefaultDurations() throws {
        let h = try makeHost()
        let v = SlideInView(image: splashTestImage(width: 80, height: 40, color: 0xFF20_8040))
        #expect(v.slideInDuration == 0.25 && v.slideOutDuration == 0.2)
        v.show(in: h.window, from: .top, duration: 1)
        #expect(v.layer.animation(forKey: "slideIn")?.duration == 0.25)
        h.run(for: 0.26)
        #expect(v.layer.animation(forKey: "slideIn") == nil)
        #expect(close(v.layer.presentation().position, v.restingPosition))
        h.run(for: 0.75)
        // Sliding out since 1 s: gone from sight by 1.2 s, and from the window soon after.
        h.run(for: 0.21)
        #expect(close(v.layer.presentation().position, v.fromPosition))
        h.run(for: 0.1)
        #expect(v.superview == nil)
    }

    @Test func theTimerSlidesItBackOut() throws {
        let h = try makeHost()
        let v = makeNote()
        var dismissed = 0
        v.onDismiss = { dismissed += 1 }
        v.show(in: h.window, from: .top, duration: 2)
        h.run(for: 1.9)
        #expect(v.superview === h.window && v.isShowing)
        h.run(for: 0.2)
        #expect(v.dismissTimer == nil)
        #expect(v.layer.position == v.fromPosition)
        h.run(for: 0.3)
        #expect(v.superview == nil && !v.isShowing)
        #expect(dismissed == 1)
    }

    @Test func aTapCancelsTheTimerAndDismissesAtOnce() throws {
        let h = try makeHost()
        let v = makeNote()
        var dismissed = 0
        v.onDismiss = { dismissed += 1 }
        v.show(in: h.window, from: .bottom, duration: 3)
        h.run(for: 1.2)
        let timer = try #require(v.dismissTimer)
        h.tap(at: Point(x: 100, y: 280))
        #expect(!timer.isValid)
        #expect(v.dismissTimer == nil)
        h.run(for: 0.4)
        #expect(v.superview == nil)
        #expect(dismissed == 1)
        h.run(for: 3)
        #expect(dismissed == 1)
    }

    /// As in the seed, touching down is enough: a press held longer than a tap dismisses too.
    @Test func aTouchDownDismissesWithoutALift() throws {
        let h = try makeHost()
        let v = makeNote()
        v.show(in: h.window, from: .bottom, duration: 5)
        h.run(for: 1.2)
        h.touchDown(at: Point(x: 100, y: 280))
        #expect(v.dismissTimer == nil)
        h.run(for: 1.0)  // still held
        #expect(v.superview == nil)
        h.touchUp(at: Point(x: 100, y: 280))
    }

    @Test func aSwipeTowardItsSideDismissesIt() throws {
        let h = try makeHost()
        let v = makeNote()
        v.show(in: h.window, from: .top, duration: 5)
        h.run(for: 1.1)
        h.drag(from: Point(x: 100, y: 30), to: Point(x: 100, y: -40), steps: 6, duration: 0.1)
        #expect(v.dismissTimer == nil)
        h.run(for: 0.4)
        #expect(v.superview == nil)
    }

    @Test func notificationsQueueAndFollowInOrder() throws {
        let h = try makeHost()
        var shown: [String] = []
        let old = Accessibility.observer
        Accessibility.observer = { if case .announcement(let text) = $0 { shown.append(text) } }
        defer { Accessibility.observer = old }
        let a = makeNote("a"), b = makeNote("b"), c = makeNote("c")
        a.show(in: h.window, from: .top, duration: 1)
        b.show(in: h.window, from: .left, duration: 1)
        c.show(in: h.window, from: .right, duration: 1)
        #expect(shown == ["a"])
        #expect(SlideInView.current(in: h.window) === a)
        #expect(SlideInView.queued(in: h.window).map(\.text) == ["b", "c"])
        #expect(b.superview == nil)
        h.run(for: 1.35)
        #expect(shown == ["a", "b"])
        #expect(a.superview == nil && b.superview === h.window)
        h.run(for: 1.35)
        #expect(shown == ["a", "b", "c"])
        h.run(for: 1.35)
        #expect(SlideInView.current(in: h.window) == nil && c.superview == nil)
    }

    @Test func eachContainerHasItsOwnQueue() throws {
        let h = try makeHost()
        let left = View(frame: Rect(x: 0, y: 0, width: 100, height: 300))
        let right = View(frame: Rect(x: 100, y: 0, width: 100, height: 300))
        h.window.addSubview(left)
        h.window.addSubview(right)
        let a = makeNote("a"), b = makeNote("b"), c = makeNote("c")
        a.show(in: left, from: .top, duration: 1)
        b.show(in: right, from: .bottom, duration: 1)
        c.show(in: left, from: .left, duration: 1)
        // a and b show at once; c waits for a.
        #expect(a.superview === left && b.superview === right && c.superview == nil)
        #expect(SlideInView.current(in: left) === a && SlideInView.current(in: right) === b)
        #expect(SlideInView.queued(in: left).map(\.text) == ["c"] && SlideInView.queued(in: right).isEmpty)
        #expect(c.container === left)
        // Showing a waiting notification again, or elsewhere, changes nothing.
        c.show(in: right, from: .top, duration: 1)
        c.show(in: left, from: .top, duration: 1)
        #expect(SlideInView.queued(in: left).map(\.text) == ["c"] && SlideInView.queued(in: right).isEmpty)
        h.run(for: 1.35)
        #expect(a.superview == nil && b.superview == nil && c.superview === left)
        #expect(SlideInView.current(in: right) == nil)
        // Dismissing a queued notification takes it off its queue.
        let d = makeNote("d")
        d.show(in: left, from: .right, duration: 1)
        #expect(SlideInView.queued(in: left).map(\.text) == ["d"])
        d.dismiss()
        #expect(SlideInView.queued(in: left).isEmpty && d.container == nil)
        h.run(for: 1.35)
        #expect(c.superview == nil && d.superview == nil)
    }

    /// The queue lives on its container: another host's window has its own, and forgetting
    /// one container's queue leaves the others alone.
    @Test func queuesBelongToTheirContainer() throws {
        let first = try makeHost(), second = try makeHost()
        let a = makeNote("a"), b = makeNote("b"), c = makeNote("c")
        a.show(in: first.window, from: .top, duration: 1)
        b.show(in: second.window, from: .top, duration: 1)
        #expect(SlideInView.current(in: first.window) === a && SlideInView.current(in: second.window) === b)
        c.show(in: first.window, from: .top, duration: 1)
        #expect(SlideInView.queued(in: first.window).map(\.text) == ["c"] && SlideInView.queued(in: second.window).isEmpty)
        SlideInView.resetQueue(in: first.window)
        #expect(SlideInView.queued(in: first.window).isEmpty && c.container == nil)
        #expect(SlideInView.current(in: second.window) === b)
    }

    @Test func carriesItsTextForAccessibility() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 30))
        label.text = "Upload done"
        let v = SlideInView(contentView: label)
        #expect(v.accessibilityLabel == "Upload done")
        #expect(v.contentSize == Size(width: 120, height: 30))
        v.text = "Other"
        #expect(v.accessibilityLabel == "Other")
        // One element, whatever its content; a banner of several labels reads them all.
        let banner = View(frame: Rect(x: 0, y: 0, width: 140, height: 44))
        let title = Label(frame: Rect(x: 0, y: 0, width: 140, height: 20)), detail = Label(frame: Rect(x: 0, y: 22, width: 140, height: 20))
        title.text = "Saved"
        detail.text = "3 recipes"
        banner.addSubview(title)
        banner.addSubview(detail)
        let w = SlideInView(contentView: banner)
        #expect(w.text == "Saved, 3 recipes" && w.accessibilityLabel == "Saved, 3 recipes")
        let items = Accessibility.elements(in: w)
        #expect(items.count == 1 && items.first === w)
        #expect(w.accessibilityHint == "Tap to dismiss")
        #expect(w.accessibilityTraits == [.button, .staticText])
        #expect(w.accessibilityActivate())
    }

    @Test func isReleasedAfterDismissal() throws {
        let h = try makeHost()
        weak var weakView: SlideInView?
        do {
            let v = makeNote()
            v.onDismiss = { [weak v] in _ = v }
            v.show(in: h.window, from: .left, duration: 1, bounce: true)
            weakView = v
        }
        h.run(for: 0.5)
        #expect(weakView != nil)
        h.run(for: 1)
        #expect(weakView == nil)
    }

    @Test func snapshotsOfABouncingSlideIn() throws {
        let h = try makeHost()
        let v = makeNote()
        v.show(in: h.window, from: .top, duration: 5, bounce: true)
        var t = 0.0
        for kt in [0.18, 0.5, 0.75, 1.0] {
            h.run(for: kt - t)
            t = kt
            Snapshot.expect(h.snapshot(), named: "top-bounce-\(Int(kt * 100))")
        }
        v.dismiss()
        h.run(for: 0.15)
        Snapshot.expect(h.snapshot(), named: "top-sliding-out")
    }
}
