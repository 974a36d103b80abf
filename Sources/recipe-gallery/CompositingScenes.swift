import Foundation
import RecipeKit

/// Scenes about how layers combine: 3D perspective, group opacity and tiled content.
extension GalleryScene {
    static let perspective = GalleryScene(
        name: "perspective", title: "Perspective (Cover Flow)",
        summary: "The row's container sets sublayerTransform.m34 = −1/500, which gives every sublayer perspective. "
            + "Side covers are rotated 60° about y and pushed back; the center one is flat.",
        size: Size(width: 880, height: 450)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        let side = 150.0
        // The perspective is centered on the stage's anchor point, so the stage is centered on
        // the covers (their reflections hang below it).
        let stage = Layer()
        stage.frame = Rect(x: m, y: top + 24, width: 880 - 2 * m, height: side + 40)
        stage.sublayerTransform = Transform3D.perspective(eyeDistance: 500)
        root.addSublayer(stage)

        let count = SampleArt.albums.count
        let mid = count / 2
        let cx = stage.bounds.width / 2, cy = stage.bounds.height / 2
        // Paint order: the farthest covers first, the flat center one last.
        let order = (0..<count).sorted { abs($0 - mid) > abs($1 - mid) }
        for i in order {
            let k = i - mid
            let image = SampleArt.albumCover(i, side: side)
            let cover = Layer()
            cover.bounds = Rect(x: 0, y: 0, width: side, height: side)
            cover.contents = image
            let reflection = DrawingLayer(frame: Rect(x: 0, y: side + 2, width: side, height: 70)) { c, _ in
                c.translate(x: 0, y: side)
                c.scale(x: 1, y: -1)
                c.draw(image, in: Rect(x: 0, y: 0, width: side, height: side))
            }
            reflection.mask = DrawingLayer(frame: reflection.bounds) { c, r in
                c.drawGradient(.linear([Color(white: 0, alpha: 0.40), Color(white: 0, alpha: 0)],
                                       from: Point(x: 0, y: r.minY), to: Point(x: 0, y: r.maxY)))
            }
            cover.addSublayer(reflection)
            if k == 0 {
                cover.position = Point(x: cx, y: cy)
            } else {
                let sign = k < 0 ? -1.0 : 1.0
                let offset = 125 + Double(abs(k) - 1) * 52
                cover.position = Point(x: cx + sign * offset, y: cy)
                cover.transform = Transform3D(rotationAngle: -sign * Double.pi / 3, x: 0, y: 1, z: 0)
                    .concatenating(Transform3D(translationX: 0, y: 0, z: -70))
            }
            stage.addSublayer(cover)
        }

        let info = SampleArt.albums[mid]
        var title = AttributedString(info.title)
        title.font = .boldSystem(size: 15)
        title.foregroundColor = Palette.ink
        var artist = AttributedString("  ·  " + info.artist)
        artist.font = .system(size: 15)
        artist.foregroundColor = Palette.secondaryInk
        let textTop = stage.frame.maxY + 72
        Stage.text(title + artist, x: m, y: textTop, width: stage.frame.width, alignment: .center, in: root)
        Stage.caption("9 generated covers; the reflections are flipped copies masked by a fading gradient layer",
                      under: Rect(x: m, y: textTop, width: stage.frame.width, height: 20), gap: 10,
                      width: 600, in: root)
    }

