import RKGraphics

/// The colors, fonts and metrics shared by ``SegmentedControl``, ``PageControl``,
/// ``TextField`` and ``MenuController``: iOS 7's flat look, kept private to these controls.
@MainActor
enum TextInputTheme {
    /// System blue, the default tint.
    static let tint = Theme.accent
    /// The fill behind selected text.
    static let selection = Theme.accent.withAlpha(0.25)
    /// A highlighted (pressed) segment's fill.
    static let pressed = Theme.accent.withAlpha(0.15)
    /// The border of a rounded-rect text field.
    static let fieldBorder = Color(light: Color(white: 0.78), dark: Color(white: 0.3),
                                   highContrastLight: Color(white: 0.35), highContrastDark: Color(white: 0.7))
    /// Placeholder text.
    static let placeholder = Color(light: Color(white: 0.7), dark: Color(white: 0.4),
                                   highContrastLight: Color(white: 0.45), highContrastDark: Color(white: 0.65))
    /// Page indicators other than the current one.
    static let pageIndicator = Color(light: Color(white: 0.8), dark: Color(white: 0.35))
    /// The current page indicator.
    static let currentPageIndicator = Color(light: Color(white: 0.35), dark: Color(white: 0.85))
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
