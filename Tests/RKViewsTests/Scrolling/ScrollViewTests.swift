import RKGeometry
import RKHosts
import RKLayers
import RKMotion
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ScrollViewTests {
    @Test func theOffsetIsTheBoundsOrigin() throws {
        let (h, s, log) = try makeScrollView()
        let content = View(frame: Rect(x: 0, y: 150, width: 300, height: 50))
        s.addSubview(content)
        s.contentOffset = Point(x: 0, y: 120)
        #expect(s.bounds.origin == Point(x: 0, y: 120))
        #expect(content.convert(Point.zero, to: h.window) == Point(x: 0, y: 30))
        #expect(log.events == ["didScroll"])
        s.contentOffset = Point(x: 0, y: 120)
        #expect(log.events == ["didScroll"])  // unchanged: no call
        #expect(s.subviews.last is ScrollIndicator)  // the bars stay above the content
    }

    @Test func insetsWidenTheScrollableRange() throws {
        let (_, s, _) = try makeScrollView()
        s.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(s.minimumContentOffset == Point(x: 0, y: -20))
        #expect(s.maximumContentOffset == Point(x: 0, y: 10_000 + 30 - 400))
        s.contentSize = Size(width: 100, height: 100)
        #expect(s.maximumContentOffset == s.minimumContentOffset)
    }

    @Test func theContentFollowsTheFinger() throws {
        let (h, s, log) = try makeScrollView()
        h.drag(from: Point(x: 150, y: 300), to: Point(x: 150, y: 100), steps: 10, duration: 0.5, lift: false)
        #expect(s.isDragging && s.isTracking)
        #expect(abs(s.contentOffset.y - 200) < 1)
        #expect(s.contentOffset.x == 0)
        h.touchMove(to: Point(x: 180, y: 150))  // back down by 50; the content is no wider than the view
        #expect(abs(s.contentOffset.y - 150) < 1 && s.contentOffset.x == 0)
        h.run(for: 0.2)
        h.touchUp(at: Point(x: 180, y: 150))
        #expect(!s.isDragging && !s.isTracking && !s.isDecelerating)
        #expect(log.compact == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging false"])
    }

    @Test func scrollingCanBeTurnedOff() throws {
        let (h, s, log) = try makeScrollView()
        s.isScrollEnabled = false
        #expect(!s.panGestureRecognizer.isEnabled)
        h.drag(from: Point(x: 150, y: 300), to: Point(x: 150, y: 100), steps: 10, duration: 0.1)
        h.run(for: 1)
        #expect(s.contentOffset == .zero && log.events.isEmpty)
        s.setContentOffset(Point(x: 0, y: 40), animated: false)  // code still scrolls it
        #expect(s.contentOffset == Point(x: 0, y: 40))
        s.isScrollEnabled = true
        h.dragAndHold(from: Point(x: 150, y: 300), to: Point(x: 150, y: 200))
        #expect(s.contentOffset == Point(x: 0, y: 140))
    }

    @Test func contentThatFitsDoesNotScrollUnlessAskedToBounce() throws {
        let (h, s, log) = try makeScrollView(contentSize: Size(width: 300, height: 300))
        h.dragAndHold(from: Point(x: 150, y: 300), to: Point(x: 150, y: 100))
        #expect(s.contentOffset == .zero && log.events.isEmpty)
        s.alwaysBounceVertical = true
        h.drag(from: Point(x: 150, y: 300), to: Point(x: 150, y: 100), steps: 10, duration: 0.3, lift: false)
        #expect(s.contentOffset.y > 0 && s.contentOffset.y < 200)  // stretched, with resistance
        h.run(for: 0.2)
        h.touchUp(at: Point(x: 150, y: 100))
        h.run(for: 1.5)
        #expect(s.contentOffset == .zero)
    }

    @Test func hugeContentScrollsExactly() throws {
        let (h, s, log) = try makeScrollView(contentSize: Size(width: 300, height: 1e7))
        let start = 5e6 - 200
        s.contentOffset = Point(x: 0, y: start)
        let cell = Recorder(frame: Rect(x: 0, y: 5e6, width: 300, height: 100))
        s.addSubview(cell)
        h.touchDown(at: Point(x: 150, y: 300))
        h.run(for: 0.02)
        h.touchMove(to: Point(x: 150, y: 280))
        #expect(s.contentOffset.y == start + 20)
        h.run(for: 0.02)
        h.touchMove(to: Point(x: 150, y: 270))  // 10 points more
        #expect(s.contentOffset.y == start + 30)
        #expect(s.layer.bounds.origin.y == start + 30)
        h.run(for: 0.3)
        h.touchUp(at: Point(x: 150, y: 270))
        h.run(for: 1)
        #expect(s.contentOffset.y == start + 30)
        #expect(log.compact.last == "didEndDragging false")
        // The cell is 170 points down the window now, and a tap lands exactly where it should.
        #expect(cell.convert(Point.zero, to: h.window) == Point(x: 0, y: 170))
        h.tap(at: Point(x: 100, y: 180))
        #expect(cell.log == ["began 1 (100.0, 10.0)", "ended (100.0, 10.0)"])
        // A flick there lands where the deceleration predicts.
        h.drag(from: Point(x: 150, y: 350), to: Point(x: 150, y: 150), steps: 10, duration: 0.1)
        let v = try #require(log.releaseVelocity).y * 1000
        let released = try #require(log.releaseOffset).y
        h.run(for: 6)
        #expect(!s.isDecelerating)
        #expect(abs(s.contentOffset.y - (released + Deceleration.normal.totalDistance(velocity: v))) < 1e-6)
    }

    @Test func animatedOffsetChanges() throws {
        let (h, s, log) = try makeScrollView()
        s.setContentOffset(Point(x: 0, y: 500), animated: true)
        #expect(s.contentOffset == .zero)
        h.run(for: 0.15)
        #expect(s.contentOffset.y > 50 && s.contentOffset.y < 450)
        h.run(for: 0.3)
        #expect(s.contentOffset == Point(x: 0, y: 500))
        #expect(log.compact == ["didScroll", "didEndScrollingAnimation"])
        // A new offset without animation replaces an animation in progress.
        s.setContentOffset(Point(x: 0, y: 1000), animated: true)
        h.run(for: 0.1)
        s.setContentOffset(Point(x: 0, y: 100), animated: false)
        h.run(for: 0.5)
        #expect(s.contentOffset == Point(x: 0, y: 100))
        #expect(log.events.filter { $0 == "didEndScrollingAnimation" }.count == 1)
    }

    @Test func scrollRectToVisibleMovesAsLittleAsPossible() throws {
        let (_, s, _) = try makeScrollView()
        s.scrollRectToVisible(Rect(x: 0, y: 1000, width: 10, height: 100), animated: false)
        #expect(s.contentOffset == Point(x: 0, y: 700))
        s.scrollRectToVisible(Rect(x: 0, y: 800, width: 10, height: 100), animated: false)
        #expect(s.contentOffset == Point(x: 0, y: 700))  // already visible
        s.scrollRectToVisible(Rect(x: 0, y: 9_990, width: 10, height: 100), animated: false)
        #expect(s.contentOffset == Point(x: 0, y: 9_600))  // not past the end
    }

    @Test func indicatorsShowWhileScrollingAndFadeAfter() throws {
        let (h, s, _) = try makeScrollView()
        #expect(s.verticalIndicator.alpha == 0)
        h.drag(from: Point(x: 150, y: 300), to: Point(x: 150, y: 100), steps: 10, duration: 0.3, lift: false)
        #expect(s.verticalIndicator.alpha == 1 && !s.verticalIndicator.isHidden)
        #expect(s.horizontalIndicator.isHidden)  // the content is no wider than the view
        // The bar hugs the right edge, and has moved down as the content scrolled.
        let bar = s.verticalIndicator.convert(s.verticalIndicator.bounds, to: h.window)
        #expect(bar.maxX == 297 && bar.width == 3)
        #expect(bar.minY > 3 && bar.height == 36)
        h.run(for: 0.2)
        h.touchUp(at: Point(x: 150, y: 100))
        h.run(for: 0.3)
        #expect(s.verticalIndicator.alpha == 1)  // still there just after
        h.run(for: 1)
        #expect(s.verticalIndicator.alpha == 0)
        s.showsVerticalScrollIndicator = false
        h.dragAndHold(from: Point(x: 150, y: 300), to: Point(x: 150, y: 200))
        #expect(s.verticalIndicator.isHidden)
    }
}

/// Virtualised content (tiles made for what is visible) relies on this, as in UIKit.
@MainActor @Test func scrollingLaysTheScrollViewOutAgain() throws {
    final class Counting: ScrollView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }
    let host = try HeadlessHost(size: Size(width: 200, height: 200))
    let s = Counting(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    s.contentSize = Size(width: 200, height: 2000)
    host.window.addSubview(s)
    host.renderFrame()
    let before = s.layouts
    s.contentOffset = Point(x: 0, y: 300)
    host.renderFrame()
    #expect(s.layouts == before + 1)
    host.renderFrame()
    #expect(s.layouts == before + 1)  // nothing moved: no layout
}
