import RKGeometry

/// The width and height of an item, group or supplementary item of a compositional layout
/// (NSCollectionLayoutSize), each relative to its container, fixed, or estimated.
public struct CollectionLayoutSize: Hashable, Sendable {
    /// The width.
    public var widthDimension: CollectionLayoutDimension
    /// The height.
    public var heightDimension: CollectionLayoutDimension

    /// A size of two dimensions.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in points in a container of `size`.
    func resolved(in size: Size) -> Size {
        Size(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}
