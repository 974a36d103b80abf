import Geometry
import Graphics

/// A layer whose content is drawn in tiles, lazily, only where it is visible
/// (CATiledLayer). Its ``draw(in:)`` is called once per tile with the canvas clipped to the
/// tile, so content can be arbitrarily large (an "infinite" wall of album art) while memory
/// stays bounded: at most ``maximumCachedTiles`` tiles are kept, the ones farthest from the
/// visible area being dropped first.
@MainActor
open class TiledLayer: Layer {
    /// The size of a tile in pixels (256 x 256 by default, as CATiledLayer).
    public var tileSize = Size(width: 256, height: 256) {
        didSet { invalidateTiles() }
    }
    /// How long a newly drawn tile takes to fade in (Core Animation uses 0.25 s). The fade is
    /// applied once animations exist; 0 shows tiles at once.
    public var fadeDuration = 0.25
    /// The most tiles kept in memory.
    public var maximumCachedTiles = 256

    struct TileKey: Hashable { var column: Int; var row: Int }
    private var tiles: [TileKey: Image] = [:]
    /// Number of tile draws so far (for tests and benchmarks).
    public private(set) var tilesDrawn = 0

    public override init() {
        super.init()
    }

    /// Tiles currently cached.
    public var cachedTileCount: Int { tiles.count }

    public override func setNeedsDisplay(in rect: Rect) {
        let keys = tiles.keys.filter { tileRect($0).intersects(rect) }
        for k in keys { tiles[k] = nil }
        displayVersion &+= 1
        markSubtreeChanged()
    }

    /// Tiled layers never build a single backing store; marking them drops every tile.
    public override func display() {
        invalidateTiles()
    }

    private func invalidateTiles() {
        tiles.removeAll()
        displayVersion &+= 1
        markSubtreeChanged()
    }

    private var tilePoints: Size {
        let s = contentsScale
        return Size(width: Swift.max(1, tileSize.width) / s, height: Swift.max(1, tileSize.height) / s)
    }

    func tileRect(_ k: TileKey) -> Rect {
        let t = tilePoints
        return Rect(x: bounds.minX + Double(k.column) * t.width, y: bounds.minY + Double(k.row) * t.height,
                    width: t.width, height: t.height)
    }

    /// Draws the tiles intersecting `visible` (layer coordinates), drawing missing ones first.
    func drawTiles(in canvas: Canvas, visible: Rect, alpha: Double) {
        guard !visible.isNull, visible.width > 0, visible.height > 0, visible.isFinite else { return }
        let t = tilePoints
        let b = bounds
        let c0 = Int(((visible.minX - b.minX) / t.width).rounded(.down))
        let c1 = Int(((visible.maxX - b.minX) / t.width).rounded(.up))
        let r0 = Int(((visible.minY - b.minY) / t.height).rounded(.down))
        let r1 = Int(((visible.maxY - b.minY) / t.height).rounded(.up))
        guard c1 > c0, r1 > r0, (c1 - c0) * (r1 - r0) <= 4096 else { return }
        for row in r0..<r1 {
            for col in c0..<c1 {
                let key = TileKey(column: col, row: row)
                let rect = tileRect(key).intersection(b)
                guard !rect.isNull, rect.width > 0, rect.height > 0 else { continue }
                let image = tiles[key] ?? drawTile(key, rect: rect)
                if let image { canvas.draw(image, in: rect, opacity: alpha) }
            }
        }
        evict(keeping: Rect(x: Double(c0), y: Double(r0), width: Double(c1 - c0), height: Double(r1 - r0)))
    }

    private func drawTile(_ key: TileKey, rect: Rect) -> Image? {
        guard let bitmap = try? Bitmap(size: rect.size, scale: contentsScale) else { return nil }
        let canvas = Canvas(bitmap: bitmap)
        canvas.translate(x: -rect.minX, y: -rect.minY)
        canvas.clip(to: rect)
        if let delegate { delegate.draw(self, in: canvas) } else { draw(in: canvas) }
        let image = bitmap.makeImage()
        tiles[key] = image
        tilesDrawn += 1
        return image
    }

    private func evict(keeping visibleTiles: Rect) {
        guard tiles.count > maximumCachedTiles else { return }
        let cx = visibleTiles.midX, cy = visibleTiles.midY
        let sorted = tiles.keys.sorted {
            let da = abs(Double($0.column) - cx) + abs(Double($0.row) - cy)
            let db = abs(Double($1.column) - cx) + abs(Double($1.row) - cy)
            return da > db
        }
        for k in sorted.prefix(tiles.count - maximumCachedTiles) { tiles[k] = nil }
    }
}
