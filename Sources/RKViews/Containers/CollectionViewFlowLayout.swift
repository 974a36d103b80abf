import Foundation
import RKGeometry

/// Lines of items that wrap at the collection view's edge, section after section, each with
/// an optional header and footer (UICollectionViewFlowLayout). Vertical by default: items fill
/// rows left to right and rows stack downwards; horizontal fills columns top to bottom.
///
/// A full line spreads its items over the width, spacing them at least
/// ``minimumInteritemSpacing`` apart; the last line of a section keeps the minimum spacing.
/// Frames are computed for every item in ``prepare()``, and found for a rectangle by binary
/// search over the lines.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The direction the content scrolls in (UICollectionView.ScrollDirection).
    public enum ScrollDirection: Sendable {
        /// Rows stack downwards.
        case vertical
        /// Columns stack to the right.
        case horizontal
    }

    /// The value of ``estimatedItemSize`` that sizes every item from its cell: the constraints
    /// in its content view when it has any (UIKit's self-sizing cells), else its
    /// ``/RKViews/View/sizeThatFits(_:)``.
    public static let automaticSize = Size(width: -1, height: -1)

    /// The size of every item, unless the delegate says otherwise (50x50 by default).
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Any size but zero (usually ``automaticSize``) sizes items from their cells; zero (the
    /// default) uses ``itemSize``.
    public var estimatedItemSize = Size.zero { didSet { invalidateLayout() } }
    /// The least space between lines (10 by default).
    public var minimumLineSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The least space between items in a line (10 by default).
    public var minimumInteritemSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The space around each section's items.
    public var sectionInset = EdgeInsets() { didSet { invalidateLayout() } }
    /// The size of section headers (only the height counts when vertical, the width when
    /// horizontal); zero for none.
    public var headerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// The size of section footers; zero for none.
    public var footerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// The scrolling direction.
    public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }

    private var items: [CollectionViewLayoutAttributes] = []
    /// The far end of the line of each item in ``items``, along the scrolling axis: non-decreasing.
    private var lineEnds: [Double] = []
    private var firstItemOfSection: [Int] = []
    private var supplementaries: [CollectionViewLayoutAttributes] = []
    private var contentSize = Size.zero

    /// A flow layout with the defaults.
    public override init() { super.init() }

    /// The size of everything placed.
    open override var collectionViewContentSize: Size { contentSize }

    /// Places every item, header and footer.
    open override func prepare() {
        super.prepare()
        items = []
        lineEnds = []
        firstItemOfSection = []
        supplementaries = []
        guard let cv = collectionView else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let crossExtent = vertical ? cv.bounds.width : cv.bounds.height
        let flow = cv.delegate as? CollectionViewDelegateFlowLayout
        var main = 0.0
        func rect(main m: Double, cross c: Double, mainSize: Double, crossSize: Double) -> Rect {
            vertical ? Rect(x: c, y: m, width: crossSize, height: mainSize) : Rect(x: m, y: c, width: mainSize, height: crossSize)
        }
        for s in 0..<cv.numberOfSections {
            firstItemOfSection.append(items.count)
            let inset = flow?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing =
                flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let header = flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footer = flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let headerMain = vertical ? header.height : header.width
            if headerMain > 0 {
                let a = CollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: s))
                a.frame = rect(main: main, cross: 0, mainSize: headerMain, crossSize: crossExtent)
                supplementaries.append(a)
                main += headerMain
            }
            let crossStart = vertical ? inset.left : inset.top
            let crossEnd = crossExtent - (vertical ? inset.right : inset.bottom)
            let available = Swift.max(0, crossEnd - crossStart)
            main += vertical ? inset.top : inset.left
            // Sizes first, then lines.
            let count = cv.numberOfItems(inSection: s)
            var sizes: [Size] = []
            sizes.reserveCapacity(count)
            for i in 0..<count {
                let path = IndexPath(item: i, section: s)
                var size = flow?.collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize
                if estimatedItemSize != .zero {
                    size = cv.measureItem(
                        at: path,
                        fitting: vertical
                            ? Size(width: available, height: .infinity)
                            : Size(width: .infinity, height: available))
                }
                sizes.append(
                    Size(
                        width: Swift.max(0, size.width.isFinite ? size.width : 0),
                        height: Swift.max(0, size.height.isFinite ? size.height : 0)))
            }
            var i = 0
            while i < count {
                // A line: as many items as fit across.
                var j = i
                var used = 0.0
                var lineMain = 0.0
                while j < count {
                    let c = vertical ? sizes[j].width : sizes[j].height
                    let next = used + (j > i ? itemSpacing : 0) + c
                    if j > i, next > available + 1e-9 { break }
                    used = next
                    lineMain = Swift.max(lineMain, vertical ? sizes[j].height : sizes[j].width)
                    j += 1
                }
                let n = j - i
                let isLast = j == count
                let widths = sizes[i..<j].reduce(0.0) { $0 + (vertical ? $1.width : $1.height) }
                let spacing = !isLast && n > 1 ? (available - widths) / Double(n - 1) : itemSpacing
                var cross = crossStart
                for k in i..<j {
                    let c = vertical ? sizes[k].width : sizes[k].height
                    let m = vertical ? sizes[k].height : sizes[k].width
                    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: k, section: s))
                    a.frame = rect(main: main + (lineMain - m) / 2, cross: cross, mainSize: m, crossSize: c)
                    items.append(a)
                    lineEnds.append(main + lineMain)
                    cross += c + spacing
                }
                main += lineMain + (isLast ? 0 : lineSpacing)
                i = j
            }
            main += vertical ? inset.bottom : inset.right
            let footerMain = vertical ? footer.height : footer.width
            if footerMain > 0 {
                let a = CollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, with: IndexPath(item: 0, section: s))
                a.frame = rect(main: main, cross: 0, mainSize: footerMain, crossSize: crossExtent)
                supplementaries.append(a)
                main += footerMain
            }
        }
        contentSize = vertical ? Size(width: crossExtent, height: main) : Size(width: main, height: crossExtent)
    }

    /// The items and supplementary views meeting `rect`, found by binary search over the lines.
    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        let vertical = scrollDirection == .vertical
        let lo = vertical ? rect.minY : rect.minX
        let hi = vertical ? rect.maxY : rect.maxX
        var a = 0
        var b = lineEnds.count
        while a < b {
            let mid = (a + b) / 2
            if lineEnds[mid] < lo { a = mid + 1 } else { b = mid }
        }
        var out: [CollectionViewLayoutAttributes] = []
        var i = a
        while i < items.count {
            let f = items[i].frame
            if (vertical ? f.minY : f.minX) > hi, lineEnds[i] > hi { break }
            if f.intersects(rect) { out.append(items[i]) }
            i += 1
        }
        for s in supplementaries where s.frame.intersects(rect) { out.append(s) }
        return out
    }

    /// An item's attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard firstItemOfSection.indices.contains(indexPath.section) else { return nil }
        let i = firstItemOfSection[indexPath.section] + indexPath.item
        guard indexPath.item >= 0, i < items.count, items[i].indexPath == indexPath else { return nil }
        return items[i]
    }

    /// A header's or footer's attributes.
    open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        supplementaries.first { $0.representedElementKind == kind && $0.indexPath.section == indexPath.section }
    }
}
