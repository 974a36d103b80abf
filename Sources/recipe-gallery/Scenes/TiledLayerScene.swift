import Foundation
import RecipeKit

extension GalleryScene {
    static let tiledLayer = GalleryScene(
        name: "tiled-layer", title: "Tiled layer",
        summary: "A 1600 × 1200 point TiledLayer draws a coordinate grid tile by tile (100-point tiles at any "
            + "scale, tinted and numbered here). A masksToBounds window shows part of it; only the tiles it shows are drawn.",
        size: Size(width: 800, height: 520)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        let content = Size(width: 1600, height: 1200)
        let window = Layer()
        window.frame = Rect(x: m, y: top + 20, width: 450, height: 340)
        window.backgroundColor = .white
        window.cornerRadius = 12
        window.masksToBounds = true
        window.borderWidth = 1
        window.borderColor = Palette.hairline
        let scroll = Point(x: 230, y: 170)
        let grid = GridTiledLayer()
        grid.frame = Rect(x: -scroll.x, y: -scroll.y, width: content.width, height: content.height)
        window.addSublayer(grid)
        root.addSublayer(window)
        Stage.caption("the window at scroll offset (230, 170)", under: window.frame, gap: 10, in: root)

        // An overview of the whole content, with the window's rectangle.
        let mapWidth = 800 - 2 * m - 450 - 30
        let k = mapWidth / content.width
        let mapFrame = Rect(x: window.frame.maxX + 30, y: top + 20, width: mapWidth, height: content.height * k)
        let tile = GridTiledLayer.tilePoints
        let visible = Rect(x: scroll.x, y: scroll.y, width: window.frame.width, height: window.frame.height)
        let map = DrawingLayer(frame: mapFrame) { c, r in
            c.fill(r, with: .white)
            let columns = Int((content.width / tile).rounded(.up)), rows = Int((content.height / tile).rounded(.up))
            for row in 0..<rows {
                for col in 0..<columns {
                    let t = Rect(x: Double(col) * tile, y: Double(row) * tile, width: tile, height: tile)
                    let drawn = t.intersects(visible)
                    let color = drawn ? Palette.accent.withAlpha(0.45)
                        : ((col + row) % 2 == 0 ? Color(red: 0.98, green: 0.99, blue: 1) : Color(red: 0.93, green: 0.95, blue: 1))
                    c.fill(Rect(x: t.minX * k, y: t.minY * k, width: tile * k, height: tile * k).intersection(r), with: color)
                }
            }
            let v = Rect(x: visible.minX * k, y: visible.minY * k, width: visible.width * k, height: visible.height * k)
            c.stroke(Path(rect: v), with: Palette.coral, style: StrokeStyle(lineWidth: 2))
        }
        map.borderWidth = 1
        map.borderColor = Palette.hairline
        root.addSublayer(map)
        let columns = Int((content.width / tile).rounded(.up)), rows = Int((content.height / tile).rounded(.up))
        var needed = 0
        for row in 0..<rows {
            for col in 0..<columns
            where Rect(x: Double(col) * tile, y: Double(row) * tile, width: tile, height: tile).intersects(visible) {
                needed += 1
            }
        }
        Stage.caption("the whole layer: the window (red) needs only the \(needed) blue tiles of \(columns * rows)",
                      under: mapFrame, gap: 10, width: mapWidth, in: root)
    }
}
