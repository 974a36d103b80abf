import RKGeometry
import RKMotion

/// A key of a keyboard (UIKey's role): its name as the host reports it ("Return", "Backspace",
/// "Left", "a"; compared without regard to case) and the modifier keys held.
public struct KeyboardKey: Hashable, Sendable {
    /// Modifier keys.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Shift.
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// Control.
        public static let control = Modifiers(rawValue: 1 << 1)
        /// Alt (Option).
        public static let alt = Modifiers(rawValue: 1 << 2)
        /// The Super or Windows key, standing for Command.
        public static let command = Modifiers(rawValue: 1 << 3)
    }

    /// The key's name.
    public var name: String
    /// The modifiers held with it.
    public var modifiers: Modifiers

    /// A key named `name` with `modifiers` held.
    public init(name: String, modifiers: Modifiers = []) {
        self.name = name
        self.modifiers = modifiers
    }

    /// Return.
    public static let `return` = KeyboardKey(name: "Return")
    /// Backspace.
    public static let backspace = KeyboardKey(name: "Backspace")
    /// Escape.
    public static let escape = KeyboardKey(name: "Escape")
    /// The arrow keys.
    public static let left = KeyboardKey(name: "Left"), right = KeyboardKey(name: "Right")
    public static let up = KeyboardKey(name: "Up"), down = KeyboardKey(name: "Down")
    /// Home and End.
    public static let home = KeyboardKey(name: "Home"), end = KeyboardKey(name: "End")
    /// Control-A (Command-A): select all.
    public static let selectAll = KeyboardKey(name: "A", modifiers: .control)

    /// Whether the key types text (a one-character name, or Space, without Control or
    /// Command): the text comes separately, as text input.
    public var typesText: Bool {
        guard modifiers.intersection([.control, .command]).isEmpty else { return false }
        return name.count == 1 || name.lowercased() == "space"
    }
}

/// A key press travelling the responder chain (UIPress): ``Responder/pressesBegan(_:with:)``
/// and ``Responder/pressesEnded(_:with:)`` carry it.
@MainActor
public final class Press: Hashable {
    /// Where the press is.
    public enum Phase: Sendable { case began, ended, cancelled }

    /// The key pressed.
    public let key: KeyboardKey
    /// Whether the key repeats, held down.
    public let isRepeat: Bool
    /// The press's phase.
    public internal(set) var phase: Phase
    /// When it happened, on the window's event loop clock.
    public let timestamp: MediaTime

    init(key: KeyboardKey, isRepeat: Bool, phase: Phase, timestamp: MediaTime) {
        self.key = key
        self.isRepeat = isRepeat
        self.phase = phase
        self.timestamp = timestamp
    }

    public nonisolated static func == (a: Press, b: Press) -> Bool { a === b }
    public nonisolated func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// The event a press comes with (UIPressesEvent): whether it was left unhandled tells a host
/// whether the app's own shortcuts may act on it.
@MainActor
public final class PressesEvent {
    /// The presses of the event.
    public let allPresses: Set<Press>
    /// Set when the presses went up the whole responder chain and nobody took them.
    public internal(set) var reachedTheEndOfTheChain = false

    init(allPresses: Set<Press>) {
        self.allPresses = allPresses
    }
}

/// Text input for any responder (UIKeyInput's role): the window sends typed text to its
/// first responder when it adopts this. ``TextField`` does; a web view or a custom editor can.
@MainActor
public protocol TextInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts typed (or committed composed) text at the caret.
    func insertText(_ text: String)
    /// Deletes the character before the caret, or the selection.
    func deleteBackward()
}

/// Text input with an input method's composition (UITextInput's marked text): Chinese, Japanese
/// or Korean typed through ibus or fcitx, or a dead-key accent, is shown as *marked text* while
/// it is composed, then committed with ``TextInput/insertText(_:)``, which replaces it.
///
/// Ranges count `Character`s of the responder's text.
@MainActor
public protocol MarkedTextInput: TextInput {
    /// The composing text's range, nil when nothing is being composed.
    var markedTextRange: Range<Int>? { get }
    /// Replaces the marked text (or the selection when there is none) with `text`, marked,
    /// with the input method's caret or selection at `selectedRange` within it. An empty `text`
    /// ends the composition, removing it.
    func setMarkedText(_ text: String, selectedRange: Range<Int>)
    /// Keeps the marked text as committed text.
    func unmarkText()
    /// The caret's rectangle in the responder's own coordinates: the host hands it to the
    /// platform so the candidate window opens at the caret.
    var inputCaretRect: Rect { get }
}
