import Foundation  // sin, cos, atan2
import RKGeometry

/// A labelled synthetic stroke corpus for developing and checking
/// ``CircleClassifier``, drawn the ways people draw circles.
///
/// ## Two splits
/// - ``development(count:seed:)``: the classifier's thresholds are tuned on this split only.
/// - ``heldOut(count:seed:)``: never used for tuning. It has its own seed *and* its own
///   parameter draws (``Profile/heldOut``: other shares of oval, small, sparse and jittery
///   circles, sizes and rates drawn from other distributions, a harsher hand), so a threshold
///   fitted to the development split's quirks shows up here as lost recall or false positives.
///
/// ## Kinds and proportions
/// Every third stroke is a ``Stroke/Kind/circle``; the other two thirds are
/// drawn from the non-circle kinds with these relative weights (hard negatives
/// weigh more):
///
/// | kind | weight | shape |
/// |---|---|---|
/// | ellipse | 3 | flat: axis ratio 1.6-3 (log-uniform), 0.9-1.2 turns |
/// | arc | 2 | 180-300°, roughly round |
/// | cShape | 1 | 223-300°, axis ratio up to 1.35 |
/// | spiral | 3 | radius ×1.25-1.8 per turn, in or out, 0.9-2.5 turns |
/// | doubleLoop | 2 | a circle drawn round twice: 1.75-2.3 turns |
/// | square | 1 | near-sharp corners (cut ≤ 10 %) |
/// | roundedSquare | 2 | corners cut 15-55 % of the half-side |
/// | rectangle | 1 | aspect 1.3-3, corners cut ≤ 45 % |
/// | triangle | 1 | irregular, corners cut ≤ 30 % |
/// | pentagon | 1 | corners cut ≤ 25 % |
/// | figureEight | 1 | lemniscate of Gerono, lobe ratio 0.6-1.2 |
/// | pigtail | 1 | line with one loop (prolate cycloid) |
/// | scribble | 1 | random smooth curve, fundamental ≤ half the energy |
/// | zigzag | 0.5 | 3-7 strokes |
/// | line | 0.5 | straight or bowed ≤ 3 % |
/// | curvedLine | 0.5 | 30-126° of a large arc |
/// | heart | 1 | classic heart curve from the top cusp |
///
/// Closed shapes start at a random point and cover 0.9-1.12 of their
/// perimeter; every kind is drawn in either direction and at any rotation.
///
/// ## Circles (the label definition)
/// Axis ratio 1-1.35 (a person's circle is often a little oval; a share of them, set by the
/// profile, is drawn at 1.2-1.35), 0.88-1.2 turns (a gap of up to 12 % or an overlap of up to
/// 20 % of the circumference), radius drift of up to ±5 % per turn, from any starting angle in
/// either direction, plus the hand model below, which applies to every kind.
///
/// ## Hand model (the profile's `harshness` h scales the wobble, drift and hooks)
/// - wobble: three smooth 2-D displacements at 1.5-7 cycles per stroke, each
///   0.3-1.5 % of the size × h;
/// - drift: a linear displacement of up to 4 % of the size × h over the stroke;
/// - hooks: with probability 0.3 (× h, at most 0.6) at each end, a short curl
///   of 2-6 % of the size × h at 30-150° to the stroke;
/// - speed: the two-thirds power law (slower in tight curves and corners),
///   times a slow ±0-35 % modulation and an ease-in/out ramp, so the sampling
///   density varies along the stroke;
/// - sampling at 60-120 Hz, timestamps jittered by ±15 % of the period; a fast, sparse share
///   of strokes has 20-40 points, the others last 0.45-1.6 s;
/// - size (bounding extent) 30-400 pt, random rotation and position;
/// - touch jitter: Gaussian, σ up to 2.5 pt on each coordinate (a jittery share at
///   1.5-2.5 pt).
public enum StrokeCorpus {
    /// Relative frequency of each non-circle kind.
    static let negativeWeights: [(Stroke.Kind, Double)] = [
        (.ellipse, 3), (.arc, 2), (.cShape, 1), (.spiral, 3), (.doubleLoop, 2), (.square, 1), (.roundedSquare, 2),
        (.rectangle, 1), (.triangle, 1), (.pentagon, 1), (.figureEight, 1), (.pigtail, 1),
        (.scribble, 1), (.zigzag, 0.5), (.line, 0.5), (.curvedLine, 0.5), (.heart, 1),
    ]

