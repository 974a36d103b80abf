import Foundation  // atan2 only

/// Decides whether a single stroke is a circle.
///
/// ## What counts as a circle
/// A closed-ish, single, roughly round loop drawn in one direction:
/// - it goes around its centre once: swept angle between 306° and 490°
///   (a shortfall of up to 15 % of the circumference, with the ends at most
///   0.85 r apart, or an overlap of up to ~35 % incl. hooks is accepted);
/// - it is round enough for a person's circle: axis ratio at most 1.45 (people draw
///   circles up to ~1.35, flat ellipses from ~1.6), no corner-like 3-, 4- or 5-fold radius
///   pattern, RMS radial residual at most 20 % of the radius; the axis and corner limits
///   grow with the stroke's own noise (``Features/noiseAmplitude``), which is what small,
///   sparse and jittery strokes have more of;
/// - it is not a spiral: the radius changes by less than 20 % per turn
///   (spirals: ≥ 25 %);
/// - it does not back-track much (figure-eights, scribbles, zigzags do).
///
/// The defaults were tuned on `StrokeCorpus.development(count:seed:)` only and
/// checked on `StrokeCorpus.heldOut(count:seed:)`, which is never used for tuning;
/// each sits between the tail of the hand-drawn circles and the nearest hard negatives.
///
/// Two modes are available: ``Mode/leastSquares`` (the default, accurate) and
/// ``Mode/seed(deviation:)``, which reproduces the original cookbook recipe.
public struct CircleClassifier: Sendable {
    /// The decision procedure.
    public enum Mode: Sendable, Equatable {
        /// The cookbook recipe, exactly: the diameter is the straight-line distance
        /// between the extreme points (the x extremes, or the y extremes when they
        /// are at least as far apart) and the centre their midpoint; fail when the
        /// ends are more than `2 * radius * deviation` apart or any point's distance
        /// from the centre differs from the radius by more than `radius * deviation`
        /// (in whole points, as the seed's integer `abs` leaves it). The first point
        /// is the touch-down, which the seed uses only for the extremes.
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
        /// The amplitude a radius harmonic reaches by chance on this stroke: the residual
        /// of the radius regression (jitter, wobble) over the square root of the points.
        /// Small, sparse and jittery strokes have more, so the corner and axis tests allow
        /// for it.
        public var noiseAmplitude: Double = 0
    }

    /// The outcome of ``classify(_:)``.
    public struct Result: Sendable, Equatable {
        /// Whether the stroke is a circle.
        public var isRecognized: Bool { failure == nil }
        /// The fitted circle, when a fit was possible (in seed mode: the circle
        /// through the extreme points the seed measures).
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
    /// Maximum fraction of back-tracking angle. Default 0.3: jitter on small, sparse
    /// strokes turns back now and then; figure-eights and scribbles go back far more, and
    /// most of them fail the turn count first.
    public var maximumBacktrack: Double = 0.3
    /// Maximum |relative radius change per turn|, plus ``spiralNoiseAllowance`` ×
    /// ``noiseAllowance`` × the stroke's noise. Default 0.2: spirals change
    /// ≥ 25 % (measured ≥ ~0.21); drift and wobble that leave a circle's ends
    /// at different radii reach ~0.15-0.2 on the harshest hand circles.
    public var maximumSpiralTrend: Double = 0.2
    /// Maximum axis ratio. Default 1.45: people's circles are drawn up to ~1.35
    /// (wobble adds a little), flat ellipses at ≥ ~1.6. Noisy strokes are allowed
    /// ``noiseAllowance`` × their ``Features/noiseAmplitude`` more of the 2-fold harmonic.
    public var maximumAxisRatio: Double = 1.45
    /// Maximum 3/4/5-fold harmonic amplitude relative to the radius, plus
    /// ``noiseAllowance`` × the stroke's ``Features/noiseAmplitude``. Default 0.045:
    /// squares measure ≥ ~0.11, rounded squares ≥ ~0.08, pentagons ≥ ~0.05-0.07; a hand
    /// circle's wobble spreads over many frequencies, and on small, sparse or jittery
    /// strokes the chance amplitude (the noise term) is what grows.
    public var maximumCornerAmplitude: Double = 0.045
    /// How many times a stroke's ``Features/noiseAmplitude`` the corner and axis tests
    /// allow on top of their limits. Default 1.
    public var noiseAllowance: Double = 1
    /// How many times the noise allowance the spiral test adds to its limit (the radius
    /// trend is a slope, which noise moves more than a harmonic). Default 3.
    public var spiralNoiseAllowance: Double = 3
    /// Maximum RMS radial residual relative to the radius. Default 0.2: a
    /// backstop (oval, jittery hand circles reach ~0.18); the specific tests
    /// above reject almost every negative first.
    public var maximumRMSError: Double = 0.2

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

