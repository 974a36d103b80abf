import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing
import RKViews
import RKWebTesting

@testable import RKWeb

/// The page's pixels reach the host's frames through the layer's external contents, at the
/// window's scale and the view's size, and only what changed is repainted.
@MainActor
@Suite(.serialized) struct WebViewRenderingTests {
    static let twoBands = """
        <body style='margin:0;background:rgb(255,0,0)'><div style='height:90px;background:rgb(0,0,255)'></div></body>
        """

    @Test func htmlShowsInTheLayer() throws {
        let f = try WebFixture()
        #expect(f.show(Self.twoBands))
        #expect(f.waitForPixel(120, 150, 0xFFFF_0000))
        #expect(f.pixel(120, 20) == 0xFF00_00FF)
        #expect(f.recorder.started.count == 1 && f.recorder.committed.count == 1 && f.recorder.failures.isEmpty)
        #expect(!f.web.isLoading && f.web.estimatedProgress == 1)
        // The frame is shown without a copy: the layer's contents are the receiver's bitmap.
        #expect(f.web.layer.contents === f.web.frames.bitmap?.liveImage)
    }

    @Test func hiDPIFramesHaveTheWindowsPixels() throws {
        let f = try WebFixture(scale: 2)
        #expect(f.show(Self.twoBands))
        #expect(f.waitForPixel(120, 150, 0xFFFF_0000))
        let bitmap = try #require(f.web.frames.bitmap)
        #expect(bitmap.pixelWidth == 480 && bitmap.pixelHeight == 360 && bitmap.scale == 2)
        // The blue band ends at 90 CSS pixels, which are points: pixel row 179 is blue, 180 red.
        #expect(f.host.bitmap.pixel(x: 10, y: 179) == 0xFF00_00FF)
        #expect(f.host.bitmap.pixel(x: 10, y: 180) == 0xFFFF_0000)
        #expect(f.value("String(window.devicePixelRatio)") == "2")
    }

    @Test func resizingTheViewResizesThePage() throws {
        let f = try WebFixture()
        #expect(f.show(Self.twoBands))
        #expect(f.value("String(window.innerWidth)") == "240")
        f.web.frame = Rect(x: 0, y: 0, width: 160, height: 120)
        f.host.run(for: 1.0 / 60)
        #expect(f.waitFor("String(window.innerWidth)", toBe: "160"))
        #expect(f.host.run(until: { f.web.frames.bitmap?.pixelWidth == 160 }))
        #expect(f.value("String(window.innerHeight)") == "120")
    }

    /// The engine fills its background color (opaque white) under the page, so its frames are
    /// opaque even where the page is transparent, and the view does not show through. The
    /// first frame in a new surface can be partly transparent (the page still loading): the
    /// layer shows frames as opaque, copied with nothing drawn under them, only once a frame
    /// has been seen opaque everywhere, and never a frame that is not.
    @Test func framesShowAsOpaqueOnceTheyAre() throws {
        let f = try WebFixture()
        f.web.backgroundColor = Color(red: 0, green: 0, blue: 1)
        f.host.window.backgroundColor = Color(red: 1, green: 0, blue: 0)
        var opaqueFrames = 0, translucentShownOpaque = 0
        f.web.frames.observer = { update in
            let bitmap: Bitmap
            switch update {
            case .newBitmap(let b), .damaged(let b, _): bitmap = b
            case .unchanged: return
            }
            guard bitmap.liveImage.isOpaque else { return }
            opaqueFrames += 1
            if !WebFrameReceiver.everyPixelIsOpaque(bitmap) { translucentShownOpaque += 1 }
        }
        #expect(f.show("<body style='margin:0;background:transparent'><p style='margin:40px'>Text</p></body>"))
        #expect(f.waitForPixel(200, 150, 0xFFFF_FFFF))
        #expect(f.host.run(until: { f.web.frames.isOpaque }))
        #expect(f.web.layer.contents?.isOpaque == true)
        _ = f.value("document.body.style.background = 'rgba(0, 128, 0, 0.5)'")
        // Half-transparent green over the engine's white (red is half on), not over the view's blue.
        #expect(f.host.run(until: { f.pixel(200, 150) != 0xFFFF_FFFF }))
        let p = f.pixel(200, 150)
        #expect(p >> 24 == 0xFF && (p >> 16) & 0xFF > 0x70 && (p >> 16) & 0xFF < 0x90, "\(String(p, radix: 16))")
        #expect(p == f.web.frames.bitmap?.pixel(x: 200, y: 150))
        #expect(opaqueFrames > 0 && translucentShownOpaque == 0)
    }

    @Test func aSmallChangeRepaintsASmallArea() throws {
        let f = try WebFixture()
        #expect(
            f.show(
                """
                <body style='margin:0;background:#fff'><div id=d style='position:absolute;left:10px;top:10px;width:20px;height:20px;background:rgb(0,128,0)'></div></body>
                """))
        #expect(f.waitForPixel(20, 20, 0xFF00_8000))
        // Let the page settle, then change only the square.
        f.host.run(for: 0.2)
        let framesBefore = f.web.frames.frameCount
        _ = f.value("document.getElementById('d').style.background = 'rgb(0,0,255)'")
        var damage: [Rect] = []
        #expect(
            f.host.run(until: {
                if case .damaged(_, let rects)? = f.lastUpdate { damage = rects }
                return f.pixel(20, 20) == 0xFF00_00FF
            }))
        #expect(f.web.frames.frameCount > framesBefore)
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        #expect(area > 0 && area <= 40 * 40, "damage \(damage)")
    }
}

