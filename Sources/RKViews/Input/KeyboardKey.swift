/// A key of a keyboard with the modifier keys held (UIKey's role): its typed ``code``, which
/// responders compare, and its ``name`` as the host reported it.
///
/// Two keys are equal when their codes and modifiers are: `KeyboardKey(name: "BackSpace")`
/// (X11's spelling) equals ``backspace``.
public struct KeyboardKey: Hashable, Sendable {
    /// Modifier keys.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The modifiers' bits.
        public let rawValue: Int
        /// Modifiers from their bits.
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

    /// Which key it is.
    public var code: KeyCode
    /// The key's name as the host spelled it ("Return", "BackSpace", "a"), or the code's name
    /// for a key made from a code. Compare ``code``, not this.
    public var name: String
    /// The modifiers held with it.
    public var modifiers: Modifiers

    /// A key named `name` (a host's spelling: SDL's or X11's key names) with `modifiers` held;
    /// its code is ``KeyCode/init(name:)``.
    public init(name: String, modifiers: Modifiers = []) {
        self.code = KeyCode(name: name)
        self.name = name
        self.modifiers = modifiers
    }

    /// The key `code` with `modifiers` held.
    public init(_ code: KeyCode, modifiers: Modifiers = []) {
        self.code = code
        self.name = code.name
        self.modifiers = modifiers
    }

    /// Keys are the same key when their codes and modifiers are, however the host spelled them.
    public static func == (a: KeyboardKey, b: KeyboardKey) -> Bool {
        a.code == b.code && a.modifiers == b.modifiers
    }

    /// Hashes the code and modifiers, as ``==(_:_:)`` compares them.
    public func hash(into h: inout Hasher) {
        h.combine(code)
        h.combine(modifiers)
    }

    /// Return.
    public static let `return` = KeyboardKey(.return)
    /// Backspace.
    public static let backspace = KeyboardKey(.backspace)
    /// Escape.
    public static let escape = KeyboardKey(.escape)
    /// Tab.
    public static let tab = KeyboardKey(.tab)
    /// The left arrow key.
    public static let left = KeyboardKey(.left)
    /// The right arrow key.
    public static let right = KeyboardKey(.right)
    /// The up arrow key.
    public static let up = KeyboardKey(.up)
    /// The down arrow key.
    public static let down = KeyboardKey(.down)
    /// Home.
    public static let home = KeyboardKey(.home)
    /// End.
    public static let end = KeyboardKey(.end)
    /// Control-A (Command-A): select all.
    public static let selectAll = KeyboardKey(.character("a"), modifiers: .control)

    /// Whether the key types text (a character key, or Space, without Control or Command): the
    /// text comes separately, as text input.
    public var typesText: Bool {
        guard modifiers.intersection([.control, .command]).isEmpty else { return false }
        switch code {
        case .character, .space: return true
        default: return false
        }
    }
}
