import RKGraphics

/// The colors, fonts and metrics shared by ``SegmentedControl``, ``PageControl``,
/// ``TextField`` and ``MenuController``: iOS 7's flat look, kept private to these controls.
@MainActor
enum TextInputTheme {
    /// System blue, the default tint.
    static let tint = Color(red: 0, green: 0.48, blue: 1)
    /// The fill behind selected text.
    static let selection = Color(red: 0, green: 0.48, blue: 1, alpha: 0.25)
    /// A highlighted (pressed) segment's fill.
    static let pressed = Color(red: 0, green: 0.48, blue: 1, alpha: 0.15)
    /// The border of a rounded-rect text field.
    static let fieldBorder = Color(white: 0.78)
    /// Placeholder text.
    static let placeholder = Color(white: 0.7)
    /// Page indicators other than the current one.
    static let pageIndicator = Color(white: 0.8)
    /// The current page indicator.
    static let currentPageIndicator = Color(white: 0.35)
    /// The menu bubble.
    static let menuBackground = Color(white: 0.1, alpha: 0.92)
    /// A pressed menu item.
    static let menuHighlight = Color(white: 0.35, alpha: 0.95)
    /// The lines between menu items.
    static let menuDivider = Color(white: 0.45)
    /// Menu item titles.
    static let menuText = Color.white

    /// The font of segment titles.
    static let segmentFont = Font.system(size: 13)
    /// The font of menu items.
    static let menuFont = Font.system(size: 14)
    /// The default font of text fields.
    static let fieldFont = Font.system(size: 17)
}
