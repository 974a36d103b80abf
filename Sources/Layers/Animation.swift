import Geometry
import Motion

/// Receives an animation's start and stop (CAAnimationDelegate).
@MainActor
public protocol AnimationDelegate: AnyObject {
    /// The animation began to have an effect.
    func animationDidStart(_ animation: Animation)
    /// The animation ended (`finished` true) or was removed or replaced first (`finished` false).
    func animationDidStop(_ animation: Animation, finished: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ animation: Animation) {}
    public func animationDidStop(_ animation: Animation, finished: Bool) {}
}

/// The base of every animation (CAAnimation), with Core Animation's media timing.
///
/// Local time is `(parentTime - beginTime) * speed + timeOffset`. Within the active duration
/// (``repeatDuration``, or ``duration`` times ``repeatCount``, doubled by ``autoreverses``) the
/// animation has an effect; outside it, ``fillMode`` decides. Unlike Core Animation, where a
/// duration of 0 means "the default 0.25 s", ``duration`` defaults to 0.25 and a zero or
/// negative duration jumps to the final value at once (the completion still runs).
///
/// An animation is copied when added to a layer, so changing it afterwards changes nothing
/// on screen, as in Core Animation.
@MainActor
open class Animation {
    /// When the animation starts, in the layer's time (the event loop clock). 0 means "when it
    /// is added"; set `currentMediaTime() + delay` for a delayed start.
    public var beginTime: MediaTime = 0
    /// One cycle, in seconds.
    public var duration: Double = 0.25
    /// Multiplies the passage of time (0 pauses at ``timeOffset``).
    public var speed: Double = 1
    /// Added to local time: starts the animation part-way through.
    public var timeOffset: Double = 0
    /// How many cycles to run (fractions allowed; `.infinity` forever; 0 means once).
    public var repeatCount: Double = 0
    /// How long to repeat, in seconds; when positive it overrides ``repeatCount``.
    public var repeatDuration: Double = 0
    /// Plays each cycle forward then backward.
    public var autoreverses = false
    public var fillMode: FillMode = .removed
    /// Remove the animation from its layer when it ends (true by default).
    public var isRemovedOnCompletion = true
    /// Pacing of each cycle; nil means linear.
    public var timingFunction: TimingFunction?
    /// Told when the animation starts and stops. Held strongly, as CAAnimation holds its
    /// delegate, so a delegate that holds the layer makes a cycle until the animation ends.
    public var delegate: AnimationDelegate?
    /// Runs once when the animation stops; `finished` is false when it was removed or replaced
    /// before its end.
    public var completion: ((_ finished: Bool) -> Void)?

    public init() {}

    /// A copy with the same settings.
    open func copy() -> Animation {
        let a = Animation()
        a.copyTiming(from: self)
        return a
    }

    /// Copies the timing and callbacks of `other` (for subclasses' ``copy()``).
    public func copyTiming(from other: Animation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        isRemovedOnCompletion = other.isRemovedOnCompletion
        timingFunction = other.timingFunction
        delegate = other.delegate
        completion = other.completion
    }

    // MARK: Timing

    /// The active duration: all cycles, including reversals.
    public var activeDuration: Double {
        let period = Swift.max(0, duration) * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return period * repeatCount }
        return period
    }

    /// Where the animation is at a parent time.
    struct Moment {
        /// Progress through one cycle, after reversal and the timing function, in 0...1.
        var progress: Double
        /// The same as a time within the cycle, in seconds.
        var time: Double
        /// Completed cycles (for cumulative animations).
        var iteration: Int
    }

    func localTime(_ parentTime: MediaTime) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// True when the animation has run past its active duration at `parentTime`.
    func hasEnded(at parentTime: MediaTime) -> Bool {
        if duration <= 0 { return true }
        let active = activeDuration
        return active.isFinite && speed != 0 && localTime(parentTime) >= active
    }

    /// True when the animation affects its layer at `parentTime`.
    func hasStarted(at parentTime: MediaTime) -> Bool { localTime(parentTime) >= 0 }

    /// The moment to show at `parentTime`, or nil when the animation has no effect then.
    func moment(at parentTime: MediaTime) -> Moment? {
        let d = duration
        // A zero or negative duration ends at once; filling forwards it shows the final value.
        guard d > 0 else { return fillMode.fillsForwards ? Moment(progress: 1, time: 0, iteration: 0) : nil }
        let t = localTime(parentTime)
        guard t.isFinite else { return nil }
        let period = d * (autoreverses ? 2 : 1)
        let active = activeDuration
        var effective = t
        if t < 0 {
            guard fillMode.fillsBackwards else { return nil }
            effective = 0
        } else if t >= active {
            guard fillMode.fillsForwards else { return nil }
            effective = active
        }
        var iteration = Int((effective / period).rounded(.down))
        var u = effective - Double(iteration) * period
        if effective >= active && u == 0 && effective > 0 {
            // Ended exactly at a cycle boundary: show the end of the last cycle.
            iteration -= 1
            u = period
        }
        if autoreverses && u > d { u = period - u }
        var progress = Swift.min(1, Swift.max(0, u / d))
        if let f = timingFunction { progress = f.value(at: progress) }
        return Moment(progress: progress, time: progress * d, iteration: Swift.max(0, iteration))
    }

    /// Applies the animation to `properties` at `parentTime`; returns whether it had an effect.
    func apply(to properties: inout LayerProperties, at parentTime: MediaTime) -> Bool { false }

    /// Checks the animation's values; throws the reason it cannot run.
    open func validate() throws(AnimationError) {
        for (name, v) in [("beginTime", beginTime), ("timeOffset", timeOffset), ("speed", speed)] where !v.isFinite {
            throw AnimationError.nonFiniteValue(keyPath: "", detail: "\(name) is \(v)")
        }
        if duration.isNaN { throw AnimationError.nonFiniteValue(keyPath: "", detail: "duration is NaN") }
    }
}

