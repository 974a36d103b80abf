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
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6, f = h - h.rounded(.down)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return Color(red: r, green: g, blue: b)
    }

    /// A number without a fractional part when it is whole, else with one decimal.
    static func number(_ v: Double) -> String {
        let rounded = (v * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }
}
