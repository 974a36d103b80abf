import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKMotion

/// A view whose content is larger than itself and moves under the finger (UIScrollView).
///
/// The content is the scroll view's subviews, laid out in content coordinates: (0, 0) is the
/// top-left corner of the content, ``contentSize`` its extent. ``contentOffset`` is the bounds
/// origin, as in UIKit, so scrolling moves every subview at once without touching their frames.
///
/// Its own ``panGestureRecognizer`` drags the content, with rubber-band resistance past the
/// edges when ``bounces`` is on (``/RKMotion/RubberBand``). After the finger lifts, the content coasts
/// with the release velocity and slows down at ``decelerationRate`` (``/RKMotion/Deceleration``), bounces
/// off an edge it runs into, springs back when left past one (``/RKMotion/SpringBack``), or settles on a
/// page with ``isPagingEnabled`` (``/RKMotion/Paging``). The motion is computed in closed form from the
/// event loop's clock each frame, in `Double` throughout, so it is exact at any offset: a
/// 10-point drag moves content 10 points even 5 million points down.
///
/// Touches to the content behave as in UIKit by default: a touch reaches the content after
/// ``delaysContentTouches``' 150 ms, or at once when the finger lifts sooner; when the pan begins
/// it takes the touch, and the content receives `touchesCancelled` (or nothing, if it was still
/// held). A pan recognizer on a content view wins its touches over the scroll view, unless one
/// of the two recognizers' delegates allows recognizing simultaneously. Touching content that
/// is still coasting stops it, and that touch does not reach the content.
///
/// It zooms as UIScrollView does (see ScrollView+Zooming.swift). Differences from UIKit: no
/// directional lock, no scroll-to-top; the scroll indicators have no insets of their own.
@MainActor
open class ScrollView: View {
    /// Told about dragging, deceleration and every change of offset.
    public weak var delegate: ScrollViewDelegate?

    /// The size of the content, in points; the offset can move over it.
    public var contentSize: Size = .zero {
        didSet { contentGeometryDidChange() }
    }

    /// Extra scrollable space around the content, in points: the offset can go as low as
    /// `-left` / `-top`, and the content's far edges can come `right` / `bottom` points inside
    /// the bounds.
    public var contentInset: EdgeInsets = EdgeInsets() {
        didSet { contentGeometryDidChange() }
    }

    /// The point of the content shown at the scroll view's top-left corner: its bounds origin.
    /// Setting it moves the content at once, tells the delegate ``ScrollViewDelegate/scrollViewDidScroll(_:)``,
    /// and does not stop a deceleration in progress (use ``setContentOffset(_:animated:)`` for that).
    public var contentOffset: Point {
        get { bounds.origin }
        set { applyOffset(newValue) }
    }

    /// Whether the user can drag the content (true by default). When false the pan is disabled;
    /// ``contentOffset`` can still be set.
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether the content can be dragged past its edges, with resistance, and bounces back
    /// (true by default). When false it stops dead at the edges.
    public var bounces = true

    /// Lets a vertical drag bounce even when the content is no taller than the view.
    public var alwaysBounceVertical = false
    /// Lets a horizontal drag bounce even when the content is no wider than the view.
    public var alwaysBounceHorizontal = false

    /// Whether the content settles on multiples of the view's size when the finger lifts
    /// (false by default).
    public var isPagingEnabled = false

    /// How quickly coasting content slows down: ``/RKMotion/Deceleration/normal`` (0.998 per millisecond,
    /// the default) or ``/RKMotion/Deceleration/fast`` (0.99).
    public var decelerationRate: Deceleration = .normal

    /// Whether the horizontal scroll bar shows while the content scrolls sideways (true by default).
    public var showsHorizontalScrollIndicator = true {
        didSet { if !showsHorizontalScrollIndicator { horizontalIndicator.isHidden = true } }
    }
    /// Whether the vertical scroll bar shows while the content scrolls up or down (true by default).
    public var showsVerticalScrollIndicator = true {
        didSet { if !showsVerticalScrollIndicator { verticalIndicator.isHidden = true } }
    }

    /// Whether a touch in the content is held back for 150 ms to see whether it becomes a drag
    /// (true by default, as UIKit).
    public var delaysContentTouches = true {
        didSet { delayRecognizer.isEnabled = delaysContentTouches }
    }

    /// Whether the scroll view may take a touch the content has already received, cancelling it
    /// there (true by default). When false, a drag that starts on content which got the touch
    /// does not scroll.
    public var canCancelContentTouches = true

