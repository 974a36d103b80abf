import RKGeometry
import RKMotion

/// The base of interactive elements (UIControl): states, target-action with closures, the
/// touch tracking hooks subclasses override, and every control event UIKit sends, in UIKit's
/// order.
///
/// For one touch a control sends: `touchDown` (plus `touchDownRepeat` for the second tap of a
/// multiple tap); then, for each move, `touchDragEnter` or `touchDragExit` when the touch
/// crosses the edge, followed by `touchDragInside` or `touchDragOutside`; then `touchUpInside`
/// or `touchUpOutside` on lift-off, or `touchCancel` when the touch is cancelled. "Inside" is
/// the bounds grown by ``touchSlop`` points on every side, as UIKit's generous touch area.
@MainActor
open class Control: View {
    /// Control events (UIControl.Event).
    public struct Events: OptionSet, Hashable, Sendable {
        /// The bits, as UIKit numbers them.
        public let rawValue: UInt
        /// A value from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger went down in the control.
        public static let touchDown = Events(rawValue: 1 << 0)
        /// A finger went down again soon after the last one (a second tap, and more).
        public static let touchDownRepeat = Events(rawValue: 1 << 1)
        /// A finger moved within the control's bounds grown by ``Control/touchSlop``.
        public static let touchDragInside = Events(rawValue: 1 << 2)
        /// A finger moved outside the control's bounds grown by ``Control/touchSlop``.
        public static let touchDragOutside = Events(rawValue: 1 << 3)
        /// A finger that was outside moved back inside.
        public static let touchDragEnter = Events(rawValue: 1 << 4)
        /// A finger that was inside moved outside.
        public static let touchDragExit = Events(rawValue: 1 << 5)
        /// A finger lifted inside: a tap, what buttons act on.
        public static let touchUpInside = Events(rawValue: 1 << 6)
        /// A finger lifted outside.
        public static let touchUpOutside = Events(rawValue: 1 << 7)
        /// The touch was cancelled (a recognizer took it, or the window lost focus).
        public static let touchCancel = Events(rawValue: 1 << 8)
        /// The control's value changed through the user (a slider, a switch, a segment).
        public static let valueChanged = Events(rawValue: 1 << 12)
        /// The control's main action happened (a button tapped, Return in a text field).
        public static let primaryActionTriggered = Events(rawValue: 1 << 13)
        /// A text field began editing.
        public static let editingDidBegin = Events(rawValue: 1 << 16)
        /// A text field's text changed through editing.
        public static let editingChanged = Events(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Events(rawValue: 1 << 18)
        /// A text field ended editing with Return.
        public static let editingDidEndOnExit = Events(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Events(rawValue: 0x0FFF)
        /// Bits an application may use for events of its own (UIControlEventApplicationReserved):
        /// `sendActions(for:)` runs their actions like any other event's.
        public static let applicationReserved = Events(rawValue: 0x0F00_0000)
        /// Every editing event.
        public static let allEditingEvents = Events(rawValue: 0xF_0000)
        /// Every event.
        public static let allEvents = Events(rawValue: 0xFFFF_FFFF)
    }

    /// Control states (UIControl.State); ``State/normal`` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits, as UIKit numbers them.
        public let rawValue: UInt
        /// A value from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No other state: enabled, not highlighted, selected or focused.
        public static let normal: State = []
        /// A finger is down on the control, inside it.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control takes no touches (``Control/isEnabled`` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (a toggled button, a chosen segment).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the keyboard focus.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Identifies an action added with ``ControlActions/addAction(for:_:)``, to remove it later.
    public struct ActionToken: Hashable, Sendable {
        let id: Int
    }

    /// How far outside its bounds a touch still counts as inside, in points (UIKit's 70).
    public var touchSlop = 70.0

    /// Whether the control takes touches; a disabled one draws dimmed. Changes call
    /// ``stateDidChange()``.
    public var isEnabled = true {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }
    /// Whether the control is selected (its meaning is the control's: a toggled button, a
    /// chosen segment). Changes call ``stateDidChange()``.
    public var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }
    /// Whether a finger is down on the control and inside it; set by touch tracking. Changes
    /// call ``stateDidChange()``.
    public var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }

    /// The current state.
    public var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isFocused { s.insert(.focused) }
        return s
    }

    /// True while the control follows a touch.
    public private(set) var isTracking = false
    /// True while the tracked touch is inside (within the slop).
    public private(set) var isTouchInside = false

    private var actions: [(token: ActionToken, events: Events, handler: (Control, Event?) -> Void)] = []
    private var nextToken = 0
    /// The actions added by ``addAction(_:for:)``, by identifier, for replacing and removing them.
    var identifiedActions: [(identifier: String, token: ActionToken)] = []
    private weak var trackedTouch: Touch?
    /// The targets and names of the actions added by `addTarget(_:action:for:)`; their handlers
    /// live in `actions` with the closures, so both kinds run in the order they were added.
    var targetActionRecords: [TargetActionRecord] = []

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    /// The traits set, plus ``AccessibilityTraits/notEnabled`` while disabled and
    /// ``AccessibilityTraits/selected`` while selected.
    open override var accessibilityTraits: AccessibilityTraits {
        get {
            var t = super.accessibilityTraits
            if !isEnabled { t.insert(.notEnabled) }
            if isSelected { t.insert(.selected) }
            return t
        }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: Actions

    /// ``ControlActions/addAction(for:_:)`` with the control handed as a `Control`.
    @discardableResult
    func addUntypedAction(for events: Events, _ handler: @escaping (Control, Event?) -> Void) -> ActionToken {
        nextToken += 1
        let token = ActionToken(id: nextToken)
        actions.append((token, events, handler))
        return token
    }

    /// The events an action still runs for; nil once it has been removed.
    func events(ofAction token: ActionToken) -> Events? {
        actions.first { $0.token == token }?.events
    }

    /// Changes the events an action runs for, in place so that it keeps its turn among the
    /// others; an empty set removes it.
    func setEvents(_ events: Events, ofAction token: ActionToken) {
        guard let i = actions.firstIndex(where: { $0.token == token }) else { return }
        if events.isEmpty {
            actions.remove(at: i)
        } else {
            actions[i].events = events
        }
    }

    /// Removes an action added with ``ControlActions/addAction(for:_:)``.
    public func removeAction(_ token: ActionToken) {
        actions.removeAll { $0.token == token }
    }

    /// Removes every action for any of `events`.
    public func removeAllActions(for events: Events = .allEvents) {
        actions.removeAll { !$0.events.intersection(events).isEmpty }
    }

    /// The events that have at least one action.
    public var allControlEvents: Events {
        actions.reduce(Events()) { $0.union($1.events) }
    }

    /// Sends `events`: runs the actions for each, event by event in the order of their bits
    /// (touch events, then value and primary action, editing, and application-defined ones).
    public func sendActions(for events: Events, with event: Event? = nil) {
        var bits = events.rawValue & 0xFFFF_FFFF
        while bits != 0 {
            let e = Events(rawValue: bits & (~bits &+ 1))  // the lowest bit left
            bits &= bits &- 1
            // A handler may add or remove actions; run the ones present when the event fired.
            let snapshot = actions
            for a in snapshot where a.events.contains(e) { a.handler(self, event) }
        }
    }

    /// Called when the state changes; controls redraw or restyle here.
    open func stateDidChange() {}

    // MARK: Tracking hooks

    /// A touch began in the control; return false to stop tracking it.
    open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it.
    open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// The tracked touch ended (`touch` is nil when tracking stopped early).
    open func endTracking(_ touch: Touch?, with event: Event?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: Event?) {}

    /// Whether a point in the control's coordinates counts as inside for tracking.
    public func isInsideForTracking(_ point: Point) -> Bool {
        bounds.insetBy(dx: -touchSlop, dy: -touchSlop).contains(point)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        var events: Events = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard isEnabled, let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        let wasInside = isTouchInside
        isTouchInside = inside
        if isTracking {
            isTracking = continueTracking(touch, with: event)
            if !isTracking {
                // The control stopped tracking this touch: it ends here, as in UIKit, with
                // endTracking(nil), and the touch's later moves and lift send nothing.
                endTracking(nil, with: event)
                isHighlighted = false
                isTouchInside = false
                trackedTouch = nil
                return
            }
        }
        isHighlighted = inside
        var events: Events = inside ? .touchDragInside : .touchDragOutside
        if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        // Enter/exit come before the drag event itself, as in UIKit.
        if events.contains(.touchDragEnter) { sendActions(for: .touchDragEnter, with: event) }
        if events.contains(.touchDragExit) { sendActions(for: .touchDragExit, with: event) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        isTouchInside = inside
        // A control disabled mid-touch takes the lift as a cancellation: no endTracking that
        // could move it (a disabled range slider jumping), no touch-up events.
        if isTracking { isEnabled ? endTracking(touch, with: event) : cancelTracking(with: event) }
        isTracking = false
        isHighlighted = false
        trackedTouch = nil
        guard isEnabled else { return }
        sendActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
        if inside { primaryActionDidTrigger(with: event) }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        trackedTouch = nil
        sendActions(for: .touchCancel, with: event)
    }

    /// A control that leaves its window mid-touch forgets the touch, as if it were cancelled
    /// (touchCancel, no longer highlighted or tracking), so that it takes the next touch when it
    /// comes back.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window == nil, trackedTouch != nil || isHighlighted || isTracking else { return }
        if isTracking { cancelTracking(with: nil) }
        let hadTouch = trackedTouch != nil
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        trackedTouch = nil
        if hadTouch { sendActions(for: .touchCancel) }
    }

    // MARK: Keyboard focus

    /// How long a control shows its pressed look after Space or Return pressed it.
    public static let keyboardPressDuration = 0.12

    /// Enabled, visible controls that take touches can take focus (Tab also skips those under a
    /// hidden, transparent or non-interactive ancestor).
    open override var canBecomeFocused: Bool { isEnabled && isUserInteractionEnabled && !isHidden && alpha >= 0.01 }

    /// ``State/focused`` is part of the state: a change of focus calls ``stateDidChange()``.
    override func focusStateDidChange() { stateDidChange() }

    /// Space and Return (without modifiers) do what a tap does, with a brief pressed look
    /// (``activateFromKeyboard()``); controls with a value take their own keys instead.
    open override func keyPressedWhileFocused(_ key: KeyboardKey) -> Bool {
        guard isEnabled, key.modifiers.isEmpty, key.code == .space || key.code.isReturn else { return false }
        activateFromKeyboard()
        return true
    }

    /// What Space and Return do to a focused control: it shows highlighted for
    /// ``keyboardPressDuration``, then does what ``View/accessibilityActivate()`` does (a button
    /// sends touchUpInside and its primary action, a switch flips); a control with no such
    /// activation sends touchUpInside and its primary action as a tap would.
    public func activateFromKeyboard() {
        guard isEnabled else { return }
        if !isTracking {
            isHighlighted = true
            _ = eventLoop.perform(afterDelay: Control.keyboardPressDuration) { [weak self] in
                guard let self, !self.isTracking else { return }
                self.isHighlighted = false
            }
        }
        if !accessibilityActivate() {
            sendActions(for: .touchUpInside)
            primaryActionDidTrigger(with: nil)
        }
    }

    /// Called after touchUpInside; buttons send primaryActionTriggered here.
    open func primaryActionDidTrigger(with event: Event?) {}

    /// A disabled control is still the hit view (so touches do not fall through to what is
    /// beneath) but ignores them.
    open override func hitTest(_ point: Point, with event: Event?) -> View? {
        super.hitTest(point, with: event)
    }
}

