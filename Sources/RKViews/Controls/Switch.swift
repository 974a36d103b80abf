import RKGeometry
import RKGraphics
import RKLayers

/// An on/off switch (UISwitch): a rounded track with a round thumb that slides between its
/// ends.
///
/// A tap toggles it; a drag puts it on when the finger ends right of the middle and off when
/// it ends left of it, the thumb following across the middle as the finger moves. Either way
/// ``Control/Events/valueChanged`` is sent once, on lift-off, and only when ``isOn`` really
/// changed; setting ``isOn`` in code sends nothing. The thumb slides with a 0.25 s view
/// animation (``setOn(_:animated:)``) and widens toward the middle while pressed.
///
/// Like UISwitch, a switch has a fixed size, ``Switch/defaultSize`` (51 × 31 points): the
/// initializer sets it whatever the frame's size. Resizing it later scales its parts.
@MainActor
open class Switch: Control {
    /// The switch's natural size: 51 × 31 points.
    public static let defaultSize = Size(width: 51, height: 31)

    /// Whether the switch is on. Setting it moves the thumb without animation and sends no
    /// event.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    /// The track color when on: ``Theme/accent`` by default.
    public var onTintColor: Color = Theme.accent {
        didSet { onTrack.backgroundColor = onTintColor }
    }

    /// The track color when off: a light gray by default.
    public var offTintColor: Color = Theme.fill {
        didSet { track.backgroundColor = offTintColor }
    }

    /// The thumb color: white by default.
    public var thumbTintColor: Color = Theme.thumb {
        didSet { thumb.backgroundColor = thumbTintColor }
    }

    private var on = false
    /// The side the thumb shows while a drag is in progress (nil when not dragging).
    private var dragSide: Bool?
    private var touchStartX = 0.0

    /// Holds the parts, so that a disabled switch fades them as one.
    private let parts = View()
    private let track = View()
    private let onTrack = View()
    let thumb = View()

    /// How far the finger must travel before a touch counts as a drag rather than a tap.
    static let dragThreshold = 4.0
    /// How much wider the thumb grows while pressed.
    static let pressedThumbGrowth = 7.0

    /// A switch at the frame's origin, at ``defaultSize``.
    public override init(frame: Rect = .zero) {
        super.init(frame: Rect(origin: frame.origin, size: Switch.defaultSize))
        for v in [parts, track, onTrack, thumb] { v.isUserInteractionEnabled = false }
        track.backgroundColor = offTintColor
        onTrack.backgroundColor = onTintColor
        onTrack.alpha = 0
        thumb.backgroundColor = thumbTintColor
        thumb.layer.shadowColor = Theme.shadow
        thumb.layer.shadowOpacity = Theme.thumbShadowOpacity
        thumb.layer.shadowOffset = Size(width: 0, height: 2)
        thumb.layer.shadowRadius = 4
        thumb.setLayerBorderColor(Theme.separator)
        thumb.layer.borderWidth = 0.5
        addSubview(parts)
        parts.addSubview(track)
        parts.addSubview(onTrack)
        parts.addSubview(thumb)
        accessibilityTraits = .button
        layoutParts()
    }

    /// The value set, else "on" or "off".
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? localized(isOn ? "on" : "off") }
        set { super.accessibilityValue = newValue }
    }

    /// Flips the switch as a tap does (animated, sending valueChanged) when enabled.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        return true
    }

    /// The ring follows the rounded track.
    open override var focusRingCornerRadius: Double { bounds.height / 2 }

    /// Sets ``isOn``, sliding the thumb over 0.25 s when `animated`. Sends no event.
    public func setOn(_ newValue: Bool, animated: Bool) {
        on = newValue
        if animated {
            View.animate(withDuration: 0.25, options: .curveEaseOut) { self.layoutParts() }
        } else {
            View.performWithoutAnimation { layoutParts() }
        }
    }

    /// The switch's fixed size, whatever is offered.
    open override func sizeThatFits(_ size: Size) -> Size { Switch.defaultSize }

    /// The switch's natural size.
    open override var intrinsicContentSize: Size { Switch.defaultSize }

    /// Resizes the switch to ``defaultSize``, keeping its origin.
    open override func sizeToFit() { frame = Rect(origin: frame.origin, size: Switch.defaultSize) }

    /// Lays the parts out for the bounds; inside an animation block (a resize with
    /// `layoutIfNeeded()`), they animate along.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        touchStartX = touch.location(in: self).x
        dragSide = nil
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        let x = touch.location(in: self).x
        if dragSide == nil, abs(x - touchStartX) < Switch.dragThreshold { return true }
        let side = x > bounds.midX
        if side != dragSide {
            dragSide = side
            View.animate(withDuration: 0.2, options: .curveEaseOut) { self.layoutParts() }
        }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        let old = on
        if let touch {
            if dragSide != nil {
                on = touch.location(in: self).x > bounds.midX
            } else if isInsideForTracking(touch.location(in: self)) {
                on.toggle()
            }
        }
        dragSide = nil
        View.animate(withDuration: 0.25, options: .curveEaseOut) { self.layoutParts() }
        // As UISwitch: a change by the user is its primary action too.
        if on != old { sendActions(for: [.valueChanged, .primaryActionTriggered], with: event) }
    }

    open override func cancelTracking(with event: Event?) {
        dragSide = nil
        View.animate(withDuration: 0.25, options: .curveEaseOut) { self.layoutParts() }
    }

    open override func stateDidChange() {
        super.stateDidChange()
        parts.alpha = isEnabled ? 1 : 0.45
        View.animate(withDuration: 0.2, options: .curveEaseOut) { self.layoutParts() }
    }

    // MARK: Parts

    /// The side the thumb shows: the drag's while dragging, else the value.
    private var shownOn: Bool { dragSide ?? on }

    /// The thumb's frame (in the bounds' size, from the origin) for the shown side and press state.
    var thumbFrame: Rect {
        let b = Rect(size: bounds.size)
        let inset = 2.0
        let d = Swift.max(0, b.height - 2 * inset)
        let w = Swift.min(b.width - 2 * inset, d + (isHighlighted ? Switch.pressedThumbGrowth : 0))
        let x = shownOn ? b.maxX - inset - w : b.minX + inset
        return Rect(x: x, y: b.minY + inset, width: Swift.max(0, w), height: d)
    }

    private func layoutParts() {
        parts.frame = bounds
        let b = Rect(size: bounds.size)
        track.frame = b
        onTrack.frame = b
        track.layer.cornerRadius = b.height / 2
        onTrack.layer.cornerRadius = b.height / 2
        onTrack.alpha = shownOn ? 1 : 0
        let t = thumbFrame
        thumb.frame = t
        thumb.layer.cornerRadius = t.height / 2
    }
}
