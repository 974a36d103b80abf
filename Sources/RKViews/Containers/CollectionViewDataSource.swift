import Foundation
import RKGeometry

/// Supplies a ``CollectionView``'s sections, items, cells and supplementary views
/// (UICollectionViewDataSource). Spelt exactly as UIKit's Swift names: a misspelt optional
/// method would compile and never be called.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, usually from ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// Whether the user may move an item (true by default; see
    /// ``CollectionView/beginInteractiveMovementForItem(at:)``).
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item: move it in the model (the collection view already shows it there).
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// A header, footer or other supplementary view, usually from
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView()
    }
}

/// Steers a ``CollectionView``'s selection and hears about items showing and hiding
/// (UICollectionViewDelegate); it is also the collection view's ``ScrollViewDelegate``.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a touch highlights an item (true by default).
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Whether the user may select an item (true by default).
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected an item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user deselected an item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to show an item.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell stopped showing an item.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// Return (or Enter) on the selected item: open it, as a tap would in a list.
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// The menu a right click (or the Menu key) on an item opens; nil (the default) for none.
    /// `point` is in the collection view's coordinates.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: Point) -> ContextMenuConfiguration?
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: Point) -> ContextMenuConfiguration? {
        nil
    }
    public func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
}

/// Sizes and spaces a ``CollectionViewFlowLayout``'s items per item and per section
/// (UICollectionViewDelegateFlowLayout); each default is the layout's own property.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// An item's size.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath)
        -> Size
    /// A section's insets.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int)
        -> EdgeInsets
    /// A section's least line spacing.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> Double
    /// A section's least spacing between items in a line.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> Double
    /// A section header's size.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> Size
    /// A section footer's size.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> Size
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath)
        -> Size
    { (layout as? CollectionViewFlowLayout)?.itemSize ?? Size(width: 50, height: 50) }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int)
        -> EdgeInsets
    { (layout as? CollectionViewFlowLayout)?.sectionInset ?? EdgeInsets() }
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> Double { (layout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10 }
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> Double { (layout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10 }
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> Size { (layout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> Size { (layout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}
