import Foundation

/// Numbers registrations: each takes the next, so two registrations (even of different cell
/// classes, one made after the other was freed) never share a reuse pool.
private enum RegistrationCounter {
    @MainActor static var last = 0

    @MainActor static func next(_ prefix: String) -> String {
        last += 1
        return "\(prefix)-\(last)"
    }
}

extension CollectionView {
    /// How cells of one class are made and configured for items of one type
    /// (UICollectionView.CellRegistration): the way current UIKit code feeds a collection
    /// view, without reuse identifiers. Create it once (in `viewDidLoad`, not in the cell
    /// provider) and dequeue with ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``,
    /// which registers the class the first time and runs the handler on every cell it hands out.
    ///
    /// ```swift
    /// let row = CollectionView.CellRegistration<RowCell, String> { cell, indexPath, name in
    ///     cell.label.text = name
    /// }
    /// dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { cv, indexPath, name in
    ///     cv.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
    /// }
    /// ```
    @MainActor
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// What configures a dequeued cell for an item at an index path.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

        /// Configures each cell handed out.
        public let handler: Handler
        /// The reuse identifier its cells are pooled under.
        let reuseIdentifier: String

        /// A registration of `Cell` whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationCounter.next("CellRegistration")
        }
    }

    /// How supplementary views (headers, footers) of one class and kind are made and
    /// configured (UICollectionView.SupplementaryRegistration); dequeue with
    /// ``CollectionView/dequeueConfiguredReusableSupplementary(using:for:)``.
    ///
    /// ```swift
    /// let header = CollectionView.SupplementaryRegistration<TitleView>(
    ///     elementKind: CollectionView.elementKindSectionHeader) { view, kind, indexPath in
    ///     view.label.text = sections[indexPath.section]
    /// }
    /// dataSource.supplementaryViewProvider = { cv, kind, indexPath in
    ///     cv.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    /// }
    /// ```
    @MainActor
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// What configures a dequeued view of a kind at an index path.
        public typealias Handler =
            @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The kind of view it makes, such as ``CollectionView/elementKindSectionHeader``.
        public let elementKind: String
        /// Configures each view handed out.
        public let handler: Handler
        /// The reuse identifier its views are pooled under.
        let reuseIdentifier: String

        /// A registration of `Supplementary` views of `elementKind` that `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationCounter.next("SupplementaryRegistration")
        }
    }

    /// A cell of the registration's class for `item`, reused or new, configured by the
    /// registration's handler (UICollectionView.dequeueConfiguredReusableCell(using:for:item:)).
    /// With a nil item the cell is handed out unconfigured.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let identifier = registration.reuseIdentifier
        register(Cell.self, forCellWithReuseIdentifier: identifier)
        // The identifier is the registration's own, so every cell pooled under it is a `Cell`.
        let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind, reused or new, configured by
    /// its handler (UICollectionView.dequeueConfiguredReusableSupplementary(using:for:)).
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let identifier = registration.reuseIdentifier, kind = registration.elementKind
        register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
            as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
