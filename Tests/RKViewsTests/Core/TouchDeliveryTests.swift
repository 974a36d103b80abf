import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMainLoop
import RKMotion
import Testing

@testable import RKViews

/// A view that logs the touches it receives.
@MainActor
final class Recorder: View {
    var log: [String] = []
    var onBegan: (() -> Void)?
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        let t = touches.first!
        log.append("began \(t.tapCount) \(t.location(in: self))")
        onBegan?()
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        log.append("moved \(touches.first!.location(in: self))")
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        log.append("ended \(touches.first!.location(in: self))")
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { log.append("cancelled") }
}

@MainActor
@Suite(.serialized) struct TouchDeliveryTests {
    func host() throws -> HeadlessHost { try HeadlessHost(size: Size(width: 300, height: 200)) }

    @Test func aTouchStaysWithTheViewItBeganIn() throws {
        let h = try host()
        let r = Recorder(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        h.window.addSubview(r)
        h.drag(from: Point(x: 20, y: 20), to: Point(x: 220, y: 120), steps: 2)
        #expect(r.log == ["began 1 (10.0, 10.0)", "moved (110.0, 60.0)", "moved (210.0, 110.0)", "ended (210.0, 110.0)"])
    }

    @Test func unhandledTouchesTravelUpTheResponderChain() throws {
        let h = try host()
        let parent = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(child)
        h.window.addSubview(parent)
        h.tap(at: Point(x: 15, y: 15))
        #expect(parent.log.first == "began 1 (15.0, 15.0)")
        #expect(parent.log.last == "ended (15.0, 15.0)")
    }

    @Test func tapCountCountsQuickNearbyTaps() throws {
        let h = try host()
        let r = Recorder(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        h.window.addSubview(r)
        h.doubleTap(at: Point(x: 50, y: 50))
        #expect(r.log.filter { $0.hasPrefix("began") } == ["began 1 (50.0, 50.0)", "began 2 (50.0, 50.0)"])
        h.run(for: 1)  // too late: a new first tap
        h.tap(at: Point(x: 50, y: 50))
        h.run(for: 0.1)
        h.tap(at: Point(x: 250, y: 50))  // too far
        #expect(r.log.filter { $0.hasPrefix("began") }.suffix(2) == ["began 1 (50.0, 50.0)", "began 1 (250.0, 50.0)"])
    }

    @Test func multiTouchAndExclusiveTouchRules() throws {
        let h = try host()
        let single = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let multi = Recorder(frame: Rect(x: 150, y: 0, width: 100, height: 100))
        multi.isMultipleTouchEnabled = true
        h.window.addSubview(single)
        h.window.addSubview(multi)
        h.touchDown(at: Point(x: 10, y: 10), id: 1)
        h.touchDown(at: Point(x: 20, y: 20), id: 2)  // second finger on a single-touch view
        #expect(single.log.count == 1)
        h.touchDown(at: Point(x: 160, y: 10), id: 3)
        h.touchDown(at: Point(x: 170, y: 10), id: 4)
        #expect(multi.log.count == 2)
        for id in 1...4 { h.touchUp(at: .zero, id: id) }
        // Ten fingers at once are all tracked and all end.
        for id in 0..<10 { h.touchDown(at: Point(x: 150 + Double(id) * 9, y: 50), id: 100 + id) }
        #expect(h.window.touches.count == 10)
        for id in 0..<10 { h.touchUp(at: Point(x: 150, y: 50), id: 100 + id) }
        #expect(h.window.touches.isEmpty)
    }

    @Test func badInputIsIgnored() throws {
        let h = try host()
        let r = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(r)
        h.touchMove(to: Point(x: 5, y: 5), id: 42)  // unknown touch
        h.touchUp(at: Point(x: 5, y: 5), id: 42)
        h.window.handlePointer(.down, id: 1, at: Point(x: .nan, y: 3), timestamp: 0)
        #expect(r.log.isEmpty)
        h.touchDown(at: Point(x: 5, y: 5), id: 1)
        h.touchDown(at: Point(x: 6, y: 6), id: 1)  // already down
        #expect(r.log.count == 1)
    }

    @Test func cancellingTouchesTellsTheViews() throws {
        let h = try host()
        let r = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(r)
        h.touchDown(at: Point(x: 5, y: 5))
        h.window.cancelAllTouches(timestamp: h.clock.now)
        #expect(r.log.last == "cancelled")
        #expect(h.window.touches.isEmpty)
    }

    @Test func aViewRemovedDuringItsOwnTouchHandlingIsSafe() throws {
        let h = try host()
        let r = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        r.onBegan = { [unowned r] in r.removeFromSuperview() }
        h.window.addSubview(r)
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 50, y: 50), steps: 3)
        #expect(r.log.count == 1)  // later phases go nowhere once it left the window
        #expect(h.window.touches.isEmpty)
    }
}

