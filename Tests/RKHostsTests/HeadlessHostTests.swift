import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import Testing
import RKViews

@testable import RKHosts

@MainActor
@Suite struct HeadlessHostTests {
    @Test func rendersFramesAtItsScaleAndRepaintsOnlyChanges() throws {
        let host = try HeadlessHost(size: Size(width: 100, height: 50), scale: 2, backgroundColor: .white)
        let dot = Layer()
        dot.frame = Rect(x: 10, y: 10, width: 10, height: 10)
        dot.backgroundColor = .red
        host.rootLayer.addSublayer(dot)
        let first = host.snapshot()
        #expect(first.pixelWidth == 200 && first.pixelHeight == 100)
        #expect(first.pixel(x: 30, y: 30) == 0xFFFF_0000)
        #expect(first.pixel(x: 100, y: 50) == 0xFFFF_FFFF)
        #expect(host.renderFrame().isEmpty)
        Transaction.perform(disableActions: true) { dot.position.x += 50 }
        let damage = host.renderFrame()
        #expect(damage.area > 0 && damage.area < 200 * 100 / 4)
        #expect(host.bitmap.pixel(x: 130, y: 30) == 0xFFFF_0000)
        #expect(host.bitmap.pixel(x: 30, y: 30) == 0xFFFF_FFFF)
    }

    @Test func writesPNGFilesCreatingFolders() throws {
        let host = try HeadlessHost(size: Size(width: 20, height: 20))
        host.rootLayer.backgroundColor = .blue
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("recipekit-host-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a/b/frame.png").path
        try host.writePNG(to: path)
        let image = try Image(contentsOfFile: path)
        #expect(image.pixel(x: 5, y: 5) == 0xFF00_00FF)
    }

    @Test func rejectsEmptyAndHugeFrames() {
        #expect(throws: Bitmap.BitmapError.self) { try HeadlessHost(size: Size(width: 0, height: 10)) }
        #expect(throws: Bitmap.BitmapError.self) { try HeadlessHost(size: Size(width: 100_000, height: 100_000)) }
        #expect(throws: Bitmap.BitmapError.self) { try HeadlessHost(size: Size(width: .nan, height: 10)) }
    }

    @Test func resizesLikeARotationAndRejectsBadSizes() throws {
        let host = try HeadlessHost(size: Size(width: 40, height: 60), backgroundColor: .white)
        host.window.backgroundColor = .blue
        #expect(host.snapshot().pixelWidth == 40)
        try host.resize(to: Size(width: 60, height: 40))
        #expect(host.size == Size(width: 60, height: 40) && host.window.frame == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(host.rootLayer.frame == host.window.frame)
        let frame = host.snapshot()
        #expect(frame.pixelWidth == 60 && frame.pixelHeight == 40)
        #expect(frame.pixel(x: 55, y: 35) == 0xFF00_00FF)  // repainted whole, window included
        #expect(throws: Bitmap.BitmapError.self) { try host.resize(to: Size(width: 0, height: 10)) }
        #expect(host.size == Size(width: 60, height: 40) && host.bitmap.pixelWidth == 60)
    }

    @Test func windowsMarkedForLayoutAreLaidOutBeforeEachFrame() throws {
        final class Counting: View {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let host = try HeadlessHost(size: Size(width: 100, height: 100))
        // A window of its own inside the host's tree (as the gallery nests a scene's window).
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        host.rootLayer.addSublayer(window.layer)
        let v = Counting(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(v)
        host.renderFrame()
        let before = v.layouts
        #expect(before >= 1)
        // A change made by a timer, with no input to lay the window out.
        EventLoop.current.perform(afterDelay: 0.05) { v.frame.size.width = 40 }
        host.run(for: 0.1)
        #expect(v.layouts == before + 1)
        host.run(for: 0.1)
        #expect(v.layouts == before + 1)  // nothing marked: no more layout
    }

    @Test func writingToAnUnwritablePathThrows() throws {
        let host = try HeadlessHost(size: Size(width: 10, height: 10))
        #expect(throws: (any Error).self) { try host.writePNG(to: "/proc/recipekit/frame.png") }
    }

    @Test func itsClockIsTheLoopsVirtualClockTyped() throws {
        let host = try HeadlessHost(size: Size(width: 10, height: 10), time: 2)
        host.clock.advance(by: 0.5)  // a VirtualClock as declared: no cast
        #expect(host.clock.now == 2.5)
        #expect(host.eventLoop.clock === host.clock)
    }
}

@MainActor
@Suite struct HeadlessHostTimeTests {
    @Test func runStepsVirtualTimeAndCapturesFrames() throws {
        let host = try HeadlessHost(size: Size(width: 40, height: 20), backgroundColor: .white)
        let dot = Layer()
        dot.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = .red
        host.rootLayer.addSublayer(dot)
        host.renderFrame()
        dot.add(BasicAnimation(keyPath: "position.x", from: 5, to: 35, duration: 0.5), forKey: "slide")
        var fired = false
        host.eventLoop.perform(afterDelay: 0.25) { fired = true }
        let frames = host.run(for: 0.5, framesPerSecond: 10, capture: true)
        #expect(frames.count == 5)
        #expect(abs(host.clock.now - 0.5) < 1e-9)
        #expect(fired)
        // Frame k is at t = (k + 1) / 10 s, with the dot centred at x = 5 + 60 * t.
        #expect(frames[1].pixel(x: 17, y: 5) == 0xFFFF_0000)
        #expect(frames[1].pixel(x: 30, y: 5) == 0xFFFF_FFFF)
        #expect(frames[3].pixel(x: 29, y: 5) == 0xFFFF_0000)
    }
}

@MainActor @Test func losingFocusCancelsTouchesSoNoControlStaysPressed() throws {
    let host = try HeadlessHost(size: Size(width: 200, height: 100))
    let button = Button(style: .filled)
    button.frame = Rect(x: 10, y: 10, width: 100, height: 40)
    host.window.addSubview(button)
    var events: [String] = []
    button.addAction(for: .touchCancel) { _, _ in events.append("cancel") }
    button.addAction(for: .touchUpInside) { _, _ in events.append("up") }
    host.touchDown(at: Point(x: 50, y: 30))
    #expect(button.isHighlighted)
    host.loseFocus()
    #expect(!button.isHighlighted && !button.isTracking && host.window.touches.isEmpty)
    host.touchUp(at: Point(x: 50, y: 30))  // the lost release arrives late: ignored
    #expect(events == ["cancel"])
    host.tap(at: Point(x: 50, y: 30))
    #expect(events == ["cancel", "up"])
}
