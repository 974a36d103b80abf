import Foundation
import RKGeometry
import RKGraphics
import RKMainLoop

/// A scrolling arrangement of items placed by a ``CollectionViewLayout`` (UICollectionView),
/// fed by a ``CollectionViewDataSource`` (or ``CollectionViewDiffableDataSource``).
///
/// As a table, it keeps cells only for the items in view and reuses them: classes are
/// registered with ``register(_:forCellWithReuseIdentifier:)`` and cells come from
/// ``dequeueReusableCell(withReuseIdentifier:for:)``. Tapping an item selects it; batch
/// updates animate items to their new places (CollectionView+Updates.swift).
@MainActor
open class CollectionView: ScrollView {
    /// The direction a layout scrolls in (UICollectionView.ScrollDirection).
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection

    /// The kind of section headers, for supplementary views.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers, for supplementary views.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where an item ends up when scrolled to (UICollectionView.ScrollPosition).
    public enum ScrollPosition: Sendable {
        /// The least scrolling that shows the item.
        case none
        /// At the top.
        case top
        /// Centered vertically.
        case centeredVertically
        /// At the bottom.
        case bottom
        /// At the left.
        case left
        /// Centered horizontally.
        case centeredHorizontally
        /// At the right.
        case right
    }

    /// The layout placing the items; setting it lays the items out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            if let color = collectionViewLayout.listBackgroundColor { backgroundColor = color }
            collectionViewLayout.invalidateLayout()
        }
    }
    /// Supplies the sections, items and cells; setting it reloads.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }
    /// Told about items coming up, so their data can load ahead.
    public weak var prefetchDataSource: CollectionViewDataSourcePrefetching?
    /// Whether the prefetch data source hears about items ahead (true by default).
    public var isPrefetchingEnabled = true
    /// The collection view's delegate, when ``ScrollView/delegate`` is one.
    var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }

    /// Whether the user can select items (true by default).
    public var allowsSelection = true
    /// Whether the user can select several items; a tap on a selected item deselects it.
    public var allowsMultipleSelection = false

    var counts: [Int] = []
    /// While a dragged item is over another section: the counts from before the drag (see
    /// ``updateInteractiveMovementTargetPosition(_:)``).
    var movementBaseCounts: [Int]?
    var needsReload = true
    var layoutIsValid = false
    private var preparedSize = Size.zero
    var registeredCells: [String: CollectionViewCell.Type] = [:]
    var registeredSupplementary: [String: CollectionReusableView.Type] = [:]
    var visible: [IndexPath: CollectionViewCell] = [:]
    var visibleSupplementary: [String: CollectionReusableView] = [:]
    /// The layout's decoration views in view, by kind, section and item; and those put aside,
    /// by kind.
    var visibleDecorations: [String: CollectionReusableView] = [:]
    var decorationPool: [String: [CollectionReusableView]] = [:]
    var reusePool: [String: [CollectionReusableView]] = [:]
    var selectedPaths: Set<IndexPath> = []
    var trackedTouchPath: IndexPath?
    var updateDepth = 0
    var pendingUpdate: TableViewBatchUpdate?
    /// False while a batch update applies without animation.
    var animatesUpdates = true
    var prefetched: Set<IndexPath> = []
    /// The item the user is moving, if any.
    var movement: InteractiveMovement?
    var lastPrefetchOffset = 0.0
    /// The scroll views of the sections that scroll sideways, by section.
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    /// How many cells the collection view has made.
    var createdCellCount = 0

    /// A collection view with a frame and a layout.
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        // A list layout brings its background, as UIKit's list configurations do.
        backgroundColor = layout.listBackgroundColor ?? Theme.contentBackground
        ContainerContextMenu.install(on: self) { [weak self] point in
            guard let self, let path = self.indexPathForItem(at: point) else { return nil }
            return self.collectionDelegate?.collectionView(self, contextMenuConfigurationForItemAt: path, point: point)
        }
    }

    // MARK: Registration and reuse

    /// Registers the cell class made for `identifier` when none is free for reuse.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// Registers the class of a supplementary view of a kind.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        registeredSupplementary[kind + "/" + identifier] = viewClass
    }

    /// A cell for an item: one that scrolled away, prepared for reuse, or a new one of the
    /// registered class (a plain cell and a log line when nothing is registered).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = popReusable(identifier) as? CollectionViewCell { return cell }
        let type = registeredCells[identifier]
        if type == nil { RecipeLog.write("CollectionView: no cell class registered for '\(identifier)'; using a plain cell") }
        let cell = (type ?? CollectionViewCell.self).init(frame: .zero)
        cell.reuseIdentifier = identifier
        createdCellCount += 1
        return cell
    }

    /// A supplementary view of a kind, reused or new.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = kind + "/" + identifier
        if let v = popReusable(key) { return v }
        let v = (registeredSupplementary[key] ?? CollectionReusableView.self).init(frame: .zero)
        v.reuseIdentifier = key
        return v
    }

    private func popReusable(_ key: String) -> CollectionReusableView? {
        guard var pool = reusePool[key], let v = pool.popLast() else { return nil }
        reusePool[key] = pool
        v.isHidden = false
        v.prepareForReuse()
        return v
    }

    func enqueue(_ view: CollectionReusableView) {
        view.isHidden = true
        reusePool[view.reuseIdentifier ?? "", default: []].append(view)
    }

    // MARK: Data

    /// Asks the data source for everything again and lays the items out anew, without animation.
    public func reloadData() {
        for (p, cell) in visible {
            enqueue(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: p)
        }
        visible = [:]
        for v in visibleSupplementary.values { enqueue(v) }
        visibleSupplementary = [:]
        selectedPaths = []
        needsReload = true
        layoutIsValid = false
        setNeedsLayout()
    }

    func reloadCounts() {
        needsReload = false
        guard let source = dataSource else {
            counts = []
            return
        }
        counts = (0..<Swift.max(0, source.numberOfSections(in: self))).map {
            Swift.max(0, source.collectionView(self, numberOfItemsInSection: $0))
        }
    }

    /// The number of sections, from the last reload.
    public var numberOfSections: Int {
        if needsReload { reloadCounts() }
        return counts.count
    }

    /// The number of items in a section, from the last reload.
    public func numberOfItems(inSection section: Int) -> Int {
        if needsReload { reloadCounts() }
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The size of an item as its cell would have it (for self-sizing layouts): a cell from
    /// the data source, measured, then returned to the pool. With `fixedWidth`, the width is
    /// `size.width` and only the height is measured.
    func measureItem(at path: IndexPath, fitting size: Size, fixedWidth: Bool = false) -> Size {
        guard let cell = dataSource?.collectionView(self, cellForItemAt: path) else { return .zero }
        let measured = fixedWidth ? cell.selfSizingSize(width: size.width) : cell.selfSizingSize(fitting: size)
        if cell.superview !== self {
            cell.isHidden = true
            insertSubview(cell, at: 0)
        }
        if visible.values.contains(where: { $0 === cell }) == false { enqueue(cell) }
        return measured
    }

    func prepareLayoutIfNeeded() {
        if needsReload { reloadCounts() }
        if !layoutIsValid || preparedSize != bounds.size {
            layoutIsValid = true
            preparedSize = bounds.size
            collectionViewLayout.prepare()
            let size = collectionViewLayout.collectionViewContentSize
            if contentSize != size { contentSize = size }
        }
    }

    // MARK: Cells in view

    /// The cells showing items.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { visible[$0] } }
    /// The items that have cells, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }
    /// The cell showing an item, or nil.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { visible[indexPath] }
    /// The item a cell shows, or nil.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }
    /// The supplementary view showing for a kind and section, or nil.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        visibleSupplementary["\(kind)#\(indexPath.section)"]
    }

    /// The item at a point in content coordinates, or nil.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        prepareLayoutIfNeeded()
        let (inLine, line) = layoutPoint(for: point)
        return collectionViewLayout.layoutAttributesForElements(in: Rect(x: point.x, y: point.y, width: 0.001, height: 0.001))
            .first {
                $0.representedElementCategory == .cell
                    && $0.frame.contains($0.indexPath.section == line ? inLine : point)
            }?.indexPath
    }

    /// The attributes of an item from the layout.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Lays out the items in view: cells made or reused, frames from the layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
        layoutElements()
        updatePrefetching()
    }

    func layoutElements() {
        syncOrthogonalScrollers()
        let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds)
        var cells: [IndexPath: CollectionViewLayoutAttributes] = [:]
        var extras: [String: CollectionViewLayoutAttributes] = [:]
        var decorations: [String: CollectionViewLayoutAttributes] = [:]
        for a in attributes {
            if a.representedElementCategory == .cell {
                // While an item moves, each place shows the item that makes room there.
                cells[item(atPosition: a.indexPath)] = a
            } else if let kind = a.representedElementKind {
                if a.representedElementCategory == .decorationView {
                    decorations["\(kind)#\(a.indexPath.section)#\(a.indexPath.item)"] = a
                } else {
                    extras["\(kind)#\(a.indexPath.section)"] = a
                }
            }
        }
        layoutDecorations(decorations)
        for (p, cell) in visible where cells[p] == nil && movement?.source != p {
            visible[p] = nil
            enqueue(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: p)
        }
        for (key, v) in visibleSupplementary where extras[key] == nil {
            visibleSupplementary[key] = nil
            enqueue(v)
        }
        for (p, a) in cells {
            let cell = visible[p] ?? makeCell(at: p, frame: a.frame)
            // An update may have moved the item into or out of a sideways section.
            let host = cellHost(forSection: p.section)
            if cell.superview !== host { host.insertSubview(cell, at: 0) }
            // The moving item's cell stays under the finger.
            if movement?.source == p { continue }
            apply(a, to: cell, section: p.section)
        }
        for (key, a) in extras {
            guard let kind = a.representedElementKind else { continue }
            let v: CollectionReusableView
            if let existing = visibleSupplementary[key] {
                v = existing
            } else {
                guard let made = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: a.indexPath)
                else { continue }
                if made.superview !== self { addSubview(made) }
                made.isHidden = false
                visibleSupplementary[key] = made
                v = made
            }
            apply(a, to: v)
        }
    }

    /// Shows the layout's decoration views for `attributes` (keyed by kind, section and item),
    /// made from the classes registered on the layout, and puts aside those no longer in view.
    /// Those below the cells (a negative z index, a section's background) go to the back.
    private func layoutDecorations(_ attributes: [String: CollectionViewLayoutAttributes]) {
        for (key, v) in visibleDecorations where attributes[key] == nil {
            visibleDecorations[key] = nil
            v.isHidden = true
            decorationPool[v.reuseIdentifier ?? "", default: []].append(v)
        }
        for (key, a) in attributes {
            guard let kind = a.representedElementKind else { continue }
            let v: CollectionReusableView
            if let existing = visibleDecorations[key] {
                v = existing
            } else if let reused = decorationPool[kind]?.popLast() {
                v = reused
                v.prepareForReuse()
            } else {
                guard let type = collectionViewLayout.decorationViewClasses[kind] else { continue }
                v = type.init(frame: .zero)
                v.reuseIdentifier = kind
                v.isUserInteractionEnabled = false
                addSubview(v)
            }
            visibleDecorations[key] = v
            View.performWithoutAnimation { apply(a, to: v) }
            v.layer.zPosition = Double(a.zIndex)
            if a.zIndex < 0 { sendSubviewToBack(v) } else if a.zIndex > 0 { bringSubviewToFront(v) }
        }
    }

    /// The decoration view showing for a kind at an index path (a section's background: item 0).
    public func decorationView(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        visibleDecorations["\(kind)#\(indexPath.section)#\(indexPath.item)"]
    }

    private func apply(_ a: CollectionViewLayoutAttributes, to view: View, section: Int? = nil) {
        let frame = section.map { frameInHost(a.frame, section: $0) } ?? a.frame
        if view.frame != frame { view.frame = frame }
        if view.alpha != a.alpha { view.alpha = a.alpha }
        if a.isHidden != view.isHidden { view.isHidden = a.isHidden }
    }

    func makeCell(at p: IndexPath, frame: Rect) -> CollectionViewCell {
        let cell = dataSource?.collectionView(self, cellForItemAt: p) ?? CollectionViewCell(frame: .zero)
        let host = cellHost(forSection: p.section)
        if cell.superview !== host { host.insertSubview(cell, at: 0) }
        cell.isHidden = false
        visible[p] = cell
        View.performWithoutAnimation {
            cell.frame = frameInHost(frame, section: p.section)
            cell.isSelected = selectedPaths.contains(p)
        }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: p)
        return cell
    }

    // MARK: Selection

    /// The selected items in order, or nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths.sorted() }

    /// Selects an item without telling the delegate, and scrolls to it unless `scrollPosition` is `.none`.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for p in selectedPaths { deselectItem(at: p, animated: animated) }
            return
        }
        if !allowsMultipleSelection { for p in selectedPaths where p != indexPath { deselectItem(at: p, animated: animated) } }
        selectedPaths.insert(indexPath)
        visible[indexPath]?.isSelected = true
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedPaths.remove(indexPath) != nil else { return }
        visible[indexPath]?.isSelected = false
    }

    /// Scrolls so that an item shows at a position (within the content); an item of a section
    /// that scrolls sideways is brought into view along its line too.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let a = layoutAttributesForItem(at: indexPath) else { return }
        if let line = orthogonalScrollers[indexPath.section] {
            let f = frameInHost(a.frame, section: indexPath.section)
            var x = line.contentOffset.x
            switch position {
            case .left: x = f.minX - line.leadingInset
            case .centeredHorizontally: x = f.midX - line.bounds.width / 2
            case .right: x = f.maxX + line.leadingInset - line.bounds.width
            default:
                if f.minX < x { x = f.minX - line.leadingInset }
                if f.maxX > x + line.bounds.width { x = f.maxX + line.leadingInset - line.bounds.width }
            }
            let hi = Swift.max(line.minimumContentOffset.x, line.maximumContentOffset.x)
            x = Swift.min(Swift.max(x, line.minimumContentOffset.x), hi)
            line.setContentOffset(Point(x: x, y: line.contentOffset.y), animated: animated)
        }
        let r = a.frame
        let b = bounds
        var o = contentOffset
        switch position {
        case .top: o.y = r.minY
        case .centeredVertically: o.y = r.midY - b.height / 2
        case .bottom: o.y = r.maxY - b.height
        case .left: o.x = r.minX
        case .centeredHorizontally: o.x = r.midX - b.width / 2
        case .right: o.x = r.maxX - b.width
        case .none:
            scrollRectToVisible(r, animated: animated)
            return
        }
        let lo = minimumContentOffset
        let hi = maximumContentOffset
        o = Point(x: Swift.min(Swift.max(o.x, lo.x), hi.x), y: Swift.min(Swift.max(o.y, lo.y), hi.y))
        setContentOffset(o, animated: animated)
    }

    func userSelect(_ p: IndexPath) {
        guard allowsSelection else { return }
        let d = collectionDelegate
        if allowsMultipleSelection, selectedPaths.contains(p) {
            deselectItem(at: p, animated: false)
            d?.collectionView(self, didDeselectItemAt: p)
            return
        }
        guard d?.collectionView(self, shouldSelectItemAt: p) ?? true else { return }
        if !allowsMultipleSelection {
            for q in selectedPaths.sorted() where q != p {
                deselectItem(at: q, animated: false)
                d?.collectionView(self, didDeselectItemAt: q)
            }
        }
        selectedPaths.insert(p)
        visible[p]?.isSelected = true
        d?.collectionView(self, didSelectItemAt: p)
    }

    private func itemPath(of touch: Touch) -> IndexPath? {
        var v = touch.view
        while let c = v, c !== self {
            if let cell = c as? CollectionViewCell, cell.superview === self || cell.superview?.superview === self {
                return indexPath(for: cell)
            }
            v = c.superview
        }
        return nil
    }

    /// A collection view takes the keyboard, so the arrows can move its selection.
    open override var canBecomeFirstResponder: Bool { true }

    /// A collection view is a Tab stop of its own (the arrows move its selection).
    open override var canBecomeFocused: Bool { isUserInteractionEnabled && !isHidden && alpha >= 0.01 }

    /// The arrow keys move the selection to the next item or the nearest in the line below or
    /// above (the delegate hears it) and scroll it into view; Return performs the selected
    /// item's primary action; Escape deselects. Other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        if !collectionPressesBegan(presses) { super.pressesBegan(presses, with: event) }
    }

    /// Presses this collection view handled in ``pressesBegan(_:with:)`` end here too.
    open override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
        guard let key = presses.first?.key.code, [.down, .up, .left, .right, .return, .keypadEnter].contains(key)
        else { return super.pressesEnded(presses, with: event) }
    }

    /// A finger on an item highlights it.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        trackedTouchPath = nil
        guard allowsSelection, let touch = touches.first, let p = itemPath(of: touch),
            collectionDelegate?.collectionView(self, shouldHighlightItemAt: p) ?? true
        else { return }
        trackedTouchPath = p
        visible[p]?.isHighlighted = true
    }
    /// Moves leave the highlight: a scroll takes the touch instead.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Lifting on the item the finger went down on selects it.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let p = trackedTouchPath else { return }
        trackedTouchPath = nil
        visible[p]?.isHighlighted = false
        if let touch = touches.first, let cell = visible[p], cell.bounds.contains(touch.location(in: cell)) { userSelect(p) }
    }
    /// A scroll took the touch: the highlight goes.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if let p = trackedTouchPath { visible[p]?.isHighlighted = false }
        trackedTouchPath = nil
    }
}
