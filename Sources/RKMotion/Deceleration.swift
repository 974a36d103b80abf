#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scroll-view momentum: after a flick, velocity is multiplied by ``rate`` every millisecond
/// (UIScrollView.DecelerationRate), so it decays exponentially and the content coasts a finite
/// distance.
///
/// With λ = 1000·ln(rate) (negative), velocity after t seconds is v·e^(λt) and distance is
/// v·(e^(λt) - 1)/λ, tending to -v/λ. A rate of 1 or more means no friction (the content never
/// stops); a rate of 0 or less, or NaN, stops it at once. Non-finite velocities count as 0.
public struct Deceleration: Hashable, Sendable {
    /// The factor applied to velocity each millisecond, in (0, 1) for a sensible scroll.
    public var rate: Double

    /// A deceleration multiplying velocity by `rate` each millisecond.
    public init(rate: Double) { self.rate = rate }

    /// UIScrollView.DecelerationRate.normal: long, gliding scrolls.
    public static let normal = Deceleration(rate: 0.998)
    /// UIScrollView.DecelerationRate.fast: short scrolls, used by paging scroll views.
    public static let fast = Deceleration(rate: 0.99)

    private enum Regime { case stopped, frictionless, decaying(lambda: Double) }

    private var regime: Regime {
        guard rate > 0 else { return .stopped }  // also NaN
        guard rate < 1 else { return .frictionless }
        return .decaying(lambda: 1000 * log(rate))
    }

    private static func clean(_ v: Double) -> Double { v.isFinite ? v : 0 }

    /// Distance travelled `t` seconds after a flick at `velocity` points per second (signed like
    /// the velocity): v·(rate^(1000t) - 1)/(1000·ln rate). Zero for t ≤ 0.
    public func offset(after t: Double, velocity: Double) -> Double {
        let v = Self.clean(velocity)
        guard t > 0, v != 0 else { return 0 }
        switch regime {
        case .stopped: return 0
        case .frictionless: return v * t
        case .decaying(let lambda):
            guard t.isFinite else { return -v / lambda }
            return v * expm1(lambda * t) / lambda  // expm1: exact for tiny λt
        }
    }

    /// The whole distance the content coasts before stopping: -v/(1000·ln rate); UIKit's
    /// "projected" offset, used to pick where a flick will land (±infinity without friction).
    public func totalDistance(velocity: Double) -> Double {
        let v = Self.clean(velocity)
        guard v != 0 else { return 0 }
        switch regime {
        case .stopped: return 0
        case .frictionless: return v > 0 ? .infinity : -.infinity
        case .decaying(let lambda): return -v / lambda
        }
    }

    /// The velocity `t` seconds after a flick at `v` points per second: v·rate^(1000t).
    public func velocity(after t: Double, initial v: Double) -> Double {
        let v = Self.clean(v)
        guard t > 0 else { return v }
        switch regime {
        case .stopped: return 0
        case .frictionless: return v
        case .decaying(let lambda): return v * exp(lambda * t)
        }
    }

    /// How long until the speed drops below `threshold` points per second (UIKit stops scrolling
    /// once motion is invisible): ln(threshold/|v|)/(1000·ln rate); 0 when already slower or at
    /// rest, infinite without friction or with a threshold ≤ 0 (exponential decay never reaches
    /// 0). A NaN threshold counts as the default 0.5.
    public func duration(velocity: Double, threshold: Double = 0.5) -> Double {
        let speed = Swift.abs(Self.clean(velocity))
        let threshold = threshold.isNaN ? 0.5 : threshold
        guard speed > 0, speed >= threshold else { return 0 }
        guard threshold > 0 else { return .infinity }
        switch regime {
        case .stopped: return 0
        case .frictionless: return .infinity
        case .decaying(let lambda): return log(threshold / speed) / lambda
        }
    }

    /// The time at which a flick at `velocity` has travelled `distance` (same sign), or nil when
    /// it never gets that far; lets a scroll view know when coasting content reaches an edge and
    /// should hand over to a bounce.
    public func time(toTravel distance: Double, velocity: Double) -> Double? {
        let v = Self.clean(velocity)
        guard distance.isFinite else { return nil }
        if distance == 0 { return 0 }
        guard v != 0, (distance > 0) == (v > 0) else { return nil }
        switch regime {
        case .stopped: return nil
        case .frictionless: return distance / v
        case .decaying(let lambda):
            let x = distance * lambda / v  // in (-1, 0) when reachable
            guard x > -1 else { return nil }
            return log1p(x) / lambda
        }
    }
}
