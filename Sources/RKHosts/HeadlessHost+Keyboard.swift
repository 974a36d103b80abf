import RKViews

/// Scripted keyboard input for interaction tests, as a hardware keyboard's: keys go up the
/// responder chain from the key window's first responder, text to it when it takes text input.
extension HeadlessHost {
    /// Where keys and text go: the application's key window when it is in this host's scene
    /// (an alert's window while it shows), else ``window``.
    public var keyWindow: Window { inputRouter.keyWindow }

    /// Types `text` one character (grapheme cluster) at a time into the first responder, then
    /// renders a frame; a newline presses Return, a tab presses Tab (which moves focus on, so
    /// the rest goes wherever focus went). Returns false, typing nothing, when the first
    /// responder takes no text input (``/RKViews/TextInput``).
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard keyWindow.firstResponder is TextInput else { return false }
        Application.shared.lastInputWasTouch = false
        eventLoop.withCurrent {
            for character in text {
                // Focus can move while typing (Return ends editing, an alert comes up): the
                // key window and its first responder are looked up for every key.
                if character.isNewline {
                    inputRouter.handle(.key(name: KeyboardKey.return.name, modifiers: []))
                } else if character == "\t" {
                    inputRouter.handle(.key(name: KeyboardKey.tab.name, modifiers: []))
                } else if !inputRouter.handle(.text(String(character))) {
                    break
                }
            }
        }
        run(for: 1.0 / 60)
        return true
    }

    /// Presses one key (up the responder chain from the first responder), then renders a
    /// frame. Returns whether a responder took it.
    @discardableResult
    public func press(_ key: KeyboardKey) -> Bool {
        Application.shared.lastInputWasTouch = false
        let taken = eventLoop.withCurrent { inputRouter.handle(.key(name: key.name, modifiers: key.modifiers)) }
        run(for: 1.0 / 60)
        return taken
    }

    /// Sends an input method's composition step to the first responder, as an IME does while
    /// the user composes (a pinyin or kana sequence): `text` shown marked, the IME's caret at
    /// `selectedRange` within it (its end by default); an empty `text` ends the composition.
    /// Commit with ``type(_:)`` (the committed text replaces the marked text). Renders a frame;
    /// returns false when the first responder takes no marked text.
    @discardableResult
    public func compose(_ text: String, selectedRange: Range<Int>? = nil) -> Bool {
        let taken = eventLoop.withCurrent {
            inputRouter.handle(.markedText(text, selectedRange: selectedRange ?? text.count..<text.count))
        }
        run(for: 1.0 / 60)
        return taken
    }
}
