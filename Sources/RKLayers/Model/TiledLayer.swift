import Foundation
import RKGeometry
import RKGraphics
import RKMainLoop

/// A layer whose content is drawn in tiles, lazily, only where it is visible
/// (CATiledLayer). Content can be arbitrarily large (an "infinite" wall of album art) while
/// memory stays bounded: at most ``maximumCachedTiles`` tiles are kept, the least recently
/// shown dropped first.
///
/// Tiles are drawn one of two ways:
/// - **On the main actor** (the default): ``Layer/draw(in:)`` or the delegate, once per tile, with
///   the canvas clipped to the tile, as the frame that first shows it is painted.
/// - **In the background**, when ``backgroundTileDrawer`` is set, as CATiledLayer does: a
///   missing tile is queued on a ``/RKMainLoop/WorkerPool`` (newest first) and appears in a later frame,
///   fading in over ``fadeDuration``. Tiles that scroll away before they are drawn are
///   cancelled. A tile drawn for content that has since been invalidated
///   (``setNeedsDisplay(in:)`` over it, or ``Layer/setNeedsDisplay()``) is thrown away rather than
///   shown: the stale-tile guard CATiledLayer users had to write themselves.
@MainActor
open class TiledLayer: Layer {
    override class var compositingRole: CompositingRole { .tiled }

    /// What a background tile drawer gets: where to draw and whether to bother.
    public struct TileDrawing: @unchecked Sendable {
        /// The canvas, clipped to the tile, in the layer's coordinates.
        public let canvas: Canvas
        /// The tile's rectangle in the layer's coordinates (points).
        public let rect: Rect
        /// The tile's column and row from the bounds origin.
        public let column: Int, row: Int
        /// Pixels per point.
        public let scale: Double
        let ticket: WorkerPool.Ticket?
        /// True when the tile is no longer wanted; a slow drawer may stop early.
        public var isCancelled: Bool { ticket?.isCancelled ?? false }
    }

    /// The size of a tile in pixels (256 x 256 by default, as CATiledLayer).
    public var tileSize = Size(width: 256, height: 256) {
        didSet { invalidateTiles() }
    }
    /// The size of a tile in points, kept whatever the ``Layer/contentsScale``: when set,
    /// ``tileSize`` is this times the contents scale, and follows the scale when it changes.
    /// For owners that compute with a grid of their own (the album wall's 100-point covers):
    /// with a size in pixels, a layer redrawn at another density (a zoomed stage, another
    /// screen) would draw its tiles at other places than the owner thinks. Nil (the default):
    /// ``tileSize`` alone sets the size, in pixels, as CATiledLayer's.
    public var tileSizeInPoints: Size? {
        didSet { followTileSizeInPoints() }
    }
    /// A change of scale drops every tile: the cached ones were drawn at the old scale, and
    /// as ``tileSize`` is in pixels their keys now name other rectangles.
    public override var contentsScale: Double {
        didSet {
            guard contentsScale != oldValue else { return }
            invalidateTiles()
            followTileSizeInPoints()
        }
    }
    /// How long a newly drawn background tile takes to fade in (Core Animation uses 0.25 s);
    /// 0 shows tiles at once, as the album wall does. Tiles drawn on the main actor show at once.
    public var fadeDuration = 0.25
    /// The most tiles kept in memory. Tiles on screen are kept even when they are more.
    public var maximumCachedTiles = 256 {
        didSet { tiles.countLimit = Swift.max(1, maximumCachedTiles) }
    }
    /// Draws tiles off the main thread when set; see the type's discussion. It must not touch
    /// main-actor state: give it what it needs through Sendable values.
    public var backgroundTileDrawer: (@Sendable (TileDrawing) -> Void)? {
        didSet { invalidateTiles() }
    }
    /// Where background tiles are drawn.
    public var workerPool: WorkerPool = .shared
    /// Runs the ``backgroundTileDrawer`` on the main actor, in the frame that needs the tile,
    /// instead of in the background: for exports and snapshots, whose every frame must be
    /// complete. Off by default.
    public var drawsTilesSynchronously = false {
        didSet { invalidateTiles() }
    }

