import RKGeometry
import RKHosts
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ToolTipTests {
    func setUp() throws -> (HeadlessHost, View) {
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        let v = View(frame: Rect(x: 20, y: 20, width: 100, height: 40))
        v.toolTip = "Saves the recipe"
        h.window.addSubview(v)
        return (h, v)
    }

    @Test func showsAfterTheDelayAndHidesWhenThePointerLeaves() throws {
        let (h, _) = try setUp()
        h.hover(at: Point(x: 50, y: 40))
        h.run(for: ToolTipPresenter.delay * 0.8)
        #expect(h.window.shownToolTip == nil)
        h.run(for: ToolTipPresenter.delay * 0.4)
        #expect(h.window.shownToolTip == "Saves the recipe")
        h.hover(at: Point(x: 200, y: 150))
        #expect(h.window.shownToolTip == nil)
    }

    @Test func movingWithinTheViewDoesNotRestartTheWait() throws {
        let (h, _) = try setUp()
        h.hover(at: Point(x: 30, y: 40))
        h.run(for: ToolTipPresenter.delay * 0.6)
        h.hover(at: Point(x: 90, y: 40))
        h.run(for: ToolTipPresenter.delay * 0.6)
        #expect(h.window.shownToolTip == "Saves the recipe")
    }

    @Test func aClickOrAKeyHidesIt() throws {
        let (h, _) = try setUp()
        h.hover(at: Point(x: 50, y: 40))
        h.run(for: ToolTipPresenter.delay + 0.1)
        #expect(h.window.shownToolTip != nil)
        h.touchDown(at: Point(x: 50, y: 40))
        #expect(h.window.shownToolTip == nil)
        h.touchUp(at: Point(x: 50, y: 40))
        h.run(for: ToolTipPresenter.delay + 0.1)
        #expect(h.window.shownToolTip == nil)  // not again until the pointer rests anew
        h.hover(at: Point(x: 200, y: 150))
        h.hover(at: Point(x: 50, y: 40))
        h.run(for: ToolTipPresenter.delay + 0.1)
        #expect(h.window.shownToolTip != nil)
        h.press(.escape)
        #expect(h.window.shownToolTip == nil)
    }

    @Test func itStaysInsideTheWindow() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        let v = View(frame: Rect(x: 200, y: 150, width: 100, height: 50))
        v.toolTip = "A tooltip long enough to reach past the right edge of this small window"
        h.window.addSubview(v)
        h.hover(at: Point(x: 295, y: 195))
        h.run(for: ToolTipPresenter.delay + 0.1)
        let bubble = try #require(h.window.attachment(ToolTipPresenter.self)?.bubble)
        #expect(bubble.superview === h.window)
        #expect(h.window.bounds.contains(bubble.frame))
        #expect(bubble.frame.maxY < 195)  // no room below the pointer: above it
    }

    @Test func theInnermostViewWithATooltipWins() throws {
        let (h, outer) = try setUp()
        let inner = View(frame: Rect(x: 0, y: 0, width: 30, height: 40))
        inner.toolTip = "Inner"
        outer.addSubview(inner)
        h.hover(at: Point(x: 25, y: 40))
        h.run(for: ToolTipPresenter.delay + 0.1)
        #expect(h.window.shownToolTip == "Inner")
        h.hover(at: Point(x: 100, y: 40))
        h.run(for: ToolTipPresenter.delay + 0.1)
        #expect(h.window.shownToolTip == "Saves the recipe")
    }
}
