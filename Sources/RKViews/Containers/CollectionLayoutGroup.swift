import RKGeometry

/// A row or column of items (or of smaller groups) in a compositional layout
/// (NSCollectionLayoutGroup). A horizontal group places its subitems side by side, a vertical
/// one stacks them; without a count, the subitems repeat for as long as they fit, so an item a
/// quarter of the group's width makes four columns. A section repeats its group until every
/// item of the section has a place.
@MainActor
open class CollectionLayoutGroup: CollectionLayoutItem {
    /// The direction subitems follow one another in.
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The items and groups the group is made of, in order.
    public let subitems: [CollectionLayoutItem]
    /// When set, the group holds exactly this many of its one subitem, sharing its length.
    let count: Int?
    /// The space between subitems (none by default).
    public var interItemSpacing: CollectionLayoutSpacing?

    init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count.map { Swift.max(1, $0) }
        super.init(layoutSize: layoutSize)
    }

    /// Subitems side by side, repeated while they fit.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// Exactly `count` of `subitem` side by side, sharing the group's width (their own width
    /// is ignored): the way to ask for N columns.
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem,
                                  count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// The earlier spelling of ``horizontal(layoutSize:repeatingSubitem:count:)``.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem,
                                  count: Int) -> CollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// Subitems stacked top to bottom, repeated while they fit.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// Exactly `count` of `subitem` stacked, sharing the group's height.
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem,
                                count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// The earlier spelling of ``vertical(layoutSize:repeatingSubitem:count:)``.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem,
                                count: Int) -> CollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}
