import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKSnapshotTesting
import Testing
import RKViews

@testable import RKRecipes

@MainActor
@Suite(.serialized) struct ToggleButtonTests {
    static func art(_ color: Color, ring: Color? = nil) -> Image {
        let bitmap = try! Bitmap(size: Size(width: 60, height: 60), scale: 2)
        let c = Canvas(bitmap: bitmap)
        c.fill(Path(ellipseIn: Rect(x: 4, y: 4, width: 52, height: 52)), with: color)
        if let ring { c.stroke(Path(ellipseIn: Rect(x: 6, y: 6, width: 48, height: 48)), with: ring, style: StrokeStyle(lineWidth: 4)) }
        return bitmap.makeImage()
    }

    static let on = art(Color(red: 0.2, green: 0.7, blue: 0.3))
    static let off = art(Color(white: 0.75))
    static let pressed = art(Color(white: 0.5))
    static let onPressed = art(Color(red: 0.1, green: 0.45, blue: 0.2))

    func setUp(onHighlighted: Image? = nil) throws -> (HeadlessHost, ToggleButton) {
        let h = try HeadlessHost(size: Size(width: 200, height: 100), scale: 2)
        let b = ToggleButton.make(on: Self.on, off: Self.off, highlighted: Self.pressed, onHighlighted: onHighlighted)
        b.frame.origin = Point(x: 20, y: 20)
        h.window.addSubview(b)
        h.renderFrame()
        return (h, b)
    }

    @Test func factoryAndToggle() throws {
        let (_, b) = try setUp()
        #expect(b.frame.size == Size(width: 60, height: 60))
        #expect(!b.isOn && b.autotoggleEnabled)
        #expect(b.currentBackgroundImage?.image === Self.off)
        #expect(b.toggle() == true)
        #expect(b.currentBackgroundImage?.image === Self.on)
        #expect(b.toggle() == false)
    }

    @Test func togglesOnlyOnReleaseInside() throws {
        let (h, b) = try setUp()
        var log: [String] = []
        b.addAction(for: .valueChanged) { c, _ in log.append("changed \(c.isOn)") }
        b.addAction(for: .primaryActionTriggered) { _, _ in log.append("primary") }
        b.addAction(for: .touchUpOutside) { _, _ in log.append("outside") }
        // Pressed: still off, highlighted image.
        h.touchDown(at: Point(x: 50, y: 50))
        #expect(!b.isOn)
        #expect(b.currentBackgroundImage?.image === Self.pressed)
        h.touchUp(at: Point(x: 50, y: 50))
        #expect(b.isOn)
        #expect(b.currentBackgroundImage?.image === Self.on)
        #expect(log == ["changed true", "primary"])
        // Pressed while on: the highlighted image (no on+highlighted one given).
        h.touchDown(at: Point(x: 50, y: 50))
        #expect(b.currentBackgroundImage?.image === Self.pressed)
        // Released far outside: no change.
        h.touchMove(to: Point(x: 190, y: 190))
        h.touchMove(to: Point(x: 195, y: 195))
        h.touchDown(at: Point(x: 0, y: 0), id: 9)  // an unrelated finger changes nothing
        h.touchUp(at: Point(x: 0, y: 0), id: 9)
        b.touchSlop = 10
        h.touchUp(at: Point(x: 195, y: 195))
        #expect(b.isOn)
        #expect(log == ["changed true", "primary", "outside"])
        // A second tap turns it off.
        h.tap(at: Point(x: 50, y: 50))
        #expect(!b.isOn)
        #expect(log == ["changed true", "primary", "outside", "changed false", "primary"])
    }

    /// As in the seed, the button toggles in endTracking: a Touch Up Inside action reads the
    /// new state.
    @Test func touchUpInsideActionsSeeTheNewState() throws {
        let (h, b) = try setUp()
        var seen: [Bool] = []
        b.addAction(for: .touchUpInside) { c, _ in seen.append(c.isOn) }
        h.tap(at: Point(x: 50, y: 50))
        h.tap(at: Point(x: 50, y: 50))
        #expect(seen == [true, false])
    }

    @Test func withoutAutotoggleOnlySendsThePrimaryAction() throws {
        let (h, b) = try setUp()
        b.autotoggleEnabled = false
        var changes = 0, primaries = 0
        b.addAction(for: .valueChanged) { _, _ in changes += 1 }
        b.addAction(for: .primaryActionTriggered) { _, _ in primaries += 1 }
        h.tap(at: Point(x: 50, y: 50))
        #expect(!b.isOn && changes == 0 && primaries == 1)
    }

    @Test func onHighlightedImageShowsWhilePressedWhenOn() throws {
        let (h, b) = try setUp(onHighlighted: Self.onPressed)
        b.isOn = true
        h.touchDown(at: Point(x: 50, y: 50))
        #expect(b.currentBackgroundImage?.image === Self.onPressed)
        h.touchUp(at: Point(x: 50, y: 50))
        #expect(!b.isOn)
        h.touchDown(at: Point(x: 50, y: 50))
        #expect(b.currentBackgroundImage?.image === Self.pressed)
        h.touchUp(at: Point(x: 50, y: 50))
    }

    @Test func snapshots() throws {
        let h = try HeadlessHost(size: Size(width: 280, height: 100), scale: 2)
        let off = ToggleButton.make(on: Self.on, off: Self.off, highlighted: Self.pressed)
        let on = ToggleButton.make(on: Self.on, off: Self.off, highlighted: Self.pressed)
        on.isOn = true
        let pressedOff = ToggleButton.make(on: Self.on, off: Self.off, highlighted: Self.pressed)
        pressedOff.isHighlighted = true
        let pressedOn = ToggleButton.make(on: Self.on, off: Self.off, highlighted: Self.pressed, onHighlighted: Self.onPressed)
        pressedOn.isOn = true
        pressedOn.isHighlighted = true
        for (i, b) in [off, on, pressedOff, pressedOn].enumerated() {
            b.frame.origin = Point(x: 10 + Double(i) * 68, y: 20)
            h.window.addSubview(b)
        }
        Snapshot.expect(h.snapshot(), named: "off-on-pressed-onpressed")
    }
}
