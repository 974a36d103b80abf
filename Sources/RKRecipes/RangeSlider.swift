import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKViews

/// A slider with two knobs selecting a sub-range, ``lowerValue``...``upperValue``, of
/// ``minimumValue``...``maximumValue`` (seed 001's two-knob range slider).
///
/// ## Geometry
///
/// The track fills the bounds' width and is inset vertically by `height / 3.5`. Each knob is
/// a square as wide as the control is high; its center moves along the usable length
/// `width - knobWidth`:
///
/// ```
/// position(value) = usable * (value - min) / (max - min) + knobWidth / 2
/// ```
///
/// ## Tracking
///
/// A touch down hit-tests the lower knob first, then the upper one. Dragging by `dx` points
/// changes the dragged value by `(max - min) * dx / usable`; the lower value stays in
/// `min...upperValue - minimumDistance`, the upper one in `lowerValue + minimumDistance...max`.
/// Tracking continues when the finger leaves the bounds. Knobs move without implicit
/// animation and ``/RKViews/Control/Events/valueChanged`` is sent once for every change.
///
/// When the two knobs are stacked (a touch lands on both), the choice waits for the first
/// horizontal move: moving left drags the lower knob and moving right the upper one, so
/// knobs pushed together against either end can always be separated.
///
/// ```swift
/// let range = RangeSlider(frame: Rect(x: 20, y: 40, width: 280, height: 30))
/// range.stepValue = 1
/// range.addAction(for: .valueChanged) { r, _ in
///     print(r.lowerValue, r.upperValue)
/// }
/// ```
///
/// ## Appearance
///
/// ``trackColor`` (white 0.9), ``trackHighlightColor`` (the part between the knobs),
/// ``knobColor`` (white) and ``curvaceousness`` (0 square, 1 fully round) redraw the parts
/// when set. ``showsValueLabels`` adds a small label above each knob.
@MainActor
open class RangeSlider: Control {
    /// Which knob a touch is dragging.
    public enum Knob: Sendable, Equatable {
        /// The knob of ``RangeSlider/lowerValue``.
        case lower
        /// The knob of ``RangeSlider/upperValue``.
        case upper
    }

    // MARK: Values

    /// The lower end of the range (0 by default). Setting it keeps the values inside; the ends
    /// follow ``ValueRange``'s rules (non-finite ignored, a crossed end carries the other).
    public var minimumValue: Double = 0 {
        didSet {
            var range = ValueRange(minimum: oldValue, maximum: maximumValue)
            range.setMinimum(minimumValue)
            adopt(range)
        }
    }

    /// The upper end of the range (10 by default). Setting it keeps the values inside; the ends
    /// follow ``ValueRange``'s rules (non-finite ignored, a crossed end carries the other).
    public var maximumValue: Double = 10 {
        didSet {
            var range = ValueRange(minimum: minimumValue, maximum: oldValue)
            range.setMaximum(maximumValue)
            adopt(range)
        }
    }

    /// The lower knob's value (2 by default), clamped to
    /// `minimumValue...upperValue - minimumDistance` and snapped to ``stepValue``. Setting it
    /// redraws at once and sends no event; NaN is ignored.
    public var lowerValue: Double {
        get { storedLower }
        set {
            guard !newValue.isNaN else { return }
            storedLower = clampLower(snap(newValue))
            updateLayerFrames()
        }
    }

    /// The upper knob's value (8 by default), clamped to
    /// `lowerValue + minimumDistance...maximumValue` and snapped to ``stepValue``. Setting it
    /// redraws at once and sends no event; NaN is ignored.
    public var upperValue: Double {
        get { storedUpper }
        set {
            guard !newValue.isNaN else { return }
            storedUpper = clampUpper(snap(newValue))
            updateLayerFrames()
        }
    }

    /// Values snap to `minimumValue + k * stepValue`; 0 (the default) is continuous.
    public var stepValue: Double = 0 {
        didSet {
            if !(stepValue.isFinite && stepValue >= 0) { stepValue = 0 }
            reclamp()
        }
    }

    /// The least difference kept between the two values (0 by default).
    public var minimumDistance: Double = 0 {
        didSet {
            if !(minimumDistance.isFinite && minimumDistance >= 0) { minimumDistance = 0 }
            reclamp()
        }
    }

