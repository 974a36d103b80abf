import RKGeometry
import RKGraphics
import RKMedia
import RKLayers

/// Draws one tile of the album wall, off the main thread: everything it reads is a Sendable
/// snapshot taken when the wall's albums change (a tile drawn for an older snapshot is dropped
/// by the tiled layer's stale-tile guard).
struct AlbumWallPainter: Sendable {
    let items: [AlbumWallItem]
    let pipeline: ImagePipeline
    let placeholder: Image
    let columns: Int
    /// The tile's side in points.
    let side: Double
    /// The scale ``placeholder`` was drawn at.
    let scale: Double

    func draw(_ tile: TiledLayer.TileDrawing) {
        let canvas = tile.canvas
        let rect = tile.rect
        // The tile's own scale: the tiled layer's can change without the wall knowing (the
        // gallery's stage sets it on every layer), and art and placeholder follow it.
        let pixelSize = Int((side * tile.scale).rounded())
        let placeholder = tile.scale == scale ? self.placeholder : Self.placeholder(side: side, scale: tile.scale)
        guard let index = AlbumWallView.itemIndex(row: tile.row, column: tile.column, columns: columns, count: items.count),
              let load = items[index].loadArt, !tile.isCancelled,
              let art = pipeline.image(for: ImageKey(source: items[index].id, maxPixelSize: pixelSize), scale: tile.scale,
                                       load: load)
        else {
            canvas.draw(placeholder, in: rect, interpolation: .high)
            return
        }
        // Aspect fill: the middle square of art that is not square.
        let w = art.size.width, h = art.size.height, side = Swift.min(w, h)
        let source = Rect(x: (w - side) / 2, y: (h - side) / 2, width: side, height: side)
        canvas.fill(rect, with: .black)
        canvas.draw(art, from: source, in: rect, interpolation: .high)
    }

    /// The seed's `missing.png`, drawn: a dark square with a quaver, `side` points at `scale`.
    static func placeholder(side: Double, scale: Double) -> Image {
        // Past the largest bitmap (a scale over 163.84 for 100-point tiles) the placeholder is
        // drawn at the largest scale that fits and stretched; a sick size gets a 1-point square.
        let side = side.isFinite && side >= 1 ? side : 1
        let fitting = Swift.min(scale.isFinite && scale > 0 ? scale : 1, Double(Bitmap.maximumSide) / side)
        let renderer = (try? ImageRenderer(size: Size(width: side, height: side), scale: fitting, opaque: true))
            ?? (try? ImageRenderer(size: Size(width: 1, height: 1), opaque: true))
        // A 1-point bitmap always fits: not reached.
        guard let renderer else { preconditionFailure("AlbumWallPainter: no bitmap of 1 point could be made") }
        return renderer.image { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: side, height: side), with: Color(white: 0.16))
            canvas.stroke(Path(rect: Rect(x: 4.5, y: 4.5, width: side - 9, height: side - 9)), with: Color(white: 0.3),
                          style: StrokeStyle(lineWidth: 1))
            let note = Color(white: 0.42)
            let u = side / 100
            canvas.fill(Path(ellipseIn: Rect(x: 34 * u, y: 58 * u, width: 18 * u, height: 13 * u)), with: note)
            canvas.fill(Rect(x: 48 * u, y: 28 * u, width: 4 * u, height: 37 * u), with: note)
            var flag = Path()
            flag.move(to: Point(x: 52 * u, y: 28 * u))
            flag.addCurve(to: Point(x: 64 * u, y: 50 * u), control1: Point(x: 56 * u, y: 38 * u), control2: Point(x: 70 * u, y: 38 * u))
            flag.addCurve(to: Point(x: 52 * u, y: 38 * u), control1: Point(x: 62 * u, y: 42 * u), control2: Point(x: 56 * u, y: 40 * u))
            flag.close()
            canvas.fill(flag, with: note)
        }
    }
}
