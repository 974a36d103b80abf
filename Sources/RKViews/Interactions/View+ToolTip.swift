/// A view's tooltip text, kept on the view.
@MainActor
final class ToolTipBox {
    var text: String?
    init(_ text: String?) { self.text = text }
}

extension View {
    /// A short text shown in a small box near the pointer after it rests on the view for
    /// ``ToolTipPresenter/delay`` seconds (UIKit's `toolTip`); nil for none. Hidden when the
    /// pointer leaves, on a click, a key or a scroll. Screen readers get it as the view's
    /// description when it has no ``accessibilityHint``.
    public var toolTip: String? {
        get { attachment(ToolTipBox.self)?.text }
        set { setAttachment(newValue.map(ToolTipBox.init), for: ToolTipBox.self) }
    }
}
