import RKGeometry

/// A section of a compositional layout (NSCollectionLayoutSection): its group repeated until
/// every item of the section has a place, one under the other, or side by side in a line that
/// scrolls sideways (``orthogonalScrollingBehavior``).
@MainActor
open class CollectionLayoutSection {
    /// The group the section repeats.
    public let group: CollectionLayoutGroup
    /// Space around the section's groups (headers and footers keep the sides too).
    public var contentInsets = EdgeInsets()
    /// The space between one group and the next.
    public var interGroupSpacing = 0.0
    /// Whether the groups scroll sideways in one line; ``CollectionLayoutSectionOrthogonalScrollingBehavior/none`` by default.
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Views the layout places with the section (a background), of kinds registered on the
    /// layout.
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// For a section made by ``list(using:layoutEnvironment:)``: its separators and background.
    var listConfiguration: CollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}
