import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// Mouse wheel and touchpad scrolling: the scroll view under the pointer moves by the delta,
/// within its content, and what it cannot take goes to an enclosing one.
@MainActor
struct ScrollViewWheelTests {
    @Test func theWheelScrollsTheScrollViewUnderThePointerWithinItsContent() throws {
        let host = try HeadlessHost(size: Size(width: 300, height: 200))
        let left = ScrollView(frame: Rect(x: 0, y: 0, width: 150, height: 200))
        left.contentSize = Size(width: 150, height: 1000)
        let right = ScrollView(frame: Rect(x: 150, y: 0, width: 150, height: 200))
        right.contentSize = Size(width: 150, height: 1000)
        host.window.addSubview(left)
        host.window.addSubview(right)
        #expect(host.scroll(at: Point(x: 50, y: 100), by: Point(x: 0, y: 120)))
        #expect(left.contentOffset == Point(x: 0, y: 120) && right.contentOffset == .zero)
        host.scroll(at: Point(x: 50, y: 100), by: Point(x: 0, y: 10.5))  // a touchpad's fraction
        #expect(left.contentOffset.y == 130.5)
        // At the far edge it stops: 1000 - 200 = 800, without a rubber band.
        host.scroll(at: Point(x: 50, y: 100), by: Point(x: 0, y: 5000))
        #expect(left.contentOffset.y == 800)
        #expect(!host.scroll(at: Point(x: 50, y: 100), by: Point(x: 0, y: 40)))
        host.scroll(at: Point(x: 50, y: 100), by: Point(x: 0, y: -5000))
        #expect(left.contentOffset.y == 0)
        // Sideways, content as wide as the view does not move.
        #expect(!host.scroll(at: Point(x: 200, y: 100), by: Point(x: 40, y: 0)))
        // Disabled scrolling ignores the wheel.
        right.isScrollEnabled = false
        #expect(!host.scroll(at: Point(x: 200, y: 100), by: Point(x: 0, y: 40)))
        #expect(right.contentOffset == .zero)
    }

    @Test func whatAnInnerScrollViewCannotTakeGoesToTheOuterOne() throws {
        let host = try HeadlessHost(size: Size(width: 200, height: 200))
        let outer = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        outer.contentSize = Size(width: 200, height: 600)
        let inner = ScrollView(frame: Rect(x: 20, y: 20, width: 160, height: 100))
        inner.contentSize = Size(width: 160, height: 150)
        outer.addSubview(inner)
        host.window.addSubview(outer)
        host.scroll(at: Point(x: 100, y: 60), by: Point(x: 0, y: 80))
        #expect(inner.contentOffset.y == 50)  // its whole range
        #expect(outer.contentOffset.y == 30)  // the rest
    }

    @Test func theRouterScalesTheDeltaToWindowPoints() throws {
        let host = try HeadlessHost(size: Size(width: 400, height: 300))
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 150))
        window.layer.anchorPoint = .zero
        window.layer.position = .zero
        window.layer.affineTransform = Transform2D(scaleX: 2, y: 2)
        host.rootLayer.addSublayer(window.layer)
        let s = ScrollView(frame: window.bounds)
        s.contentSize = Size(width: 200, height: 1000)
        window.addSubview(s)
        let router = WindowInputRouter(window: window, origin: .zero, scale: 2)
        #expect(router.handle(.scroll(location: Point(x: 100, y: 100), delta: Point(x: 0, y: 80))))
        #expect(s.contentOffset.y == 40)
        #expect(!router.handle(.scroll(location: Point(x: 500, y: 100), delta: Point(x: 0, y: 80))))
    }
}