/// The engine's frames come with exact damage, and what the window shows is what the engine
/// renders.
@MainActor
@Suite(.serialized) struct WebViewDamageTests {
    static let animation = """
        <body style='margin:0;background:#fff'>
        <style>@keyframes slide { from { left: 10px } to { left: 60px } }</style>
        <div id=d style='position:absolute;left:10px;top:40px;width:20px;height:20px;background:rgb(0,0,255);
          animation: slide 0.5s linear infinite alternate'></div>
        <p style='position:absolute;top:100px;left:10px;margin:0;font:16px sans-serif'>Still text</p></body>
        """

    @Test func aCSSAnimationDamagesASmallRectangle() throws {
        let f = try WebFixture()
        var updates: [WebFrameReceiver.Update] = []
        f.web.frames.observer = { updates.append($0) }
        #expect(f.show(Self.animation))
        let whole = 240.0 * 180
        func area(_ rects: [Rect]) -> Double { rects.reduce(0) { $0 + $1.width * $1.height } }
        func isSmall(_ u: WebFrameReceiver.Update) -> Bool {
            if case .damaged(_, let r) = u { return area(r) > 0 && area(r) <= 80 * 30 }
            return false
        }
        // Until the animation's steady state: the first frames draw the whole page (its first
        // paint, and again when the window is shown and focused, which may come after the load
        // on a busy machine); then only the sliding box's path is damaged.
        #expect(f.host.run(until: { updates.contains(where: isSmall) }), "updates \(updates.count)")
        guard let start = updates.firstIndex(where: isSmall) else { return }
        // Every frame from there, several in a row (every one the engine sends, not only each
        // turn's last), damages about the box's path: never the whole view, never the text.
        func changed() -> Int {
            updates[start...].count { if case .unchanged = $0 { return false } else { return true } }
        }
        #expect(f.host.run(until: { changed() >= 8 }), "frames \(changed())")
        var rects: [[Rect]] = []
        for u in updates[start...] {
            switch u {
            case .damaged(_, let r): rects.append(r)
            case .unchanged: continue
            case .newBitmap: Issue.record("a whole new frame in the steady state")
            }
        }
        #expect(rects.count >= 8, "damage \(rects)")
        #expect(rects.allSatisfy { area($0) > 0 && area($0) <= 80 * 30 }, "damage \(rects)")
        #expect(rects.allSatisfy { area($0) < whole / 10 })
        // The text below the box is never in the damage.
        #expect(rects.joined().allSatisfy { $0.maxY <= 100 }, "damage \(rects)")
        f.web.frames.observer = nil
    }

    @Test(arguments: [1.0, 2.0])
    func theFrameShownIsTheEnginesOwnRendering(scale: Double) throws {
        let f = try WebFixture(scale: scale)
        #expect(f.show(Self.animation))
        #expect(f.host.run(until: { f.web.frames.frameCount > 3 }))
        // Stopped where it is, so that a fresh rendering shows the same page.
        // (Halfway, at a whole pixel: a fractional position may be rounded differently.)
        _ = f.value("document.getAnimations().forEach(a => { a.pause(); a.currentTime = 250 }); 'paused'")
        // Until the engine has drawn the paused box and stopped.
        var last = -1
        for _ in 0..<40 where last != f.web.frames.frameCount {
            last = f.web.frames.frameCount
            f.host.run(until: { false }, timeout: 0.25)
        }
        #expect(last == f.web.frames.frameCount)
        var snapshot: Result<Image, WebViewError>?
        f.web.takeSnapshot { snapshot = $0 }
        #expect(f.host.run(until: { snapshot != nil }))
        let grab = try #require(try snapshot?.get())
        _ = f.host.renderFrame()
        let bitmap = f.host.bitmap
        #expect(grab.pixelWidth == bitmap.pixelWidth && grab.pixelHeight == bitmap.pixelHeight)
        var worst = 0
        var blue = 0
        var first = ""
        // Below the window's status bar, which covers the top of the view.
        for y in Int(Window.statusBarHeight * scale)..<Swift.min(grab.pixelHeight, bitmap.pixelHeight) {
            for x in 0..<Swift.min(grab.pixelWidth, bitmap.pixelWidth) {
                let a = grab.pixel(x: x, y: y) ?? 0, b = bitmap.pixel(x: x, y: y) ?? 0
                if a == 0xFF00_00FF { blue += 1 }
                for shift in [0, 8, 16, 24] as [UInt32] {
                    let d = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                    if d > 2 && first.isEmpty { first = "(\(x), \(y)): grab \(String(a, radix: 16)), window \(String(b, radix: 16))" }
                    worst = Swift.max(worst, d)
                }
            }
        }
        #expect(worst <= 2, "largest channel difference \(worst), first at \(first)")
        // The grab shows the box (at the window's pixels: 20x20 points), where it was paused.
        #expect(blue >= Int(300 * scale * scale), "blue pixels \(blue)")
        #expect(grab.pixel(x: Int(36 * scale), y: Int(41 * scale)) == 0xFF00_00FF)
        #expect(grab.pixel(x: Int(34 * scale), y: Int(41 * scale)) == 0xFFFF_FFFF)
    }
}

extension WebFixture {
    /// What the last frame changed.
    var lastUpdate: WebFrameReceiver.Update? { web.frames.lastUpdate }
}
