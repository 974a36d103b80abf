import Foundation

extension TableView {
    /// How many rows past the view are prefetched in the direction of scrolling.
    static let prefetchDistance = 10

    /// Tells the prefetch data source about the rows coming up after a scroll, and cancels
    /// those it turned away from.
    func updatePrefetching() {
        guard let prefetcher = prefetchDataSource, !visible.isEmpty else { return }
        let rows = visible.keys
        guard let first = rows.min(), let last = rows.max(), let gFirst = globalIndex(first),
            let gLast = globalIndex(last)
        else { return }
        let down = bounds.minY >= lastPrefetchOffset
        lastPrefetchOffset = bounds.minY
        let range =
            down
            ? (gLast + 1)..<Swift.min(heights.count, gLast + 1 + TableView.prefetchDistance)
            : Swift.max(0, gFirst - TableView.prefetchDistance)..<gFirst
        var ahead = Set<IndexPath>()
        for g in range {
            guard let s = section(containingGlobal: g) else { continue }
            ahead.insert(IndexPath(row: g - sections[s].firstRow, section: s))
        }
        let new = ahead.subtracting(prefetched).sorted()
        let cancelled = prefetched.subtracting(ahead).filter { visible[$0] == nil }.sorted()
        prefetched = ahead
        if !cancelled.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !new.isEmpty { prefetcher.tableView(self, prefetchRowsAt: new) }
    }
}
