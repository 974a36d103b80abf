import Foundation
import RKGeometry

/// Where a collection view shows one element, as its layout computed it
/// (UICollectionViewLayoutAttributes).
@MainActor
open class CollectionViewLayoutAttributes {
    /// What kind of element the attributes place.
    public enum Category: Sendable {
        /// An item's cell.
        case cell
        /// A header, footer or other supplementary view.
        case supplementaryView
    }

    /// The item, or the section (row 0) of a supplementary view.
    public var indexPath: IndexPath
    /// A cell or a supplementary view.
    public let representedElementCategory: Category
    /// The kind of a supplementary view (``CollectionView/elementKindSectionHeader``...); nil for a cell.
    public let representedElementKind: String?
    /// The element's frame in content coordinates.
    public var frame: Rect
    /// The element's opacity.
    public var alpha = 1.0
    /// Elements with a higher z index show above the others.
    public var zIndex = 0
    /// Whether the element is hidden.
    public var isHidden = false

    /// The attributes of an item's cell.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// The attributes of a supplementary view of a kind.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        frame = .zero
    }

    /// The center of the frame.
    public var center: Point { frame.center }
    /// The size of the frame.
    public var size: Size { frame.size }
}
