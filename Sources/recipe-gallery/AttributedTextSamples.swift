import Foundation
import RecipeKit

/// Text samples and the boxed-text layer used by the attributed-text scene.
@MainActor
enum AttributedTextSamples {
    /// A paragraph whose runs show each attribute.
    static func richParagraph() -> AttributedString {
        func run(_ s: String, _ font: Font = .system(size: 15), _ color: Color = Palette.ink,
                 _ configure: (inout AttributedString) -> Void = { _ in }) -> AttributedString {
            var a = AttributedString(s)
            a.font = font
            a.foregroundColor = color
            configure(&a)
            return a
        }
        var s = run("Text can mix a ")
        s += run("serif face", Font(family: "DejaVu Serif", size: 16, italic: true))
        s += run(", a ")
        s += run("monospaced", Font(family: "DejaVu Sans Mono", size: 15), Palette.violet)
        s += run(" one, ")
        s += run("bold", .boldSystem(size: 15))
        s += run(" and ")
        s += run("light", .system(size: 15, weight: .light))
        s += run(" weights, ")
        s += run("tiny", .system(size: 10))
        s += run(" and ")
        s += run("large", .boldSystem(size: 24), Palette.accent)
        s += run(" sizes, and ")
        s += run("c", .boldSystem(size: 15), Palette.coral)
        s += run("o", .boldSystem(size: 15), Palette.amber)
        s += run("l", .boldSystem(size: 15), Palette.leaf)
        s += run("o", .boldSystem(size: 15), Palette.teal)
        s += run("r", .boldSystem(size: 15), Palette.accent)
        s += run("s", .boldSystem(size: 15), Palette.violet)
        s += run(". Runs can be ")
        s += run("underlined") { $0.underlineStyle = .single }
        s += run(", ")
        s += run("double underlined", .system(size: 15), Palette.accent) { $0.underlineStyle = .double }
        s += run(", ")
        s += run("struck through") { $0.strikethrough = true }
        s += run(", ")
        s += run(" highlighted ", .system(size: 15), Palette.ink) {
            $0.backgroundColor = Color(red: 1, green: 0.88, blue: 0.35)
        }
        s += run(" or ")
        s += run("spaced out", .system(size: 15), Palette.teal) { $0.kern = 4 }
        s += run(" with kerning, and ")
        s += run("tightened", .system(size: 15), Palette.teal) { $0.kern = -1 }
        s += run(" too.")
        return s
    }

    /// A white box with a hairline border that draws `text` inset by 8 points with
    /// Canvas.draw(_:in:alignment:lineBreakMode:).
    static func box(_ frame: Rect, _ text: AttributedString, alignment: TextLayout.Alignment,
                    mode: TextLayout.LineBreakMode) -> Layer {
        let layer = DrawingLayer(frame: frame) { c, r in
            c.draw(text, in: r.insetBy(dx: 8, dy: 8), alignment: alignment, lineBreakMode: mode)
        }
        layer.backgroundColor = .white
        layer.cornerRadius = 6
        layer.borderWidth = 1
        layer.borderColor = Palette.hairline
        return layer
    }
}
