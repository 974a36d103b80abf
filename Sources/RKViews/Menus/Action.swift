import RKGraphics

/// A menu entry that does something when chosen (UIAction).
///
/// ```swift
/// let delete = Action(title: "Delete", attributes: .destructive) { _ in model.remove(item) }
/// ```
@MainActor
public final class Action: MenuElement {
    /// A name to tell actions apart (UIAction.Identifier); unique per menu by convention.
    public let identifier: String
    /// Dimmed, destructive, hidden...
    public var attributes: Attributes
    /// A check mark or not.
    public var state: State
    /// Called with the action when the user chooses it, after the menu closed.
    public let handler: (Action) -> Void
    /// A longer title for accessibility and tooltips.
    public var discoverabilityTitle: String?

    /// An action titled `title` that calls `handler` when chosen.
    public init(title: String = "", image: Image? = nil, identifier: String? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping (Action) -> Void) {
        self.identifier = identifier ?? title
        self.attributes = attributes
        self.state = state
        self.handler = handler
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, image: image)
    }

    /// Whether the user can choose it (not disabled and not hidden).
    public var isEnabled: Bool { attributes.isDisjoint(with: [.disabled, .hidden]) }
}
