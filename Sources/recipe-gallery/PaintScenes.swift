import Foundation
import RecipeKit

/// Scenes about what fills a layer: gradients, pattern colors and stretchable images.
extension GalleryScene {
    static let gradients = GalleryScene(
        name: "gradients", title: "Gradients",
        summary: "Gradients drawn in draw(in:) with Canvas.drawGradient: linear along any line, radial between two "
            + "circles, with any number of stops.",
        size: Size(width: 760, height: 520)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        let w = 200.0, h = 130.0
        let xs = Stage.columns(3, itemWidth: w, x: m, width: 760 - 2 * m)
        let ys = [top + 24, top + 226]

        @MainActor func tile(_ col: Int, _ row: Int, _ caption: String, _ draw: @escaping @MainActor (Canvas, Rect) -> Void) {
            let frame = Rect(x: xs[col], y: ys[row], width: w, height: h)
            let layer = DrawingLayer(frame: frame, drawing: draw)
            layer.cornerRadius = 14
            layer.masksToBounds = true
            layer.borderWidth = 1
            layer.borderColor = Color(white: 0, alpha: 0.08)
            root.addSublayer(layer)
            Stage.caption(caption, under: frame, width: w + 20, in: root)
        }

        tile(0, 0, "linear, 2 stops, left to right") { c, r in
            c.drawGradient(.linear([Palette.coral, Palette.amber], from: Point(x: r.minX, y: 0), to: Point(x: r.maxX, y: 0)))
        }
        tile(1, 0, "linear, diagonal") { c, r in
            c.drawGradient(.linear([Color(red: 0.25, green: 0.85, blue: 0.85), Palette.accent, Palette.violet],
                                   from: Point(x: r.minX, y: r.minY), to: Point(x: r.maxX, y: r.maxY)))
        }
        tile(2, 0, "multi-stop: 7 evenly spaced colors") { c, r in
            let rainbow = [Color(red: 0.93, green: 0.26, blue: 0.26), Color(red: 0.98, green: 0.56, blue: 0.18),
                           Color(red: 0.99, green: 0.85, blue: 0.20), Color(red: 0.35, green: 0.75, blue: 0.30),
                           Color(red: 0.20, green: 0.60, blue: 0.90), Color(red: 0.30, green: 0.30, blue: 0.80),
                           Color(red: 0.60, green: 0.30, blue: 0.75)]
            c.drawGradient(.linear(rainbow, from: Point(x: r.minX, y: 0), to: Point(x: r.maxX, y: 0)))
        }
        tile(0, 1, "radial between two circles: a sphere") { c, r in
            c.fill(r, with: Color(red: 0.90, green: 0.93, blue: 0.97))
            let center = r.center, radius = 52.0
            let sphere = Path(ellipseIn: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            let light = Point(x: center.x - 18, y: center.y - 20)
            c.fill(sphere, with: Gradient(kind: .radial(startCenter: light, startRadius: 2, endCenter: center, endRadius: radius),
                                          stops: [.init(location: 0, color: .white),
                                                  .init(location: 0.35, color: Color(red: 0.45, green: 0.68, blue: 1)),
                                                  .init(location: 1, color: Color(red: 0.05, green: 0.20, blue: 0.55))]))
        }
        tile(1, 1, "radial, multi-stop: a sunset") { c, r in
            let sun = Point(x: r.midX, y: r.maxY + 10)
            c.drawGradient(Gradient(kind: .radial(startCenter: sun, startRadius: 0, endCenter: sun, endRadius: r.width * 0.75),
                                    stops: [.init(location: 0, color: Color(red: 1, green: 0.96, blue: 0.70)),
                                            .init(location: 0.22, color: Color(red: 1, green: 0.80, blue: 0.30)),
                                            .init(location: 0.45, color: Color(red: 0.97, green: 0.45, blue: 0.30)),
                                            .init(location: 0.70, color: Color(red: 0.62, green: 0.25, blue: 0.50)),
                                            .init(location: 1, color: Color(red: 0.16, green: 0.12, blue: 0.35))]))
        }
        tile(2, 1, "hard stops (0.5 twice): a glossy bar") { c, r in
            c.fill(r, with: Color(red: 0.93, green: 0.95, blue: 0.93))
            let bar = Rect(x: r.minX + 20, y: r.midY - 24, width: r.width - 40, height: 48)
            c.fill(Path(roundedRect: bar, cornerRadius: 24),
                   with: Gradient(kind: .linear(start: Point(x: 0, y: bar.minY), end: Point(x: 0, y: bar.maxY)),
                                  stops: [.init(location: 0, color: Color(red: 0.70, green: 0.92, blue: 0.55)),
                                          .init(location: 0.5, color: Color(red: 0.45, green: 0.78, blue: 0.30)),
                                          .init(location: 0.5, color: Color(red: 0.30, green: 0.62, blue: 0.18)),
                                          .init(location: 1, color: Color(red: 0.38, green: 0.72, blue: 0.25))]))
            let label = TextLayout(AttributedString("Download"), font: .boldSystem(size: 16), color: .white)
            label.draw(in: c, at: Point(x: bar.midX - label.size.width / 2, y: bar.midY - label.size.height / 2))
        }
    }

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

    static let stretchableImage = GalleryScene(
        name: "stretchable-image", title: "Stretchable images",
        summary: "contentsCenter (CALayer) and StretchableImage (UIImage caps) keep corners at their natural size "
            + "while the middle stretches or tiles. One small generated image makes every button here.",
        size: Size(width: 800, height: 660)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        let button = SampleArt.buttonImage
        let cap = SampleArt.buttonCap
        let side = button.size.width
        let center = Rect(x: cap / side, y: cap / side, width: (side - 2 * cap) / side, height: (side - 2 * cap) / side)

        @MainActor func makeButton(_ frame: Rect, _ title: String, stretchCenter: Bool = true) -> Layer {
            let l = Layer()
            l.frame = frame
            l.contents = button
            if stretchCenter { l.contentsCenter = center }
            if !title.isEmpty {
                let t = TextLayer(TextStyle.styled(title, font: .boldSystem(size: 15), color: .white), width: frame.width,
                                  alignment: .center)
                let th = t.layout.size.height + 2 * TextLayer.padding
                t.frame = Rect(x: -TextLayer.padding, y: (frame.height - th) / 2, width: frame.width + 2 * TextLayer.padding,
                               height: th)
                l.addSublayer(t)
            }
            root.addSublayer(l)
            return l
        }

        Stage.heading("contentsCenter: the caps keep their size", x: m, y: top + 8, in: root)
        let y1 = top + 40
        let original = Layer()
        original.frame = Rect(x: m + 10, y: y1 + 2, width: side, height: side)
        original.contents = button
        root.addSublayer(original)
        Stage.caption("original 40 × 40", under: original.frame, gap: 12, width: 110, in: root)
        let widths: [(Double, String)] = [(96, "OK"), (170, "Cancel"), (290, "Save all changes")]
        var x = m + 110
        for (w, title) in widths {
            let b = makeButton(Rect(x: x, y: y1, width: w, height: 44), title)
            Stage.caption("width \(Int(w))", under: b.frame, gap: 10, in: root)
            x += w + 30
        }

        Stage.heading("The same image at 260 × 44 and 110 × 90", x: m, y: top + 140, in: root)
        let y2 = top + 192
        let bad = makeButton(Rect(x: m + 10, y: y2, width: 260, height: 44), "Stretched", stretchCenter: false)
        Stage.caption("no contentsCenter: the corners smear", under: bad.frame, gap: 10, in: root)
        let good = makeButton(Rect(x: m + 310, y: y2, width: 260, height: 44), "Nine-part")
        Stage.caption("contentsCenter: the corners stay round", under: good.frame, gap: 10, in: root)
        let tall = makeButton(Rect(x: m + 610, y: y2 - 23, width: 110, height: 90), "Tall")
        Stage.caption("both axes stretch", under: tall.frame, gap: 10, width: 130, in: root)

        Stage.heading("StretchableImage: .stretch vs .tile", x: m, y: top + 318, in: root)
        let ribbon = SampleArt.ribbonImage
        let insets = EdgeInsets(all: SampleArt.ribbonCap)
        let y3 = top + 354
        let source = Layer()
        source.frame = Rect(x: m + 10, y: y3 + 6, width: ribbon.size.width, height: ribbon.size.height)
        source.contents = ribbon
        root.addSublayer(source)
        Stage.caption("original 48 × 36, caps 12", under: source.frame, gap: 12, width: 110, in: root)
        let modes: [(StretchableImage.ResizingMode, String, Double)] = [(.stretch, ".stretch: the stripes are smeared", m + 110),
                                                                        (.tile, ".tile: the stripes repeat", m + 420)]
        for (mode, caption, x) in modes {
            let image = StretchableImage(image: ribbon, capInsets: insets, resizingMode: mode)
            let frame = Rect(x: x, y: y3, width: 270, height: 48)
            root.addSublayer(DrawingLayer(frame: frame) { c, r in image.draw(in: r, on: c) })
            Stage.caption(caption + " (270 × 48)", under: frame, gap: 10, width: 290, in: root)
            let big = Rect(x: x + 60, y: y3 + 96, width: 150, height: 64)
            root.addSublayer(DrawingLayer(frame: big) { c, r in image.draw(in: r, on: c) })
            Stage.caption("150 × 64", under: big, gap: 10, in: root)
        }
    }
}
