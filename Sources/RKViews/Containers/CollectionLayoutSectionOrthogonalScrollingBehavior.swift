/// How a compositional layout's section scrolls across the collection view's own direction
/// (UICollectionLayoutSectionOrthogonalScrollingBehavior): its groups then sit in one line
/// that scrolls sideways on its own.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Sendable {
    /// No sideways scrolling: groups follow one another down the collection view.
    case none
    /// Scrolls freely and coasts.
    case continuous
    /// Scrolls freely and comes to rest with a group's leading edge at the section's.
    case continuousGroupLeadingBoundary
    /// Scrolls a collection view's width at a time.
    case paging
    /// Scrolls a group at a time, resting with a group at the leading edge.
    case groupPaging
    /// Scrolls a group at a time, resting with a group centered.
    case groupPagingCentered
}
