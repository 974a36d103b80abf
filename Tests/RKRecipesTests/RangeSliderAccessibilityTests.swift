import RKGeometry
import RKGraphics
import RKHosts
import Testing
import RKViews

@testable import RKRecipes

@MainActor
@Suite struct RangeSliderAccessibilityTests {
    @Test func eachKnobIsAdjustableOnItsOwn() {
        let s = RangeSlider(frame: Rect(x: 0, y: 0, width: 300, height: 30))
        var changes = 0
        s.addAction(for: .valueChanged) { _, _ in changes += 1 }
        #expect(s.accessibilityValue(for: .lower) == "lower value 2.0 of 0.0 to 10.0")
        s.accessibilityIncrement(.lower)
        #expect(s.lowerValue == 3 && s.upperValue == 8 && changes == 1)
        s.accessibilityDecrement(.upper)
        #expect(s.upperValue == 7 && changes == 2)
        // The lower knob cannot pass the upper one, and no event is sent when nothing moved.
        for _ in 0..<10 { s.accessibilityIncrement(.lower) }
        #expect(s.lowerValue == 7)
        let before = changes
        s.accessibilityIncrement(.lower)
        #expect(changes == before)
        s.stepValue = 0.5
        #expect(s.accessibilityAdjustment == 0.5)
        s.accessibilityDecrement(.lower)
        #expect(s.lowerValue == 6.5)
        #expect(s.accessibilityValue(for: .upper) == "upper value 7.0 of 0.0 to 10.0")
    }

    @Test func theKnobsAreTheSlidersElements() throws {
        let h = try HeadlessHost(size: Size(width: 360, height: 100))
        let s = RangeSlider(frame: Rect(x: 20, y: 30, width: 300, height: 30))
        h.window.addSubview(s)
        let items = Accessibility.elements(in: h.window)
        #expect(items.map(\.accessibilityLabel) == ["Lower value", "Upper value"])
        #expect(items.map(\.accessibilityValue) == ["2.0", "8.0"])
        #expect(items[0].accessibilityTraits == .adjustable)
        // Each element sits on its knob, in window coordinates.
        #expect(items[0].accessibilityFrame == s.lowerKnobFrame.offsetBy(dx: 20, dy: 30))
        var changes = 0
        s.addAction(for: .valueChanged) { _, _ in changes += 1 }
        items[1].accessibilityIncrement()
        #expect(s.upperValue == 9 && changes == 1)
        let again = Accessibility.elements(in: h.window)
        #expect(again[1] === items[1] && again[1].accessibilityValue == "9.0")
        #expect(again[1].accessibilityFrame == s.upperKnobFrame.offsetBy(dx: 20, dy: 30))
        s.isEnabled = false
        #expect(Accessibility.elements(in: h.window)[0].accessibilityTraits == [.adjustable, .notEnabled])
        items[0].accessibilityDecrement()
        #expect(s.lowerValue == 2 && changes == 1)  // a disabled slider does not move
    }

    @Test func aToggleButtonIsSelectedWhileOn() {
        let image = try! Image(width: 4, height: 4, premultipliedARGB: [UInt32](repeating: 0xFF80_8080, count: 16))
        let b = ToggleButton.make(on: image, off: image)
        #expect(b.accessibilityTraits == [.button, .toggleButton])
        #expect(b.accessibilityActivate())
        #expect(b.isOn && b.accessibilityTraits == [.button, .toggleButton, .selected])
    }

    @Test func eachKnobTakesANumericValueAsADragWould() throws {
        let s = RangeSlider(frame: Rect(x: 0, y: 0, width: 300, height: 30))
        var changes = 0
        s.addAction(for: .valueChanged) { _, _ in changes += 1 }
        let knobs = try #require(s.accessibilityElements)
        #expect(knobs[0].accessibilityNumericValue == AccessibilityNumericValue(current: 2, minimum: 0, maximum: 10))
        #expect(knobs[1].accessibilitySetNumericValue(6))
        #expect(s.upperValue == 6 && changes == 1)
        // The lower knob stops at the upper one; past the ends, values clamp.
        #expect(knobs[0].accessibilitySetNumericValue(9))
        #expect(s.lowerValue == 6 && changes == 2)
        #expect(knobs[1].accessibilitySetNumericValue(.infinity))
        #expect(s.upperValue == 10 && changes == 3)
        #expect(!knobs[0].accessibilitySetNumericValue(.nan))
        #expect(s.accessibilityElements?[1].accessibilityNumericValue?.current == 10)
        s.isEnabled = false
        #expect(!knobs[0].accessibilitySetNumericValue(1) && s.lowerValue == 6)
    }

}
