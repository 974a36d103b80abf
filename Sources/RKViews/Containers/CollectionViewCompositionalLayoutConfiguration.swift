/// Settings for a whole compositional layout (UICollectionViewCompositionalLayoutConfiguration).
/// Sections follow one another down the view, or across it with a horizontal
/// ``scrollDirection``; sideways lines come from each section's
/// ``CollectionLayoutSection/orthogonalScrollingBehavior``.
@MainActor
open class CollectionViewCompositionalLayoutConfiguration {
    /// The space between one section and the next.
    public var interSectionSpacing = 0.0
    /// The direction the whole layout scrolls in: ``CollectionViewFlowLayout/ScrollDirection/vertical``
    /// (the default) stacks sections downwards; ``CollectionViewFlowLayout/ScrollDirection/horizontal``
    /// puts them side by side, each section's groups following one another to the right, and
    /// fractional heights taken from the view's height. A section's own sideways scrolling
    /// applies only to a vertical layout.
    public var scrollDirection = CollectionView.ScrollDirection.vertical

    /// The default settings.
    public init() {}
}
