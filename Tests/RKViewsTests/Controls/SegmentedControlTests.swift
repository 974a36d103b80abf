import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMotion
import RKSnapshotTesting
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct SegmentedControlTests {
    /// A three-segment control (100 pt per segment) at (50, 50) in a 400x130 window, with a
    /// log of the selected index at each valueChanged.
    func setUp() throws -> (HeadlessHost, SegmentedControl, () -> [Int]) {
        let h = try HeadlessHost(size: Size(width: 400, height: 130))
        let c = SegmentedControl(items: ["One", "Two", "Three"], frame: Rect(x: 50, y: 50, width: 300, height: 30))
        h.window.addSubview(c)
        var log: [Int] = []
        c.addAction(for: .valueChanged) { control, _ in log.append(control.selectedSegmentIndex) }
        return (h, c, { log })
    }

    /// The window point at the middle of segment `i`.
    func center(_ i: Int) -> Point { Point(x: 100 + Double(i) * 100, y: 65) }

    @Test func startsWithNoSelection() throws {
        let (_, c, _) = try setUp()
        #expect(c.numberOfSegments == 3)
        #expect(c.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(c.titleForSegment(at: 2) == "Three")
        #expect(c.titleForSegment(at: 3) == nil)
    }

    @Test func tapSelectsAndSendsValueChangedOnlyOnChange() throws {
        let (h, c, log) = try setUp()
        h.tap(at: center(1))
        #expect(c.selectedSegmentIndex == 1)
        h.tap(at: center(1))
        #expect(log() == [1])
        h.tap(at: center(2))
        h.tap(at: center(0))
        #expect(c.selectedSegmentIndex == 0)
        #expect(log() == [1, 2, 0])
    }

    @Test func releasingOutsideTheControlChangesNothing() throws {
        let (h, c, log) = try setUp()
        h.drag(from: center(1), to: Point(x: 200, y: 125))
        #expect(c.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(log().isEmpty)
        // Sliding to another segment selects the one under the finger at lift-off.
        h.drag(from: center(0), to: center(2))
        #expect(c.selectedSegmentIndex == 2)
        #expect(log() == [2])
    }

    @Test func momentarySegmentsFireEveryTapAndDoNotStaySelected() throws {
        let (h, c, log) = try setUp()
        c.isMomentary = true
        h.tap(at: center(2))
        h.tap(at: center(2))
        #expect(log() == [2, 2])
        #expect(c.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test func disabledSegmentsAndControlsIgnoreTaps() throws {
        let (h, c, log) = try setUp()
        c.setEnabled(false, forSegmentAt: 1)
        #expect(!c.isEnabledForSegment(at: 1))
        h.tap(at: center(1))
        #expect(c.selectedSegmentIndex == SegmentedControl.noSegment)
        c.isEnabled = false
        h.tap(at: center(0))
        #expect(log().isEmpty)
    }

    @Test func settingTheSelectionInCodeSendsNothingAndIsValidated() throws {
        let (_, c, log) = try setUp()
        c.selectedSegmentIndex = 2
        #expect(c.selectedSegmentIndex == 2)
        c.selectedSegmentIndex = 7
        #expect(c.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(log().isEmpty)
    }

    @Test func insertingAndRemovingKeepsTheSelectedSegment() throws {
        let (_, c, _) = try setUp()
        c.selectedSegmentIndex = 1
        c.insertSegment(withTitle: "Zero", at: 0)
        #expect(c.selectedSegmentIndex == 2)
        #expect(c.titleForSegment(at: 2) == "Two")
        c.removeSegment(at: 0)
        #expect(c.selectedSegmentIndex == 1)
        c.removeSegment(at: 1)
        #expect(c.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(c.numberOfSegments == 2)
        c.removeAllSegments()
        #expect(c.numberOfSegments == 0)
    }

    @Test func fixedWidthsLeaveTheRestToAutomaticSegments() throws {
        let (_, c, _) = try setUp()
        c.setWidth(60, forSegmentAt: 0)
        let frames = c.segmentFrames
        #expect(frames.map(\.width) == [60, 120, 120])
        #expect(frames.map(\.minX) == [0, 60, 180])
        #expect(c.segmentIndex(at: Point(x: 61, y: 5)) == 1)
    }

    // MARK: Snapshots

    @Test func snapshotStates() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 200), scale: 2)
        func add(_ y: Double, _ configure: (SegmentedControl) -> Void) {
            let c = SegmentedControl(items: ["First", "Second", "Third"], frame: Rect(x: 10, y: y, width: 300, height: 29))
            configure(c)
            h.window.addSubview(c)
        }
        add(10) { _ in }
        add(50) { $0.selectedSegmentIndex = 0 }
        add(90) { $0.selectedSegmentIndex = 2; $0.setEnabled(false, forSegmentAt: 1) }
        add(130) { $0.selectedSegmentIndex = 1; $0.isEnabled = false }
        add(165) { $0.selectedSegmentIndex = 1; $0.tintColor = Color(red: 0.9, green: 0.3, blue: 0.2); $0.setWidth(60, forSegmentAt: 0) }
        Snapshot.expect(h.snapshot(), named: "states")
    }

    @Test func snapshotPressedSegment() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 50), scale: 2)
        let c = SegmentedControl(items: ["First", "Second", "Third"], frame: Rect(x: 10, y: 10, width: 300, height: 29))
        c.selectedSegmentIndex = 0
        h.window.addSubview(c)
        h.touchDown(at: Point(x: 210, y: 25))  // held on "Third"
        Snapshot.expect(h.snapshot(), named: "pressed")
        h.touchUp(at: Point(x: 210, y: 25))
        #expect(c.selectedSegmentIndex == 2)
    }
}
