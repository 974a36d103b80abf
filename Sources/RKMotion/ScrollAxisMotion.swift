
/// The movement of a scroll view's content along one axis while no finger holds it: coasting
/// after a flick (``Deceleration``), returning to an edge (``SpringBack``), or a programmatic
/// animation. Positions are computed from the elapsed time in closed form, never by adding up
/// per-frame steps, so they are exact whatever the frame rate and however large the offset.
public struct ScrollAxisMotion {
    /// A coast crossing an edge: where and when, and how fast it was going there.
    public struct Handover {
        /// Seconds after the coast began at which it reaches the edge.
        public var time: Double
        /// The edge's position, where the coast hands over.
        public var position: Double
        /// The coast's velocity at the edge, in points per second, which a bounce starts with.
        public var velocity: Double
    }

    /// What the content is doing: coasting, springing back to an edge, easing along a curve, or at
    /// rest. Each case keeps what it needs to compute a position from the time alone.
    public enum Phase {
        /// start + deceleration.offset(after: t, velocity:), snapping to `end` at `duration`;
        /// with a handover, the coast stops (or bounces) at an edge first.
        case coasting(start: Double, velocity: Double, deceleration: Deceleration, startTime: MediaTime,
                      end: Double, duration: Double, handover: Handover?, bounces: Bool)
        /// A critically damped return, snapping to its target at `duration`.
        case springing(SpringBack, startTime: MediaTime, duration: Double)
        /// A timed animation along a timing curve.
        case easing(from: Double, to: Double, startTime: MediaTime, duration: Double, curve: TimingFunction)
        /// At rest.
        case resting(Double)
    }

    /// The current phase; ``position(at:)`` moves on to the next one when it is due.
    public private(set) var phase: Phase

    /// How close (in points) a return must come to its edge before it snaps there.
    public static let restTolerance = 0.05

    /// True once the content has come to rest.
    public var isFinished: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// Already at rest at `position`.
    public static func rest(at position: Double) -> ScrollAxisMotion { ScrollAxisMotion(phase: .resting(position)) }

    /// A flick released at `start` with `velocity` points per second, in content that may rest
    /// anywhere in `lower...upper`. Inside the range the content coasts and stops where
    /// ``Deceleration/totalDistance(velocity:)`` predicts; if it would cross an edge it bounces
    /// there (or stops dead without `bounces`); released past an edge, it springs back.
    public static func coast(from start: Double, velocity: Double, deceleration: Deceleration, lower: Double, upper: Double,
                      bounces: Bool, at time: MediaTime) -> ScrollAxisMotion {
        let upper = Swift.max(lower, upper)
        if start < lower || start > upper {
            let edge = start < lower ? lower : upper
            return bounces ? spring(from: start, to: edge, velocity: velocity, at: time) : rest(at: edge)
        }
        let total = deceleration.totalDistance(velocity: velocity)
        guard total != 0, !total.isNaN else { return rest(at: start) }
        let end = start + total
        var handover: Handover?
        if end > upper || end < lower {
            let edge = end > upper ? upper : lower
            if let t = deceleration.time(toTravel: edge - start, velocity: velocity) {
                handover = Handover(time: t, position: edge, velocity: deceleration.velocity(after: t, initial: velocity))
            } else {
                return rest(at: edge)
            }
        }
        let duration = deceleration.duration(velocity: velocity)
        return ScrollAxisMotion(phase: .coasting(start: start, velocity: velocity, deceleration: deceleration,
                                                 startTime: time, end: end, duration: duration,
                                                 handover: handover, bounces: bounces))
    }

    /// A coast from `start` that lands exactly on `target` (a target the scroll view's delegate
    /// chose): the deceleration's own curve with the launch speed that covers that distance.
    public static func glide(from start: Double, to target: Double, deceleration: Deceleration,
                      at time: MediaTime) -> ScrollAxisMotion {
        guard start != target else { return rest(at: target) }
        let perUnit = deceleration.totalDistance(velocity: 1)
        guard perUnit.isFinite, perUnit > 0 else { return spring(from: start, to: target, velocity: 0, at: time) }
        let velocity = (target - start) / perUnit
        let duration = deceleration.duration(velocity: velocity)
        return ScrollAxisMotion(phase: .coasting(start: start, velocity: velocity, deceleration: deceleration,
                                                 startTime: time, end: target, duration: duration,
                                                 handover: nil, bounces: true))
    }

    /// A critically damped return from `start` to `target`, launched at `velocity`.
    /// With `overshoots` false, a launch fast enough to carry the content past the target is
    /// slowed to the fastest one that does not (paging never shows the next page's edge).
    public static func spring(from start: Double, to target: Double, velocity: Double, overshoots: Bool = true,
                       at time: MediaTime) -> ScrollAxisMotion {
        var v = velocity.isFinite ? velocity : 0
        if !overshoots {
            let gap = target - start
            let omega = SpringBack(from: start, to: target).angularFrequency
            if gap * v > 0, Swift.abs(v) > omega * Swift.abs(gap) { v = omega * gap }
            if gap == 0 { v = 0 }
        }
        let back = SpringBack(from: start, to: target, velocity: v)
        let duration = back.duration(threshold: restTolerance)
        guard duration > 0, duration.isFinite else { return rest(at: target) }
        return ScrollAxisMotion(phase: .springing(back, startTime: time, duration: duration))
    }

    /// An animation from `start` to `target` over `duration` seconds along `curve`.
    public static func ease(from start: Double, to target: Double, duration: Double, curve: TimingFunction = .easeInEaseOut,
                     at time: MediaTime) -> ScrollAxisMotion {
        guard start != target, duration > 0, duration.isFinite else { return rest(at: target) }
        return ScrollAxisMotion(phase: .easing(from: start, to: target, startTime: time, duration: duration, curve: curve))
    }

    /// The position at `now`, moving on to the next phase (bounce, rest) when one is due.
    public mutating func position(at now: MediaTime) -> Double {
        switch phase {
        case let .coasting(start, velocity, deceleration, startTime, end, duration, handover, bounces):
            let t = now - startTime
            if let h = handover, t >= h.time {
                if bounces {
                    let back = SpringBack(from: h.position, to: h.position, velocity: h.velocity)
                    let d = back.duration(threshold: Self.restTolerance)
                    phase = d > 0 && d.isFinite ? .springing(back, startTime: startTime + h.time, duration: d) : .resting(h.position)
                } else {
                    phase = .resting(h.position)
                }
                return position(at: now)
            }
            if handover == nil, t >= duration {
                phase = .resting(end)
                return end
            }
            return start + deceleration.offset(after: t, velocity: velocity)
        case let .springing(back, startTime, duration):
            let t = now - startTime
            if t >= duration {
                phase = .resting(back.target)
                return back.target
            }
            return back.position(at: t)
        case let .easing(from, to, startTime, duration, curve):
            let p = (now - startTime) / duration
            if p >= 1 {
                phase = .resting(to)
                return to
            }
            return from + (to - from) * curve.value(at: Swift.max(0, p))
        case let .resting(x):
            return x
        }
    }
}
