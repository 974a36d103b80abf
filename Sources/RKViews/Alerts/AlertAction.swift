/// A button of an ``AlertController`` (UIAlertAction): its title, style and handler.
@MainActor
public final class AlertAction {
    /// How an action looks and what keys choose it.
    public enum Style: Sendable, Hashable {
        /// An ordinary choice.
        case `default`
        /// Dismisses without doing anything; Escape chooses it. At most one per alert.
        case cancel
        /// Destroys something: drawn in red.
        case destructive
    }

    /// The button's title.
    public let title: String
    /// How the button looks and behaves: default, cancel or destructive.
    public let style: Style
    /// Whether the action can be chosen; a disabled one is drawn dimmed and ignores taps.
    public var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }
    var handler: ((AlertAction) -> Void)?
    /// The button showing the action while its alert is up.
    public internal(set) weak var button: Button?

    /// An action titled `title`; `handler` runs once, when it is chosen, after the alert is
    /// dismissed.
    public init(title: String, style: Style = .default, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
