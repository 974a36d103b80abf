import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKMotion
import RKViews

/// Gives a ``CoverFlowView`` its covers (the seed's data source methods).
///
/// The seed's own spellings work too: a data source written from seed 003 with
/// `coverFlow(_:requestImageAtIndex:quality:)` and `coverFlow(_:requestFlipLayerAtIndex:)` is
/// called through them. (Optional methods have empty defaults, and Swift does not warn about a
/// method that nearly matches one, so the seed's names are requirements of their own rather
/// than spellings the view would silently never call.)
@MainActor
public protocol CoverFlowDataSource: AnyObject {
    /// Asked for cover `index`'s image at `quality`: answer with
    /// ``CoverFlowView/setImage(_:at:quality:)``, now or later (decode off the main thread and
    /// hand the result back on the main actor). A cover that has left the range by then drops it.
    /// The default asks ``coverFlow(_:requestImageAtIndex:quality:)``.
    func coverFlow(_ view: CoverFlowView, requestImageAt index: Int, quality: CoverImageQuality)
    /// The seed's spelling of ``coverFlow(_:requestImageAt:quality:)``; implement either.
    func coverFlow(_ view: CoverFlowView, requestImageAtIndex index: Int, quality: CoverImageQuality)
    /// The layer shown on cover `index`'s back while it is flipped (optional). The default asks
    /// ``coverFlow(_:requestFlipLayerAtIndex:)``.
    func coverFlow(_ view: CoverFlowView, flipLayerAt index: Int) -> Layer?
    /// The seed's spelling of ``coverFlow(_:flipLayerAt:)``; implement either.
    func coverFlow(_ view: CoverFlowView, requestFlipLayerAtIndex index: Int) -> Layer?
    /// The title of cover `index`, shown in the info label and read out (optional). nil leaves
    /// the label as it is, for a delegate that sets it in `selectionDidChange` as the seed does.
    func coverFlow(_ view: CoverFlowView, titleAt index: Int) -> String?
    /// An image asked for is no longer needed: its cover left the range (optional).
    func coverFlow(_ view: CoverFlowView, cancelImageAt index: Int)
}

extension CoverFlowDataSource {
    public func coverFlow(_ view: CoverFlowView, requestImageAt index: Int, quality: CoverImageQuality) {
        coverFlow(view, requestImageAtIndex: index, quality: quality)
    }
    public func coverFlow(_ view: CoverFlowView, requestImageAtIndex index: Int, quality: CoverImageQuality) {
        // Neither spelling is implemented: say so once, rather than show blank covers silently.
        view.reportMissingImageSource()
    }
    public func coverFlow(_ view: CoverFlowView, flipLayerAt index: Int) -> Layer? {
        coverFlow(view, requestFlipLayerAtIndex: index)
    }
    public func coverFlow(_ view: CoverFlowView, requestFlipLayerAtIndex index: Int) -> Layer? { nil }
    public func coverFlow(_ view: CoverFlowView, titleAt index: Int) -> String? { nil }
    public func coverFlow(_ view: CoverFlowView, cancelImageAt index: Int) {}
}

/// Hears what a ``CoverFlowView`` does (the seed's delegate). Every method is optional.
///
/// The seed's `coverFlowFlipDidEnd(_:)` works too: the default of
/// ``coverFlowFlipDidEnd(_:isFlipped:)`` calls it.
@MainActor
public protocol CoverFlowDelegate: AnyObject {
    /// The cover at the middle changed (while dragging and coasting too).
    func coverFlow(_ view: CoverFlowView, selectionDidChange index: Int)
    /// A flip ended: `isFlipped` says whether the back is now showing. The default calls
    /// ``coverFlowFlipDidEnd(_:)``.
    func coverFlowFlipDidEnd(_ view: CoverFlowView, isFlipped: Bool)
    /// The seed's spelling of ``coverFlowFlipDidEnd(_:isFlipped:)``, without the side; read
    /// ``CoverFlowView/isFlipped`` for it.
    func coverFlowFlipDidEnd(_ view: CoverFlowView)
    /// The selected cover was tapped once (the demo flips it).
    func coverFlow(_ view: CoverFlowView, didTapSelectedCoverAt index: Int)
}