    struct TileKey: Hashable { var column: Int; var row: Int }
    private struct Tile { var image: Image; var shownAt: Double? }
    private var tiles = LRUCache<TileKey, Tile>(countLimit: 256)
    private var pending: [TileKey: (ticket: WorkerPool.Ticket, generation: Int, prefetch: Bool)] = [:]
    /// Bumped by every invalidation of a tile (and `allGeneration` of them all): a background
    /// tile drawn for an older generation is stale.
    private var tileGenerations: [TileKey: Int] = [:]
    private var allGeneration = 0
    private var fadeTimer: EventLoop.Timer?
    /// Tiles a paint found missing, drawn after the frame (see ``drawMissingTiles(in:)``).
    private var missedByPaint: [TileKey] = []
    private var missedTilesTimer: EventLoop.Timer?
    /// Tiles a paint needed that were not drawn before it (shown a frame later). The compositor
    /// draws every visible missing tile before painting, so this stays 0 in a steady scene.
    public private(set) var tilesMissedByPaint = 0

    /// Number of tile draws so far, on either path (for tests and benchmarks).
    public private(set) var tilesDrawn = 0
    /// Background tiles dropped as stale (drawn for content invalidated meanwhile).
    public private(set) var staleTilesDropped = 0
    /// Background tiles cancelled before they were drawn (they scrolled away).
    public private(set) var tilesCancelled = 0

    public override init() {
        super.init()
    }

    /// Tiles currently cached.
    public var cachedTileCount: Int { tiles.count }
    /// Background tiles queued or being drawn.
    public var pendingTileCount: Int { pending.count }
    /// The cached tiles' rectangles, most recently shown first (layer coordinates).
    public var cachedTileRects: [Rect] { tiles.keysNewestFirst.map(tileRect) }
    /// The rectangles of the tiles queued or being drawn in the background.
    public var pendingTileRects: [Rect] { pending.keys.map(tileRect) }
    /// True when every tile covering `rect` (layer coordinates) is cached: it shows at once.
    public func hasTiles(covering rect: Rect) -> Bool {
        tileKeys(covering: rect).allSatisfy { tiles.contains($0) }
    }

    /// The tiles covering `rect` (layer coordinates), and how many of them are not cached.
    public func tileCounts(covering rect: Rect) -> (total: Int, missing: Int) {
        let keys = tileKeys(covering: rect)
        return (keys.count, keys.count(where: { !tiles.contains($0) }))
    }

    public override func setNeedsDisplay(in rect: Rect) {
        let keys = tiles.keysNewestFirst.filter { tileRect($0).intersects(rect) }
        for k in keys { tiles.removeValue(forKey: k) }
        for k in pending.keys where tileRect(k).intersects(rect) { tileGenerations[k, default: 0] += 1 }
        noteWholeRedisplay()
    }

    /// Tiled layers never build a single backing store; marking them drops every tile.
    public override func display() {
        invalidateTiles()
    }

    private func invalidateTiles() {
        tiles.removeAll()
        allGeneration += 1
        tileGenerations.removeAll()
        noteWholeRedisplay()
    }

    /// The whole layer is to be repainted (tiles dropped, fading), whatever else arrives.
    private func noteWholeRedisplay() {
        drawingDamage = [bounds]
        displayVersion &+= 1
        markSubtreeChanged()
    }

    /// Only `rect` (layer coordinates) is to be repainted: a tile arrived.
    private func noteRedisplay(of rect: Rect) {
        var rects = (drawingDamage ?? []) + [rect]
        if rects.count > 64 {
            rects = [Rect.bounding(rects.flatMap { [Point(x: $0.minX, y: $0.minY), Point(x: $0.maxX, y: $0.maxY)] })]
        }
        drawingDamage = rects
        displayVersion &+= 1
        markSubtreeChanged()
    }

