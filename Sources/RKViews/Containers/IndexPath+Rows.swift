import Foundation

/// Foundation's IndexPath names a table's rows and a collection view's items as UIKit's
/// extension of it does: a section, then a row (or item). Apps that import Foundation keep
/// writing `IndexPath(row: 2, section: 0)` and `indexPath.row`, with no second type to clash
/// with. Index paths order section first, then row, which is the order rows show in.
extension IndexPath {
    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index path of `item` in `section` (a collection view's spelling).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section's index (the first index; 0 for an empty path rather than a trap).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set {
            if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) }
        }
    }

    /// The row's index in its section (the second index; 0 when there is none).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set {
            if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) }
        }
    }

    /// The item's index in its section: ``row`` by a collection view's name.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
