import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop

/// A scrolling list of rows in sections (UITableView), fed by a ``TableViewDataSource`` and
/// steered by a ``TableViewDelegate``.
///
/// Only the rows in view have cells: cells are registered by class with
/// ``register(_:forCellReuseIdentifier:)``, made by ``dequeueReusableCell(withIdentifier:for:)``
/// and reused as rows scroll away, so a table of a million rows holds a screenful of cells.
/// Row offsets come from a Fenwick tree of heights: estimated heights
/// (``estimatedRowHeight``) are replaced by real ones as rows first show, each in O(log n).
///
/// Styles: ``Style/plain`` keeps the current section's header pinned to the top while its
/// rows scroll under it; ``Style/grouped`` and ``Style/insetGrouped`` show sections as blocks
/// on a gray background. Selection (tap, keyboard), swipe actions, editing (delete and
/// reorder controls), animated batch updates and a section index are in the files beside
/// this one.
@MainActor
open class TableView: ScrollView {
    /// How sections are presented (UITableView.Style).
    public enum Style: Sendable {
        /// Rows edge to edge; section headers stay pinned at the top while their rows scroll.
        case plain
        /// Sections as blocks on a gray background, with headers and footers that scroll.
        case grouped
        /// Grouped, with each section inset from the sides and its corners rounded.
        case insetGrouped
    }

    /// Where a row ends up when scrolled to (UITableView.ScrollPosition).
    public enum ScrollPosition: Sendable {
        /// The least scrolling that shows the whole row.
        case none
        /// The row at the top.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// How rows come and go in batch updates (UITableView.RowAnimation).
    public enum RowAnimation: Sendable {
        /// Fades in or out.
        case fade
        /// Slides in from, or out to, the right.
        case right
        /// Slides in from, or out to, the left.
        case left
        /// Slides down from above, or up out.
        case top
        /// Slides up from below, or down out.
        case bottom
        /// Changes at once; the rows around it still slide.
        case none
        /// Fades, from the row's middle.
        case middle
        /// The table chooses (a fade).
        case automatic
    }

    /// The value of ``rowHeight`` (and header and footer heights) that sizes a row from its
    /// content: the constraints in the cell's content view when it has any (UIKit's
    /// self-sizing cells), else the cell's ``TableViewCell/sizeThatFits(_:)``.
    public static let automaticDimension = -1.0

    /// The table's style, fixed at creation.
    public let style: Style

    /// Supplies the sections, rows and cells; setting it reloads the table.
    public weak var dataSource: TableViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// Told about rows coming up, so their data can load ahead.
    public weak var prefetchDataSource: TableViewDataSourcePrefetching?

