import Foundation

/// What a ``TextView`` tells and asks its app (UITextViewDelegate). Set it as the text view's
/// ``ScrollView/delegate``; every method has a default, so adopt only what you need.
@MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether editing may begin (true by default).
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began: the view is first responder.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether editing may end (true by default).
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the user's edit replacing `range` with `text` may happen (true by default).
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool
    /// The user changed the text (typing, deleting, pasting, undoing).
    func textViewDidChange(_ textView: TextView)
    /// The selection or the caret moved.
    func textViewDidChangeSelection(_ textView: TextView)
    /// A link in read-only text was clicked: return true (the default) to open it with
    /// ``Application/open(_:)``, false to handle it yourself.
    func textView(_ textView: TextView, shouldInteractWith url: URL, in characterRange: Range<Int>) -> Bool
}

extension TextViewDelegate {
    /// True by default.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing by default.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// True by default.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing by default.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// True by default.
    public func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing by default.
    public func textViewDidChange(_ textView: TextView) {}
    /// Does nothing by default.
    public func textViewDidChangeSelection(_ textView: TextView) {}
    /// True by default: the link opens.
    public func textView(_ textView: TextView, shouldInteractWith url: URL, in characterRange: Range<Int>) -> Bool { true }
}
