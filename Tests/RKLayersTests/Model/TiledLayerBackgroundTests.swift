import Foundation
import RKGeometry
import RKGraphics
import RKMainLoop
import RKMotion
import Synchronization
import RKSnapshotTesting
import Testing

@testable import RKLayers

/// Tiles drawn off the main thread (`backgroundTileDrawer`), as CATiledLayer draws them.
@MainActor
@Suite(.serialized) struct TiledLayerBackgroundTests {
    /// Fills each tile with a colour from its column and row, noting the thread it ran on.
    final class Counter: Sendable { let value = Atomic<Int>(0) }

    nonisolated static func drawer(onMain: Counter? = nil) -> @Sendable (TiledLayer.TileDrawing) -> Void {
        { tile in
            if Thread.isMainThread { onMain?.value.add(1, ordering: .relaxed) }
            tile.canvas.fill(tile.rect, with: (tile.column + tile.row) % 2 == 0 ? .red : .blue)
        }
    }

    @MainActor struct Scene {
        let loop = EventLoop.installVirtual(at: 5)
        let root: Layer
        let tiled = TiledLayer()
        let compositor = Compositor()
        let bitmap: Bitmap
        let pool: WorkerPool

        init(width: Int = 300, height: Int = 200, pool: WorkerPool = WorkerPool(width: 2)) throws {
            root = makeRoot(Double(width), Double(height))
            root.backgroundColor = .white
            // Results go to this loop, not to whichever one other suites made current.
            root.hostEventLoop = loop
            self.pool = pool
            tiled.tileSize = Size(width: 100, height: 100)
            tiled.fadeDuration = 0
            tiled.workerPool = pool
            tiled.frame = Rect(x: 0, y: 0, width: 1_000_000, height: 1_000_000)
            root.addSublayer(tiled)
            bitmap = try Bitmap(pixelWidth: width, pixelHeight: height)
        }

        func render() { loop.withCurrent { compositor.render(root, into: bitmap) } }
        @discardableResult
        func update() -> Damage { loop.withCurrent { compositor.update(root, into: bitmap) } }
        /// Lets the workers finish and the loop take their results.
        func settle() {
            pool.waitUntilIdle()
            loop.runOnce()
        }
    }

    @Test func tilesAreDrawnOffTheMainThreadAndShownInALaterFrame() throws {
        let s = try Scene()
        let onMain = Counter()
        s.tiled.backgroundTileDrawer = Self.drawer(onMain: onMain)
        s.render()
        #expect(s.tiled.tilesDrawn == 0)
        #expect(s.tiled.pendingTileCount == 6)
        #expect(s.bitmap.pixel(x: 50, y: 50) == 0xFFFF_FFFF)  // the root's white until it arrives
        s.settle()
        #expect(s.tiled.tilesDrawn == 6)
        #expect(s.tiled.pendingTileCount == 0)
        s.render()
        #expect(s.bitmap.pixel(x: 50, y: 50) == 0xFFFF_0000)
        #expect(s.bitmap.pixel(x: 150, y: 50) == 0xFF00_00FF)
        let drawsOnMain = onMain.value.load(ordering: .relaxed)
        #expect(drawsOnMain == 0)
    }

    @Test func workersDrawInTheTraitsOfTheFrameThatAskedForTheTile() throws {
        let s = try Scene()
        let dynamic = Color(light: .white, dark: .black)
        s.tiled.backgroundTileDrawer = { tile in tile.canvas.fill(tile.rect, with: dynamic) }
        TraitCollection(userInterfaceStyle: .dark).performAsCurrent { s.render() }
        s.settle()
        s.render()
        #expect(s.bitmap.pixel(x: 50, y: 50) == 0xFF00_0000)
    }

    @Test func aTileDrawnForInvalidatedContentIsDropped() throws {
        let pool = WorkerPool(width: 1)
        let s = try Scene(pool: pool)
        let gate = Atomic<Bool>(false)
        s.tiled.backgroundTileDrawer = { tile in
            while !gate.load(ordering: .relaxed) { usleep(200) }
            tile.canvas.fill(tile.rect, with: .green)
        }
        s.render()
        // The content under the first tile changes while its drawing is under way.
        s.tiled.setNeedsDisplay(in: Rect(x: 10, y: 10, width: 5, height: 5))
        gate.store(true, ordering: .relaxed)
        s.settle()
        #expect(s.tiled.staleTilesDropped == 1)
        #expect(s.tiled.tilesDrawn == 5)
        // The next frame asks for it again, and that drawing is kept.
        s.render()
        s.settle()
        #expect(s.tiled.tilesDrawn == 6)
        s.render()
        #expect(s.bitmap.pixel(x: 50, y: 50) == 0xFF00_FF00)
    }

