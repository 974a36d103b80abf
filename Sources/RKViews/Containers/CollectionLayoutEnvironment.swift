import RKGeometry
import RKGraphics

/// What a compositional layout's section provider knows of where the section goes
/// (NSCollectionLayoutEnvironment): the container's size and the traits, so a section can
/// choose its columns by width.
public struct CollectionLayoutEnvironment: Sendable {
    /// The collection view's size.
    public let container: CollectionLayoutContainer
    /// The collection view's traits.
    public let traitCollection: TraitCollection
}

/// The space a compositional layout fills (NSCollectionLayoutContainer).
public struct CollectionLayoutContainer: Sendable {
    /// The collection view's size.
    public let contentSize: Size
    /// The size less the content insets.
    public let effectiveContentSize: Size
    /// The collection view's content insets.
    public let contentInsets: EdgeInsets
}
