/// UIKit's spellings for the system fonts and the text styles, beside ``Font/system(size:weight:)``.
extension Font {
    /// The system font at `fontSize` points (UIKit's `systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize fontSize: Double, weight: Weight = .regular) -> Font {
        system(size: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize` points (UIKit's `boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize fontSize: Double) -> Font {
        boldSystem(size: fontSize)
    }

    /// The italic system font at `fontSize` points (UIKit's `italicSystemFont(ofSize:)`).
    public static func italicSystemFont(ofSize fontSize: Double) -> Font {
        Font(family: systemFamilyName, size: fontSize, italic: true)
    }

    /// The text styles of UIKit's Dynamic Type, at their default ("Large") sizes.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// 34 points.
        case largeTitle
        /// 28 points.
        case title1
        /// 22 points.
        case title2
        /// 20 points.
        case title3
        /// 17 points, semibold.
        case headline
        /// 15 points.
        case subheadline
        /// 17 points: running text.
        case body
        /// 16 points.
        case callout
        /// 13 points.
        case footnote
        /// 12 points.
        case caption1
        /// 11 points.
        case caption2

        /// The style's size and weight at the default content size.
        public var metrics: (size: Double, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .body: (17, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            }
        }
    }

    /// The system font of `style` (UIKit's `preferredFont(forTextStyle:)`), at the default
    /// content size: RecipeKit does not follow a text-size setting yet.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        system(size: style.metrics.size, weight: style.metrics.weight)
    }
}
