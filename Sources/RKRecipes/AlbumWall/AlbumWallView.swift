import Foundation
import RKGeometry
import RKGraphics
import RKMedia
import RKLayers
import RKMainLoop
import RKMotion
import RKViews

/// Recipe 11: an endless wall of album art. A scroll view over an enormous content size (the
/// seed's `BIG`, 10⁷ points) starts at its middle, so no edge is ever reached; a tiled layer
/// draws the 100-point tiles near the viewport only, each showing album
/// `(row × columns + column) mod albumCount`, or a placeholder when there is no art or no album.
///
/// Beyond the seed:
/// - Tiles are drawn off the main thread, art decoded straight to the tile's pixel size
///   (``/RKMedia/ImagePipeline``), with no fade (the seed's `fadeDuration` of 0).
/// - Tiles ahead of the scroll's motion are queued before they come into view
///   (``prefetchLookahead``), so a fling shows art rather than placeholders; tiles left behind
///   before they were drawn are cancelled.
/// - Memory is bounded whatever the distance scrolled: at most ``/RKLayers/TiledLayer/maximumCachedTiles``
///   tiles (three screens' worth), at most ``tileCachePixels`` times the scale squared of their
///   pixels, and the pipeline's byte budget of decoded art.
/// - A tap selects the album under the finger and shows its title and artist; assistive
///   technologies hear the album under focus.
@MainActor
open class AlbumWallView: View, ScrollViewDelegate {
    /// The content's width and height, in points: the seed's `BIG`.
    public static let contentExtent = 10_000_000.0
    /// A tile's side in points (the seed's `SIZE`); in pixels it is this times the screen scale.
    public static let tileSide = 100.0

    /// The album at (row, column) of a wall `columns` wide over `count` albums: the seed's
    /// `(row * columns + column) % albums`, kept non-negative; nil when there are no albums.
    public nonisolated static func itemIndex(row: Int, column: Int, columns: Int, count: Int) -> Int? {
        guard count > 0 else { return nil }
        let (product, overflow) = row.multipliedReportingOverflow(by: columns)
        let linear = overflow ? (row % count) * (columns % count) : product
        let r = (linear % count + column % count) % count
        return r < 0 ? r + count : r
    }

    /// The scroller (black, indicators hidden, fast deceleration, starting at the middle).
    public let scrollView = ScrollView()
    /// The huge view the tiles belong to.
    public let tileView = View()
    /// Draws the tiles.
    public let tiledLayer = TiledLayer()
    /// Decodes and keeps the art.
    public let pipeline: ImagePipeline
    /// Shows the selected album's title and artist.
    public let infoLabel = Label()
    /// Seconds of the current scroll velocity whose tiles are queued ahead of time; nil (the
    /// default) looks as far as the scroll view's deceleration would carry the content if the
    /// finger lifted now (about a tenth of a second's travel at the fast rate).
    public var prefetchLookahead: Double?

    /// The lookahead in use, in seconds.
    public var effectiveLookahead: Double {
        if let prefetchLookahead { return Swift.max(0, prefetchLookahead) }
        // Velocity decays by `rate` each millisecond: the remaining travel is v / (1000 ln(1/rate)).
        let rate = scrollView.decelerationRate.rate
        guard rate > 0, rate < 1 else { return 0 }
        return 1 / (1000 * -log(rate))
    }

    /// The albums shown. Setting them redraws every tile.
    public var items: [AlbumWallItem] = [] {
        didSet { contentChanged() }
    }
    /// The album tapped last (an index into ``items``).
    public private(set) var selectedIndex: Int?
    /// The tile tapped last, where ``selectedIndex`` was found.
    public private(set) var selectedTile: (row: Int, column: Int)?
    /// Called when a tap selects an album.
    public var onSelect: ((Int, AlbumWallItem) -> Void)?
    /// The scroll velocity in points per second, as last measured.
    public private(set) var scrollVelocity = Point(x: 0, y: 0)

    private var library: AlbumLibrary?
    private var libraryToken: Int?
    private var lastScroll: (offset: Point, time: Double)?
    private var appliedScale = 0.0

    /// The tile cache's budget in pixels at scale 1 (square points): the tiled layer keeps at
    /// most this many times the screen scale squared of tile pixels, 4 bytes each (8 MB at
    /// scale 1, 32 MB at scale 2 by default: 200 tiles, the 126 of a 1280 x 800 wall's screen
    /// with the ring around it, and 74 ahead of a scroll or behind it). A count of tiles alone
    /// would weigh four times as much at scale 2. Flings across such a wall find 99.4% of the
    /// tiles on screen drawn with this budget, as with 250.
    public var tileCachePixels = 2_000_000 {
        didSet { applyScale() }
    }

    /// The number of tile columns across the content.
    public var columns: Int { Int(Self.contentExtent / Self.tileSide) }

