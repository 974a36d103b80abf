import RKViews
import Testing

/// Keys compare by typed codes, whatever the host's spelling.
struct KeyCodeTests {
    @Test func hostSpellingsMapToOneCode() {
        #expect(KeyCode(name: "Return") == .return && KeyCode(name: "Return2") == .return)
        #expect(KeyCode(name: "Keypad Enter") == .keypadEnter && KeyCode.keypadEnter.isReturn)
        #expect(KeyCode(name: "BackSpace") == .backspace && KeyCode(name: "Backspace") == .backspace)
        #expect(KeyCode(name: "Prior") == .pageUp && KeyCode(name: "PageDown") == .pageDown)
        #expect(KeyCode(name: "F5") == .function(5) && KeyCode(name: "F25") == .other("f25"))
        #expect(KeyCode(name: "A") == .character("a") && KeyCode(name: " ") == .space)
        #expect(KeyCode(name: "Menu") == .other("menu"))
    }

    @Test func namesRoundTrip() {
        let codes: [KeyCode] = [.return, .keypadEnter, .escape, .backspace, .delete, .tab, .space, .insert,
                                .left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .function(12),
                                .character("q"), .character("/"), .other("menu")]
        for c in codes { #expect(KeyCode(name: c.name) == c, "\(c)") }
    }

    @Test func keysAreEqualByCodeAndModifiers() {
        #expect(KeyboardKey(name: "BackSpace") == .backspace)
        #expect(KeyboardKey(name: "a", modifiers: .control) == .selectAll)
        #expect(KeyboardKey(name: "a") != .selectAll)
        #expect(Set([KeyboardKey(name: "RETURN"), .return]).count == 1)
        #expect(KeyboardKey(name: "a").typesText && KeyboardKey(.space).typesText)
        #expect(!KeyboardKey(name: "a", modifiers: .control).typesText && !KeyboardKey.return.typesText)
    }
}
