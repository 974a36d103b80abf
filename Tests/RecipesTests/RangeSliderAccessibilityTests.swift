import Geometry
import Testing
import Views

@testable import Recipes

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
}
