import RKGeometry
import RKGraphics
import RKHosts
@testable import RKLayers
import RKSnapshotTesting
import Testing
import RKViews

@testable import RKRecipes

@MainActor
@Suite(.serialized) struct RangeSliderTests {
    /// The seed's formulas, recomputed here.
    struct Seed {
        var width: Double, height: Double, min = 0.0, max = 10.0
        var knob: Double { height }
        var usable: Double { width - knob }
        func position(_ v: Double) -> Double { usable * (v - min) / (max - min) + knob / 2 }
        func delta(_ dx: Double) -> Double { (max - min) * dx / usable }
    }

    func make(width: Double, height: Double, in h: HeadlessHost, origin: Point = Point(x: 20, y: 40)) -> RangeSlider {
        let s = RangeSlider(frame: Rect(x: origin.x, y: origin.y, width: width, height: height))
        h.window.addSubview(s)
        h.renderFrame()
        return s
    }

    @Test func defaultsAndGeometryFollowTheSeed() throws {
        let h = try HeadlessHost(size: Size(width: 340, height: 120))
        let s = make(width: 300, height: 30, in: h)
        #expect(s.minimumValue == 0 && s.maximumValue == 10 && s.lowerValue == 2 && s.upperValue == 8)
        #expect(s.curvaceousness == 1)
        #expect(s.trackFrame == Rect(x: 0, y: 30 / 3.5, width: 300, height: 30 - 2 * 30 / 3.5))
        let seed = Seed(width: 300, height: 30)
        #expect(s.knobWidth == 30)
        #expect(s.lowerKnobFrame == Rect(x: seed.position(2) - 15, y: 0, width: 30, height: 30))
        #expect(s.upperKnobFrame.midX == seed.position(8))
    }

    @Test(arguments: [(300.0, 30.0), (200.0, 44.0)])
    func dragsByKnownDistances(size: (Double, Double)) throws {
        let (w, ht) = size
        let h = try HeadlessHost(size: Size(width: 340, height: 160))
        let s = make(width: w, height: ht, in: h)
        let seed = Seed(width: w, height: ht)
        var changes = 0
        s.addAction(for: .valueChanged) { _, _ in changes += 1 }
        let y = 40 + ht / 2
        // Lower knob right by 37 points.
        let lx = 20 + seed.position(2)
        h.drag(from: Point(x: lx, y: y), to: Point(x: lx + 37, y: y), steps: 5)
        #expect(abs(s.lowerValue - (2 + seed.delta(37))) < 1e-9)
        #expect(s.upperValue == 8)
        #expect(changes == 5)
        // Upper knob left by 23 points, leaving the bounds vertically while dragging.
        let ux = 20 + seed.position(8)
        let lowerBefore = s.lowerValue
        h.drag(from: Point(x: ux, y: y), to: Point(x: ux - 23, y: y + 100), steps: 4)
        #expect(abs(s.upperValue - (8 - seed.delta(23))) < 1e-9)
        #expect(s.lowerValue == lowerBefore)
        #expect(changes == 9)
        #expect(!s.isLowerKnobHighlighted && !s.isUpperKnobHighlighted)
    }

    /// A knob move only moves layers: nothing is redrawn, and the repainted area stays between
    /// the lower knob's old position and the upper knob (the track beyond it is untouched).
    @Test func knobMoveRedrawsNothingAndRepaintsOnlyWhatMoved() throws {
        let h = try HeadlessHost(size: Size(width: 400, height: 120))
        let s = make(width: 300, height: 30, in: h)
        let seed = Seed(width: 300, height: 30)
        let x = 20 + seed.position(2)
        h.touchDown(at: Point(x: x, y: 55))
        h.renderFrame()  // the lower knob redraws once, pressed
        let drawn: [Layer] = [s.trackOverlayLayer, s.lowerKnobLayer, s.upperKnobLayer]
        let versions = drawn.map(\.displayVersion)
        h.touchMove(to: Point(x: x + 6, y: 55))
        let damage = h.renderFrame()
        h.touchUp(at: Point(x: x + 6, y: 55))
        #expect(abs(s.lowerValue - (2 + seed.delta(6))) < 1e-9)
        #expect(drawn.map(\.displayVersion) == versions)
        let b = damage.bounds
        #expect(!damage.isEmpty)
        #expect(b.minX >= 20 + seed.position(2) - 15 - 4)
        #expect(b.maxX <= 20 + seed.position(8) + 4)  // the highlight's right end does not move
        #expect(b.minY >= 40 - 4 && b.maxY <= 70 + 4)
    }

