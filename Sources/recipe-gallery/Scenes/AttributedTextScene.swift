import Foundation
import RecipeKit

extension GalleryScene {
    static let attributedText = GalleryScene(
        name: "attributed-text", title: "Attributed text",
        summary: "AttributedString runs with RecipeKit's attributes, laid out by TextLayout (Pango): fonts, sizes, "
            + "colors, decorations and kerning; alignment; wrapping and truncation in fixed-width boxes.",
        size: Size(width: 840, height: 640)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop

        // Rich runs.
        Stage.heading("Runs: fonts, sizes, colors, decorations", x: m, y: top + 8, in: root)
        Stage.text(AttributedTextSamples.richParagraph(), x: m, y: top + 36, width: 390, in: root)

        // Alignment.
        let rightX = m + 420, rightWidth = 840 - m - rightX
        Stage.heading("Alignment in a fixed-width box", x: rightX, y: top + 8, in: root)
        let alignments: [(TextLayout.Alignment, String)] = [
            (.left, "Left: every line starts at the left edge of the box, however long it is."),
            (.center, "Center: every line is centered in the box, including the short last line."),
            (.right, "Right: every line ends at the right edge of the box, like a price column."),
        ]
        for (i, (alignment, text)) in alignments.enumerated() {
            let frame = Rect(x: rightX, y: top + 36 + Double(i) * 64, width: rightWidth, height: 54)
            root.addSublayer(AttributedTextSamples.box(frame, TextStyle.styled(text, font: .system(size: 13), color: Palette.ink),
                                                       alignment: alignment, mode: .wordWrap))
        }

        // Wrapping and truncation.
        let y2 = top + 262
        Stage.heading("Wrapping and truncation: the same text in 144 × 64 boxes (3 lines fit)", x: m, y: y2, width: 700,
                      in: root)
        let story = "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun by the old barn."
        let modes: [(TextLayout.LineBreakMode, String)] = [(.wordWrap, "wordWrap (rest dropped)"), (.charWrap, "charWrap"),
                                                           (.truncatingTail, "truncatingTail"),
                                                           (.truncatingMiddle, "truncatingMiddle"),
                                                           (.truncatingHead, "truncatingHead")]
        let xs = Stage.columns(modes.count, itemWidth: 144, x: m, width: 840 - 2 * m)
        for (i, (mode, caption)) in modes.enumerated() {
            let frame = Rect(x: xs[i], y: y2 + 30, width: 144, height: 64)
            root.addSublayer(AttributedTextSamples.box(frame, TextStyle.styled(story, font: .system(size: 13), color: Palette.ink),
                                                       alignment: .left, mode: mode))
            Stage.caption(caption, under: frame, gap: 8, in: root)
        }

        // One-line tail truncation.
        let y3 = top + 412
        Stage.heading("One line with tail truncation at widths 340, 220 and 130", x: m, y: y3, width: 700, in: root)
        var song = AttributedString("Slow Bloom")
        song.font = .boldSystem(size: 14)
        song.foregroundColor = Palette.ink
        var rest = AttributedString(" — Fern Alley (Deluxe Anniversary Edition)")
        rest.font = .system(size: 14)
        rest.foregroundColor = Palette.secondaryInk
        var x = m
        for w in [340.0, 220, 130] {
            let frame = Rect(x: x, y: y3 + 30, width: w, height: 34)
            root.addSublayer(AttributedTextSamples.box(frame, song + rest, alignment: .left, mode: .truncatingTail))
            Stage.caption("width \(Int(w))", under: frame, gap: 8, in: root)
            x += w + 26
        }
    }
}
