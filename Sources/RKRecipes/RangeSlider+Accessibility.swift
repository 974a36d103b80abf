import Foundation
import RKViews

/// Accessibility for each knob, as an adjustable element per knob (``View/accessibilityElements``):
/// a spoken value and increment/decrement actions (what VoiceOver's swipe up and down do on iOS).
extension RangeSlider {
    /// The knob's value as an assistive technology reads it, e.g. "lower value 2.0 of 0.0 to 10.0".
    public func accessibilityValue(for knob: Knob) -> String {
        let v = knob == .lower ? lowerValue : upperValue
        let name = knob == .lower ? "lower value" : "upper value"
        return "\(name) \(valueFormatter(v)) of \(valueFormatter(minimumValue)) to \(valueFormatter(maximumValue))"
    }

    /// The amount one increment or decrement moves a knob: the step when there is one,
    /// otherwise a tenth of the range.
    public var accessibilityAdjustment: Double {
        stepValue > 0 ? stepValue : ValueRange(minimum: minimumValue, maximum: maximumValue).tenth
    }

    /// Moves a knob up by ``accessibilityAdjustment`` (clamped as a drag would be) and sends
    /// valueChanged when the value changed.
    public func accessibilityIncrement(_ knob: Knob) { adjust(knob, by: accessibilityAdjustment) }

    /// Moves a knob down by ``accessibilityAdjustment``.
    public func accessibilityDecrement(_ knob: Knob) { adjust(knob, by: -accessibilityAdjustment) }

    /// The two knob elements with their current frames, values and traits.
    func updatedKnobElements() -> [AccessibilityElement] {
        if knobElements.isEmpty {
            knobElements = [Knob.lower, .upper].map { knob in
                let e = AccessibilityElement(container: self)
                e.accessibilityLabel = String(localized: knob == .lower ? "Lower value" : "Upper value", bundle: .recipeKit)
                e.onIncrement = { [weak self] in self?.accessibilityIncrement(knob) }
                e.onDecrement = { [weak self] in self?.accessibilityDecrement(knob) }
                e.onSetNumericValue = { [weak self] v in self?.accessibilitySetValue(v, for: knob) ?? false }
                return e
            }
        }
        for (e, knob) in zip(knobElements, [Knob.lower, .upper]) {
            e.frameInContainer = knob == .lower ? lowerKnobFrame : upperKnobFrame
            e.accessibilityValue = valueFormatter(knob == .lower ? lowerValue : upperValue)
            e.accessibilityTraits = isEnabled ? .adjustable : [.adjustable, .notEnabled]
            e.accessibilityNumericValue = AccessibilityNumericValue(
                current: knob == .lower ? lowerValue : upperValue, minimum: minimumValue, maximum: maximumValue,
                step: stepValue > 0 ? stepValue : 0)
        }
        return knobElements
    }

    /// Moves a knob to `value` as a drag would (clamped, stopping at the other knob, snapped to
    /// the step) and sends valueChanged when it moved; false while disabled or for NaN.
    public func accessibilitySetValue(_ value: Double, for knob: Knob) -> Bool {
        guard isEnabled, !value.isNaN else { return false }
        let current = knob == .lower ? lowerValue : upperValue
        adjust(knob, by: value - current)
        return true
    }

    /// Moves `knob` by `delta` (stopping at the other knob and the ends) and sends valueChanged
    /// when a value changed; keys and assistive technologies adjust through it.
    func adjust(_ knob: Knob, by delta: Double) {
        guard isEnabled else { return }
        let before = (lowerValue, upperValue)
        // Each knob stops at the other, as a drag does.
        if knob == .lower {
            setValues(lower: Swift.min(Swift.max(lowerValue + delta, minimumValue), upperValue), upper: upperValue)
        } else {
            setValues(lower: lowerValue, upper: Swift.max(Swift.min(upperValue + delta, maximumValue), lowerValue))
        }
        if (lowerValue, upperValue) != before { sendActions(for: .valueChanged) }
    }
}
