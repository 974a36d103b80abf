import RKGeometry

/// A cubic Bézier easing curve from (0, 0) to (1, 1), shaped by two control points, exactly as
/// CAMediaTimingFunction and CSS `cubic-bezier()`: it maps an animation's linear progress (x) to
/// eased progress (y).
///
/// The control points' x values are clamped to 0...1 so that the curve is a function of x (one y
/// per x); y values are free, so a curve may overshoot (y outside 0...1), as CSS allows.
public struct TimingFunction: Hashable, Sendable {
    /// The first control point's x, in 0...1.
    public let c1x: Double
    /// The first control point's y.
    public let c1y: Double
    /// The second control point's x, in 0...1.
    public let c2x: Double
    /// The second control point's y.
    public let c2y: Double

    /// A curve with control points (c1x, c1y) and (c2x, c2y)
    /// (CAMediaTimingFunction(controlPoints:::)). x values are clamped to 0...1; any non-finite
    /// value makes the curve linear, since there is no sensible curve through infinity.
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        guard c1x.isFinite, c1y.isFinite, c2x.isFinite, c2y.isFinite else {
            self.c1x = 0; self.c1y = 0; self.c2x = 1; self.c2y = 1
            return
        }
        self.c1x = Swift.min(Swift.max(c1x, 0), 1)
        self.c1y = c1y
        self.c2x = Swift.min(Swift.max(c2x, 0), 1)
        self.c2y = c2y
    }

    /// Constant speed (kCAMediaTimingFunctionLinear).
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// Starts slowly, then speeds up (kCAMediaTimingFunctionEaseIn).
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// Starts quickly, then slows down (kCAMediaTimingFunctionEaseOut).
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Slow at both ends (kCAMediaTimingFunctionEaseInEaseOut).
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// The curve Core Animation uses for implicit animations (kCAMediaTimingFunctionDefault).
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The named curve for a CAMediaTimingFunctionName spelling ("linear", "easeIn", "easeOut",
    /// "easeInEaseOut", "default"), or nil for an unknown name; lets archives and recipes name
    /// curves as strings.
    public init?(name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInEaseOut": self = .easeInEaseOut
        case "default": self = .default
        default: return nil
        }
    }

    /// The control points in order: (0, 0), c1, c2, (1, 1)
    /// (CAMediaTimingFunction.getControlPoint(at:)). Indices outside 0...3 give (0, 0).
    public func controlPoint(at index: Int) -> Point {
        switch index {
        case 1: return Point(x: c1x, y: c1y)
        case 2: return Point(x: c2x, y: c2y)
        case 3: return Point(x: 1, y: 1)
        default: return Point(x: 0, y: 0)
        }
    }

    // Power-basis coefficients of x(t) and y(t) = ((a t + b) t + c) t, the form that makes both
    // evaluation and the derivative a few multiplications.
    private var xCoefficients: (a: Double, b: Double, c: Double) { Self.coefficients(c1x, c2x) }
    private var yCoefficients: (a: Double, b: Double, c: Double) { Self.coefficients(c1y, c2y) }

    private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    private static func evaluate(_ k: (a: Double, b: Double, c: Double), _ t: Double) -> Double {
        ((k.a * t + k.b) * t + k.c) * t
    }

    private static func derivative(_ k: (a: Double, b: Double, c: Double), _ t: Double) -> Double {
        (3 * k.a * t + 2 * k.b) * t + k.c
    }

    /// The curve parameter t whose x(t) is `x` (x already in 0...1). x(t) is non-decreasing on
    /// 0...1 because both control x values lie in 0...1, so the root is unique (up to flat runs)
    /// and bisection always converges; Newton–Raphson goes first because it usually needs 2–4
    /// steps where bisection needs ~45.
    ///
    /// Both stop on the error in t, not in x: where the curve is steep in y and flat in x (a
    /// vertical tangent), a tiny error in x is a large one in t and hence in y.
    private func parameter(forX x: Double) -> Double {
        let kx = xCoefficients
        var t = x
        for _ in 0..<8 {
            let err = Self.evaluate(kx, t) - x
            if err == 0 { return t }
            let slope = Self.derivative(kx, t)
            if Swift.abs(slope) < 1e-6 { break }  // near a flat spot Newton crawls or jumps away
            let next = t - err / slope
            if !(next >= 0 && next <= 1) { break }  // left the curve's domain (or NaN)
            if Swift.abs(next - t) < 1e-13 { return next }
            t = next
        }
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-14 {
            let mid = (lo + hi) / 2
            let v = Self.evaluate(kx, mid)
            if v == x { return mid }
            if v < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// The eased progress for linear progress `x` (CAMediaTimingFunction's solve): finds t with
    /// x(t) = x (t to within 1e-13, far inside the 1e-7 animations need), then returns y(t).
    /// x is clamped to 0...1 (NaN counts as 0), and the ends are exact (0 at 0, 1 at 1) so that
    /// animations land precisely on their values.
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if c1x == c1y && c2x == c2y { return x }  // a straight line: skip the solve
        return Self.evaluate(yCoefficients, parameter(forX: x))
    }

    /// The slope dy/dx of the curve at linear progress `x` (clamped to 0...1): how fast eased
    /// progress moves relative to time, used to hand a running animation's velocity to another
    /// (for example a spring taking over). A vertical tangent gives ±infinity.
    public func slope(at x: Double) -> Double {
        let xc = x.isNaN ? 0 : Swift.min(Swift.max(x, 0), 1)
        if c1x == c1y && c2x == c2y { return 1 }
        let t = parameter(forX: xc)
        let kx = xCoefficients, ky = yCoefficients
        var dx = Self.derivative(kx, t), dy = Self.derivative(ky, t)
        if Swift.abs(dx) < 1e-12 && Swift.abs(dy) < 1e-12 {
            // Both tangents vanish where a control point sits on an end point (easeOut at 0):
            // the slope is the limit of the ratio, which l'Hôpital gives from second derivatives.
            dx = 6 * kx.a * t + 2 * kx.b
            dy = 6 * ky.a * t + 2 * ky.b
        }
        if dx == 0 { return dy == 0 ? 1 : (dy > 0 ? .infinity : -.infinity) }
        return dy / dx
    }
}