    /// How a split draws its strokes' parameters. The label definition (what counts as a
    /// circle) is the same for every profile; only how often and how each part of it is drawn
    /// differs.
    public struct Profile: Sendable {
        /// Scales the wobble, drift and hooks of the hand model.
        public var harshness: Double
        /// The share of circles drawn with an axis ratio of 1.2-1.35 (the others 1-1.2).
        public var ovalShare: Double
        /// The share of strokes drawn fast, with 20-40 points.
        public var sparseShare: Double
        /// The share of strokes with 1.5-2.5 pt of touch jitter (the others 0.1-1.5 pt).
        public var jitteryShare: Double
        /// The share of strokes drawn under 65 pt (log-uniform 30-65; the others 65-400),
        /// or nil for one log-uniform draw over 30-400 pt.
        public var smallShare: Double?
        /// Whether the sampling rate is log-uniform (else uniform) over 60-120 Hz.
        public var logUniformRate: Bool

        /// The development split's draws.
        public static let development = Profile(
            harshness: 1, ovalShare: 0.3, sparseShare: 0.25, jitteryShare: 0.25, smallShare: nil, logUniformRate: true)
        /// The held-out split's draws: more of every hard stratum, sizes drawn per stratum,
        /// uniform rates and a harsher hand.
        public static let heldOut = Profile(
            harshness: 1.25, ovalShare: 0.4, sparseShare: 0.35, jitteryShare: 0.35, smallShare: 0.4, logUniformRate: false)
    }

    /// The development split: `count` strokes, one third circles. Tune on this one only.
    public static func development(count: Int = 3000, seed: UInt64 = 0xC1C1_E5EE_D000_0001) -> [Stroke] {
        generate(count: count, seed: seed, profile: .development)
    }

    /// The held-out split: another seed and other parameter draws (``Profile/heldOut``).
    /// Never used for tuning: it is only scored, to check the thresholds tuned on
    /// ``development(count:seed:)``.
    public static func heldOut(count: Int = 3000, seed: UInt64 = 0x0BAD_5EED_4E1D_0002) -> [Stroke] {
        generate(count: count, seed: seed, profile: .heldOut)
    }

    /// `count` strokes from `seed` with the development draws; `harshness` scales the
    /// hand-noise terms.
    public static func generate(count: Int, seed: UInt64, harshness: Double) -> [Stroke] {
        var profile = Profile.development
        profile.harshness = harshness
        return generate(count: count, seed: seed, profile: profile)
    }

    /// `count` strokes from `seed`, drawn as `profile` says.
    public static func generate(count: Int, seed: UInt64, profile: Profile) -> [Stroke] {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let totalWeight = negativeWeights.reduce(0) { $0 + $1.1 }
        return (0..<max(0, count)).map { i in
            var kind = Stroke.Kind.circle
            if i % 3 != 0 {
                var pick = rng.uniform(0, totalWeight)
                for (k, w) in negativeWeights {
                    kind = k
                    pick -= w
                    if pick < 0 { break }
                }
            }
            return stroke(kind, profile: profile, rng: &rng)
        }
    }

    /// One stroke of `kind` through the hand model.
    static func stroke(_ kind: Stroke.Kind, profile: Profile, rng: inout SeededRandomNumberGenerator) -> Stroke {
        let h = profile.harshness
        var axisRatio = 1.0
        var shape: [Point]
        if kind == .circle {
            axisRatio = rng.chance(profile.ovalShare) ? rng.uniform(1.2, 1.35) : rng.uniform(1, 1.2)
            shape = StrokeShapes.ellipseArc(
                axisRatio: axisRatio, turns: rng.uniform(0.88, 1.2),
                trend: rng.uniform(-0.05, 0.05), start: rng.uniform(0, 2 * .pi))
        } else {
            shape = StrokeShapes.path(kind, &rng)
        }
        var path = normalised(shape)
        if rng.chance(0.5) { path.reverse() }
        path = deformed(path, harshness: h, rng: &rng)
        path = withHooks(path, harshness: h, rng: &rng)

        let size: Double
        if let small = profile.smallShare {
            size = rng.chance(small) ? rng.logUniform(30, 65) : rng.logUniform(65, 400)
        } else {
            size = rng.logUniform(30, 400)
        }
        let angle = rng.uniform(0, 2 * .pi)
        let origin = Point(x: rng.uniform(0, 800), y: rng.uniform(0, 800))
        path = path.map { origin + StrokeShapes.rotate($0, by: angle) * size }

        let rate = profile.logUniformRate ? rng.logUniform(60, 120) : rng.uniform(60, 120)
        let duration = rng.chance(profile.sparseShare) ? rng.uniform(19, 39) / rate : rng.logUniform(0.45, 1.6)
        let (points, times) = sampled(path, duration: duration, rate: rate, rng: &rng)
        let sigma = rng.chance(profile.jitteryShare) ? rng.uniform(1.5, 2.5) : rng.uniform(0.1, 1.5)
        let noisy = points.map { $0 + Point(x: sigma * rng.gaussian(), y: sigma * rng.gaussian()) }
        return Stroke(kind: kind, points: noisy, times: times, axisRatio: axisRatio, size: size, jitter: sigma,
                      sampleRate: rate)
    }

