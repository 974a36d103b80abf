#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The return of over-scrolled content to its edge: a critically damped spring, the fastest
/// motion that never overshoots, so the content never bounces past the edge it snaps to.
///
/// Position is target + (A + B·t)·e^(-ωt) with A = start - target and B = v₀ + ω·A.
public struct SpringBack: Hashable, Sendable {
    /// Where the content is when the return begins, in points.
    public var start: Double
    /// The edge it returns to, in points.
    public var target: Double
    /// Its velocity when the return begins, in points per second (a flick that hit the edge hands
    /// its remaining speed over here).
    public var initialVelocity: Double
    /// The period, in seconds, of the undamped spring (as in
    /// ``Spring/init(dampingRatio:response:initialVelocity:)``); smaller is snappier. Default 0.4 s,
    /// close to UIScrollView's bounce.
    public var response: Double

    /// A return from `start` to `target`, launched at `velocity` points per second. Non-finite
    /// velocities count as 0; a response ≤ 0 or NaN becomes the default.
    public init(from start: Double, to target: Double, velocity: Double = 0, response: Double = 0.4) {
        self.start = start
        self.target = target
        self.initialVelocity = velocity.isFinite ? velocity : 0
        self.response = response > 0 && response.isFinite ? response : 0.4
    }

    /// ω = 2π / response, in radians per second.
    public var angularFrequency: Double {
        2 * Double.pi / (response > 0 && response.isFinite ? response : 0.4)
    }

    private var coefficients: (a: Double, b: Double, omega: Double) {
        let omega = angularFrequency, a = start - target
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        return (a, v0 + omega * a, omega)
    }

    /// The position `t` seconds after the return began (`start` for t ≤ 0, `target` at infinity).
    public func position(at t: Double) -> Double {
        guard t > 0 else { return start }
        guard t.isFinite else { return target }
        let (a, b, omega) = coefficients
        return target + (a + b * t) * exp(-omega * t)
    }

    /// The velocity in points per second `t` seconds after the return began.
    public func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity.isFinite ? initialVelocity : 0 }
        guard t.isFinite else { return 0 }
        let (a, b, omega) = coefficients
        return (b - omega * (a + b * t)) * exp(-omega * t)
    }

    /// How long until the content stays within `threshold` points of the target (UIKit stops once
    /// the remaining motion is under half a point). Velocity is not checked separately: this
    /// motion's speed near rest is about ω times its distance, so it is already invisible.
    public func duration(threshold: Double = 0.5) -> Double {
        guard threshold > 0 else { return .infinity }
        let (a, b, omega) = coefficients
        // e^(-ωt)(|A| + |B|t) bounds the distance and only falls after t = 1/ω.
        return settlingTime(from: 1 / omega,
                            boundAtRest: { t in exp(-omega * t) * (Swift.abs(a) + Swift.abs(b) * t) < threshold },
                            atRest: { t in Swift.abs(position(at: t) - target) < threshold })
    }
}
