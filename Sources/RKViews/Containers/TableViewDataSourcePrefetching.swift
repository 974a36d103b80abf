import Foundation

/// Told which rows are about to scroll into view, so their data (images, records) can load
/// ahead (UITableViewDataSourcePrefetching), and which no longer will.
@MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Rows coming up in the direction of scrolling; start loading what their cells need.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows earlier prefetched that scrolling turned away from; cancel their loading.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