    /// The recognizer that drags the content. Its delegate belongs to the scroll view; other
    /// recognizers can be set to require it to fail, or to recognize along with it.
    public let panGestureRecognizer: PanGestureRecognizer

    // MARK: Zooming (see ScrollView+Zooming.swift)

    /// The recognizer that zooms the content with two fingers.
    public let pinchGestureRecognizer = PinchGestureRecognizer()
    /// Everything zooming keeps: limits, scale, pinch and animation (ScrollView+Zooming.swift).
    var zoomState = ZoomState()

    /// True while a finger is down on the scroll view (even before it drags).
    public private(set) var isTracking = false
    /// True while the finger drags the content.
    public private(set) var isDragging = false
    /// True while the content moves on its own after the finger lifted.
    public private(set) var isDecelerating = false

    let horizontalIndicator = ScrollIndicator(axis: .horizontal)
    let verticalIndicator = ScrollIndicator(axis: .vertical)
    let delayRecognizer = ContentTouchDelayRecognizer()
    private let arbiter = ScrollViewGestureArbiter()

    /// True when a pinch zoomed during the current drag.
    private var zoomedDuringDrag = false
    /// The offset the drag started from, without rubber-banding (content stretched past an edge
    /// when the finger landed counts as the drag that would have stretched it so far).
    private var dragOrigin = Point.zero
    /// The motion of the content along each axis while no finger holds it.
    private var motion: (x: ScrollAxisMotion, y: ScrollAxisMotion)?
    /// Whether ``motion`` is a deceleration (after a drag) or a programmatic animation.
    private var motionIsAnimation = false
    private var frameObserver: (loop: EventLoop, token: Int)?

    /// Speeds under this many points per second count as no flick at all.
    static let minimumFlickSpeed = 1.0
    /// How long ``setContentOffset(_:animated:)`` takes, in seconds.
    public static let scrollAnimationDuration = 0.3

    /// A scroll view with a frame; it clips its content to its bounds.
    public override init(frame: Rect = .zero) {
        let pan = ScrollPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(frame: frame)
        clipsToBounds = true
        arbiter.scrollView = self
        pan.scrollView = self
        pan.delegate = arbiter
        pan.addAction { [weak self] r in self?.handlePan(r.state) }
        delayRecognizer.delegate = arbiter
        addGestureRecognizer(pan)
        addGestureRecognizer(delayRecognizer)
        pinchGestureRecognizer.delegate = arbiter
        pinchGestureRecognizer.addAction { [weak self] r in self?.handlePinch(r.state) }
        addGestureRecognizer(pinchGestureRecognizer)
        addSubview(horizontalIndicator)
        addSubview(verticalIndicator)
    }

    // MARK: Geometry

    /// The smallest offset the content rests at: minus the top and left insets.
    public var minimumContentOffset: Point {
        Point(x: -contentInset.left, y: -contentInset.top)
    }

    /// The largest offset the content rests at: where the content's far edges, plus the insets,
    /// meet the bounds' far edges (never below ``minimumContentOffset``).
    public var maximumContentOffset: Point {
        let lower = minimumContentOffset
        return Point(x: Swift.max(lower.x, contentSize.width + contentInset.right - bounds.width),
                     y: Swift.max(lower.y, contentSize.height + contentInset.bottom - bounds.height))
    }

    /// Whether a horizontal drag moves the content: it is wider than the view, or
    /// ``alwaysBounceHorizontal`` is set.
    var canScrollHorizontally: Bool {
        contentSize.width + contentInset.horizontal > bounds.width || alwaysBounceHorizontal
    }

    /// Whether a vertical drag moves the content.
    var canScrollVertically: Bool {
        contentSize.height + contentInset.vertical > bounds.height || alwaysBounceVertical
    }

    private func contentGeometryDidChange() {
        setNeedsLayout()
        updateIndicators()
    }

    // MARK: Keyboard

    /// How far an arrow key scrolls a focused scroll view, in points.
    public static let keyboardLineStep = 40.0

    /// A scroll view whose content is larger than it can take focus, unless it holds views that
    /// take focus themselves (then Tab goes to them, and focusing them scrolls them into view).
    open override var canBecomeFocused: Bool {
        guard isScrollEnabled, isUserInteractionEnabled, !isHidden, alpha >= 0.01,
              canScrollVertically || canScrollHorizontally else { return false }
        func holdsFocusable(_ v: View) -> Bool {
            v.subviews.contains { s in !s.isHidden && s.isUserInteractionEnabled && (s.canBecomeFocused || holdsFocusable(s)) }
        }
        return !holdsFocusable(self)
    }

