import Foundation
import RecipeKit

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
}
