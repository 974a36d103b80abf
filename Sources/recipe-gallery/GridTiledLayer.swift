import Foundation
import RecipeKit

/// A TiledLayer that draws a coordinate grid, tinting each tile and labelling it so the tiling
/// is visible. Tiles are 100 points at any scale (200 pixels in the 2x export, as many as the
/// window's scale gives on screen), so each tile is one grid cell of the scene's overview and
/// the numbers it shows are the ones drawn.
final class GridTiledLayer: TiledLayer {
    /// The tile side in points at the gallery's scale.
    static let tilePoints = 100.0

    override init() {
        super.init()
        // In points, not pixels: in pixels, a window at another scale than the export's drew
        // tiles of another size than the overview and the caption counted.
        tileSizeInPoints = Size(width: GridTiledLayer.tilePoints, height: GridTiledLayer.tilePoints)
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
