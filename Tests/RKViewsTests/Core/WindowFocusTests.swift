import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// Keyboard focus through the host's input path: Tab order, focus groups, what is skipped, the
/// keys focused controls take, alerts, the ring and the notification.
@MainActor
struct WindowFocusTests {
    func host(width: Double = 400, height: Double = 300) throws -> HeadlessHost {
        try HeadlessHost(size: Size(width: width, height: height))
    }

    @discardableResult
    func button(_ title: String, _ frame: Rect, in parent: View) -> Button {
        let b = Button(style: .gray, frame: frame)
        b.setTitle(title, for: .normal)
        parent.addSubview(b)
        return b
    }

    /// The titles of the views Tab visits, in order.
    func titles(_ views: [View]) -> [String] {
        views.map { ($0 as? Button)?.currentTitle ?? String(describing: type(of: $0)) }
    }

    /// Presses Tab `count` times and returns the title of the focused view after each.
    func tab(_ h: HeadlessHost, _ count: Int, shift: Bool = false) -> [String] {
        (0..<count).map { _ in
            h.press(KeyboardKey(.tab, modifiers: shift ? .shift : []))
            return h.window.focusedView.map { titles([$0])[0] } ?? "-"
        }
    }

    @Test func tabGoesInReadingOrderSkipsWhatCannotTakeFocusAndWraps() throws {
        let h = try host()
        let w = h.window
        // One line: B is a few points lower than A but starts left of it; the switch is on it too.
        button("A", Rect(x: 200, y: 10, width: 80, height: 30), in: w)
        button("B", Rect(x: 10, y: 14, width: 80, height: 30), in: w)
        let toggle = Switch(frame: Rect(x: 300, y: 12, width: 0, height: 0))
        w.addSubview(toggle)
        button("C", Rect(x: 10, y: 100, width: 80, height: 30), in: w)
        // Skipped: hidden, transparent, disabled, under a view closed to touches, off the window.
        let hidden = button("hidden", Rect(x: 100, y: 100, width: 80, height: 30), in: w)
        hidden.isHidden = true
        let clear = button("clear", Rect(x: 200, y: 100, width: 80, height: 30), in: w)
        clear.alpha = 0
        let disabled = button("disabled", Rect(x: 300, y: 100, width: 80, height: 30), in: w)
        disabled.isEnabled = false
        #expect(!hidden.canBecomeFocused && !clear.canBecomeFocused && !disabled.canBecomeFocused)
        let closed = View(frame: Rect(x: 0, y: 150, width: 400, height: 50))
        closed.isUserInteractionEnabled = false
        w.addSubview(closed)
        button("closed", Rect(x: 10, y: 10, width: 80, height: 30), in: closed)
        button("off", Rect(x: 500, y: 200, width: 80, height: 30), in: w)
        button("D", Rect(x: 150, y: 220, width: 80, height: 30), in: w)
        // Plain views and labels are not stops.
        w.addSubview(Label(frame: Rect(x: 10, y: 260, width: 100, height: 20)))

        #expect(titles(w.focusTraversalOrder) == ["B", "A", "Switch", "C", "D"])
        #expect(tab(h, 6) == ["B", "A", "Switch", "C", "D", "B"])
        #expect(tab(h, 2, shift: true) == ["D", "C"])
        // From nothing focused, Shift-Tab starts at the end.
        #expect(w.setFocusedView(nil))
        #expect(tab(h, 1, shift: true) == ["D"])
        #expect(toggle.canBecomeFocused && !toggle.isFocused)
    }

    @Test func aFocusGroupIsVisitedTogetherAtThePlaceOfItsFirstView() throws {
        let h = try host()
        let left = View(frame: Rect(x: 0, y: 0, width: 150, height: 300))
        left.focusGroupIdentifier = "left"
        h.window.addSubview(left)
        button("L1", Rect(x: 10, y: 10, width: 80, height: 30), in: left)
        button("L2", Rect(x: 10, y: 100, width: 80, height: 30), in: left)
        button("R1", Rect(x: 200, y: 10, width: 80, height: 30), in: h.window)
        let r2 = button("R2", Rect(x: 200, y: 100, width: 80, height: 30), in: h.window)
        #expect(titles(h.window.focusTraversalOrder) == ["L1", "L2", "R1", "R2"])
        // A view of its own group inside the left column leaves it.
        r2.focusGroupIdentifier = "right"
        button("L3", Rect(x: 10, y: 200, width: 80, height: 30), in: left).focusGroupIdentifier = "right"
        #expect(titles(h.window.focusTraversalOrder) == ["L1", "L2", "R1", "R2", "L3"])
        left.focusGroupIdentifier = nil
        #expect(titles(h.window.focusTraversalOrder) == ["L1", "R1", "L2", "R2", "L3"])
    }

