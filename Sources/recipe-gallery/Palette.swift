import Foundation
import RecipeKit

/// Colors shared by every scene, so the pages look like one family. The page colors (the
/// background, cards, ink and hairlines) follow the desktop's dark and high-contrast settings;
/// the scenes' own hues stay as they are.
enum Palette {
    static let background = Color(light: Color(red: 0.957, green: 0.949, blue: 0.933), dark: Color(red: 0.11, green: 0.11, blue: 0.12))
    static let card = Color(light: Color.white, dark: Color(red: 0.17, green: 0.17, blue: 0.18))
    static let ink = Color(light: Color(red: 0.13, green: 0.14, blue: 0.17), dark: Color(red: 0.92, green: 0.92, blue: 0.94),
                           highContrastLight: Color(white: 0), highContrastDark: Color(white: 1))
    static let secondaryInk = Color(light: Color(red: 0.40, green: 0.41, blue: 0.45), dark: Color(red: 0.64, green: 0.65, blue: 0.69),
                                    highContrastLight: Color(red: 0.22, green: 0.23, blue: 0.26),
                                    highContrastDark: Color(red: 0.85, green: 0.86, blue: 0.89))
    static let hairline = Color(light: Color(red: 0.80, green: 0.79, blue: 0.77), dark: Color(red: 0.30, green: 0.30, blue: 0.32),
                                highContrastLight: Color(red: 0.40, green: 0.39, blue: 0.37),
                                highContrastDark: Color(red: 0.66, green: 0.66, blue: 0.68))
    static let accent = Color(red: 0.16, green: 0.47, blue: 0.85)
    static let coral = Color(red: 0.94, green: 0.42, blue: 0.36)
    static let teal = Color(red: 0.10, green: 0.62, blue: 0.60)
    static let amber = Color(red: 0.97, green: 0.70, blue: 0.20)
    static let violet = Color(red: 0.50, green: 0.36, blue: 0.80)
    static let leaf = Color(red: 0.36, green: 0.66, blue: 0.30)
}
