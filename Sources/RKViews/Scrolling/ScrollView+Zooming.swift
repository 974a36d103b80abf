#if canImport(Glibc)
import Glibc
#endif
import RKGeometry
import RKMainLoop
import RKLayers
import RKMotion

/// Zooming (UIScrollView's zoomScale, pinch to zoom, zoom(to:animated:)).
///
/// The delegate names the view that zooms (``ScrollViewDelegate/viewForZooming(in:)``). Its
/// transform becomes a scale by ``zoomScale``, its frame is kept at the content's origin, and
/// ``contentSize`` follows its scaled size, as in UIKit. A pinch keeps the point of the view
/// under the fingers under them (and pans with them, within the content); past ``minimumZoomScale`` or
/// ``maximumZoomScale`` it meets resistance when ``bouncesZoom`` and springs back on release.
/// The pinch and the pan recognize together: while the pinch zooms it places the content, and
/// the drag carries on from there once a finger lifts, without a flick.
extension ScrollView {
    /// What a scroll view keeps for zooming, in one place: the limits, the scale, the pinch in
    /// progress and the zoom moving on its own.
    struct ZoomState {
        /// See ``ScrollView/minimumZoomScale``.
        var minimumScale = 1.0
        /// See ``ScrollView/maximumZoomScale``.
        var maximumScale = 1.0
        /// See ``ScrollView/bouncesZoom``.
        var bounces = true
        /// The scale of the zoomed view (1 until zoomed).
        var scale = 1.0
        /// True while a pinch zooms the content.
        var isZooming = false
        /// True while the zoom springs back within its limits, or animates to a new scale.
        var isBouncing = false
        /// Where the pinch began: the point of the zoomed view under the fingers, and the scale.
        var pinchAnchor: (point: Point, scale: Double)?
        /// A zoom moving on its own: from, to, the point of the zoomed view kept still and where
        /// it stays in the visible bounds, and when it started.
        var animation: (from: Double, to: Double, point: Point, visible: Point, start: MediaTime, duration: Double)?
        /// The frame observer stepping ``animation``. It is not the scroll motion's: a zoom
        /// springing back within its limits and the coast or edge bounce of the pan released
        /// with it run in the same frames, and both set the offset. Each frame they run in the
        /// order they started; one driver would first need a rule for which of them places
        /// the content.
        var frameObserver: (loop: EventLoop, token: Int)?
    }

    /// How long zoom animations and the spring back within the limits take, in seconds.
    public static let zoomAnimationDuration = 0.3

    /// The smallest ``zoomScale`` (1 by default). Zooming needs a maximum above the minimum and
    /// a delegate that returns a view from ``ScrollViewDelegate/viewForZooming(in:)``. Values
    /// that are not finite and positive are ignored.
    public var minimumZoomScale: Double {
        get { zoomState.minimumScale }
        set { if newValue.isFinite && newValue > 0 { zoomState.minimumScale = newValue } }
    }
    /// The largest ``zoomScale`` (1 by default). Values that are not finite and positive are
    /// ignored.
    public var maximumZoomScale: Double {
        get { zoomState.maximumScale }
        set { if newValue.isFinite && newValue > 0 { zoomState.maximumScale = newValue } }
    }
    /// Lets a pinch go past the limits, with resistance, and springs back on release (true by
    /// default).
    public var bouncesZoom: Bool {
        get { zoomState.bounces }
        set { zoomState.bounces = newValue }
    }
    /// True while a pinch zooms the content.
    public internal(set) var isZooming: Bool {
        get { zoomState.isZooming }
        set { zoomState.isZooming = newValue }
    }
    /// True while the zoom springs back within its limits, or animates to a new scale.
    public internal(set) var isZoomBouncing: Bool {
        get { zoomState.isBouncing }
        set { zoomState.isBouncing = newValue }
    }

    /// The view that zooms, when the delegate names one and the limits allow zooming.
    var zoomView: View? {
        guard maximumZoomScale > minimumZoomScale, let v = delegate?.viewForZooming(in: self), v.superview === self else {
            return nil
        }
        return v
    }