    /// The table's delegate, when ``ScrollView/delegate`` is one.
    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    /// The height of every row unless the delegate says otherwise (44 by default);
    /// ``automaticDimension`` sizes rows from their cells.
    public var rowHeight = 44.0 {
        didSet { if rowHeight != oldValue { setNeedsReload() } }
    }
    /// The height assumed for a row until it first shows; ``automaticDimension`` (the default)
    /// assumes ``rowHeight`` (44 when rows size themselves), and 0 turns estimates off: every
    /// row's height is asked for up front.
    public var estimatedRowHeight = TableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { setNeedsReload() } }
    }
    /// The height of section headers unless the delegate says otherwise; ``automaticDimension``
    /// (the default) fits the title or view, or the style's spacing.
    public var sectionHeaderHeight = TableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// The height of section footers unless the delegate says otherwise; ``automaticDimension``
    /// (the default) fits the title or view, or the style's spacing.
    public var sectionFooterHeight = TableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// Whether the user can select rows (true by default).
    public var allowsSelection = true
    /// Whether the user can select several rows; a tap on a selected row then deselects it.
    public var allowsMultipleSelection = false
    /// Whether moving the keyboard focus between rows selects them (UITableView's
    /// `selectionFollowsFocus`). Off by default, as in UIKit: the arrow keys move the focus and
    /// Return or Space selects, so a table whose selection opens a screen (a settings list) can
    /// be browsed from the keyboard.
    public var selectionFollowsFocus = false
    /// Whether rows can be selected while the table edits (false by default).
    public var allowsSelectionDuringEditing = false
    /// The color of the lines between rows.
    public var separatorColor: Color = Theme.separator {
        didSet { for c in visible.values { c.separator.backgroundColor = separatorColor } }
    }
    /// A view above the first section (its frame's height is used).
    public var tableHeaderView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = tableHeaderView { addSubview(v) }
            setNeedsReload()
        }
    }
    /// A view below the last section (its frame's height is used).
    public var tableFooterView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = tableFooterView { addSubview(v) }
            setNeedsReload()
        }
    }

    // MARK: Model

    /// What the table knows of one section.
    struct SectionInfo {
        var rowCount = 0
        /// The global index of its first row in ``heights``.
        var firstRow = 0
        var headerHeight = 0.0
        var footerHeight = 0.0
        /// The headers and footers of the sections above, plus the table header.
        var extrasAbove = 0.0
        var headerTitle: String?
        var footerTitle: String?
    }

    var sections: [SectionInfo] = []
    var heights = RowHeightIndex()
    var needsReload = true
    var sectionIndexTitleList: [String]?

    // MARK: Cells

    var registeredCells: [String: TableViewCell.Type] = [:]
    var registeredHeaderFooters: [String: TableViewHeaderFooterView.Type] = [:]
    /// The cells showing rows, by row.
    var visible: [IndexPath: TableViewCell] = [:]
    /// Cells ready for reuse, hidden in the table, by identifier.
    var reusePool: [String: [TableViewCell]] = [:]
    /// Header and footer views showing, by section.
    var headerViews: [Int: View] = [:]
    var footerViews: [Int: View] = [:]
    /// Standard header and footer views ready for reuse.
    var headerFooterPool: [TableViewHeaderFooterView] = []
    /// How many cells the table has made (they are reused after that).
    var createdCellCount = 0
    /// Cells on their way out in an animation, returned to the pool when it ends.
    var departing: [ObjectIdentifier: TableViewCell] = [:]

    // MARK: Selection, swipe, editing and prefetching state

    var selectedPaths: Set<IndexPath> = []
    /// The row the arrow keys reached (see ``indexPathForFocusedRow``).
    var focusedRowPath: IndexPath?
    var trackedTouchPath: IndexPath?
    var swipe = SwipeState()
    var reorder: ReorderState?
    var prefetched: Set<IndexPath> = []
    var lastLayoutOffset = 0.0
    var lastPrefetchOffset = 0.0
    let swipeRecognizer = PanGestureRecognizer()
    let gestureArbiter = TableGestureArbiter()
    var indexView: TableSectionIndexView?
    var isEditingStorage = false
    var updateDepth = 0
    var pendingUpdate: TableViewBatchUpdate?
    /// False while a batch update applies without animation.
    var animatesUpdates = true

    /// A table with a frame and a style.
    public init(frame: Rect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? Theme.contentBackground : TableView.groupedBackground
        alwaysBounceVertical = true
        isAccessibilityElement = false
        gestureArbiter.table = self
        swipeRecognizer.delegate = gestureArbiter
        swipeRecognizer.addAction { [weak self] r in self?.handleSwipe(r) }
        addGestureRecognizer(swipeRecognizer)
        ContainerContextMenu.install(on: self) { [weak self] point in
            guard let self, let path = self.indexPathForRow(at: point) else { return nil }
            return self.tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: path, point: point)
        }
    }

    /// A plain table with a frame.
    public convenience override init(frame: Rect = .zero) {
        self.init(frame: frame, style: .plain)
    }

    static let groupedBackground = Theme.groupedBackground

    // MARK: Registration and reuse

    /// Registers the cell class made for `identifier` when no cell is free for reuse.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// Registers the header or footer class made for `identifier` (see
    /// ``dequeueReusableHeaderFooterView(withIdentifier:)``).
    public func register(
        _ viewClass: TableViewHeaderFooterView.Type,
        forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        registeredHeaderFooters[identifier] = viewClass
    }

    /// A cell for the row at `indexPath`: one that scrolled away, prepared for reuse, or a new
    /// one of the registered class. An identifier that was never registered gets a default
    /// cell and a log line, not a crash.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> TableViewCell
    {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            if cell.isHidden { cell.isHidden = false }
            cell.prepareForReuse()
            return cell
        }
        let type = registeredCells[identifier]
        if type == nil {
            RecipeLog.write(
                "TableView: no cell class registered for identifier '\(identifier)'; using a default cell")
        }
        let cell = (type ?? TableViewCell.self).init(style: .default, reuseIdentifier: identifier)
        createdCellCount += 1
        return cell
    }

    /// A cell for the identifier without a row: as ``dequeueReusableCell(withIdentifier:for:)``,
    /// or nil when the identifier is not registered and no cell is free.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if reusePool[identifier]?.isEmpty == false || registeredCells[identifier] != nil {
            return dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
        }
        return nil
    }

    /// A header or footer view of the class registered for `identifier`, or nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
        -> TableViewHeaderFooterView?
    {
        if let i = headerFooterPool.firstIndex(where: { $0.reuseIdentifier == identifier }) {
            let v = headerFooterPool.remove(at: i)
            v.prepareForReuse()
            return v
        }
        return registeredHeaderFooters[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    /// Hides a cell in the pool for its identifier.
    func enqueue(_ cell: TableViewCell) {
        if !cell.isHidden { cell.isHidden = true }
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        reusePool[cell.reuseIdentifier ?? "", default: []].append(cell)
    }

    // MARK: Reloading

    /// Asks the data source for everything again and shows it, without animation; cells in
    /// view return to the reuse pool first. Selection is cleared, as in UIKit.
    public func reloadData() {
        for (path, cell) in visible {
            enqueue(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        }
        visible = [:]
        selectedPaths = []
        closeSwipe(animated: false)
        reloadModel()
        setNeedsLayout()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections, from the last reload.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return sections.count
    }

    /// The number of rows in `section`, from the last reload (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    func reloadIfNeeded() {
        if needsReload { reloadModel() }
    }

    /// Reads the counts, titles and first heights from the data source and delegate.
    func reloadModel() {
        needsReload = false
        guard let source = dataSource else {
            sections = []
            heights = RowHeightIndex()
            sectionIndexTitleList = nil
            updateContentSize()
            return
        }
        let count = Swift.max(0, source.numberOfSections(in: self))
        var infos: [SectionInfo] = []
        infos.reserveCapacity(count)
        var first = 0
        for s in 0..<count {
            var info = SectionInfo()
            info.rowCount = Swift.max(0, source.tableView(self, numberOfRowsInSection: s))
            info.firstRow = first
            info.headerTitle = source.tableView(self, titleForHeaderInSection: s)
            info.footerTitle = source.tableView(self, titleForFooterInSection: s)
            first += info.rowCount
            infos.append(info)
        }
        sections = infos
        heights = RowHeightIndex(heights: [])
        let d = tableDelegate
        if d == nil {
            // Without a delegate every row starts alike: no index path, no call per row.
            let (h, m) = initialHeight(IndexPath(row: 0, section: 0), delegate: nil)
            heights = RowHeightIndex(heights: Array(repeating: h, count: first), measured: Array(repeating: m, count: first))
        } else {
            var list: [Double] = []
            list.reserveCapacity(first)
            var measured: [Bool] = []
            measured.reserveCapacity(first)
            for s in 0..<count {
                for r in 0..<infos[s].rowCount {
                    let (h, m) = initialHeight(IndexPath(row: r, section: s), delegate: d)
                    list.append(h)
                    measured.append(m)
                }
            }
            heights = RowHeightIndex(heights: list, measured: measured)
        }
        sectionIndexTitleList = source.sectionIndexTitles(for: self)
        recomputeSectionExtras()
        updateSectionIndex()
    }

    /// A row's height before it shows: its estimate, or (with estimates off) its height.
    /// The second value tells whether it is final.
    /// `delegate` is the table's, looked up once by the caller for all its rows.
    func initialHeight(_ path: IndexPath, delegate d: TableViewDelegate?) -> (Double, Bool) {
        if estimatedRowHeight != 0 {
            var e = d?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
            if e == TableView.automaticDimension || !(e > 0) || !e.isFinite {
                e = rowHeight > 0 && rowHeight.isFinite ? rowHeight : 44
            }
            return (e, false)
        }
        let h = d?.tableView(self, heightForRowAt: path) ?? rowHeight
        if h == TableView.automaticDimension || !h.isFinite { return (44, false) }
        return (Swift.max(0, h), true)
    }

    /// The heights of headers and footers and the offsets they add, after the sections or
    /// their titles changed.
    func recomputeSectionExtras() {
        var above = tableHeaderView?.frame.height ?? 0
        let d = tableDelegate
        for s in sections.indices {
            sections[s].extrasAbove = above
            let header = d?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight
            let footer = d?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
            sections[s].headerHeight = resolvedExtra(header, section: s, header: true)
            sections[s].footerHeight = resolvedExtra(footer, section: s, header: false)
            above += sections[s].headerHeight + sections[s].footerHeight
        }
        updateContentSize()
    }

    private func resolvedExtra(_ value: Double, section s: Int, header: Bool) -> Double {
        if value != TableView.automaticDimension { return value.isFinite ? Swift.max(0, value) : 0 }
        let view =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: s)
            : tableDelegate?.tableView(self, viewForFooterInSection: s)
        if let view {
            // A view laid out with constraints (as UIKit apps write headers) takes the height
            // they give it at the table's width, as a self-sizing row does.
            guard view.holdsConstraintsInSubtree else {
                return view.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
            }
            let h = view.constrainedFittingSize(width: bounds.width).height
            return h.isFinite ? Swift.max(0, h.rounded(.up)) : 0
        }
        let title = header ? sections[s].headerTitle : sections[s].footerTitle
        switch style {
        case .plain:
            return title == nil ? 0 : 28
        case .grouped, .insetGrouped:
            if let title {
                if header { return 38 }
                let w = Swift.max(50, bounds.width - 40)
                return Swift.max(36, TableViewHeaderFooterView.footerHeight(for: title, width: w))
            }
            return header ? (s == 0 ? 35 : 17) : 18
        }
    }

    // MARK: Geometry

    /// The top of the first row of `section`'s rows area, less that section's prefix: add
    /// `heights.prefix(globalRow)` to get a row's top.
    func rowsBase(_ s: Int) -> Double {
        sections[s].extrasAbove + sections[s].headerHeight
    }

    /// The rectangle of a section (header, rows and footer), in content coordinates.
    public func rect(forSection section: Int) -> Rect {
        reloadIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        let info = sections[section]
        let top = info.extrasAbove + heights.prefix(info.firstRow)
        let rows = heights.prefix(info.firstRow + info.rowCount) - heights.prefix(info.firstRow)
        return Rect(
            x: 0, y: top, width: bounds.width, height: info.headerHeight + rows + info.footerHeight)
    }

    /// The rectangle of a section's header, where it scrolls to (pinned headers of a plain
    /// table show lower while their section is under the top).
    public func rectForHeader(inSection section: Int) -> Rect {
        let r = rect(forSection: section)
        guard sections.indices.contains(section) else { return .zero }
        return Rect(x: 0, y: r.minY, width: r.width, height: sections[section].headerHeight)
    }

    /// The rectangle of a section's footer.
    public func rectForFooter(inSection section: Int) -> Rect {
        let r = rect(forSection: section)
        guard sections.indices.contains(section) else { return .zero }
        let h = sections[section].footerHeight
        return Rect(x: 0, y: r.maxY - h, width: r.width, height: h)
    }

    /// The rectangle of a row in content coordinates (its estimate until it has shown);
    /// ``/RKGeometry/Rect/zero`` for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        reloadIfNeeded()
        guard let g = globalIndex(indexPath) else { return .zero }
        let x = rowInset
        return Rect(
            x: x, y: rowsBase(indexPath.section) + heights.prefix(g),
            width: Swift.max(0, bounds.width - 2 * x), height: heights.heights[g])
    }

    /// The space on each side of the rows: none, or the inset of ``Style/insetGrouped``.
    var rowInset: Double { style == .insetGrouped ? 16 : 0 }

    func globalIndex(_ p: IndexPath) -> Int? {
        guard sections.indices.contains(p.section), p.row >= 0, p.row < sections[p.section].rowCount
        else { return nil }
        return sections[p.section].firstRow + p.row
    }

    /// The row at a point in content coordinates, or nil where there is none (headers,
    /// footers, below the last row).
    public func indexPathForRow(at point: Point) -> IndexPath? {
        reloadIfNeeded()
        guard let s = section(at: point.y) else { return nil }
        let info = sections[s]
        guard info.rowCount > 0 else { return nil }
        let base = rowsBase(s)
        let g = heights.index(containing: point.y - base)
        guard g >= info.firstRow, g < info.firstRow + info.rowCount else { return nil }
        let top = base + heights.prefix(g)
        guard point.y >= top, point.y < top + heights.heights[g] else { return nil }
        return IndexPath(row: g - info.firstRow, section: s)
    }

    /// The rows whose rectangles meet `rect` (in content coordinates), in order.
    public func indexPathsForRows(in rect: Rect) -> [IndexPath] {
        reloadIfNeeded()
        var out: [IndexPath] = []
        forEachRow(from: rect.minY, to: rect.maxY) { p, _ in out.append(p) }
        return out
    }

    /// The section whose area (header to footer) contains `y`, clamped to the sections.
    func section(at y: Double) -> Int? {
        guard !sections.isEmpty else { return nil }
        var lo = 0
        var hi = sections.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            let info = sections[mid + 1]
            let nextTop = info.extrasAbove + heights.prefix(info.firstRow)
            if nextTop <= y { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Calls `body` with each row meeting `minY..<maxY` and its top, in order.
    func forEachRow(from minY: Double, to maxY: Double, _ body: (IndexPath, Double) -> Void) {
        guard var s = section(at: minY) else { return }
        var g = -1
        while s < sections.count {
            let info = sections[s]
            let base = rowsBase(s)
            if info.rowCount > 0 {
                if g < info.firstRow {
                    g = Swift.max(info.firstRow, heights.index(containing: minY - base))
                    if g >= info.firstRow + info.rowCount { g = info.firstRow + info.rowCount }
                }
                while g < info.firstRow + info.rowCount {
                    let top = base + heights.prefix(g)
                    if top >= maxY { return }
                    if top + heights.heights[g] > minY || heights.heights[g] == 0 && top >= minY {
                        body(IndexPath(row: g - info.firstRow, section: s), top)
                    }
                    g += 1
                }
            }
            s += 1
            if s < sections.count, sections[s].extrasAbove + heights.prefix(sections[s].firstRow) >= maxY {
                return
            }
        }
    }

    /// The height of everything: header view, sections and footer view.
    var contentHeight: Double {
        let extras =
            sections.last.map { $0.extrasAbove + $0.headerHeight + $0.footerHeight }
            ?? (tableHeaderView?.frame.height ?? 0)
        return extras + heights.total + (tableFooterView?.frame.height ?? 0)
    }

    func updateContentSize() {
        let size = Size(width: bounds.width, height: contentHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: Cells in view

    /// The cells showing rows, top to bottom.
    public var visibleCells: [TableViewCell] {
        indexPathsForVisibleRows.compactMap { visible[$0] }
    }

    /// The rows that have cells, in order.
    public var indexPathsForVisibleRows: [IndexPath] {
        visible.keys.sorted()
    }

    /// The cell showing a row, or nil when the row is out of view.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { visible[indexPath] }

    /// The row a cell shows, or nil when it shows none.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The header view showing for a section, if it is in view.
    public func headerView(forSection section: Int) -> View? { headerViews[section] }
    /// The footer view showing for a section, if it is in view.
    public func footerView(forSection section: Int) -> View? { footerViews[section] }

    // MARK: Input (the handling is in TableView+Selection.swift and TableView+Keyboard.swift)

    /// A finger on a row highlights it; a finger anywhere closes swipe actions left open.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        tableTouchesBegan(touches)
    }
    /// Moves do not change the highlight: a scroll takes the touch (cancelling it) instead.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// A finger lifted on the row it went down on selects it.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        tableTouchesEnded(touches)
    }
    /// A scroll or swipe took the touch: the highlight goes.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        tableTouchesCancelled()
    }

    /// A table takes the keyboard, so the arrows can move its selection.
    open override var canBecomeFirstResponder: Bool { true }

    /// A table is a Tab stop of its own (the arrows move its selection), even when its cells
    /// hold controls.
    open override var canBecomeFocused: Bool { isUserInteractionEnabled && !isHidden && alpha >= 0.01 }

    /// The arrow keys move the focus between rows (or the selection, with
    /// ``selectionFollowsFocus``); Return or Space selects the focused row; Escape deselects.
    /// Other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        if !tablePressesBegan(presses, with: event) { super.pressesBegan(presses, with: event) }
    }

    /// Presses this table handled in ``pressesBegan(_:with:)`` end here too.
    open override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
        guard let key = presses.first?.key.code, [.down, .up, .return, .keypadEnter, .space].contains(key)
        else {
            return super.pressesEnded(presses, with: event)
        }
    }

    /// The focused row's rectangle while the arrow keys have reached one, so that the focus
    /// ring goes round the row rather than the whole table.
    open override var focusRingRect: Rect {
        guard !selectionFollowsFocus, let p = indexPathForFocusedRow else { return bounds }
        return rectForRow(at: p).intersection(bounds).isNull ? bounds : rectForRow(at: p)
    }

    /// Makes and places the cells, headers and footers for what is in view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        layoutRows()
        layoutHeadersAndFooters()
        layoutTableHeaderAndFooter()
        layoutSectionIndex()
        updatePrefetching()
    }

    /// The rows to have cells for: the bounds, plus any row being dragged.
    func layoutRows() {
        let b = bounds
        var wanted: [(IndexPath, Double)] = []
        forEachRow(from: b.minY, to: b.maxY) { p, top in wanted.append((p, top)) }
        let wantedSet = Set(wanted.map(\.0))
        for (path, cell) in visible where !wantedSet.contains(path) && reorder?.source != path {
            visible[path] = nil
            enqueue(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        }
        var measuredAny = false
        for (path, _) in wanted {
            let cell: TableViewCell
            if let c = visible[path] {
                cell = c
            } else {
                cell = makeCell(at: path)
            }
            if let g = globalIndex(path), !heights.measured[g] {
                measure(cell, at: path, index: g)
                measuredAny = true
            }
            _ = cell
        }
        // Heights may have changed above rows placed: place them all from the index again.
        for (path, _) in wanted {
            guard let cell = visible[path] else { continue }
            if reorder?.source == path { continue }
            var r = rectForRow(at: path)
            if let shift = reorder?.shift(for: path) { r.origin.y += shift }
            if cell.frame != r { cell.frame = r }
            configureDecorations(cell, at: path)
        }
        if measuredAny { updateContentSize() } else { updateContentSize() }
        lastLayoutOffset = b.minY
    }

    /// A cell for a row from the data source, added to the table and announced to the delegate.
    func makeCell(at path: IndexPath) -> TableViewCell {
        let cell =
            dataSource?.tableView(self, cellForRowAt: path)
            ?? TableViewCell(style: .default, reuseIdentifier: nil)
        if cell.superview !== self { insertSubview(cell, at: 0) }
        if cell.isHidden { cell.isHidden = false }
        if cell.separator.backgroundColor != separatorColor { cell.separator.backgroundColor = separatorColor }
        visible[path] = cell
        ViewAnimationScope.withoutAnimation {
            cell.frame = rectForRow(at: path)
            configureEditing(cell, at: path, animated: false)
            cell.setSelected(selectedPaths.contains(path), animated: false)
        }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    }

    /// Replaces a row's estimated height by its real one.
    func measure(_ cell: TableViewCell, at path: IndexPath, index g: Int) {
        var h = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if h == TableView.automaticDimension {
            let width = Swift.max(0, bounds.width - 2 * rowInset)
            ViewAnimationScope.withoutAnimation { cell.frame.size.width = width }
            h = cell.selfSizingHeight(width: width)
        }
        heights.setHeight(h.isFinite ? Swift.max(0, h) : 0, at: g)
    }

    /// Separators, rounded corners of inset groups, and the background of grouped rows.
    func configureDecorations(_ cell: TableViewCell, at path: IndexPath) {
        // Set only on change: every frame of a scroll comes here, and a property set on a layer
        // may count as a change to composite.
        let last = path.row == sections[path.section].rowCount - 1
        let hidesSeparator = last && style != .plain
        if cell.separator.isHidden != hidesSeparator { cell.separator.isHidden = hidesSeparator }
        if style == .insetGrouped { roundGroupEnds(cell, top: path.row == 0, bottom: last) }
    }
}

