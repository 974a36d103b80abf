import Foundation
import RecipeKit

/// Small helpers for building view scenes.
@MainActor
enum ViewKit {
    /// A label with `text` in a 13-point font, secondary ink unless told otherwise.
    static func label(_ text: String, frame: Rect, size: Double = 13, weight: Font.Weight = .regular,
                      color: Color = Palette.secondaryInk, alignment: TextLayout.Alignment = .left) -> Label {
        let l = Label(frame: frame)
        l.font = .system(size: size, weight: weight)
        l.textColor = color
        l.textAlignment = alignment
        l.text = text
        return l
    }

    /// A color from hue (turns, 0..<1), saturation and brightness.
    static func color(hue: Double, saturation: Double, brightness: Double) -> Color {
        Color(hue: hue, saturation: saturation, brightness: brightness)
    }

    /// A number without a fractional part when it is whole, else with one decimal.
    static func number(_ v: Double) -> String {
        let rounded = (v * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }
}
