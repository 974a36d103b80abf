#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A source of ``MediaTime``: what animations and timers read to know "now".
///
/// A class-bound protocol because a clock is shared state: every animation on an event loop must
/// see the same instant, and a test advancing a ``VirtualClock`` must be seen by all of them.
///
/// The name shadows the standard library's `Clock` in modules importing Motion; spell that one
/// `_Concurrency.Clock` where both are needed.
public protocol Clock: AnyObject {
    /// The current time, in seconds. Never decreases.
    var now: MediaTime { get }
}

/// The real, monotonic clock of the machine (CLOCK_MONOTONIC, like CACurrentMediaTime).
///
/// Monotonic rather than wall-clock time so that animations never jump when the system date is
/// changed or adjusted by NTP.
public final class SystemClock: Clock, Sendable {
    /// Creates a clock reading the system's monotonic time.
    public init() {}

    /// Seconds since an unspecified fixed point (usually boot).
    public var now: MediaTime {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}

/// A clock that only moves when told to: tests and headless rendering step it frame by frame,
/// which makes every animation deterministic and lets nothing ever sleep.
public final class VirtualClock: Clock {
    private var current: MediaTime

    /// Creates a clock reading `now` (non-finite values start at 0).
    public init(now: MediaTime = 0) {
        current = now.isFinite ? now : 0
    }

    /// The current virtual time.
    public var now: MediaTime { current }

    /// Moves time forward by `seconds`. Negative, NaN and infinite amounts are ignored: a clock
    /// never goes backwards, and an infinite jump would leave every animation at a NaN time.
    public func advance(by seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        current += seconds
    }

    /// Moves time forward to `time`; earlier or non-finite times are ignored for the same reason
    /// as in ``advance(by:)``.
    public func advance(to time: MediaTime) {
        guard time > current, time.isFinite else { return }
        current = time
    }
}
