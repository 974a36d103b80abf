import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKMedia
import RKMainLoop
import RKMotion
import RKSnapshotTesting
import Testing
import RKViews

@testable import RKLayers
@testable import RKRecipes

@MainActor
@Suite(.serialized) struct AlbumWallViewTests {
    let big = AlbumWallView.contentExtent

    /// A wall filling a headless window, its tiles drawn on the main actor so every frame is
    /// complete (the background path has its own tests below).
    func makeWall(size: Size = Size(width: 400, height: 300), scale: Double = 1, items: [AlbumWallItem],
                  synchronous: Bool = true) throws -> (HeadlessHost, AlbumWallView) {
        let host = try HeadlessHost(size: size, scale: scale)
        let wall = AlbumWallView(frame: Rect(size: size), items: items, pipeline: ImagePipeline(byteLimit: 4 << 20))
        wall.tiledLayer.drawsTilesSynchronously = synchronous
        host.window.addSubview(wall)
        host.window.makeKeyAndVisible()
        _ = host.run(for: 0.02)
        return (host, wall)
    }

    /// Lets the background tile drawing finish and the frames take it in.
    func settle(_ host: HeadlessHost, _ wall: AlbumWallView) {
        for _ in 0..<3 {
            wall.tiledLayer.workerPool.waitUntilIdle()
            _ = host.run(for: 1.0 / 60)
        }
    }

    @Test func keepsTheSeedsSetUp() throws {
        let (_, wall) = try makeWall(scale: 2, items: GeneratedAlbums.items(count: 5))
        let s = wall.scrollView
        #expect(s.contentSize == Size(width: big, height: big))
        #expect(s.contentOffset == Point(x: big / 2, y: big / 2))
        #expect(s.backgroundColor == .black)
        #expect(!s.showsHorizontalScrollIndicator && !s.showsVerticalScrollIndicator)
        #expect(s.decelerationRate == .fast)
        #expect(wall.tileView.frame == Rect(x: 0, y: 0, width: big, height: big))
        #expect(wall.tiledLayer.fadeDuration == 0)
        // 100 points times the screen scale.
        #expect(wall.tiledLayer.tileSize == Size(width: 200, height: 200))
        #expect(wall.columns == 100_000)
    }

