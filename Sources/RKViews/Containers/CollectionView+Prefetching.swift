import Foundation
import RKGeometry

extension CollectionView {
    /// Tells the prefetch data source about the items in the screenful ahead in the direction
    /// of scrolling, and cancels those it turned away from (items that came into view are not
    /// cancelled: their cells need the data).
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else { return }
        let b = bounds
        let horizontal = contentSize.width > b.width && contentSize.height <= b.height
        let position = horizontal ? b.minX : b.minY
        let forward = position >= lastPrefetchOffset
        lastPrefetchOffset = position
        var ahead = b
        if horizontal {
            ahead.origin.x += forward ? b.width : -b.width
        } else {
            ahead.origin.y += forward ? b.height : -b.height
        }
        var wanted = Set<IndexPath>()
        for a in collectionViewLayout.layoutAttributesForElements(in: ahead)
        where a.representedElementCategory == .cell && visible[a.indexPath] == nil && !a.isHidden {
            wanted.insert(a.indexPath)
        }
        let new = wanted.subtracting(prefetched).sorted()
        let cancelled = prefetched.subtracting(wanted).filter { visible[$0] == nil }.sorted()
        prefetched = wanted
        if !cancelled.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !new.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: new) }
    }
}
