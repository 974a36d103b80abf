/// The position of a row in a ``TableView`` or an item in a ``CollectionView``: its section,
/// and its row (or item) in that section (Foundation's IndexPath as UIKit uses it).
///
/// Index paths order section first, then row, which is the order rows are shown in.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section's index.
  public var section: Int
  /// The row's index in its section.
  public var row: Int

  /// The index path of `row` in `section`.
  public init(row: Int, section: Int) {
    self.section = section
    self.row = row
  }

  /// The index path of `item` in `section` (a collection view's spelling).
  public init(item: Int, section: Int) {
    self.init(row: item, section: section)
  }

  /// The item's index in its section: the same number as ``row``, by a collection view's name.
  public var item: Int {
    get { row }
    set { row = newValue }
  }

  /// Section first, then row.
  public static func < (a: IndexPath, b: IndexPath) -> Bool {
    a.section != b.section ? a.section < b.section : a.row < b.row
  }

  /// `[section, row]`, as Foundation prints an index path.
  public var description: String { "[\(section), \(row)]" }
}
