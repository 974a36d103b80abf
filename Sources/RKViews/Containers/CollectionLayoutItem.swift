import RKGeometry

/// The smallest part of a compositional layout (NSCollectionLayoutItem): one cell, sized
/// relative to the group that holds it.
@MainActor
open class CollectionLayoutItem {
    /// The item's size, relative to its group.
    public let layoutSize: CollectionLayoutSize
    /// Space the cell keeps inside the room its size gives it. Ignored along an estimated
    /// dimension, where the cell's own size is used.
    public var contentInsets = EdgeInsets()

    /// An item of a size.
    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}
