/// Which key of a keyboard was pressed, independent of how a host spells it (UIKeyboardHIDUsage's
/// role). Hosts map their own key identities to it once (SDL's key names, X11's keysym names), so
/// responders compare typed values instead of strings: `press.key.code == .return`.
public enum KeyCode: Hashable, Sendable {
    /// Return (and SDL's second Return key).
    case `return`
    /// The keypad's Enter.
    case keypadEnter
    /// Escape.
    case escape
    /// Backspace: deletes backward.
    case backspace
    /// Delete: deletes forward.
    case delete
    /// Tab.
    case tab
    /// The space bar.
    case space
    /// Insert.
    case insert
    /// The arrow keys.
    case left, right, up, down
    /// Home and End.
    case home, end
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// A function key, F1 to F24: its number.
    case function(Int)
    /// A key that types one character (a letter, digit or symbol), as its unshifted character
    /// in lower case: "a", "1", "/".
    case character(Character)
    /// Any other key, by the host's name for it in lower case ("menu", "printscreen").
    case other(String)

    /// The key a host names `name`: SDL's key names ("Return", "Keypad Enter", "Left", "F5",
    /// "A") and X11's keysym names ("BackSpace", "Prior", "Next") map to their keys, without
    /// regard to case; a one-character name is a ``character(_:)`` key; anything else is
    /// ``other(_:)``.
    public init(name: String) {
        let n = name.lowercased()
        switch n {
        case "return", "return2", "enter": self = .return
        case "keypad enter", "kp_enter": self = .keypadEnter
        case "escape": self = .escape
        case "backspace": self = .backspace
        case "delete": self = .delete
        case "tab", "iso_left_tab": self = .tab
        case "space": self = .space
        case "insert": self = .insert
        case "left": self = .left
        case "right": self = .right
        case "up": self = .up
        case "down": self = .down
        case "home": self = .home
        case "end": self = .end
        case "pageup", "prior", "page_up": self = .pageUp
        case "pagedown", "next", "page_down": self = .pageDown
        default:
            if n.count == 1, let c = n.first {
                self = c == " " ? .space : .character(c)
            } else if n.first == "f", let k = Int(n.dropFirst()), (1...24).contains(k) {
                self = .function(k)
            } else {
                self = .other(n)
            }
        }
    }

    /// The key's name as SDL spells it ("Return", "PageUp", "F5", "A"): what ``KeyboardKey/name``
    /// holds for a key made from a code, and what a key display shows.
    public var name: String {
        switch self {
        case .return: "Return"
        case .keypadEnter: "Keypad Enter"
        case .escape: "Escape"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .tab: "Tab"
        case .space: "Space"
        case .insert: "Insert"
        case .left: "Left"
        case .right: "Right"
        case .up: "Up"
        case .down: "Down"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .function(let k): "F\(k)"
        case .character(let c): String(c).uppercased()
        case .other(let n): n
        }
    }

    /// Whether the key is Return or the keypad's Enter, which confirm alike.
    public var isReturn: Bool { self == .return || self == .keypadEnter }
}
