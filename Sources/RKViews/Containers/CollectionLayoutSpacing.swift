/// The space between the items of a compositional layout's group (NSCollectionLayoutSpacing):
/// exactly some points, or at least some points with what is left over shared out.
public struct CollectionLayoutSpacing: Hashable, Sendable {
    /// The points.
    public let spacing: Double
    /// Whether the spacing grows to share the room left over.
    public let isFlexibleSpacing: Bool

    /// Exactly `points` between items.
    public static func fixed(_ points: Double) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: points, isFlexibleSpacing: false)
    }
    /// At least `points` between items; the room the group has left is shared between the gaps.
    public static func flexible(_ points: Double) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: points, isFlexibleSpacing: true)
    }
    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
