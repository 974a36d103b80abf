import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMotion
import RKSnapshotTesting
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct MenuControllerTests {
    /// A view that can become first responder and refuses the menu items named in `refused`.
    final class Box: View {
        var refused: Set<String> = []
        override var canBecomeFirstResponder: Bool { true }
        override func canPerformAction(_ item: MenuItem) -> Bool { !refused.contains(item.identifier) }
    }

    /// Seed 004's menu: a long press on a box makes it first responder and shows scale,
    /// rotate and hide pointing at it. `received` logs each action with its responder.
    @MainActor
    final class Fixture {
        let host: HeadlessHost
        let box: Box
        let menu = MenuController()
        var received: [(String, Responder)] = []

        init(boxFrame: Rect, size: Size = Size(width: 400, height: 400), scale: Double = 1) throws {
            host = try HeadlessHost(size: size, scale: scale, backgroundColor: Color(white: 0.95))
            box = Box(frame: boxFrame)
            box.backgroundColor = Color(red: 0.95, green: 0.6, blue: 0.2)
            host.window.addSubview(box)
            menu.menuItems = ["Scale", "Rotate", "Hide"].map { title in
                MenuItem(title: title) { [unowned self] responder in
                    self.received.append((title, responder))
                    if title == "Hide", let v = responder as? View { v.isHidden = true }
                }
            }
            let press = LongPressGestureRecognizer { [unowned self] r in
                guard r.state == .began else { return }
                self.box.becomeFirstResponder()
                self.menu.setTargetRect(self.box.bounds, in: self.box)
                self.menu.setMenuVisible(true, animated: false)
            }
            box.addGestureRecognizer(press)
        }

        /// The window point at the middle of the visible item titled `title`.
        func itemCenter(_ title: String) -> Point? {
            guard let i = menu.visibleItems.firstIndex(where: { $0.title == title }) else { return nil }
            let r = menu.bubble.itemRects[i]
            return menu.bubble.convert(Point(x: r.midX, y: r.midY), to: host.window)
        }
    }

    @Test func longPressShowsTheItemsTheFirstResponderAccepts() throws {
        let fx = try Fixture(boxFrame: Rect(x: 150, y: 200, width: 100, height: 80))
        fx.box.refused = ["Rotate"]
        fx.host.longPress(at: Point(x: 200, y: 240))
        #expect(fx.box.isFirstResponder)
        #expect(fx.menu.isMenuVisible)
        #expect(fx.menu.visibleItems.map(\.title) == ["Scale", "Hide"])
        #expect(fx.menu.bubble.window === fx.host.window)
    }

    @Test func eachItemIsAButtonForScreenReaders() throws {
        let fx = try Fixture(boxFrame: Rect(x: 150, y: 200, width: 100, height: 80))
        fx.host.longPress(at: Point(x: 200, y: 240))
        let items = try #require(fx.menu.bubble.accessibilityElements)
        #expect(fx.menu.bubble.accessibilityLabel == "Menu")
        #expect(items.map(\.accessibilityLabel) == fx.menu.visibleItems.map(\.title))
        #expect(items.allSatisfy { $0.accessibilityTraits == .button })
        let hide = try #require(items.first { $0.accessibilityLabel == "Hide" })
        #expect(hide.accessibilityFrame == fx.menu.bubble.convert(fx.menu.bubble.itemRects[items.count - 1], to: nil))
        #expect(hide.accessibilityActivate())
        #expect(fx.received.first?.0 == "Hide")
        #expect(!fx.menu.isMenuVisible)
    }

    @Test func tappingAnItemPerformsItOnTheFirstResponderAndHides() throws {
        let fx = try Fixture(boxFrame: Rect(x: 150, y: 200, width: 100, height: 80))
        fx.host.longPress(at: Point(x: 200, y: 240))
        let hide = try #require(fx.itemCenter("Hide"))
        fx.host.tap(at: hide)
        #expect(fx.received.count == 1)
        #expect(fx.received.first?.0 == "Hide")
        #expect(fx.received.first?.1 === fx.box)
        #expect(fx.box.isHidden)
        #expect(!fx.menu.isMenuVisible)
        fx.host.run(for: 0.3)  // the fade-out
        #expect(fx.menu.bubble.superview == nil)
    }

    @Test func tappingOutsideHidesTheMenuAndReachesTheViewBeneath() throws {
        let fx = try Fixture(boxFrame: Rect(x: 150, y: 200, width: 100, height: 80))
        let control = Control(frame: Rect(x: 10, y: 350, width: 80, height: 40))
        fx.host.window.addSubview(control)
        var ups = 0
        control.addAction(for: .touchUpInside) { _, _ in ups += 1 }
        fx.host.longPress(at: Point(x: 200, y: 240))
        #expect(fx.menu.isMenuVisible)
        fx.host.tap(at: Point(x: 50, y: 370))
        #expect(!fx.menu.isMenuVisible)
        #expect(ups == 1)
        #expect(fx.received.isEmpty)
        fx.host.run(for: 0.3)
        #expect(fx.menu.bubble.superview == nil)
        // The watcher is gone too: later taps are ordinary.
        #expect(fx.host.window.gestureRecognizers.isEmpty)
    }

    @Test func menuSitsAboveTheTargetWhenThereIsRoom() throws {
        let fx = try Fixture(boxFrame: Rect(x: 150, y: 200, width: 100, height: 80))
        fx.host.longPress(at: Point(x: 200, y: 240))
        let frame = fx.menu.menuFrame
        #expect(fx.menu.resolvedArrowDirection == .down)
        #expect(abs(frame.maxY - 200) < 0.001)
        #expect(abs(frame.midX - 200) < 0.001)
        #expect(!fx.menu.bubble.arrowPointsUp)
    }

    @Test func menuGoesBelowATargetNearTheTop() throws {
        let fx = try Fixture(boxFrame: Rect(x: 20, y: 10, width: 60, height: 50))
        fx.host.longPress(at: Point(x: 50, y: 35))
        let frame = fx.menu.menuFrame
        #expect(fx.menu.resolvedArrowDirection == .up)
        #expect(abs(frame.minY - 60) < 0.001)
        #expect(frame.minX >= MenuController.windowMargin)  // pushed right to stay in the window
        #expect(fx.menu.bubble.arrowPointsUp)
        // The arrow still points at the target's middle.
        let tip = fx.menu.bubble.convert(Point(x: fx.menu.bubble.arrowX, y: 0), to: fx.host.window)
        #expect(abs(tip.x - 50) < 0.001)
    }

    @Test func explicitArrowDirectionAndWindowEdges() throws {
        let fx = try Fixture(boxFrame: Rect(x: 330, y: 200, width: 60, height: 60))
        fx.menu.arrowDirection = .up
        fx.host.longPress(at: Point(x: 360, y: 230))
        let frame = fx.menu.menuFrame
        #expect(fx.menu.resolvedArrowDirection == .up)
        #expect(abs(frame.minY - 260) < 0.001)
        #expect(frame.maxX <= 400 - MenuController.windowMargin + 0.001)
    }

    @Test func noFirstResponderOrNoAcceptedItemShowsNothing() throws {
        let fx = try Fixture(boxFrame: Rect(x: 150, y: 200, width: 100, height: 80))
        fx.box.resignFirstResponder()
        fx.menu.setTargetRect(fx.box.bounds, in: fx.box)
        fx.menu.setMenuVisible(true, animated: false)
        #expect(!fx.menu.isMenuVisible)
        fx.box.becomeFirstResponder()
        fx.box.refused = ["Scale", "Rotate", "Hide"]
        fx.menu.setMenuVisible(true, animated: false)
        #expect(!fx.menu.isMenuVisible)
        #expect(fx.menu.bubble.superview == nil)
    }

    @Test func updateFiltersAgain() throws {
        let fx = try Fixture(boxFrame: Rect(x: 150, y: 200, width: 100, height: 80))
        fx.host.longPress(at: Point(x: 200, y: 240))
        #expect(fx.menu.visibleItems.count == 3)
        fx.box.refused = ["Scale"]
        fx.menu.update()
        #expect(fx.menu.visibleItems.map(\.title) == ["Rotate", "Hide"])
        fx.box.refused = ["Scale", "Rotate", "Hide"]
        fx.menu.update()
        #expect(!fx.menu.isMenuVisible)
    }

    @Test func animatedShowFadesIn() throws {
        let fx = try Fixture(boxFrame: Rect(x: 150, y: 200, width: 100, height: 80))
        fx.box.becomeFirstResponder()
        fx.menu.setTargetRect(fx.box.bounds, in: fx.box)
        fx.menu.setMenuVisible(true, animated: true)
        #expect(fx.menu.isMenuVisible)
        fx.host.run(for: 0.3)
        #expect(fx.menu.bubble.alpha == 1)
        #expect(fx.menu.bubble.layer.presentationProperties.opacity == 1)
        fx.menu.setMenuVisible(false, animated: true)
        fx.menu.setMenuVisible(true, animated: true)  // shown again before the fade-out ends
        fx.host.run(for: 0.3)
        #expect(fx.menu.bubble.superview === fx.host.window)
    }

    @Test func sharedMenuIsOneInstance() {
        #expect(MenuController.shared === MenuController.shared)
    }

    // MARK: Snapshots

    @Test func snapshotAboveTarget() throws {
        let fx = try Fixture(boxFrame: Rect(x: 110, y: 120, width: 100, height: 60), size: Size(width: 320, height: 200), scale: 2)
        fx.host.longPress(at: Point(x: 160, y: 150))
        Snapshot.expect(fx.host.snapshot(), named: "above")
    }

    @Test func snapshotBelowTargetNearTheEdge() throws {
        let fx = try Fixture(boxFrame: Rect(x: 10, y: 10, width: 70, height: 50), size: Size(width: 320, height: 140), scale: 2)
        fx.box.refused = ["Rotate"]
        fx.host.longPress(at: Point(x: 45, y: 35))
        Snapshot.expect(fx.host.snapshot(), named: "below")
    }

    @Test func snapshotPressedItem() throws {
        let fx = try Fixture(boxFrame: Rect(x: 110, y: 120, width: 100, height: 60), size: Size(width: 320, height: 200), scale: 2)
        fx.host.longPress(at: Point(x: 160, y: 150))
        let rotate = try #require(fx.itemCenter("Rotate"))
        fx.host.touchDown(at: rotate)
        Snapshot.expect(fx.host.snapshot(), named: "pressed")
        fx.host.touchUp(at: rotate)
        #expect(fx.received.map(\.0) == ["Rotate"])
    }
}
