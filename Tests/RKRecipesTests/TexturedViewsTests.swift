import Foundation
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

    @Test func pressingTheColorfulButtonKeepsItsShapeAndRainbowBorder() throws {
        let h = try HeadlessHost(size: Size(width: 200, height: 100), scale: 2)
        let b = TexturedViews.colorfulButton(frame: Rect(x: 20, y: 20, width: 160, height: 60))
        h.window.addSubview(b)
        h.renderFrame()
        let before = h.snapshot()
        #expect(b.layer.cornerRadius == 15)
        h.touchDown(at: Point(x: 100, y: 50))
        h.renderFrame()
        let pressed = h.snapshot()
        // The shape and the border stay.
        #expect(b.layer.cornerRadius == 15)
        #expect(b.layer.borderColor.patternImage === TexturedViews.thickColorImage)
        // The face darkens (the gray gradient under the title's left, in from the border)...
        #expect(luminance(pressed, x: 34, y: 50) < luminance(before, x: 34, y: 50) - 0.1)
        // ...while the rounded corner's outside (the window behind) and the rainbow border on
        // a straight side are as they were: the corner is not squared.
        #expect(pixel(pressed, x: 21, y: 21) == pixel(before, x: 21, y: 21))
        #expect(pixel(pressed, x: 100, y: 22) == pixel(before, x: 100, y: 22))
        h.touchUp(at: Point(x: 100, y: 50))
        h.renderFrame()
        #expect(h.snapshot().premultipliedARGB == before.premultipliedARGB)
    }

    @Test func theSteelAndWoodButtonsShowPressFeedbackToo() throws {
        let h = try HeadlessHost(size: Size(width: 400, height: 200), scale: 2)
        let steel = TexturedViews.brushedSteelButton(frame: Rect(x: 20, y: 20, width: 150, height: 90))
        let wood = TexturedViews.woodButton(frame: Rect(x: 20, y: 130, width: 360, height: 40), title: "A long label")
        h.window.addSubview(steel)
        h.window.addSubview(wood)
        for (b, inside) in [(steel, Point(x: 32, y: 40)), (wood, Point(x: 40, y: 150))] {
            h.renderFrame()
            let before = h.snapshot()
            let radius = b.layer.cornerRadius
            h.touchDown(at: inside)
            h.renderFrame()
            let pressed = h.snapshot()
            #expect(luminance(pressed, x: inside.x, y: inside.y) < luminance(before, x: inside.x, y: inside.y) - 0.1)
            #expect(b.layer.cornerRadius == radius)
            // Outside the rounded corner nothing changes.
            #expect(pixel(pressed, x: b.frame.minX + 1, y: b.frame.minY + 1) == pixel(before, x: b.frame.minX + 1, y: b.frame.minY + 1))
            h.touchUp(at: inside)
        }
    }

    @Test func brushedSteelTextIsLegibleAndKeepsClearOfTheBorder() throws {
        // Contrast as WCAG and GTK reckon it, against the brushed steel tile's mean.
        let tile = TexturedViews.brushedSteelImage.premultipliedARGB
        let mean = tile.reduce(0.0) { $0 + relativeLuminance($1) } / Double(tile.count)
        let ink = TexturedViews.steelInk
        let inkLuminance = relativeLuminance(red: ink.red, green: ink.green, blue: ink.blue)
        #expect((mean + 0.05) / (inkLuminance + 0.05) >= 4.5)

        // The text's drawn pixels stay more than border + 4 points inside the view.
        let h = try HeadlessHost(size: Size(width: 200, height: 130), scale: 2)
        let frame = Rect(x: 20, y: 20, width: 150, height: 90)
        for view in [TexturedViews.brushedSteelView(frame: frame), TexturedViews.brushedSteelButton(frame: frame)] {
            h.window.subviews.forEach { $0.removeFromSuperview() }
            h.window.addSubview(view)
            h.renderFrame()
            let image = h.snapshot()
            var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
            for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
                for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) where relativeLuminance(image.pixel(x: x, y: y) ?? 0) < 0.1 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
            #expect(minX <= maxX, "no text drawn")
            let clear = (5.0 + 4) * 2  // border and padding, in pixels
            #expect(Double(minX) >= frame.minX * 2 + clear && Double(maxX) <= frame.maxX * 2 - clear)
            #expect(Double(minY) >= frame.minY * 2 + clear && Double(maxY) <= frame.maxY * 2 - clear)
        }
    }

    func pixel(_ image: Image, x: Double, y: Double) -> UInt32 {
        image.pixel(x: Int(x * image.scale), y: Int(y * image.scale)) ?? 0
    }

    func luminance(_ image: Image, x: Double, y: Double) -> Double {
        relativeLuminance(pixel(image, x: x, y: y))
    }

    func relativeLuminance(_ argb: UInt32) -> Double {
        relativeLuminance(red: Double((argb >> 16) & 0xFF) / 255, green: Double((argb >> 8) & 0xFF) / 255,
                          blue: Double(argb & 0xFF) / 255)
    }

    func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
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
