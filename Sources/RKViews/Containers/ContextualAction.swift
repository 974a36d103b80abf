import RKGraphics

/// An action a swipe on a table row reveals (UIContextualAction): a titled (or pictured), colored button
/// whose handler is told when it is tapped or fully swiped, and calls its completion
/// handler when done (true when the action was performed).
@MainActor
public final class ContextualAction {
    /// How the action looks and behaves (UIContextualAction.Style).
    public enum Style: Sendable {
        /// A gray button by default.
        case normal
        /// A red button: the action removes the row.
        case destructive
    }

    /// What runs when the action is chosen: the action, the view it was shown in, and a
    /// completion handler to call with whether it was performed.
    public typealias Handler =
        @MainActor (ContextualAction, View, @escaping @MainActor (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    public var title: String?
    /// The button's color; nil for the style's (red for destructive, gray otherwise).
    public var backgroundColor: Color?
    /// An image on the button, in its own colors: over the title on a row at least 91 points
    /// tall, alone on a shorter one (as UIKit).
    public var image: Image?
    /// What runs when the action is chosen.
    public let handler: Handler

    /// An action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