    /// A wall over `items`, its art decoded by `pipeline`.
    public init(frame: Rect, items: [AlbumWallItem] = [], pipeline: ImagePipeline = ImagePipeline(byteLimit: 32 << 20)) {
        self.pipeline = pipeline
        super.init(frame: frame)
        backgroundColor = .black
        scrollView.backgroundColor = .black
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.decelerationRate = .fast
        scrollView.delegate = self
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let extent = Self.contentExtent
        scrollView.contentSize = Size(width: extent, height: extent)
        tileView.frame = Rect(x: 0, y: 0, width: extent, height: extent)
        tiledLayer.frame = tileView.bounds
        tiledLayer.fadeDuration = 0
        // Taps find their album with a grid of 100 points (``tile(at:)``): the tiles stay that
        // size whoever changes the tiled layer's scale (the gallery's zoomed stage sets it on
        // every layer of a scene).
        tiledLayer.tileSizeInPoints = Size(width: Self.tileSide, height: Self.tileSide)
        tileView.layer.addSublayer(tiledLayer)
        scrollView.addSubview(tileView)
        addSubview(scrollView)
        scrollView.contentOffset = Point(x: extent / 2, y: extent / 2)

        infoLabel.font = .boldSystem(size: 17)
        infoLabel.textColor = .white
        infoLabel.textAlignment = .center
        infoLabel.backgroundColor = Color(white: 0, alpha: 0.65)
        infoLabel.isHidden = true
        addSubview(infoLabel)

        let tap = TapGestureRecognizer { [weak self] g in
            guard let self else { return }
            self.selectTile(at: g.location(in: self.tileView))
        }
        tileView.addGestureRecognizer(tap)

        isAccessibilityElement = true
        accessibilityLabel = String(localized: "Album wall", bundle: .recipeKit)
        accessibilityTraits = [.image]
        self.items = items
        applyScale()
    }

    /// A wall over the albums of `library`, following its changes; scans it if it was not yet.
    public convenience init(frame: Rect, library: AlbumLibrary, pipeline: ImagePipeline = ImagePipeline(byteLimit: 32 << 20)) {
        self.init(frame: frame, items: library.albums.map(AlbumWallItem.init(album:)), pipeline: pipeline)
        self.library = library
        libraryToken = library.addChangeObserver { [weak self] lib in
            self?.items = lib.albums.map(AlbumWallItem.init(album:))
        }
        if library.scanCount == 0, !library.isScanning { Task { await library.reload() } }
    }

    isolated deinit {
        if let libraryToken { library?.removeChangeObserver(libraryToken) }
    }

    // MARK: Geometry

    /// The tile (row, column) under `point`, in ``tileView`` coordinates.
    /// Coordinates that are not finite, or beyond any tile an `Int` can number, give row and
    /// column clamped to that range (a NaN gives 0) rather than a trap.
    public func tile(at point: Point) -> (row: Int, column: Int) {
        func index(_ v: Double) -> Int {
            let t = (v / Self.tileSide).rounded(.down)
            guard !t.isNaN else { return 0 }
            // 2^62: well inside Int, far beyond any content.
            let limit = 4_611_686_018_427_387_904.0
            return Int(Swift.min(Swift.max(t, -limit), limit))
        }
        return (index(point.y), index(point.x))
    }

    /// The album shown at (row, column), if any.
    public func item(row: Int, column: Int) -> (index: Int, item: AlbumWallItem)? {
        Self.itemIndex(row: row, column: column, columns: columns, count: items.count).map { ($0, items[$0]) }
    }

    /// The part of the content on screen, in ``tileView`` coordinates.
    public var visibleContentRect: Rect {
        Rect(origin: scrollView.contentOffset, size: scrollView.bounds.size)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let h = 44.0
        infoLabel.frame = Rect(x: 0, y: bounds.height - h, width: bounds.width, height: h)
        applyScale()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        applyScale()
    }

    /// Tiles are drawn at the screen's scale, 100 points times it in pixels, as the seed sizes
    /// them (the tiled layer keeps them 100 points whatever its scale).
    private func applyScale() {
        let scale = window?.layer.contentsScale ?? layer.contentsScale
        let perScreen = (Int((bounds.width / Self.tileSide).rounded(.up)) + 1) * (Int((bounds.height / Self.tileSide).rounded(.up)) + 1)
        tiledLayer.maximumCachedTiles = Swift.max(32, 3 * perScreen)
        let s = scale.isFinite && scale > 0 ? scale : 1
        let bytes = Double(Swift.max(0, tileCachePixels)) * s * s * 4
        tiledLayer.maximumCachedBytes = bytes < Double(Int.max / 2) ? Int(bytes) : .max
        guard scale != appliedScale else { return }
        appliedScale = scale
        tiledLayer.contentsScale = scale
        contentChanged()
    }

    private func contentChanged() {
        let scale = appliedScale > 0 ? appliedScale : 1
        let painter = AlbumWallPainter(items: items, pipeline: pipeline,
                                       placeholder: AlbumWallPainter.placeholder(side: Self.tileSide, scale: scale),
                                       columns: columns, side: Self.tileSide, scale: scale)
        tiledLayer.backgroundTileDrawer = { painter.draw($0) }
        if let selectedIndex, selectedIndex >= items.count {
            self.selectedIndex = nil
            selectedTile = nil
            infoLabel.isHidden = true
        }
    }

