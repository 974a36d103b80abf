import RKMotion

/// A basic animation whose progress follows a damped spring (CASpringAnimation): it may
/// overshoot and oscillate before settling. Its ``Animation/duration`` follows the spring's
/// ``settlingDuration``: each change to the spring (or to its mass, stiffness, damping or initial
/// velocity) sets it again, where on iOS the app does that itself. Set a different duration after
/// configuring the spring.
@MainActor
open class SpringAnimation: BasicAnimation {
    /// The spring the progress follows; setting it resets ``Animation/duration`` to its settling time
    /// (10 seconds for an undamped spring, which never settles).
    public var spring = Spring() {
        didSet {
            duration = SpringAnimation.finiteDuration(spring)
            invalidateCompiled()
        }
    }

    /// An undamped spring never settles; its animation then lasts 10 seconds rather than
    /// forever, so it still ends and reports completion.
    static func finiteDuration(_ s: Spring) -> Double {
        s.settlingDuration.isFinite ? s.settlingDuration : 10
    }
    /// The mass on the spring (CASpringAnimation.mass); 1 by default.
    public var mass: Double {
        get { spring.mass }
        set { spring.mass = newValue }
    }
    /// The spring's stiffness (CASpringAnimation.stiffness); 100 by default.
    public var stiffness: Double {
        get { spring.stiffness }
        set { spring.stiffness = newValue }
    }
    /// The friction that slows the oscillation (CASpringAnimation.damping); 10 by default.
    public var damping: Double {
        get { spring.damping }
        set { spring.damping = newValue }
    }
    /// Initial velocity, in whole distances per second.
    public var initialVelocity: Double {
        get { spring.initialVelocity }
        set { spring.initialVelocity = newValue }
    }
    /// How long the spring takes to come to rest.
    public var settlingDuration: Double { spring.settlingDuration }

    public override init(keyPath: String) {
        super.init(keyPath: keyPath)
        duration = SpringAnimation.finiteDuration(spring)
    }

    open override func copy() -> Animation {
        let a = SpringAnimation(keyPath: keyPath)
        a.spring = spring
        a.copyBasic(from: self)
        return a
    }

    override func value(progress: Double, time: Double, base: AnimationValue) -> AnimationValue? {
        guard let (a, b) = endpoints(base: base) else { return nil }
        // The spring runs on real time within the cycle; the timing function is not used.
        let t = timingFunction == nil ? time : progress * duration
        return a.interpolated(to: b, fraction: spring.value(at: t))
    }

    override func compile(_ timing: Timing) -> Effect? {
        guard let property = AnimatableKeyPath.resolve(keyPath) else { return nil }
        return property.accept(BasicBody(animation: self, spring: spring))
    }

    open override func validate() throws(AnimationError) {
        try super.validate()
        for (name, v) in [("mass", mass), ("stiffness", stiffness), ("damping", damping), ("initialVelocity", initialVelocity)] where !v.isFinite {
            throw AnimationError.nonFiniteValue(keyPath: keyPath, detail: "\(name) is \(v)")
        }
    }
}
