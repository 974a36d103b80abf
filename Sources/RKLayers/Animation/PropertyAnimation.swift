import RKMotion

/// An animation of one layer property named by a key path (CAPropertyAnimation).
@MainActor
open class PropertyAnimation: Animation {
    /// The animated property: "position", "opacity", "transform.rotation.z", ...
    public var keyPath: String { didSet { invalidateCompiled() } }
    /// Adds the animated value to the layer's current value instead of replacing it.
    public var isAdditive = false { didSet { invalidateCompiled() } }
    /// Each repeat cycle starts where the previous one ended.
    public var isCumulative = false { didSet { invalidateCompiled() } }

    /// An animation of the property named by `keyPath`.
    public init(keyPath: String) {
        self.keyPath = keyPath
        super.init()
    }

    /// The value at `progress` of one cycle given the value beneath (model or earlier
    /// animations); nil when there is nothing to show.
    func value(progress: Double, time: Double, base: AnimationValue) -> AnimationValue? { nil }

    /// The value at the end of one cycle, for cumulative repeats.
    func cycleDelta(base: AnimationValue) -> AnimationValue? { nil }

    /// The general path, through boxed values and the key path looked up by name; the subclasses'
    /// compiled evaluators (``Animation/compile(_:)``) give the same results.
    override func apply(to properties: inout LayerProperties, at parentTime: MediaTime) -> Bool {
        guard let m = moment(at: parentTime), let base = AnimatableKeyPath.value(keyPath, in: properties),
              var v = value(progress: m.progress, time: m.time, base: base) else { return false }
        if isCumulative, m.iteration > 0, let delta = cycleDelta(base: base) {
            for _ in 0..<Swift.min(m.iteration, 10_000) { v = v.adding(delta) ?? v }
        }
        if isAdditive { v = base.adding(v) ?? v }
        AnimatableKeyPath.set(keyPath, v, in: &properties)
        return true
    }

    open override func validate() throws(AnimationError) {
        try super.validate()
        guard AnimatableKeyPath.all.contains(keyPath) else { throw AnimationError.unknownKeyPath(keyPath) }
    }

    /// Checks that values are finite and of the key path's kind.
    func check(_ values: [AnimationValue?]) throws(AnimationError) {
        let present = values.compactMap { $0 }
        for v in present where !v.isFinite {
            throw AnimationError.nonFiniteValue(keyPath: keyPath, detail: "\(v)")
        }
        let expected = AnimatableKeyPath.value(keyPath, in: LayerProperties())?.kind
        for v in present where v.kind != expected {
            throw AnimationError.mismatchedValues(keyPath: keyPath)
        }
    }
}

/// The steps every compiled property animation ends with, as ``PropertyAnimation/apply(to:at:)``
/// takes them: repeats of a cumulative animation build on each other, an additive value is added
/// to the value beneath, and the result is written.
enum PropertyEffect {
    @inline(__always)
    static func finish<T: AnimatablePropertyValue>(
        _ value: T, base: T?, delta: T?, iteration: Int, additive: Bool,
        field: AnimatableKeyPath.Field<T>, into p: inout LayerProperties
    ) {
        var v = value
        if let delta, iteration > 0 {
            for _ in 0..<Swift.min(iteration, 10_000) { v = v.adding(delta) }
        }
        if additive, let base { v = base.adding(v) }
        field.set(&p, v)
    }
}
