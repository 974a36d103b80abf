import Foundation  // atan2 only

/// A least-squares circle fitted to a single stroke.
///
/// The fit is an arc-length-weighted algebraic (Kåsa) fit, refined by a few
/// Gauss-Newton iterations on the geometric error `|p - c| - r`.
///
/// Points are weighted by the arc length they represent (half of each adjacent
/// segment) because touch sampling density follows the hand's speed: without
/// weighting, the slow part of a stroke (where many samples pile up) would pull
/// the circle towards itself.
public struct CircleFit: Sendable, Equatable {
    /// Centre of the fitted circle.
    public var center: Point
    /// Radius of the fitted circle, in the points' units.
    public var radius: Double
    /// Arc-length-weighted RMS of the radial residual `|p - center| - radius`,
    /// divided by `radius` (so 0.05 means "5 % of the radius").
    public var rmsError: Double
    /// Whether the stroke goes clockwise on a y-down screen, i.e. the angle
    /// `atan2(dy, dx)` around `center` increases. Same as `sweptAngle > 0`.
    public var isClockwise: Bool
    /// Total signed angle, in radians, swept around `center` from the first to
    /// the last point, unwrapped (a full turn is ±2π, two turns ±4π).
    /// Positive means clockwise on a y-down screen.
    public var sweptAngle: Double

    /// Creates a fit from known values (for tests and for the seed mode).
    public init(center: Point, radius: Double, rmsError: Double, sweptAngle: Double) {
        self.center = center
        self.radius = radius
        self.rmsError = rmsError
        self.sweptAngle = sweptAngle
        self.isClockwise = sweptAngle > 0
    }

    /// Fits a circle to `points`.
    ///
    /// Returns `nil` for fewer than 3 points, non-finite coordinates, a stroke
    /// that never moved, or (near-)collinear points.
    public init?(points: [Point]) {
        guard let fit = CircleFit.fit(points) else { return nil }
        self = fit
    }

    /// Gauss-Newton refinements after the algebraic fit. Kåsa is already close
    /// for near-full circles; a few steps remove its small-radius bias on
    /// wobbly or partial strokes.
    static let refinementIterations = 6

    static func fit(_ points: [Point]) -> CircleFit? {
        let n = points.count
        guard n >= 3 else { return nil }
        return points.withUnsafeBufferPointer { p -> CircleFit? in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { w -> CircleFit? in
                guard let total = arcLengthWeights(p, into: w), total > 0 else { return nil }
                return fit(p, weights: w, totalWeight: total)
            }
        }
    }

    /// Writes each point's arc-length weight into `w` and returns the total,
    /// or nil when a coordinate is not finite.
    static func arcLengthWeights(
        _ p: UnsafeBufferPointer<Point>, into w: UnsafeMutableBufferPointer<Double>
    ) -> Double? {
        let n = p.count
        var total = 0.0
        var previousSegment = 0.0
        for i in 0..<n {
            guard p[i].x.isFinite, p[i].y.isFinite else { return nil }
            let next = i + 1 < n ? p[i].distance(to: p[i + 1]) : 0
            w[i] = 0.5 * (previousSegment + next)
            total += w[i]
            previousSegment = next
        }
        // Overflow of huge-but-finite coordinates ends up here.
        return total.isFinite ? total : nil
    }

