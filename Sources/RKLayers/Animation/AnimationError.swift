/// Why an animation was rejected by ``Layer/add(_:forKey:)``.
public enum AnimationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The key path names no animatable property.
    case unknownKeyPath(String)
    /// A value, or a timing figure, is NaN or infinite where that makes no sense.
    case nonFiniteValue(keyPath: String, detail: String)
    /// Values of different kinds (a point and a color, say) in one animation.
    case mismatchedValues(keyPath: String)

    /// A one-line explanation naming the key path, for logs.
    public var description: String {
        switch self {
        case .unknownKeyPath(let k): return "'\(k)' is not an animatable key path"
        case .nonFiniteValue(let k, let d): return "non-finite value for '\(k)': \(d)"
        case .mismatchedValues(let k): return "values of different kinds for '\(k)'"
        }
    }
}
