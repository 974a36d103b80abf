import Foundation
import RecipeKit

/// Text styles used for headings and captions.
enum TextStyle {
    static func title(_ s: String) -> AttributedString { styled(s, font: .boldSystem(size: 22), color: Palette.ink) }
    static func summary(_ s: String) -> AttributedString { styled(s, font: .system(size: 13), color: Palette.secondaryInk) }
    static func caption(_ s: String) -> AttributedString { styled(s, font: .system(size: 12), color: Palette.secondaryInk) }
    static func heading(_ s: String) -> AttributedString {
        styled(s, font: .system(size: 13, weight: .semibold), color: Palette.ink)
    }

    static func styled(_ s: String, font: Font, color: Color) -> AttributedString {
        var a = AttributedString(s)
        a.font = font
        a.foregroundColor = color
        return a
    }
}
