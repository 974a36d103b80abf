import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKSnapshotTesting
import Testing
import RKViews

@testable import RKRecipes

@MainActor
@Suite(.serialized) struct TexturedViewsTests {
    @Test func texturesArePatternColorsAndRepeatable() {
        #expect(TexturedViews.brushedSteel.patternImage === TexturedViews.brushedSteelImage)
        #expect(TexturedViews.wood.patternImage != nil && TexturedViews.colorful.patternImage != nil)
        #expect(TexturedViews.makeWood().premultipliedARGB == TexturedViews.woodImage.premultipliedARGB)
        #expect(TexturedViews.makeBrushedSteel().premultipliedARGB == TexturedViews.brushedSteelImage.premultipliedARGB)
    }

    @Test func pressFeedbackRestoresOnReleaseInside() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        let b = TexturedViews.colorfulButton(frame: Rect(x: 20, y: 20, width: 160, height: 60))
        h.window.addSubview(b)
        let border = b.layer.borderColor, radius = b.layer.cornerRadius
        #expect(radius == 15)
        h.touchDown(at: Point(x: 100, y: 50))
        #expect(b.layer.borderColor == TexturedViews.wood.withAlpha(1) || b.layer.borderColor.patternImage === TexturedViews.woodImage)
        #expect(b.layer.cornerRadius == 0)
        h.touchUp(at: Point(x: 100, y: 50))
        #expect(b.layer.borderColor.patternImage === border.patternImage)
        #expect(b.layer.cornerRadius == radius)
    }

    @Test func pressFeedbackRestoresOnReleaseOutsideAndCanBeRemoved() throws {
        let h = try HeadlessHost(size: Size(width: 400, height: 400))
        let b = Button(frame: Rect(x: 20, y: 20, width: 100, height: 40))
        b.layer.borderColor = .blue
        b.layer.borderWidth = 2
        b.layer.cornerRadius = 6
        b.touchSlop = 10
        h.window.addSubview(b)
        var outside = 0
        b.addAction(for: .touchUpOutside) { _, _ in outside += 1 }
        let feedback = b.addPressFeedback(borderColor: .red, cornerRadius: 20)
        h.touchDown(at: Point(x: 50, y: 40))
        #expect(b.layer.borderColor == .red && b.layer.cornerRadius == 20 && feedback.isPressed)
        h.touchMove(to: Point(x: 380, y: 380))
        #expect(b.layer.borderColor == .red)
        h.touchUp(at: Point(x: 380, y: 380))
        #expect(outside == 1)
        #expect(b.layer.borderColor == .blue && b.layer.cornerRadius == 6 && !feedback.isPressed)
        // Without a corner radius change only the border color changes.
        feedback.pressedCornerRadius = nil
        h.touchDown(at: Point(x: 50, y: 40))
        #expect(b.layer.borderColor == .red && b.layer.cornerRadius == 6)
        h.touchUp(at: Point(x: 50, y: 40))
        feedback.remove()
        h.touchDown(at: Point(x: 50, y: 40))
        #expect(b.layer.borderColor == .blue)
        h.touchUp(at: Point(x: 50, y: 40))
    }

    func scene(pressed: Bool) throws -> Image {
        let h = try HeadlessHost(size: Size(width: 360, height: 260), scale: 2)
        let button = TexturedViews.colorfulButton(frame: Rect(x: 20, y: 20, width: 160, height: 60))
        let steel = TexturedViews.brushedSteelView(frame: Rect(x: 200, y: 20, width: 140, height: 100))
        let label = TexturedViews.woodLabel(frame: Rect(x: 20, y: 150, width: 320, height: 50),
                                            text: "A long label with a wood texture")
        for v in [button, steel, label] { h.window.addSubview(v) }
        h.renderFrame()
        if pressed { h.touchDown(at: Point(x: 100, y: 50)) }
        return h.snapshot()
    }

    @Test func snapshots() throws {
        Snapshot.expect(try scene(pressed: false), named: "textured-normal")
        Snapshot.expect(try scene(pressed: true), named: "textured-pressed")
    }
}

@MainActor
@Suite(.serialized) struct PressFeedbackCompositionTests {
    @Test func twoFeedbacksOnOneControlRestoreTheOriginalLook() throws {
        let h = try HeadlessHost(size: Size(width: 200, height: 100))
        let b = Button(frame: Rect(x: 10, y: 10, width: 120, height: 40))
        b.layer.borderWidth = 3
        b.layer.borderColor = .black
        b.layer.cornerRadius = 12
        h.window.addSubview(b)
        b.addPressFeedback(borderColor: Color(red: 0.6, green: 0.4, blue: 0.2), cornerRadius: 0)
        b.addPressFeedback(borderColor: .red, cornerRadius: 4)
        h.touchDown(at: Point(x: 50, y: 30))
        #expect(b.layer.borderColor == .red && b.layer.cornerRadius == 4)  // the last added shows
        h.touchUp(at: Point(x: 50, y: 30))
        #expect(b.layer.borderColor == .black && b.layer.cornerRadius == 12)
        h.tap(at: Point(x: 50, y: 30))
        #expect(b.layer.borderColor == .black && b.layer.cornerRadius == 12)
    }
}
