/// UIKit's system colors, by their UIKit names, with the values iOS gives them in light mode
/// (sRGB, 0...255 per component). Code written with `.systemBlue`, `.label` or
/// `.secondarySystemBackground` keeps its look. They are fixed colors for now: a dark
/// appearance would give the semantic ones (labels, backgrounds, fills) their dark values.
extension Color {
    private static func ios(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// Red (UIKit's `systemRed`).
    public static let systemRed = ios(255, 59, 48)
    /// Orange (UIKit's `systemOrange`).
    public static let systemOrange = ios(255, 149, 0)
    /// Yellow (UIKit's `systemYellow`).
    public static let systemYellow = ios(255, 204, 0)
    /// Green (UIKit's `systemGreen`).
    public static let systemGreen = ios(52, 199, 89)
    /// Mint (UIKit's `systemMint`).
    public static let systemMint = ios(0, 199, 190)
    /// Teal (UIKit's `systemTeal`).
    public static let systemTeal = ios(48, 176, 199)
    /// Cyan (UIKit's `systemCyan`).
    public static let systemCyan = ios(50, 173, 230)
    /// Blue (UIKit's `systemBlue`).
    public static let systemBlue = ios(0, 122, 255)
    /// Indigo (UIKit's `systemIndigo`).
    public static let systemIndigo = ios(88, 86, 214)
    /// Purple (UIKit's `systemPurple`).
    public static let systemPurple = ios(175, 82, 222)
    /// Pink (UIKit's `systemPink`).
    public static let systemPink = ios(255, 45, 85)
    /// Brown (UIKit's `systemBrown`).
    public static let systemBrown = ios(162, 132, 94)
    /// The base gray (UIKit's `systemGray`).
    public static let systemGray = ios(142, 142, 147)
    /// A lighter gray (UIKit's `systemGray2`).
    public static let systemGray2 = ios(174, 174, 178)
    /// A lighter gray still (UIKit's `systemGray3`).
    public static let systemGray3 = ios(199, 199, 204)
    /// A pale gray (UIKit's `systemGray4`).
    public static let systemGray4 = ios(209, 209, 214)
    /// A paler gray (UIKit's `systemGray5`).
    public static let systemGray5 = ios(229, 229, 234)
    /// The palest gray (UIKit's `systemGray6`).
    public static let systemGray6 = ios(242, 242, 247)
    /// Text (UIKit's `label`).
    public static let label = ios(0, 0, 0)
    /// Secondary text (UIKit's `secondaryLabel`).
    public static let secondaryLabel = ios(60, 60, 67, 0.6)
    /// Tertiary text (UIKit's `tertiaryLabel`).
    public static let tertiaryLabel = ios(60, 60, 67, 0.3)
    /// Quaternary text (UIKit's `quaternaryLabel`).
    public static let quaternaryLabel = ios(60, 60, 67, 0.18)
    /// Placeholder text in fields (UIKit's `placeholderText`).
    public static let placeholderText = ios(60, 60, 67, 0.3)
    /// Links (UIKit's `link`).
    public static let link = ios(0, 122, 255)
    /// Separator lines, over what they separate (UIKit's `separator`).
    public static let separator = ios(60, 60, 67, 0.29)
    /// Opaque separator lines (UIKit's `opaqueSeparator`).
    public static let opaqueSeparator = ios(198, 198, 200)
    /// The background of a screen (UIKit's `systemBackground`).
    public static let systemBackground = ios(255, 255, 255)
    /// Content on a screen's background (UIKit's `secondarySystemBackground`).
    public static let secondarySystemBackground = ios(242, 242, 247)
    /// Content on secondary content (UIKit's `tertiarySystemBackground`).
    public static let tertiarySystemBackground = ios(255, 255, 255)
    /// The background of a grouped table (UIKit's `systemGroupedBackground`).
    public static let systemGroupedBackground = ios(242, 242, 247)
    /// The cells of a grouped table (UIKit's `secondarySystemGroupedBackground`).
    public static let secondarySystemGroupedBackground = ios(255, 255, 255)
    /// Content in grouped cells (UIKit's `tertiarySystemGroupedBackground`).
    public static let tertiarySystemGroupedBackground = ios(242, 242, 247)
    /// Fills of thin, small shapes (a slider's track) (UIKit's `systemFill`).
    public static let systemFill = ios(120, 120, 128, 0.2)
    /// Fills of medium shapes (a switch's background) (UIKit's `secondarySystemFill`).
    public static let secondarySystemFill = ios(120, 120, 128, 0.16)
    /// Fills of large shapes (a search field) (UIKit's `tertiarySystemFill`).
    public static let tertiarySystemFill = ios(118, 118, 128, 0.12)
    /// Fills of large content areas (UIKit's `quaternarySystemFill`).
    public static let quaternarySystemFill = ios(116, 116, 128, 0.08)
}
