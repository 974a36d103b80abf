import Foundation  // atan2 only

/// Measures a stroke against its least-squares circle.
///
/// The central tool is a weighted regression of the relative radius
/// `|p - c| / r - 1` on the unwrapped angle θ:
///
///     1, t, cos kθ, sin kθ  (k = 1…5),   t = θ / 2π (centred)
///
/// - the `t` coefficient is the radius change per turn (spirals);
/// - the k = 2 amplitude A₂ gives the axis ratio (1 + A₂) / (1 - A₂) (ellipses,
///   rectangles);
/// - k = 3, 4, 5 amplitudes show triangles, squares and pentagons, whose
///   radius rises at every corner. Rounded polygons keep a weaker but still
///   coherent pattern, while a hand's wobble spreads over many frequencies.
///
/// Fitting all terms jointly keeps them from leaking into each other when the
/// stroke falls short of, or overlaps, a full turn.
enum CircleFeatures {
    static let harmonics = 5
    static let basisCount = 2 + 2 * harmonics
    /// The spiral trend comes from the leading terms only (1, t, k = 1, 2).
    /// With k = 3…5 present, a stroke that stops short of a full turn lets
    /// those harmonics bridge the seam and mimic any trend, which makes the
    /// estimate noisy exactly where spirals and hand circles differ.
    static let lowOrderCount = 6
    /// Angle moves smaller than this are ignored when looking for
    /// back-tracking, so that sample jitter on small, densely sampled strokes
    /// does not count.
    static let backtrackHysteresis = 0.2
    /// Fraction of the stroke's length at each end left out of the radius
    /// regression: fingers land and lift with short hooks whose radius is
    /// meaningless, and at the extremes of `t` they would pose as a spiral.
    static let endTrim = 0.02

    static func measure(_ points: [Point]) -> (CircleFit, CircleClassifier.Features)? {
        let n = points.count
        guard n >= 3 else { return nil }
        return points.withUnsafeBufferPointer { p in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { w in
                guard let total = CircleFit.arcLengthWeights(p, into: w), total > 0,
                      let fit = CircleFit.fit(p, weights: w, totalWeight: total)
                else { return nil }
                let f = features(p, weights: w, totalWeight: total, fit: fit)
                return (fit, f)
            }
        }
    }

