/// The rubber-band resistance a scroll view shows when dragged past its edge: the content
/// follows the finger less and less, approaching but never reaching one `dimension` of travel.
public enum RubberBand {
    /// UIScrollView's coefficient: near the edge the content moves 0.55 points per point dragged.
    public static let defaultCoefficient = 0.55

    /// The visible displacement for a drag `x` points past the edge:
    /// (1 - 1/(|x|·c/d + 1))·d, with the sign of `x`. About c·x for small drags, tending to `d`
    /// (the viewport's size along the drag) for long ones. A dimension ≤ 0 or NaN, or a
    /// coefficient ≤ 0, gives 0 (a rigid edge); an infinite dimension gives c·x (no limit).
    public static func offset(overshoot x: Double, dimension d: Double, coefficient c: Double = 0.55) -> Double {
        guard !x.isNaN, d > 0, c > 0, c.isFinite else { return 0 }
        if d == .infinity { return c * x }
        if x.isInfinite { return x > 0 ? d : -d }
        let magnitude = (1 - 1 / (Swift.abs(x) * c / d + 1)) * d
        return x < 0 ? -magnitude : magnitude
    }

    /// The inverse of ``offset(overshoot:dimension:coefficient:)``: how far past the edge the
    /// finger must be for the content to show displacement `y` (|y| < d); infinite at or beyond
    /// d. A scroll view needs it to resume a drag that starts while the content is stretched.
    public static func overshoot(forOffset y: Double, dimension d: Double, coefficient c: Double = 0.55) -> Double {
        guard !y.isNaN, d > 0, c > 0, c.isFinite else { return 0 }
        if d == .infinity { return y / c }
        let m = Swift.abs(y)
        guard m < d else { return y > 0 ? .infinity : -.infinity }
        let x = m * d / (c * (d - m))
        return y < 0 ? -x : x
    }

    /// A raw content offset with rubber-banding applied outside `min...max`: unchanged inside,
    /// and past either end the end plus the banded overshoot. `dimension` is the viewport's
    /// size along the axis.
    public static func clamp(_ offset: Double, min lower: Double, max upper: Double, dimension d: Double,
                             coefficient c: Double = 0.55) -> Double {
        let upper = Swift.max(lower, upper)  // content smaller than the viewport: a single rest point
        if offset < lower { return lower + self.offset(overshoot: offset - lower, dimension: d, coefficient: c) }
        if offset > upper { return upper + self.offset(overshoot: offset - upper, dimension: d, coefficient: c) }
        return offset
    }
}
