import Foundation  // atan2 only

/// Decides whether a single stroke is a circle.
///
/// ## What counts as a circle
/// A closed-ish, single, roughly round loop drawn in one direction:
/// - it goes around its centre once: swept angle between 306° and 490°
///   (a shortfall of up to 15 % of the circumference, with the ends at most
///   0.85 r apart, or an overlap of up to ~35 % incl. hooks is accepted);
/// - it is round: axis ratio at most 1.28 (hand-drawn circles reach ~1.15-1.2,
///   "ellipses" start at ~1.35), no corner-like 3-, 4- or 5-fold radius
///   pattern, RMS radial residual at most 11 % of the radius;
/// - it is not a spiral: the radius changes by less than 20 % per turn
///   (spirals: ≥ 25 %);
/// - it does not back-track (figure-eights, scribbles, zigzags do).
///
/// The defaults were tuned on `StrokeCorpus.development(count:seed:)` and
/// checked on `StrokeCorpus.heldOut(count:seed:)`; each sits between the
/// tail of the hand-drawn circles and the nearest hard negatives.
///
/// Two modes are available: ``Mode/leastSquares`` (the default, accurate) and
/// ``Mode/seed(deviation:)``, which reproduces the original cookbook recipe.
public struct CircleClassifier: Sendable {
    /// The decision procedure.
    public enum Mode: Sendable, Equatable {
        /// The cookbook recipe, exactly: bounding-box centre and radius; fail
        /// when the ends are more than `2 * radius * deviation` apart or any
        /// point's distance from the centre differs from the radius by more
        /// than `radius * deviation`.
        case seed(deviation: Double = 0.4)
        /// Least-squares circle fit plus shape features (default).
        case leastSquares
    }

    /// Why a stroke was not recognized.
    public enum Failure: String, Error, Sendable, Equatable, CaseIterable {
        /// Fewer points than ``CircleClassifier/minimumPointCount``
        /// (seed mode: no points at all).
        case tooFewPoints
        /// A coordinate is NaN or infinite, or so large that the maths overflows.
        case invalidPoints
        /// All points are equal.
        case neverMoved
        /// More than one finger touched (reported by `CircleGestureRecognizer`, which follows
        /// one touch).
        case multipleTouches
        /// The stroke's bounding box is smaller than ``CircleClassifier/minimumDiameter``.
        case tooSmall
        /// The ends are too far apart (seed mode, or a shortfall that leaves a gap).
        case notClosed
        /// The radial residual is too large (or the points are collinear).
        case notRound
        /// The stroke does not go around its centre far enough (arcs, lines, "C"s,
        /// figure-eights whose lobes cancel out).
        case notAround
        /// The stroke goes around more than ``CircleClassifier/maximumTurns``.
        case overdrawn
        /// Too much of the stroke goes backwards around the centre.
        case backtracking
        /// The radius grows or shrinks steadily with angle.
        case spiral
        /// The axis ratio is above ``CircleClassifier/maximumAxisRatio``.
        case elliptical
        /// A 3-, 4- or 5-fold radius pattern: a triangle, square or pentagon.
        case cornered
    }

    /// Shape measurements of a stroke relative to its fitted circle.
    public struct Features: Sendable, Equatable {
        /// |swept angle| / 2π.
        public var turns: Double
        /// Distance between first and last point divided by the radius, for
        /// strokes that fall short of a full turn; 0 when they overlap.
        public var closureGap: Double
        /// Fraction of the angle travelled that goes against the overall direction.
        public var backtrack: Double
        /// RMS radial residual / radius (from the fit).
        public var rmsError: Double
        /// Largest |distance - radius| / radius over the points.
        public var maxResidual: Double
        /// Relative radius change per turn (positive: growing), from a
        /// regression of the radius on the unwrapped angle.
        public var spiralTrend: Double
        /// Major/minor axis ratio estimated from the 2-fold radius harmonic.
        public var axisRatio: Double
        /// Largest relative amplitude of the 3-, 4- and 5-fold radius harmonics.
        public var cornerAmplitude: Double
    }

    /// The outcome of ``classify(_:)``.
    public struct Result: Sendable, Equatable {
        /// Whether the stroke is a circle.
        public var isRecognized: Bool { failure == nil }
        /// The fitted circle, when a fit was possible (in seed mode: the
        /// bounding-box circle).
        public var fit: CircleFit?
        /// Why the stroke was rejected; nil when recognized.
        public var failure: Failure?
        /// The measurements behind the decision (least-squares mode only).
        public var features: Features?

        /// A result with the given parts.
        public init(fit: CircleFit?, failure: Failure?, features: Features?) {
            self.fit = fit
            self.failure = failure
            self.features = features
        }
    }