    /// Centred, bounding extent 1.
    static func normalised(_ path: [Point]) -> [Point] {
        guard let first = path.first else { return path }
        var lo = first, hi = first
        for p in path {
            lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
            hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
        }
        let extent = max(hi.x - lo.x, hi.y - lo.y)
        guard extent > 0 else { return path }
        let mid = (lo + hi) * 0.5
        return path.map { ($0 - mid) * (1 / extent) }
    }

    /// Wobble and drift, as functions of the fraction of the path drawn.
    static func deformed(_ path: [Point], harshness h: Double, rng: inout SeededRandomNumberGenerator) -> [Point] {
        var waves: [(f: Double, ax: Double, ay: Double, px: Double, py: Double)] = []
        for _ in 0..<3 {
            let amplitude = rng.uniform(0.003, 0.015) * h
            let direction = rng.uniform(0, 2 * .pi)
            waves.append((
                rng.uniform(1.5, 7), amplitude * cos(direction), amplitude * sin(direction),
                rng.uniform(0, 2 * .pi), rng.uniform(0, 2 * .pi)))
        }
        let driftAngle = rng.uniform(0, 2 * .pi)
        let drift = Point(x: cos(driftAngle), y: sin(driftAngle)) * (rng.uniform(0, 0.04) * h)
        let last = Double(max(1, path.count - 1))
        return path.enumerated().map { i, p in
            let u = Double(i) / last
            var q = p + drift * (u - 0.5)
            for w in waves {
                q = q + Point(
                    x: w.ax * sin(2 * .pi * w.f * u + w.px),
                    y: w.ay * sin(2 * .pi * w.f * u + w.py))
            }
            return q
        }
    }

    /// Short curls at the ends, where the finger lands or lifts off.
    static func withHooks(_ path: [Point], harshness h: Double, rng: inout SeededRandomNumberGenerator) -> [Point] {
        guard path.count >= 8 else { return path }
        let probability = min(0.6, 0.3 * h)
        var out = path
        for atStart in [true, false] where rng.chance(probability) {
            let length = rng.uniform(0.02, 0.06) * h
            let turn = rng.uniform(Double.pi / 6, 5 * Double.pi / 6) * rng.sign()
            let end = atStart ? path[0] : path[path.count - 1]
            let inner = atStart ? path[4] : path[path.count - 5]
            // Direction pointing away from the stroke at this end.
            let away = end - inner
            let awayLength = away.distance(to: .zero)
            guard awayLength > 0 else { continue }
            let dir = StrokeShapes.rotate(away * (1 / awayLength), by: turn)
            let tip = end + dir * length
            let control = end + (away * (1 / awayLength)) * (length * 0.5)
            let curl = (1...12).map { s -> Point in
                let t = Double(s) / 12
                return end * ((1 - t) * (1 - t)) + control * (2 * t * (1 - t)) + tip * (t * t)
            }
            if atStart { out = curl.reversed() + out } else { out += curl }
        }
        return out
    }

