#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A source of time: what animations and timers read to know "now".
///
/// Time is kept as whole nanoseconds (``nanoseconds``) and shown to animation math as seconds
/// (``now``, a ``MediaTime``). Integers add exactly: stepping a virtual clock by 0.7 s and then
/// 0.1 s lands on the same instant as a timer scheduled 0.8 s ahead, which sums of `Double`
/// seconds do not (0.7 + 0.1 is 0.7999999999999999). An `Int64` of nanoseconds spans 292 years.
///
/// A class-bound protocol because a clock is shared state: every animation on an event loop must
/// see the same instant, and a test advancing a ``VirtualClock`` must be seen by all of them.
///
/// The name shadows the standard library's `Clock` in modules importing Motion; spell that one
/// `_Concurrency.Clock` where both are needed.
public protocol Clock: AnyObject {
    /// The current time in nanoseconds. Never decreases.
    var nanoseconds: Int64 { get }
}

extension Clock {
    /// The current time, in seconds. Never decreases.
    public var now: MediaTime { MediaTime(nanoseconds: nanoseconds) }
}

extension MediaTime {
    /// Seconds for a count of nanoseconds (`Int64.max` stands for "never" and gives infinity).
    public init(nanoseconds: Int64) {
        self = nanoseconds == .max ? .infinity : Double(nanoseconds) / 1_000_000_000
    }

    /// This many seconds as whole nanoseconds, rounded to the nearest: 0.1 gives exactly
    /// 100 000 000. NaN gives 0; +infinity, and anything beyond what `Int64` holds, gives
    /// `Int64.max` ("never"); -infinity gives `Int64.min`.
    public var wholeNanoseconds: Int64 {
        if isNaN { return 0 }
        let n = (self * 1_000_000_000).rounded()
        if n >= 9.2e18 { return .max }
        if n <= -9.2e18 { return .min }
        return Int64(n)
    }
}

/// The real, monotonic clock of the machine (CLOCK_MONOTONIC, like CACurrentMediaTime).
///
/// Monotonic rather than wall-clock time so that animations never jump when the system date is
/// changed or adjusted by NTP.
public final class SystemClock: Clock, Sendable {
    /// Creates a clock reading the system's monotonic time.
    public init() {}

    /// Nanoseconds since an unspecified fixed point (usually boot).
    public var nanoseconds: Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }
}

/// A clock that only moves when told to: tests and headless rendering step it frame by frame,
/// which makes every animation deterministic and lets nothing ever sleep.
public final class VirtualClock: Clock {
    private var current: Int64

    /// Creates a clock reading `now` seconds (non-finite values start at 0).
    public init(now: MediaTime = 0) {
        current = now.isFinite ? now.wholeNanoseconds : 0
    }

    /// The current virtual time in nanoseconds.
    public var nanoseconds: Int64 { current }

    /// Moves time forward by `seconds`. Negative, NaN and infinite amounts are ignored: a clock
    /// never goes backwards, and an infinite jump would leave every animation at a NaN time.
    public func advance(by seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        advance(toNanoseconds: current.addingSaturating(seconds.wholeNanoseconds))
    }

    /// Moves time forward to `time` seconds; earlier or non-finite times are ignored for the same
    /// reason as in ``advance(by:)``.
    public func advance(to time: MediaTime) {
        guard time.isFinite else { return }
        advance(toNanoseconds: time.wholeNanoseconds)
    }

    /// Moves time forward to `nanoseconds`; earlier times, and `Int64.max` ("never"), are
    /// ignored.
    public func advance(toNanoseconds nanoseconds: Int64) {
        guard nanoseconds > current, nanoseconds != .max else { return }
        current = nanoseconds
    }
}

extension Int64 {
    /// `self + other`, stopping at `Int64.max` or `Int64.min` instead of trapping.
    public func addingSaturating(_ other: Int64) -> Int64 {
        let (r, overflow) = addingReportingOverflow(other)
        if overflow { return other > 0 ? .max : .min }
        return r
    }
}
