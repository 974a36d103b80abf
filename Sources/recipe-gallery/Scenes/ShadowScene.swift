import Foundation
import RecipeKit

extension GalleryScene {
    static let shadow = GalleryScene(
        name: "shadow", title: "Shadows",
        summary: "shadowRadius blurs, shadowOffset moves and shadowColor tints the shadow. Without a shadowPath the "
            + "shadow follows the layer's alpha; a shadowPath can be any shape.",
        size: Size(width: 800, height: 560)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        Stage.heading("shadowRadius (offset 0, 6; opacity 0.45)", x: m, y: top + 8, in: root)
        let xs = Stage.columns(4, itemWidth: 140, x: m + 20, width: 800 - 2 * m - 40)
        for (i, radius) in [0.0, 3, 10, 20].enumerated() {
            let card = Stage.box(Rect(x: xs[i], y: top + 44, width: 140, height: 96), color: Palette.card, radius: 12)
            card.shadowOpacity = 0.45
            card.shadowRadius = radius
            card.shadowOffset = Size(width: 0, height: 6)
            root.addSublayer(card)
            Stage.caption("shadowRadius \(Int(radius))", under: card.frame, gap: 24, in: root)
        }

        Stage.heading("Offset, color, shadowPath and clipping", x: m, y: top + 218, in: root)
        let ys = top + 262
        let cols = Stage.columns(5, itemWidth: 124, x: m, width: 800 - 2 * m)

        let offset = Stage.box(Rect(x: cols[0], y: ys, width: 124, height: 96), color: Palette.card, radius: 12)
        offset.shadowOpacity = 0.5
        offset.shadowRadius = 2
        offset.shadowOffset = Size(width: 10, height: 10)
        root.addSublayer(offset)
        Stage.caption("offset (10, 10), radius 2", under: offset.frame, gap: 24, width: 144, in: root)

        let glow = Stage.box(Rect(x: cols[1], y: ys, width: 124, height: 96), color: Palette.accent, radius: 48)
        glow.shadowColor = Palette.accent
        glow.shadowOpacity = 0.9
        glow.shadowRadius = 16
        glow.shadowOffset = Size(width: 0, height: 0)
        root.addSublayer(glow)
        Stage.caption("colored glow: offset 0, radius 16", under: glow.frame, gap: 24, width: 144, in: root)

        let floating = Stage.box(Rect(x: cols[2], y: ys - 8, width: 124, height: 90), color: Palette.coral, radius: 12)
        floating.shadowOpacity = 0.55
        floating.shadowRadius = 6
        floating.shadowOffset = Size(width: 0, height: 0)
        floating.shadowPath = Path(ellipseIn: Rect(x: 12, y: 104, width: 100, height: 12))
        root.addSublayer(floating)
        Stage.caption("shadowPath: an ellipse below the card", under: Rect(x: cols[2], y: ys, width: 124, height: 96),
                      gap: 24, width: 144, in: root)

        let star = Layer()
        star.frame = Rect(x: cols[3] + 10, y: ys - 4, width: 104, height: 104)
        star.contents = SampleArt.star(side: 104)
        star.shadowOpacity = 0.5
        star.shadowRadius = 5
        star.shadowOffset = Size(width: 4, height: 6)
        root.addSublayer(star)
        Stage.caption("no shadowPath: follows the image's alpha", under: Rect(x: cols[3], y: ys, width: 124, height: 96),
                      gap: 24, width: 144, in: root)

        // The rounded clip and the shadow on two layers: the outer one casts the shadow (it is
        // not clipped), the inner one clips the photo.
        let outer = Layer()
        outer.frame = Rect(x: cols[4], y: ys, width: 124, height: 96)
        outer.shadowOpacity = 0.5
        outer.shadowRadius = 8
        outer.shadowOffset = Size(width: 0, height: 6)
        outer.shadowPath = Path(roundedRect: Rect(x: 0, y: 0, width: 124, height: 96), cornerRadius: 20)
        let inner = Layer()
        inner.frame = Rect(x: 0, y: 0, width: 124, height: 96)
        inner.contents = SampleArt.landscape(size: Size(width: 124, height: 96), seed: 3)
        inner.cornerRadius = 20
        inner.masksToBounds = true
        outer.addSublayer(inner)
        root.addSublayer(outer)
        Stage.caption("shadow on an outer layer, rounded clip inside", under: outer.frame, gap: 24, width: 160,
                      in: root)
    }
}
