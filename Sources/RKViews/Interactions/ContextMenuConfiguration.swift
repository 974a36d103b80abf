/// What a context menu shows (UIContextMenuConfiguration): its actions, made when the menu
/// opens so that they reflect the state at that moment.
@MainActor
public final class ContextMenuConfiguration {
    /// A name the delegate may use to tell its menus apart.
    public let identifier: AnyHashable?
    /// Makes a controller to preview the content (kept for UIKit's shape; RecipeKit's desktop
    /// menus show no preview).
    public let previewProvider: (() -> ViewController?)?
    /// Makes the menu; it gets the suggested entries (none here) and returns the menu, or nil
    /// for no menu.
    public let actionProvider: (([MenuElement]) -> Menu?)?

    /// A configuration whose menu `actionProvider` makes.
    public init(identifier: AnyHashable? = nil, previewProvider: (() -> ViewController?)? = nil,
                actionProvider: (([MenuElement]) -> Menu?)? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// A configuration whose menu `actionProvider` makes, written with a trailing closure:
    /// `ContextMenuConfiguration { _ in Menu(children: ...) }`.
    public convenience init(identifier: AnyHashable? = nil, actionProvider: @escaping ([MenuElement]) -> Menu?) {
        self.init(identifier: identifier, previewProvider: nil, actionProvider: Optional(actionProvider))
    }
}
