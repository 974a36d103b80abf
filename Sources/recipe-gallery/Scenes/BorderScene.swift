import Foundation
import RecipeKit

extension GalleryScene {
    static let border = GalleryScene(
        name: "border", title: "Borders",
        summary: "borderWidth is drawn inside the bounds, above the contents and sublayers, following cornerRadius. "
            + "The border color can be translucent or a pattern color.",
        size: Size(width: 760, height: 500)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        Stage.heading("Widths", x: m, y: top + 8, in: root)
        let xs = Stage.columns(5, itemWidth: 120, x: m, width: 760 - 2 * m)
        let widths: [(Double, Color, Double)] = [(1, Palette.ink, 0), (3, Palette.accent, 0), (8, Palette.teal, 0),
                                                 (16, Palette.coral, 0), (6, Palette.violet, 22)]
        for (i, (w, color, radius)) in widths.enumerated() {
            let card = Stage.box(Rect(x: xs[i], y: top + 40, width: 120, height: 90), color: Palette.card, radius: radius)
            card.borderWidth = w
            card.borderColor = color
            root.addSublayer(card)
            let text = radius > 0 ? "\(Int(w)) pt, cornerRadius \(Int(radius))" : "borderWidth \(Int(w))"
            Stage.caption(text, under: card.frame, width: 136, in: root)
        }

        Stage.heading("Colors and patterns", x: m, y: top + 186, in: root)
        let rowY = top + 218
        let photo = SampleArt.landscape(size: Size(width: 120, height: 90), seed: 11)

        let translucent = Layer()
        translucent.frame = Rect(x: xs[0], y: rowY, width: 120, height: 90)
        translucent.contents = photo
        translucent.borderWidth = 12
        translucent.borderColor = Color(white: 1, alpha: 0.55)
        root.addSublayer(translucent)
        Stage.caption("white at 55% over the contents", under: translucent.frame, in: root)

        let striped = Stage.box(Rect(x: xs[1], y: rowY, width: 120, height: 90), color: Palette.card, radius: 12)
        striped.borderWidth = 12
        striped.borderColor = Color(patternImage: SampleArt.stripes(Palette.coral, .white))
        root.addSublayer(striped)
        Stage.caption("pattern color: candy stripes", under: striped.frame, in: root)

        let checker = Stage.box(Rect(x: xs[2], y: rowY, width: 120, height: 90), color: Palette.card)
        checker.borderWidth = 10
        checker.borderColor = Color(patternImage: SampleArt.checker(square: 5))
        root.addSublayer(checker)
        Stage.caption("pattern color: checker", under: checker.frame, in: root)

        let framed = Layer()
        framed.frame = Rect(x: xs[3], y: rowY, width: 120, height: 90)
        framed.contents = photo
        framed.borderWidth = 14
        framed.borderColor = Color(patternImage: SampleArt.woodGrain)
        root.addSublayer(framed)
        Stage.caption("wood pattern as a picture frame", under: framed.frame, in: root)

        let over = Stage.box(Rect(x: xs[4], y: rowY, width: 120, height: 90), color: Palette.card, radius: 16)
        over.borderWidth = 8
        over.borderColor = Palette.accent
        let child = Stage.box(Rect(x: -14, y: 28, width: 90, height: 34), color: Palette.amber, radius: 6)
        over.addSublayer(child)
        root.addSublayer(over)
        Stage.caption("border is drawn above sublayers", under: over.frame, in: root)
    }
}
