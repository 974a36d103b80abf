import Foundation
import RecipeKit

/// Scenes about a layer's outline: corners, borders, shadows and masks.
extension GalleryScene {
    static let cornerRadius = GalleryScene(
        name: "corner-radius", title: "Corner radius",
        summary: "cornerRadius rounds the background and border; it is clamped to half the shorter side, so h/2 "
            + "makes a capsule. Contents and sublayers are only clipped when masksToBounds is set.",
        size: Size(width: 760, height: 540)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        Stage.heading("Backgrounds", x: m, y: top + 8, in: root)
        let radii: [(Double, Color, String)] = [(0, Palette.accent, "0"), (16, Palette.coral, "16"),
                                                (36, Palette.teal, "36"), (55, Palette.violet, "55: a circle")]
        var x = m
        let y = top + 40
        for (radius, color, label) in radii {
            let frame = Rect(x: x, y: y, width: 110, height: 110)
            root.addSublayer(Stage.box(frame, color: color, radius: radius))
            Stage.caption("cornerRadius \(label)", under: frame, width: 150, in: root)
            x += 110 + 26
        }
        let capsule = Rect(x: x + 6, y: y + 23, width: 140, height: 64)
        root.addSublayer(Stage.box(capsule, color: Palette.amber, radius: 999))
        Stage.caption("cornerRadius 999: a capsule", under: Rect(x: capsule.minX, y: y, width: 140, height: 110),
                      width: 170, in: root)

        Stage.heading("Contents and sublayers", x: m, y: top + 212, in: root)
        let photo = SampleArt.landscape(size: Size(width: 160, height: 120))
        let rowY = top + 244
        let xs = Stage.columns(4, itemWidth: 150, x: m, width: 760 - 2 * m)

        // cornerRadius alone: the border is rounded, the image is not.
        let plain = Layer()
        plain.frame = Rect(x: xs[0], y: rowY, width: 150, height: 112)
        plain.contents = photo
        plain.cornerRadius = 24
        plain.borderWidth = 3
        plain.borderColor = Palette.coral
        root.addSublayer(plain)
        Stage.caption("cornerRadius 24, masksToBounds off: the image keeps its corners", under: plain.frame,
                      width: 172, in: root)

        let clipped = Layer()
        clipped.frame = Rect(x: xs[1], y: rowY, width: 150, height: 112)
        clipped.contents = photo
        clipped.cornerRadius = 24
        clipped.masksToBounds = true
        root.addSublayer(clipped)
        Stage.caption("cornerRadius 24, masksToBounds on: the image is clipped", under: clipped.frame, width: 172, in: root)

        let avatar = Layer()
        avatar.frame = Rect(x: xs[2] + 19, y: rowY, width: 112, height: 112)
        avatar.contents = SampleArt.avatar(side: 112)
        avatar.cornerRadius = 56
        avatar.masksToBounds = true
        avatar.borderWidth = 4
        avatar.borderColor = .white
        root.addSublayer(avatar)
        Stage.caption("a circular avatar: radius = side / 2", under: Rect(x: xs[2], y: rowY, width: 150, height: 112),
                      width: 172, in: root)

        let container = Layer()
        container.frame = Rect(x: xs[3], y: rowY, width: 150, height: 112)
        container.backgroundColor = Color(red: 0.85, green: 0.91, blue: 0.98)
        container.cornerRadius = 24
        container.masksToBounds = true
        let star = Layer()
        star.frame = Rect(x: 70, y: -30, width: 110, height: 110)
        star.contents = SampleArt.star(side: 110)
        container.addSublayer(star)
        let bar = Stage.box(Rect(x: -20, y: 78, width: 120, height: 22), color: Palette.teal)
        container.addSublayer(bar)
        root.addSublayer(container)
        Stage.caption("sublayers overflowing a rounded masksToBounds parent are cut", under: container.frame,
                      width: 172, in: root)
    }

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

    static let mask = GalleryScene(
        name: "mask", title: "Masks",
        summary: "A layer's mask is another layer whose alpha decides what shows. Faded behind each result is the "
            + "unmasked picture.",
        size: Size(width: 760, height: 400)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        let side = 200.0
        let photo = SampleArt.landscape(size: Size(width: side, height: side), seed: 5)
        let xs = Stage.columns(3, itemWidth: side, x: m + 10, width: 760 - 2 * m - 20)
        let y = top + 24

        @MainActor func masked(_ x: Double, _ mask: Layer, ghost: Bool = true) -> Rect {
            let frame = Rect(x: x, y: y, width: side, height: side)
            if ghost {
                let backdrop = Layer()
                backdrop.frame = frame
                backdrop.contents = photo
                backdrop.opacity = 0.16
                root.addSublayer(backdrop)
            }
            let layer = Layer()
            layer.frame = frame
            layer.contents = photo
            layer.mask = mask
            root.addSublayer(layer)
            return frame
        }

        let circle = Stage.box(Rect(x: 20, y: 20, width: side - 40, height: side - 40), color: .white, radius: (side - 40) / 2)
        let f1 = masked(xs[0], circle)
        Stage.caption("mask: a layer with cornerRadius = side / 2", under: f1, gap: 14, width: 220, in: root)

        let soft = DrawingLayer(frame: Rect(x: 0, y: 0, width: side, height: side)) { canvas, bounds in
            let c = bounds.center
            canvas.drawGradient(Gradient(kind: .radial(startCenter: c, startRadius: 0, endCenter: c, endRadius: bounds.width / 2),
                                         stops: [.init(location: 0, color: .black), .init(location: 0.45, color: .black),
                                                 .init(location: 1, color: Color(white: 0, alpha: 0))]))
        }
        let f2 = masked(xs[1], soft)
        Stage.caption("soft mask: a radial gradient drawn in draw(in:)", under: f2, gap: 14, width: 220, in: root)

        var word = AttributedString("MA\nSK")
        word.font = Font(family: "DejaVu Sans", size: 80, weight: .black)
        word.foregroundColor = .black
        let text = TextLayer(word, width: side, alignment: .center)
        let h = text.layout.size.height + 2 * TextLayer.padding
        text.frame = Rect(x: -TextLayer.padding, y: (side - h) / 2, width: side + 2 * TextLayer.padding, height: h)
        let f3 = masked(xs[2], text)
        Stage.caption("mask: a text layer", under: f3, gap: 14, width: 220, in: root)
    }
}
