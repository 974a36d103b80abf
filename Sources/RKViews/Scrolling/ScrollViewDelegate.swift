import RKGeometry

/// Hears about a ``ScrollView``'s scrolling (UIScrollViewDelegate). Every method has an empty
/// default, so a delegate implements only what it needs.
///
/// A drag that ends in a flick calls, in order: ``scrollViewWillBeginDragging(_:)``,
/// ``scrollViewDidScroll(_:)`` for each change, ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// ``scrollViewDidEndDragging(_:willDecelerate:)`` with `true`, ``scrollViewWillBeginDecelerating(_:)``,
/// more ``scrollViewDidScroll(_:)`` calls, and ``scrollViewDidEndDecelerating(_:)`` once the
/// content rests (after any bounce). A drag released without momentum, inside the content,
/// ends with `willDecelerate` false and no deceleration calls.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by dragging, decelerating, bouncing, or being set).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// The finger started to drag the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger is about to lift. `velocity` is the content's velocity in points per
    /// millisecond, as UIKit reports it (positive when the offset grows); `targetContentOffset`
    /// is where the content will come to rest, and the delegate may change it to make the
    /// content land somewhere else (a cell boundary, say).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point)
    /// The finger lifted; `decelerate` tells whether the content keeps moving (momentum, a
    /// bounce back from past an edge, or a page to settle on).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts to move on its own after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started by ``ScrollView/setContentOffset(_:animated:)`` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view that zooms when the content is pinched (UIKit's viewForZooming); nil (the
    /// default) turns zooming off. It should be a subview of the scroll view.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A pinch starts to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed (by a pinch, a bounce or being set).
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A zoom ended, after any bounce back within the limits, at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}