    /// Sets both values at once (lower first, clamped against the new upper), sending no event.
    public func setValues(lower: Double, upper: Double) {
        guard !upper.isNaN, let lo = valueRange.clamp(snap(lower)) else { return }
        storedUpper = Swift.min(maximumValue, Swift.max(snap(upper), lo))
        storedLower = lo
        storedLower = clampLower(storedLower)
        storedUpper = clampUpper(storedUpper)
        updateLayerFrames()
    }

    // MARK: Appearance

    /// The track's color: white 0.9.
    public var trackColor = Color(white: 0.9) {
        didSet { updateTrackAppearance() }
    }

    /// The track between the knobs: (0, 0.45, 0.94).
    public var trackHighlightColor = Color(red: 0, green: 0.45, blue: 0.94) {
        didSet { updateTrackAppearance() }
    }

    /// The knobs' color: white.
    public var knobColor = Color.white {
        didSet { redrawKnobs() }
    }

    /// How round the track and knobs are, 0 (square) to 1 (fully round, the default).
    public var curvaceousness: Double = 1 {
        didSet {
            curvaceousness = curvaceousness.isFinite ? Swift.min(1, Swift.max(0, curvaceousness)) : oldValue
            updateTrackAppearance()
            trackOverlayLayer.setNeedsDisplay()
            redrawKnobs()
        }
    }

    /// Shows each value in a small label above its knob.
    public var showsValueLabels = false {
        didSet {
            lowerLabel.isHidden = !showsValueLabels
            upperLabel.isHidden = !showsValueLabels
            updateLayerFrames()
        }
    }

    /// Formats the value labels (one decimal by default).
    public var valueFormatter: (Double) -> String = { String(format: "%.1f", $0) } {
        didSet { updateLayerFrames() }
    }

    /// The labels shown above the knobs when ``showsValueLabels`` is true.
    public let lowerLabel = Label()
    /// The label above the upper knob.
    public let upperLabel = Label()

    // MARK: Geometry

    /// The knobs' width: the control's height.
    public var knobWidth: Double { bounds.height }

    /// The distance a knob's center travels: `width - knobWidth`.
    public var usableTrackLength: Double { bounds.width - knobWidth }

    /// The x position (in the control) of a knob's center for `value`.
    public func position(for value: Double) -> Double {
        usableTrackLength * valueRange.fraction(of: value) + knobWidth / 2
    }

    /// The track's frame: the bounds inset vertically by `height / 3.5`.
    public var trackFrame: Rect { bounds.insetBy(dx: 0, dy: bounds.height / 3.5) }

    /// The lower knob's frame.
    public var lowerKnobFrame: Rect { knobFrame(for: storedLower) }
    /// The upper knob's frame.
    public var upperKnobFrame: Rect { knobFrame(for: storedUpper) }

    /// The knob being dragged, if any.
    public private(set) var activeKnob: Knob?

    /// Whether the lower knob shows its pressed look.
    public var isLowerKnobHighlighted: Bool { lowerKnobLayer.isHighlighted }
    /// Whether the upper knob shows its pressed look.
    public var isUpperKnobHighlighted: Bool { upperKnobLayer.isHighlighted }

    /// Shows a knob pressed without a touch (for pictures and demos).
    public func setKnobHighlighted(_ knob: Knob, _ highlighted: Bool) {
        (knob == .lower ? lowerKnobLayer : upperKnobLayer).isHighlighted = highlighted
    }

    // MARK: Private state

    private var storedLower = 2.0
    private var storedUpper = 8.0
    private var previousTouchPoint = Point.zero
    /// The unsnapped value the drag has reached (so that small moves add up with a step).
    private var rawDragValue = 0.0
    /// True while a touch sits on both knobs and waits for its first move to choose.
    private var choosingStackedKnob = false

    // The seed draws the track, its highlight, gloss, inner shadow and outline in one layer.
    // Here they are three, so that a knob move only resizes the plain highlight layer and
    // shifts the knob's cached drawing: nothing is redrawn, and only the strips the highlight
    // and the knob cross are repainted. The highlight spans knob centers, which never reach
    // the track's rounded ends (the track radius is at most height/4.67, a knob center at least
    // height/2 from an end), so it needs no clip.
    let trackLayer = Layer()
    let trackHighlightLayer = Layer()
    let trackOverlayLayer = RangeSliderTrackOverlayLayer()
    let lowerKnobLayer = RangeSliderKnobLayer()
    let upperKnobLayer = RangeSliderKnobLayer()

