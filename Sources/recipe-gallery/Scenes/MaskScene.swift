import Foundation
import RecipeKit

extension GalleryScene {
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
