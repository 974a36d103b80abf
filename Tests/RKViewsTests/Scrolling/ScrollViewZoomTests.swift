import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMotion
import Testing

@testable import RKViews

/// Zooming a scroll view: pinches, limits and their spring back, programmatic zooms.
@MainActor
@Suite(.serialized) struct ScrollViewZoomTests {
    final class ZoomLog: ScrollViewDelegate {
        let view: View?
        var events: [String] = []
        var endScale: Double?
        init(view: View?) { self.view = view }
        func viewForZooming(in s: ScrollView) -> View? { view }
        func scrollViewWillBeginZooming(_ s: ScrollView, with v: View?) { events.append("willBegin") }
        func scrollViewDidZoom(_ s: ScrollView) { if events.last != "didZoom" { events.append("didZoom") } }
        func scrollViewDidEndZooming(_ s: ScrollView, with v: View?, atScale scale: Double) {
            events.append("didEnd")
            endScale = scale
        }
    }

    /// A 200 × 200 scroll view at the window's origin showing a 200 × 200 picture that may zoom
    /// from 1 to 3.
    func setUp(zooms: Bool = true) throws -> (HeadlessHost, ScrollView, View, ZoomLog) {
        let h = try HeadlessHost(size: Size(width: 300, height: 300))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let picture = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        picture.backgroundColor = .blue
        scroll.addSubview(picture)
        scroll.contentSize = picture.frame.size
        scroll.maximumZoomScale = 3
        let log = ZoomLog(view: zooms ? picture : nil)
        scroll.delegate = log
        h.window.addSubview(scroll)
        h.renderFrame()
        return (h, scroll, picture, log)
    }

    @Test func aPinchZoomsAboutThePointUnderTheFingers() throws {
        let (h, scroll, picture, log) = try setUp()
        h.pinch(center: Point(x: 60, y: 80), fromDistance: 40, toDistance: 80)
        h.run(for: 0.5)
        #expect(abs(scroll.zoomScale - 2) < 1e-9)
        #expect(scroll.contentSize == Size(width: 400, height: 400))
        #expect(picture.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        // The picture's point (60, 80) stays under the fingers (within the 2 points one finger
        // moves before the other: the host moves them in separate events).
        #expect(abs(scroll.contentOffset.x - 60) <= 2 && abs(scroll.contentOffset.y - 80) < 1e-9)
        #expect(log.events == ["willBegin", "didZoom", "didEnd"] && log.endScale == 2)
        #expect(!scroll.isZooming && !scroll.isZoomBouncing)
    }

    @Test func pinchingPastTheLimitsResistsThenSpringsBack() throws {
        let (h, scroll, _, log) = try setUp()
        h.pinch(center: Point(x: 100, y: 100), fromDistance: 40, toDistance: 200, lift: false)
        // 5 × the starting distance: past the maximum of 3, with resistance.
        #expect(scroll.zoomScale > 3 && scroll.zoomScale < 4)
        #expect(scroll.isZooming)
        h.touchUp(at: Point(x: 0, y: 100), id: 1)
        h.touchUp(at: Point(x: 200, y: 100), id: 2)
        #expect(scroll.isZoomBouncing)
        h.run(for: ScrollView.zoomAnimationDuration + 0.1)
        #expect(scroll.zoomScale == 3 && log.endScale == 3)
        #expect(scroll.contentSize == Size(width: 600, height: 600))
        // Without bounces the scale stops at the limit.
        scroll.bouncesZoom = false
        h.pinch(center: Point(x: 100, y: 100), fromDistance: 40, toDistance: 120, lift: false)
        #expect(scroll.zoomScale == 3)
        h.touchUp(at: Point(x: 40, y: 100), id: 1)
        h.touchUp(at: Point(x: 160, y: 100), id: 2)
        h.run(for: 0.5)
        #expect(scroll.zoomScale == 3)
    }

    @Test func settingTheScaleZoomsAboutTheCenterWithinTheLimits() throws {
        let (h, scroll, _, log) = try setUp()
        scroll.zoomScale = 2
        #expect(scroll.contentSize == Size(width: 400, height: 400))
        #expect(scroll.contentOffset == Point(x: 100, y: 100))  // the center stayed the center
        scroll.zoomScale = 0.2
        #expect(scroll.zoomScale == 1 && scroll.contentOffset == .zero)
        scroll.setZoomScale(3, animated: true)
        h.run(for: ScrollView.zoomAnimationDuration / 2)
        #expect(scroll.zoomScale > 1 && scroll.zoomScale < 3)
        h.run(for: ScrollView.zoomAnimationDuration)
        #expect(scroll.zoomScale == 3 && scroll.contentOffset == Point(x: 200, y: 200))
        // A rectangle of the picture fills the bounds as far as the limits allow, kept inside
        // the content.
        scroll.zoom(to: Rect(x: 150, y: 150, width: 50, height: 50), animated: false)
        #expect(scroll.zoomScale == 3 && scroll.contentOffset == Point(x: 400, y: 400))
        scroll.zoom(to: Rect(x: 0, y: 0, width: 100, height: 100), animated: false)
        #expect(scroll.zoomScale == 2 && scroll.contentOffset == .zero)
        #expect(log.events.contains("didZoom") && !log.events.contains("willBegin"))
    }

    @Test func aPinchOnScrollableContentZoomsRatherThanPans() throws {
        let (h, scroll, picture, log) = try setUp()
        View.performWithoutAnimation { picture.frame = Rect(x: 0, y: 0, width: 400, height: 400) }
        scroll.contentSize = picture.frame.size
        h.renderFrame()
        h.pinch(center: Point(x: 100, y: 100), fromDistance: 40, toDistance: 60)
        h.run(for: 0.5)
        #expect(abs(scroll.zoomScale - 1.5) < 1e-9)
        #expect(log.events.first == "willBegin" && !scroll.isDragging)
    }

    @Test func withoutAZoomViewPinchesDoNothing() throws {
        let (h, scroll, picture, _) = try setUp(zooms: false)
        h.pinch(center: Point(x: 100, y: 100), fromDistance: 40, toDistance: 120)
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 1 && picture.frame.size == Size(width: 200, height: 200))
        #expect(!scroll.isZooming)
    }
}
