import RKGeometry

/// A section of a layout that scrolls sideways: where its line sits in the collection view,
/// how wide its content is, and where its groups are, for paging by group.
struct OrthogonalSection {
    var frame: Rect
    var contentWidth: Double
    var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    var groupFrames: [Rect]
    var leadingInset: Double
}

/// The scroll view a sideways section's cells live in (as UIKit puts them in one): a line the
/// width of the collection view, dragged, flicked and wheeled on its own. Its offset is the
/// section's sideways offset; a scroll lays the collection view out again, so cells come and go.
@MainActor
final class OrthogonalScrollView: ScrollView, ScrollViewDelegate {
    weak var collectionView: CollectionView?
    var section = 0
    var groupFrames: [Rect] = []
    var leadingInset = 0.0
    var behavior = CollectionLayoutSectionOrthogonalScrollingBehavior.continuous

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
        super.init(frame: .zero)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
        backgroundColor = nil
        delegate = self
    }

    /// The collection view is the Tab stop; its arrows reach the line's items.
    override var canBecomeFocused: Bool { false }

    override func layoutSubviews() {
        super.layoutSubviews()
        collectionView?.setNeedsLayout()
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        collectionView?.setNeedsLayout()
    }

    /// Group paging and group boundaries choose where a flick comes to rest.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point) {
        guard !groupFrames.isEmpty else { return }
        let o = contentOffset.x
        let centered = behavior == .groupPagingCentered
        // Where each group rests: its leading edge at the section's inset, or its middle at the view's.
        let stops = groupFrames.map { centered ? $0.midX - bounds.width / 2 : $0.minX - leadingInset }
        func nearest(_ x: Double) -> Int {
            var best = 0
            for (i, s) in stops.enumerated() where Swift.abs(s - x) < Swift.abs(stops[best] - x) { best = i }
            return best
        }
        var index: Int
        switch behavior {
        case .groupPaging, .groupPagingCentered:
            // One group per flick, the way the finger went; a slow release settles on the nearest.
            index = nearest(o)
            if velocity.x > 0, stops[index] <= o { index += 1 }
            if velocity.x < 0, stops[index] >= o { index -= 1 }
        case .continuousGroupLeadingBoundary:
            index = nearest(targetContentOffset.x)
        default:
            return
        }
        index = Swift.min(Swift.max(index, 0), stops.count - 1)
        let lo = minimumContentOffset.x
        let hi = Swift.max(lo, maximumContentOffset.x)
        targetContentOffset.x = Swift.min(Swift.max(stops[index], lo), hi)
    }
}

extension CollectionView {
    /// Makes, moves and removes the scroll views of the sections that scroll sideways, to
    /// match the layout.
    func syncOrthogonalScrollers() {
        let wanted = collectionViewLayout.orthogonalSections
        for (s, scroller) in orthogonalScrollers where wanted[s] == nil {
            for case let cell as CollectionViewCell in scroller.subviews {
                if let p = visible.first(where: { $0.value === cell })?.key {
                    visible[p] = nil
                    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: p)
                }
                enqueue(cell)
                insertSubview(cell, at: 0)
            }
            scroller.removeFromSuperview()
            orthogonalScrollers[s] = nil
        }
        for (s, line) in wanted {
            let scroller: OrthogonalScrollView
            if let existing = orthogonalScrollers[s] {
                scroller = existing
            } else {
                scroller = OrthogonalScrollView(collectionView: self)
                orthogonalScrollers[s] = scroller
                insertSubview(scroller, at: 0)
            }
            scroller.section = s
            scroller.behavior = line.behavior
            scroller.groupFrames = line.groupFrames
            scroller.leadingInset = line.leadingInset
            scroller.isPagingEnabled = line.behavior == .paging
            // Settling on a page or a group is quick, as in UIKit; free scrolling coasts.
            let settles = [.paging, .groupPaging, .groupPagingCentered].contains(line.behavior)
            scroller.decelerationRate = settles ? .fast : .normal
            View.performWithoutAnimation {
                if scroller.frame != line.frame { scroller.frame = line.frame }
                let size = Size(width: line.contentWidth, height: line.frame.height)
                if scroller.contentSize != size { scroller.contentSize = size }
            }
        }
    }

    /// The view a cell of `section` lives in: the collection view, or its section's sideways
    /// scroll view.
    func cellHost(forSection section: Int) -> View {
        orthogonalScrollers[section] ?? self
    }

    /// A layout frame in the coordinates of the view the element lives in.
    func frameInHost(_ frame: Rect, section: Int) -> Rect {
        guard let scroller = orthogonalScrollers[section] else { return frame }
        return frame.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
    }

    /// `point` (in content coordinates) as the layout sees it: moved by the sideways offset of
    /// the section whose line it is in. The section is nil for other points.
    func layoutPoint(for point: Point) -> (Point, section: Int?) {
        for (s, scroller) in orthogonalScrollers where scroller.frame.contains(point) {
            return (Point(x: point.x + scroller.contentOffset.x, y: point.y), s)
        }
        return (point, nil)
    }
}
