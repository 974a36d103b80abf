import Views

/// Scripted keyboard input for interaction tests: keys go to the window's first responder
/// when it is a ``Views/TextField``, as a hardware keyboard's would.
extension HeadlessHost {
    /// The text field that has keyboard focus in the host's window, if any.
    public var focusedTextField: TextField? {
        window.firstResponderInWindow as? TextField
    }

    /// Types `text` one character (grapheme cluster) at a time into the focused text field,
    /// then renders a frame. A newline presses return. Returns false, typing nothing, when no
    /// text field has focus.
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard focusedTextField != nil else { return false }
        for character in text {
            // Focus can move while typing (return ends editing): look it up for every key.
            guard let field = focusedTextField else { break }
            if character.isNewline {
                field.handleKey(.return)
            } else {
                field.insertText(String(character))
            }
        }
        run(for: 1.0 / 60)
        return true
    }

    /// Presses one key in the focused text field, then renders a frame. Returns false when no
    /// text field has focus.
    @discardableResult
    public func press(_ key: TextField.Key) -> Bool {
        guard let field = focusedTextField else { return false }
        field.handleKey(key)
        run(for: 1.0 / 60)
        return true
    }
}
