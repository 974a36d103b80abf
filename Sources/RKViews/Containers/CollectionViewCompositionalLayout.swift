import Foundation
import RKGeometry

/// A layout composed of sections, groups and items (UICollectionViewCompositionalLayout): each
/// section repeats a group (a row or column of items, or of smaller groups) until its items
/// are placed, sizes are fractions of their container, points, or estimates the cells replace
/// by their own size, and a section can scroll sideways on its own
/// (``CollectionLayoutSection/orthogonalScrollingBehavior``). Sections follow one another
/// down the collection view.
///
/// A list is an item a full width wide with an estimated height; a grid of N columns a
/// horizontal group of N repeated items; a carousel a section that scrolls sideways.
@MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Gives the section at an index, knowing the container's size; nil makes it empty.
    public typealias SectionProvider = @MainActor (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// Settings for the whole layout; setting it lays out again.
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// One group placed: its frame (in the section's sideways content for a section that
    /// scrolls sideways) and the items it holds.
    struct PlacedGroup {
        var frame: Rect
        var firstItem: Int
        var itemCount: Int
    }

    /// A section laid out.
    struct PlacedSection {
        var section: CollectionLayoutSection
        /// From its header's top to its footer's bottom.
        var frame: Rect
        var groups: [PlacedGroup] = []
        /// For a section that scrolls sideways: the line of groups, the full width of the view.
        var orthogonalFrame: Rect?
        var orthogonalContentWidth = 0.0
        var headers: [CollectionViewLayoutAttributes] = []
        /// The section's decoration views (its background).
        var decorations: [CollectionViewLayoutAttributes] = []
    }

    private var items: [CollectionViewLayoutAttributes] = []
    private var firstItemOfSection: [Int] = []
    private(set) var placedSections: [PlacedSection] = []
    private var contentSize = Size.zero

    /// A layout whose every section is `section`.
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with settings.
    public convenience init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section when it lays out (so sections can
    /// depend on the width).
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section, with settings.
    public init(sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// The size of everything placed.
    open override var collectionViewContentSize: Size { contentSize }

    // MARK: Preparing

    /// Asks for the sections and places every group, item and boundary item.
    open override func prepare() {
        super.prepare()
        items = []
        firstItemOfSection = []
        placedSections = []
        guard let cv = collectionView else {
            contentSize = .zero
            return
        }
        let inset = cv.contentInset
        let container = CollectionLayoutContainer(
            contentSize: cv.bounds.size,
            effectiveContentSize: Size(
                width: Swift.max(0, cv.bounds.width - inset.horizontal),
                height: Swift.max(0, cv.bounds.height - inset.vertical)),
            contentInsets: inset)
        let environment = CollectionLayoutEnvironment(container: container, traitCollection: cv.traitCollection)
        if configuration.scrollDirection == .horizontal {
            prepareHorizontally(cv, environment: environment)
            return
        }
        let width = container.effectiveContentSize.width
        var y = 0.0
        for s in 0..<cv.numberOfSections {
            firstItemOfSection.append(items.count)
            if s > 0 { y += configuration.interSectionSpacing }
            let count = cv.numberOfItems(inSection: s)
            guard let section = sectionProvider(s, environment) else {
                // No section: its items have no place (zero frames, hidden).
                for i in 0..<count {
                    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                    a.isHidden = true
                    items.append(a)
                }
                placedSections.append(PlacedSection(section: emptySection, frame: Rect(x: 0, y: y, width: width, height: 0)))
                continue
            }
            var placed = PlacedSection(section: section, frame: .zero)
            let top = y
            let ci = section.contentInsets
            let inner = Size(width: Swift.max(0, width - ci.horizontal), height: container.effectiveContentSize.height)
            // Headers, at the sides' insets.
            for b in section.boundarySupplementaryItems where b.alignment == .top {
                let size = b.layoutSize.resolved(in: inner)
                let a = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: b.elementKind, with: IndexPath(item: 0, section: s))
                a.frame = Rect(x: ci.left, y: y, width: size.width, height: size.height)
                a.zIndex = b.pinToVisibleBounds ? 10 : 1
                placed.headers.append(a)
                y += size.height
            }
            let bodyTop = y
            y += ci.top
            let orthogonal = section.orthogonalScrollingBehavior != .none
            var next = 0
            let first = items.count
            if orthogonal {
                // Groups side by side in one line; the line's content starts at the left inset.
                var x = ci.left
                var lineHeight = 0.0
                while next < count {
                    let before = next
                    let size = place(section.group, size: section.group.layoutSize.resolved(in: inner), at: Point(x: x, y: y),
                                     section: s, count: count, next: &next)
                    if next == before { break }
                    placed.groups.append(PlacedGroup(frame: Rect(x: x, y: y, width: size.width, height: size.height),
                                                     firstItem: first + before, itemCount: next - before))
                    lineHeight = Swift.max(lineHeight, size.height)
                    x += size.width + section.interGroupSpacing
                }
                let contentWidth = placed.groups.isEmpty ? ci.horizontal : x - section.interGroupSpacing + ci.right
                placed.orthogonalFrame = Rect(x: 0, y: y, width: cv.bounds.width, height: lineHeight)
                placed.orthogonalContentWidth = contentWidth
                y += lineHeight
            } else {
                while next < count {
                    let before = next
                    let size = place(section.group, size: section.group.layoutSize.resolved(in: inner), at: Point(x: ci.left, y: y),
                                     section: s, count: count, next: &next)
                    if next == before { break }
                    placed.groups.append(PlacedGroup(frame: Rect(x: ci.left, y: y, width: size.width, height: size.height),
                                                     firstItem: first + before, itemCount: next - before))
                    y += size.height
                    if next < count { y += section.interGroupSpacing }
                }
            }
            // Items a group could not take (a group of zero size) stay hidden rather than piling up.
            while next < count {
                let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: next, section: s))
                a.isHidden = true
                items.append(a)
                next += 1
            }
            y += ci.bottom
            placed.decorations = decorations(of: section, body: Rect(x: 0, y: bodyTop, width: width, height: y - bodyTop), section: s)
            for b in section.boundarySupplementaryItems where b.alignment == .bottom {
                let size = b.layoutSize.resolved(in: inner)
                let a = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: b.elementKind, with: IndexPath(item: 0, section: s))
                a.frame = Rect(x: ci.left, y: y, width: size.width, height: size.height)
                a.zIndex = 1
                placed.headers.append(a)
                y += size.height
            }
            placed.frame = Rect(x: 0, y: top, width: width, height: y - top)
            placedSections.append(placed)
        }
        contentSize = Size(width: width, height: y)
    }

    /// Sections side by side, for a horizontal ``CollectionViewCompositionalLayoutConfiguration/scrollDirection``:
    /// each section's groups follow one another to the right below its headers, with its
    /// footers under them, and the headers and footers are as wide as its groups.
    private func prepareHorizontally(_ cv: CollectionView, environment: CollectionLayoutEnvironment) {
        let available = environment.container.effectiveContentSize
        var x = 0.0
        var height = available.height
        for s in 0..<cv.numberOfSections {
            firstItemOfSection.append(items.count)
            if s > 0 { x += configuration.interSectionSpacing }
            let count = cv.numberOfItems(inSection: s)
            guard let section = sectionProvider(s, environment) else {
                for i in 0..<count {
                    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                    a.isHidden = true
                    items.append(a)
                }
                placedSections.append(PlacedSection(section: emptySection, frame: Rect(x: x, y: 0, width: 0, height: available.height)))
                continue
            }
            var placed = PlacedSection(section: section, frame: .zero)
            let ci = section.contentInsets
            let left = x
            let tops = section.boundarySupplementaryItems.filter { $0.alignment == .top }
            let bottoms = section.boundarySupplementaryItems.filter { $0.alignment == .bottom }
            let boundaryRoom = Size(width: Swift.max(0, available.width - ci.horizontal), height: available.height)
            let headerHeight = tops.reduce(0.0) { $0 + $1.layoutSize.resolved(in: boundaryRoom).height }
            let footerHeight = bottoms.reduce(0.0) { $0 + $1.layoutSize.resolved(in: boundaryRoom).height }
            // Fractional heights share what the headers, footers and insets leave.
            let inner = Size(width: boundaryRoom.width,
                             height: Swift.max(0, available.height - headerHeight - footerHeight - ci.vertical))
            let top = headerHeight + ci.top
            var cursor = left + ci.left
            var lineHeight = 0.0
            var next = 0
            let first = items.count
            while next < count {
                let before = next
                let size = place(section.group, size: section.group.layoutSize.resolved(in: inner), at: Point(x: cursor, y: top),
                                 section: s, count: count, next: &next)
                if next == before { break }
                placed.groups.append(PlacedGroup(frame: Rect(x: cursor, y: top, width: size.width, height: size.height),
                                                 firstItem: first + before, itemCount: next - before))
                lineHeight = Swift.max(lineHeight, size.height)
                cursor += size.width
                if next < count { cursor += section.interGroupSpacing }
            }
            while next < count {
                let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: next, section: s))
                a.isHidden = true
                items.append(a)
                next += 1
            }
            let lineWidth = cursor - (left + ci.left)
            let right = cursor + ci.right
            var y = 0.0
            for b in tops {
                let a = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: b.elementKind, with: IndexPath(item: 0, section: s))
                let h = b.layoutSize.resolved(in: boundaryRoom).height
                a.frame = Rect(x: left + ci.left, y: y, width: lineWidth, height: h)
                a.zIndex = 1
                placed.headers.append(a)
                y += h
            }
            let body = Rect(x: left, y: headerHeight, width: right - left, height: ci.top + lineHeight + ci.bottom)
            placed.decorations = decorations(of: section, body: body, section: s)
            y = body.maxY
            for b in bottoms {
                let a = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: b.elementKind, with: IndexPath(item: 0, section: s))
                let h = b.layoutSize.resolved(in: boundaryRoom).height
                a.frame = Rect(x: left + ci.left, y: y, width: lineWidth, height: h)
                a.zIndex = 1
                placed.headers.append(a)
                y += h
            }
            placed.frame = Rect(x: left, y: 0, width: right - left, height: y)
            height = Swift.max(height, y)
            placedSections.append(placed)
            x = right
        }
        contentSize = Size(width: x, height: height)
    }

    /// The decoration views of `section` whose items (with their insets, without headers and
    /// footers) take `body`: each the body less its own insets. A list section also gets the
    /// built-in classes of its separators and background, unless the app registered its own.
    private func decorations(of section: CollectionLayoutSection, body: Rect, section s: Int) -> [CollectionViewLayoutAttributes] {
        if section.listConfiguration != nil {
            let builtIn: [(String, CollectionReusableView.Type)] = [
                (CollectionLayoutListConfiguration.separatorElementKind, ListSeparatorView.self),
                (CollectionLayoutListConfiguration.backgroundElementKind, ListSectionBackgroundView.self),
                (CollectionLayoutListConfiguration.insetBackgroundElementKind, ListInsetSectionBackgroundView.self),
            ]
            // Set directly: registering invalidates the layout, which is being prepared.
            for (kind, type) in builtIn where decorationViewClasses[kind] == nil { decorationViewClasses[kind] = type }
        }
        guard body.height > 0, body.width > 0 else { return [] }
        return section.decorationItems.map { item in
            let a = CollectionViewLayoutAttributes(forDecorationViewOfKind: item.elementKind, with: IndexPath(item: 0, section: s))
            let i = item.contentInsets
            a.frame = Rect(x: body.minX + i.left, y: body.minY + i.top,
                           width: Swift.max(0, body.width - i.horizontal), height: Swift.max(0, body.height - i.vertical))
            a.zIndex = item.zIndex
            return a
        }
    }

    /// The separator under the item `a` of a list section, or nil for the section's last item
    /// or a list without separators.
    private func separator(below a: CollectionViewLayoutAttributes, in placed: PlacedSection) -> CollectionViewLayoutAttributes? {
        guard let list = placed.section.listConfiguration, list.showsSeparators, !a.isHidden,
              let cv = collectionView, a.indexPath.item < cv.numberOfItems(inSection: a.indexPath.section) - 1 else { return nil }
        let line = CollectionViewLayoutAttributes(forDecorationViewOfKind: CollectionLayoutListConfiguration.separatorElementKind,
                                                  with: a.indexPath)
        let inset = Swift.min(list.separatorLeadingInset, a.frame.width)
        let rtl = cv.effectiveUserInterfaceLayoutDirection == .rightToLeft
        line.frame = Rect(x: rtl ? a.frame.minX : a.frame.minX + inset, y: a.frame.maxY - 0.5,
                          width: a.frame.width - inset, height: 0.5)
        return line
    }

    private lazy var emptySection = CollectionLayoutSection(
        group: .horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)),
                           subitems: []))

    /// Places `item` (a group or a cell) of `size` (its dimensions already resolved against
    /// its container) with its top-left corner at `origin`; cells take the items from `next`
    /// on. Returns the room it took: its size, with estimated dimensions measured.
    private func place(_ item: CollectionLayoutItem, size proposed: Size, at origin: Point, section s: Int, count: Int,
                       next: inout Int) -> Size {
        var size = proposed
        guard let group = item as? CollectionLayoutGroup else {
            guard next < count, let cv = collectionView else { return .zero }
            let path = IndexPath(item: next, section: s)
            next += 1
            let a = CollectionViewLayoutAttributes(forCellWith: path)
            let widthEstimated = item.layoutSize.widthDimension.isEstimated
            let heightEstimated = item.layoutSize.heightDimension.isEstimated
            var insets = item.contentInsets
            if widthEstimated { insets.left = 0; insets.right = 0 }
            if heightEstimated { insets.top = 0; insets.bottom = 0 }
            if widthEstimated || heightEstimated {
                let measured = cv.measureItem(
                    at: path,
                    fitting: Size(width: widthEstimated ? .infinity : size.width - insets.horizontal,
                                  height: heightEstimated ? .infinity : size.height - insets.vertical),
                    fixedWidth: !widthEstimated)
                if widthEstimated { size.width = measured.width }
                if heightEstimated { size.height = measured.height }
            }
            a.frame = Rect(x: origin.x + insets.left, y: origin.y + insets.top,
                           width: Swift.max(0, size.width - insets.horizontal),
                           height: Swift.max(0, size.height - insets.vertical))
            items.append(a)
            return size
        }
        let horizontal = group.axis == .horizontal
        let length = horizontal ? size.width : size.height
        let dims = group.layoutSize
        let estimatedAlong = horizontal ? dims.widthDimension.isEstimated : dims.heightDimension.isEstimated
        let estimatedAcross = horizontal ? dims.heightDimension.isEstimated : dims.widthDimension.isEstimated
        let spacing = group.interItemSpacing?.spacing ?? 0
        // The subitems' sizes first (a repeated count shares the length), then their places.
        var slots: [(item: CollectionLayoutItem, size: Size)] = []
        if let n = group.count, let sub = group.subitems.first {
            let share = Swift.max(0, (length - spacing * Double(n - 1)) / Double(n))
            var slot = sub.layoutSize.resolved(in: size)
            if horizontal { slot.width = share } else { slot.height = share }
            slots = Array(repeating: (sub, slot), count: n)
        } else if !group.subitems.isEmpty {
            var used = 0.0
            var k = 0
            while slots.count < 10_000 {
                let sub = group.subitems[k % group.subitems.count]
                let slot = sub.layoutSize.resolved(in: size)
                let along = horizontal ? slot.width : slot.height
                let needed = used + (slots.isEmpty ? 0 : spacing) + along
                // Repeat while the next fits; along an estimated length, each subitem once.
                if !slots.isEmpty && (estimatedAlong ? k >= group.subitems.count : needed > length + 1e-9) { break }
                // Subitems of no length would repeat for ever: once each.
                if along <= 0 && k >= group.subitems.count { break }
                slots.append((sub, slot))
                used = needed
                k += 1
            }
        }
        var gap = spacing
        if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1, !estimatedAlong {
            let total = slots.reduce(0.0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            gap = Swift.max(spacing, (length - total) / Double(slots.count - 1))
        }
        var cursor = 0.0
        var across = 0.0
        for (i, slot) in slots.enumerated() {
            guard next < count else { break }
            if i > 0 { cursor += gap }
            let o = horizontal ? Point(x: origin.x + cursor, y: origin.y) : Point(x: origin.x, y: origin.y + cursor)
            let taken = place(slot.item, size: slot.size, at: o, section: s, count: count, next: &next)
            cursor += horizontal ? taken.width : taken.height
            across = Swift.max(across, horizontal ? taken.height : taken.width)
        }
        if estimatedAlong { if horizontal { size.width = cursor } else { size.height = cursor } }
        if estimatedAcross { if horizontal { size.height = across } else { size.width = across } }
        return size
    }

    // MARK: Answering

    /// The sideways scroll offset of a section (zero unless it scrolls sideways).
    private func orthogonalOffset(_ s: Int) -> Double {
        collectionView?.orthogonalScrollers[s]?.contentOffset.x ?? 0
    }

    /// The items and boundary items meeting `rect`: for a section that scrolls sideways, those
    /// its line shows at its current sideways offset (their frames stay in the line's own
    /// coordinates, as at offset zero).
    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        var out: [CollectionViewLayoutAttributes] = []
        // Sections are in order down the view: find the first that reaches the rectangle.
        let across = configuration.scrollDirection == .horizontal
        var lo = 0
        var hi = placedSections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let f = placedSections[mid].frame
            if (across ? f.maxX < rect.minX : f.maxY < rect.minY) { lo = mid + 1 } else { hi = mid }
        }
        var s = lo
        while s < placedSections.count {
            let placed = placedSections[s]
            if across ? placed.frame.minX > rect.maxX : placed.frame.minY > rect.maxY { break }
            for h in placed.headers { out.append(pinned(h, in: placed)) }
            out += placed.decorations
            let before = out.count
            if let line = placed.orthogonalFrame {
                if line.maxY >= rect.minY && line.minY <= rect.maxY {
                    let shift = orthogonalOffset(s)
                    let visible = Rect(x: rect.minX + shift, y: line.minY, width: rect.width, height: line.height)
                    collect(placed.groups, meeting: visible, horizontal: true, into: &out)
                }
            } else {
                collect(placed.groups, meeting: rect, horizontal: across, into: &out)
            }
            if placed.section.listConfiguration != nil {
                for a in out[before...] { if let line = separator(below: a, in: placed) { out.append(line) } }
            }
            s += 1
        }
        return out.filter { !$0.isHidden && ($0.representedElementCategory == .cell || $0.frame.intersects(rect)) }
    }

    /// The items of the groups meeting `rect`, the groups found by binary search along the
    /// direction they follow one another in.
    private func collect(_ groups: [PlacedGroup], meeting rect: Rect, horizontal: Bool,
                         into out: inout [CollectionViewLayoutAttributes]) {
        var lo = 0
        var hi = groups.count
        let start = horizontal ? rect.minX : rect.minY
        let end = horizontal ? rect.maxX : rect.maxY
        while lo < hi {
            let mid = (lo + hi) / 2
            let f = groups[mid].frame
            if (horizontal ? f.maxX : f.maxY) < start { lo = mid + 1 } else { hi = mid }
        }
        var g = lo
        while g < groups.count {
            let group = groups[g]
            if (horizontal ? group.frame.minX : group.frame.minY) > end { break }
            for i in group.firstItem..<(group.firstItem + group.itemCount) where items[i].frame.intersects(rect) {
                out.append(items[i])
            }
            g += 1
        }
    }

    /// A header that stays at the top of the view while its section passes under it.
    private func pinned(_ a: CollectionViewLayoutAttributes, in placed: PlacedSection) -> CollectionViewLayoutAttributes {
        guard a.zIndex == 10, configuration.scrollDirection == .vertical, let cv = collectionView,
              a.representedElementKind != nil else { return a }
        let top = cv.bounds.minY + cv.contentInset.top
        let y = Swift.min(Swift.max(a.frame.minY, top), placed.frame.maxY - a.frame.height)
        guard y != a.frame.minY else { return a }
        let moved = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: a.representedElementKind!, with: a.indexPath)
        moved.frame = Rect(x: a.frame.minX, y: y, width: a.frame.width, height: a.frame.height)
        moved.zIndex = a.zIndex
        return moved
    }

    /// An item's attributes (in its line's own coordinates for a section that scrolls sideways).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard firstItemOfSection.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let i = firstItemOfSection[indexPath.section] + indexPath.item
        guard i < items.count, items[i].indexPath == indexPath else { return nil }
        return items[i]
    }

    /// A header's or footer's attributes.
    open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard placedSections.indices.contains(indexPath.section) else { return nil }
        let placed = placedSections[indexPath.section]
        return placed.headers.first { $0.representedElementKind == kind }.map { pinned($0, in: placed) }
    }

    /// A decoration view's attributes: a section's background (item 0), or the separator
    /// under an item of a list.
    open override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard placedSections.indices.contains(indexPath.section) else { return nil }
        let placed = placedSections[indexPath.section]
        if kind == CollectionLayoutListConfiguration.separatorElementKind {
            return layoutAttributesForItem(at: indexPath).flatMap { separator(below: $0, in: placed) }
        }
        return placed.decorations.first { $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    // MARK: For the collection view

    /// The sections that scroll sideways: the line each shows, its content width and behavior.
    override var orthogonalSections: [Int: OrthogonalSection] {
        var out: [Int: OrthogonalSection] = [:]
        for (s, placed) in placedSections.enumerated() {
            guard configuration.scrollDirection == .vertical, let line = placed.orthogonalFrame else { continue }
            out[s] = OrthogonalSection(
                frame: line, contentWidth: placed.orthogonalContentWidth,
                behavior: placed.section.orthogonalScrollingBehavior,
                groupFrames: placed.groups.map(\.frame), leadingInset: placed.section.contentInsets.left)
        }
        return out
    }
}