    @Test func eachChangeIsPostedWithBothViewsAndTheHeading() throws {
        let h = try host()
        let a = button("A", Rect(x: 10, y: 10, width: 80, height: 30), in: h.window)
        let b = button("B", Rect(x: 10, y: 60, width: 80, height: 30), in: h.window)
        var seen: [(View?, View?, FocusHeading?)] = []
        let token = NotificationCenter.default.addObserver(forName: Window.focusDidChangeNotification, object: h.window,
                                                           queue: nil) { note in
            nonisolated(unsafe) let info = note.userInfo
            MainActor.assumeIsolated {
                seen.append((info?[Window.previouslyFocusedViewUserInfoKey] as? View,
                             info?[Window.nextFocusedViewUserInfoKey] as? View,
                             info?[Window.focusHeadingUserInfoKey] as? FocusHeading))
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        h.press(.tab)
        h.press(.tab)
        #expect(h.window.setFocusedView(nil))
        #expect(seen.count == 3)
        #expect(seen[0].0 == nil && seen[0].1 === a && seen[0].2 == .next)
        #expect(seen[1].0 === a && seen[1].1 === b && seen[1].2 == .next)
        #expect(seen[2].0 === b && seen[2].1 == nil && seen[2].2 == nil)
        // A view outside the window, or one that cannot take focus, is refused.
        #expect(!h.window.setFocusedView(Button(frame: Rect(x: 0, y: 0, width: 10, height: 10))))
        a.isEnabled = false
        #expect(!h.window.setFocusedView(a))
        #expect(seen.count == 3)
    }

    @Test func spaceAndReturnPressAFocusedButtonWithABriefPressedLook() throws {
        let h = try host()
        let a = button("A", Rect(x: 10, y: 10, width: 80, height: 30), in: h.window)
        var log: [String] = []
        a.addAction(for: .touchUpInside) { _, _ in log.append("up") }
        a.addAction(for: .primaryActionTriggered) { _, _ in log.append("primary") }
        #expect(!h.press(KeyboardKey(.space)))  // nothing focused: nobody takes it
        #expect(log.isEmpty)
        h.press(.tab)
        #expect(a.isFocused && a.state.contains(.focused))
        h.eventLoop.withCurrent { _ = h.window.handleKey(KeyboardKey(.space)) }
        #expect(a.isHighlighted)
        #expect(log == ["up", "primary"])
        h.run(for: 0.2)
        #expect(!a.isHighlighted)
        #expect(h.press(.return))
        #expect(log == ["up", "primary", "up", "primary"])
        // With a modifier it is not a press.
        #expect(!h.press(KeyboardKey(.space, modifiers: .control)))
        #expect(log.count == 4)
    }

    @Test func spaceFlipsAFocusedSwitchAndArrowsMoveAFocusedSlider() throws {
        let h = try host()
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 0, height: 0))
        let slider = Slider(frame: Rect(x: 10, y: 60, width: 200, height: 0))
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 20
        for v in [toggle, slider] as [View] { h.window.addSubview(v) }
        var changes: [String] = []
        toggle.addAction(for: .valueChanged) { t, _ in changes.append("switch \(t.isOn)") }
        slider.addAction(for: .valueChanged) { s, _ in changes.append("slider \(s.value)") }
        h.press(.tab)
        h.press(KeyboardKey(.space))
        #expect(toggle.isOn)
        h.press(.tab)
        #expect(slider.isFocused)
        h.press(.right)
        h.press(.up)
        h.press(.left)
        h.press(.end)
        h.press(.end)  // already at the end: no change, nothing sent
        h.press(.home)
        h.press(.down)  // at the start: nothing
        #expect(changes == ["switch true", "slider 25.0", "slider 30.0", "slider 25.0", "slider 50.0", "slider 0.0"])
        // A disabled slider loses focus at the next frame and takes no keys.
        slider.isEnabled = false
        h.run(for: 1.0 / 60)
        #expect(h.window.focusedView == nil)
        #expect(!h.press(.right) && slider.value == 0)
    }

