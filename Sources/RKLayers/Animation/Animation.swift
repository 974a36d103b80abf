import RKGeometry
import RKMotion

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
    // The settings compiled for evaluation (see ``compiledEvaluator``), dropped whenever a
    // setting changes. Main-actor code only reads and writes them, on hot paths, so the dynamic
    // exclusivity checks are skipped.
    @exclusivity(unchecked) final var evaluator: CompiledEvaluator?
    @exclusivity(unchecked) final var isCompiled = false
    @exclusivity(unchecked) final var compiledTiming: Timing?

    /// When the animation starts, in the layer's time (the event loop clock). 0 means "when it
    /// is added"; set `currentMediaTime() + delay` for a delayed start.
    public var beginTime: MediaTime = 0 { didSet { invalidateCompiled() } }
    /// One cycle, in seconds.
    public var duration: Double = 0.25 { didSet { invalidateCompiled() } }
    /// Multiplies the passage of time (0 pauses at ``timeOffset``).
    public var speed: Double = 1 { didSet { invalidateCompiled() } }
    /// Added to local time: starts the animation part-way through.
    public var timeOffset: Double = 0 { didSet { invalidateCompiled() } }
    /// How many cycles to run (fractions allowed; `.infinity` forever; 0 means once).
    public var repeatCount: Double = 0 { didSet { invalidateCompiled() } }
    /// How long to repeat, in seconds; when positive it overrides ``repeatCount``.
    public var repeatDuration: Double = 0 { didSet { invalidateCompiled() } }
    /// Plays each cycle forward then backward.
    public var autoreverses = false { didSet { invalidateCompiled() } }
    /// What the animation shows before it begins and after it ends (``FillMode/removed`` by default:
    /// nothing, so the model value shows).
    public var fillMode: FillMode = .removed { didSet { invalidateCompiled() } }
    /// Remove the animation from its layer when it ends (true by default).
    public var isRemovedOnCompletion = true { didSet { invalidateCompiled() } }
    /// Pacing of each cycle; nil means linear.
    public var timingFunction: TimingFunction? { didSet { invalidateCompiled() } }
    /// Told when the animation starts and stops. Held strongly, as CAAnimation holds its
    /// delegate, so a delegate that holds the layer makes a cycle until the animation ends.
    public var delegate: AnimationDelegate?
    /// Runs once when the animation stops; `finished` is false when it was removed or replaced
    /// before its end.
    public var completion: ((_ finished: Bool) -> Void)?

    /// An animation with Core Animation's defaults: 0.25 seconds, no delay, one cycle, removed when done.
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

    /// The timing settings, copied out of the animation (see ``Timing``).
    final var timing: Timing {
        if let compiledTiming { return compiledTiming }
        let t = Timing(self)
        compiledTiming = t
        return t
    }

    func localTime(_ parentTime: MediaTime) -> Double { timing.localTime(parentTime) }

    /// True when the animation has run past its active duration at `parentTime`.
    func hasEnded(at parentTime: MediaTime) -> Bool { timing.hasEnded(at: parentTime) }

    /// True when the animation affects its layer at `parentTime`.
    func hasStarted(at parentTime: MediaTime) -> Bool { timing.hasStarted(at: parentTime) }

    /// The moment to show at `parentTime`, or nil when the animation has no effect then.
    func moment(at parentTime: MediaTime) -> Moment? { timing.moment(at: parentTime) }

    /// For an animation whose value moves in steps, the parent time of the first step after
    /// `parentTime` (its start when it has not started); nil when its value may change at any
    /// moment, which is every animation but a discrete keyframe one.
    func nextStep(after parentTime: MediaTime) -> MediaTime? { nil }

    // MARK: Evaluation

    /// Applies an animation's effect at a moment; returns whether it had one.
    typealias Effect = (inout LayerProperties, Moment) -> Bool

    /// Drops what was compiled after a setting changed; the animation engine rechecks every
    /// animation's start and end at its next tick, and the layers' cached evaluators lapse.
    final func invalidateCompiled() {
        compiledTiming = nil
        evaluator = nil
        isCompiled = false
        AnimationEngine.animationsChanged()
    }

    /// The animation compiled for its current settings and `timing` (the key path resolved,
    /// values unboxed to their type, what does not change from frame to frame worked out), or
    /// nil to use ``apply(to:at:)``. Subclasses override it; the result must give the same
    /// values as ``apply(to:at:)``.
    func compile(_ timing: Timing) -> Effect? { nil }

    /// Applies the animation to `properties` at `parentTime`, as ``apply(to:at:)`` does, through
    /// the compiled evaluator: this runs for every animation every frame. Returns whether it
    /// had an effect.
    final func evaluate(_ properties: inout LayerProperties, at parentTime: MediaTime) -> Bool {
        if let evaluator = compiledEvaluator { return evaluator.run(&properties, parentTime) }
        return apply(to: &properties, at: parentTime)
    }

    /// The compiled evaluator (compiled now if need be), or nil when the animation evaluates
    /// through ``apply(to:at:)``.
    final var compiledEvaluator: CompiledEvaluator? {
        if !isCompiled {
            let timing = self.timing
            // (Not Optional.map: through a generic function the closure would be re-wrapped
            // in thunks for a generic calling convention, and every call would go through them.)
            if let effect = compile(timing) {
                evaluator = CompiledEvaluator(timing: timing, effect: effect)
            } else {
                evaluator = nil
            }
            isCompiled = true
        }
        return evaluator
    }

    /// Applies the animation to `properties` at `parentTime`; returns whether it had an effect.
    /// The general path, through boxed values; ``evaluate(_:at:)`` runs the compiled evaluator.
    func apply(to properties: inout LayerProperties, at parentTime: MediaTime) -> Bool { false }

    /// Checks the animation's values; throws the reason it cannot run.
    open func validate() throws(AnimationError) {
        for (name, v) in [("beginTime", beginTime), ("timeOffset", timeOffset), ("speed", speed)] where !v.isFinite {
            throw AnimationError.nonFiniteValue(keyPath: "", detail: "\(name) is \(v)")
        }
        if duration.isNaN { throw AnimationError.nonFiniteValue(keyPath: "", detail: "duration is NaN") }
    }
}