    @Test func tilesThatScrollAwayBeforeTheyAreDrawnAreCancelled() throws {
        let pool = WorkerPool(width: 1)
        let s = try Scene(pool: pool)
        let gate = Atomic<Bool>(false)
        let drawn = Mutex<[Int]>([])
        let busy = Atomic<Bool>(false)
        pool.submit { _ in
            busy.store(true, ordering: .relaxed)
            while !gate.load(ordering: .relaxed) { usleep(200) }
        }
        while !busy.load(ordering: .relaxed) { usleep(100) }
        s.tiled.backgroundTileDrawer = { tile in drawn.withLock { $0.append(tile.column) } }
        s.render()
        #expect(s.tiled.pendingTileCount == 6)
        // Far away: columns 50 and on.
        withoutActions { s.tiled.position.x -= 5000 }
        s.render()
        s.tiled.cancelTiles(outside: Rect(x: 5000, y: 0, width: 300, height: 200))
        #expect(s.tiled.tilesCancelled == 6)
        gate.store(true, ordering: .relaxed)
        s.settle()
        #expect(drawn.withLock { $0 }.allSatisfy { $0 >= 50 })
        #expect(s.tiled.tilesDrawn == 6)
    }

    @Test func prefetchQueuesTilesAheadAndKeepsThemCached() throws {
        let s = try Scene()
        s.tiled.backgroundTileDrawer = Self.drawer()
        // The three columns right of the viewport.
        s.tiled.prefetchTiles(in: Rect(x: 300, y: 0, width: 300, height: 200))
        #expect(s.tiled.pendingTileCount == 6)
        s.settle()
        #expect(s.tiled.cachedTileCount == 6)
        withoutActions { s.tiled.position.x -= 300 }
        s.render()
        // Shown at once: nothing more to draw.
        #expect(s.tiled.pendingTileCount == 0)
        #expect(s.bitmap.pixel(x: 50, y: 50) == 0xFF00_00FF)  // column 3, row 0
    }

    /// A prefetched tile whose drawing has started when it comes on screen: it must still
    /// arrive (moving it to the front once cancelled the running job, whose result was then
    /// dropped while the tile stayed pending, so it was never drawn: a black tile on the album
    /// wall after a jump).
    @Test func aPrefetchedTileBeingDrawnWhenItComesOnScreenStillArrives() throws {
        let s = try Scene(pool: WorkerPool(width: 1))
        let started = Atomic<Bool>(false), release = Atomic<Bool>(false)
        s.tiled.backgroundTileDrawer = { tile in
            started.store(true, ordering: .relaxed)
            while !release.load(ordering: .relaxed) { usleep(200) }
            tile.canvas.fill(tile.rect, with: .red)
        }
        // One tile ahead of the screen, drawing when the screen reaches it.
        s.tiled.prefetchTiles(in: Rect(x: 0, y: 300, width: 10, height: 10))
        while !started.load(ordering: .relaxed) { usleep(200) }
        withoutActions { s.tiled.position.y -= 300 }
        s.render()  // the tile is on screen, its drawing under way
        release.store(true, ordering: .relaxed)
        s.settle()
        s.render()
        s.settle()
        s.render()
        #expect(s.tiled.pendingTileCount == 0)
        #expect(s.tiled.tileCounts(covering: Rect(x: 0, y: 300, width: 300, height: 200)).missing == 0)
        #expect(s.bitmap.pixel(x: 50, y: 50) == 0xFFFF_0000)
    }