    static let groupOpacity = GalleryScene(
        name: "group-opacity", title: "Group opacity",
        summary: "Opacity on a parent fades its subtree as one flattened group, so overlaps do not show through. "
            + "Opacity on each child fades them separately, so the overlaps blend.",
        size: Size(width: 760, height: 410)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        let side = 210.0
        let xs = Stage.columns(3, itemWidth: side, x: m, width: 760 - 2 * m)
        let backdrop = Color(patternImage: SampleArt.checker(Color(white: 0.86), .white, square: 10))
        let cases: [(Double, Double, String)] = [(1, 1, "everything at opacity 1"),
                                                 (0.5, 1, "parent.opacity = 0.5: one flat group"),
                                                 (1, 0.5, "each circle at opacity 0.5: overlaps blend")]
        for (i, (parentOpacity, childOpacity, caption)) in cases.enumerated() {
            let panel = Stage.box(Rect(x: xs[i], y: top + 30, width: side, height: side), color: backdrop, radius: 14)
            panel.masksToBounds = true
            panel.borderWidth = 1
            panel.borderColor = Palette.hairline
            let group = Layer()
            group.frame = panel.bounds
            group.opacity = parentOpacity
            let d = 104.0, c = side / 2
            let circles: [(Point, Color)] = [(Point(x: c - 30, y: c - 22), Palette.coral),
                                             (Point(x: c + 30, y: c - 22), Palette.teal),
                                             (Point(x: c, y: c + 30), Palette.accent)]
            for (center, color) in circles {
                let circle = Stage.box(Rect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d), color: color,
                                       radius: d / 2)
                circle.opacity = childOpacity
                group.addSublayer(circle)
            }
            panel.addSublayer(group)
            root.addSublayer(panel)
            Stage.caption(caption, under: panel.frame, gap: 14, width: side + 20, in: root)
        }
    }

    static let tiledLayer = GalleryScene(
        name: "tiled-layer", title: "Tiled layer",
        summary: "A 1600 × 1200 point TiledLayer draws a coordinate grid tile by tile (200-pixel tiles, tinted and "
            + "numbered here). A masksToBounds window shows part of it; only the tiles it shows are drawn.",
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

/// A TiledLayer that draws a coordinate grid, tinting each tile and labelling it so the tiling
/// is visible. Tiles are 200 pixels, 100 points at scale 2, so each tile is one grid cell.
final class GridTiledLayer: TiledLayer {
    /// The tile side in points at the gallery's scale.
    static let tilePoints = 100.0

    override init() {
        super.init()
        tileSize = Size(width: GridTiledLayer.tilePoints * Exporter.scale, height: GridTiledLayer.tilePoints * Exporter.scale)
    }

    override func draw(in canvas: Canvas) {
        let tile = canvas.clipBounds
        let tilePoints = tileSize.width / contentsScale
        let column = Int(((tile.minX - bounds.minX) / tilePoints).rounded(.down))
        let row = Int(((tile.minY - bounds.minY) / tilePoints).rounded(.down))
        let tint = (column + row) % 2 == 0 ? Color(red: 0.98, green: 0.99, blue: 1.0) : Color(red: 0.92, green: 0.95, blue: 1.0)
        canvas.fill(tile, with: tint)

        // Minor lines every 20 points.
        let minor = Color(red: 0.80, green: 0.85, blue: 0.92)
        var x = (tile.minX / 20).rounded(.up) * 20
        while x < tile.maxX {
            canvas.fill(Rect(x: x - 0.25, y: tile.minY, width: 0.5, height: tile.height), with: minor)
            x += 20
        }
        var y = (tile.minY / 20).rounded(.up) * 20
        while y < tile.maxY {
            canvas.fill(Rect(x: tile.minX, y: y - 0.25, width: tile.width, height: 0.5), with: minor)
            y += 20
        }
        // The tile's top and left edges (its neighbours draw the others), a dot on each corner
        // (each tile draws its quarter), the coordinates of its origin and its number.
        var edges = Path()
        edges.move(to: Point(x: tile.minX + 0.75, y: tile.maxY))
        edges.addLine(to: Point(x: tile.minX + 0.75, y: tile.minY + 0.75))
        edges.addLine(to: Point(x: tile.maxX, y: tile.minY + 0.75))
        canvas.stroke(edges, with: Palette.accent.withAlpha(0.7), style: StrokeStyle(lineWidth: 1.5, dash: [6, 4]))
        for corner in [Point(x: tile.minX, y: tile.minY), Point(x: tile.maxX, y: tile.minY),
                       Point(x: tile.minX, y: tile.maxY), Point(x: tile.maxX, y: tile.maxY)] {
            canvas.fill(Path(ellipseIn: Rect(x: corner.x - 3, y: corner.y - 3, width: 6, height: 6)), with: Palette.accent)
        }
        canvas.draw("\(Int(tile.minX)), \(Int(tile.minY))", at: Point(x: tile.minX + 6, y: tile.minY + 5),
                    font: .system(size: 10), color: Palette.secondaryInk)
        let label = TextLayout(AttributedString("tile \(column), \(row)"), font: .boldSystem(size: 11), color: .white)
        let pill = Rect(x: tile.midX - label.size.width / 2 - 8, y: tile.midY - label.size.height / 2 - 2,
                        width: label.size.width + 16, height: label.size.height + 4)
        canvas.fill(Path(roundedRect: pill, cornerRadius: pill.height / 2), with: Palette.accent.withAlpha(0.85))
        label.draw(in: canvas, at: Point(x: pill.minX + 8, y: pill.minY + 2))
    }

    override var overridesDraw: Bool { true }
}
