import RKMotion

/// An animation through a list of values (CAKeyframeAnimation).
///
/// `keyTimes` give each value's place in 0...1. Core Animation ignores key times that do not
/// fit, and so does RecipeKit: when their count differs from the values' (or, in discrete
/// mode, from the values' count plus one), or they are not ascending within 0...1, the values
/// are spaced evenly. `timingFunctions` pace each segment and are ignored unless there is one
/// per segment.
@MainActor
open class KeyframeAnimation: PropertyAnimation {
    /// How values between key frames are found (CAAnimationCalculationMode).
    public enum CalculationMode: Hashable, Sendable {
        /// Straight interpolation between neighbouring values.
        case linear
        /// Each value holds until the next key time, without interpolation.
        case discrete
        /// Constant speed: key times and timing functions are ignored, and each segment gets
        /// time in proportion to its length.
        case paced
    }

    /// The values passed through, in order.
    public var values: [AnimationValue] = [] { didSet { invalidateCompiled() } }
    /// Each value's place in the cycle, 0...1 ascending; nil (or a list that does not fit) spaces the
    /// values evenly.
    public var keyTimes: [Double]? { didSet { invalidateCompiled() } }
    /// The pacing of each segment between two values; used only when there is one per segment.
    public var timingFunctions: [TimingFunction]? { didSet { invalidateCompiled() } }
    /// How values between key frames are found; linear by default.
    public var calculationMode: CalculationMode = .linear { didSet { invalidateCompiled() } }

    public override init(keyPath: String) {
        super.init(keyPath: keyPath)
    }

    /// A keyframe animation of `keyPath` through `values` at `keyTimes`.
    public convenience init(keyPath: String, values: [AnimationValue], keyTimes: [Double]? = nil, duration: Double = 0.25) {
        self.init(keyPath: keyPath)
        self.values = values
        self.keyTimes = keyTimes
        self.duration = duration
    }

    open override func copy() -> Animation {
        let a = KeyframeAnimation(keyPath: keyPath)
        a.copyTiming(from: self)
        a.isAdditive = isAdditive
        a.isCumulative = isCumulative
        a.values = values
        a.keyTimes = keyTimes
        a.timingFunctions = timingFunctions
        a.calculationMode = calculationMode
        return a
    }

    /// The key times in use: the given ones when valid, otherwise evenly spaced.
    public var effectiveKeyTimes: [Double] {
        let n = values.count
        guard n > 0 else { return [] }
        if calculationMode == .paced { return pacedKeyTimes }
        let expected = calculationMode == .discrete ? [n, n + 1] : [n]
        if let k = keyTimes, expected.contains(k.count), KeyframeAnimation.isValid(k) { return k }
        let count = calculationMode == .discrete ? n + 1 : n
        guard count > 1 else { return [0] }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    static func isValid(_ k: [Double]) -> Bool {
        guard k.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else { return false }
        return zip(k, k.dropFirst()).allSatisfy { $0 <= $1 }
    }

    private var pacedKeyTimes: [Double] {
        let n = values.count
        guard n > 1 else { return [0] }
        var lengths = [0.0]
        for i in 1..<n { lengths.append(lengths[i - 1] + values[i - 1].distance(to: values[i])) }
        let total = lengths[n - 1]
        guard total > 0 else { return (0..<n).map { Double($0) / Double(n - 1) } }
        return lengths.map { $0 / total }
    }

    override func value(progress p: Double, time: Double, base: AnimationValue) -> AnimationValue? {
        let n = values.count
        guard n > 0 else { return nil }
        if n == 1 { return values[0] }
        let k = effectiveKeyTimes
        switch calculationMode {
        case .discrete:
            // Value i holds from k[i] until k[i+1]; the final key time shows the last value.
            var i = 0
            while i + 1 < k.count && p >= k[i + 1] { i += 1 }
            return values[Swift.min(i, n - 1)]
        case .linear, .paced:
            if p <= k[0] { return values[0] }
            if p >= k[n - 1] { return values[n - 1] }
            var i = 0
            while i + 1 < n - 1 && p >= k[i + 1] { i += 1 }
            let span = k[i + 1] - k[i]
            var local = span > 0 ? (p - k[i]) / span : 1
            if calculationMode == .linear, let f = timingFunctions, f.count == n - 1 { local = f[i].value(at: local) }
            return values[i].interpolated(to: values[i + 1], fraction: local)
        }
    }

    /// A discrete animation changes only at its key times: the next one's parent time. Only
    /// plain forward timing is predicted (no timing function, no reversal, positive speed);
    /// other settings give nil, and frames as for any animation.
    override func nextStep(after parentTime: MediaTime) -> MediaTime? {
        guard calculationMode == .discrete, values.count > 1, timingFunction == nil, !autoreverses,
              speed > 0, speed.isFinite, duration > 0, duration.isFinite else { return nil }
        let timing = self.timing
        let local = timing.localTime(parentTime)
        guard local.isFinite else { return nil }
        func parent(_ l: Double) -> MediaTime { beginTime + (l - timeOffset) / speed }
        if local < 0 { return parent(0) }
        let cycle = (local / duration).rounded(.down)
        let p = (local - cycle * duration) / duration
        let k = effectiveKeyTimes
        // The first key time after p starts the next value; past the last, the next cycle.
        let nextKey = k.dropFirst().first { $0 > p } ?? 1
        let nextLocal = Swift.min((cycle + nextKey) * duration, timing.active)
        let next = parent(nextLocal)
        return next.isFinite && next > parentTime ? next : nil
    }

    override func cycleDelta(base: AnimationValue) -> AnimationValue? {
        guard let first = values.first, let last = values.last else { return nil }
        return last.subtracting(first)
    }

    override func compile(_ timing: Timing) -> Effect? {
        guard let property = AnimatableKeyPath.resolve(keyPath) else { return nil }
        return property.accept(KeyframeBody(animation: self))
    }

    open override func validate() throws(AnimationError) {
        try super.validate()
        try check(values)
    }
}

/// Compiles a keyframe animation for one value type: values unboxed, key times and segment
/// timing functions worked out once. The body computes what
/// ``KeyframeAnimation/value(progress:time:base:)`` and ``PropertyAnimation/apply(to:at:)``
/// compute, step for step.
struct KeyframeBody: PropertyVisitor {
    let values: [AnimationValue]
    let keyTimes: [Double]
    let mode: KeyframeAnimation.CalculationMode
    /// The per-segment timing functions when they apply (linear mode, one per segment).
    let functions: [TimingFunction]?
    let additive: Bool
    let cumulative: Bool

