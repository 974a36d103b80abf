/// How much a constraint, a content hugging or a compression resistance matters
/// (UILayoutPriority): from 1 to 1000, where 1000 is required and anything below may give way
/// to something higher.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value, 1...1000.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`, as `LayoutPriority(999)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Must hold (1000).
    public static let required = LayoutPriority(1000)
    /// A strong preference: the default compression resistance (750).
    public static let defaultHigh = LayoutPriority(750)
    /// What a window's resize drag uses when it can resize the scene (510).
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// What keeps a scene's size while its content changes (500).
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// What a drag uses when it cannot resize the scene (490).
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    /// A weak preference: the default content hugging (250).
    public static let defaultLow = LayoutPriority(250)
    /// The priority ``View/systemLayoutSizeFitting(_:)`` pulls the size toward its target
    /// with (50).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether `a` is weaker than `b`.
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// A priority `b` above `a`, as `.defaultHigh + 1`.
    public static func + (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    /// A priority `b` below `a`, as `.required - 1`.
    public static func - (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue - b) }
}