    @Test func segmentsAndPagesFollowTheArrows() throws {
        let h = try host()
        let segments = SegmentedControl(items: ["A", "B", "C"], frame: Rect(x: 10, y: 10, width: 200, height: 29))
        segments.selectedSegmentIndex = 0
        segments.setEnabled(false, forSegmentAt: 1)
        let dots = PageControl(frame: Rect(x: 10, y: 60, width: 200, height: 26))
        dots.numberOfPages = 4
        for v in [segments, dots] as [View] { h.window.addSubview(v) }
        var log: [String] = []
        segments.addAction(for: .valueChanged) { s, _ in log.append("segment \(s.selectedSegmentIndex)") }
        dots.addAction(for: .valueChanged) { d, _ in log.append("page \(d.currentPage)") }
        h.press(.tab)
        h.press(.right)  // B is disabled: C
        #expect(h.press(.right))  // at the end: taken, no change
        h.press(.home)
        h.press(.tab)
        h.press(.right)
        h.press(.end)
        h.press(.left)
        #expect(log == ["segment 2", "segment 0", "page 1", "page 3", "page 2"])
    }

    @Test func aMomentarySegmentedControlMovesAHighlightThatSpaceChooses() throws {
        let h = try host()
        let segments = SegmentedControl(items: ["Cut", "Copy", "Paste"], frame: Rect(x: 10, y: 10, width: 240, height: 29))
        segments.isMomentary = true
        h.window.addSubview(segments)
        var chosen: [Int] = []
        segments.addAction(for: .valueChanged) { s, _ in chosen.append(s.selectedSegmentIndex) }
        h.press(.tab)
        #expect(!h.press(KeyboardKey(.space)))  // nothing highlighted yet: nothing to choose
        h.press(.right)
        h.press(.right)
        #expect(chosen.isEmpty)
        h.press(KeyboardKey(.space))
        h.press(.left)
        h.press(.return)
        #expect(chosen == [1, 0] && segments.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test func tabIntoATextFieldStartsEditingAndTabOutEndsItWithoutTypingATab() throws {
        let h = try host()
        let before = button("Before", Rect(x: 10, y: 10, width: 80, height: 30), in: h.window)
        let field = TextField(frame: Rect(x: 10, y: 60, width: 200, height: 30))
        h.window.addSubview(field)
        let after = button("After", Rect(x: 10, y: 110, width: 80, height: 30), in: h.window)
        h.press(.tab)
        #expect(before.isFocused && !field.isEditing)
        h.press(.tab)
        #expect(field.isFocused && field.isEditing && field.isFirstResponder)
        h.type("ab")
        h.press(.tab)
        #expect(after.isFocused && !field.isEditing && field.text == "ab")
        h.press(KeyboardKey(.tab, modifiers: .shift))
        #expect(field.isEditing)
        h.press(KeyboardKey(.tab, modifiers: .shift))
        #expect(before.isFocused && !field.isEditing && field.text == "ab")
        // A click into the field focuses it too; Return ends editing and leaves it focused, and
        // Space starts editing again.
        h.tap(at: Point(x: 100, y: 75))
        #expect(field.isFocused && field.isEditing)
        h.press(.return)
        #expect(field.isFocused && !field.isEditing)
        h.press(KeyboardKey(.space))
        #expect(field.isEditing && field.text == "ab")
    }

