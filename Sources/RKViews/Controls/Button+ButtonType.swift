/// UIKit's way of making a button, `UIButton(type: .system)`, beside RecipeKit's styles.
extension Button {
    /// The kinds of button UIKit makes with `init(type:)`.
    public enum ButtonType: Hashable, Sendable {
        /// A button with nothing but what is set (``Style/custom``).
        case custom
        /// UIKit's standard button: accent-colored titles, fading while pressed (``Style/plain``).
        case system
        /// A detail disclosure button; drawn as a plain button titled "ⓘ".
        case detailDisclosure
        /// An info button (light); drawn as a plain button titled "ⓘ".
        case infoLight
        /// An info button (dark); drawn as a plain button titled "ⓘ".
        case infoDark
        /// An add-contact button; drawn as a plain button titled "+".
        case contactAdd
        /// A close button; drawn as a plain button titled "✕".
        case close
    }

    /// A button of UIKit's `type` (`UIButton(type:)`): `.system` is a ``Style/plain`` button,
    /// `.custom` a ``Style/custom`` one, and the symbol types are plain buttons with the
    /// symbol as their title, since RecipeKit has no icon set.
    public convenience init(type: ButtonType) {
        self.init(style: type == .custom ? .custom : .plain)
        let symbol: String? =
            switch type {
            case .custom, .system: nil
            case .detailDisclosure, .infoLight, .infoDark: "ⓘ"
            case .contactAdd: "+"
            case .close: "✕"
            }
        if let symbol {
            setTitle(symbol, for: .normal)
            accessibilityLabel = localized(type == .contactAdd ? "Add" : type == .close ? "Close" : "More Info")
        }
    }

    /// The UIKit type this button matches: `.custom` for a custom-styled button, `.system`
    /// for the others.
    public var buttonType: ButtonType { style == .custom ? .custom : .system }
}
