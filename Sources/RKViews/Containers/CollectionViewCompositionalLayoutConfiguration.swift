/// Settings for a whole compositional layout (UICollectionViewCompositionalLayoutConfiguration).
/// Sections follow one another down the view; sideways lines come from each section's
/// ``CollectionLayoutSection/orthogonalScrollingBehavior``.
@MainActor
open class CollectionViewCompositionalLayoutConfiguration {
    /// The space between one section and the next.
    public var interSectionSpacing = 0.0

    /// The default settings.
    public init() {}
}
