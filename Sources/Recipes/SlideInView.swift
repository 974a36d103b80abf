import Foundation
import Geometry
import Graphics
import Layers
import Views

/// A non-modal notification that slides in from a side of a view, stays a while and slides
/// back out (recipe 3, SlideInView). A tap sends it away at once; so does a swipe toward the
/// side it came from. Notifications shown while another is up wait in a queue and follow one
/// after another.
///
/// ```swift
/// let note = SlideInView(image: banner)
/// note.text = "Download finished"
/// note.show(in: window, from: .top, duration: 3, bounce: true)
/// ```
///
/// The view's layer has its anchor point at its top-left corner (as in the seed), so its
/// `layer.position` is its frame's origin.
@MainActor
open class SlideInView: View {
    /// The side a notification comes from and goes back to.
    public enum Side: CaseIterable, Sendable {
        case top, bottom, left, right
    }

    /// Key times of the bounce keyframes: from, overshoot, rest, overshoot, rest.
    public static let bounceKeyTimes: [Double] = [0, 0.18, 0.5, 0.75, 1]
    /// Seconds the slide in (bounce or not) takes.
    public var slideInDuration = 0.5
    /// Seconds the slide out takes.
    public var slideOutDuration = 0.3
    /// Where accessibility announcements go (VoiceOver's announcement; nothing by default).
    public static var announce: (String) -> Void = { _ in }

    /// The text it carries; also its ``accessibilityLabel`` and announced when shown.
    public var text: String? {
        didSet { accessibilityLabel = text }
    }
    /// The label an accessibility client reads for it.
    public var accessibilityLabel: String?
    /// Called after it has slid out and left its superview.
    public var onDismiss: (() -> Void)?

    /// The size it shows at (the image's or the content view's).
    public let contentSize: Size
    /// The side it came from while shown.
    public private(set) var side: Side = .top
    /// True from ``show(in:from:duration:bounce:)`` (once off the queue) until it has slid out.
    public private(set) var isShowing = false
    /// The timer that slides it out; nil once fired or cancelled.
    public private(set) var dismissTimer: EventLoop.Timer?

    /// The position (top-left corner) it starts from, off screen.
    public private(set) var fromPosition = Point.zero
    /// The position it rests at: ``fromPosition`` moved by the side's adjustment.
    public private(set) var restingPosition = Point.zero
    private var adjust = Point.zero
    private var isDismissing = false

    /// The one shown now and those waiting, oldest first.
    public private(set) static var current: SlideInView?
    private static var waiting: [(view: SlideInView, container: WeakView, side: Side, duration: Double, bounce: Bool)] = []
    private struct WeakView { weak var view: View? }
    /// Notifications waiting to be shown, oldest first.
    public static var queued: [SlideInView] { waiting.map(\.view) }

    /// A notification of `size` (its content added by the caller).
    public init(size: Size) {
        contentSize = size
        super.init(frame: Rect(size: size))
        setUp()
    }

    /// A notification showing `image` at its size.
    public convenience init(image: Image) {
        self.init(size: image.size)
        layer.contents = image
    }

    /// A notification showing `contentView` (at its current size); a label's text becomes
    /// the accessibility label.
    public convenience init(contentView: View) {
        self.init(size: contentView.frame.size)
        contentView.frame = Rect(size: contentSize)
        addSubview(contentView)
        if let label = contentView as? Label {
            text = label.text
            accessibilityLabel = label.text // observers do not run inside an initializer
        }
    }

    private func setUp() {
        isUserInteractionEnabled = true
        layer.anchorPoint = Point(x: 0, y: 0)
        layer.position = Point(x: -contentSize.width, y: 0)
        let tap = TapGestureRecognizer { [weak self] r in
            if r.state == .ended { self?.dismiss() }
        }
        addGestureRecognizer(tap)
        let swipe = SwipeGestureRecognizer { [weak self] r in
            if r.state == .ended { self?.dismiss() }
        }
        swipeRecognizer = swipe
        addGestureRecognizer(swipe)
    }
    private var swipeRecognizer: SwipeGestureRecognizer?

