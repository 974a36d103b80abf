import RKGeometry
import RKGraphics
import Testing

@testable import RKLayers

@MainActor
@Suite struct TiledLayerTests {
    final class GridLayer: TiledLayer {
        var drawnRects: [Rect] = []
        override func draw(in canvas: Canvas) {
            let r = canvas.clipBounds
            drawnRects.append(r)
            let col = Int((r.minX / 100).rounded(.down)), row = Int((r.minY / 100).rounded(.down))
            canvas.fill(r, with: (col + row) % 2 == 0 ? .red : .blue)
        }
    }

    @Test func drawsOnlyVisibleTilesLazily() throws {
        let root = makeRoot(300, 200)
        let tiled = GridLayer()
        tiled.tileSize = Size(width: 100, height: 100)
        tiled.frame = Rect(x: 0, y: 0, width: 1_000_000, height: 1_000_000)  // huge content
        root.addSublayer(tiled)
        let c = Compositor()
        let bmp = try Bitmap(pixelWidth: 300, pixelHeight: 200)
        c.render(root, into: bmp)
        #expect(tiled.tilesDrawn == 6)  // 3 x 2 tiles cover 300 x 200
        #expect(bmp.pixel(x: 50, y: 50) == 0xFFFF_0000)
        #expect(bmp.pixel(x: 150, y: 50) == 0xFF00_00FF)
        c.render(root, into: bmp)
        #expect(tiled.tilesDrawn == 6)  // cached
        // Scroll by moving the layer: only newly exposed tiles are drawn.
        withoutActions { tiled.position.x -= 100 }
        c.render(root, into: bmp)
        #expect(tiled.tilesDrawn == 8)
        #expect(bmp.pixel(x: 50, y: 50) == 0xFF00_00FF)
    }

    @Test func memoryStaysBoundedWhileScrollingFar() throws {
        let root = makeRoot(300, 200)
        let tiled = GridLayer()
        tiled.tileSize = Size(width: 100, height: 100)
        tiled.maximumCachedTiles = 20
        tiled.frame = Rect(x: 0, y: 0, width: 10_000_000, height: 1000)
        root.addSublayer(tiled)
        let c = Compositor()
        let bmp = try Bitmap(pixelWidth: 300, pixelHeight: 200)
        for _ in 0..<200 {
            withoutActions { tiled.position.x -= 250 }
            c.update(root, into: bmp)
            #expect(tiled.cachedTileCount <= 20)
        }
    }

    @Test func setNeedsDisplayInRectRedrawsOnlyThoseTiles() throws {
        let root = makeRoot(300, 200)
        let tiled = GridLayer()
        tiled.tileSize = Size(width: 100, height: 100)
        tiled.frame = Rect(x: 0, y: 0, width: 300, height: 200)
        root.addSublayer(tiled)
        let c = Compositor()
        let bmp = try Bitmap(pixelWidth: 300, pixelHeight: 200)
        c.update(root, into: bmp)
        #expect(tiled.tilesDrawn == 6)
        tiled.setNeedsDisplay(in: Rect(x: 110, y: 10, width: 5, height: 5))
        let damage = c.update(root, into: bmp)
        #expect(tiled.tilesDrawn == 7)
        #expect(!damage.isEmpty)
        tiled.setNeedsDisplay()
        c.update(root, into: bmp)
        #expect(tiled.tilesDrawn == 13)
    }

    @Test func tilesAreDrawnAtContentsScale() throws {
        let root = makeRoot(100, 100)
        let tiled = GridLayer()
        tiled.contentsScale = 2
        tiled.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(tiled)
        let c = Compositor()
        let bmp = try Bitmap(pixelWidth: 200, pixelHeight: 200, scale: 2)
        c.render(root, into: bmp)
        // 256-pixel tiles at 2x cover 128 points: one tile covers the layer.
        #expect(tiled.tilesDrawn == 1)
    }

    @Test func aChangeOfScaleDropsTheTilesAndCanKeepTheirSizeInPoints() throws {
        let root = makeRoot(300, 200)
        let tiled = GridLayer()
        tiled.tileSize = Size(width: 100, height: 100)
        tiled.frame = Rect(x: 0, y: 0, width: 1000, height: 1000)
        root.addSublayer(tiled)
        let c = Compositor()
        let bmp = try Bitmap(pixelWidth: 300, pixelHeight: 200)
        c.render(root, into: bmp)
        #expect(tiled.tilesDrawn == 6)
        // The tiles were drawn at scale 1 and their keys name 100-point squares: all go.
        tiled.contentsScale = 2
        #expect(tiled.cachedTileCount == 0)
        // The size is in pixels, as CATiledLayer's: 50 points now.
        #expect(tiled.tileSize == Size(width: 100, height: 100))
        #expect(tiled.tileCounts(covering: Rect(x: 0, y: 0, width: 300, height: 200)).total == 24)
        tiled.contentsScale = 2
        c.render(root, into: bmp)
        #expect(tiled.cachedTileCount == 24)
        tiled.contentsScale = 2  // the same scale keeps them
        #expect(tiled.cachedTileCount == 24)

        // In points, the size follows the scale.
        tiled.tileSizeInPoints = Size(width: 100, height: 100)
        #expect(tiled.tileSize == Size(width: 200, height: 200))
        #expect(tiled.cachedTileCount == 0)
        tiled.contentsScale = 1.25
        #expect(tiled.tileSize == Size(width: 125, height: 125))
        #expect(tiled.tileCounts(covering: Rect(x: 0, y: 0, width: 300, height: 200)).total == 6)
        tiled.tileSizeInPoints = nil
        tiled.contentsScale = 1
        #expect(tiled.tileSize == Size(width: 125, height: 125))
    }
}
