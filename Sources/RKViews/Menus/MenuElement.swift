import RKGraphics

/// An entry of a context menu (UIMenuElement): an ``Action`` to choose, or a ``Menu`` of more
/// entries (a submenu, or a group shown inline).
@MainActor
open class MenuElement {
    /// How an entry behaves (UIMenuElement.Attributes).
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Bits as given.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Shown dimmed; cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Destroys something: shown in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open (for toggles).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an entry shows a check mark (UIMenuElement.State).
    public enum State: Sendable, Hashable {
        /// No mark.
        case off
        /// A check mark.
        case on
        /// A dash: some of what it stands for is on.
        case mixed
    }

    /// The text shown.
    public var title: String
    /// A picture shown before the title, if any.
    public var image: Image?
    /// A second line of smaller text under the title, if any.
    public var subtitle: String?

    /// An entry titled `title`; subclasses say what it does.
    public init(title: String, image: Image? = nil) {
        self.title = title
        self.image = image
    }
}
