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

extension WebFixture {
    /// What the last frame changed.
    var lastUpdate: WebFrameReceiver.Update? { web.frames.lastUpdate }
}