    @MainActor
    init(animation a: KeyframeAnimation) {
        values = a.values
        let n = a.values.count
        keyTimes = n > 1 ? a.effectiveKeyTimes : []
        mode = a.calculationMode
        if a.calculationMode == .linear, let f = a.timingFunctions, f.count == n - 1 {
            functions = f
        } else {
            functions = nil
        }
        additive = a.isAdditive
        cumulative = a.isCumulative
    }

    func visit<T: AnimatablePropertyValue>(_ field: AnimatableKeyPath.Field<T>) -> Animation.Effect? {
        var unboxed: [T] = []
        unboxed.reserveCapacity(values.count)
        for v in values {
            // A value of another kind makes the general path give up on it; let it do so.
            guard let t = T.unbox(v) else { return nil }
            unboxed.append(t)
        }
        let typed = unboxed
        let n = typed.count
        guard n > 0 else { return { _, _ in false } }
        let additive = self.additive
        let delta: T? = cumulative ? typed[n - 1].subtracting(typed[0]) : nil
        if n == 1 {
            let only = typed[0]
            return { p, m in
                let base: T? = additive ? field.get(p) : nil
                PropertyEffect.finish(only, base: base, delta: delta, iteration: m.iteration, additive: additive,
                                      field: field, into: &p)
                return true
            }
        }
        // Key times, values and what each segment needs side by side, in one array: one
        // object to read per frame rather than one per list.
        let k = keyTimes
        if mode == .discrete {
            // Value i holds from k[i] until k[i+1]; the final key time shows the last value.
            let keys = k.indices.map { (time: k[$0], value: typed[Swift.min($0, n - 1)]) }
            @inline(__always) func value(at progress: Double) -> T {
                var i = 0
                while i + 1 < keys.count && progress >= keys[i + 1].time { i += 1 }
                return keys[i].value
            }
            if !additive && delta == nil {
                return { p, m in
                    field.set(&p, value(at: m.progress))
                    return true
                }
            }
            return { p, m in
                let base: T? = additive ? field.get(p) : nil
                PropertyEffect.finish(value(at: m.progress), base: base, delta: delta, iteration: m.iteration,
                                      additive: additive, field: field, into: &p)
                return true
            }
        }
        let functions = self.functions
        let keys = (0..<n).map { i in
            KeyframeSegment(time: k[i], value: typed[i],
                            prepared: T.prepare(typed[i], typed[Swift.min(i + 1, n - 1)]),
                            function: i < n - 1 ? functions?[i] : nil)
        }
        @inline(__always) func value(at progress: Double) -> T {
            if progress <= keys[0].time { return keys[0].value }
            if progress >= keys[n - 1].time { return keys[n - 1].value }
            var i = 0
            while i + 1 < n - 1 && progress >= keys[i + 1].time { i += 1 }
            let span = keys[i + 1].time - keys[i].time
            var local = span > 0 ? (progress - keys[i].time) / span : 1
            if let f = keys[i].function { local = f.value(at: local) }
            return T.interpolate(keys[i].value, keys[i + 1].value, keys[i].prepared, fraction: local)
        }
        if !additive && delta == nil {
            // The common case: the value replaces the one beneath.
            return { p, m in
                field.set(&p, value(at: m.progress))
                return true
            }
        }
        return { p, m in
            let base: T? = additive ? field.get(p) : nil
            PropertyEffect.finish(value(at: m.progress), base: base, delta: delta, iteration: m.iteration,
                                  additive: additive, field: field, into: &p)
            return true
        }
    }
}

/// One key frame of a compiled linear or paced keyframe animation, with what the segment to the
/// next key frame needs.
struct KeyframeSegment<T: AnimatablePropertyValue> {
    let time: Double
    let value: T
    /// ``AnimatablePropertyValue/prepare(_:_:)`` of this value and the next.
    let prepared: T.Prepared
    /// The segment's timing function, when the animation has one per segment.
    let function: TimingFunction?
}