    @Test func theTileIndexFormula() {
        let columns = 100_000
        for count in [1, 3, 7, 250, 9_999] {
            let pairs = [(0, 0), (0, 1), (1, 0), (3, 99_999), (50_000, 50_000), (50_000, 50_003), (49_999, 99_999),
                         (99_999, 99_999), (12_345, 678)]
            for (row, column) in pairs {
                // The seed's row * columns + column, modulo the album count, in wider arithmetic.
                let expected = Int((Int64(row) * Int64(columns) + Int64(column)) % Int64(count))
                #expect(AlbumWallView.itemIndex(row: row, column: column, columns: columns, count: count) == expected,
                        "row \(row) column \(column) of \(count)")
            }
        }
        #expect(AlbumWallView.itemIndex(row: 5, column: 5, columns: columns, count: 0) == nil)
        // Neighbours along a row are consecutive albums, wrapping around.
        #expect(AlbumWallView.itemIndex(row: 50_000, column: 50_001, columns: columns, count: 7)
                == (AlbumWallView.itemIndex(row: 50_000, column: 50_000, columns: columns, count: 7)! + 1) % 7)
        // Off the content too (negative), the index stays in range.
        #expect(AlbumWallView.itemIndex(row: -1, column: -3, columns: columns, count: 7).map { (0..<7).contains($0) } == true)
    }

    @Test func eachTileShowsItsAlbumsArt() throws {
        let items = GeneratedAlbums.items(count: 7)
        let (host, wall) = try makeWall(items: items)
        let image = host.snapshot()
        let origin = wall.scrollView.contentOffset
        // The tile whose top left corner is at the content offset (BIG/2 is a whole number of tiles).
        let row = Int(origin.y / 100), column = Int(origin.x / 100)
        for (dr, dc) in [(0, 0), (0, 1), (1, 2), (2, 0)] {
            let index = AlbumWallView.itemIndex(row: row + dr, column: column + dc, columns: wall.columns, count: 7)!
            let art = try Image.thumbnail(data: try items[index].loadArt!(), maxPixelSize: 100)
            // A point in the cover's gradient, away from its text (and below the status bar).
            let (x, y) = (10, 40)
            let shown = image.pixel(x: dc * 100 + x, y: dr * 100 + y)!
            let expected = art.pixel(x: x, y: y)!
            for shift in [16, 8, 0] {
                #expect(abs(Int((shown >> UInt32(shift)) & 0xFF) - Int((expected >> UInt32(shift)) & 0xFF)) <= 6,
                        "tile \(dr),\(dc) shows album \(index)")
            }
        }
    }

    @Test func placeholdersWithoutArtOrWithoutAlbums() throws {
        let placeholder = AlbumWallPainter.placeholder(side: 100, scale: 1)
        let noArt = [AlbumWallItem(id: "a", title: "Silent"), AlbumWallItem(id: "b", title: "Quiet")]
        for items in [[], noArt] {
            let (host, _) = try makeWall(items: items)
            let image = host.snapshot()
            for (x, y) in [(50, 64), (150, 64), (250, 164), (5, 30)] {
                #expect(image.pixel(x: x, y: y) == placeholder.pixel(x: x % 100, y: y % 100), "\(items.count) albums, (\(x), \(y))")
            }
        }
    }

    @Test func corruptArtShowsThePlaceholderAndIsLogged() throws {
        let broken = AlbumWallItem(id: "broken", title: "Broken") { Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 1, 2]) }
        let placeholder = AlbumWallPainter.placeholder(side: 100, scale: 1)
        let lines = try RecipeLog.capturingLines {
            let (host, _) = try makeWall(items: [broken])
            #expect(host.snapshot().pixel(x: 50, y: 64) == placeholder.pixel(x: 50, y: 64))
        }
        #expect(lines.contains { $0.contains("broken") })
    }

    @Test func backgroundTilesAppearWithoutFading() throws {
        let (host, wall) = try makeWall(items: GeneratedAlbums.items(count: 3), synchronous: false)
        #expect(host.snapshot().pixel(x: 50, y: 50) == 0xFF00_0000)  // black until drawn
        #expect(wall.tiledLayer.pendingTileCount > 0)
        settle(host, wall)
        let shown = host.snapshot().pixel(x: 10, y: 40)!
        // The first frame with the tile shows it fully: no longer black, no fade in progress.
        #expect(shown != 0xFF00_0000)
        _ = host.run(for: 0.1)
        #expect(host.snapshot().pixel(x: 10, y: 40) == shown)
    }

    @Test func tilesAreDrawnOnlyNearTheViewport() throws {
        let (host, wall) = try makeWall(items: GeneratedAlbums.items(count: 9), synchronous: false)
        settle(host, wall)
        // On screen, and at most one tile around it.
        let near = wall.visibleContentRect.insetBy(dx: -100, dy: -100)
        #expect(wall.tiledLayer.hasTiles(covering: wall.visibleContentRect))
        #expect(wall.tiledLayer.cachedTileRects.count >= 12)  // the 4 x 3 on screen
        for r in wall.tiledLayer.cachedTileRects + wall.tiledLayer.pendingTileRects {
            #expect(near.contains(Point(x: r.midX, y: r.midY)), "tile \(r) far from the viewport")
        }
    }

    @Test func tilesAheadOfTheMotionAreQueuedFirst() throws {
        let (host, wall) = try makeWall(items: GeneratedAlbums.items(count: 9), synchronous: false)
        settle(host, wall)
        let start = wall.visibleContentRect
        // Scroll right at 1500 points per second for a few frames.
        for _ in 0..<4 {
            wall.scrollView.contentOffset.x += 25
            _ = host.run(for: 1.0 / 60)
        }
        #expect(wall.scrollVelocity.x > 1000)
        #expect(abs(wall.scrollVelocity.y) < 1)
        // As far as the fast deceleration would carry the wall: v / (1000 ln(1/0.99)) seconds.
        let lookahead = 1 / (1000 * -log(0.99))
        #expect(abs(wall.effectiveLookahead - lookahead) < 1e-9)
        let ahead = wall.prefetchRect
        let travel = wall.scrollVelocity.x * lookahead
        #expect(travel > 100)
        #expect(abs(ahead.maxX - (wall.visibleContentRect.maxX + travel + 50)) < 1e-6)
        #expect(ahead.minX >= start.minX)
        // Nothing was queued to the left, where the wall came from, beyond the ring of half a
        // tile kept around the screen.
        for r in wall.tiledLayer.pendingTileRects { #expect(r.minX >= start.minX - AlbumWallView.tileSide) }
        // The tiles right of the screen are drawn before the screen reaches them.
        settle(host, wall)
        let next = wall.visibleContentRect.offsetBy(dx: travel, dy: 0)
        #expect(wall.tiledLayer.hasTiles(covering: next))
        // Up and down are not prefetched when moving sideways.
        #expect(!wall.tiledLayer.hasTiles(covering: wall.visibleContentRect.offsetBy(dx: 0, dy: 200)))
        // Scrolling up instead turns the prefetch upward.
        for _ in 0..<6 {
            wall.scrollView.contentOffset.y -= 30
            _ = host.run(for: 1.0 / 60)
        }
        #expect(wall.scrollVelocity.y < -1000)
        #expect(wall.prefetchRect.minY < wall.visibleContentRect.minY - 150)
    }

    /// The tile cache's budget is in pixels times the scale squared: at scale 2 it holds the
    /// same tiles' worth as at 1, never a count of tiles four times as heavy.
    @Test(arguments: [1.0, 2.0]) func theTileCacheStaysWithinItsByteBudget(scale: Double) throws {
        let (host, wall) = try makeWall(size: Size(width: 320, height: 240), scale: scale, items: GeneratedAlbums.items(count: 40))
        wall.tileCachePixels = 300_000  // 30 tiles of 100 points, fewer than the 60 the count allows
        let budget = 300_000 * Int(scale * scale) * 4
        #expect(wall.tiledLayer.maximumCachedBytes == budget)
        var rng = SeededRandomNumberGenerator(seed: 5)
        for _ in 0..<40 {
            let o = wall.scrollView.contentOffset
            wall.scrollView.contentOffset = Point(x: o.x + Double(rng.next() % 300), y: o.y + Double(rng.next() % 300) - 150)
            _ = host.run(for: 1.0 / 60)
            #expect(wall.tiledLayer.cachedTileBytes <= budget)
            #expect(wall.tiledLayer.cachedTileCount <= 30)
            // What is on screen is all there.
            #expect(wall.tiledLayer.hasTiles(covering: wall.visibleContentRect))
        }
        #expect(wall.tiledLayer.cachedTileCount > 20)
    }

    /// A fast scroll's prefetch reaching further than a small cache keeps is cut to what the
    /// cache holds, nearest first, so that tiles arriving ahead do not push out those on screen:
    /// the screen completes and the cache stays within its budget.
    @Test func aPrefetchWiderThanTheCacheStillCompletesTheScreen() throws {
        let (host, wall) = try makeWall(size: Size(width: 320, height: 240), items: GeneratedAlbums.items(count: 40),
                                        synchronous: false)
        wall.tileCachePixels = 300_000  // 30 tiles; the screen needs up to 20
        for _ in 0..<12 {
            // 2,000 points a frame: the prefetch reaches a screen and a half ahead.
            let o = wall.scrollView.contentOffset
            wall.scrollView.contentOffset = Point(x: o.x + 2_000, y: o.y + 700)
            _ = host.run(for: 1.0 / 60)
        }
        for _ in 0..<20 where !wall.tiledLayer.hasTiles(covering: wall.visibleContentRect) { settle(host, wall) }
        #expect(wall.tiledLayer.hasTiles(covering: wall.visibleContentRect))
        #expect(wall.tiledLayer.cachedTileCount <= 30)
    }

    @Test func memoryStaysWithinBudgetOverAMillionPoints() throws {
        var rng = SeededRandomNumberGenerator(seed: 11)
        let (host, wall) = try makeWall(size: Size(width: 320, height: 240), items: GeneratedAlbums.items(count: 40), synchronous: false)
        var travelled = 0.0
        var steps = 0
        while travelled < 1_000_000 {
            steps += 1
            if steps % 25 == 0 {
                // A real fling now and then.
                let a = Point(x: 160, y: 120)
                let b = Point(x: 160 + Double(rng.next() % 200) - 100, y: 120 + Double(rng.next() % 200) - 100)
                host.drag(from: a, to: b, steps: 4, duration: 0.05)
                _ = host.run(for: 0.5)
            } else {
                let dx = Double(rng.next() % 20_000) - 10_000, dy = Double(rng.next() % 20_000) - 10_000
                wall.scrollView.contentOffset = Point(x: wall.scrollView.contentOffset.x + dx, y: wall.scrollView.contentOffset.y + dy)
                travelled += abs(dx) + abs(dy)
                _ = host.run(for: 1.0 / 60)
            }
            if steps % 5 == 0 { settle(host, wall) }
            #expect(wall.tiledLayer.cachedTileCount <= wall.tiledLayer.maximumCachedTiles)
            #expect(wall.pipeline.cache.totalBytes <= wall.pipeline.cache.byteLimit)
            // Queued work covers only the screen and the ground ahead of it.
            let ahead = wall.prefetchRect.union(wall.visibleContentRect).insetBy(dx: -100, dy: -100)
            #expect(wall.tiledLayer.pendingTileCount <= wall.tiledLayer.tileCounts(covering: ahead).total)
        }
        #expect(wall.tiledLayer.tilesDrawn > 100)
        // Still far from any edge.
        let o = wall.scrollView.contentOffset
        #expect(o.x > 0 && o.y > 0 && o.x < big && o.y < big)
    }

    @Test func aTapSelectsTheAlbumAndShowsItsTitleAndArtist() throws {
        let items = GeneratedAlbums.items(count: 5)
        let (host, wall) = try makeWall(items: items)
        var selected: [Int] = []
        wall.onSelect = { i, _ in selected.append(i) }
        host.tap(at: Point(x: 150, y: 250))
        _ = host.run(for: 0.1)
        let o = wall.scrollView.contentOffset
        let expected = AlbumWallView.itemIndex(row: Int(o.y / 100) + 2, column: Int(o.x / 100) + 1, columns: wall.columns, count: 5)!
        #expect(selected == [expected])
        #expect(wall.selectedIndex == expected)
        #expect(!wall.infoLabel.isHidden)
        #expect(wall.infoLabel.text == items[expected].caption)
        #expect(items[expected].caption.contains(" — "))
        #expect(wall.accessibilityValue == items[expected].caption)
    }

    /// Covers of one flat colour each, so a pixel of a frame tells which album is drawn there.
    static let flatColours: [UInt32] = [0xFFE0_2020, 0xFF20_C020, 0xFF20_40E0, 0xFFE0_C020, 0xFFC0_20C0, 0xFF20_C0C0, 0xFF80_8080]

    static func flatItems() throws -> [AlbumWallItem] {
        try flatColours.enumerated().map { i, colour in
            let png = try Image(width: 8, height: 8, premultipliedARGB: [UInt32](repeating: colour, count: 64)).pngData()
            return AlbumWallItem(id: "flat-\(i)", title: "Flat \(i)") { png }
        }
    }

    static func close(_ a: UInt32, _ b: UInt32) -> Bool {
        [16, 8, 0].allSatisfy { abs(Int((a >> UInt32($0)) & 0xFF) - Int((b >> UInt32($0)) & 0xFF)) <= 8 }
    }

    /// A tap selects the album drawn under it, the wall scrolled off the tile grid, also when its
    /// layers are redrawn at a density other than the window's: the gallery's stage zooms a
    /// scene to fit and sets that density on every layer of it, the tiled layer's included,
    /// which used to make the tiles 100 pixels rather than 100 points while taps kept to a grid
    /// of 100 points.
    @Test(arguments: [1.0, 2.0]) func aTapSelectsTheAlbumDrawnUnderIt(scale: Double) throws {
        Application.shared.isStatusBarHidden = true
        defer { Application.shared.isStatusBarHidden = false }
        let items = try Self.flatItems()
        let (host, wall) = try makeWall(scale: scale, items: items)
        for zoom in [1.0, 1.25] {
            func setScale(_ layer: Layer) {
                layer.contentsScale = scale * zoom
                for s in layer.sublayers { setScale(s) }
            }
            setScale(wall.layer)
            // Off the grid by whole pixels (a scroll the compositor may take by moving pixels).
            wall.scrollView.contentOffset.x += 1237
            wall.scrollView.contentOffset.y -= 563
            _ = host.run(for: 0.05)
            let frame = host.snapshot()
            for p in [Point(x: 150, y: 200), Point(x: 45, y: 140), Point(x: 340, y: 100), Point(x: 245, y: 95)] {
                host.tap(at: p)
                _ = host.run(for: 0.1)
                let selected = try #require(wall.selectedIndex)
                let shown = try #require(frame.pixel(x: Int(p.x * scale), y: Int(p.y * scale)))
                #expect(Self.close(shown, Self.flatColours[selected]),
                        "zoom \(zoom): at \(p) \(String(shown, radix: 16)) is drawn, album \(selected) selected")
            }
        }
    }

    @Test func accessibilityTellsTheAlbumInTheMiddle() throws {
        let items = GeneratedAlbums.items(count: 5)
        let (_, wall) = try makeWall(items: items)
        let v = wall.visibleContentRect
        let middle = AlbumWallView.itemIndex(row: Int(v.midY / 100), column: Int(v.midX / 100), columns: wall.columns, count: 5)!
        #expect(wall.isAccessibilityElement)
        #expect(wall.accessibilityLabel == "Album wall")
        #expect(wall.accessibilityValue == items[middle].caption)
        let (_, empty) = try makeWall(items: [])
        #expect(empty.accessibilityValue == "No albums")
        #expect(empty.accessibilityElements == nil)
    }

    @Test func eachTileOnScreenIsAButtonThatSelectsItsAlbum() throws {
        let items = GeneratedAlbums.items(count: 400)
        let (_, wall) = try makeWall(items: items)
        let tiles = try #require(wall.accessibilityElements)
        let v = wall.visibleContentRect
        // Every tile at least partly on screen, and no other.
        let rows = Int((v.maxY / 100).rounded(.up)) - Int(v.minY / 100)
        let columns = Int((v.maxX / 100).rounded(.up)) - Int(v.minX / 100)
        #expect(tiles.count == rows * columns)
        #expect(tiles.allSatisfy { $0.accessibilityTraits == [.button, .image] && !($0.accessibilityLabel ?? "").isEmpty })
        let first = tiles[0]
        let (row, column) = wall.tile(at: v.origin)
        let index = try #require(wall.item(row: row, column: column)?.index)
        #expect(first.accessibilityLabel == items[index].caption)
        #expect(first.accessibilityActivate())
        #expect(wall.selectedIndex == index)
        #expect(wall.accessibilityElements?[0].accessibilityTraits == [.button, .image, .selected])
    }

    /// A tenth of a second of silence as a WAV file: audio without tags.
    static func silentWAV() -> Data {
        let samples = 800
        var d = Data()
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        d.append(contentsOf: Array("RIFF".utf8)); u32(UInt32(36 + samples * 2)); d.append(contentsOf: Array("WAVE".utf8))
        d.append(contentsOf: Array("fmt ".utf8)); u32(16); u16(1); u16(1); u32(8000); u32(16000); u16(2); u16(16)
        d.append(contentsOf: Array("data".utf8)); u32(UInt32(samples * 2)); d.append(Data(count: samples * 2))
        return d
    }

    @Test func followsALibrary() async throws {
        let folder = NSTemporaryDirectory() + "recipekit-wall-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Solo", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.silentWAV().write(to: URL(fileURLWithPath: folder + "/Solo/one.wav"))
        // Its art: a cover file beside the track, all green.
        let green = try Image(width: 64, height: 64, premultipliedARGB: [UInt32](repeating: 0xFF00_C000, count: 64 * 64))
        try green.jpegData().write(to: URL(fileURLWithPath: folder + "/Solo/cover.jpg"))

        let library = AlbumLibrary(root: folder)
        let host = try HeadlessHost(size: Size(width: 200, height: 200))
        let wall = AlbumWallView(frame: Rect(x: 0, y: 0, width: 200, height: 200), library: library)
        wall.tiledLayer.drawsTilesSynchronously = true
        host.window.addSubview(wall)
        host.window.makeKeyAndVisible()
        #expect(wall.items.isEmpty)
        await library.reload()
        #expect(wall.items.map(\.title) == ["Solo"])
        _ = await host.run(for: 0.05)
        let shown = try #require(host.snapshot().pixel(x: 50, y: 50))
        #expect((shown >> 8) & 0xFF > 0xA0 && (shown >> 16) & 0xFF < 0x30, "the cover's green")
        // A second album appears when its folder is added and the library rescans.
        try FileManager.default.createDirectory(atPath: folder + "/Duo", withIntermediateDirectories: true)
        try Self.silentWAV().write(to: URL(fileURLWithPath: folder + "/Duo/two.wav"))
        await library.reload()
        #expect(Set(wall.items.map(\.title)) == ["Solo", "Duo"])
    }

    @Test func snapshotsAtTheStartAndAfterScrolling() throws {
        Application.shared.isStatusBarHidden = true
        defer { Application.shared.isStatusBarHidden = false }
        let items = GeneratedAlbums.items(count: 11) + [AlbumWallItem(id: "none", title: "No Art")]
        let (host, wall) = try makeWall(size: Size(width: 360, height: 260), items: items)
        Snapshot.expect(host.snapshot(), named: "album-wall-start", tolerance: 8, pixelBudget: 0.01)
        wall.scrollView.contentOffset.x += 1234
        wall.scrollView.contentOffset.y -= 567
        _ = host.run(for: 0.05)
        host.tap(at: Point(x: 100, y: 100))
        _ = host.run(for: 0.1)
        Snapshot.expect(host.snapshot(), named: "album-wall-scrolled", tolerance: 8, pixelBudget: 0.01)
    }
}
