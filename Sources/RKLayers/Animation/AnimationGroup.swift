import RKMotion

/// Runs several animations together on one layer (CAAnimationGroup). The children's times
/// are relative to the group: a child's ``Animation/beginTime`` of 0.5 starts half a second
/// into the group, and the group's duration cuts children that run longer.
@MainActor
open class AnimationGroup: Animation {
    /// The animations run together, each on its own key path, timed relative to the group.
    public var animations: [Animation] = [] { didSet { invalidateCompiled() } }

    public override init() {
        super.init()
    }

    /// A group of `animations` lasting `duration` seconds.
    public convenience init(_ animations: [Animation], duration: Double) {
        self.init()
        self.animations = animations
        self.duration = duration
    }

    open override func copy() -> Animation {
        let g = AnimationGroup()
        g.copyTiming(from: self)
        g.animations = animations.map { $0.copy() }
        return g
    }

    override func apply(to properties: inout LayerProperties, at parentTime: MediaTime) -> Bool {
        guard let m = moment(at: parentTime) else { return false }
        var any = false
        for child in animations where child.evaluate(&properties, at: m.time) { any = true }
        return any
    }

    override func compile(_ timing: Timing) -> Effect? {
        let children = animations
        return { p, m in
            var any = false
            for child in children where child.evaluate(&p, at: m.time) { any = true }
            return any
        }
    }

    open override func validate() throws(AnimationError) {
        try super.validate()
        for a in animations { try a.validate() }
    }
}
