import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKViews

/// A non-modal notification that slides in from a side of a view, stays a while and slides
/// back out (recipe 3, SlideInView). A touch going down on it sends it away at once, as the
/// seed's `touchesBegan` does. Notifications shown while another is up in the same container wait in
/// that container's queue and follow one after another.
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
        /// An edge of the view the notification is shown in.
        case top, bottom, left, right
    }

    /// Key times of the bounce keyframes: from, overshoot, rest, overshoot, rest.
    public static let bounceKeyTimes: [Double] = [0, 0.18, 0.5, 0.75, 1]
    /// Seconds the slide in (bounce or not) takes: Core Animation's default 0.25 s, since the
    /// seed's animations set no duration.
    public var slideInDuration = 0.25
    /// Seconds the slide out takes: the seed's view animation (`beginAnimations`) with UIKit's
    /// default 0.2 s and ease-in-out curve.
    public var slideOutDuration = 0.2
    /// The text it carries: its ``/RKViews/View/accessibilityLabel`` (one element for assistive
    /// technologies, whatever its content) and posted as an announcement when it shows.
    public var text: String? {
        didSet { accessibilityLabel = text }
    }
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

    /// The container it is shown in (or waits for), while shown or queued.
    public private(set) weak var container: View?

    /// One container's notifications: the one shown and those waiting, oldest first. It is
    /// attached to the container (``RKViews/View/attachment(_:)``), so each container has its
    /// own (notifications in different views, or different hosts, show at the same time) and
    /// it goes with the container.
    private final class Queue {
        weak var container: View?
        var current: SlideInView?
        var waiting: [(view: SlideInView, side: Side, duration: Double, bounce: Bool)] = []
        init(container: View) { self.container = container }
    }

    /// The queue of `container`, made on first use.
    private static func queue(for container: View) -> Queue {
        container.attachment(Queue.self, orMake: Queue(container: container))
    }

    /// The notification shown in `container` now, if any.
    public static func current(in container: View) -> SlideInView? {
        container.attachment(Queue.self)?.current
    }

    /// The notifications waiting to be shown in `container`, oldest first.
    public static func queued(in container: View) -> [SlideInView] {
        container.attachment(Queue.self)?.waiting.map(\.view) ?? []
    }

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

    /// A notification showing `contentView` (at its current size); the labels in it become its
    /// ``text`` (joined with commas) and so its accessibility label.
    public convenience init(contentView: View) {
        self.init(size: contentView.frame.size)
        contentView.frame = Rect(size: contentSize)
        addSubview(contentView)
        // The text assistive technologies read: what the content's own elements say (a
        // label's text; several labels joined), so a banner made of views is still spoken.
        let spoken = Accessibility.elements(in: contentView).compactMap(\.accessibilityLabel).filter { !$0.isEmpty }
        if !spoken.isEmpty {
            text = spoken.joined(separator: ", ")
            accessibilityLabel = text  // observers do not run inside an initializer
        }
    }

    /// Sends the notification away, as a tap does.
    open override func accessibilityActivate() -> Bool {
        dismiss()
        return true
    }

    private func setUp() {
        isUserInteractionEnabled = true
        isAccessibilityElement = true
        // A notification the user can send away: read as a button named by its text.
        accessibilityTraits = [.button, .staticText]
        accessibilityHint = String(localized: "Tap to dismiss", bundle: .recipeKit)
        layer.anchorPoint = Point(x: 0, y: 0)
        layer.position = Point(x: -contentSize.width, y: 0)
    }

    /// A touch going down dismisses at once, as the seed's `touchesBegan` does: no need to lift
    /// (a press held past a tap's 0.75 s, or the start of a swipe, dismisses too).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        dismiss()
    }

    /// How a notification came in: slid, slid with the overshoot, or faded in place.
    public enum Entrance: Sendable {
        /// Slid straight in.
        case slide
        /// Slid in with the seed's overshoot (`bounce`).
        case bounce
        /// Faded in where it rests, as reduced motion asks
        /// (``/RKViews/Accessibility/isReduceMotionEnabled``).
        case fade
    }
    /// How it came in last; nil before it was first shown.
    public private(set) var entrance: Entrance?

    /// Slides in from `side` of `container`, centered along that side, and slides out after
    /// `duration` seconds. With `bounce` it overshoots by a fifth of its size twice (keyframes
    /// from, from+1.2·adjust, to, from+1.2·adjust, to at ``bounceKeyTimes``); otherwise it
    /// slides straight in. While another notification is up in the same container, it waits
    /// its turn. Calls while it is shown or already waiting do nothing. While reduced motion is
    /// on it fades in where it comes to rest, and fades out, instead of sliding.
    public func show(in container: View, from side: Side, duration: Double, bounce: Bool = false) {
        guard !isShowing, self.container == nil || self.container === container else { return }
        let queue = Self.queue(for: container)
        if let current = queue.current, current !== self {
            if !queue.waiting.contains(where: { $0.view === self }) {
                self.container = container
                queue.waiting.append((self, side, duration, bounce))
            }
            return
        }
        queue.current = self
        self.container = container
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
        let from = fromPosition
        let to = Point(x: from.x + adjust.x, y: from.y + adjust.y)
        let overshoot = Point(x: from.x + adjust.x * 1.2, y: from.y + adjust.y * 1.2)
        restingPosition = to
        Transaction.perform(disableActions: true) {
            layer.position = to
            container.addSubview(self)
        }
        if Accessibility.isReduceMotionEnabled {
            // Reduced motion: no slide and no overshoot, a short fade where it comes to rest.
            entrance = .fade
            layer.add(BasicAnimation(keyPath: "opacity", from: .double(0), to: .double(1),
                                     duration: Accessibility.reducedMotionFadeDuration), forKey: "slideIn")
        } else if bounce {
            entrance = .bounce
            let anim = KeyframeAnimation(keyPath: "position",
                                         values: [.point(from), .point(overshoot), .point(to), .point(overshoot), .point(to)],
                                         keyTimes: Self.bounceKeyTimes, duration: slideInDuration)
            layer.add(anim, forKey: "slideIn")
        } else {
            entrance = .slide
            layer.add(BasicAnimation(keyPath: "position", from: .point(from), to: .point(to), duration: slideInDuration), forKey: "slideIn")
        }
        if let text { Accessibility.post(.announcement(text)) }
        dismissTimer = eventLoop.perform(afterDelay: duration) { [weak self] in
            self?.dismissTimer = nil
            self?.dismiss()
        }
    }

    /// Cancels the timer and slides back out the way it came (at once). Does nothing unless
    /// shown; a queued notification is taken off the queue instead.
    public func dismiss() {
        if !isShowing {
            if let queue = container?.attachment(Queue.self) {
                queue.waiting.removeAll { $0.view === self }
            }
            container = nil
            return
        }
        guard !isDismissing else { return }
        isDismissing = true
        dismissTimer?.invalidate()
        dismissTimer = nil
        // From where it is now (mid-slide-in when touched early), back by the way it came in a
        // view animation, as the seed's `frame = CGRectOffset(frame, -adjustX, -adjustY)` is.
        if entrance == .fade {
            // Reduced motion: it fades out where it is, as it came.
            let shown = layer.presentation().opacity
            layer.removeAnimation(forKey: "slideIn")
            Transaction.perform(disableActions: true) { layer.opacity = shown }
            View.animate(withDuration: Accessibility.reducedMotionFadeDuration, animations: { self.alpha = 0 },
                         completion: { [weak self] _ in
                self?.alpha = 1
                self?.didSlideOut()
            })
            return
        }
        let from = layer.presentation().position
        let out = fromPosition
        layer.removeAnimation(forKey: "slideIn")
        Transaction.perform(disableActions: true) { layer.position = from }
        var target = frame
        target.origin = Point(x: target.origin.x + out.x - from.x, y: target.origin.y + out.y - from.y)
        View.animate(withDuration: slideOutDuration, animations: { self.frame = target }, completion: { [weak self] _ in
            self?.didSlideOut()
        })
    }

    private func didSlideOut() {
        let queue = container?.attachment(Queue.self)
        removeFromSuperview()
        isShowing = false
        isDismissing = false
        container = nil
        if queue?.current === self { queue?.current = nil }
        let done = onDismiss
        done?()
        if let queue { Self.showNext(in: queue) }
    }

    private static func showNext(in queue: Queue) {
        guard let container = queue.container else { return }
        while queue.current == nil, !queue.waiting.isEmpty {
            let next = queue.waiting.removeFirst()
            next.view.container = nil
            next.view.show(in: container, from: next.side, duration: next.duration, bounce: next.bounce)
        }
    }

    /// Forgets `container`'s queue: its waiting notifications are dropped and the one shown no
    /// longer holds back others (for a view that starts over).
    public static func resetQueue(in container: View) {
        guard let q = container.attachment(Queue.self) else { return }
        for w in q.waiting { w.view.container = nil }
        container.setAttachment(nil, for: Queue.self)
    }

    /// Does nothing, kept for source compatibility: queues live on their containers now, so a
    /// new container (a new host's window) starts with none and no other host's queue can hold
    /// its notifications back. ``resetQueue(in:)`` forgets one container's queue.
    @available(*, deprecated, message: "Each container keeps its own queue; use resetQueue(in:)")
    public static func resetQueue() {}
}