extension CoverFlowDelegate {
    public func coverFlow(_ view: CoverFlowView, selectionDidChange index: Int) {}
    public func coverFlowFlipDidEnd(_ view: CoverFlowView, isFlipped: Bool) { coverFlowFlipDidEnd(view) }
    public func coverFlowFlipDidEnd(_ view: CoverFlowView) {}
    public func coverFlow(_ view: CoverFlowView, didTapSelectedCoverAt index: Int) {}
}

/// Hears the double tap (the seed's CoverFlowHost). The seed's `doubleTapCallback()` works
/// too: the default of ``coverFlowDidDoubleTap(_:)`` calls it.
@MainActor
public protocol CoverFlowHost: AnyObject {
    /// Called when the view is double-tapped. The default calls ``doubleTapCallback()``.
    func coverFlowDidDoubleTap(_ view: CoverFlowView)
    /// The seed's spelling of ``coverFlowDidDoubleTap(_:)``.
    func doubleTapCallback()
}

extension CoverFlowHost {
    public func coverFlowDidDoubleTap(_ view: CoverFlowView) { doubleTapCallback() }
    public func doubleTapCallback() {}
}

/// Cover Flow (seed 003): covers side by side in 3D, the selected one facing the viewer, the
/// others turned towards it with their reflections, browsed by dragging.
///
/// - A drag moves the flow under the finger (the seed's drag phases 0, 1 and 2 are touch
///   began, moved and ended); let go, it coasts with the finger's speed and settles on a
///   cover, and past either end it gives way and springs back.
/// - A tap on a side cover brings it to the middle; a tap on the selected one tells the
///   delegate, and a double tap tells the ``host``.
/// - Left and Right (and Home, End) and the mouse wheel browse too, F flips; for assistive technologies
///   the flow is adjustable, its value the selected cover's title.
/// - ``flipSelectedCover()`` turns the selected cover about its y axis, enlarged, to show the
///   data source's flip layer, and turns it back the next time.
///
/// The flow moves on the event loop's frame callbacks (a display link), only while it moves:
/// at rest it costs nothing. Only covers near the visible range exist (see ``CoverFlowLayer``).
@MainActor
open class CoverFlowView: View {
    /// The covers.
    public let flowLayer: CoverFlowLayer
    /// The info label: bold 20, white at 75%, centred, two lines, word wrap (the seed's).
    public let label = Label(frame: .zero)
    /// Gives the covers.
    public weak var dataSource: CoverFlowDataSource? { didSet { reloadTitle() } }
    /// Hears the selection and the flips.
    public weak var delegate: CoverFlowDelegate?
    /// Hears the double tap.
    public weak var host: CoverFlowHost?

    /// The cover at the middle (the nearest one while the flow moves).
    public private(set) var selectedIndex = 0
    /// Whether the selected cover shows its back.
    public private(set) var isFlipped = false
    /// How many covers there are.
    public var numberOfCovers: Int { flowLayer.numberOfCovers }
    /// The flow's position in covers (see ``CoverFlowLayer/flowPosition``).
    public var flowPosition: Double { flowLayer.flowPosition }
    /// Whether the flow is moving on its own (coasting, settling, or a transition).
    public var isMoving: Bool { frameToken != nil }

