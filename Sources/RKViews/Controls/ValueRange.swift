/// The range a value control moves in, `minimum...maximum`, and the one set of rules its ends
/// and values follow under bad input, shared by ``Slider`` and the recipes' range slider so both
/// answer NaN, infinities and crossed ends the same way.
///
/// - A non-finite end is refused: the previous end stays.
/// - An end moved past the other carries the other along (raising the minimum above the maximum
///   raises the maximum too), so the range is never empty or reversed.
/// - A value is clamped into the range; NaN has no place in it and is refused.
///
/// ```swift
/// var range = ValueRange(minimum: 0, maximum: 1)
/// range.setMinimum(5)          // 5...5
/// range.setMaximum(.infinity)  // still 5...5
/// range.clamp(-3)              // 5
/// range.clamp(.nan)            // nil
/// ```
public struct ValueRange: Hashable, Sendable {
    /// The lower end; always finite and at most ``maximum``.
    public private(set) var minimum: Double
    /// The upper end; always finite and at least ``minimum``.
    public private(set) var maximum: Double

    /// A range from `minimum` to `maximum`. A non-finite end becomes 0, and a `maximum` below
    /// `minimum` is raised to it, as ``setMaximum(_:)`` would do.
    public init(minimum: Double, maximum: Double) {
        self.minimum = minimum.isFinite ? minimum : 0
        self.maximum = maximum.isFinite ? maximum : 0
        if self.maximum < self.minimum { self.maximum = self.minimum }
    }

    /// Moves the lower end to `value`, raising ``maximum`` with it when it passes it. A
    /// non-finite `value` is ignored.
    public mutating func setMinimum(_ value: Double) {
        guard value.isFinite else { return }
        minimum = value
        if maximum < minimum { maximum = minimum }
    }

    /// Moves the upper end to `value`, lowering ``minimum`` with it when it passes it. A
    /// non-finite `value` is ignored.
    public mutating func setMaximum(_ value: Double) {
        guard value.isFinite else { return }
        maximum = value
        if minimum > maximum { minimum = maximum }
    }

    /// `value` clamped into `minimum...maximum` (infinities to the nearer end), or nil for NaN,
    /// which controls ignore rather than store.
    public func clamp(_ value: Double) -> Double? {
        guard !value.isNaN else { return nil }
        return Swift.min(Swift.max(value, minimum), maximum)
    }

    /// Where `value` lies in the range, from 0 at ``minimum`` to 1 at ``maximum`` (clamped; 0 for
    /// NaN or an empty range). Exact for ends whose difference overflows a `Double`
    /// (`-1e308...1e308`), where `(value - minimum) / (maximum - minimum)` gives NaN.
    public func fraction(of value: Double) -> Double {
        guard maximum > minimum, !value.isNaN else { return 0 }
        let span = maximum - minimum
        // Halves cannot overflow, and their ratio is the same.
        let f = span.isFinite ? (value - minimum) / span : (value / 2 - minimum / 2) / (maximum / 2 - minimum / 2)
        return f.isNaN ? 0 : Swift.min(1, Swift.max(0, f))
    }

    /// The value at `fraction` of the way from ``minimum`` to ``maximum`` (clamped to 0...1; NaN
    /// counts as 0). A weighted mean of the ends, so it stays finite however far apart they are.
    public func value(atFraction fraction: Double) -> Double {
        let f = fraction.isNaN ? 0 : Swift.min(1, Swift.max(0, fraction))
        guard f > 0 else { return minimum }
        guard f < 1 else { return maximum }
        return Swift.min(maximum, Swift.max(minimum, minimum * (1 - f) + maximum * f))
    }

    /// A tenth of the range: the step assistive technologies adjust by. Finite for any ends.
    public var tenth: Double {
        let span = maximum - minimum
        return span.isFinite ? span / 10 : maximum / 10 - minimum / 10
    }

    /// `value` moved by `fraction` of the range (a drag across that share of a track). Ends too
    /// far apart to subtract move through ``fraction(of:)`` instead, clamped to the range.
    public func value(_ value: Double, movedBy fraction: Double) -> Double {
        let span = maximum - minimum
        if span.isFinite { return value + fraction * span }
        return self.value(atFraction: self.fraction(of: value) + fraction)
    }
}
