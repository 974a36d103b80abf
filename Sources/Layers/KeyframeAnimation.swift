import Motion

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

    public var values: [AnimationValue] = []
    public var keyTimes: [Double]?
    public var timingFunctions: [TimingFunction]?
    public var calculationMode: CalculationMode = .linear

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

    override func cycleDelta(base: AnimationValue) -> AnimationValue? {
        guard let first = values.first, let last = values.last else { return nil }
        return last.subtracting(first)
    }

    open override func validate() throws(AnimationError) {
        try super.validate()
        try check(values)
    }
}
