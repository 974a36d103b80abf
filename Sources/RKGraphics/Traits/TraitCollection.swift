/// The environment an interface is drawn in (UITraitCollection): light or dark, normal or high
/// contrast, and the accent the desktop asks for. Dynamic colors resolve against it.
///
/// Traits flow down a window's hierarchy: a window starts from the desktop's traits
/// (`Application.systemTraitCollection`), and each view controller and view may override its
/// style. While a view draws, and while a host renders a frame, its traits are
/// ``current``, so a dynamic ``Color`` read there gives the right components.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark (UIUserInterfaceStyle).
    public enum UserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
        /// Not said: read as light.
        case unspecified = 0
        /// Dark text on light backgrounds.
        case light = 1
        /// Light text on dark backgrounds.
        case dark = 2
    }

    /// The contrast the user asked for (UIAccessibilityContrast).
    public enum AccessibilityContrast: Int, Hashable, Sendable, CaseIterable {
        /// Not said: read as normal.
        case unspecified = -1
        /// The usual contrast.
        case normal = 0
        /// Stronger text, borders and separators.
        case high = 1
    }

    /// Light or dark; ``UserInterfaceStyle/unspecified`` when not said.
    public var userInterfaceStyle: UserInterfaceStyle
    /// Normal or high contrast; ``AccessibilityContrast/unspecified`` when not said.
    public var accessibilityContrast: AccessibilityContrast
    /// The accent color the desktop asks for (the portal's `accent-color`); nil to keep the
    /// toolkit's blue. Not a UIKit trait: UIKit apps take their tint from the app instead.
    public var accentColor: Color?

    /// A collection with every trait given (unspecified by default).
    public init(userInterfaceStyle: UserInterfaceStyle = .unspecified,
                accessibilityContrast: AccessibilityContrast = .unspecified, accentColor: Color? = nil) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
        self.accentColor = accentColor
    }

    /// A collection with only the style given (UITraitCollection(userInterfaceStyle:)).
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, accessibilityContrast: .unspecified)
    }

    /// A collection with only the contrast given (UITraitCollection(accessibilityContrast:)).
    public init(accessibilityContrast: AccessibilityContrast) {
        self.init(userInterfaceStyle: .unspecified, accessibilityContrast: accessibilityContrast)
    }

    /// The traits of `collections` merged: each trait takes the value of the last collection
    /// that specifies it (UITraitCollection(traitsFrom:)).
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for c in collections {
            if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
            if c.accessibilityContrast != .unspecified { accessibilityContrast = c.accessibilityContrast }
            if let accent = c.accentColor { accentColor = accent }
        }
    }

    /// True when this collection is dark (an unspecified style reads as light).
    public var isDark: Bool { userInterfaceStyle == .dark }
    /// True when this collection asks for high contrast.
    public var isHighContrast: Bool { accessibilityContrast == .high }

    /// True when colors resolved in `other` may differ from colors resolved here
    /// (UITraitCollection.hasDifferentColorAppearance(comparedTo:)).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return isDark != other.isDark || isHighContrast != other.isHighContrast || accentColor != other.accentColor
    }

    /// The traits in effect while a view draws or a host renders; an unspecified collection
    /// elsewhere. Task-local, so tests running side by side never see each other's.
    @TaskLocal public static var current = TraitCollection()

    /// Runs `body` with this collection as ``current`` (UITraitCollection.performAsCurrent).
    public func performAsCurrent<R>(_ body: () throws -> R) rethrows -> R {
        try TraitCollection.$current.withValue(self, operation: body)
    }

    /// The traits, for logs and state dumps: `style=dark contrast=high`.
    public var description: String {
        let style = switch userInterfaceStyle { case .unspecified: "unspecified"; case .light: "light"; case .dark: "dark" }
        let contrast = switch accessibilityContrast { case .unspecified: "unspecified"; case .normal: "normal"; case .high: "high" }
        return "style=\(style) contrast=\(contrast)" + (accentColor.map { " accent=\($0)" } ?? "")
    }
}