    private func followTileSizeInPoints() {
        guard let points = tileSizeInPoints else { return }
        let size = Size(width: points.width * contentsScale, height: points.height * contentsScale)
        if size != tileSize { tileSize = size }
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

    /// The tiles covering `rect` (layer coordinates), clipped to the bounds, nearest the middle first.
    func tileKeys(covering rect: Rect) -> [TileKey] {
        let r = rect.intersection(bounds)
        guard !r.isNull, r.width > 0, r.height > 0, r.isFinite else { return [] }
        let t = tilePoints, b = bounds
        let c0 = Int(((r.minX - b.minX) / t.width).rounded(.down)), c1 = Int(((r.maxX - b.minX) / t.width).rounded(.up))
        let r0 = Int(((r.minY - b.minY) / t.height).rounded(.down)), r1 = Int(((r.maxY - b.minY) / t.height).rounded(.up))
        guard c1 > c0, r1 > r0 else { return [] }
        var keys: [TileKey] = []
        keys.reserveCapacity((c1 - c0) * (r1 - r0))
        for row in r0..<r1 { for col in c0..<c1 { keys.append(TileKey(column: col, row: row)) } }
        return keys
    }

    /// Draws the tiles intersecting `visible` (layer coordinates): cached ones at once, missing
    /// ones drawn now (main-actor drawing) or queued (background drawing).
    func drawTiles<P: Painter>(in canvas: P, visible: Rect, alpha: Double) {
        let keys = tileKeys(covering: visible)
        guard !keys.isEmpty else { return }
        // Everything on screen stays cached, however small the limit.
        tiles.countLimit = Swift.max(Swift.max(1, maximumCachedTiles), keys.count)
        let now = eventLoop.clock.now
        var fading = false
        for key in keys {
            let rect = tileRect(key).intersection(bounds)
            guard !rect.isNull, rect.width > 0, rect.height > 0 else { continue }
            if var tile = tiles.value(forKey: key) {
                var a = alpha
                if let shown = tile.shownAt, fadeDuration > 0 {
                    let f = (now - shown) / fadeDuration
                    if f < 1 { a *= Swift.max(0, f); fading = true } else { tile.shownAt = nil; tiles.insert(tile, forKey: key) }
                }
                canvas.draw(tile.image, in: rect, opacity: a, interpolation: .low)
            } else if drawsTilesOnMainActor {
                // Drawn before the paint (``drawMissingTiles(in:)``) unless the paint reaches
                // further than the compositor foresaw: then it is drawn after this frame and
                // shown in the next, as the paint runs no app code.
                tilesMissedByPaint += 1
                missedByPaint.append(key)
            } else if backgroundTileDrawer != nil {
                // A tile queued ahead of time that is now on screen moves to the front, unless
                // it is being drawn already (cancelling that one would drop its result).
                if let job = pending[key], job.prefetch, job.ticket.withdraw() { pending[key] = nil }
                queueTile(key, rect: rect, prefetch: false)
            }
        }
        if !missedByPaint.isEmpty, missedTilesTimer == nil {
            missedTilesTimer = eventLoop.perform(afterDelay: 0) { [weak self] in
                guard let self else { return }
                self.missedTilesTimer = nil
                let keys = self.missedByPaint
                self.missedByPaint.removeAll()
                for key in keys { self.noteRedisplay(of: self.tileRect(key)) }
            }
        }
        if fading, fadeTimer == nil {
            fadeTimer = eventLoop.perform(afterDelay: 1.0 / 60) { [weak self] in
                guard let self else { return }
                self.fadeTimer = nil
                self.noteWholeRedisplay()
            }
        }
    }

    /// Whether tiles are drawn on the main actor, in the frame that shows them (no
    /// ``backgroundTileDrawer``, or ``drawsTilesSynchronously``).
    var drawsTilesOnMainActor: Bool { backgroundTileDrawer == nil || drawsTilesSynchronously }

    /// Draws the tiles covering `visible` (layer coordinates) that are not cached, when tiles
    /// are drawn on the main actor. The compositor calls it between its walk and its paint, so
    /// that drawing code never runs inside a paint.
    func drawMissingTiles(in visible: Rect) {
        guard drawsTilesOnMainActor else { return }
        let keys = tileKeys(covering: visible)
        guard !keys.isEmpty else { return }
        tiles.countLimit = Swift.max(Swift.max(1, maximumCachedTiles), keys.count)
        for key in keys where !tiles.contains(key) {
            let rect = tileRect(key).intersection(bounds)
            guard !rect.isNull, rect.width > 0, rect.height > 0 else { continue }
            if let drawer = backgroundTileDrawer {
                _ = drawTileNow(key, rect: rect, drawer: drawer)
            } else {
                _ = drawTile(key, rect: rect)
            }
        }
    }

    /// Queues background drawing of the tiles covering `rect` that are neither cached nor
    /// queued, those nearest `nearest` (default: the middle of `rect`) first, and cancels
    /// queued tiles outside `keeping` (default: `rect`). Views call it with the area just
    /// ahead of a scroll, so tiles are ready when they come into view. The tiles wait behind
    /// every tile on screen. Does nothing without a ``backgroundTileDrawer``.
    public func prefetchTiles(in rect: Rect, keeping: Rect? = nil, nearest: Point? = nil) {
        guard backgroundTileDrawer != nil, !drawsTilesSynchronously else { return }
        let keys = tileKeys(covering: rect)
        let keep = keeping ?? rect
        for (key, job) in pending where !tileRect(key).intersects(keep) {
            if job.ticket.cancel() { tilesCancelled += 1 }
            pending[key] = nil
        }
        // Only tiles neither kept nor queued, each distance worked out once: views call this
        // every scroll step, when most of the area is in hand already.
        let mid = nearest ?? Point(x: rect.midX, y: rect.midY)
        var wanted: [(key: TileKey, rect: Rect, distance: Double)] = []
        for key in keys where pending[key] == nil && !tiles.contains(key) {
            let r = tileRect(key)
            let dx = r.midX - mid.x, dy = r.midY - mid.y
            wanted.append((key, r, dx * dx + dy * dy))
        }
        // Nearest last: the pool runs the newest first.
        wanted.sort { $0.distance > $1.distance }
        for w in wanted {
            let r = w.rect.intersection(bounds)
            if !r.isNull, r.width > 0, r.height > 0 { queueTile(w.key, rect: r, prefetch: true) }
        }
    }

    /// Cancels every queued background tile outside `rect` (layer coordinates).
    public func cancelTiles(outside rect: Rect) {
        for (key, job) in pending where !tileRect(key).intersects(rect) {
            if job.ticket.cancel() { tilesCancelled += 1 }
            pending[key] = nil
        }
    }

    private func queueTile(_ key: TileKey, rect: Rect, prefetch: Bool) {
        guard pending[key] == nil, let drawer = backgroundTileDrawer else { return }
        let generation = allGeneration &* 1_000_003 &+ tileGenerations[key, default: 0]
        let scale = contentsScale
        // The tree's own loop takes the result, whichever loop is current now.
        let waker = eventLoop.waker
        // The worker draws in the traits of the frame that asked, as the main actor would.
        let traits = TraitCollection.current
        let ticket = workerPool.submit(priority: prefetch ? .low : .high) { [weak self] ticket in
            guard let bitmap = try? Bitmap(size: rect.size, scale: scale) else { return }
            let canvas = Canvas(bitmap: bitmap)
            canvas.translate(x: -rect.minX, y: -rect.minY)
            canvas.clip(to: rect)
            traits.performAsCurrent {
                drawer(TileDrawing(canvas: canvas, rect: rect, column: key.column, row: key.row, scale: scale, ticket: ticket))
            }
            guard !ticket.isCancelled else { return }
            let image = bitmap.makeImage()
            waker.post { self?.tileArrived(key, image: image, generation: generation) }
        }
        pending[key] = (ticket, generation, prefetch)
    }

    private func tileArrived(_ key: TileKey, image: Image, generation: Int) {
        guard let job = pending[key], job.generation == generation else {
            // Drawn for content that changed meanwhile (or after the tile was cancelled).
            staleTilesDropped += 1
            return
        }
        pending[key] = nil
        guard generation == allGeneration &* 1_000_003 &+ tileGenerations[key, default: 0] else {
            staleTilesDropped += 1
            return
        }
        tileGenerations[key] = nil
        tilesDrawn += 1
        tiles.insert(Tile(image: image, shownAt: fadeDuration > 0 ? eventLoop.clock.now : nil), forKey: key)
        // Only this tile's area changed: nothing on screen, when it arrived ahead of it.
        noteRedisplay(of: tileRect(key))
    }

    private func drawTileNow(_ key: TileKey, rect: Rect, drawer: @Sendable (TileDrawing) -> Void) -> Image? {
        guard let bitmap = try? Bitmap(size: rect.size, scale: contentsScale) else { return nil }
        let canvas = Canvas(bitmap: bitmap)
        canvas.translate(x: -rect.minX, y: -rect.minY)
        canvas.clip(to: rect)
        drawer(TileDrawing(canvas: canvas, rect: rect, column: key.column, row: key.row, scale: contentsScale, ticket: nil))
        let image = bitmap.makeImage()
        tiles.insert(Tile(image: image, shownAt: nil), forKey: key)
        tilesDrawn += 1
        return image
    }

    private func drawTile(_ key: TileKey, rect: Rect) -> Image? {
        guard let bitmap = try? Bitmap(size: rect.size, scale: contentsScale) else { return nil }
        let canvas = Canvas(bitmap: bitmap)
        canvas.translate(x: -rect.minX, y: -rect.minY)
        canvas.clip(to: rect)
        if let delegate { delegate.draw(self, in: canvas) } else { draw(in: canvas) }
        let image = bitmap.makeImage()
        tiles.insert(Tile(image: image, shownAt: nil), forKey: key)
        tilesDrawn += 1
        return image
    }
}
