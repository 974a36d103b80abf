import RKGeometry
import RKHosts
import RKLayers
import RKMotion
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ControlTests {
    @Test func senderOnlyActionsGetTheControlTyped() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 31))
        var values: [Double] = []
        slider.addAction(for: .valueChanged) { (s: Slider) in values.append(s.value) }
        slider.addAction(for: .valueChanged) { s in values.append(s.maximumValue) }  // inferred: Slider
        slider.value = 0.25
        slider.sendActions(for: .valueChanged)
        slider.sendActions(for: .touchUpInside)
        #expect(values == [0.25, 1])
    }

    /// A control in a 400x400 window, logging every event name it sends.
    func setUp() throws -> (HeadlessHost, Control, () -> [String]) {
        let h = try HeadlessHost(size: Size(width: 400, height: 400))
        let c = Control(frame: Rect(x: 150, y: 150, width: 100, height: 100))
        h.window.addSubview(c)
        var log: [String] = []
        let names: [(Control.Events, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.valueChanged, "valueChanged"),
        ]
        for (e, n) in names { c.addAction(for: e) { _, _ in log.append(n) } }
        return (h, c, { log })
    }

    @Test func pressAndReleaseInside() throws {
        let (h, c, log) = try setUp()
        h.touchDown(at: Point(x: 200, y: 200))
        // The press also focuses the control (without a ring), as a click does on the desktop.
        #expect(c.isHighlighted && c.isTracking && c.state == [.highlighted, .focused] && c.isFocused)
        h.touchMove(to: Point(x: 210, y: 200))
        h.touchUp(at: Point(x: 210, y: 200))
        #expect(log() == ["down", "dragInside", "upInside"])
        #expect(!c.isHighlighted && !c.isTracking)
    }

    @Test func dragAcrossTheEdgeAndReleaseOutside() throws {
        let (h, c, log) = try setUp()
        h.touchDown(at: Point(x: 200, y: 200))
        h.touchMove(to: Point(x: 300, y: 200))  // outside the bounds, inside the 70-pt slop
        #expect(c.isTouchInside && c.isHighlighted)
        h.touchMove(to: Point(x: 330, y: 200))  // beyond the slop
        #expect(!c.isTouchInside && !c.isHighlighted)
        h.touchMove(to: Point(x: 340, y: 200))
        h.touchMove(to: Point(x: 200, y: 200))  // back in
        h.touchMove(to: Point(x: 390, y: 390))
        h.touchUp(at: Point(x: 390, y: 390))
        #expect(log() == ["down", "dragInside", "exit", "dragOutside", "dragOutside", "enter", "dragInside",
                          "exit", "dragOutside", "upOutside"])
    }

    @Test func cancelledTouchSendsTouchCancel() throws {
        let (h, c, log) = try setUp()
        h.touchDown(at: Point(x: 200, y: 200))
        h.window.cancelAllTouches(timestamp: h.clock.now)
        #expect(log() == ["down", "cancel"])
        #expect(!c.isHighlighted && !c.isTracking)
    }

    @Test func secondTapOfADoubleTapAlsoSendsTouchDownRepeat() throws {
        let (h, _, log) = try setUp()
        h.doubleTap(at: Point(x: 200, y: 200))
        #expect(log() == ["down", "upInside", "down", "downRepeat", "upInside"])
    }

    @Test func disabledControlsSwallowTouchesSilently() throws {
        let (h, c, log) = try setUp()
        c.isEnabled = false
        #expect(c.state == .disabled)
        h.tap(at: Point(x: 200, y: 200))
        #expect(log().isEmpty)
        #expect(h.window.hitTest(Point(x: 200, y: 200), with: nil) === c)
    }

    @Test func actionsRunInOrderAndCanBeRemoved() throws {
        let (h, c, _) = try setUp()
        var order: [Int] = []
        let first = c.addAction(for: .touchUpInside) { _, _ in order.append(1) }
        c.addAction(for: [.touchUpInside, .valueChanged]) { _, _ in order.append(2) }
        h.tap(at: Point(x: 200, y: 200))
        #expect(order == [1, 2])
        c.removeAction(first)
        c.sendActions(for: .valueChanged)
        #expect(order == [1, 2, 2])
        c.removeAllActions(for: .valueChanged)
        #expect(!c.allControlEvents.contains(.valueChanged))
        #expect(c.allControlEvents.contains(.touchDown))
    }

    final class Tracker: Control {
        var calls: [String] = []
        var keepTracking = true
        override func beginTracking(_ touch: Touch, with event: Event?) -> Bool { calls.append("begin"); return true }
        override func continueTracking(_ touch: Touch, with event: Event?) -> Bool { calls.append("continue"); return keepTracking }
        override func endTracking(_ touch: Touch?, with event: Event?) { calls.append("end") }
        override func cancelTracking(with event: Event?) { calls.append("cancel") }
    }

    @Test func trackingHooksFollowTheTouch() throws {
        let h = try HeadlessHost(size: Size(width: 200, height: 200))
        let t = Tracker(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(t)
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 30, y: 30), steps: 2)
        #expect(t.calls == ["begin", "continue", "continue", "end"])
        t.calls = []
        t.keepTracking = false
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 30, y: 30), steps: 2)
        // It stopped tracking: the touch ends for it there, with endTracking(nil), as in UIKit.
        #expect(t.calls == ["begin", "continue", "end"])
        t.calls = []
        h.touchDown(at: Point(x: 10, y: 10))
        h.window.cancelAllTouches(timestamp: h.clock.now)
        #expect(t.calls == ["begin", "cancel"])
    }
}