    /// A tile that arrives repaints its own area only, and one that arrives ahead of the
    /// screen repaints nothing; every frame is the frame a full repaint makes.
    @Test func anArrivingTileRepaintsOnlyItsArea() throws {
        let s = try Scene()
        s.tiled.backgroundTileDrawer = Self.drawer()
        s.update()
        s.settle()
        s.update()
        #expect(s.tiled.pendingTileCount == 0 && s.tiled.tilesDrawn == 6)
        // Ahead of the screen: drawn, kept, and nothing on screen changes.
        s.tiled.prefetchTiles(in: Rect(x: 0, y: 200, width: 300, height: 100))
        s.settle()
        #expect(s.tiled.tilesDrawn == 9)
        #expect(s.update().isEmpty)
        // One tile on screen drawn again: its 100 x 100 area alone.
        s.tiled.setNeedsDisplay(in: Rect(x: 110, y: 10, width: 5, height: 5))
        let dropped = s.update()  // the whole layer, as before (a tile was dropped)
        #expect(!dropped.isEmpty)
        s.settle()
        let arrived = s.update()
        #expect(!arrived.isEmpty)
        #expect(arrived.bounds == Rect(x: 100, y: 0, width: 100, height: 100))
        let full = try Bitmap(pixelWidth: 300, pixelHeight: 200)
        s.loop.withCurrent { Compositor().renderAfresh(s.root, into: full) }
        #expect(PixelComparison.differingPixels(s.bitmap, full, tolerance: 0) == 0)
    }

    /// Tiles arriving in a frame that scrolls: the pixels move, and only the exposed strip and
    /// the arrived tiles' areas are painted; the frame is the frame a full repaint makes.
    @Test func tilesArrivingWhileTheContentScrollsRepaintOnlyTheirAreas() throws {
        let s = try Scene()
        s.tiled.removeFromSuperlayer()
        let clip = Layer()
        clip.frame = Rect(x: 0, y: 0, width: 300, height: 200)
        clip.masksToBounds = true
        clip.addSublayer(s.tiled)
        s.root.addSublayer(clip)
        s.tiled.backgroundTileDrawer = Self.drawer()
        s.update()
        s.settle()
        s.update()
        s.tiled.prefetchTiles(in: Rect(x: 0, y: 200, width: 300, height: 100))
        s.settle()  // three tiles below the screen arrive with the next frame
        withoutActions { clip.bounds.origin.y = 50 }
        s.update()
        #expect(s.compositor.statistics.pixelsShifted > 0)
        // Painted: the 50-row strip the scroll exposes, where the tiles arrived.
        #expect(s.compositor.statistics.pixelsPainted <= 300 * 51)
        let full = try Bitmap(pixelWidth: 300, pixelHeight: 200)
        s.loop.withCurrent { Compositor().renderAfresh(s.root, into: full) }
        #expect(PixelComparison.differingPixels(s.bitmap, full, tolerance: 0) == 0)
        #expect(s.bitmap.pixel(x: 50, y: 180) == 0xFFFF_0000)  // tile (0, 2), red
    }

    @Test func newTilesFadeInOverTheFadeDuration() throws {
        let s = try Scene()
        s.tiled.fadeDuration = 0.25
        s.tiled.backgroundTileDrawer = { tile in tile.canvas.fill(tile.rect, with: .black) }
        s.render()
        s.settle()
        s.render()
        let start = s.bitmap.pixel(x: 50, y: 50)!
        (s.loop.clock as! VirtualClock).advance(by: 0.125)
        s.render()
        let middle = s.bitmap.pixel(x: 50, y: 50)!
        (s.loop.clock as! VirtualClock).advance(by: 0.2)
        s.render()
        let end = s.bitmap.pixel(x: 50, y: 50)!
        #expect(start == 0xFFFF_FFFF)  // fully transparent when it arrives
        #expect((middle & 0xFF) > 0x60 && (middle & 0xFF) < 0xA0)  // about half way to black
        #expect(end == 0xFF00_0000)
    }

    @Test func moreThan4096VisibleTilesAreAllDrawn() throws {
        let s = try Scene(width: 100, height: 100)
        s.tiled.tileSize = Size(width: 1, height: 1)
        s.tiled.backgroundTileDrawer = nil
        let counter = CountingTiles()
        counter.tileSize = Size(width: 1, height: 1)
        counter.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        s.root.addSublayer(counter)
        s.render()
        #expect(counter.tilesDrawn == 10_000)
        #expect(s.bitmap.pixel(x: 99, y: 99) == 0xFF00_0000)
        #expect(counter.cachedTileCount == 10_000)  // all on screen, so all kept
    }

    final class CountingTiles: TiledLayer {
        override func draw(in canvas: Canvas) { canvas.fill(canvas.clipBounds, with: .black) }
    }
}