    /// A range slider with the seed's defaults: 0...10, values 2 and 8.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        trackOverlayLayer.slider = self
        lowerKnobLayer.slider = self
        upperKnobLayer.slider = self
        layer.addSublayer(trackLayer)
        layer.addSublayer(trackHighlightLayer)
        layer.addSublayer(trackOverlayLayer)
        layer.addSublayer(lowerKnobLayer)
        layer.addSublayer(upperKnobLayer)
        for l in [lowerLabel, upperLabel] {
            l.font = .system(size: 11)
            l.textAlignment = .center
            l.textColor = Color(white: 0.3)
            l.isHidden = true
            l.isUserInteractionEnabled = false
            addSubview(l)
        }
        updateTrackAppearance()
        updateLayerFrames()
        // Drawn layers display once marked (as in Core Animation); later they redraw when
        // resized or when an appearance property changes.
        trackOverlayLayer.setNeedsDisplay()
        redrawKnobs()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLayerFrames()
    }

    /// Places the track, its highlight and the knobs for the current values, without implicit
    /// animation. Drawn layers redraw only when their size or scale changes (or appearance
    /// properties are set), not when a knob moves.
    private func updateLayerFrames() {
        Transaction.perform(disableActions: true) {
            let scale = layer.contentsScale
            for l in [trackOverlayLayer, lowerKnobLayer, upperKnobLayer] as [Layer] where l.contentsScale != scale {
                l.contentsScale = scale
            }
            let track = trackFrame
            trackLayer.frame = track
            let radius = track.height * curvaceousness / 2
            if trackLayer.cornerRadius != radius { trackLayer.cornerRadius = radius }
            trackOverlayLayer.frame = track
            let lower = position(for: storedLower), upper = position(for: storedUpper)
            trackHighlightLayer.frame = Rect(x: lower, y: track.minY, width: Swift.max(0, upper - lower), height: track.height)
            lowerKnobLayer.frame = lowerKnobFrame
            upperKnobLayer.frame = upperKnobFrame
        }
        if showsValueLabels {
            lowerLabel.text = valueFormatter(storedLower)
            upperLabel.text = valueFormatter(storedUpper)
            let w = Swift.max(44, knobWidth * 1.6)
            lowerLabel.frame = Rect(x: position(for: storedLower) - w / 2, y: -16, width: w, height: 14)
            upperLabel.frame = Rect(x: position(for: storedUpper) - w / 2, y: -16, width: w, height: 14)
        }
    }

    private func updateTrackAppearance() {
        Transaction.perform(disableActions: true) {
            trackLayer.backgroundColor = trackColor
            trackLayer.cornerRadius = trackFrame.height * curvaceousness / 2
            trackHighlightLayer.backgroundColor = trackHighlightColor
        }
    }

    private func redrawKnobs() {
        lowerKnobLayer.setNeedsDisplay()
        upperKnobLayer.setNeedsDisplay()
    }

    private func knobFrame(for value: Double) -> Rect {
        Rect(x: position(for: value) - knobWidth / 2, y: 0, width: knobWidth, height: knobWidth)
    }

    // MARK: Clamping

    private func snap(_ v: Double) -> Double {
        guard stepValue > 0 else { return v }
        return minimumValue + ((v - minimumValue) / stepValue).rounded() * stepValue
    }

    private func clampLower(_ v: Double) -> Double {
        Swift.max(minimumValue, Swift.min(v, storedUpper - minimumDistance))
    }

    private func clampUpper(_ v: Double) -> Double {
        Swift.min(maximumValue, Swift.max(v, storedLower + minimumDistance))
    }

    /// The range ``minimumValue`` and ``maximumValue`` describe.
    private var valueRange: ValueRange { ValueRange(minimum: minimumValue, maximum: maximumValue) }

    /// Takes the ends `range` settled on after one of them was assigned, then keeps the knobs
    /// inside.
    private func adopt(_ range: ValueRange) {
        // Only what changed is assigned: each assignment runs that end's observer again.
        if minimumValue != range.minimum { minimumValue = range.minimum }
        if maximumValue != range.maximum { maximumValue = range.maximum }
        reclamp()
    }

    private func reclamp() {
        storedLower = valueRange.clamp(snap(storedLower)) ?? minimumValue
        storedUpper = Swift.min(maximumValue, Swift.max(snap(storedUpper), storedLower))
        storedLower = clampLower(storedLower)
        storedUpper = clampUpper(storedUpper)
        updateLayerFrames()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        previousTouchPoint = touch.location(in: self)
        let onLower = lowerKnobFrame.contains(previousTouchPoint)
        let onUpper = upperKnobFrame.contains(previousTouchPoint)
        choosingStackedKnob = false
        if onLower && onUpper {
            // Stacked: the first move picks the knob that can go that way.
            choosingStackedKnob = true
            activeKnob = nil
            lowerKnobLayer.isHighlighted = true
            upperKnobLayer.isHighlighted = true
            return true
        }
        if onLower {
            activate(.lower)
        } else if onUpper {
            activate(.upper)
        } else {
            return false
        }
        return true
    }

    private func activate(_ knob: Knob) {
        activeKnob = knob
        rawDragValue = knob == .lower ? storedLower : storedUpper
        lowerKnobLayer.isHighlighted = knob == .lower
        upperKnobLayer.isHighlighted = knob == .upper
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        let p = touch.location(in: self)
        let dx = p.x - previousTouchPoint.x
        if choosingStackedKnob {
            guard dx != 0 else { return true }
            choosingStackedKnob = false
            activate(dx < 0 ? .lower : .upper)
        }
        guard let knob = activeKnob else { return true }
        let usable = usableTrackLength
        guard usable > 0 else { return true }
        previousTouchPoint = p
        rawDragValue = valueRange.value(rawDragValue, movedBy: dx / usable)
        let changed: Bool
        switch knob {
        case .lower:
            rawDragValue = clampLower(rawDragValue)
            let new = clampLower(snap(rawDragValue))
            changed = new != storedLower
            storedLower = new
        case .upper:
            rawDragValue = clampUpper(rawDragValue)
            let new = clampUpper(snap(rawDragValue))
            changed = new != storedUpper
            storedUpper = new
        }
        if changed {
            updateLayerFrames()
            sendActions(for: .valueChanged, with: event)
        }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        if let touch { _ = continueTracking(touch, with: event) }
        endDrag()
    }

    open override func cancelTracking(with event: Event?) {
        endDrag()
    }

    private func endDrag() {
        activeKnob = nil
        choosingStackedKnob = false
        lowerKnobLayer.isHighlighted = false
        upperKnobLayer.isHighlighted = false
    }

    // MARK: Keyboard

    /// The knob the keys move while the slider has focus. Tab arriving gives the keys to the
    /// lower knob and Shift-Tab to the upper one; Tab then goes on to the upper knob (and
    /// Shift-Tab back to the lower) before leaving the slider: the two knobs are two stops.
    public private(set) var focusedKnob: Knob = .lower {
        didSet { if focusedKnob != oldValue { setNeedsFocusRingUpdate() } }
    }

    /// Focus arriving by Shift-Tab starts at the upper knob, any other way at the lower one.
    open override func didUpdateFocus(in context: FocusUpdateContext) {
        super.didUpdateFocus(in: context)
        if context.nextFocusedView === self { focusedKnob = context.heading == .previous ? .upper : .lower }
    }

    /// The ring goes round the knob that has the keys.
    open override var focusRingRect: Rect { focusedKnob == .lower ? lowerKnobFrame : upperKnobFrame }

    /// The knob's own rounding.
    open override var focusRingCornerRadius: Double { knobWidth * curvaceousness / 2 }

    /// While focused: Tab and Shift-Tab move between the knobs (see ``focusedKnob``); the arrow
    /// keys move the focused knob by ``accessibilityAdjustment`` (Left and Down lower it, Right
    /// and Up raise it), Home and End as far as it goes; a change is sent as valueChanged.
    open override func keyPressedWhileFocused(_ key: KeyboardKey) -> Bool {
        guard isEnabled else { return false }
        if key.code == .tab {
            if key.modifiers.isEmpty, focusedKnob == .lower {
                focusedKnob = .upper
                return true
            }
            if key.modifiers == .shift, focusedKnob == .upper {
                focusedKnob = .lower
                return true
            }
            return false
        }
        guard key.modifiers.isEmpty else { return false }
        let span = maximumValue - minimumValue
        switch key.code {
        case .left, .down: adjust(focusedKnob, by: -accessibilityAdjustment)
        case .right, .up: adjust(focusedKnob, by: accessibilityAdjustment)
        case .home: adjust(focusedKnob, by: -span)
        case .end: adjust(focusedKnob, by: span)
        default: return false
        }
        return true
    }

    // MARK: Accessibility

    /// The knobs' elements, made on first use (see RangeSlider+Accessibility.swift).
    var knobElements: [AccessibilityElement] = []

    /// One adjustable element per knob, lower first, placed on its knob and carrying its value
    /// (unless elements were set).
    open override var accessibilityElements: [AccessibilityElement]? {
        get { super.accessibilityElements ?? updatedKnobElements() }
        set { super.accessibilityElements = newValue }
    }

    /// A disabled range slider is drawn at half opacity.
    open override func stateDidChange() {
        super.stateDidChange()
        layer.opacity = isEnabled ? 1 : 0.5
    }
}