/// Actions get the control typed as what it is, and the control is not kept alive by them.
@MainActor @Test func actionsGetTheControlTypedAsItselfWithoutACast() throws {
    var values: [Double] = []
    weak var released: Slider?
    do {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        slider.addAction(for: .valueChanged) { (s: Slider, _) in values.append(s.value) }
        slider.setValue(0.25, animated: false)
        slider.sendActions(for: .valueChanged)
        let pan = PanGestureRecognizer()
        var seen: PanGestureRecognizer?
        pan.addAction { (p: PanGestureRecognizer) in seen = p }
        _ = seen
        released = slider
    }
    #expect(values == [0.25])
    #expect(released == nil)
}

/// Control events as UIKit sends them, in the cases found wrong by use.
@MainActor
@Suite(.serialized) struct ControlEventTests {
    final class StopsEarly: Control {
        var ended: [Bool] = []  // whether endTracking got a touch
        override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
            touch.location(in: self).x < 100
        }
        override func endTracking(_ touch: Touch?, with event: Event?) { ended.append(touch != nil) }
    }

    func host() throws -> HeadlessHost { try HeadlessHost(size: Size(width: 300, height: 200)) }

    @Test func applicationDefinedEventsReachTheirActions() throws {
        let c = Control(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        let custom = Control.Events(rawValue: 1 << 24)
        c.addAction(for: custom) { _, _ in log.append("custom") }
        c.addAction(for: .valueChanged) { _, _ in log.append("value") }
        c.sendActions(for: [custom, .valueChanged])
        #expect(log == ["value", "custom"])
        #expect(Control.Events.applicationReserved.contains(custom))
    }

    @Test func stoppingTrackingEndsTheTouchForTheControl() throws {
        let h = try host()
        let c = StopsEarly(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        var log: [String] = []
        c.addAction(for: .touchDragInside) { _, _ in log.append("drag") }
        c.addAction(for: .touchUpInside) { _, _ in log.append("up") }
        h.window.addSubview(c)
        h.touchDown(at: Point(x: 10, y: 10))
        h.touchMove(to: Point(x: 50, y: 10))
        h.touchMove(to: Point(x: 150, y: 10))  // continueTracking says no
        h.touchMove(to: Point(x: 160, y: 10))
        h.touchUp(at: Point(x: 160, y: 10))
        #expect(c.ended == [false])
        #expect(log == ["drag"])
        #expect(!c.isHighlighted && !c.isTracking)
    }

    @Test func aControlDisabledMidTouchDoesNotEndTracking() throws {
        let h = try host()
        let c = StopsEarly(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        var ups = 0
        c.addAction(for: .touchUpInside) { _, _ in ups += 1 }
        h.window.addSubview(c)
        h.touchDown(at: Point(x: 10, y: 10))
        c.isEnabled = false
        h.touchUp(at: Point(x: 20, y: 10))
        #expect(c.ended.isEmpty && ups == 0)
        #expect(!c.isHighlighted && !c.isTracking)
    }

    @Test func switchesSegmentsAndReturnAreTheirControlsPrimaryActions() throws {
        let h = try host()
        let s = Switch(frame: Rect(x: 10, y: 10, width: 51, height: 31))
        let seg = SegmentedControl(items: ["A", "B"], frame: Rect(x: 10, y: 60, width: 200, height: 30))
        let f = TextField(frame: Rect(x: 10, y: 110, width: 200, height: 30))
        var log: [String] = []
        s.addAction(for: .primaryActionTriggered) { _, _ in log.append("switch") }
        seg.addAction(for: .primaryActionTriggered) { _, _ in log.append("segment") }
        f.addAction(for: .primaryActionTriggered) { _, _ in log.append("field") }
        for v in [s, seg, f] as [View] { h.window.addSubview(v) }
        h.tap(at: Point(x: 35, y: 25))
        h.tap(at: Point(x: 160, y: 75))
        h.tap(at: Point(x: 100, y: 125))
        h.press(.return)
        #expect(log == ["switch", "segment", "field"])
    }
}
