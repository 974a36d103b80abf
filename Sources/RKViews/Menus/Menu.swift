import RKGraphics

/// A list of menu entries (UIMenu): the menu a ``ContextMenuInteraction`` shows, a submenu
/// inside it, or a group of entries shown inline between separators.
///
/// ```swift
/// let menu = Menu(title: "", children: [
///     Action(title: "Copy") { _ in copy() },
///     Menu(title: "Share", children: [Action(title: "Mail") { _ in mail() }]),
///     Menu(options: .displayInline, children: [Action(title: "Delete", attributes: .destructive) { _ in delete() }]),
/// ])
/// ```
@MainActor
public final class Menu: MenuElement {
    /// How a menu shows (UIMenu.Options).
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Bits as given.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Its entries show in the parent menu, between separators, instead of as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its title shows in red.
        public static let destructive = Options(rawValue: 1 << 1)
    }

    /// The entries, in order.
    public let children: [MenuElement]
    /// Inline or submenu, destructive or not.
    public let options: Options
    /// A name to tell menus apart.
    public let identifier: String?

    /// A menu of `children`.
    public init(title: String = "", image: Image? = nil, identifier: String? = nil, options: Options = [],
                children: [MenuElement] = []) {
        self.children = children
        self.options = options
        self.identifier = identifier
        super.init(title: title, image: image)
    }

    /// A copy with other children (UIMenu.replacingChildren(_:)).
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
