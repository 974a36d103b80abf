/// UIKit's system colors, by their UIKit names: dynamic colors with the values iOS gives them
/// in light and dark, at normal and high contrast (sRGB, 0...255 per component). In light at
/// normal contrast, the default wherever nothing says otherwise, they are exactly iOS's light
/// values, so code written with `.systemBlue`, `.label` or `.secondarySystemBackground`
/// keeps its look; see ``TraitCollection`` for where they resolve.
extension Color {
    private static func ios(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// Red (UIKit's `systemRed`).
    public static let systemRed = Color(light: ios(255, 59, 48), dark: ios(255, 69, 58),
        highContrastLight: ios(215, 0, 21), highContrastDark: ios(255, 105, 97))
    /// Orange (UIKit's `systemOrange`).
    public static let systemOrange = Color(light: ios(255, 149, 0), dark: ios(255, 159, 10),
        highContrastLight: ios(201, 52, 0), highContrastDark: ios(255, 179, 64))
    /// Yellow (UIKit's `systemYellow`).
    public static let systemYellow = Color(light: ios(255, 204, 0), dark: ios(255, 214, 10),
        highContrastLight: ios(178, 80, 0), highContrastDark: ios(255, 212, 38))
    /// Green (UIKit's `systemGreen`).
    public static let systemGreen = Color(light: ios(52, 199, 89), dark: ios(48, 209, 88),
        highContrastLight: ios(36, 138, 61), highContrastDark: ios(48, 219, 91))
    /// Mint (UIKit's `systemMint`).
    public static let systemMint = Color(light: ios(0, 199, 190), dark: ios(99, 230, 226),
        highContrastLight: ios(12, 129, 123), highContrastDark: ios(102, 212, 207))
    /// Teal (UIKit's `systemTeal`).
    public static let systemTeal = Color(light: ios(48, 176, 199), dark: ios(64, 200, 224),
        highContrastLight: ios(0, 130, 153), highContrastDark: ios(93, 230, 255))
    /// Cyan (UIKit's `systemCyan`).
    public static let systemCyan = Color(light: ios(50, 173, 230), dark: ios(100, 210, 255),
        highContrastLight: ios(0, 113, 164), highContrastDark: ios(112, 215, 255))
    /// Blue (UIKit's `systemBlue`).
    public static let systemBlue = Color(light: ios(0, 122, 255), dark: ios(10, 132, 255),
        highContrastLight: ios(0, 64, 221), highContrastDark: ios(64, 156, 255))
    /// Indigo (UIKit's `systemIndigo`).
    public static let systemIndigo = Color(light: ios(88, 86, 214), dark: ios(94, 92, 230),
        highContrastLight: ios(54, 52, 163), highContrastDark: ios(125, 122, 255))
    /// Purple (UIKit's `systemPurple`).
    public static let systemPurple = Color(light: ios(175, 82, 222), dark: ios(191, 90, 242),
        highContrastLight: ios(137, 68, 171), highContrastDark: ios(218, 143, 255))
    /// Pink (UIKit's `systemPink`).
    public static let systemPink = Color(light: ios(255, 45, 85), dark: ios(255, 55, 95),
        highContrastLight: ios(211, 15, 69), highContrastDark: ios(255, 100, 130))
    /// Brown (UIKit's `systemBrown`).
    public static let systemBrown = Color(light: ios(162, 132, 94), dark: ios(172, 142, 104),
        highContrastLight: ios(127, 101, 69), highContrastDark: ios(181, 148, 105))
    /// The base gray (UIKit's `systemGray`).
    public static let systemGray = Color(light: ios(142, 142, 147), dark: ios(142, 142, 147),
        highContrastLight: ios(108, 108, 112), highContrastDark: ios(174, 174, 178))
    /// A lighter gray in light mode, darker in dark (UIKit's `systemGray2`).
    public static let systemGray2 = Color(light: ios(174, 174, 178), dark: ios(99, 99, 102),
        highContrastLight: ios(142, 142, 147), highContrastDark: ios(124, 124, 128))
    /// A step further from the base gray (UIKit's `systemGray3`).
    public static let systemGray3 = Color(light: ios(199, 199, 204), dark: ios(72, 72, 74),
        highContrastLight: ios(174, 174, 178), highContrastDark: ios(84, 84, 86))
    /// Close to the background (UIKit's `systemGray4`).
    public static let systemGray4 = Color(light: ios(209, 209, 214), dark: ios(58, 58, 60),
        highContrastLight: ios(188, 188, 192), highContrastDark: ios(68, 68, 70))
    /// Closer to the background (UIKit's `systemGray5`).
    public static let systemGray5 = Color(light: ios(229, 229, 234), dark: ios(44, 44, 46),
        highContrastLight: ios(216, 216, 220), highContrastDark: ios(54, 54, 56))
    /// Closest to the background (UIKit's `systemGray6`).
    public static let systemGray6 = Color(light: ios(242, 242, 247), dark: ios(28, 28, 30),
        highContrastLight: ios(235, 235, 240), highContrastDark: ios(36, 36, 38))
    /// Text (UIKit's `label`).
    public static let label = Color(light: ios(0, 0, 0), dark: ios(255, 255, 255),
        highContrastLight: ios(0, 0, 0), highContrastDark: ios(255, 255, 255))
    /// Secondary text (UIKit's `secondaryLabel`).
    public static let secondaryLabel = Color(light: ios(60, 60, 67, 0.6), dark: ios(235, 235, 245, 0.6),
        highContrastLight: ios(60, 60, 67, 0.8), highContrastDark: ios(235, 235, 245, 0.8))
    /// Tertiary text (UIKit's `tertiaryLabel`).
    public static let tertiaryLabel = Color(light: ios(60, 60, 67, 0.3), dark: ios(235, 235, 245, 0.3),
        highContrastLight: ios(60, 60, 67, 0.7), highContrastDark: ios(235, 235, 245, 0.7))
    /// Quaternary text (UIKit's `quaternaryLabel`).
    public static let quaternaryLabel = Color(light: ios(60, 60, 67, 0.18), dark: ios(235, 235, 245, 0.16),
        highContrastLight: ios(60, 60, 67, 0.55), highContrastDark: ios(235, 235, 245, 0.55))
    /// Placeholder text in fields (UIKit's `placeholderText`).
    public static let placeholderText = Color(light: ios(60, 60, 67, 0.3), dark: ios(235, 235, 245, 0.3),
        highContrastLight: ios(60, 60, 67, 0.7), highContrastDark: ios(235, 235, 245, 0.7))
    /// Links (UIKit's `link`).
    public static let link = Color(light: ios(0, 122, 255), dark: ios(9, 132, 255),
        highContrastLight: ios(0, 64, 221), highContrastDark: ios(64, 156, 255))
    /// Separator lines, over what they separate (UIKit's `separator`).
    public static let separator = Color(light: ios(60, 60, 67, 0.29), dark: ios(84, 84, 88, 0.6),
        highContrastLight: ios(60, 60, 67, 0.75), highContrastDark: ios(170, 170, 178, 0.9))
    /// Opaque separator lines (UIKit's `opaqueSeparator`).
    public static let opaqueSeparator = Color(light: ios(198, 198, 200), dark: ios(56, 56, 58),
        highContrastLight: ios(110, 110, 115), highContrastDark: ios(150, 150, 156))
    /// The background of a screen (UIKit's `systemBackground`).
    public static let systemBackground = Color(light: ios(255, 255, 255), dark: ios(0, 0, 0),
        highContrastLight: ios(255, 255, 255), highContrastDark: ios(0, 0, 0))
    /// Content on a screen's background (UIKit's `secondarySystemBackground`).
    public static let secondarySystemBackground = Color(light: ios(242, 242, 247), dark: ios(28, 28, 30),
        highContrastLight: ios(235, 235, 240), highContrastDark: ios(36, 36, 38))
    /// Content on secondary content (UIKit's `tertiarySystemBackground`).
    public static let tertiarySystemBackground = Color(light: ios(255, 255, 255), dark: ios(44, 44, 46),
        highContrastLight: ios(255, 255, 255), highContrastDark: ios(54, 54, 56))
    /// The background of a grouped table (UIKit's `systemGroupedBackground`).
    public static let systemGroupedBackground = Color(light: ios(242, 242, 247), dark: ios(0, 0, 0),
        highContrastLight: ios(235, 235, 240), highContrastDark: ios(0, 0, 0))
    /// The cells of a grouped table (UIKit's `secondarySystemGroupedBackground`).
    public static let secondarySystemGroupedBackground = Color(light: ios(255, 255, 255), dark: ios(28, 28, 30),
        highContrastLight: ios(255, 255, 255), highContrastDark: ios(36, 36, 38))
    /// Content in grouped cells (UIKit's `tertiarySystemGroupedBackground`).
    public static let tertiarySystemGroupedBackground = Color(light: ios(242, 242, 247), dark: ios(44, 44, 46),
        highContrastLight: ios(235, 235, 240), highContrastDark: ios(54, 54, 56))
    /// Fills of thin, small shapes (a slider's track) (UIKit's `systemFill`).
    public static let systemFill = Color(light: ios(120, 120, 128, 0.2), dark: ios(120, 120, 128, 0.36),
        highContrastLight: ios(120, 120, 128, 0.3), highContrastDark: ios(120, 120, 128, 0.5))
    /// Fills of medium shapes (a switch's background) (UIKit's `secondarySystemFill`).
    public static let secondarySystemFill = Color(light: ios(120, 120, 128, 0.16), dark: ios(120, 120, 128, 0.32),
        highContrastLight: ios(120, 120, 128, 0.26), highContrastDark: ios(120, 120, 128, 0.44))
    /// Fills of large shapes (a search field) (UIKit's `tertiarySystemFill`).
    public static let tertiarySystemFill = Color(light: ios(118, 118, 128, 0.12), dark: ios(118, 118, 128, 0.24),
        highContrastLight: ios(118, 118, 128, 0.2), highContrastDark: ios(118, 118, 128, 0.36))
    /// Fills of large content areas (UIKit's `quaternarySystemFill`).
    public static let quaternarySystemFill = Color(light: ios(116, 116, 128, 0.08), dark: ios(118, 118, 128, 0.18),
        highContrastLight: ios(116, 116, 128, 0.16), highContrastDark: ios(118, 118, 128, 0.3))
    /// The tint of controls (UIKit's `tintColor`): the desktop's accent color when it names
    /// one (``TraitCollection/accentColor``), otherwise ``systemBlue``.
    public static let tintColor = Color(dynamicProvider: { traits in
        traits.accentColor?.resolvedColor(with: traits) ?? systemBlue.resolvedColor(with: traits)
    })
}
