#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped harmonic oscillator pulling progress from 0 to 1: CASpringAnimation's model.
///
/// Progress x obeys m·x″ = -k·(x - 1) - c·x′ with x(0) = 0 and x′(0) = ``initialVelocity``, and
/// is evaluated in closed form (under-, critically or over-damped), so any time can be sampled
/// directly, without integrating frame by frame.
public struct Spring: Hashable, Sendable {
    /// The smallest mass or stiffness accepted; smaller, zero, negative or NaN values clamp to it
    /// because the equations divide by both.
    public static let minimumParameter = 1e-6

    /// The mass m of the object on the spring; heavier springs move more slowly and overshoot
    /// more. Default 1.
    public var mass: Double {
        didSet { mass = Self.positive(mass) }
    }
    /// The spring constant k; stiffer springs move faster. Default 100.
    public var stiffness: Double {
        didSet { stiffness = Self.positive(stiffness) }
    }
    /// The damping coefficient c (≥ 0; negative or NaN values become 0): friction that stops the
    /// oscillation. Default 10.
    public var damping: Double {
        didSet { damping = Self.nonNegative(damping) }
    }
    /// The initial velocity, in whole distances per second (CASpringAnimation's unit): 2 means
    /// "moving at twice the animated distance per second", positive towards the target.
    /// Non-finite values become 0.
    public var initialVelocity: Double {
        didSet { if !initialVelocity.isFinite { initialVelocity = 0 } }
    }

    /// A spring with CASpringAnimation's parameters (defaults as CASpringAnimation's).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = Self.positive(mass)
        self.stiffness = Self.positive(stiffness)
        self.damping = Self.nonNegative(damping)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// A spring described as UIKit and SwiftUI do: `dampingRatio` (1 = critically damped, no
    /// overshoot; smaller values bounce) and `response`, the period in seconds of the undamped
    /// oscillation. Mass is 1, so stiffness = (2π / response)² and damping = 4π·ratio / response.
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
        let response = response.isFinite && response > 0 ? response : Self.minimumParameter
        let ratio = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 0
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity)
    }

    private static func positive(_ v: Double) -> Double {
        v.isFinite && v > minimumParameter ? v : (v == .infinity ? .greatestFiniteMagnitude : minimumParameter)
    }

    private static func nonNegative(_ v: Double) -> Double {
        v.isNaN || v < 0 ? 0 : Swift.min(v, .greatestFiniteMagnitude)
    }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(k·m)): below 1 the spring overshoots and oscillates, at 1 it
    /// returns as fast as possible without overshooting, above 1 it creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The solution's shape: u(t) = x(t) - 1, the signed distance from the target.
    private enum Solution {
        /// u = e^(-αt)(A cos ωt + B sin ωt)
        case under(alpha: Double, omega: Double, a: Double, b: Double)
        /// u = e^(-ωt)(A + Bt)
        case critical(omega: Double, a: Double, b: Double)
        /// u = C1 e^(r1 t) + C2 e^(r2 t)
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    private var solution: Solution {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        let a = -1.0  // u(0): starting one whole distance short of the target
        if Swift.abs(zeta - 1) < 1e-9 {
            return .critical(omega: w0, a: a, b: v0 + w0 * a)
        }
        if zeta < 1 {
            let alpha = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
            return .under(alpha: alpha, omega: wd, a: a, b: (v0 + alpha * a) / wd)
        }
        let root = w0 * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * w0 + root, r2 = -zeta * w0 - root
        let c2 = (v0 - r1 * a) / (r2 - r1)
        return .over(r1: r1, r2: r2, c1: a - c2, c2: c2)
    }

    /// Displacement u(t) = x(t) - 1 and its derivative.
    private func state(at t: Double, _ s: Solution) -> (u: Double, v: Double) {
        switch s {
        case let .under(alpha, omega, a, b):
            let e = exp(-alpha * t), c = cos(omega * t), sn = sin(omega * t)
            let u = e * (a * c + b * sn)
            return (u, -alpha * u + e * (-a * omega * sn + b * omega * c))
        case let .critical(omega, a, b):
            let e = exp(-omega * t)
            return (e * (a + b * t), e * (b - omega * (a + b * t)))
        case let .over(r1, r2, c1, c2):
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// Progress at `t` seconds: 0 at the start, tending to 1; may pass 1 (overshoot) when
    /// underdamped or launched fast. Times ≤ 0 (and NaN) give exactly 0; +infinity gives 1 once
    /// there is any damping.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        if t == .infinity { return damping > 0 ? 1 : .nan }
        return 1 + state(at: t, solution).u
    }

    /// The rate of change of progress at `t` seconds, in whole distances per second
    /// (``initialVelocity`` at or before 0); lets a new animation continue a spring's motion.
    public func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        if t == .infinity { return damping > 0 ? 0 : .nan }
        return state(at: t, solution).v
    }

    /// The distance from the target under which the spring counts as at rest (0.1% of the way).
    public static let restDisplacement = 0.001
    /// The speed under which the spring counts as at rest, in whole distances per second.
    public static let restVelocity = 0.01

    /// How long the spring takes to come to rest (CASpringAnimation.settlingDuration): the time
    /// after which |1 - value| stays below ``restDisplacement`` and |velocity| below
    /// ``restVelocity`` for good. Infinite for an undamped spring, which never settles.
    ///
    /// Found by stepping, because the exact instant depends on where the oscillation's peaks
    /// fall: an envelope that bounds the motion from above gives a time after which it is surely
    /// at rest, and steps of 1 ms back from there find the last instant that was not.
    public var settlingDuration: Double {
        guard damping > 0 else { return .infinity }
        let s = solution
        // A bound on |u| and |u'| that, after `from`, only decreases.
        let bound: (Double) -> (u: Double, v: Double)
        var from = 0.0
        switch s {
        case let .under(alpha, omega, a, b):
            let amp = (a * a + b * b).squareRoot()
            let vamp = amp * (alpha * alpha + omega * omega).squareRoot()
            bound = { t in (amp * exp(-alpha * t), vamp * exp(-alpha * t)) }
        case let .critical(omega, a, b):
            // e^(-ωt)(|A| + |B|t) rises until t = 1/ω - |A|/|B|, then falls; likewise for u'.
            let va = Swift.abs(b - omega * a), vb = Swift.abs(omega * b)
            from = Swift.max(0, 1 / omega)
            bound = { t in (exp(-omega * t) * (Swift.abs(a) + Swift.abs(b) * t), exp(-omega * t) * (va + vb * t)) }
        case let .over(r1, r2, c1, c2):
            bound = { t in (Swift.abs(c1) * exp(r1 * t) + Swift.abs(c2) * exp(r2 * t),
                            Swift.abs(c1 * r1) * exp(r1 * t) + Swift.abs(c2 * r2) * exp(r2 * t)) }
        }
        func atRest(_ b: (u: Double, v: Double)) -> Bool {
            Swift.abs(b.u) < Self.restDisplacement && Swift.abs(b.v) < Self.restVelocity
        }
        return settlingTime(from: from, boundAtRest: { atRest(bound($0)) }, atRest: { atRest(state(at: $0, s)) })
    }
}