    @Test func clampsAtTheEndsAndAgainstTheOtherKnob() throws {
        let h = try HeadlessHost(size: Size(width: 340, height: 120))
        let s = make(width: 300, height: 30, in: h)
        let seed = Seed(width: 300, height: 30)
        var changes = 0
        s.addAction(for: .valueChanged) { _, _ in changes += 1 }
        // Lower far left (and outside the control): stops at the minimum.
        var x = 20 + seed.position(2)
        h.drag(from: Point(x: x, y: 55), to: Point(x: x - 200, y: 55), steps: 4)
        #expect(s.lowerValue == 0)
        #expect(changes == 2)  // 0.15 after the first step, 0 after the second; later steps change nothing
        // Upper far right: stops at the maximum.
        x = 20 + seed.position(8)
        h.drag(from: Point(x: x, y: 55), to: Point(x: x + 200, y: 55), steps: 4)
        #expect(s.upperValue == 10)
        // Lower dragged past upper stops on it.
        s.upperValue = 6
        x = 20 + seed.position(0)
        h.drag(from: Point(x: x, y: 55), to: Point(x: x + 280, y: 55), steps: 7)
        #expect(s.lowerValue == 6 && s.upperValue == 6)
        // Upper dragged below lower (now pressed together, from the right) stops on it.
        s.lowerValue = 3
        s.upperValue = 9
        x = 20 + seed.position(9)
        h.drag(from: Point(x: x, y: 55), to: Point(x: x - 290, y: 55), steps: 5)
        #expect(s.upperValue == 3 && s.lowerValue == 3)
    }

    @Test func stackedKnobsSeparateBothWays() throws {
        let h = try HeadlessHost(size: Size(width: 340, height: 120))
        let s = make(width: 300, height: 30, in: h)
        let seed = Seed(width: 300, height: 30)
        // Stacked at the maximum: only moving left works, and it moves the lower knob.
        s.setValues(lower: 10, upper: 10)
        var x = 20 + seed.position(10)
        h.drag(from: Point(x: x, y: 55), to: Point(x: x - 27, y: 55), steps: 3)
        #expect(s.upperValue == 10)
        #expect(abs(s.lowerValue - (10 - seed.delta(27))) < 1e-9)
        // Stacked at the minimum: moving right moves the upper knob.
        s.setValues(lower: 0, upper: 0)
        x = 20 + seed.position(0)
        h.drag(from: Point(x: x, y: 55), to: Point(x: x + 27, y: 55), steps: 3)
        #expect(s.lowerValue == 0)
        #expect(abs(s.upperValue - seed.delta(27)) < 1e-9)
        // Stacked in the middle: either way.
        s.setValues(lower: 5, upper: 5)
        x = 20 + seed.position(5)
        h.drag(from: Point(x: x, y: 55), to: Point(x: x + 27, y: 55), steps: 3)
        #expect(s.lowerValue == 5 && s.upperValue > 5)
        s.setValues(lower: 5, upper: 5)
        h.drag(from: Point(x: x, y: 55), to: Point(x: x - 27, y: 55), steps: 3)
        #expect(s.upperValue == 5 && s.lowerValue < 5)
    }

    @Test func touchesAwayFromTheKnobsDoNothing() throws {
        let h = try HeadlessHost(size: Size(width: 340, height: 120))
        let s = make(width: 300, height: 30, in: h)
        var changes = 0
        s.addAction(for: .valueChanged) { _, _ in changes += 1 }
        let seed = Seed(width: 300, height: 30)
        let mid = 20 + seed.position(5)
        h.drag(from: Point(x: mid, y: 55), to: Point(x: mid + 50, y: 55), steps: 3)
        #expect(s.lowerValue == 2 && s.upperValue == 8 && changes == 0)
    }

