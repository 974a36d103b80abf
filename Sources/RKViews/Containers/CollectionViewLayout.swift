import Foundation
import RKGeometry
import RKGraphics

/// Places a ``CollectionView``'s items and supplementary views (UICollectionViewLayout):
/// subclasses compute frames in ``prepare()`` and answer what lies in a rectangle.
@MainActor
open class CollectionViewLayout {
    /// The collection view the layout places elements for.
    public internal(set) weak var collectionView: CollectionView?

    /// The classes of decoration views, by kind (see ``register(_:forDecorationViewOfKind:)``).
    var decorationViewClasses: [String: CollectionReusableView.Type] = [:]
    /// The background a list layout gives the collection view it is set on (see
    /// ``CollectionLayoutListConfiguration/backgroundColor``); nil leaves the collection view's own.
    var listBackgroundColor: Color?

    /// A layout with nothing placed yet.
    public init() {}

    /// Registers the class the collection view makes decoration views of `kind` from (a
    /// section's background); nil removes it. Decoration views come from the layout, not the
    /// data source, and take no touches.
    public func register(_ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind kind: String) {
        decorationViewClasses[kind] = viewClass
        invalidateLayout()
    }

    /// Computes the layout; called before the collection view asks for elements after an
    /// invalidation (a reload, an update, a new size).
    open func prepare() {}

    /// The size of everything the layout places.
    open var collectionViewContentSize: Size { .zero }

    /// The elements whose frames meet `rect`, in content coordinates.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] { [] }

    /// The attributes of one item, or nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view, or nil.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// The attributes of one decoration view, or nil.
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// Whether a new bounds (a scroll, a resize) needs the layout computed again: true when
    /// the size changed.
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size
    }

    /// The sections whose items scroll sideways in a line of their own, by section (none but
    /// in a compositional layout).
    var orthogonalSections: [Int: OrthogonalSection] { [:] }

    /// Marks the layout to be prepared again before it is next used.
    open func invalidateLayout() {
        collectionView?.layoutIsValid = false
        collectionView?.setNeedsLayout()
    }
}
