import Foundation
import RecipeKit

extension GalleryScene {
    static let patternColor = GalleryScene(
        name: "pattern-color", title: "Pattern colors",
        summary: "Color(patternImage:) tiles an image wherever a color goes. These textures are generated in code "
            + "with seeded randomness, and tile seamlessly.",
        size: Size(width: 760, height: 520)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        let w = 210.0, h = 126.0
        let xs = Stage.columns(3, itemWidth: w, x: m, width: 760 - 2 * m)
        let steel = Color(patternImage: SampleArt.brushedSteel)
        let wood = Color(patternImage: SampleArt.woodGrain)
        let checker = Color(patternImage: SampleArt.checker())

        Stage.heading("As backgroundColor", x: m, y: top + 8, in: root)
        let rowY = top + 40
        let plates: [(Color, String, String, Color)] = [
            (steel, "brushed steel", "STEEL", Color(white: 0.25, alpha: 0.75)),
            (wood, "wood grain", "OAK", Color(red: 0.35, green: 0.18, blue: 0.06, alpha: 0.8)),
            (checker, "checker", "", .clear),
        ]
        for (i, (color, caption, engraving, ink)) in plates.enumerated() {
            let plate = Stage.box(Rect(x: xs[i], y: rowY, width: w, height: h), color: color, radius: 14)
            plate.shadowOpacity = 0.25
            plate.shadowRadius = 4
            plate.shadowOffset = Size(width: 0, height: 3)
            root.addSublayer(plate)
            if !engraving.isEmpty {
                var s = AttributedString(engraving)
                s.font = .boldSystem(size: 30)
                s.foregroundColor = ink
                s.kern = 6
                let label = TextLayer(s, width: w, alignment: .center)
                let lh = label.layout.size.height + 2 * TextLayer.padding
                label.frame = Rect(x: -TextLayer.padding, y: (h - lh) / 2, width: w + 2 * TextLayer.padding, height: lh)
                plate.addSublayer(label)
            }
            Stage.caption(caption, under: plate.frame, in: root)
        }

        Stage.heading("As borderColor", x: m, y: top + 214, in: root)
        let row2 = top + 246
        let photo = SampleArt.landscape(size: Size(width: w, height: h), seed: 21)

        let frame = Layer()
        frame.frame = Rect(x: xs[0], y: row2, width: w, height: h)
        frame.contents = photo
        frame.borderWidth = 16
        frame.borderColor = wood
        root.addSublayer(frame)
        Stage.caption("a wooden picture frame", under: frame.frame, in: root)

        let bezel = Stage.box(Rect(x: xs[1], y: row2, width: w, height: h), color: Color(red: 0.12, green: 0.14, blue: 0.18),
                              radius: 24)
        bezel.borderWidth = 12
        bezel.borderColor = steel
        let screen = TextLayer(TextStyle.styled("12:45", font: .system(size: 40, weight: .light),
                                                color: Color(red: 0.55, green: 0.95, blue: 0.75)), width: w, alignment: .center)
        let sh = screen.layout.size.height + 2 * TextLayer.padding
        screen.frame = Rect(x: -TextLayer.padding, y: (h - sh) / 2, width: w + 2 * TextLayer.padding, height: sh)
        bezel.addSublayer(screen)
        root.addSublayer(bezel)
        Stage.caption("a steel bezel (cornerRadius 24)", under: bezel.frame, in: root)

        let flag = Stage.box(Rect(x: xs[2], y: row2, width: w, height: h), color: .white)
        flag.borderWidth = 12
        flag.borderColor = Color(patternImage: SampleArt.checker(square: 6))
        let finish = TextLayer(TextStyle.styled("FINISH", font: .boldSystem(size: 28), color: Palette.ink), width: w,
                               alignment: .center)
        let fh = finish.layout.size.height + 2 * TextLayer.padding
        finish.frame = Rect(x: -TextLayer.padding, y: (h - fh) / 2, width: w + 2 * TextLayer.padding, height: fh)
        flag.addSublayer(finish)
        root.addSublayer(flag)
        Stage.caption("a checker border", under: flag.frame, in: root)
    }
}
