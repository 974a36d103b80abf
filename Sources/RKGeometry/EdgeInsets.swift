/// Distances inward from each edge of a rectangle, as UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    @inlinable public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    public static let zero = EdgeInsets()

    /// left + right.
    @inlinable public var horizontal: Double { left + right }
    /// top + bottom.
    @inlinable public var vertical: Double { top + bottom }
}
