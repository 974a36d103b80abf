import RKGeometry
import RKGraphics
import RKHosts
import RKViews
import Testing

@testable import RKRecipes

/// The recipes that take keys, driven by Tab and the arrows: the range slider's two knobs are
/// two stops, Cover Flow browses with Left and Right once focused, Space toggles a toggle button.
@MainActor
struct RecipesKeyboardTests {
    @Test func spaceTogglesAFocusedToggleButton() throws {
        let h = try HeadlessHost(size: Size(width: 200, height: 100))
        let art = ControlArtForKeys.square
        let toggle = ToggleButton.make(on: art, off: art)
        toggle.frame = Rect(x: 20, y: 20, width: 60, height: 40)
        h.window.addSubview(toggle)
        var changes: [Bool] = []
        toggle.addAction(for: .valueChanged) { t, _ in changes.append(t.isOn) }
        h.press(.tab)
        #expect(toggle.isFocused)
        h.press(KeyboardKey(.space))
        h.press(.return)
        #expect(changes == [true, false] && !toggle.isOn)
    }

    @Test func tabVisitsBothKnobsAndTheArrowsMoveTheFocusedOne() throws {
        let h = try HeadlessHost(size: Size(width: 340, height: 160))
        let before = Button(style: .gray, frame: Rect(x: 20, y: 10, width: 80, height: 30))
        before.setTitle("Before", for: .normal)
        let s = RangeSlider(frame: Rect(x: 20, y: 60, width: 300, height: 30))
        let after = Button(style: .gray, frame: Rect(x: 20, y: 110, width: 80, height: 30))
        after.setTitle("After", for: .normal)
        for v in [before, s, after] as [View] { h.window.addSubview(v) }
        var changes = 0
        s.addAction(for: .valueChanged) { _, _ in changes += 1 }
        h.press(.tab)
        h.press(.tab)
        #expect(s.isFocused && s.focusedKnob == .lower)
        let outset = Theme.focusRingOutset
        #expect(h.window.focusRingFrame == s.convert(s.lowerKnobFrame, to: h.window).insetBy(dx: -outset, dy: -outset))
        h.press(.right)  // 2 → 3, a tenth of 0...10
        #expect(s.lowerValue == 3 && s.upperValue == 8)
        h.press(.tab)
        #expect(s.isFocused && s.focusedKnob == .upper)
        #expect(h.window.focusRingFrame == s.convert(s.upperKnobFrame, to: h.window).insetBy(dx: -outset, dy: -outset))
        h.press(.end)
        h.press(.left)
        #expect(s.lowerValue == 3 && s.upperValue == 9)
        h.press(.home)  // the upper knob stops at the lower one
        #expect(s.upperValue == 3)
        #expect(changes == 4)
        h.press(.tab)
        #expect(after.isFocused)
        // Shift-Tab comes back to the upper knob first, then the lower one, then leaves.
        h.press(KeyboardKey(.tab, modifiers: .shift))
        #expect(s.isFocused && s.focusedKnob == .upper)
        h.press(KeyboardKey(.tab, modifiers: .shift))
        #expect(s.isFocused && s.focusedKnob == .lower)
        h.press(KeyboardKey(.tab, modifiers: .shift))
        #expect(before.isFocused)
    }

    @Test func coverFlowTakesFocusAndBrowsesWithTheArrows() throws {
        let h = try HeadlessHost(size: Size(width: 800, height: 560))
        let flow = CoverFlowView(frame: Rect(x: 0, y: 0, width: 800, height: 500), count: 9)
        flow.selectCover(at: 4, animated: false)
        let done = Button(style: .gray, frame: Rect(x: 20, y: 515, width: 80, height: 30))
        h.window.addSubview(flow)
        h.window.addSubview(done)
        #expect(flow.canBecomeFocused)
        h.press(.tab)
        #expect(flow.isFocused && flow.isFirstResponder)
        h.press(.right)
        h.run(for: 1)
        #expect(flow.selectedIndex == 5)
        h.press(.tab)
        #expect(done.isFocused && !flow.isFirstResponder)
        h.press(.right)  // the flow no longer has the keys
        h.run(for: 1)
        #expect(flow.selectedIndex == 5)
    }
}

/// An image for the toggle button's states.
@MainActor
enum ControlArtForKeys {
    static let square: Image = {
        (try? Image(width: 4, height: 4, premultipliedARGB: Array(repeating: 0xFF33_6699, count: 16)))!
    }()
}
