import Foundation  // sin, cos, exp, log
import RKGeometry

/// Ideal (noise-free, densely sampled) shape paths for ``StrokeCorpus``.
///
/// Paths are in an arbitrary frame; the corpus normalises their size and
/// position, then adds the hand model. Every random range below is part of
/// the *label definition*: circles are generated only inside the circle
/// ranges, negatives only outside them, with a deliberate gap between the two
/// (e.g. axis ratio ≤ 1.35 vs ≥ 1.6, sweep ≥ 317° vs ≤ 300°) so that labels
/// are unambiguous even before noise is added.
enum StrokeShapes {
    static let density = 720

    static func path(_ kind: Stroke.Kind, _ rng: inout SeededRandomNumberGenerator) -> [Point] {
        switch kind {
        case .circle:
            return ellipseArc(
                axisRatio: rng.uniform(1, 1.35), turns: rng.uniform(0.88, 1.2),
                trend: rng.uniform(-0.05, 0.05), start: rng.uniform(0, 2 * .pi))
        case .ellipse:
            return ellipseArc(
                axisRatio: rng.logUniform(1.6, 3), turns: rng.uniform(0.9, 1.2),
                trend: rng.uniform(-0.05, 0.05), start: rng.uniform(0, 2 * .pi))
        case .arc:
            return ellipseArc(
                axisRatio: rng.uniform(1, 1.15), turns: rng.uniform(0.5, 0.833),
                trend: rng.uniform(-0.05, 0.05), start: rng.uniform(0, 2 * .pi))
        case .cShape:
            // A "C": an arc opening sideways, often a little taller than wide.
            return ellipseArc(
                axisRatio: rng.uniform(1, 1.35), turns: rng.uniform(0.62, 0.833),
                trend: rng.uniform(-0.08, 0.08), start: rng.uniform(0.1, 0.5))
        case .doubleLoop:
            return ellipseArc(
                axisRatio: rng.uniform(1, 1.3), turns: rng.uniform(1.75, 2.3),
                trend: rng.uniform(-0.08, 0.08), start: rng.uniform(0, 2 * .pi))
        case .spiral:
            return spiral(
                growthPerTurn: rng.uniform(0.25, 0.8) * rng.sign(),
                turns: rng.uniform(0.9, 2.5), start: rng.uniform(0, 2 * .pi))
        case .square:
            return polygon(
                regularCorners: 4, aspect: rng.uniform(0.95, 1.05), rounding: rng.uniform(0, 0.1),
                wobble: 0.03, rng: &rng)
        case .roundedSquare:
            return polygon(
                regularCorners: 4, aspect: rng.uniform(0.95, 1.05), rounding: rng.uniform(0.15, 0.55),
                wobble: 0.03, rng: &rng)
        case .rectangle:
            return polygon(
                regularCorners: 4, aspect: rng.logUniform(1.3, 3), rounding: rng.uniform(0, 0.45),
                wobble: 0.03, rng: &rng)
        case .triangle:
            return polygon(
                regularCorners: 3, aspect: rng.uniform(0.85, 1.15), rounding: rng.uniform(0, 0.3),
                wobble: 0.1, rng: &rng)
        case .pentagon:
            return polygon(
                regularCorners: 5, aspect: rng.uniform(0.95, 1.05), rounding: rng.uniform(0, 0.25),
                wobble: 0.05, rng: &rng)
        case .figureEight:
            let b = rng.uniform(0.6, 1.2)
            let t0 = rng.uniform(0, 2 * .pi)
            let span = 2 * Double.pi * rng.uniform(0.95, 1.1)
            return sample { u in
                let t = t0 + span * u
                return Point(x: cos(t), y: b * sin(t) * cos(t))
            }
        case .pigtail:
            // Prolate cycloid: a line with one loop in it.
            let a = rng.uniform(1.5, 3)
            let t0 = -Double.pi * rng.uniform(0.7, 1.3), t1 = Double.pi * rng.uniform(0.7, 1.3)
            return sample { u in
                let t = t0 + (t1 - t0) * u
                return Point(x: t - a * sin(t), y: -a * cos(t))
            }
        case .scribble:
            return scribble(&rng)
        case .zigzag:
            let segments = Int(rng.uniform(3, 8))
            let height = rng.uniform(0.3, 1.2)
            var corners: [Point] = []
            for i in 0...segments {
                let y = (i % 2 == 0 ? 0 : height) + rng.uniform(-0.1, 0.1) * height
                corners.append(Point(x: Double(i) * rng.uniform(0.8, 1.2), y: y))
            }
            return polyline(corners, closed: false, rounding: rng.uniform(0, 0.2))
        case .line:
            let bow = rng.uniform(-0.03, 0.03)
            return sample { u in Point(x: u, y: 4 * bow * u * (1 - u)) }
        case .curvedLine:
            return ellipseArc(
                axisRatio: rng.uniform(1, 1.3), turns: rng.uniform(0.08, 0.35),
                trend: 0, start: rng.uniform(0, 2 * .pi))
        case .heart:
            let span = 2 * Double.pi * rng.uniform(0.97, 1.05)
            return sample { u in
                let t = span * u
                let s = sin(t)
                return Point(
                    x: 16 * s * s * s,
                    y: -(13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)))
            }
        }
    }

    static func sample(_ curve: (Double) -> Point) -> [Point] {
        (0...density).map { curve(Double($0) / Double(density)) }
    }

    /// An ellipse arc (axes along x and y) whose radius changes linearly by
    /// `trend` (relative) per turn; `axisRatio` 1 is a circle.
    static func ellipseArc(axisRatio: Double, turns: Double, trend: Double, start: Double) -> [Point] {
        let sx = axisRatio.squareRoot(), sy = 1 / axisRatio.squareRoot()
        return sample { u in
            let t = u * turns
            let theta = start + 2 * .pi * t
            let r = 1 + trend * (t - turns / 2)
            return Point(x: r * sx * cos(theta), y: r * sy * sin(theta))
        }
    }

    /// A logarithmic spiral; `growthPerTurn` 0.25 means the radius is ×1.25
    /// after each turn (negative: shrinking).
    static func spiral(growthPerTurn: Double, turns: Double, start: Double) -> [Point] {
        let g = log(1 + abs(growthPerTurn)) * (growthPerTurn < 0 ? -1 : 1)
        return sample { u in
            let t = u * turns
            let theta = start + 2 * .pi * t
            let r = exp(g * (t - turns / 2))
            return Point(x: r * cos(theta), y: r * sin(theta))
        }
    }

    /// A polygon with perturbed corners, traversed from a random point for
    /// 0.9-1.12 of its perimeter (like a hand closing a square).
    static func polygon(
        regularCorners n: Int, aspect: Double, rounding: Double, wobble: Double,
        rng: inout SeededRandomNumberGenerator
    ) -> [Point] {
        var corners: [Point] = []
        let phase = rng.uniform(0, 2 * .pi)
        for i in 0..<n {
            let theta = phase + 2 * .pi * Double(i) / Double(n) + rng.uniform(-wobble, wobble)
            let r = 1 + rng.uniform(-wobble, wobble)
            corners.append(Point(x: aspect * r * cos(theta), y: r * sin(theta)))
        }
        // Squares should have sides along the axes before the global rotation.
        if n == 4 {
            corners = corners.map { rotate($0, by: Double.pi / 4 - phase) }
        }
        let loop = polyline(corners, closed: true, rounding: rounding)
        return traverse(loop, from: rng.nextUnit(), fraction: rng.uniform(0.9, 1.12))
    }

    /// A polyline through `corners`, each corner replaced by a quadratic Bézier
    /// that cuts `rounding` × half the shorter adjacent edge.
    static func polyline(_ corners: [Point], closed: Bool, rounding: Double) -> [Point] {
        let n = corners.count
        guard n >= 2 else { return corners }
        var out: [Point] = []
        let perSegment = max(8, density / n)
        func edgePoint(_ i: Int, _ j: Int, _ t: Double) -> Point {
            corners[i] + (corners[j] - corners[i]) * t
        }
        let rounded = { (i: Int) -> Bool in closed || (i > 0 && i < n - 1) }
        for i in 0..<(closed ? n : n - 1) {
            let j = (i + 1) % n
            let len = corners[i].distance(to: corners[j])
            // Cut at both ends of this edge, relative to the adjacent edges.
            func cut(_ k: Int) -> Double {
                guard rounded(k) else { return 0 }
                let prev = corners[(k - 1 + n) % n], next = corners[(k + 1) % n]
                let shorter = min(prev.distance(to: corners[k]), next.distance(to: corners[k]))
                return len > 0 ? rounding * shorter / 2 / len : 0
            }
            let a = cut(i), b = cut(j)
            for s in 0...perSegment {
                out.append(edgePoint(i, j, a + (1 - a - b) * Double(s) / Double(perSegment)))
            }
            if rounded(j), b > 0 {
                let k = (j + 1) % n
                let p0 = edgePoint(i, j, 1 - b)
                let lenNext = corners[j].distance(to: corners[k])
                let shorter = min(len, lenNext)
                let p2 = lenNext > 0 ? edgePoint(j, k, rounding * shorter / 2 / lenNext) : corners[j]
                let c = corners[j]
                for s in 1..<16 {
                    let t = Double(s) / 16
                    out.append(p0 * ((1 - t) * (1 - t)) + c * (2 * t * (1 - t)) + p2 * (t * t))
                }
            }
        }
        return out
    }

    /// Walks a closed loop from fraction `from` of its perimeter for `fraction`
    /// perimeters, resampled uniformly by arc length.
    static func traverse(_ loop: [Point], from: Double, fraction: Double) -> [Point] {
        let n = loop.count
        guard n >= 2 else { return loop }
        var cumulative = [0.0]
        for i in 0..<n { cumulative.append(cumulative[i] + loop[i].distance(to: loop[(i + 1) % n])) }
        let perimeter = cumulative[n]
        guard perimeter > 0 else { return loop }
        var out: [Point] = []
        var segment = 0
        var lap = 0.0
        for s in 0...density {
            var target = (from + fraction * Double(s) / Double(density)) * perimeter - lap
            while target > cumulative[segment + 1] {
                segment += 1
                if segment == n { segment = 0; lap += perimeter; target -= perimeter }
            }
            let span = cumulative[segment + 1] - cumulative[segment]
            let t = span > 0 ? (target - cumulative[segment]) / span : 0
            out.append(loop[segment] + (loop[(segment + 1) % n] - loop[segment]) * t)
        }
        return out
    }

    /// A smooth random curve with most of its energy above the fundamental,
    /// so it cannot come out as a clean loop.
    static func scribble(_ rng: inout SeededRandomNumberGenerator) -> [Point] {
        var ax = [Double](repeating: 0, count: 6), ay = ax, px = ax, py = ax
        for f in 1...5 {
            ax[f] = rng.uniform(0, 1) / Double(f).squareRoot()
            ay[f] = rng.uniform(0, 1) / Double(f).squareRoot()
            px[f] = rng.uniform(0, 2 * .pi)
            py[f] = rng.uniform(0, 2 * .pi)
        }
        // Keep the fundamental at most half the energy.
        let high = (2...5).reduce(0.0) { $0 + ax[$1] * ax[$1] + ay[$1] * ay[$1] }
        let low = ax[1] * ax[1] + ay[1] * ay[1]
        if low > high {
            let k = (high / low).squareRoot()
            ax[1] *= k
            ay[1] *= k
        }
        return sample { u in
            var x = 0.0, y = 0.0
            for f in 1...5 {
                x += ax[f] * sin(2 * .pi * Double(f) * u + px[f])
                y += ay[f] * sin(2 * .pi * Double(f) * u + py[f])
            }
            return Point(x: x, y: y)
        }
    }

    static func rotate(_ p: Point, by angle: Double) -> Point {
        let c = cos(angle), s = sin(angle)
        return Point(x: p.x * c - p.y * s, y: p.x * s + p.y * c)
    }
}
