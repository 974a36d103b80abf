/// Distances inward from each edge of a rectangle, as UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the left edge, in points.
    public var left: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the right edge, in points.
    public var right: Double

    /// Insets with the given distance from each edge; edges left out are not inset.
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

    /// No inset on any edge (UIEdgeInsets.zero).
    public static let zero = EdgeInsets()

    /// left + right.
    @inlinable public var horizontal: Double { left + right }
    /// top + bottom.
    @inlinable public var vertical: Double { top + bottom }
}
