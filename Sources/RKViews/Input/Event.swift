import RKGeometry
import RKMotion

/// One piece of input on its way through the app (UIEvent): touches, a key press, a wheel or
/// touchpad scroll, hover, or text from the keyboard or an input method. Every kind takes the
/// same path: ``Application/sendEvent(_:)`` (observable, overridable), then the window's
/// ``Window/sendEvent(_:)``, which hands it to views, recognizers and the responder chain.
@MainActor
public final class Event {
    /// What kind of input the event carries (UIEvent.EventType).
    public enum Kind: Sendable, Hashable {
        /// Touches: ``allTouches`` and ``changedTouch``.
        case touches
        /// A key press: ``press``, up the responder chain from the first responder.
        case presses
        /// A mouse wheel or touchpad scroll: ``scrollDelta`` at ``location``.
        case scroll
        /// The pointer moved with no button pressed, to ``location`` (nil: it left the window).
        case hover
        /// Typed text (``text``), or an input method's composition (``markedSelection`` set),
        /// for the first responder's text input.
        case text
        /// A mouse button other than the primary one went down (``buttonMask``) at
        /// ``location``: a secondary click opens context menus, a middle click pastes the
        /// primary selection into text. See ``View/pointerButtonPressed(_:at:with:)``.
        case pointerButton
        /// Files or text dropped on the window from another application (``dropSession``),
        /// at ``location`` when the host knows where.
        case drop
    }

    /// Mouse buttons (UIEvent.ButtonMask).
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        /// The raw bits: bit n - 1 for button n.
        public let rawValue: Int
        /// Bits as given.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (usually left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (usually right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The middle button (button 3), which pastes the primary selection on Linux.
        public static let middle = ButtonMask(rawValue: 1 << 2)
        /// Button `number`, counting from 1 (the primary): 4 and 5 are the side (back and
        /// forward) buttons of many mice.
        public static func button(_ number: Int) -> ButtonMask {
            ButtonMask(rawValue: number >= 1 && number <= 62 ? 1 << (number - 1) : 0)
        }
    }

    /// What kind of input the event carries.
    public let kind: Kind
    /// When it happened, in event-loop time.
    public let timestamp: MediaTime
    /// Every touch currently down (and those ending in this event); empty for other kinds.
    public let allTouches: Set<Touch>
    /// The touch whose phase changed in this event (what the window delivers).
    public let changedTouch: Touch?
    /// The window the event is for (nil for events made to be handed to a view directly).
    public private(set) weak var window: Window?

    /// The key press of a ``Kind/presses`` event.
    public let press: Press?
    /// Where a scroll or hover happened, in the window's coordinates (nil for a hover that left
    /// the window, and for other kinds).
    public let location: Point?
    /// The change of content offset a ``Kind/scroll`` event asks for, in points (positive y
    /// shows content further down); zero for other kinds.
    public let scrollDelta: Point
    /// The text of a ``Kind/text`` event: typed text, or the composition so far.
    public let text: String?
    /// For an input method's composition step, its caret or selection within ``text`` (in
    /// characters); nil for committed text and other kinds.
    public let markedSelection: Range<Int>?
    /// The buttons of a ``Kind/pointerButton`` event; empty for other kinds.
    public let buttonMask: ButtonMask
    /// What was dropped, for a ``Kind/drop`` event; nil for other kinds.
    public let dropSession: DropSession?

    /// Set when the event was delivered and nobody took it: a key press that went up the whole
    /// responder chain, a scroll that moved nothing, text with no text responder. A host then
    /// leaves the input to the app (its own shortcuts). An event an app's
    /// ``Application/sendEvent(_:)`` swallows is not delivered, so this stays false.
    public internal(set) var wasIgnored = false

    init(kind: Kind = .touches, timestamp: MediaTime, allTouches: Set<Touch> = [], changedTouch: Touch? = nil,
         window: Window? = nil, press: Press? = nil, location: Point? = nil, scrollDelta: Point = .zero,
         text: String? = nil, markedSelection: Range<Int>? = nil, buttonMask: ButtonMask = [],
         dropSession: DropSession? = nil) {
        self.window = window
        self.kind = kind
        self.timestamp = timestamp
        self.allTouches = allTouches
        self.changedTouch = changedTouch
        self.press = press
        self.location = location
        self.scrollDelta = scrollDelta
        self.text = text
        self.markedSelection = markedSelection
        self.buttonMask = buttonMask
        self.dropSession = dropSession
    }

    /// The touches delivered to `view`.
    public func touches(for view: View) -> Set<Touch> {
        allTouches.filter { $0.view === view }
    }
}
