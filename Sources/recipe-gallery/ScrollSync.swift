import Foundation
import RecipeKit

/// Keeps the scroll scene's labels and page control in step with its scroll views.
@MainActor
final class ScrollSync: ScrollViewDelegate {
    let grid: ScrollView
    let info: Label
    let carousel: ScrollView
    let dots: PageControl

    init(grid: ScrollView, info: Label, carousel: ScrollView, dots: PageControl) {
        self.grid = grid
        self.info = info
        self.carousel = carousel
        self.dots = dots
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if scrollView === grid { update() }
        if scrollView === carousel {
            let w = carousel.bounds.width
            guard w > 0 else { return }
            let page = Int((carousel.contentOffset.x / w).rounded())
            dots.currentPage = Swift.max(0, Swift.min(page, dots.numberOfPages - 1))
        }
    }

    /// Shows the grid's offset and what the scroll view is doing.
    func update() {
        let o = grid.contentOffset
        let mode = grid.isZooming ? "zooming \(ViewKit.number(grid.zoomScale))×" : grid.isDragging ? "dragging"
            : grid.isDecelerating ? "decelerating" : grid.zoomScale != 1 ? "at rest, \(ViewKit.number(grid.zoomScale))×" : "at rest"
        info.text = "contentOffset (\(Int(o.x.rounded())), \(Int(o.y.rounded()))), \(mode)\n"
            + "contentSize \(Int(grid.contentSize.width)) × \(Int(grid.contentSize.height))"
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        if scrollView === grid { update() }
    }

    func viewForZooming(in scrollView: ScrollView) -> View? {
        scrollView === grid ? grid.viewWithTag(ScrollScene.gridContentTag) : nil
    }

    func scrollViewDidZoom(_ scrollView: ScrollView) {
        if scrollView === grid { update() }
    }

    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        if scrollView === grid { update() }
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if scrollView === grid { update() }
    }

    /// Scrolls the carousel to `page`.
    func showPage(_ page: Int) {
        carousel.setContentOffset(Point(x: Double(page) * carousel.bounds.width, y: 0), animated: true)
    }
}
