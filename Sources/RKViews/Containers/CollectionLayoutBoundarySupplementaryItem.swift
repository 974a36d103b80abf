import RKGeometry

/// A header or footer of a compositional layout's section
/// (NSCollectionLayoutBoundarySupplementaryItem), shown by the data source's supplementary
/// view for its `elementKind`.
@MainActor
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    /// Where on the section's boundary the view sits (NSRectAlignment).
    public enum Alignment: Sendable {
        /// Above the section.
        case top
        /// Below the section.
        case bottom
    }

    /// The kind the data source is asked a view for (``CollectionView/elementKindSectionHeader``...).
    public let elementKind: String
    /// Above or below the section.
    public let alignment: Alignment
    /// Whether a header stays at the top of the view while its section scrolls under it.
    public var pinToVisibleBounds = false

    /// A supplementary item of a size, kind and place.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: Alignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}