    /// While focused: the arrow keys scroll a line (``keyboardLineStep``) along the axes the
    /// content overflows, Page Up and Page Down a page (a view's height less a line; exactly a
    /// page with paging), Home and End to the start and the end. The keys of an axis that does
    /// not scroll go on up the responder chain.
    open override func keyPressedWhileFocused(_ key: KeyboardKey) -> Bool {
        guard isScrollEnabled, key.modifiers.isEmpty else { return false }
        let lo = minimumContentOffset, hi = maximumContentOffset
        let vertical = canScrollVertically, horizontal = canScrollHorizontally
        let line = Self.keyboardLineStep
        let page = Point(x: isPagingEnabled ? bounds.width : Swift.max(line, bounds.width - line),
                         y: isPagingEnabled ? bounds.height : Swift.max(line, bounds.height - line))
        var o = contentOffset
        switch key.code {
        case .up where vertical: o.y -= line
        case .down where vertical: o.y += line
        case .left where horizontal: o.x -= line
        case .right where horizontal: o.x += line
        case .pageUp where vertical || horizontal: if vertical { o.y -= page.y } else { o.x -= page.x }
        case .pageDown where vertical || horizontal: if vertical { o.y += page.y } else { o.x += page.x }
        case .home where vertical || horizontal: if vertical { o.y = lo.y } else { o.x = lo.x }
        case .end where vertical || horizontal: if vertical { o.y = hi.y } else { o.x = hi.x }
        default: return false
        }
        o = Point(x: Swift.min(Swift.max(o.x, lo.x), hi.x), y: Swift.min(Swift.max(o.y, lo.y), hi.y))
        if o != contentOffset { setContentOffset(o, animated: false) }
        return true
    }

    // MARK: Setting the offset