    /// A flow of `count` covers in `frame`.
    public init(frame: Rect, count: Int) {
        flowLayer = CoverFlowLayer(numberOfCovers: count)
        super.init(frame: frame)
        backgroundColor = .black
        isMultipleTouchEnabled = false
        layer.addSublayer(flowLayer)
        label.font = .boldSystem(size: 20)
        label.textColor = Color(white: 1, alpha: 0.75)
        label.textAlignment = .center
        label.numberOfLines = 2
        label.lineBreakMode = .wordWrap
        addSubview(label)
        flowLayer.onRequestImage = { [weak self] i, q in
            guard let self else { return }
            self.dataSource?.coverFlow(self, requestImageAt: i, quality: q)
        }
        flowLayer.onCancelImage = { [weak self] i in
            guard let self else { return }
            self.dataSource?.coverFlow(self, cancelImageAt: i)
        }
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    // A flow freed while it moves would otherwise leave its frame observer on the loop, and a
    // loop with an observer never sleeps.
    isolated deinit {
        if let frameToken { frameToken.loop.removeFrameObserver(frameToken.id) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        Transaction.perform(disableActions: true) { flowLayer.frame = bounds }
        flowLayer.layoutCovers()
        let side = flowLayer.layout.coverSize
        label.frame = Rect(x: 16, y: bounds.midY + side * 0.55 + side * flowLayer.layout.reflectionFraction * 0.5,
                           width: Swift.max(0, bounds.width - 32), height: 56)
    }

    /// Gives cover `index` its image (see ``CoverFlowDataSource``).
    public func setImage(_ image: Image, at index: Int, quality: CoverImageQuality) {
        flowLayer.setImage(image, at: index, quality: quality)
    }

    /// Starts over with `count` covers (UITableView's reloadData): the data source is asked
    /// again for every image in range and for the title; the selection is kept when it is
    /// still in range.
    public func reloadData(count: Int) {
        if isFlipped { unflipNow() }
        stopMoving()
        flowLayer.reloadCovers(count: count)
        let p = flowLayer.flowPosition
        if numberOfCovers > 0 { setPosition(p, reportingEach: false) } else { selectedIndex = 0 }
        reloadTitle()
    }

    // MARK: Selecting

    /// Brings cover `index` (clamped) to the middle, moving there when `animated`.
    public func selectCover(at index: Int, animated: Bool = true) {
        guard numberOfCovers > 0 else { return }
        let target = Swift.min(Swift.max(0, index), numberOfCovers - 1)
        if isFlipped { unflipNow() }
        if animated {
            settle(to: Double(target), velocity: 0)
        } else {
            stopMoving()
            setPosition(Double(target), reportingEach: false)
        }
    }

    /// Brings the flow in from the side (the seed's transitionIn:), over `duration` seconds.
    public func transitionIn(duration: Double = 1) {
        guard numberOfCovers > 0 else { return }
        let target = flowLayer.flowPosition
        // The covers slide in past the selection, which does not change: no selection reports.
        flowLayer.flowPosition = target + 4
        settle(to: target, velocity: 0, duration: Swift.max(0.05, duration))
    }

    // MARK: Touches (the seed's dragFlow:atPoint: phases)

    private var dragStart: (x: Double, position: Double)?
    private var lastMove: (x: Double, time: Double)?
    private var samples: [(x: Double, time: Double)] = []
    private var velocity = 0.0  // covers per second
    private var moved = false
    private var pendingTap: EventLoop.Timer?

    /// Points a touch may move and still be a tap.
    public static let tapSlop = 8.0

    open override var canBecomeFirstResponder: Bool { true }

    /// A flow with covers is a Tab stop: focused, it takes the keys below (and becomes first
    /// responder).
    open override var canBecomeFocused: Bool { isUserInteractionEnabled && !isHidden && alpha >= 0.01 && numberOfCovers > 0 }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let t = touches.first else { return }
        _ = becomeFirstResponder()
        let p = t.location(in: self)
        stopMoving()
        dragStart = (p.x, rawPosition)
        lastMove = (p.x, t.timestamp)
        samples = [(p.x, t.timestamp)]
        velocity = 0
        moved = false
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let t = touches.first, let start = dragStart else { return }
        let p = t.location(in: self)
        if abs(p.x - start.x) > CoverFlowView.tapSlop { moved = true }
        guard moved else { return }
        if isFlipped { unflipNow() }
        let raw = start.position - (p.x - start.x) / flowLayer.layout.pointsPerCover
        let now = t.timestamp
        // The speed over the last 0.1 s of samples, over at least 20 ms: events that arrive in a
        // bunch (several in one frame) must not read as a fling.
        samples.append((p.x, now))
        samples.removeAll { now - $0.time > 0.1 }
        if let first = samples.first {
            let span = Swift.max(0.02, now - first.time)
            velocity = -(p.x - first.x) / flowLayer.layout.pointsPerCover / span
        }
        lastMove = (p.x, now)
        rawPosition = raw
        setPosition(rubberBanded(raw))
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let t = touches.first, dragStart != nil else { return }
        dragStart = nil
        if moved {
            if let last = lastMove, t.timestamp - last.time > 0.1 { velocity = 0 }  // held still
            // Reduced motion lets go where the finger did, without coasting on.
            let coast = rawPosition + (Accessibility.isReduceMotionEnabled ? 0 : velocity * 0.3)
            settle(to: Double(Int(clampToCovers(coast).rounded())), velocity: velocity)
            return
        }
        let p = t.location(in: self)
        if t.tapCount >= 2 {
            pendingTap?.invalidate()
            pendingTap = nil
            host?.coverFlowDidDoubleTap(self)
            return
        }
        guard let index = flowLayer.coverIndex(at: flowLayer.convert(p, from: layer)) else { return }
        if index != selectedIndex {
            selectCover(at: index, animated: true)
        } else {
            // A second tap may follow: only then is it the host's double tap.
            pendingTap?.invalidate()
            pendingTap = eventLoop.perform(afterDelay: Touch.multipleTapInterval) { [weak self] in
                guard let self else { return }
                self.pendingTap = nil
                self.delegate?.coverFlow(self, didTapSelectedCoverAt: index)
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard dragStart != nil else { return }
        dragStart = nil
        settle(to: Double(Int(clampToCovers(rawPosition).rounded())), velocity: 0)
    }

    // MARK: Keys, wheel and accessibility

    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        guard let key = presses.first?.key.code else { return super.pressesBegan(presses, with: event) }
        switch key {
        case .left: selectCover(at: destinationIndex - 1)
        case .right: selectCover(at: destinationIndex + 1)
        case .home: selectCover(at: 0)
        case .character("f"): flipSelectedCover()
        case .end: selectCover(at: numberOfCovers - 1)
        default: super.pressesBegan(presses, with: event)
        }
    }

    /// Browses by the wheel: `delta` points of horizontal or vertical scroll move the flow by
    /// one cover per notch (`HostEvent` sends 40 points a notch).
    @discardableResult
    public func scroll(byWheel delta: Point) -> Bool {
        let d = abs(delta.x) > abs(delta.y) ? delta.x : delta.y
        guard d.isFinite, abs(d) >= 1 else { return false }
        wheelRest += d / 40
        let steps = Int(wheelRest.rounded(.towardZero))
        guard steps != 0 else { return true }
        wheelRest -= Double(steps)
        selectCover(at: destinationIndex + steps)
        return true
    }
    private var wheelRest = 0.0

    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? dataSource?.coverFlow(self, titleAt: selectedIndex) ?? "\(selectedIndex + 1) of \(numberOfCovers)" }
        set { super.accessibilityValue = newValue }
    }
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? "Cover Flow" }
        set { super.accessibilityLabel = newValue }
    }
    /// The cover chosen, counted from 1, among ``numberOfCovers``; setting it browses there.
    open override var accessibilityNumericValue: AccessibilityNumericValue? {
        guard numberOfCovers > 0 else { return nil }
        return AccessibilityNumericValue(current: Double(destinationIndex + 1), minimum: 1,
                                         maximum: Double(numberOfCovers), step: 1)
    }
    /// Browses to cover `value` (counted from 1, rounded, clamped) as the keys would.
    open override func accessibilitySetNumericValue(_ value: Double) -> Bool {
        guard value.isFinite, numberOfCovers > 0 else { return false }
        selectCover(at: Int(Swift.min(Swift.max(value.rounded(), 1), Double(numberOfCovers))) - 1)
        return true
    }
    open override func accessibilityIncrement() { selectCover(at: destinationIndex + 1) }
    open override func accessibilityDecrement() { selectCover(at: destinationIndex - 1) }

    /// Where the flow is going: the cover it settles on, or the selected one at rest (so that
    /// keys pressed in quick succession add up).
    public var destinationIndex: Int { isMoving ? Int(target.rounded()) : selectedIndex }

    // MARK: Flip

    /// The flip layer on the selected cover's back, while flipped.
    public private(set) var flipLayer: Layer?
    /// How long a flip takes, in seconds.
    public var flipDuration = 0.6
    /// How much bigger the cover grows while it shows its back.
    public var flipScale = 1.6
    private var isFlipping = false

    /// Turns the selected cover about its y axis, enlarging it, to show the data source's flip
    /// layer on its back; the next call turns it back. ``CoverFlowDelegate/coverFlowFlipDidEnd(_:isFlipped:)``
    /// follows each turn.
    public func flipSelectedCover() {
        guard !isFlipping, let cover = flowLayer.coverLayer(at: selectedIndex) else { return }
        stopMoving()
        setPosition(Double(selectedIndex))
        let toBack = !isFlipped
        var back: Layer?
        if toBack {
            back = dataSource?.coverFlow(self, flipLayerAt: selectedIndex) ?? {
                let l = Layer()
                l.backgroundColor = Color(white: 0.2)
                return l
            }()
        }
        isFlipping = true
        flowLayer.heldIndex = selectedIndex
        let half = flipDuration / 2
        let scale = flipScale
        // At rest in the middle: the layout's own transform there.
        let base = flowLayer.layout.transform(for: flowLayer.layout.placement(distance: 0))
        // First half: turn edge-on, growing; then the other face, turned from edge-on to flat.
        Transaction.perform {
            Transaction.animationDuration = half
            Transaction.animationTimingFunction = .easeIn
            cover.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
                .concatenating(Transform3D(scaleX: toBack ? (1 + scale) / 2 : (1 + scale) / 2, y: (1 + scale) / 2, z: 1))
                .concatenating(base)
            Transaction.completionBlock = { [weak self, weak cover] in
                guard let self, let cover else { return }
                Transaction.perform(disableActions: true) {
                    if let back {
                        back.frame = cover.bounds
                        cover.addSublayer(back)
                        // Drawn for the enlarged size it is shown at, so its text stays sharp.
                        back.contentsScale = (self.window?.layer.contentsScale ?? 1) * scale
                        cover.back = back
                        cover.reflection.isHidden = true
                        self.flipLayer = back
                    } else {
                        cover.back?.removeFromSuperlayer()
                        cover.back = nil
                        cover.reflection.isHidden = false
                        self.flipLayer = nil
                    }
                    cover.transform = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
                        .concatenating(Transform3D(scaleX: (1 + scale) / 2, y: (1 + scale) / 2, z: 1)).concatenating(base)
                }
                Transaction.perform {
                    Transaction.animationDuration = half
                    Transaction.animationTimingFunction = .easeOut
                    cover.transform = (toBack ? Transform3D(scaleX: scale, y: scale, z: 1) : .identity).concatenating(base)
                    Transaction.completionBlock = { [weak self] in
                        guard let self else { return }
                        self.isFlipping = false
                        self.isFlipped = toBack
                        if !toBack { self.flowLayer.heldIndex = nil }
                        self.delegate?.coverFlowFlipDidEnd(self, isFlipped: toBack)
                    }
                }
            }
        }
    }

    private func unflipNow() {
        guard isFlipped, let cover = flowLayer.coverLayer(at: selectedIndex) else { return }
        Transaction.perform(disableActions: true) {
            cover.back?.removeFromSuperlayer()
            cover.back = nil
            cover.reflection.isHidden = false
        }
        flipLayer = nil
        isFlipped = false
        flowLayer.heldIndex = nil
        flowLayer.layoutCovers()
        delegate?.coverFlowFlipDidEnd(self, isFlipped: false)
    }

    // MARK: Motion

    /// The position the finger asks for, before rubber-banding.
    private var rawPosition = 0.0
    private var target = 0.0
    /// The frame observer that moves the flow, with the loop it is registered on (the view may
    /// have moved to another window's loop by the time it stops).
    private var frameToken: (loop: EventLoop, id: Int)?
    private var lastFrame: Double?
    private var transition: (from: Double, start: Double?, duration: Double)?
    /// The spring the flow settles with, from where and how fast it was going when it let go;
    /// ``springTime`` is how far along it is.
    private var spring: SpringBack?
    private var springTime = 0.0

    /// The curve of ``transitionIn(duration:)``: a cubic ease-out, 1 - (1 - t)³, which is
    /// exactly this Bézier (control points at a third and two thirds of the time, both at full
    /// progress).
    static let transitionCurve = TimingFunction(controlPoints: 1.0 / 3, 1, 2.0 / 3, 1)

    /// The stiffness of the spring the flow settles with: its angular frequency, per second
    /// (critically damped, so it never overshoots the cover it settles on).
    public var settleRate = 11.0

    private func clampToCovers(_ p: Double) -> Double {
        Swift.min(Swift.max(0, p), Double(Swift.max(0, numberOfCovers - 1)))
    }

    /// Past an end, the flow follows the finger at a third of its speed, however far: Motion's
    /// rubber band with no limit to the stretch (an infinite dimension), so a long drag past the
    /// end still moves the covers.
    private func rubberBanded(_ raw: Double) -> Double {
        RubberBand.clamp(raw, min: 0, max: Double(Swift.max(0, numberOfCovers - 1)), dimension: .infinity, coefficient: 1.0 / 3)
    }

    private func settle(to target: Double, velocity v: Double, duration: Double? = nil) {
        if Accessibility.isReduceMotionEnabled {
            // Reduced motion: no coasting, spring or intro transition; the flow is at its
            // cover at once (each cover passed is still reported).
            stopMoving()
            self.target = target
            finish()
            return
        }
        self.target = target
        velocity = v.isFinite ? v : 0
        transition = duration.map { (flowLayer.flowPosition, nil, $0) }
        // A settle that follows another carries on from where the flow is, at its speed.
        spring = duration == nil && settleRate > 0 && settleRate.isFinite
            ? SpringBack(from: flowLayer.flowPosition, to: target, velocity: velocity, response: 2 * .pi / settleRate)
            : nil
        springTime = 0
        rawPosition = flowLayer.flowPosition
        guard frameToken == nil else { return }
        lastFrame = nil
        frameToken = (eventLoop, eventLoop.addFrameObserver { [weak self] now in self?.tick(now) })
    }

    private func stopMoving() {
        if let frameToken { frameToken.loop.removeFrameObserver(frameToken.id) }
        frameToken = nil
        transition = nil
        spring = nil
        rawPosition = flowLayer.flowPosition
    }

    /// One frame of motion (the seed's displayTick, called by the loop's frame callbacks).
    func tick(_ now: Double) {
        // A long gap (a stalled frame) is not thrown at the spring all at once.
        let dt = lastFrame.map { Swift.min(0.1, Swift.max(0, now - $0)) } ?? 1.0 / 60
        lastFrame = now
        var p = flowLayer.flowPosition
        if var t = transition {
            if t.start == nil { t.start = now - dt; transition = t }
            let u = Swift.min(1, (now - (t.start ?? now)) / t.duration)
            let eased = Self.transitionCurve.value(at: u)
            p = t.from + (target - t.from) * eased
            if u >= 1 { finish(); return }
            if p.isFinite { flowLayer.flowPosition = p }
            return
        }
        // The critically damped spring towards the target, in closed form: exact whatever the
        // frame rate. Its clock advances by the (capped) frame time, so a stall slows it too.
        guard let spring else { finish(); return }
        springTime += dt
        p = spring.position(at: springTime)
        let v = spring.velocity(at: springTime)
        velocity = v
        if abs(p - target) < 0.0005 && abs(v) < 0.01 {
            finish()
            return
        }
        setPosition(p)
    }

    private func finish() {
        stopMoving()
        velocity = 0
        setPosition(target)
        rawPosition = target
    }

    private func setPosition(_ p: Double, reportingEach: Bool = true) {
        guard p.isFinite else { return }
        if p != flowLayer.flowPosition { flowLayer.flowPosition = p }
        let nearest = Int(clampToCovers(p).rounded())
        guard nearest != selectedIndex, numberOfCovers > 0 else { return }
        // A fast flick can pass several covers in one frame: each is reported, in order.
        let step = nearest > selectedIndex ? 1 : -1
        let from = reportingEach ? selectedIndex : nearest - step
        for i in stride(from: from + step, through: nearest, by: step) {
            selectedIndex = i
            // The title first, then the delegate: the seed sets the label's text in
            // selectionDidChange, and that text must stay.
            reloadTitle()
            delegate?.coverFlow(self, selectionDidChange: i)
        }
    }

    /// Shows the data source's title for the selected cover. A data source that gives no
    /// titles leaves the label to the delegate, as the seed's does.
    private func reloadTitle() {
        guard let title = dataSource?.coverFlow(self, titleAt: selectedIndex) else { return }
        label.text = title
    }

    private var reportedMissingImageSource = false

    /// Logs, once per view, that its data source implements neither spelling of the image
    /// request.
    func reportMissingImageSource() {
        guard !reportedMissingImageSource else { return }
        reportedMissingImageSource = true
        RecipeLog.write(
            "Cover Flow: the data source implements neither coverFlow(_:requestImageAt:quality:) nor coverFlow(_:requestImageAtIndex:quality:); the covers stay blank")
    }

    /// The screen scale the images in hand were asked for at.
    private var imageScale: Double?

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopMoving() }
        // Data sources size images by the screen's scale: on a screen of another scale, the
        // images asked for before are the wrong size.
        if let scale = window?.layer.contentsScale, scale != imageScale {
            if imageScale != nil || flowLayer.liveCoverCount > 0 { flowLayer.reloadCovers(count: numberOfCovers) }
            imageScale = scale
        }
    }
}
