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
        /// A view the layout itself provides (a section's background, a list's separator),
        /// made from the class registered with
        /// ``CollectionViewLayout/register(_:forDecorationViewOfKind:)``.
        case decorationView
    }

    /// The item, or the section (row 0) of a supplementary view.
    public var indexPath: IndexPath
    /// A cell or a supplementary view.
    public let representedElementCategory: Category
    /// The kind of a supplementary or decoration view (``CollectionView/elementKindSectionHeader``...); nil for a cell.
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

    /// The attributes of a decoration view of a kind (the section's, `indexPath`'s item 0, for
    /// a section's background).
    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = kind
        frame = .zero
    }

    /// The center of the frame.
    public var center: Point { frame.center }
    /// The size of the frame.
    public var size: Size { frame.size }
}
