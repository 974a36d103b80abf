import Foundation
import RecipeKit

/// Colors shared by every scene, so the pages look like one family.
enum Palette {
    static let background = Color(red: 0.957, green: 0.949, blue: 0.933)
    static let card = Color.white
    static let ink = Color(red: 0.13, green: 0.14, blue: 0.17)
    static let secondaryInk = Color(red: 0.40, green: 0.41, blue: 0.45)
    static let hairline = Color(red: 0.80, green: 0.79, blue: 0.77)
    static let accent = Color(red: 0.16, green: 0.47, blue: 0.85)
    static let coral = Color(red: 0.94, green: 0.42, blue: 0.36)
    static let teal = Color(red: 0.10, green: 0.62, blue: 0.60)
    static let amber = Color(red: 0.97, green: 0.70, blue: 0.20)
    static let violet = Color(red: 0.50, green: 0.36, blue: 0.80)
    static let leaf = Color(red: 0.36, green: 0.66, blue: 0.30)
}