    /// The stroke's bounding box: its larger side and its middle.
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

    /// The seed's `recognizeCircle`, step for step. The first point is the touch-down, which
    /// the seed uses only to start `lowX` and `lowY`; the others are its `points` array.
    /// `highX` and `highY` start at (0, 0), as the seed's instance variables do, and each
    /// moved point updates the high extreme or else the low one. The diameter is the
    /// straight-line distance between the two x extremes or, when that is not longer, the two
    /// y extremes, and the centre is their midpoint. A point's distance from the radius goes
    /// through C's integer `abs`, which drops the fraction before it is compared with the
    /// deviant.
    static func seedClassify(_ points: [Point], deviation: Double) -> Result {
        guard let first = points.first else {
            return Result(fit: nil, failure: .tooFewPoints, features: nil)
        }
        switch extremes(points) {
        case .success: break
        case .failure(let f): return Result(fit: nil, failure: f, features: nil)
        }
        let moved = points.dropFirst()
        guard let firstMoved = moved.first, let last = moved.last else {
            return Result(fit: nil, failure: .neverMoved, features: nil)
        }
        var lowX = first, lowY = first, highX = Point.zero, highY = Point.zero
        for p in moved {
            if p.x > highX.x { highX = p } else if p.x < lowX.x { lowX = p }
            if p.y > highY.y { highY = p } else if p.y < lowY.y { lowY = p }
        }
        let xLength = highX.distance(to: lowX), yLength = highY.distance(to: lowY)
        let radius: Double, center: Point
        if xLength > yLength {
            radius = xLength / 2
            center = Point(x: lowX.x + (highX.x - lowX.x) / 2, y: lowX.y + (highX.y - lowX.y) / 2)
        } else {
            radius = yLength / 2
            center = Point(x: lowY.x + (highY.x - lowY.x) / 2, y: lowY.y + (highY.y - lowY.y) / 2)
        }
        guard radius.isFinite, center.x.isFinite, center.y.isFinite else {
            return Result(fit: nil, failure: .invalidPoints, features: nil)
        }
        let deviant = radius * deviation
        var sumSquares = 0.0
        var failure: Failure?
        if firstMoved.distance(to: last) > deviant * 2 { failure = .notClosed }
        for p in moved {
            let off = p.distance(to: center) - radius
            sumSquares += off * off
            // abs() of a CGFloat in C: the value is truncated to an int first.
            if failure == nil, abs(off).rounded(.towardZero) > deviant { failure = .notRound }
        }
        let swept = points.withUnsafeBufferPointer { CircleFit.sweptAngle($0, around: center) }
        let fit = CircleFit(
            center: center, radius: radius,
            rmsError: radius > 0 ? (sumSquares / Double(moved.count)).squareRoot() / radius : 0,
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
        let noise = f.noiseAmplitude.isFinite ? Swift.max(0, f.noiseAmplitude) * noiseAllowance : 0
        if abs(f.spiralTrend) > maximumSpiralTrend + spiralNoiseAllowance * noise { return .spiral }
        // The axis test on the 2-fold amplitude A₂, where the ratio is (1 + A₂) / (1 - A₂).
        guard f.axisRatio.isFinite, f.axisRatio >= 1 else { return .elliptical }
        let a2 = (f.axisRatio - 1) / (f.axisRatio + 1)
        if a2 > (maximumAxisRatio - 1) / (maximumAxisRatio + 1) + noise { return .elliptical }
        if f.cornerAmplitude > maximumCornerAmplitude + noise { return .cornered }
        if f.rmsError > maximumRMSError { return .notRound }
        return nil
    }
}