extension TableView {
    /// The corner radius of an inset group's first and last rows.
    static let groupCornerRadius = 10.0

    /// Rounds the outer corners of a group's first and last rows with a mask (a layer's
    /// corner radius would round all four, leaving notches between rows).
    func roundGroupEnds(_ cell: TableViewCell, top: Bool, bottom: Bool) {
        let key = TableViewCell.RoundedEnds(top: top, bottom: bottom, size: cell.bounds.size)
        guard cell.roundedEnds != key else { return }
        cell.roundedEnds = key
        guard top || bottom else {
            cell.layer.mask = nil
            return
        }
        let mask = (cell.layer.mask as? ShapeLayer) ?? ShapeLayer()
        mask.frame = Rect(size: key.size)
        mask.fillColor = .black
        mask.path = Self.groupEndPath(key.size, top: top, bottom: bottom, radius: Self.groupCornerRadius)
        cell.layer.mask = mask
    }

    /// A rectangle with its top corners, its bottom corners, or both rounded.
    static func groupEndPath(_ size: Size, top: Bool, bottom: Bool, radius: Double) -> Path {
        let w = size.width
        let h = size.height
        let r = Swift.min(radius, w / 2, h / 2)
        let k = r * 0.4477  // 1 - 0.5523: Bézier controls for a quarter circle
        let rt = top ? r : 0
        let rb = bottom ? r : 0
        var p = Path()
        p.move(to: Point(x: 0, y: rt))
        if top { p.addCurve(to: Point(x: r, y: 0), control1: Point(x: 0, y: k), control2: Point(x: k, y: 0)) }
        p.addLine(to: Point(x: w - rt, y: 0))
        if top { p.addCurve(to: Point(x: w, y: r), control1: Point(x: w - k, y: 0), control2: Point(x: w, y: k)) }
        p.addLine(to: Point(x: w, y: h - rb))
        if bottom { p.addCurve(to: Point(x: w - r, y: h), control1: Point(x: w, y: h - k), control2: Point(x: w - k, y: h)) }
        p.addLine(to: Point(x: rb, y: h))
        if bottom { p.addCurve(to: Point(x: 0, y: h - r), control1: Point(x: k, y: h), control2: Point(x: 0, y: h - k)) }
        p.close()
        return p
    }
}

/// Runs changes with or without the view animation in progress.
@MainActor
enum ViewAnimationScope {
    static func withoutAnimation(_ changes: () -> Void) {
        View.performWithoutAnimation(changes)
    }
}