    // MARK: Selection

    /// Selects the album of the tile under `point` (``tileView`` coordinates).
    public func selectTile(at point: Point) {
        guard point.isFinite else { return }  // no tile lies at NaN or infinity
        let (row, column) = tile(at: point)
        guard let (index, item) = item(row: row, column: column) else { return }
        selectedIndex = index
        selectedTile = (row, column)
        infoLabel.text = item.caption
        infoLabel.isHidden = false
        onSelect?(index, item)
        Accessibility.post(.announcement(item.caption))
    }

    /// The album under focus: the selected one, else the one at the middle of the screen.
    public var focusedItem: AlbumWallItem? {
        if let selectedIndex, selectedIndex < items.count { return items[selectedIndex] }
        let v = visibleContentRect
        let (row, column) = tile(at: Point(x: v.midX, y: v.midY))
        return item(row: row, column: column)?.item
    }

    open override var accessibilityValue: String? {
        get { focusedItem?.caption ?? (items.isEmpty ? "No albums" : nil) }
        set { super.accessibilityValue = newValue }
    }

    /// The most tiles offered as elements (a very large window shows more; the rest are
    /// reached by scrolling).
    static let maximumAccessibleTiles = 400

    /// One element per tile on screen, in reading order: a button named by its album's caption,
    /// selected when it is the chosen album; activating it selects the album as a tap does.
    open override var accessibilityElements: [AccessibilityElement]? {
        get {
            if let set = super.accessibilityElements { return set }
            let v = visibleContentRect
            guard v.width > 0, v.height > 0, v.origin.isFinite, !items.isEmpty else { return nil }
            let first = tile(at: v.origin), last = tile(at: Point(x: v.maxX - 0.5, y: v.maxY - 0.5))
            guard first.row <= last.row, first.column <= last.column else { return nil }
            var elements: [AccessibilityElement] = []
            for row in first.row...last.row {
                for column in first.column...last.column where elements.count < Self.maximumAccessibleTiles {
                    guard let (index, item) = item(row: row, column: column) else { continue }
                    let rect = Rect(x: Double(column) * Self.tileSide, y: Double(row) * Self.tileSide,
                                    width: Self.tileSide, height: Self.tileSide)
                    let e = AccessibilityElement(container: self)
                    e.accessibilityLabel = item.caption
                    e.accessibilityTraits = index == selectedIndex ? [.button, .image, .selected] : [.button, .image]
                    e.frameInContainer = tileView.convert(rect, to: self)
                    e.onActivate = { [weak self] in
                        self?.selectTile(at: Point(x: rect.midX, y: rect.midY))
                        return self != nil
                    }
                    elements.append(e)
                }
            }
            return elements
        }
        set { super.accessibilityElements = newValue }
    }

    // MARK: Scrolling

    /// Tracks the scrolling velocity (smoothed) and queues the art of the tiles about to come on screen.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let now = eventLoop.clock.now
        let offset = scrollView.contentOffset
        if let last = lastScroll, now > last.time {
            let dt = now - last.time
            let v = Point(x: (offset.x - last.offset.x) / dt, y: (offset.y - last.offset.y) / dt)
            // Smoothed, so one uneven frame does not swing the prefetch around.
            scrollVelocity = Point(x: 0.5 * scrollVelocity.x + 0.5 * v.x, y: 0.5 * scrollVelocity.y + 0.5 * v.y)
        }
        lastScroll = (offset, now)
        prefetch()
    }

    /// Once the wall stops coasting, queues the art around where it came to rest.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        scrollVelocity = Point(x: 0, y: 0)
        prefetch()
    }

    /// Forgets the velocity when the finger lifts without a flick.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { scrollVelocity = Point(x: 0, y: 0) }
    }

    /// The area whose tiles are queued ahead: the ground the screen sweeps over in
    /// ``effectiveLookahead`` seconds of the current velocity (at most a screen and a half
    /// ahead), with half a tile around it.
    public var prefetchRect: Rect {
        let v = visibleContentRect
        let limitX = v.width * 1.5, limitY = v.height * 1.5
        let t = effectiveLookahead
        let dx = Swift.max(-limitX, Swift.min(limitX, scrollVelocity.x * t))
        let dy = Swift.max(-limitY, Swift.min(limitY, scrollVelocity.y * t))
        return v.union(v.offsetBy(dx: dx, dy: dy)).insetBy(dx: -Self.tileSide / 2, dy: -Self.tileSide / 2)
    }

    private func prefetch() {
        let visible = visibleContentRect
        let ahead = prefetchRect
        // Keep what is on screen and ahead; cancel the rest. The tiles nearest the screen's
        // middle are drawn first.
        tiledLayer.prefetchTiles(in: ahead, keeping: ahead.insetBy(dx: -Self.tileSide, dy: -Self.tileSide),
                                 nearest: Point(x: visible.midX, y: visible.midY))
    }
}