/// Draws what lies over the range slider's track and highlight: the gloss, the inner shadow
/// and the outline of seed 001's RangeSliderTrackLayer (its fill and highlight are layers
/// beneath).
@MainActor
final class RangeSliderTrackOverlayLayer: Layer {
    weak var slider: RangeSlider?

    override var overridesDraw: Bool { true }

    override func draw(in canvas: Canvas) {
        guard let slider else { return }
        let b = bounds
        let radius = b.height * slider.curvaceousness / 2
        let outline = Path(roundedRect: b, cornerRadius: radius)
        canvas.withSavedState {
            canvas.clip(to: outline)
            // Gloss over the lower half.
            let gloss = Rect(x: radius / 2, y: b.height / 2, width: b.width - radius, height: b.height / 2)
            canvas.fill(Path(roundedRect: gloss, cornerRadius: gloss.height * slider.curvaceousness / 2),
                        with: Color(white: 1, alpha: 0.4))
            // Inner shadow: the outline stroked with a shadow, clipped to the inside.
            canvas.drawWithShadow(Shadow(color: .gray, offset: Size(width: 0, height: 2), radius: 3),
                                  bounds: b.insetBy(dx: -2, dy: -2)) { c in
                c.stroke(outline, with: .gray)
            }
            // Outline.
            // Solid black at 0.5, as the seed strokes it.
            canvas.stroke(outline, with: .black, style: StrokeStyle(lineWidth: 0.5))
        }
    }
}