/// An animation compiled by ``Animation/compile(_:)``, in an object of its own: the layers keep
/// it, unretained, next to their animations (``Layer/AttachedAnimation``) and call it without
/// reference counting.
final class CompiledEvaluator {
    let timing: Timing
    let effect: Animation.Effect

    init(timing: Timing, effect: @escaping Animation.Effect) {
        self.timing = timing
        self.effect = effect
    }

    /// Applies the animation at a parent time; returns whether it had an effect.
    @inline(__always)
    func run(_ p: inout LayerProperties, _ t: MediaTime) -> Bool {
        guard let m = timing.moment(at: t) else { return false }
        return effect(&p, m)
    }
}

/// Core Animation's media timing for one animation's settings (see ``Animation``).
struct Timing {
    let beginTime: MediaTime
    let duration: Double
    let speed: Double
    let timeOffset: Double
    let autoreverses: Bool
    let fillsForwards: Bool
    let fillsBackwards: Bool
    let timingFunction: TimingFunction?
    /// ``Animation/activeDuration``.
    let active: Double

    @MainActor
    init(_ a: Animation) {
        beginTime = a.beginTime
        duration = a.duration
        speed = a.speed
        timeOffset = a.timeOffset
        autoreverses = a.autoreverses
        fillsForwards = a.fillMode.fillsForwards
        fillsBackwards = a.fillMode.fillsBackwards
        timingFunction = a.timingFunction
        active = a.activeDuration
    }

    func localTime(_ parentTime: MediaTime) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// True when the animation has run past its active duration at `parentTime`.
    func hasEnded(at parentTime: MediaTime) -> Bool {
        if duration <= 0 { return true }
        return active.isFinite && speed != 0 && localTime(parentTime) >= active
    }

    /// True when the animation affects its layer at `parentTime`.
    func hasStarted(at parentTime: MediaTime) -> Bool { localTime(parentTime) >= 0 }

    /// The moment to show at `parentTime`, or nil when the animation has no effect then.
    @inline(__always)
    func moment(at parentTime: MediaTime) -> Animation.Moment? {
        let d = duration
        // A zero or negative duration ends at once; filling forwards it shows the final value.
        guard d > 0 else { return fillsForwards ? Animation.Moment(progress: 1, time: 0, iteration: 0) : nil }
        let t = localTime(parentTime)
        guard t.isFinite else { return nil }
        let period = d * (autoreverses ? 2 : 1)
        let active = self.active
        var effective = t
        if t < 0 {
            guard fillsBackwards else { return nil }
            effective = 0
        } else if t >= active {
            guard fillsForwards else { return nil }
            effective = active
        }
        // The quotient is never negative here, so truncating is rounding down. It can exceed
        // Int's range (an infinite repeat of a tiny duration, a huge speed or time offset):
        // the integer kept for cumulative animations is then clamped and stops growing, and
        // the quotient, a whole number at that size, leaves no time within the cycle.
        let cycles = effective / period
        guard cycles.isFinite else { return nil }
        var iteration: Int
        var u: Double
        if cycles < 4e18 {
            iteration = Int(cycles)
            u = Swift.max(0, effective - Double(iteration) * period)
        } else {
            iteration = Int(4e18)
            u = Swift.max(0, effective - cycles * period)
        }
        if effective >= active && u == 0 && effective > 0 {
            // Ended exactly at a cycle boundary: show the end of the last cycle.
            iteration -= 1
            u = period
        }
        if autoreverses && u > d { u = period - u }
        var progress = Swift.min(1, Swift.max(0, u / d))
        if let f = timingFunction { progress = f.value(at: progress) }
        return Animation.Moment(progress: progress, time: progress * d, iteration: Swift.max(0, iteration))
    }

    /// A time before which neither a start nor an end can be due, given whether each has been
    /// reported already: -infinity when one is due at once (or cannot be predicted), +infinity
    /// when none is to come (both reported, or local time does not grow: paused or reversed).
    /// Early by a margin far above rounding, so that it is never late.
    func nextEventTime(started: Bool, ended: Bool) -> MediaTime {
        // A zero or negative duration has ended whenever it is looked at.
        if duration <= 0 && !ended { return -.infinity }
        // With speed <= 0 local time never grows, so what has not happened yet never will.
        guard speed > 0 else { return speed.isNaN ? -.infinity : .infinity }
        // The parent times at which local time, (t - beginTime) * speed + timeOffset, reaches 0
        // (the start) and the active duration (the end).
        let start = started ? MediaTime.infinity : beginTime + (0 - timeOffset) / speed
        let end = ended || duration <= 0 || !active.isFinite ? MediaTime.infinity : beginTime + (active - timeOffset) / speed
        if start.isNaN || end.isNaN { return -.infinity }
        let next = Swift.min(start, end)
        guard next.isFinite else { return next }
        let scale = Swift.abs(beginTime) + Swift.abs(timeOffset / speed) + (active.isFinite ? Swift.abs(active / speed) : 0)
        return next - 1e-9 * (1 + scale)
    }
}
