import RKGeometry
import RKHosts
import RKLayers
import RKMotion
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ScrollViewTouchTests {
    /// A scroll view whose content is one tall view that logs its touches.
    func setUp() throws -> (HeadlessHost, ScrollView, Recorder) {
        let (h, s, _) = try makeScrollView()
        let content = Recorder(frame: Rect(x: 0, y: 0, width: 300, height: 10_000))
        s.addSubview(content)
        return (h, s, content)
    }

    @Test func aQuickTapReachesTheContent() throws {
        let (h, s, content) = try setUp()
        h.tap(at: Point(x: 100, y: 100))
        #expect(content.log == ["began 1 (100.0, 100.0)", "ended (100.0, 100.0)"])
        #expect(s.contentOffset == .zero)
    }

    @Test func theContentGetsAHeldTouchAfterADelay() throws {
        let (h, _, content) = try setUp()
        h.touchDown(at: Point(x: 100, y: 100))
        h.run(for: 0.1)
        #expect(content.log.isEmpty)  // held back: it may become a drag
        h.run(for: 0.1)
        #expect(content.log == ["began 1 (100.0, 100.0)"])
        h.touchMove(to: Point(x: 102, y: 103))  // too little to scroll
        h.touchUp(at: Point(x: 102, y: 103))
        #expect(content.log.count == 3 && content.log.last == "ended (102.0, 103.0)")
    }

    @Test func aQuickDragNeverReachesTheContent() throws {
        let (h, s, content) = try setUp()
        h.drag(from: Point(x: 150, y: 300), to: Point(x: 150, y: 100), steps: 10, duration: 0.1)
        #expect(content.log.isEmpty)
        #expect(s.contentOffset.y > 190)
    }

    @Test func aDragAfterTheDelayCancelsTheContentsTouch() throws {
        let (h, s, content) = try setUp()
        h.touchDown(at: Point(x: 150, y: 300))
        h.run(for: 0.3)
        h.touchMove(to: Point(x: 150, y: 250))
        #expect(content.log == ["began 1 (150.0, 300.0)", "cancelled"])
        h.touchMove(to: Point(x: 150, y: 200))
        h.touchUp(at: Point(x: 150, y: 200))
        #expect(content.log.count == 2)
        #expect(s.contentOffset.y >= 100)
    }

    @Test func withoutTheDelayTheContentSeesTheTouchAtOnce() throws {
        let (h, s, content) = try setUp()
        s.delaysContentTouches = false
        h.touchDown(at: Point(x: 150, y: 300))
        #expect(content.log == ["began 1 (150.0, 300.0)"])
        h.touchMove(to: Point(x: 150, y: 250))
        #expect(content.log.last == "cancelled" && s.isDragging)
        h.touchUp(at: Point(x: 150, y: 250))
    }

    @Test func contentKeepsItsTouchWhenTheScrollViewMayNotCancel() throws {
        let (h, s, content) = try setUp()
        s.delaysContentTouches = false
        s.canCancelContentTouches = false
        h.drag(from: Point(x: 150, y: 300), to: Point(x: 150, y: 100), steps: 5, duration: 0.1)
        #expect(s.contentOffset == .zero)
        #expect(content.log.first?.hasPrefix("began") == true && content.log.last?.hasPrefix("ended") == true)
        s.delaysContentTouches = true  // a drag that starts before the content has the touch still scrolls
        h.drag(from: Point(x: 150, y: 300), to: Point(x: 150, y: 100), steps: 5, duration: 0.1)
        #expect(s.contentOffset.y > 190)
    }

    @Test func aPanInTheContentWinsByDefault() throws {
        let (h, s, log) = try makeScrollView()
        let inner = View(frame: Rect(x: 50, y: 50, width: 200, height: 300))
        s.addSubview(inner)
        var innerStates: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { innerStates.append($0.state) }
        inner.addGestureRecognizer(pan)
        h.drag(from: Point(x: 150, y: 300), to: Point(x: 150, y: 100), steps: 10, duration: 0.3)
        #expect(innerStates.first == .began && innerStates.last == .ended)
        #expect(s.contentOffset == .zero && log.events.isEmpty)
    }

    @Test func aPanInTheContentCanRunAlongWithTheScrolling() throws {
        let (h, s, log) = try makeScrollView()
        let inner = View(frame: Rect(x: 50, y: 50, width: 200, height: 300))
        s.addSubview(inner)
        var innerStates: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { innerStates.append($0.state) }
        let both = Simultaneous()
        pan.delegate = both
        inner.addGestureRecognizer(pan)
        h.drag(from: Point(x: 150, y: 300), to: Point(x: 150, y: 100), steps: 10, duration: 0.3, lift: false)
        #expect(innerStates.first == .began && innerStates.last == .changed)
        #expect(abs(s.contentOffset.y - 200) < 1)
        #expect(log.events.first == "willBeginDragging")
        h.touchUp(at: Point(x: 150, y: 100))
        #expect(innerStates.last == .ended)
    }

    @Test func nestedScrollViewsShareDragsByDirection() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 400))
        let outer = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        outer.contentSize = Size(width: 900, height: 400)
        let inner = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        inner.contentSize = Size(width: 300, height: 2000)
        outer.addSubview(inner)
        h.window.addSubview(outer)
        h.dragAndHold(from: Point(x: 250, y: 200), to: Point(x: 100, y: 210))
        #expect(outer.contentOffset == Point(x: 150, y: 0))
        #expect(inner.contentOffset == .zero)
        // The inner view now shows at x -150...150 in the window.
        h.dragAndHold(from: Point(x: 100, y: 300), to: Point(x: 110, y: 150))
        #expect(inner.contentOffset == Point(x: 0, y: 150))
        #expect(outer.contentOffset == Point(x: 150, y: 0))
    }
}
