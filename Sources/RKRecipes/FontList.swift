import Foundation
import RKGraphics

/// The seed's recipe-10 demo: the installed fonts, each family name drawn in its own face,
/// either "illuminated" or with its first six characters underlined, alternately.
///
/// The names come from fontconfig through Pango (``/RKGraphics/Font/installedFamilyNames``), not from a
/// list written down, so the demo shows what this machine has.
public enum FontList {
    /// The seed's darkGrayColor (UIKit's white 1/3).
    public static let darkGray = Color(white: 1.0 / 3)

    /// `text` with its first letter at `font`'s size in red and the rest dark gray at 0.8 of
    /// the size (the seed's illuminatedString:font:).
    public static func illuminated(_ text: String, font: Font) -> AttributedString {
        var s = AttributedString(text)
        guard let first = s.characters.indices.first else { return s }
        let rest = s.characters.index(after: first)
        s[first..<rest].foregroundColor = Color(red: 1, green: 0, blue: 0)
        s[first..<rest].font = font
        s[rest...].foregroundColor = darkGray
        s[rest...].font = font.withSize(font.pointSize * 0.8)
        return s
    }

    /// `text` in `font` with its first `count` characters (six in the seed) underlined.
    public static func underlined(_ text: String, font: Font, count: Int = 6) -> AttributedString {
        var s = AttributedString(text)
        s.font = font
        let end = s.characters.index(s.startIndex, offsetBy: Swift.min(Swift.max(0, count), s.characters.count))
        s[s.startIndex..<end].underlineStyle = .single
        return s
    }

    /// One entry per installed family, in name order, each in its own face at `size`:
    /// even rows illuminated, odd rows underlined, as in the seed's table.
    public static func rows(size: Double = 20) -> [AttributedString] {
        Font.installedFamilyNames.enumerated().map { i, name in
            let font = Font(family: name, size: size)
            return i.isMultiple(of: 2) ? illuminated(name, font: font) : underlined(name, font: font)
        }
    }
}