/// A window that watches every event before delivering it, as a touch overlay does.
@MainActor
final class OverlayWindow: Window {
    var seen: [(Int, Touch.Phase)] = []
    override func sendEvent(_ event: Event) {
        if let t = event.changedTouch { seen.append((t.identifier, t.phase)) }
        super.sendEvent(event)
    }
}

@MainActor
@Suite(.serialized) struct SendEventTests {
    @Test func overridingSendEventSeesEveryEventAndDeliveryIsUnchanged() throws {
        EventLoop.installVirtual(at: 0)
        let w = OverlayWindow(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let r = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        w.addSubview(r)
        w.handlePointer(.down, id: 0, at: Point(x: 10, y: 10), timestamp: 0)
        w.handlePointer(.down, id: 1, at: Point(x: 150, y: 150), timestamp: 0)  // lands on the window itself
        w.handlePointer(.moved, id: 0, at: Point(x: 20, y: 10), timestamp: 0.1)
        w.handlePointer(.up, id: 0, at: Point(x: 20, y: 10), timestamp: 0.2)
        w.handlePointer(.up, id: 1, at: Point(x: 150, y: 150), timestamp: 0.2)
        #expect(w.seen.map(\.0) == [0, 1, 0, 0, 1])
        #expect(w.seen.map(\.1) == [.began, .began, .moved, .ended, .ended])
        #expect(r.log == ["began 1 (10.0, 10.0)", "moved (20.0, 10.0)", "ended (20.0, 10.0)"])
    }

    @Test func resizingTheWindowTellsTheRootController() throws {
        EventLoop.installVirtual(at: 0)
        final class Sizes: ViewController {
            var sizes: [Size] = []
            override func viewWillTransition(to size: Size) { sizes.append(size) }
        }
        let w = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let vc = Sizes()
        w.rootViewController = vc
        w.frame = Rect(x: 0, y: 0, width: 480, height: 320)
        #expect(vc.sizes == [Size(width: 480, height: 320)])
        #expect(vc.view.frame.size == Size(width: 480, height: 320))
    }
}

@MainActor
@Suite struct TapCountTests {
    @Test func aLiftThatEndedADragStartsNoTapCount() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        let b = Button(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        var repeats = 0
        b.addAction(for: .touchDownRepeat) { _, _ in repeats += 1 }
        h.window.addSubview(b)
        // A drag ending at (150, 100), then a touch there at once: a first tap, not a second.
        h.drag(from: Point(x: 20, y: 100), to: Point(x: 150, y: 100), steps: 8, duration: 0.1)
        h.touchDown(at: Point(x: 152, y: 100))
        #expect(h.window.touches.first?.tapCount == 1)
        h.touchUp(at: Point(x: 152, y: 100))
        #expect(repeats == 0)
        // A real tap after it counts as its second.
        h.tap(at: Point(x: 150, y: 100))
        #expect(repeats == 1)
    }
}
