import Foundation
import RKGeometry
import RKGraphics

/// A horizontal bar of buttons of which one is selected (UISegmentedControl).
///
/// Segments have titles and are drawn in iOS 7's style: a rounded bar bordered in the
/// ``tintColor``, with dividers between the segments and the selected segment filled with the
/// tint (its title then white). A segment under a finger is lightly tinted.
///
/// A tap on an enabled segment selects it when the finger lifts inside the control and sends
/// `valueChanged`, but only when the selection changed. A momentary control (``isMomentary``)
/// shows no selection: each tap sets ``selectedSegmentIndex`` to the tapped segment, sends
/// `valueChanged`, then sets it back to ``noSegment``. Setting ``selectedSegmentIndex`` in
/// code sends nothing.
///
/// ```swift
/// let control = SegmentedControl(items: ["Day", "Week", "Month"])
/// control.selectedSegmentIndex = 0
/// control.addAction(for: .valueChanged) { c, _ in
///     print(c.selectedSegmentIndex)
/// }
/// ```
@MainActor
open class SegmentedControl: Control {
    /// The ``selectedSegmentIndex`` meaning that no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String
        var isEnabled = true
        /// 0 for automatic (an equal share of the room left).
        var width = 0.0
    }

    private var segments: [Segment] = []
    /// The segment under the finger while tracking, drawn highlighted.
    private var pressedSegment: Int?

    /// The selected segment, or ``noSegment`` (-1). Out-of-range values become ``noSegment``.
    public var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            if oldValue != selectedSegmentIndex { setNeedsDisplay() }
        }
    }

    /// When true, segments do not stay selected after a tap (false by default).
    public var isMomentary = false {
        didSet { setNeedsDisplay() }
    }

    /// The color of the border, dividers, titles and selected fill (system blue by default).
    public var tintColor = TextInputTheme.tint {
        didSet { setNeedsDisplay() }
    }

    /// The font of the titles (the 13-point system font by default).
    public var font = TextInputTheme.segmentFont {
        didSet { setNeedsDisplay() }
    }

    /// The corner radius of the bar.
    public var cornerRadius = 4.0 {
        didSet { setNeedsDisplay() }
    }

    /// A control with one segment per title, none selected.
    public init(items: [String] = [], frame: Rect = .zero) {
        segments = items.map { Segment(title: $0) }
        super.init(frame: frame)
    }

    // MARK: Segments

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// Inserts a segment at `index` (clamped to 0...numberOfSegments). The selection stays on
    /// the same segment.
    public func insertSegment(withTitle title: String, at index: Int) {
        let i = Swift.min(Swift.max(0, index), segments.count)
        segments.insert(Segment(title: title), at: i)
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
        setNeedsDisplay()
    }

    /// Removes the segment at `index`; removing the selected segment clears the selection.
    public func removeSegment(at index: Int) {
        guard segments.indices.contains(index) else { return }
        segments.remove(at: index)
        if selectedSegmentIndex == index {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > index {
            selectedSegmentIndex -= 1
        }
        setNeedsDisplay()
    }

    /// Removes every segment.
    public func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        setNeedsDisplay()
    }

    /// Replaces the title of a segment.
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        segments[index].title = title
        setNeedsDisplay()
    }

    /// The title of a segment, or nil when there is no such segment.
    public func titleForSegment(at index: Int) -> String? {
        segments.indices.contains(index) ? segments[index].title : nil
    }

    /// Enables or disables one segment; a disabled segment ignores taps and draws dimmed.
    public func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        segments[index].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether a segment is enabled (false when there is no such segment).
    public func isEnabledForSegment(at index: Int) -> Bool {
        segments.indices.contains(index) && segments[index].isEnabled
    }

    /// Gives a segment a fixed width in points; 0 (the default) shares the room that fixed
    /// segments leave equally among the others.
    public func setWidth(_ width: Double, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        segments[index].width = width.isFinite ? Swift.max(0, width) : 0
        setNeedsDisplay()
    }

    /// The fixed width of a segment, 0 when automatic.
    public func widthForSegment(at index: Int) -> Double {
        segments.indices.contains(index) ? segments[index].width : 0
    }

    /// The frame of each segment in the control's coordinates, left to right.
    public var segmentFrames: [Rect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.filter { $0.width == 0 }.count
        let share = automatic > 0 ? Swift.max(0, bounds.width - fixed) / Double(automatic) : 0
        var x = bounds.minX
        return segments.map { s in
            let w = s.width > 0 ? s.width : share
            defer { x += w }
            return Rect(x: x, y: bounds.minY, width: w, height: bounds.height)
        }
    }

    /// The segment containing a point in the control's coordinates, or nil. Points left or
    /// right of the bar count for the first or last segment.
    public func segmentIndex(at point: Point) -> Int? {
        let frames = segmentFrames
        guard !frames.isEmpty else { return nil }
        if point.x < frames[0].minX { return 0 }
        for (i, f) in frames.enumerated() where point.x < f.maxX { return i }
        return frames.count - 1
    }

    // MARK: Accessibility

    /// One element per segment, a button named by its title (``AccessibilityTraits/selected``
    /// on the chosen one); activating it chooses the segment as a tap would.
    open override var accessibilityElements: [AccessibilityElement]? {
        get {
            if let set = super.accessibilityElements { return set }
            let frames = segmentFrames
            return segments.indices.map { i in
                let e = AccessibilityElement(container: self)
                e.accessibilityLabel = segments[i].title
                var traits: AccessibilityTraits = .button
                if i == selectedSegmentIndex { traits.insert(.selected) }
                if !isEnabled || !segments[i].isEnabled { traits.insert(.notEnabled) }
                e.accessibilityTraits = traits
                e.frameInContainer = frames.indices.contains(i) ? frames[i] : .zero
                e.onActivate = { [weak self] in self?.chooseForAccessibility(i) ?? false }
                return e
            }
        }
        set { super.accessibilityElements = newValue }
    }

    private func chooseForAccessibility(_ index: Int) -> Bool {
        guard isEnabled, segments.indices.contains(index), segments[index].isEnabled else { return false }
        if isMomentary {
            selectedSegmentIndex = index
            sendActions(for: [.valueChanged, .primaryActionTriggered])
            selectedSegmentIndex = Self.noSegment
        } else if index != selectedSegmentIndex {
            selectedSegmentIndex = index
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
        return true
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        pressedSegment = enabledSegment(under: touch)
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        let now = enabledSegment(under: touch)
        if now != pressedSegment {
            pressedSegment = now
            setNeedsDisplay()
        }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        let target = touch.flatMap { enabledSegment(under: $0) }
        pressedSegment = nil
        setNeedsDisplay()
        guard let target else { return }
        if isMomentary {
            selectedSegmentIndex = target
            sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
            selectedSegmentIndex = Self.noSegment
        } else if target != selectedSegmentIndex {
            // As UISegmentedControl: choosing a segment is its primary action too.
            selectedSegmentIndex = target
            sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
        }
    }

    open override func cancelTracking(with event: Event?) {
        pressedSegment = nil
        setNeedsDisplay()
    }

    open override func stateDidChange() { setNeedsDisplay() }

    // MARK: Keyboard

    /// The ring follows the bar's rounded corners.
    open override var focusRingCornerRadius: Double { cornerRadius }

    /// While focused, Left and Right (Up and Down too) select the neighbouring enabled segment,
    /// Home and End the first and last, each change sent as valueChanged and the primary action,
    /// as a tap sends them; Space or Return selects the first segment when none is. A momentary
    /// control moves a highlighted segment instead, and Space or Return chooses it.
    open override func keyPressedWhileFocused(_ key: KeyboardKey) -> Bool {
        guard isEnabled, key.modifiers.isEmpty else { return false }
        let enabled = segments.indices.filter { segments[$0].isEnabled }
        guard let first = enabled.first, let last = enabled.last else { return false }
        let current = isMomentary ? (pressedSegment ?? Self.noSegment) : selectedSegmentIndex
        let target: Int?
        switch key.code {
        case .left, .up: target = current == Self.noSegment ? first : enabled.last { $0 < current }
        case .right, .down: target = enabled.first { $0 > current }
        case .home: target = first
        case .end: target = last
        case .space, .return, .keypadEnter:
            if isMomentary, let p = pressedSegment {
                chooseFromKeyboard(p)
            } else if !isMomentary, selectedSegmentIndex == Self.noSegment {
                chooseFromKeyboard(first)
            } else {
                return false
            }
            return true
        default: return false
        }
        // At an end the key is still taken: it must not leak to the app's own shortcuts.
        guard let target else { return true }
        if isMomentary {
            pressedSegment = target
            setNeedsDisplay()
        } else if target != selectedSegmentIndex {
            chooseFromKeyboard(target)
        }
        return true
    }

    /// A momentary control's highlighted segment goes when focus does.
    open override func didUpdateFocus(in context: FocusUpdateContext) {
        super.didUpdateFocus(in: context)
        if !isFocused, isMomentary, pressedSegment != nil, !isTracking {
            pressedSegment = nil
            setNeedsDisplay()
        }
    }

    private func chooseFromKeyboard(_ index: Int) {
        selectedSegmentIndex = index
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    /// The enabled segment under a touch inside the bounds, if any.
    private func enabledSegment(under touch: Touch) -> Int? {
        let p = touch.location(in: self)
        guard bounds.contains(p), let i = segmentIndex(at: p), segments[i].isEnabled else { return nil }
        return i
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        guard bounds.width > 2, bounds.height > 2 else { return }
        let enabled = isEnabled
        let tint = enabled ? tintColor : tintColor.withAlpha(tintColor.alpha * 0.4)
        let bar = bounds.insetBy(dx: 0.5, dy: 0.5)
        let frames = segmentFrames
        canvas.withSavedState {
            canvas.clip(toRoundedRect: bar, cornerRadius: cornerRadius)
            canvas.fill(bar, with: Theme.controlBackground)
            for (i, f) in frames.enumerated() {
                if !isMomentary && i == selectedSegmentIndex {
                    canvas.fill(f, with: tint)
                } else if i == pressedSegment {
                    canvas.fill(f, with: TextInputTheme.pressed)
                }
            }
            for f in frames.dropFirst() {
                let x = (f.minX * 2).rounded() / 2 + 0.5
                var line = Path()
                line.move(to: Point(x: x, y: bar.minY))
                line.addLine(to: Point(x: x, y: bar.maxY))
                canvas.stroke(line, with: tint, style: StrokeStyle(lineWidth: 1))
            }
        }
        canvas.stroke(roundedRect: bar, cornerRadius: cornerRadius, with: tint, lineWidth: 1)
        for (i, f) in frames.enumerated() {
            let selected = !isMomentary && i == selectedSegmentIndex
            var color = selected ? Color.white : tint
            if !segments[i].isEnabled { color = color.withAlpha(color.alpha * 0.35) }
            let title = TextLayout(AttributedString(segments[i].title), width: Swift.max(0, f.width - 8),
                                   alignment: .center, lineBreakMode: .truncatingTail, numberOfLines: 1,
                                   font: font, color: color)
            let origin = Point(x: f.minX + 4, y: f.midY - title.size.height / 2)
            title.draw(in: canvas, at: origin)
        }
    }
}