    /// The zoomed view's scale. Setting it zooms about the center of the visible area, clamped
    /// to the limits, without animation.
    public var zoomScale: Double {
        get { zoomState.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (clamped to the limits) about the center of the visible area, over
    /// ``zoomAnimationDuration`` seconds when `animated`.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard scale.isFinite, zoomView != nil else { return }
        let target = clampedZoomScale(scale)
        let visible = Point(x: bounds.width / 2, y: bounds.height / 2)
        let point = zoomViewPoint(atVisible: visible)
        zoom(to: target, keeping: point, at: visible, animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's own coordinates) fills the bounds as far as the
    /// limits allow, centered.
    public func zoom(to rect: Rect, animated: Bool) {
        guard zoomView != nil, rect.width > 0, rect.height > 0, rect.isFinite else { return }
        let scale = clampedZoomScale(Swift.min(bounds.width / rect.width, bounds.height / rect.height))
        zoom(to: scale, keeping: Point(x: rect.midX, y: rect.midY),
             at: Point(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
    }

    // MARK: Applying a scale

    func clampedZoomScale(_ s: Double) -> Double {
        Swift.min(Swift.max(s, minimumZoomScale), maximumZoomScale)
    }

    /// The point of the zoomed view (its own coordinates) shown at `visible` (a point of the
    /// scroll view's frame, measured from its top-left corner).
    func zoomViewPoint(atVisible visible: Point) -> Point {
        let s = zoomState.scale
        return Point(x: (contentOffset.x + visible.x) / s, y: (contentOffset.y + visible.y) / s)
    }

    /// Sets the scale now: the zoomed view's transform and place, the content size, and the
    /// offset that shows `point` at `visible`, kept within the content.
    func applyZoom(_ scale: Double, keeping point: Point, at visible: Point) {
        guard let v = zoomView, scale.isFinite, scale > 0 else { return }
        zoomState.scale = scale
        View.performWithoutAnimation {
            v.transform = Transform2D(scaleX: scale, y: scale)
            let size = Size(width: v.bounds.width * scale, height: v.bounds.height * scale)
            v.center = Point(x: size.width / 2, y: size.height / 2)
            contentSize = size
        }
        let o = Point(x: point.x * scale - visible.x, y: point.y * scale - visible.y)
        let lo = minimumContentOffset, hi = maximumContentOffset
        contentOffset = Point(x: Swift.min(Swift.max(o.x, lo.x), hi.x), y: Swift.min(Swift.max(o.y, lo.y), hi.y))
        delegate?.scrollViewDidZoom(self)
    }

    /// Zooms to `scale`, keeping `point` at `visible`, now or over ``zoomAnimationDuration``;
    /// `end` tells the delegate the zoom ended once there.
    private func zoom(to scale: Double, keeping point: Point, at visible: Point, animated: Bool, end: Bool = false) {
        stopZoomAnimation()
        guard animated, scale != zoomState.scale else {
            applyZoom(scale, keeping: point, at: visible)
            if end { endZoom() }
            return
        }
        zoomState.animation = (zoomState.scale, scale, point, visible, eventLoop.clock.now, Self.zoomAnimationDuration)
        isZoomBouncing = end
        let loop = eventLoop
        let box = ZoomTokenBox()
        box.token = loop.addFrameObserver { [weak self, weak loop] now in
            guard let self else {
                loop?.removeFrameObserver(box.token)
                return
            }
            self.stepZoom(at: now, end: end)
        }
        zoomState.frameObserver = (loop, box.token)
    }

    private final class ZoomTokenBox { var token = 0 }

    private func stepZoom(at now: MediaTime, end: Bool) {
        guard let a = zoomState.animation else { return stopZoomAnimation() }
        let t = a.duration > 0 ? Swift.min(1, (now - a.start) / a.duration) : 1
        let eased = TimingFunction.easeOut.value(at: t)
        // Interpolating the logarithm keeps the zoom's speed even in and out.
        let scale = a.from * pow(a.to / a.from, eased)
        applyZoom(t >= 1 ? a.to : scale, keeping: a.point, at: a.visible)
        guard t >= 1 else { return }
        stopZoomAnimation()
        if end { endZoom() }
    }

    func stopZoomAnimation() {
        zoomState.animation = nil
        isZoomBouncing = false
        if let f = zoomState.frameObserver {
            f.loop.removeFrameObserver(f.token)
            zoomState.frameObserver = nil
        }
    }

    private func endZoom() {
        isZooming = false
        delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomState.scale)
    }

    // MARK: Pinching

    /// The scale shown for a pinch to `raw`: within the limits as is; past them, with
    /// resistance when ``bouncesZoom`` (the overshoot grows as its square root), else clamped.
    private func resistedZoomScale(_ raw: Double) -> Double {
        let lo = minimumZoomScale, hi = maximumZoomScale
        guard bouncesZoom else { return clampedZoomScale(raw) }
        if raw > hi { return hi * (1 + ((raw / hi - 1) * 0.25).squareRoot() * 0.4) }
        if raw < lo { return lo / (1 + ((lo / raw - 1) * 0.25).squareRoot() * 0.4) }
        return raw
    }

    func handlePinch(_ state: GestureRecognizer.State) {
        let visible = pinchGestureRecognizer.location(in: self)
        let inFrame = Point(x: visible.x - contentOffset.x, y: visible.y - contentOffset.y)
        switch state {
        case .began:
            stopZoomAnimation()
            zoomState.pinchAnchor = (zoomViewPoint(atVisible: inFrame), zoomState.scale)
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: zoomView)
            fallthrough
        case .changed:
            guard let anchor = zoomState.pinchAnchor else { return }
            let s = resistedZoomScale(anchor.scale * pinchGestureRecognizer.scale)
            applyZoom(s, keeping: anchor.point, at: inFrame)
        case .ended, .cancelled:
            guard zoomState.pinchAnchor != nil else { return }
            zoomState.pinchAnchor = nil
            // Back within the limits, about the point under the fingers.
            let point = zoomViewPoint(atVisible: inFrame)
            zoom(to: clampedZoomScale(zoomState.scale), keeping: point, at: inFrame, animated: true, end: true)
        default:
            break
        }
    }
}
