import RKGeometry

/// A view a compositional layout places itself, behind or over a section
/// (NSCollectionLayoutDecorationItem): a section's background, made from the class the layout
/// registered for its kind with ``CollectionViewLayout/register(_:forDecorationViewOfKind:)``.
@MainActor
open class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// The kind of decoration view, as registered on the layout.
    public let elementKind: String
    /// Above the cells when positive, behind them when negative (a background is −1).
    public var zIndex = 0

    /// A decoration of a kind, the size of its section.
    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background behind the section's items (not its headers and footers), the section's
    /// whole width, less its ``CollectionLayoutItem/contentInsets``: set them to the section's
    /// own insets for a background that hugs the items.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        let item = CollectionLayoutDecorationItem(elementKind: elementKind)
        item.zIndex = -1
        return item
    }
}