    /// The decision procedure. Default ``Mode/leastSquares``.
    public var mode: Mode
    /// Fewer points cannot describe a loop. Default 6.
    public var minimumPointCount: Int = 6
    /// Smaller strokes are taps or jitter, not circles. Default 10 points.
    public var minimumDiameter: Double = 10
    /// Minimum turns around the centre. Default 0.85 (306°): human circles
    /// often stop short by up to ~15 % of the circumference, while arcs and
    /// "C"s in practice stay at or below ~300°.
    public var minimumTurns: Double = 0.85
    /// Maximum turns. Default 1.36 (490°): overlaps of a quarter turn plus
    /// hooks are common; two full turns is a spiral or a scribble.
    public var maximumTurns: Double = 1.36
    /// Maximum gap between the ends, relative to the radius, for strokes that
    /// fall short of a full turn. Default 0.85: a 12 % shortfall leaves a
    /// 0.73 r chord, a 300° "C" 1.0 r; hooks that stretch a "C" past
    /// ``minimumTurns`` still leave its ends ~0.9 r apart.
    public var maximumClosureGap: Double = 0.85
    /// Maximum fraction of back-tracking angle. Default 0.1.
    public var maximumBacktrack: Double = 0.1
    /// Maximum |relative radius change per turn|. Default 0.2: spirals change
    /// ≥ 25 % (measured ≥ ~0.21); drift and wobble that leave a circle's ends
    /// at different radii reach ~0.15-0.2 on the harshest hand circles.
    public var maximumSpiralTrend: Double = 0.2
    /// Maximum axis ratio. Default 1.28: hand circles reach ~1.15-1.2 once
    /// wobble is added, ellipses are drawn at ≥ ~1.35.
    public var maximumAxisRatio: Double = 1.28
    /// Maximum 3/4/5-fold harmonic amplitude relative to the radius. Default
    /// 0.055: squares measure ≥ ~0.11, rounded squares ≥ ~0.08, pentagons
    /// ≥ ~0.05-0.07; a hand circle's wobble spreads over many frequencies with
    /// ~1.5-2 % (99th percentile ~4-5 %) in any one of them.
    public var maximumCornerAmplitude: Double = 0.055
    /// Maximum RMS radial residual relative to the radius. Default 0.11: a
    /// backstop (the harshest hand circles reach ~0.10); the specific tests
    /// above reject almost every negative first.
    public var maximumRMSError: Double = 0.11

    /// Creates a classifier; thresholds start at their documented defaults.
    public init(mode: Mode = .leastSquares) {
        self.mode = mode
    }

    /// Classifies one stroke (the points of a single touch, in order).
    public func classify(_ points: [Point]) -> Result {
        switch mode {
        case .seed(let deviation):
            return CircleClassifier.seedClassify(points, deviation: deviation)
        case .leastSquares:
            return leastSquaresClassify(points)
        }
    }

    // MARK: - The points' extremes

    /// The stroke's bounding box (the seed's lowX…highY): its larger side and its middle.
    struct Extremes {
        var extent: Double
        var center: Point
    }

    /// The extremes of non-empty `points`, or why there are none to speak of: a coordinate
    /// that is not finite, or (all points equal) a touch that never moved.
    static func extremes(_ points: [Point]) -> Swift.Result<Extremes, Failure> {
        guard let first = points.first else { return .failure(.tooFewPoints) }
        var lowX = first.x, highX = first.x, lowY = first.y, highY = first.y
        for p in points {
            guard p.x.isFinite, p.y.isFinite else { return .failure(.invalidPoints) }
            lowX = min(lowX, p.x); highX = max(highX, p.x)
            lowY = min(lowY, p.y); highY = max(highY, p.y)
        }
        let extent = max(highX - lowX, highY - lowY)
        guard extent.isFinite else { return .failure(.invalidPoints) }
        guard extent > 0 else { return .failure(.neverMoved) }
        return .success(Extremes(extent: extent, center: Point(x: (lowX + highX) / 2, y: (lowY + highY) / 2)))
    }

    // MARK: - Seed mode

    static func seedClassify(_ points: [Point], deviation: Double) -> Result {
        guard let first = points.first, let last = points.last else {
            return Result(fit: nil, failure: .tooFewPoints, features: nil)
        }
        let box: Extremes
        switch extremes(points) {
        case .success(let b): box = b
        case .failure(let f): return Result(fit: nil, failure: f, features: nil)
        }
        let diameter = box.extent
        let center = box.center
        let radius = diameter / 2
        let deviant = radius * deviation
        var sumSquares = 0.0
        var failure: Failure?
        if first.distance(to: last) > 2 * deviant { failure = .notClosed }
        for p in points {
            let off = p.distance(to: center) - radius
            sumSquares += off * off
            if failure == nil, abs(off) > deviant { failure = .notRound }
        }
        let swept = points.withUnsafeBufferPointer { CircleFit.sweptAngle($0, around: center) }
        let fit = CircleFit(
            center: center, radius: radius,
            rmsError: (sumSquares / Double(points.count)).squareRoot() / radius,
            sweptAngle: swept)
        return Result(fit: fit, failure: failure, features: nil)
    }

    // MARK: - Least-squares mode

    func leastSquaresClassify(_ points: [Point]) -> Result {
        guard !points.isEmpty else {
            return Result(fit: nil, failure: .tooFewPoints, features: nil)
        }
        // A touch that never moved says so, however few its points (a tap).
        let extent: Double
        switch Self.extremes(points) {
        case .success(let b): extent = b.extent
        case .failure(let f): return Result(fit: nil, failure: f, features: nil)
        }
        guard points.count >= minimumPointCount, points.count >= 3 else {
            return Result(fit: nil, failure: .tooFewPoints, features: nil)
        }
        guard extent >= minimumDiameter else {
            return Result(fit: nil, failure: .tooSmall, features: nil)
        }
        guard let (fit, f) = CircleFeatures.measure(points) else {
            return Result(fit: nil, failure: .notRound, features: nil)
        }
        return Result(fit: fit, failure: decide(f), features: f)
    }

    /// The threshold cascade. Cheap, unambiguous tests first so the reason
    /// names the most obvious defect.
    func decide(_ f: Features) -> Failure? {
        if f.turns < minimumTurns { return .notAround }
        if f.turns > maximumTurns { return .overdrawn }
        if f.backtrack > maximumBacktrack { return .backtracking }
        if f.closureGap > maximumClosureGap { return .notClosed }
        if abs(f.spiralTrend) > maximumSpiralTrend { return .spiral }
        if f.axisRatio > maximumAxisRatio { return .elliptical }
        if f.cornerAmplitude > maximumCornerAmplitude { return .cornered }
        if f.rmsError > maximumRMSError { return .notRound }
        return nil
    }
}
