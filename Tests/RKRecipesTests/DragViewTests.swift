import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKSnapshotTesting
import Testing
@testable import RKRecipes
@testable import RKViews

@MainActor
@Suite(.serialized) struct DragViewTests {
    @Test func followsTheFingerAndComesToTheFront() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 300))
        let a = DragView(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        let b = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        h.window.addSubview(a)
        h.window.addSubview(b)
        b.isUserInteractionEnabled = false
        h.drag(from: Point(x: 30, y: 30), to: Point(x: 130, y: 80), steps: 10)
        #expect(a.center == Point(x: 130, y: 80))
        #expect(h.window.subviews.last === a)
    }

    @Test func staysInsideItsConstraintAndOnItsAxes() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 300))
        let a = DragView(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        a.constraintRect = Rect(x: 0, y: 0, width: 200, height: 200)
        h.window.addSubview(a)
        h.drag(from: Point(x: 30, y: 30), to: Point(x: 290, y: 290), steps: 10)
        #expect(a.frame.maxX == 200 && a.frame.maxY == 200)
        a.allowsVerticalMovement = false
        h.drag(from: Point(x: 180, y: 180), to: Point(x: 100, y: 20), steps: 10)
        #expect(a.center == Point(x: 100, y: 180))
    }

    /// The window point at the middle of the shared menu's visible item titled `title`.
    func itemCenter(_ title: String, in window: Window) -> Point? {
        let menu = MenuController.shared
        guard let i = menu.visibleItems.firstIndex(where: { $0.title == title }) else { return nil }
        let r = menu.bubble.itemRects[i]
        return menu.bubble.convert(Point(x: r.midX, y: r.midY), to: window)
    }

    @Test func theMenuAppearsOnTheFirstLongPressWithTheItemsThatApply() throws {
        let h = try HeadlessHost(size: Size(width: 400, height: 400))
        h.window.makeKeyAndVisible()
        let a = DragView(frame: Rect(x: 150, y: 200, width: 80, height: 80))
        a.backgroundColor = .blue
        h.window.addSubview(a)
        let menu = MenuController.shared
        defer {
            menu.setMenuVisible(false, animated: false)
            _ = a.resignFirstResponder()
        }
        h.longPress(at: Point(x: 190, y: 240))
        #expect(a.isFirstResponder)
        #expect(menu.isMenuVisible)
        // Nothing to reset yet.
        #expect(menu.visibleItems.map(\.title) == ["Bigger", "Smaller", "Rotate", "Hide"])
        h.tap(at: try #require(itemCenter("Bigger", in: h.window)))
        h.run(for: 0.3)
        #expect(!menu.isMenuVisible)
        #expect(abs(a.scale - 1.25) < 1e-9)
        h.longPress(at: Point(x: 190, y: 240))
        #expect(menu.visibleItems.map(\.title) == ["Bigger", "Smaller", "Rotate", "Reset", "Hide"])
        for _ in 0..<2 {
            h.tap(at: try #require(itemCenter("Bigger", in: h.window)))
            h.run(for: 0.3)
            h.longPress(at: Point(x: 190, y: 240))
        }
        // At 1.25³ ≈ 1.95, one more would pass 2: bigger is left out.
        #expect(abs(a.scale - 1.953125) < 1e-9)
        #expect(menu.visibleItems.map(\.title) == ["Smaller", "Rotate", "Reset", "Hide"])
        h.tap(at: try #require(itemCenter("Hide", in: h.window)))
        h.run(for: 0.3)
        #expect(a.isHidden)
    }

    /// The constraint keeps the whole frame inside, scaled by the menu or not.
    @Test func theConstraintFollowsTheFrameIncludingAScale() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 300))
        let a = DragView(frame: Rect(x: 50, y: 50, width: 40, height: 40))
        a.constraintRect = Rect(x: 0, y: 0, width: 200, height: 200)
        a.transform = Transform2D(scaleX: 2, y: 2)
        h.window.addSubview(a)
        h.drag(from: Point(x: 70, y: 70), to: Point(x: 290, y: 290), steps: 10)
        #expect(abs(a.frame.maxX - 200) < 1e-9 && abs(a.frame.maxY - 200) < 1e-9)
        #expect(a.frame.width == 80)
    }

    @Test func snapshotOfTheMenuOverADragView() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 240))
        h.window.backgroundColor = Color(red: 0.93, green: 0.95, blue: 0.97)
        h.window.makeKeyAndVisible()
        let a = DragView(frame: Rect(x: 120, y: 120, width: 80, height: 80))
        a.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.9)
        a.layer.cornerRadius = 12
        h.window.addSubview(a)
        let menu = MenuController.shared
        defer {
            menu.setMenuVisible(false, animated: false)
            _ = a.resignFirstResponder()
        }
        h.longPress(at: Point(x: 160, y: 160))
        h.run(for: 0.3)
        Snapshot.expect(h.snapshot(), named: "drag-view-menu", tolerance: 8, pixelBudget: 0.01)
    }
}