    @Test func aTabIsNeverTypedItMovesToTheNextField() throws {
        let h = try host()
        let first = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 30))
        let second = TextField(frame: Rect(x: 10, y: 60, width: 200, height: 30))
        h.window.addSubview(first)
        h.window.addSubview(second)
        h.press(.tab)
        #expect(h.type("ab\tcd"))
        #expect(first.text == "ab" && second.text == "cd" && second.isEditing)
        #expect(!h.window.handleText("\t") && second.text == "cd")
    }

    @Test func tabTakesTheKeysFromATextResponderThatCannotTakeFocus() throws {
        final class Pad: View, TextInput {
            var typed = ""
            override var canBecomeFirstResponder: Bool { true }
            var hasText: Bool { !typed.isEmpty }
            func insertText(_ text: String) { typed += text }
            func deleteBackward() {}
        }
        let h = try host()
        let pad = Pad(frame: Rect(x: 0, y: 150, width: 400, height: 150))
        h.window.addSubview(pad)
        let a = button("A", Rect(x: 10, y: 10, width: 80, height: 30), in: h.window)
        var pressed = 0
        a.addAction(for: .primaryActionTriggered) { _, _ in pressed += 1 }
        #expect(pad.becomeFirstResponder())
        h.press(.tab)
        #expect(a.isFocused && !pad.isFirstResponder)
        h.press(KeyboardKey(.space))
        #expect(pressed == 1 && pad.typed.isEmpty)
    }

    @Test func aClickFocusesWithoutTheRingAndTheNextKeyShowsIt() throws {
        let h = try host()
        let a = button("A", Rect(x: 10, y: 10, width: 80, height: 30), in: h.window)
        button("B", Rect(x: 10, y: 60, width: 80, height: 30), in: h.window)
        h.tap(at: Point(x: 50, y: 25))
        #expect(a.isFocused && !h.window.isFocusRingVisible)
        #expect(h.window.focusRingFrame == nil)
        h.press(.right)  // a key nobody takes still shows where focus is
        #expect(h.window.isFocusRingVisible)
        let ring = try #require(h.window.focusRingFrame)
        #expect(ring == a.frame.insetBy(dx: -Theme.focusRingOutset, dy: -Theme.focusRingOutset))
        // A click on nothing that takes focus takes it away, and the ring with it.
        h.tap(at: Point(x: 300, y: 250))
        #expect(h.window.focusedView == nil && !h.window.isFocusRingVisible)
        h.press(.tab)
        #expect(a.isFocused && h.window.isFocusRingVisible)
        h.tap(at: Point(x: 50, y: 75))
        #expect(!h.window.isFocusRingVisible)
    }

    @Test func theRingFollowsItsViewAndFocusGoesWithAViewThatLeaves() throws {
        let h = try host()
        let a = button("A", Rect(x: 10, y: 10, width: 80, height: 30), in: h.window)
        h.press(.tab)
        let outset = Theme.focusRingOutset
        #expect(h.window.focusRingFrame == a.frame.insetBy(dx: -outset, dy: -outset))
        a.frame = Rect(x: 100, y: 150, width: 120, height: 40)
        h.run(for: 1.0 / 60)
        #expect(h.window.focusRingFrame == a.frame.insetBy(dx: -outset, dy: -outset))
        var lost = false
        let token = NotificationCenter.default.addObserver(forName: Window.focusDidChangeNotification, object: h.window,
                                                           queue: nil) { note in
            nonisolated(unsafe) let info = note.userInfo
            MainActor.assumeIsolated {
                lost = info?[Window.previouslyFocusedViewUserInfoKey] as? View === a
                    && info?[Window.nextFocusedViewUserInfoKey] == nil
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        a.removeFromSuperview()
        #expect(!a.isFocused)
        h.run(for: 1.0 / 60)
        #expect(lost && h.window.focusedView == nil && !h.window.isFocusRingVisible)
    }

    @Test func escapeCancelsAnAlertThatKeepsTabToItselfAndFocusComesBack() throws {
        let h = try host(width: 320, height: 480)
        h.window.makeKeyAndVisible()
        let open = button("Open", Rect(x: 10, y: 10, width: 80, height: 30), in: h.window)
        button("Other", Rect(x: 10, y: 60, width: 80, height: 30), in: h.window)
        var log: [String] = []
        open.addAction(for: .primaryActionTriggered) { _, _ in
            let alert = AlertController(title: "Delete?", message: nil)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
            alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in log.append("delete") })
            alert.show(in: h.window)
        }
        h.press(.tab)
        h.press(KeyboardKey(.space))
        h.run(for: 0.3)
        let alertWindow = try #require(h.keyWindow === h.window ? nil : h.keyWindow)
        // The main window's views are out of Tab's reach; the alert's buttons take turns.
        #expect(h.window.focusTraversalOrder.isEmpty)
        #expect(titles(alertWindow.focusTraversalOrder) == ["Cancel", "Delete"])
        #expect(tab(h, 3).count == 3)
        let trapped = try #require(alertWindow.focusedView)
        #expect(titles([trapped]) == ["Cancel"])
        #expect(open.isFocused)
        h.press(.escape)
        h.run(for: 0.5)
        #expect(log == ["cancel"])
        #expect(h.keyWindow === h.window && open.isFocused)
        // Return on a focused alert button chooses that button, not the alert's default.
        h.press(KeyboardKey(.space))
        h.run(for: 0.3)
        h.press(.tab)
        h.press(.tab)
        h.press(.return)
        h.run(for: 0.5)
        #expect(log == ["cancel", "delete"])
        #expect(open.isFocused && h.window.isFocusRingVisible)
    }

    @Test func aFocusedScrollViewScrollsByLineAndPage() throws {
        let h = try host()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        scroll.contentSize = Size(width: 200, height: 1000)
        h.window.addSubview(scroll)
        #expect(scroll.canBecomeFocused)
        h.press(.tab)
        #expect(scroll.isFocused)
        h.press(.down)
        h.press(.down)
        #expect(scroll.contentOffset.y == 2 * ScrollView.keyboardLineStep)
        h.press(KeyboardKey(.pageDown))
        #expect(scroll.contentOffset.y == 2 * ScrollView.keyboardLineStep + 100 - ScrollView.keyboardLineStep)
        h.press(.end)
        #expect(scroll.contentOffset.y == 900)
        #expect(h.press(.down) && scroll.contentOffset.y == 900)  // at the end, still taken
        h.press(.home)
        #expect(scroll.contentOffset.y == 0)
        #expect(!h.press(.right))  // no horizontal scrolling: left to the app
        // With a control inside, Tab goes to the control instead.
        button("Inside", Rect(x: 10, y: 500, width: 80, height: 30), in: scroll)
        #expect(!scroll.canBecomeFocused)
        #expect(titles(h.window.focusTraversalOrder) == ["Inside"])
        h.press(.tab)
        #expect(scroll.contentOffset.y >= 430 && scroll.contentOffset.y <= 500)  // scrolled into view
        #expect(h.window.isFocusRingVisible)
        // Scrolled out of view by the wheel, it keeps focus but shows no ring over the window.
        scroll.setContentOffset(.zero, animated: false)
        h.run(for: 1.0 / 60)
        #expect(h.window.focusedView != nil && !h.window.isFocusRingVisible)
        scroll.setContentOffset(Point(x: 0, y: 450), animated: false)
        h.run(for: 1.0 / 60)
        #expect(h.window.isFocusRingVisible)
    }

    @Test func escapeClosesTheEditMenuShownInTheWindow() throws {
        final class Box: View {
            override var canBecomeFirstResponder: Bool { true }
        }
        let h = try host()
        let box = Box(frame: Rect(x: 100, y: 100, width: 100, height: 60))
        h.window.addSubview(box)
        #expect(box.becomeFirstResponder())
        let menu = MenuController()
        menu.menuItems = [MenuItem(title: "Copy") { _ in }]
        menu.setTargetRect(box.bounds, in: box)
        menu.setMenuVisible(true, animated: false)
        #expect(menu.isMenuVisible)
        #expect(h.press(.escape))
        #expect(!menu.isMenuVisible)
        #expect(!h.press(.escape))  // nothing left to close: the app's
    }

    @Test func aModifierAloneShowsNoRing() throws {
        #expect(KeyboardKey(name: "Left Shift").isModifierKey && KeyboardKey(name: "Right Ctrl").isModifierKey)
        #expect(!KeyboardKey.tab.isModifierKey && !KeyboardKey(name: "a").isModifierKey)
        #expect(KeyCode(name: "ISO_Left_Tab") == .tab)
    }
}