    static func fit(
        _ p: UnsafeBufferPointer<Point>, weights w: UnsafeMutableBufferPointer<Double>,
        totalWeight: Double
    ) -> CircleFit? {
        let n = p.count
        // Centre and scale the data so the normal equations stay well
        // conditioned whatever the coordinates' magnitude.
        var mx = 0.0, my = 0.0
        for i in 0..<n {
            mx += w[i] * p[i].x
            my += w[i] * p[i].y
        }
        mx /= totalWeight
        my /= totalWeight
        var spread = 0.0
        for i in 0..<n {
            let u = p[i].x - mx, v = p[i].y - my
            spread += w[i] * (u * u + v * v)
        }
        let scale = (spread / totalWeight).squareRoot()
        guard scale > 0, scale.isFinite else { return nil }
        let inv = 1 / scale

        // Algebraic fit of u² + v² + D u + E v + F = 0. Because the data is
        // centred, the linear sums vanish and F = -1 (mean of u² + v² is 1).
        var suu = 0.0, suv = 0.0, svv = 0.0, suz = 0.0, svz = 0.0
        for i in 0..<n {
            let u = (p[i].x - mx) * inv, v = (p[i].y - my) * inv
            let z = u * u + v * v
            let wi = w[i]
            suu += wi * u * u
            suv += wi * u * v
            svv += wi * v * v
            suz += wi * u * z
            svz += wi * v * z
        }
        let det = suu * svv - suv * suv
        // suu + svv == totalWeight, so this is a relative collinearity test.
        guard det > 1e-10 * totalWeight * totalWeight else { return nil }
        var a = -0.5 * (-(suz * svv - svz * suv) / det)
        var b = -0.5 * (-(svz * suu - suz * suv) / det)
        var r = (a * a + b * b + 1).squareRoot()

        // Geometric refinement. Skipped for nearly straight strokes, whose
        // huge radius makes the steps meaningless (they are rejected anyway).
        if r < 1e3 {
            for _ in 0..<refinementIterations {
                var jaa = 0.0, jab = 0.0, jar = 0.0, jbb = 0.0, jbr = 0.0, jrr = 0.0
                var ga = 0.0, gb = 0.0, gr = 0.0
                for i in 0..<n {
                    let dx = (p[i].x - mx) * inv - a, dy = (p[i].y - my) * inv - b
                    let d = (dx * dx + dy * dy).squareRoot()
                    guard d > 1e-12 else { continue }
                    let wi = w[i]
                    let ja = -dx / d, jb = -dy / d  // ∂res/∂a, ∂res/∂b; ∂res/∂r = -1
                    let res = d - r
                    jaa += wi * ja * ja; jab += wi * ja * jb; jar -= wi * ja
                    jbb += wi * jb * jb; jbr -= wi * jb; jrr += wi
                    ga += wi * ja * res; gb += wi * jb * res; gr -= wi * res
                }
                guard let step = solve3(
                    jaa, jab, jar, jbb, jbr, jrr, -ga, -gb, -gr
                ) else { break }
                a += step.0
                b += step.1
                r += step.2
                if abs(step.0) + abs(step.1) + abs(step.2) < 1e-9 { break }
            }
            // A refinement can only diverge on pathological input; the caller
            // then sees a huge or negative radius and rejects the stroke.
            r = abs(r)
        }

        var sumSquares = 0.0
        for i in 0..<n {
            let dx = (p[i].x - mx) * inv - a, dy = (p[i].y - my) * inv - b
            let res = (dx * dx + dy * dy).squareRoot() - r
            sumSquares += w[i] * res * res
        }
        let center = Point(x: mx + a * scale, y: my + b * scale)
        let radius = r * scale
        guard radius > 0, radius.isFinite, center.x.isFinite, center.y.isFinite else { return nil }
        let rms = (sumSquares / totalWeight).squareRoot() / r
        return CircleFit(
            center: center, radius: radius, rmsError: rms,
            sweptAngle: sweptAngle(p, around: center))
    }

    /// Unwrapped signed angle swept around `c` along the stroke.
    static func sweptAngle(_ p: UnsafeBufferPointer<Point>, around c: Point) -> Double {
        guard var previous = p.first.map({ $0 - c }) else { return 0 }
        var total = 0.0
        for i in p.indices.dropFirst() {
            let v = p[i] - c
            // atan2(cross, dot) is the exact turn between successive radii,
            // so unwrapping never loses a multiple of 2π.
            total += atan2(previous.x * v.y - previous.y * v.x, previous.x * v.x + previous.y * v.y)
            previous = v
        }
        return total
    }

    /// Solves the symmetric 3×3 system by Cramer's rule; nil when singular.
    static func solve3(
        _ m00: Double, _ m01: Double, _ m02: Double, _ m11: Double, _ m12: Double, _ m22: Double,
        _ r0: Double, _ r1: Double, _ r2: Double
    ) -> (Double, Double, Double)? {
        let c00 = m11 * m22 - m12 * m12
        let c01 = m02 * m12 - m01 * m22
        let c02 = m01 * m12 - m02 * m11
        let det = m00 * c00 + m01 * c01 + m02 * c02
        guard abs(det) > 1e-300, det.isFinite else { return nil }
        let c11 = m00 * m22 - m02 * m02
        let c12 = m01 * m02 - m00 * m12
        let c22 = m00 * m11 - m01 * m01
        let x = (c00 * r0 + c01 * r1 + c02 * r2) / det
        let y = (c01 * r0 + c11 * r1 + c12 * r2) / det
        let z = (c02 * r0 + c12 * r1 + c22 * r2) / det
        guard x.isFinite, y.isFinite, z.isFinite else { return nil }
        return (x, y, z)
    }
}
