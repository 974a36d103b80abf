import Motion

/// An animation between two values of one property (CABasicAnimation), with Core Animation's
/// rules for which of fromValue, toValue and byValue are set:
/// from+to, from+by (to = from+by), by+to (from = to-by), from alone (to the current value),
/// to alone (from the current value), by alone (current to current+by); none leaves the value
/// as it is. "Current" is the value beneath this animation: the model value, or the result of
/// animations added before it.
@MainActor
open class BasicAnimation: PropertyAnimation {
    public var fromValue: AnimationValue?
    public var toValue: AnimationValue?
    public var byValue: AnimationValue?

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

    open override func validate() throws(AnimationError) {
        try super.validate()
        try check([fromValue, toValue, byValue])
    }
}
