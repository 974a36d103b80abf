import Foundation
import RecipeKit

/// Keeps the scroll scene's labels and page control in step with its scroll views.
///
/// The scene's controls hold it through their actions, so it holds the views weakly: the page
/// control's action holding it while it held the page control kept the whole scene's scroll
/// views alive after the scene was left.
@MainActor
final class ScrollSync: ScrollViewDelegate {
    private weak var weakGrid: ScrollView?
    private weak var weakInfo: Label?
    private weak var weakCarousel: ScrollView?
    private weak var weakDots: PageControl?

    init(grid: ScrollView, info: Label, carousel: ScrollView, dots: PageControl) {
        weakGrid = grid
        weakInfo = info
        weakCarousel = carousel
        weakDots = dots
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if scrollView === weakGrid { update() }
        if let carousel = weakCarousel, let dots = weakDots, scrollView === carousel {
            let w = carousel.bounds.width
            guard w > 0 else { return }
            let page = Int((carousel.contentOffset.x / w).rounded())
            dots.currentPage = Swift.max(0, Swift.min(page, dots.numberOfPages - 1))
        }
    }

    /// Shows the grid's offset and what the scroll view is doing.
    func update() {
        guard let grid = weakGrid, let info = weakInfo else { return }
        let o = grid.contentOffset
        let mode = grid.isZooming ? "zooming \(ViewKit.number(grid.zoomScale))×" : grid.isDragging ? "dragging"
            : grid.isDecelerating ? "decelerating" : grid.zoomScale != 1 ? "at rest, \(ViewKit.number(grid.zoomScale))×" : "at rest"
        info.text = "contentOffset (\(Int(o.x.rounded())), \(Int(o.y.rounded()))), \(mode)\n"
            + "contentSize \(Int(grid.contentSize.width)) × \(Int(grid.contentSize.height))"
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        if scrollView === weakGrid { update() }
    }

    func viewForZooming(in scrollView: ScrollView) -> View? {
        scrollView === weakGrid ? scrollView.viewWithTag(ScrollScene.gridContentTag) : nil
    }

    func scrollViewDidZoom(_ scrollView: ScrollView) {
        if scrollView === weakGrid { update() }
    }

    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        if scrollView === weakGrid { update() }
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if scrollView === weakGrid { update() }
    }

    /// Scrolls the carousel to the page the page control shows.
    func showSelectedPage() {
        guard let carousel = weakCarousel, let dots = weakDots else { return }
        carousel.setContentOffset(Point(x: Double(dots.currentPage) * carousel.bounds.width, y: 0), animated: true)
    }

    /// Scrolls the grid to the offset `target` gives for it.
    func scrollGrid(to target: (ScrollView) -> Point) {
        guard let grid = weakGrid else { return }
        grid.setContentOffset(target(grid), animated: true)
    }
}