    /// Slides in from `side` of `container`, centered along that side, and slides out after
    /// `duration` seconds. With `bounce` it overshoots by a fifth of its size twice (keyframes
    /// from, from+1.2·adjust, to, from+1.2·adjust, to at ``bounceKeyTimes``); otherwise it
    /// slides straight in. While another notification is up, it waits its turn.
    public func show(in container: View, from side: Side, duration: Double, bounce: Bool = false) {
        if let current = Self.current, current !== self {
            Self.waiting.append((self, WeakView(view: container), side, duration, bounce))
            return
        }
        guard !isShowing else { return }
        Self.current = self
        isShowing = true
        isDismissing = false
        self.side = side
        let w = contentSize.width, h = contentSize.height
        let cw = container.bounds.width, ch = container.bounds.height
        switch side {
        case .top:
            adjust = Point(x: 0, y: h)
            fromPosition = Point(x: cw / 2 - w / 2, y: -h)
        case .bottom:
            adjust = Point(x: 0, y: -h)
            fromPosition = Point(x: cw / 2 - w / 2, y: ch)
        case .left:
            adjust = Point(x: w, y: 0)
            fromPosition = Point(x: -w, y: ch / 2 - h / 2)
        case .right:
            adjust = Point(x: -w, y: 0)
            fromPosition = Point(x: cw, y: ch / 2 - h / 2)
        }
        swipeRecognizer?.direction = switch side {
        case .top: .up
        case .bottom: .down
        case .left: .left
        case .right: .right
        }
        let from = fromPosition
        let to = Point(x: from.x + adjust.x, y: from.y + adjust.y)
        let overshoot = Point(x: from.x + adjust.x * 1.2, y: from.y + adjust.y * 1.2)
        restingPosition = to
        Transaction.perform(disableActions: true) {
            layer.position = to
            container.addSubview(self)
        }
        if bounce {
            let anim = KeyframeAnimation(keyPath: "position",
                                         values: [.point(from), .point(overshoot), .point(to), .point(overshoot), .point(to)],
                                         keyTimes: Self.bounceKeyTimes, duration: slideInDuration)
            layer.add(anim, forKey: "slideIn")
        } else {
            layer.add(BasicAnimation(keyPath: "position", from: .point(from), to: .point(to), duration: slideInDuration), forKey: "slideIn")
        }
        if let text { Self.announce(text) }
        dismissTimer = EventLoop.main.perform(afterDelay: duration) { [weak self] in
            self?.dismissTimer = nil
            self?.dismiss()
        }
    }

    /// Cancels the timer and slides back out the way it came (at once). Does nothing unless
    /// shown; a queued notification is taken off the queue instead.
    public func dismiss() {
        if !isShowing {
            Self.waiting.removeAll { $0.view === self }
            return
        }
        guard !isDismissing else { return }
        isDismissing = true
        dismissTimer?.invalidate()
        dismissTimer = nil
        let from = layer.presentation().position
        let out = fromPosition
        layer.removeAnimation(forKey: "slideIn")
        Transaction.perform(disableActions: true) { layer.position = out }
        let anim = BasicAnimation(keyPath: "position", from: .point(from), to: .point(out), duration: slideOutDuration)
        anim.completion = { [weak self] _ in self?.didSlideOut() }
        layer.add(anim, forKey: "slideOut")
    }

    private func didSlideOut() {
        removeFromSuperview()
        isShowing = false
        isDismissing = false
        if Self.current === self { Self.current = nil }
        let done = onDismiss
        done?()
        Self.showNext()
    }

    private static func showNext() {
        while current == nil, !waiting.isEmpty {
            let next = waiting.removeFirst()
            guard let container = next.container.view else { continue }
            next.view.show(in: container, from: next.side, duration: next.duration, bounce: next.bounce)
        }
    }

    /// Takes every waiting notification off the queue and forgets the current one (tests).
    public static func resetQueue() {
        waiting.removeAll()
        current = nil
    }
}
