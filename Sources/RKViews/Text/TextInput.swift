import RKGeometry

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
