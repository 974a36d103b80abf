/// The pointer shape a view asks for, kept on the view.
@MainActor
final class CursorBox {
    var cursor: Cursor?
    init(_ cursor: Cursor?) { self.cursor = cursor }
}

extension View {
    /// The pointer shape shown over the view; nil (the default) lets the superview decide, and
    /// the arrow shows when no view asks for a shape. Text fields show the I-beam. For shapes
    /// that depend on the place, override ``cursor(at:)``.
    public var cursor: Cursor? {
        get { attachment(CursorBox.self)?.cursor }
        set {
            setAttachment(CursorBox(newValue), for: CursorBox.self)
            window?.updateCursor()
        }
    }
}
