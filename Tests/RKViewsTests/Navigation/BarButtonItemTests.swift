import RKGeometry
import RKGraphics
import RKHosts
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct BarButtonItemTests {
    final class Counter { var n = 0 }

    /// A bar showing one item with `right` on its right.
    func setUp(_ right: [BarButtonItem]) throws -> (HeadlessHost, NavigationBar) {
        let h = try HeadlessHost(size: Size(width: 320, height: 200))
        let item = NavigationItem(title: "Title")
        item.rightBarButtonItems = right
        let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [item]
        h.window.addSubview(bar)
        h.renderFrame()
        return (h, bar)
    }

    @Test func systemItemsHaveUIKitsTitlesAndStyles() {
        let words: [(BarButtonItem.SystemItem, String)] = [
            (.done, "Done"), (.cancel, "Cancel"), (.edit, "Edit"), (.save, "Save"), (.undo, "Undo"), (.redo, "Redo"),
        ]
        for (s, title) in words {
            #expect(BarButtonItem(systemItem: s).title == title)
        }
        #expect(BarButtonItem(systemItem: .done).style == .done && BarButtonItem(systemItem: .save).style == .done)
        #expect(BarButtonItem(systemItem: .cancel).style == .plain)
        for s in [BarButtonItem.SystemItem.add, .refresh, .action, .stop, .reply, .flexibleSpace, .fixedSpace] {
            #expect(BarButtonItem(systemItem: s).title == nil)
        }
        #expect(BarButtonItem(systemItem: .action).systemItem?.accessibilityName == "Share")
    }

    @Test func aTapRunsTheClosureOnceAndTheButtonDoesNotStayPressed() throws {
        let count = Counter()
        let (h, bar) = try setUp([BarButtonItem(title: "Go", style: .done) { count.n += 1 }])
        let button = try #require(bar.itemButtons.first)
        #expect(button.titleLabel.font == Theme.boldButtonFont)
        h.touchDown(at: button.centerInWindow)
        h.run(for: 0.05)
        #expect(button.isHighlighted && button.titleLabel.alpha < 1)  // the pressed look
        h.touchUp(at: button.centerInWindow)
        h.run(for: 0.05)
        #expect(count.n == 1)
        #expect(!button.isHighlighted && button.titleLabel.alpha == 1)
        h.tap(at: button.centerInWindow)
        #expect(count.n == 2)
        // A drag that leaves the button far behind runs nothing and leaves it unpressed.
        h.drag(from: button.centerInWindow, to: Point(x: 20, y: 190))
        #expect(count.n == 2 && !button.isHighlighted)
    }

    @Test func glyphButtonsFadeWhilePressedAndComeBack() throws {
        let (h, bar) = try setUp([BarButtonItem(systemItem: .add)])
        let button = try #require(bar.itemButtons.first)
        let c = button.centerInWindow
        // The plus sign's vertical stroke passes through the center.
        func blue() -> Int { Int(h.snapshot().pixel(x: Int(c.x), y: Int(c.y)) ?? 0) & 0xFF }
        let normal = blue()
        h.touchDown(at: c)
        h.run(for: 0.05)
        let pressed = blue()
        h.touchUp(at: c)
        h.run(for: 0.05)
        #expect(normal > 200)
        #expect(pressed < normal)  // faded towards the bar's gray, which has less blue
        #expect(blue() == normal)
    }

    @Test func disabledItemsIgnoreTaps() throws {
        let count = Counter()
        let item = BarButtonItem(systemItem: .save) { count.n += 1 }
        item.isEnabled = false
        let (h, bar) = try setUp([item])
        let button = try #require(bar.itemButtons.first)
        h.tap(at: button.centerInWindow)
        #expect(count.n == 0 && !button.isEnabled)
        #expect(button.accessibilityTraits.contains(.notEnabled))
        item.isEnabled = true
        h.tap(at: button.centerInWindow)
        #expect(count.n == 1)
    }

    @MainActor final class Target {
        var calls: [String] = []
        func save() { calls.append("save") }
        func share(_ sender: BarButtonItem) { calls.append("share \(sender.tag)") }
    }

    @Test func targetActionTakesMethodReferences() throws {
        let target = Target()
        let save = BarButtonItem(title: "Save", style: .done, target: target, action: Target.save)
        let share = BarButtonItem(systemItem: .action, target: target, action: Target.share)
        share.tag = 7
        let (h, bar) = try setUp([save, share])
        #expect(save.target === target)
        for b in bar.itemButtons { h.tap(at: b.centerInWindow) }
        #expect(target.calls == ["save", "share 7"])
    }

    @Test func theTargetIsHeldWeakly() {
        weak var weakTarget: Target?
        let item: BarButtonItem
        do {
            let t = Target()
            weakTarget = t
            item = BarButtonItem(systemItem: .done, target: t, action: Target.save)
        }
        #expect(weakTarget == nil && item.target == nil)
        item.trigger()  // does nothing, and does not crash
    }

    @Test func theClosureWinsOverTheTarget() {
        let target = Target()
        let count = Counter()
        let item = BarButtonItem(systemItem: .done, target: target, action: Target.save)
        item.primaryAction = { count.n += 1 }
        item.trigger()
        #expect(count.n == 1 && target.calls.isEmpty)
    }

    @Test func changingAnItemUpdatesItsButtonInPlace() throws {
        let item = BarButtonItem(title: "Edit")
        let (h, bar) = try setUp([item])
        let button = try #require(bar.itemButtons.first)
        let width = button.frame.width
        item.title = "Finish editing"
        h.renderFrame()
        #expect(bar.itemButtons.first === button && button.currentTitle == "Finish editing")
        #expect(button.frame.width > width && button.frame.maxX == 312)
        item.tintColor = .red
        #expect(button.currentTitleColor == .red)
    }

    @Test func customViewsAndFixedSpaces() throws {
        let custom = View(frame: Rect(x: 0, y: 0, width: 50, height: 30))
        let space = BarButtonItem(systemItem: .fixedSpace)
        space.width = 40
        let (_, bar) = try setUp([BarButtonItem(customView: custom), space, BarButtonItem(systemItem: .add)])
        #expect(custom.superview === bar.content && custom.frame == Rect(x: 262, y: 7, width: 50, height: 30))
        let add = try #require(bar.itemButtons.first)
        #expect(add.frame.maxX == 262 - 8 - 40 - 8)
    }
}
