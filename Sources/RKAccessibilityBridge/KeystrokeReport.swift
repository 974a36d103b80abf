import RKViews

/// A key going down or up, as toolkits report it to the AT-SPI2 registry
/// (`DeviceEventController.NotifyListenersSync`, a `DeviceEvent`), which hands it to the screen
/// reader's keystroke listeners: Orca echoes keys and follows its own commands from them. GTK 3
/// and Qt report every key this way; a screen reader that is not told of a key never hears it.
struct KeystrokeReport: Equatable {
    /// Released rather than pressed.
    var released: Bool
    /// The X keysym (`XK_Tab`...; a character's Unicode keysym).
    var keysym: Int32
    /// X's modifier mask (Shift 1, Control 4, Mod1 (Alt) 8, Mod4 (Super) 64).
    var modifiers: Int32
    /// Milliseconds, on any clock that only goes forward.
    var timestamp: Int32
    /// The keysym's name ("Tab", "Return"), or the character typed.
    var text: String
    /// Whether the key types its text.
    var isText: Bool

    /// The report of `key` going down (or up when `released`) at `milliseconds`.
    init(key: KeyboardKey, released: Bool, milliseconds: Int) {
        self.released = released
        timestamp = Int32(truncatingIfNeeded: milliseconds)
        var mask: Int32 = 0
        if key.modifiers.contains(.shift) { mask |= 1 }
        if key.modifiers.contains(.control) { mask |= 4 }
        if key.modifiers.contains(.alt) { mask |= 8 }
        if key.modifiers.contains(.command) { mask |= 64 }
        modifiers = mask
        (keysym, text, isText) = KeystrokeReport.keysym(of: key.code)
    }

    /// The keysym, its name and whether it types text, for a key.
    static func keysym(of code: KeyCode) -> (Int32, String, Bool) {
        switch code {
        case .return: (0xff0d, "Return", false)
        case .keypadEnter: (0xff8d, "KP_Enter", false)
        case .escape: (0xff1b, "Escape", false)
        case .backspace: (0xff08, "BackSpace", false)
        case .delete: (0xffff, "Delete", false)
        case .tab: (0xff09, "Tab", false)
        case .space: (0x20, " ", true)
        case .insert: (0xff63, "Insert", false)
        case .left: (0xff51, "Left", false)
        case .up: (0xff52, "Up", false)
        case .right: (0xff53, "Right", false)
        case .down: (0xff54, "Down", false)
        case .home: (0xff50, "Home", false)
        case .end: (0xff57, "End", false)
        case .pageUp: (0xff55, "Page_Up", false)
        case .pageDown: (0xff56, "Page_Down", false)
        case .function(let n): (n >= 1 && n <= 35 ? Int32(0xffbe + n - 1) : 0, "F\(n)", false)
        case .character(let c):
            // Latin-1 characters are their own keysyms; others are Unicode keysyms.
            if let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1 {
                (scalar.value < 0x100 ? Int32(scalar.value) : Int32(bitPattern: 0x0100_0000 + scalar.value), String(c), true)
            } else {
                (0, String(c), true)
            }
        case .other(let name): (0, name, false)
        }
    }

    /// The method's argument: one `DeviceEvent` struct, with the hardware code and modifiers as
    /// 32-bit signed integers, as the registry reads them.
    var parameters: OpaquePointer {
        GV.tuple([GV.tuple([GV.uint32(released ? 1 : 0), GV.int32(Int(keysym)), GV.int32(0), GV.int32(Int(modifiers)),
                            GV.int32(Int(timestamp)), GV.string(text), GV.bool(isText)])])
    }
}
