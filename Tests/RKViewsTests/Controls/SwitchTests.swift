import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct SwitchTests {
    /// A switch at (100, 100); its thumb's center is at x 115.5 when off and 135.5 when on.
    func setUp() throws -> (HeadlessHost, Switch, () -> [String]) {
        let h = try HeadlessHost(size: Size(width: 300, height: 250))
        let s = Switch(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        h.window.addSubview(s)
        h.renderFrame()
        return (h, s, recordEvents(of: s))
    }

    func valueChanges(_ log: [String]) -> Int { log.filter { $0 == "valueChanged" }.count }

    @Test func hasUIKitsFixedSizeAndStartsOff() throws {
        let (_, s, _) = try setUp()
        #expect(s.frame == Rect(x: 100, y: 100, width: 51, height: 31))
        #expect(!s.isOn)
        #expect(s.sizeThatFits(Size(width: 500, height: 500)) == Switch.defaultSize)
        #expect(s.thumb.frame == Rect(x: 2, y: 2, width: 27, height: 27))
    }

    @Test func aTapTogglesAndSendsValueChangedBeforeTouchUpInside() throws {
        let (h, s, log) = try setUp()
        h.tap(at: Point(x: 125, y: 115))
        #expect(s.isOn)
        // valueChanged and, as for UISwitch, the primary action, before touchUpInside.
        #expect(log() == ["down", "valueChanged", "primary", "upInside"])
        h.run(for: 0.5)
        h.tap(at: Point(x: 125, y: 115))
        #expect(!s.isOn)
        #expect(valueChanges(log()) == 2)
    }

    @Test func aSmallJitterStillCountsAsATap() throws {
        let (h, s, log) = try setUp()
        h.drag(from: Point(x: 130, y: 115), to: Point(x: 127, y: 116), steps: 3)
        #expect(s.isOn)
        #expect(valueChanges(log()) == 1)
    }

    @Test func draggingPastTheMiddleTurnsItOn() throws {
        let (h, s, log) = try setUp()
        // The middle is at x 125.5 in the window.
        h.drag(from: Point(x: 115, y: 115), to: Point(x: 140, y: 115), steps: 5)
        #expect(s.isOn)
        #expect(valueChanges(log()) == 1)
    }

    @Test func draggingShortOfTheMiddleChangesNothing() throws {
        let (h, s, log) = try setUp()
        h.drag(from: Point(x: 115, y: 115), to: Point(x: 124, y: 115), steps: 5)
        #expect(!s.isOn)
        #expect(valueChanges(log()) == 0)
        #expect(log().contains("upInside"))
    }

    @Test func draggingAcrossAndBackEndsWhereTheFingerLifts() throws {
        let (h, s, log) = try setUp()
        s.isOn = true
        #expect(log().isEmpty)  // setting the value in code sends nothing
        h.touchDown(at: Point(x: 135, y: 115))
        h.touchMove(to: Point(x: 110, y: 115))
        h.run(for: 0.3)
        #expect(s.thumb.frame.minX == 2)  // the thumb follows to the off side while dragging
        #expect(s.isOn)  // the value changes only on lift-off
        h.touchMove(to: Point(x: 145, y: 115))
        h.touchMove(to: Point(x: 100, y: 115))
        h.touchUp(at: Point(x: 100, y: 115))
        #expect(!s.isOn)
        #expect(valueChanges(log()) == 1)
    }

    @Test func aCancelledTouchLeavesTheValue() throws {
        let (h, s, log) = try setUp()
        h.touchDown(at: Point(x: 115, y: 115))
        h.touchMove(to: Point(x: 145, y: 115))
        h.window.cancelAllTouches(timestamp: h.clock.now)
        h.run(for: 0.4)
        #expect(!s.isOn)
        #expect(valueChanges(log()) == 0)
        #expect(s.thumb.frame.minX == 2)
    }

    @Test func disabledSwitchesIgnoreTaps() throws {
        let (h, s, log) = try setUp()
        s.isEnabled = false
        h.tap(at: Point(x: 125, y: 115))
        #expect(!s.isOn && log().isEmpty)
    }

    @Test func theThumbSlidesWhenAnimatedAndJumpsOtherwise() throws {
        let (h, s, _) = try setUp()
        s.setOn(true, animated: true)
        #expect(s.isOn)
        #expect(s.thumb.center.x == 35.5)  // the model is final at once
        h.run(for: 0.1)
        let mid = s.thumb.layer.presentationProperties.position.x
        #expect(mid > 15.5 && mid < 35.5)
        h.run(for: 0.3)
        #expect(s.thumb.layer.presentationProperties.position.x == 35.5)
        s.isOn = false
        #expect(s.thumb.layer.animationKeys.isEmpty)
        #expect(s.thumb.layer.presentationProperties.position.x == 15.5)
    }

    @Test func thePressedThumbWidensTowardTheMiddle() throws {
        let (h, s, _) = try setUp()
        h.touchDown(at: Point(x: 115, y: 115))
        h.run(for: 0.3)
        #expect(s.thumb.frame == Rect(x: 2, y: 2, width: 27 + Switch.pressedThumbGrowth, height: 27))
        h.touchUp(at: Point(x: 115, y: 115))
        h.run(for: 0.3)
        #expect(s.isOn)
        #expect(s.thumb.frame == Rect(x: 22, y: 2, width: 27, height: 27))
    }
}