    /// Moves the content so that `offset` is at the top-left corner, stopping any deceleration
    /// or animation in progress. Animated, it moves there over
    /// ``scrollAnimationDuration`` seconds, telling the delegate ``ScrollViewDelegate/scrollViewDidScroll(_:)``
    /// each frame and ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)`` at the end.
    /// The offset is used as given, even outside the content.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.isFinite else { return }
        stopMotion()
        guard animated, offset != contentOffset else {
            applyOffset(offset)
            return
        }
        let now = eventLoop.clock.now, d = Self.scrollAnimationDuration
        let current = contentOffset
        motion = (.ease(from: current.x, to: offset.x, duration: d, at: now),
                  .ease(from: current.y, to: offset.y, duration: d, at: now))
        motionIsAnimation = true
        showIndicators()
        startFrames()
    }

    /// Moves the content so that `rect` (in content coordinates) is visible, by the smallest
    /// change that stays within the content.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let b = bounds, lower = minimumContentOffset, upper = maximumContentOffset
        func axis(_ offset: Double, _ size: Double, _ minR: Double, _ maxR: Double, _ lo: Double, _ hi: Double) -> Double {
            var o = offset
            if maxR > o + size { o = maxR - size }
            if minR < o { o = minR }
            return Swift.min(Swift.max(o, lo), hi)
        }
        let target = Point(x: axis(b.minX, b.width, rect.minX, rect.maxX, lower.x, upper.x),
                           y: axis(b.minY, b.height, rect.minY, rect.maxY, lower.y, upper.y))
        setContentOffset(target, animated: animated)
    }

    /// Shows the scroll bars briefly (UIScrollView.flashScrollIndicators).
    public func flashScrollIndicators() {
        showIndicators()
        hideIndicatorsSoon()
    }

    /// `p` on the window's device pixels (its layer's scale when not in a window), rounded
    /// toward the offset shown now, so that the content never passes where its motion is, or
    /// to the nearest pixel (a finger's place).
    private func pixelAligned(_ p: Point, nearest: Bool = false) -> Point {
        let scale = window?.layer.contentsScale ?? layer.contentsScale
        guard scale.isFinite, scale > 0 else { return p }
        let now = bounds.origin
        func align(_ v: Double, from old: Double) -> Double {
            let aligned = (v * scale).rounded(nearest ? .toNearestOrAwayFromZero : v >= old ? .down : .up) / scale
            return aligned.isFinite ? aligned : v
        }
        return Point(x: align(p.x, from: now.x), y: align(p.y, from: now.y))
    }

    /// Sets the bounds origin and tells the delegate when it changed.
    private func applyOffset(_ offset: Point) {
        guard offset.isFinite, offset != bounds.origin else { return }
        var b = bounds
        b.origin = offset
        bounds = b
        // As in UIKit, scrolling lays the scroll view out again: content that is made for what
        // is visible (tiles, reusable cells) follows in layoutSubviews.
        setNeedsLayout()
        updateIndicators()
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Layout and hit testing

    /// Places the scroll bars; subclasses laying out content call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateIndicators()
    }

    /// Keeps the scroll bars above newly added content; subclasses call super.
    open override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        // The scroll bars stay above the content.
        guard !(subview is ScrollIndicator) else { return }
        bringSubviewToFront(horizontalIndicator)
        bringSubviewToFront(verticalIndicator)
    }

    /// While the content coasts, a touch anywhere in the scroll view is the scroll view's: it
    /// stops the content and does not reach the views under the finger.
    open override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        if isDecelerating, let hit, hit !== self, hit.isDescendant(of: self) { return self }
        return hit
    }

    // MARK: Dragging

    /// Whether a mouse drag (not a finger) scrolls: text views select with it instead.
    var scrollsWithPointerDrag: Bool { true }

    /// Whether the pan may begin: scrolling is on, the content can move the way the finger
    /// went, and (without ``canCancelContentTouches``) the content has not got the touch.
    func panShouldBegin() -> Bool {
        guard isScrollEnabled else { return false }
        if !scrollsWithPointerDrag, !Application.shared.lastInputWasTouch { return false }
        let h = canScrollHorizontally, v = canScrollVertically
        guard h || v else { return false }
        if !canCancelContentTouches, panGestureRecognizer.trackedTouches.contains(where: {
            $0.beganDeliveredToView && !$0.cancelledForView && $0.view !== self
        }) { return false }
        if h && v { return true }
        let t = (panGestureRecognizer as PanGestureRecognizer).translation(in: nil)
        return h ? Swift.abs(t.x) >= Swift.abs(t.y) : Swift.abs(t.y) >= Swift.abs(t.x)
    }

    /// A finger landed: coasting content stops under it.
    func trackingDidBegin() {
        isTracking = true
        if motion != nil, !motionIsAnimation { stopMotion() }
    }

    /// The last finger lifted (or the touches were cancelled): content left past an edge
    /// without a drag to end returns to it.
    func trackingDidEnd() {
        isTracking = false
        guard !isDragging, motion == nil else { return }
        startDeceleration(velocity: .zero, target: nil, notify: false)
    }

    private func handlePan(_ state: GestureRecognizer.State) {
        switch state {
        case .began:
            stopMotion()
            isDragging = true
            let lower = minimumContentOffset, upper = maximumContentOffset, o = contentOffset
            dragOrigin = Point(x: unstretched(o.x, lower.x, upper.x, bounds.width),
                               y: unstretched(o.y, lower.y, upper.y, bounds.height))
            zoomedDuringDrag = isZooming
            showIndicators()
            delegate?.scrollViewWillBeginDragging(self)
            followFinger()
        case .changed:
            followFinger()
        case .ended:
            // After a pinch the fingers' own speed is not a flick.
            let v = zoomedDuringDrag ? .zero : (panGestureRecognizer as PanGestureRecognizer).velocity(in: self)
            endDrag(velocity: Point(x: -v.x, y: -v.y))
        case .cancelled:
            endDrag(velocity: .zero)
        default:
            break
        }
    }

    /// The offset that, rubber-banded, shows as `offset`: the drag distance that would have
    /// stretched the content this far past the edge.
    private func unstretched(_ offset: Double, _ lower: Double, _ upper: Double, _ dimension: Double) -> Double {
        let upper = Swift.max(lower, upper)
        guard bounces else { return Swift.min(Swift.max(offset, lower), upper) }
        if offset < lower {
            let x = RubberBand.overshoot(forOffset: offset - lower, dimension: dimension)
            return x.isFinite ? lower + x : offset
        }
        if offset > upper {
            let x = RubberBand.overshoot(forOffset: offset - upper, dimension: dimension)
            return x.isFinite ? upper + x : offset
        }
        return offset
    }

    /// The offset shown for a drag to `raw`: unchanged inside the content, rubber-banded past
    /// the edges, or clamped to them without ``bounces``.
    private func stretched(_ raw: Double, _ lower: Double, _ upper: Double, _ dimension: Double) -> Double {
        guard bounces else { return Swift.min(Swift.max(raw, lower), Swift.max(lower, upper)) }
        return RubberBand.clamp(raw, min: lower, max: upper, dimension: dimension)
    }

    private func followFinger() {
        let t = (panGestureRecognizer as PanGestureRecognizer).translation(in: self)
        if isZooming {
            // The pinch places the content (and pans with the fingers); the drag picks up from
            // wherever it leaves it.
            zoomedDuringDrag = true
            dragOrigin = Point(x: contentOffset.x + t.x, y: contentOffset.y + t.y)
            return
        }
        let lower = minimumContentOffset, upper = maximumContentOffset
        var o = contentOffset
        if canScrollHorizontally { o.x = follow(&dragOrigin.x, t.x, lower.x, upper.x, bounds.width) }
        if canScrollVertically { o.y = follow(&dragOrigin.y, t.y, lower.y, upper.y, bounds.height) }
        // On whole device pixels within the content, as while coasting: the compositor moves
        // the pixels already drawn instead of repainting the view (a finger's fractional
        // points, as a diagonal drag gives, made every drag frame a full repaint), and the
        // content stays sharp. Stretched past an edge, the rubber band keeps its exact course.
        let aligned = pixelAligned(o, nearest: true)
        if aligned.x >= lower.x, aligned.x <= Swift.max(lower.x, upper.x) { o.x = aligned.x }
        if aligned.y >= lower.y, aligned.y <= Swift.max(lower.y, upper.y) { o.y = aligned.y }
        applyOffset(o)
    }

    /// The offset along one axis for a drag by `translation` from `origin`. Without bounces, a
    /// finger that pushes past an edge drags the origin along, so the content moves back as soon
    /// as the finger turns around.
    private func follow(_ origin: inout Double, _ translation: Double, _ lower: Double, _ upper: Double,
                        _ dimension: Double) -> Double {
        let raw = origin - translation
        if !bounces {
            let upper = Swift.max(lower, upper)
            if raw < lower { origin += lower - raw }
            if raw > upper { origin -= raw - upper }
        }
        return stretched(origin - translation, lower, upper, dimension)
    }

    private func endDrag(velocity raw: Point) {
        isDragging = false
        func clean(_ v: Double, _ scrollable: Bool) -> Double {
            scrollable && v.isFinite && Swift.abs(v) >= Self.minimumFlickSpeed ? v : 0
        }
        let v = Point(x: clean(raw.x, canScrollHorizontally), y: clean(raw.y, canScrollVertically))
        let proposed = restingOffset(velocity: v)
        var target = proposed
        delegate?.scrollViewWillEndDragging(self, withVelocity: Point(x: v.x / 1000, y: v.y / 1000),
                                            targetContentOffset: &target)
        startDeceleration(velocity: v, target: target.isFinite && target != proposed ? target : nil, notify: true)
    }

    /// Where the content will rest after a release at `velocity`: the page it settles on, or
    /// where the deceleration would carry it, within the content.
    private func restingOffset(velocity v: Point) -> Point {
        let o = contentOffset, lower = minimumContentOffset, upper = maximumContentOffset
        func axis(_ o: Double, _ v: Double, _ lo: Double, _ hi: Double, _ page: Double, _ extent: Double) -> Double {
            let natural: Double
            if isPagingEnabled, page > 0 {
                // A NaN, infinite or negative content size pages over one page.
                let pages = (extent / page).rounded(.up)
                let count = pages.isFinite && pages > 0 ? Int(Swift.min(pages, Double(Int32.max))) : 1
                let index = Paging.targetPage(offset: o, velocity: v, pageSize: page, pageCount: Swift.max(1, count))
                natural = Double(index) * page
            } else {
                natural = o + decelerationRate.totalDistance(velocity: v)
            }
            return Swift.min(Swift.max(natural, lo), Swift.max(lo, hi))
        }
        return Point(x: axis(o.x, v.x, lower.x, upper.x, bounds.width, contentSize.width),
                     y: axis(o.y, v.y, lower.y, upper.y, bounds.height, contentSize.height))
    }

    // MARK: Motion

    /// Starts the content moving after a release: to `target` when the delegate or paging chose
    /// one, otherwise coasting on `velocity` with bounces at the edges. With `notify`, the delegate
    /// hears ``ScrollViewDelegate/scrollViewDidEndDragging(_:willDecelerate:)`` first.
    private func startDeceleration(velocity v: Point, target: Point?, notify: Bool) {
        let now = eventLoop.clock.now
        let o = contentOffset, lower = minimumContentOffset, upper = maximumContentOffset
        func axis(_ o: Double, _ v: Double, _ lo: Double, _ hi: Double, _ target: Double?, paging: Bool) -> ScrollAxisMotion {
            if paging, let target {
                return .spring(from: o, to: target, velocity: v, overshoots: false, at: now)
            }
            if let target, target != o {
                let outside = o < lo || o > Swift.max(lo, hi)
                if outside { return .spring(from: o, to: target, velocity: v, at: now) }
                return .glide(from: o, to: target, deceleration: decelerationRate, at: now)
            }
            return .coast(from: o, velocity: v, deceleration: decelerationRate, lower: lo, upper: hi,
                          bounces: bounces, at: now)
        }
        // Paging settles on a page; otherwise only a target the delegate chose overrides the coast.
        let paged: Point? = isPagingEnabled ? (target ?? restingOffset(velocity: v)) : target
        let pageX = isPagingEnabled && canScrollHorizontally, pageY = isPagingEnabled && canScrollVertically
        let mx = axis(o.x, v.x, lower.x, upper.x, paged?.x, paging: pageX)
        let my = axis(o.y, v.y, lower.y, upper.y, paged?.y, paging: pageY)
        let moves = !(mx.isFinished && my.isFinished)
        if notify { delegate?.scrollViewDidEndDragging(self, willDecelerate: moves) }
        guard moves else {
            // Already at rest (the final position of a motion that ended at once).
            var x = mx, y = my
            applyOffset(Point(x: x.position(at: now), y: y.position(at: now)))
            hideIndicatorsSoon()
            return
        }
        motion = (mx, my)
        motionIsAnimation = false
        isDecelerating = true
        showIndicators()
        delegate?.scrollViewWillBeginDecelerating(self)
        startFrames()
    }

    /// Stops any deceleration or animation where it is, without telling the delegate.
    private func stopMotion() {
        motion = nil
        isDecelerating = false
        motionIsAnimation = false
        if let f = frameObserver {
            f.loop.removeFrameObserver(f.token)
            frameObserver = nil
        }
    }

    private final class TokenBox { var token = 0 }

    private func startFrames() {
        guard frameObserver == nil else { return }
        let loop = eventLoop
        let box = TokenBox()
        box.token = loop.addFrameObserver { [weak self, weak loop] now in
            guard let self else {
                loop?.removeFrameObserver(box.token)
                return
            }
            self.step(at: now)
        }
        frameObserver = (loop, box.token)
    }

    /// One frame of motion: both axes move to where they are at `now`; once both rest the
    /// delegate hears the end.
    private func step(at now: MediaTime) {
        guard var m = motion else {
            stopMotion()
            return
        }
        var p = Point(x: m.x.position(at: now), y: m.y.position(at: now))
        motion = m
        if !motionIsAnimation, !(m.x.isFinished && m.y.isFinished) {
            // While coasting, on whole device pixels: the compositor then moves the pixels
            // already drawn instead of repainting the view, and content is not resampled
            // between pixels. The motion keeps its exact course, and comes to rest exactly.
            p = pixelAligned(p)
        }
        applyOffset(p)
        guard motion != nil else { return }  // the delegate stopped or replaced the motion
        guard m.x.isFinished && m.y.isFinished else { return }
        let wasAnimation = motionIsAnimation
        stopMotion()
        hideIndicatorsSoon()
        if wasAnimation {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    // MARK: Indicators

    private func showIndicators() {
        updateIndicators()
        if showsHorizontalScrollIndicator && canScrollHorizontally { horizontalIndicator.show() }
        if showsVerticalScrollIndicator && canScrollVertically { verticalIndicator.show() }
    }

    private func hideIndicatorsSoon() {
        horizontalIndicator.fadeSoon()
        verticalIndicator.fadeSoon()
    }

    private func updateIndicators() {
        let lower = minimumContentOffset, upper = maximumContentOffset
        let showH = showsHorizontalScrollIndicator && canScrollHorizontally
        let showV = showsVerticalScrollIndicator && canScrollVertically
        horizontalIndicator.isHidden = !showH
        verticalIndicator.isHidden = !showV
        let b = bounds
        if showH {
            horizontalIndicator.place(in: b, lower: lower.x, upper: upper.x,
                                      extent: contentSize.width + contentInset.horizontal, leavesCorner: showV)
        }
        if showV {
            verticalIndicator.place(in: b, lower: lower.y, upper: upper.y,
                                    extent: contentSize.height + contentInset.vertical, leavesCorner: showH)
        }
    }
}