    /// Samples the path in time: speed from the two-thirds power law with a
    /// slow modulation and an ease-in/out, over `duration` seconds at `rate` Hz with timestamp
    /// jitter.
    static func sampled(
        _ path: [Point], duration: Double, rate: Double, rng: inout SeededRandomNumberGenerator
    ) -> ([Point], [Double]) {
        let n = path.count
        guard n >= 2 else { return (path, path.map { _ in 0 }) }
        var length = [Double](repeating: 0, count: n)
        for i in 1..<n { length[i] = length[i - 1] + path[i - 1].distance(to: path[i]) }
        let total = max(length[n - 1], 1e-9)
        var heading = [Double](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let d = path[i + 1] - path[i]
            heading[i] = atan2(d.y, d.x)
        }
        let modulation = rng.uniform(0, 0.35)
        let frequency = rng.uniform(0.5, 3)
        let phase = rng.uniform(0, 2 * .pi)
        let ease = rng.uniform(0.05, 0.2)
        let window = 6
        var time = [Double](repeating: 0, count: n)
        for i in 1..<n {
            // Curvature over a small window so that corners slow the hand down
            // over a realistic stretch instead of at one sample.
            let lo = max(0, i - 1 - window), hi = min(n - 2, i - 1 + window)
            var turning = 0.0
            if hi > lo {
                for k in lo..<hi {
                    var d = heading[k + 1] - heading[k]
                    d = atan2(sin(d), cos(d))
                    turning += abs(d)
                }
            }
            let span = max(length[hi + 1] - length[lo], 1e-9)
            let curvature = turning / span / (1 / total)  // per unit of stroke length
            let u = length[i] / total
            var speed = pow(curvature + 2, -1.0 / 3)
            speed *= 1 + modulation * sin(2 * .pi * frequency * u + phase)
            speed *= 0.35 + 0.65 * min(1, u / ease, (1 - u) / ease)
            let ds = length[i] - length[i - 1]
            time[i] = time[i - 1] + ds / max(speed, 0.05)
        }
        let k = time[n - 1] > 0 ? duration / time[n - 1] : 0
        for i in 0..<n { time[i] *= k }

        let period = 1 / rate
        var points: [Point] = [path[0]]
        var times: [Double] = [0]
        var segment = 0
        var j = 1
        while true {
            var t = Double(j) * period + rng.uniform(-0.15, 0.15) * period
            j += 1
            if t >= duration { t = duration }
            while segment < n - 2, time[segment + 1] < t { segment += 1 }
            let span = time[segment + 1] - time[segment]
            let f = span > 0 ? min(1, max(0, (t - time[segment]) / span)) : 1
            points.append(path[segment] + (path[segment + 1] - path[segment]) * f)
            times.append(t)
            if t >= duration { break }
        }
        return (points, times)
    }
}

/// One labelled synthetic stroke.
public struct Stroke: Sendable {
    /// The shape that was drawn.
    public enum Kind: String, CaseIterable, Sendable {
        case circle, ellipse, arc, cShape, spiral, square, roundedSquare, rectangle, triangle,
             pentagon, figureEight, pigtail, scribble, zigzag, line, curvedLine, heart, doubleLoop
    }

    /// The groups of circles people draw that a recognizer finds hardest, reported apart.
    public enum Stratum: String, CaseIterable, Sendable {
        /// Slightly oval: axis ratio 1.2-1.35.
        case oval
        /// Small: under 65 pt.
        case small
        /// Drawn fast and sampled sparsely: under 40 points.
        case sparse
        /// Jittery: over 1.5 pt of touch noise.
        case jittery
    }

    /// The shape that was drawn.
    public var kind: Kind
    /// The label: true only for ``Kind/circle``.
    public var isCircle: Bool { kind == .circle }
    /// Touch locations in points, y down.
    public var points: [Point]
    /// Timestamps in seconds from touch-down, increasing.
    public var times: [Double]
    /// The axis ratio the circle was drawn with (1 for other kinds).
    public var axisRatio: Double = 1
    /// The bounding extent the shape was drawn at, in points, before the hand's noise.
    public var size: Double = 0
    /// The touch jitter (standard deviation per coordinate), in points.
    public var jitter: Double = 0
    /// The sampling rate, in Hz.
    public var sampleRate: Double = 0

    /// A labelled stroke.
    public init(kind: Kind, points: [Point], times: [Double], axisRatio: Double = 1, size: Double = 0,
                jitter: Double = 0, sampleRate: Double = 0) {
        self.kind = kind
        self.points = points
        self.times = times
        self.axisRatio = axisRatio
        self.size = size
        self.jitter = jitter
        self.sampleRate = sampleRate
    }

    /// The hard groups this stroke belongs to (circles only).
    public var strata: [Stratum] {
        guard isCircle else { return [] }
        var out: [Stratum] = []
        if axisRatio >= 1.2 { out.append(.oval) }
        if size < 65 { out.append(.small) }
        if points.count < 40 { out.append(.sparse) }
        if jitter > 1.5 { out.append(.jittery) }
        return out
    }
}