    static func features(
        _ p: UnsafeBufferPointer<Point>, weights w: UnsafeMutableBufferPointer<Double>,
        totalWeight: Double, fit: CircleFit
    ) -> CircleClassifier.Features {
        let n = p.count
        let c = fit.center
        let r = fit.radius
        let direction: Double = fit.sweptAngle >= 0 ? 1 : -1
        let turns = abs(fit.sweptAngle) / (2 * Double.pi)
        let midAngle = abs(fit.sweptAngle) / 2

        let k = basisCount
        let low = lowOrderCount
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: k * k + 3 * k + low * low + low) { buf in
            buf.initialize(repeating: 0)
            let m = UnsafeMutableBufferPointer(rebasing: buf[0..<(k * k)])
            let rhs = UnsafeMutableBufferPointer(rebasing: buf[(k * k)..<(k * k + k)])
            let basis = UnsafeMutableBufferPointer(rebasing: buf[(k * k + k)..<(k * k + 2 * k)])
            let lowStart = k * k + 2 * k
            let mLow = UnsafeMutableBufferPointer(rebasing: buf[lowStart..<(lowStart + low * low)])
            let rhsLow = UnsafeMutableBufferPointer(rebasing: buf[(lowStart + low * low)..<(lowStart + low * low + low)])
            let rhsStart = lowStart + low * low + low
            let rhsCopy = UnsafeMutableBufferPointer(rebasing: buf[rhsStart..<(rhsStart + k)])
            // For the residual of the radius regression: how much of the radius the harmonics
            // do not explain (touch jitter and wobble), to know how large the harmonics of a
            // round stroke come out by chance.
            var sumYY = 0.0, usedWeight = 0.0, usedCount = 0

            var angle = 0.0             // unwrapped, in the stroke's own direction
            var anchor = 0.0            // for the back-tracking hysteresis
            var forward = 0.0, backward = 0.0
            var maxResidual = 0.0
            var previous = p[0] - c
            var travelledLength = 0.0
            let trimLength = endTrim * totalWeight
            for i in 0..<n {
                let v = p[i] - c
                if i > 0 {
                    let turn = atan2(previous.x * v.y - previous.y * v.x, previous.x * v.x + previous.y * v.y)
                    angle += direction * turn
                    let moved = angle - anchor
                    if moved >= backtrackHysteresis {
                        forward += moved; anchor = angle
                    } else if moved <= -backtrackHysteresis {
                        backward -= moved; anchor = angle
                    }
                }
                previous = v
                let d = (v.x * v.x + v.y * v.y).squareRoot()
                let y = d / r - 1
                maxResidual = max(maxResidual, abs(y))
                let wi = w[i]
                travelledLength += wi
                guard wi > 0, d > 0, travelledLength > trimLength,
                      travelledLength < totalWeight - trimLength else { continue }
                // cos θ, sin θ of the screen angle; higher harmonics by recurrence.
                let c1 = v.x / d, s1 = v.y / d
                basis[0] = 1
                basis[1] = (angle - midAngle) / (2 * Double.pi)
                var ck = c1, sk = s1
                for h in 0..<harmonics {
                    basis[2 + 2 * h] = ck
                    basis[3 + 2 * h] = sk
                    let nc = ck * c1 - sk * s1
                    sk = sk * c1 + ck * s1
                    ck = nc
                }
                sumYY += wi * y * y
                usedWeight += wi
                usedCount += 1
                for a in 0..<k {
                    let fa = wi * basis[a]
                    rhs[a] += fa * y
                    for b in a..<k { m[a * k + b] += fa * basis[b] }
                }
            }
            // A little ridge keeps the system solvable for short or sparse
            // strokes; it only shrinks amplitudes, i.e. errs towards "round".
            for a in 0..<k { m[a * k + a] += 1e-3 * totalWeight }
            for a in 0..<low {
                rhsLow[a] = rhs[a]
                for b in 0..<low { mLow[a * low + b] = m[a * k + b] }
            }
            for a in 0..<k { rhsCopy[a] = rhs[a] }
            let solved = choleskySolve(m, rhs, k)
            let solvedLow = choleskySolve(mLow, rhsLow, low)

            let travelled = forward + backward
            var trend = 0.0, axisRatio = 1.0, corner = 0.0, noise = 0.0
            trend = solvedLow ? rhsLow[1] : .infinity
            if solved, usedWeight > 0, usedCount > basisCount {
                // Residual variance of the relative radius, and from it the size that one
                // harmonic's amplitude reaches by chance from white noise over these points:
                // σ √(π / n) (the mean of a Rayleigh amplitude of two coefficients each
                // of variance 2σ² / n).
                var explained = 0.0
                for a in 0..<k { explained += rhs[a] * rhsCopy[a] }
                // Divided by the degrees of freedom left, not the points: twelve terms fitted
                // to twenty points absorb much of the noise they are meant to measure.
                let dof = Double(usedCount - basisCount) / Double(usedCount)
                let variance = Swift.max(0, sumYY - explained) / usedWeight / dof
                noise = (variance * Double.pi / Double(usedCount)).squareRoot()
            }
            if solved {
                let a2 = (rhs[4] * rhs[4] + rhs[5] * rhs[5]).squareRoot()
                axisRatio = a2 < 1 ? (1 + a2) / (1 - a2) : .infinity
                for h in 2..<harmonics {
                    let ah = (rhs[2 + 2 * h] * rhs[2 + 2 * h] + rhs[3 + 2 * h] * rhs[3 + 2 * h]).squareRoot()
                    corner = max(corner, ah)
                }
            }
            return CircleClassifier.Features(
                turns: turns,
                closureGap: turns >= 1 ? 0 : p[0].distance(to: p[n - 1]) / r,
                backtrack: travelled > 0 ? backward / travelled : 1,
                rmsError: fit.rmsError,
                maxResidual: maxResidual,
                spiralTrend: trend,
                axisRatio: axisRatio,
                cornerAmplitude: corner,
                noiseAmplitude: noise)
        }
    }

    /// Solves `m x = rhs` in place (x ends up in `rhs`) for a symmetric
    /// positive-definite `m` stored in its upper triangle. False when not SPD.
    static func choleskySolve(
        _ m: UnsafeMutableBufferPointer<Double>, _ rhs: UnsafeMutableBufferPointer<Double>, _ k: Int
    ) -> Bool {
        // Upper-triangular factor U with m = Uᵀ U, overwriting m.
        for i in 0..<k {
            var diag = m[i * k + i]
            for t in 0..<i { diag -= m[t * k + i] * m[t * k + i] }
            guard diag > 0, diag.isFinite else { return false }
            let u = diag.squareRoot()
            m[i * k + i] = u
            for j in (i + 1)..<max(k, i + 1) {
                var s = m[i * k + j]
                for t in 0..<i { s -= m[t * k + i] * m[t * k + j] }
                m[i * k + j] = s / u
            }
        }
        for i in 0..<k {  // Uᵀ z = rhs
            var s = rhs[i]
            for t in 0..<i { s -= m[t * k + i] * rhs[t] }
            rhs[i] = s / m[i * k + i]
        }
        for i in stride(from: k - 1, through: 0, by: -1) {  // U x = z
            var s = rhs[i]
            for t in (i + 1)..<max(k, i + 1) { s -= m[i * k + t] * rhs[t] }
            rhs[i] = s / m[i * k + i]
        }
        return true
    }
}