/// Gives ``Control`` its typed ``addAction(for:_:)``: the handler gets the control typed as
/// what it is at the call site (a `RangeSlider`'s handler gets a `RangeSlider`), as UIKit 14's
/// `UIAction` handlers get their sender, so no cast is needed.
@MainActor
public protocol ControlActions: AnyObject {}

extension Control: ControlActions {}

extension ControlActions where Self: Control {
    /// Runs `handler` whenever one of `events` is sent, with the control typed as `Self`;
    /// handlers for an event run in the order they were added. The control does not keep
    /// itself alive through the handler: it is handed in, not captured.
    ///
    /// ```swift
    /// slider.addAction(for: .valueChanged) { slider, _ in label.text = "\(slider.lowerValue)" }
    /// ```
    @discardableResult
    public func addAction(for events: Control.Events, _ handler: @escaping (Self, Event?) -> Void) -> Control.ActionToken {
        // The control handed back is always this one, so the downcast cannot fail.
        addUntypedAction(for: events) { control, event in handler(unsafeDowncast(control, to: Self.self), event) }
    }

    /// Runs `handler` whenever one of `events` is sent, with the control typed as `Self`: the
    /// form for handlers that need only their sender, as a `UIAction` handler reads its sender.
    /// Handlers run in the order they were added, whichever form, and do not keep the control alive.
    ///
    /// ```swift
    /// play.addAction(for: .touchUpInside) { (button: Button) in button.isSelected.toggle() }
    /// ```
    @discardableResult
    public func addAction(for events: Control.Events, _ handler: @escaping (Self) -> Void) -> Control.ActionToken {
        addAction(for: events) { control, _ in handler(control) }
    }
}
