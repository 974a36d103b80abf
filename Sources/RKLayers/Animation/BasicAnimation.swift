import RKMotion

/// An animation between two values of one property (CABasicAnimation), with Core Animation's
/// rules for which of fromValue, toValue and byValue are set:
/// from+to, from+by (to = from+by), by+to (from = to-by), from alone (to the current value),
/// to alone (from the current value), by alone (current to current+by); none leaves the value
/// as it is. "Current" is the value beneath this animation: the model value, or the result of
/// animations added before it.
@MainActor
open class BasicAnimation: PropertyAnimation {
    /// The value the animation starts from; nil for the current value (see the rules above).
    public var fromValue: AnimationValue? { didSet { invalidateCompiled() } }
    /// The value the animation ends at; nil for the current value (see the rules above).
    public var toValue: AnimationValue? { didSet { invalidateCompiled() } }
    /// A change relative to the start or the end (see the rules above).
    public var byValue: AnimationValue? { didSet { invalidateCompiled() } }

    public override init(keyPath: String) {
        super.init(keyPath: keyPath)
    }

    /// An animation of `keyPath` from one value to another over `duration` seconds.
    public convenience init(keyPath: String, from: AnimationValue?, to: AnimationValue?, duration: Double = 0.25) {
        self.init(keyPath: keyPath)
        fromValue = from
        toValue = to
        self.duration = duration
    }

    open override func copy() -> Animation {
        let a = BasicAnimation(keyPath: keyPath)
        a.copyBasic(from: self)
        return a
    }

    /// Copies everything but the class (for subclasses' ``copy()``).
    public func copyBasic(from other: BasicAnimation) {
        copyTiming(from: other)
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// The two ends for a given value beneath.
    func endpoints(base: AnimationValue) -> (AnimationValue, AnimationValue)? {
        switch (fromValue, toValue, byValue) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return f.adding(b).map { (f, $0) }
        case (nil, let t?, let b?): return t.subtracting(b).map { ($0, t) }
        case (let f?, nil, nil): return (f, isAdditive ? base.subtracting(base) ?? base : base)
        case (nil, let t?, nil): return (isAdditive ? base.subtracting(base) ?? base : base, t)
        case (nil, nil, let b?):
            if isAdditive { return base.subtracting(base).flatMap { z in z.adding(b).map { (z, $0) } } }
            return base.adding(b).map { (base, $0) }
        case (nil, nil, nil): return nil
        }
    }

    override func value(progress: Double, time: Double, base: AnimationValue) -> AnimationValue? {
        guard let (a, b) = endpoints(base: base) else { return nil }
        return a.interpolated(to: b, fraction: progress)
    }

    override func cycleDelta(base: AnimationValue) -> AnimationValue? {
        guard let (a, b) = endpoints(base: base) else { return nil }
        return b.subtracting(a)
    }

    override func compile(_ timing: Timing) -> Effect? {
        guard let property = AnimatableKeyPath.resolve(keyPath) else { return nil }
        return property.accept(BasicBody(animation: self, spring: nil))
    }

    open override func validate() throws(AnimationError) {
        try super.validate()
        try check([fromValue, toValue, byValue])
    }
}

/// Compiles a basic (or spring) animation for one value type: the values unboxed, the ends
/// worked out once when they do not depend on the value beneath, the key path resolved. The
/// body computes what ``BasicAnimation/value(progress:time:base:)`` and
/// ``PropertyAnimation/apply(to:at:)`` compute, step for step.
struct BasicBody: PropertyVisitor {
    let from: AnimationValue?
    let to: AnimationValue?
    let by: AnimationValue?
    let additive: Bool
    let cumulative: Bool
    /// For a spring animation: the spring, and the time it runs on (see ``SpringAnimation``).
    let spring: Spring?
    let springUsesProgress: Bool
    let duration: Double

    @MainActor
    init(animation a: BasicAnimation, spring: Spring?) {
        from = a.fromValue
        to = a.toValue
        by = a.byValue
        additive = a.isAdditive
        cumulative = a.isCumulative
        self.spring = spring
        springUsesProgress = a.timingFunction != nil
        duration = a.duration
    }

    /// The ends, by which values are set (Core Animation's rules; see ``BasicAnimation``).
    enum Ends<T> {
        case fixed(T, T)
        case fromToBase(T)
        case baseTo(T)
        case baseBy(T)
    }

    func visit<T: AnimatablePropertyValue>(_ field: AnimatableKeyPath.Field<T>) -> Animation.Effect? {
        // A value of another kind makes the general path give up on it; let it do so.
        func unbox(_ v: AnimationValue?) -> (ok: Bool, value: T?) {
            guard let v else { return (true, nil) }
            guard let t = T.unbox(v) else { return (false, nil) }
            return (true, t)
        }
        let (okF, f) = unbox(from), (okT, t) = unbox(to), (okB, b) = unbox(by)
        guard okF, okT, okB else { return nil }
        let ends: Ends<T>
        switch (f, t, b) {
        case (let f?, let t?, _): ends = .fixed(f, t)
        case (let f?, nil, let b?): ends = .fixed(f, f.adding(b))
        case (nil, let t?, let b?): ends = .fixed(t.subtracting(b), t)
        case (let f?, nil, nil): ends = .fromToBase(f)
        case (nil, let t?, nil): ends = .baseTo(t)
        case (nil, nil, let b?): ends = .baseBy(b)
        case (nil, nil, nil): return { _, _ in false }
        }
        let additive = self.additive, cumulative = self.cumulative
        let spring = self.spring, springUsesProgress = self.springUsesProgress, duration = self.duration

        @inline(__always) func fraction(_ m: Animation.Moment) -> Double {
            guard let spring else { return m.progress }
            // The spring runs on real time within the cycle; the timing function is not used.
            return spring.value(at: springUsesProgress ? m.progress * duration : m.time)
        }

        if case .fixed(let a, let b) = ends {
            let prepared = T.prepare(a, b)
            if !additive && !cumulative {
                // The common case: the value replaces the one beneath.
                return { p, m in
                    field.set(&p, T.interpolate(a, b, prepared, fraction: fraction(m)))
                    return true
                }
            }
            let delta: T? = cumulative ? b.subtracting(a) : nil
            return { p, m in
                let base: T? = additive ? field.get(p) : nil
                let v = T.interpolate(a, b, prepared, fraction: fraction(m))
                PropertyEffect.finish(v, base: base, delta: delta, iteration: m.iteration, additive: additive,
                                      field: field, into: &p)
                return true
            }
        }
        return { p, m in
            let base = field.get(p)
            let a: T, b: T
            switch ends {
            case .fixed(let x, let y): (a, b) = (x, y)
            case .fromToBase(let f): (a, b) = (f, additive ? base.subtracting(base) : base)
            case .baseTo(let t): (a, b) = (additive ? base.subtracting(base) : base, t)
            case .baseBy(let by):
                if additive {
                    let zero = base.subtracting(base)
                    (a, b) = (zero, zero.adding(by))
                } else {
                    (a, b) = (base, base.adding(by))
                }
            }
            let v = a.interpolated(to: b, fraction: fraction(m))
            let delta: T? = cumulative && m.iteration > 0 ? b.subtracting(a) : nil
            PropertyEffect.finish(v, base: base, delta: delta, iteration: m.iteration, additive: additive,
                                  field: field, into: &p)
            return true
        }
    }
}
