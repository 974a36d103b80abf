import RKGeometry
import RKGraphics
import RKLayers
import RKViews

/// A horizontally scrolling strip of images from which a downward drag pulls out a copy
/// (seed 004's PullView, solution 1-12): like magnet letters taken from a rack onto a work area.
///
/// Each image in the strip has a pan recognizer that runs alongside the strip's own, through
/// their delegates, as the seed does. A touch that moves down at least ``pullDistance`` (16 pt)
/// while straying at most ``maximumSideways`` (12 pt) sideways makes a ``DragView`` copy of
/// that image in ``dropArea``, under the same finger, which goes on dragging it without lifting.
/// While the copy is dragged the strip does not scroll (and gives back what it scrolled before
/// the pull was recognized); a touch that goes sideways first scrolls the strip and pulls
/// nothing.
///
/// When the finger lifts inside ``dropArea`` the copy stays there, where it was dropped, and can
/// be dragged again; lifted anywhere else it flies back to its image in the strip and goes.
///
/// ```swift
/// let strip = PullView(frame: Rect(x: 0, y: 0, width: 320, height: 100), images: letters)
/// strip.dropArea = workArea
/// strip.onDrop = { copy in print("dropped at", copy.center) }
/// ```
@MainActor
open class PullView: View {
    /// How far down a touch must go to pull a copy, in points (the seed's 16).
    public var pullDistance = 16.0
    /// How far sideways it may go meanwhile, in points (the seed's 12).
    public var maximumSideways = 12.0
    /// Where copies are dropped; the superview when nil.
    public weak var dropArea: View?
    /// Called when a copy is dropped in the drop area.
    public var onDrop: ((DragView) -> Void)?
    /// Called when a copy is pulled out (the touch goes on dragging it).
    public var onPull: ((DragView) -> Void)?

    /// The strip.
    public let scrollView: ScrollView
    /// The image views in the strip, in order.
    public private(set) var imageViews: [ImageView] = []
    /// The copy being dragged, while a pull lasts.
    public private(set) var pulledView: DragView?
    /// The copies dropped in the drop area so far (those still in it).
    public var droppedViews: [DragView] { dropped.filter { $0.superview != nil } }

    /// The space between images and around them, in points.
    public var spacing = 8.0 { didSet { setNeedsLayout() } }

    /// A strip showing `images`, each scaled to fit the strip's height less the spacing.
    public init(frame: Rect, images: [Image]) {
        scrollView = ScrollView(frame: Rect(size: frame.size))
        super.init(frame: frame)
        scrollView.showsVerticalScrollIndicator = false
        addSubview(scrollView)
        for image in images {
            let v = ImageView(image: image)
            v.contentMode = .resizeAspect
            v.isUserInteractionEnabled = true
            let pan = PanGestureRecognizer { [weak self, weak v] r in
                guard let self, let v else { return }
                self.handle(r, on: v)
            }
            pan.delegate = arbiter
            v.addGestureRecognizer(pan)
            scrollView.addSubview(v)
            imageViews.append(v)
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        let side = Swift.max(1, bounds.height - 2 * spacing)
        var x = spacing
        for v in imageViews {
            let size = v.image?.size ?? Size(width: side, height: side)
            let w = size.height > 0 ? side * size.width / size.height : side
            v.frame = Rect(x: x, y: spacing, width: w, height: side)
            x += w + spacing
        }
        scrollView.contentSize = Size(width: x, height: bounds.height)
    }

    // MARK: The pull

    private let arbiter = PullArbiter()
    private var pullFailed = false
    private var source: ImageView?
    private var grabOffset = Point.zero
    private var dropped: [DragView] = []

    private var area: View? { dropArea ?? superview }

    private func handle(_ pan: PanGestureRecognizer, on imageView: ImageView) {
        switch pan.state {
        case .began, .changed:
            if pan.state == .began { pullFailed = false }
            if let pulled = pulledView {
                move(pulled, with: pan)
                return
            }
            guard !pullFailed else { return }
            let t = pan.translation(in: self)
            if abs(t.x) > maximumSideways || t.y < -maximumSideways {
                // Sideways (or up) first: a scroll, not a pull, for the rest of this touch.
                pullFailed = true
                return
            }
            if t.y >= pullDistance { beginPull(from: imageView, with: pan) }
        case .ended:
            endPull(with: pan, cancelled: false)
        case .cancelled, .failed:
            endPull(with: pan, cancelled: true)
        default:
            break
        }
    }

    private func beginPull(from imageView: ImageView, with pan: PanGestureRecognizer) {
        guard let area, let image = imageView.image else { return }
        // The strip stops for the rest of this touch and gives back what it scrolled: the
        // content followed the finger sideways by the strip's own pan's translation.
        let scrollPan = scrollView.panGestureRecognizer
        let scrolled = scrollPan.state == .began || scrollPan.state == .changed ? scrollPan.translation(in: scrollView).x : 0
        scrollView.isScrollEnabled = false
        if scrolled != 0 {
            let maxX = Swift.max(0, scrollView.contentSize.width - scrollView.bounds.width)
            let x = Swift.min(Swift.max(0, scrollView.contentOffset.x + scrolled), maxX)
            scrollView.contentOffset = Point(x: x, y: scrollView.contentOffset.y)
        }
        let t = pan.translation(in: self)
        let copy = DragView(image: image)
        copy.frame = imageView.convert(imageView.bounds, to: area)
        copy.constraintRect = area.bounds
        area.addSubview(copy)
        let finger = pan.location(in: area)
        grabOffset = Point(x: copy.center.x - (finger.x - t.x), y: copy.center.y - (finger.y - t.y))
        source = imageView
        pulledView = copy
        View.animate(withDuration: 0.15) { copy.transform = Transform2D(scaleX: 1.1, y: 1.1) }
        move(copy, with: pan)
        onPull?(copy)
    }

    private func move(_ copy: DragView, with pan: PanGestureRecognizer) {
        guard let area else { return }
        let finger = pan.location(in: area)
        View.performWithoutAnimation {
            copy.center = Point(x: finger.x + grabOffset.x, y: finger.y + grabOffset.y)
        }
    }

    private func endPull(with pan: PanGestureRecognizer, cancelled: Bool) {
        defer {
            scrollView.isScrollEnabled = true
            pullFailed = false
            pulledView = nil
            source = nil
        }
        guard let copy = pulledView, let area else { return }
        let finger = pan.location(in: area)
        let inStrip = convert(bounds, to: area).contains(finger)
        if !cancelled, area.bounds.contains(finger), !inStrip {
            View.animate(withDuration: 0.15) { copy.transform = .identity }
            dropped.append(copy)
            onDrop?(copy)
            return
        }
        // Dropped outside the area (or back on the strip): it flies home and goes.
        let home = source.map { $0.convert($0.bounds, to: area) } ?? copy.frame
        View.animate(withDuration: 0.25, options: .curveEaseInOut, animations: {
            copy.transform = .identity
            copy.center = Point(x: home.midX, y: home.midY)
            copy.alpha = 0.6
        }, completion: { _ in copy.removeFromSuperview() })
    }

}

/// The images' pans' delegate: they run together with the strip's pan, as in the seed.
@MainActor
private final class PullArbiter: GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        true
    }
}