    @Test func stepSnappingAndMinimumDistance() throws {
        let h = try HeadlessHost(size: Size(width: 340, height: 120))
        let s = make(width: 300, height: 30, in: h)
        let seed = Seed(width: 300, height: 30)
        s.stepValue = 1
        s.minimumDistance = 2
        var changes = 0
        s.addAction(for: .valueChanged) { _, _ in changes += 1 }
        // 10 moves of 4 points: 1.48 value units in total → 3.48 → snaps to 3; small moves add up.
        let x = 20 + seed.position(2)
        h.drag(from: Point(x: x, y: 55), to: Point(x: x + 40, y: 55), steps: 10)
        #expect(s.lowerValue == (2 + seed.delta(40)).rounded())
        #expect(changes == 1)
        // Pushing lower towards upper stops 2 below it.
        h.drag(from: Point(x: 20 + seed.position(3), y: 55), to: Point(x: 300, y: 55), steps: 6)
        #expect(s.lowerValue == 6)
        // Programmatic values are snapped and clamped.
        s.upperValue = 7.4
        #expect(s.upperValue == 8)
        s.lowerValue = 100
        #expect(s.lowerValue == 6)
        s.upperValue = -3
        #expect(s.upperValue == 8)
        s.lowerValue = -5
        #expect(s.lowerValue == 0)
        s.lowerValue = .nan
        #expect(s.lowerValue == 0)
    }

    @Test func programmaticValuesMoveTheKnobsAtOnce() throws {
        let h = try HeadlessHost(size: Size(width: 340, height: 120))
        let s = make(width: 300, height: 30, in: h)
        let seed = Seed(width: 300, height: 30)
        s.upperValue = 12
        #expect(s.upperValue == 10)
        s.lowerValue = 4
        #expect(s.lowerKnobFrame.midX == seed.position(4))
        s.maximumValue = 5
        #expect(s.upperValue == 5 && s.lowerValue == 4)
        s.minimumValue = 4.5
        #expect(s.lowerValue == 4.5)
    }

    // MARK: Snapshots

    func picture(_ configure: (RangeSlider) -> Void) throws -> Image {
        let h = try HeadlessHost(size: Size(width: 260, height: 60), scale: 2)
        let s = RangeSlider(frame: Rect(x: 20, y: 15, width: 220, height: 30))
        h.window.addSubview(s)
        configure(s)
        return h.snapshot()
    }

    @Test func snapshotsByCurvaceousness() throws {
        Snapshot.expect(try picture { $0.curvaceousness = 0 }, named: "curvaceousness-0")
        Snapshot.expect(try picture { $0.curvaceousness = 0.5 }, named: "curvaceousness-0.5")
        Snapshot.expect(try picture { _ in }, named: "curvaceousness-1")
    }

    @Test func snapshotHighlightedKnob() throws {
        let h = try HeadlessHost(size: Size(width: 260, height: 60), scale: 2)
        let s = RangeSlider(frame: Rect(x: 20, y: 15, width: 220, height: 30))
        h.window.addSubview(s)
        h.renderFrame()
        let seed = Seed(width: 220, height: 30)
        h.touchDown(at: Point(x: 20 + seed.position(8), y: 30))
        #expect(s.isUpperKnobHighlighted && !s.isLowerKnobHighlighted)
        Snapshot.expect(h.snapshot(), named: "highlighted-upper-knob")
        h.touchUp(at: Point(x: 20 + seed.position(8), y: 30))
    }

    @Test func snapshotCustomColors() throws {
        Snapshot.expect(try picture {
            $0.trackColor = Color(red: 0.95, green: 0.9, blue: 0.8)
            $0.trackHighlightColor = Color(red: 0.9, green: 0.35, blue: 0.1)
            $0.knobColor = Color(red: 1, green: 0.85, blue: 0.3)
            $0.curvaceousness = 0.7
            $0.setValues(lower: 3.5, upper: 6)
        }, named: "custom-colors")
    }

    @Test func snapshotValueLabels() throws {
        let h = try HeadlessHost(size: Size(width: 260, height: 70), scale: 2)
        let s = RangeSlider(frame: Rect(x: 20, y: 28, width: 220, height: 30))
        h.window.addSubview(s)
        s.showsValueLabels = true
        s.setValues(lower: 1.5, upper: 7.25)
        Snapshot.expect(h.snapshot(), named: "value-labels")
    }
}
