import Foundation

/// Told which items are about to scroll into view, so their data (images, records) can load
/// ahead (UICollectionViewDataSourcePrefetching), and which no longer will.
@MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Items coming up in the direction of scrolling; start loading what their cells need.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items earlier prefetched that scrolling turned away from; cancel their loading.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