/// Draws one knob of the range slider (seed 001's RangeSliderKnobLayer).
@MainActor
final class RangeSliderKnobLayer: Layer {
    weak var slider: RangeSlider?

    var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    override var overridesDraw: Bool { true }

    override func draw(in canvas: Canvas) {
        guard let slider else { return }
        let knobFrame = bounds.insetBy(dx: 2, dy: 2)
        let knobPath = Path(roundedRect: knobFrame, cornerRadius: knobFrame.height * slider.curvaceousness / 2)
        // Fill with a shadow.
        canvas.drawWithShadow(Shadow(color: .gray, offset: Size(width: 0, height: 1), radius: 1), bounds: bounds) { c in
            c.fill(knobPath, with: slider.knobColor)
        }
        // Outline.
        canvas.stroke(knobPath, with: .gray, style: StrokeStyle(lineWidth: 0.5))
        // Inner gradient.
        let rect = knobFrame.insetBy(dx: 2, dy: 2)
        let clip = Path(roundedRect: rect, cornerRadius: rect.height * slider.curvaceousness / 2)
        canvas.withSavedState {
            canvas.clip(to: clip)
            canvas.drawGradient(.linear([Color(white: 0, alpha: 0.15), Color(white: 0, alpha: 0.05)],
                                        from: Point(x: rect.midX, y: rect.minY), to: Point(x: rect.midX, y: rect.maxY)))
        }
        // Pressed overlay.
        if isHighlighted {
            canvas.fill(knobPath, with: Color(white: 0, alpha: 0.1))
        }
    }
}
