/// One command of the edit menu (UIMenuItem): a title and what to do.
///
/// ``MenuController`` shows an item only when its first responder's
/// ``Responder/canPerformAction(_:)`` accepts it, and a tap calls ``action`` with that first
/// responder. Responders tell items apart by identity or by ``identifier``.
///
/// ```swift
/// let scale = MenuItem(title: "Scale") { responder in
///     (responder as? View)?.transform = Transform2D(scaleX: 1.5, y: 1.5)
/// }
/// ```
@MainActor
public final class MenuItem {
    /// The text shown in the menu.
    public var title: String
    /// A name for ``Responder/canPerformAction(_:)`` to test; the title unless given.
    public let identifier: String
    /// Called with the first responder when the item is tapped.
    public let action: (Responder) -> Void

    /// An item titled `title` that calls `action` with the first responder.
    public init(title: String, identifier: String? = nil, action: @escaping (Responder) -> Void) {
        self.title = title
        self.identifier = identifier ?? title
        self.action = action
    }
}
