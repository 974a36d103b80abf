import RKGeometry

/// One side of a compositional layout's size (NSCollectionLayoutDimension): a fraction of
/// the container's width or height, a fixed number of points, or an estimate the cell's
/// own size replaces.
public struct CollectionLayoutDimension: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, the points, or the estimate.
    public let dimension: Double

    /// A fraction of the container's width (1 fills it).
    public static func fractionalWidth(_ fraction: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalWidth, dimension: fraction)
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalHeight, dimension: fraction)
    }
    /// A fixed number of points.
    public static func absolute(_ points: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .absolute, dimension: points)
    }
    /// An estimate: the cell is measured (its constraints, or `sizeThatFits(_:)`) and its own
    /// size is used.
    public static func estimated(_ points: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .estimated, dimension: points)
    }

    /// Whether it is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The points it stands for in a container of `size` (an estimate stands for itself until
    /// measured); a NaN, infinite or negative value is zero.
    func resolved(in size: Size) -> Double {
        let v: Double
        switch kind {
        case .fractionalWidth: v = dimension * size.width
        case .fractionalHeight: v = dimension * size.height
        case .absolute, .estimated: v = dimension
        }
        return v.isFinite ? Swift.max(0, v) : 0
    }
}
