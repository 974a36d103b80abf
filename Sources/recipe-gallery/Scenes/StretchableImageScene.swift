import Foundation
import RecipeKit

extension GalleryScene {
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
