#if canImport(Glibc)
import Glibc
#endif
import Foundation
import RecipeKit

/// The album wall's other measures, on the 500-album generated library the gallery shows, in a
/// 1280x800 window at scale 2 (tiles of 200 pixels):
///
/// - `albumwall-scroll-frame`: a frame scrolling the wall 3 points, with the exposed strip's
///   tiles drawn and their art cached, over a full repaint of the viewport. Goal <= 0.3.
/// - `albumwall-memory`: the growth of the process's resident memory, in MB, over scrolling
///   10^6 points in random jumps, each shown with its art, after the first screen. Goal < 50.
/// - `albumwall-first-screen`: milliseconds from an empty cache to the first screen with every
///   tile's art drawn, with what bounds it (the tiles per worker thread and a tile's cost).
@MainActor
enum AlbumWallScrollBenchmarks {
    static let scrollFrameName = "albumwall-scroll-frame"
    static let scrollFrameGoal = 0.3
    static let memoryName = "albumwall-memory"
    static let memoryGoal = 50.0
    static let firstScreenName = "albumwall-first-screen"
    static let albums = 500
    static let scale = 2.0

    static var size: Size { Size(width: Double(BenchScene.width), height: Double(BenchScene.height)) }

    /// A wall of the generated library in a host of its own, its first screen not yet drawn.
    static func makeWall(pipeline: ImagePipeline = ImagePipeline(byteLimit: 32 << 20), scale: Double = scale)
        -> (HeadlessHost, AlbumWallView)?
    {
        guard let host = try? HeadlessHost(size: size, scale: scale, backgroundColor: .black) else { return nil }
        let wall = AlbumWallView(frame: Rect(size: size), items: GeneratedAlbums.items(count: albums), pipeline: pipeline)
        host.window.addSubview(wall)
        host.window.makeKeyAndVisible()
        return (host, wall)
    }

    /// Frames, in real time, until every tile on screen is drawn; false after `timeout` s.
    @discardableResult
    static func settle(_ host: HeadlessHost, _ wall: AlbumWallView, timeout: Double = 10) -> Bool {
        host.run(until: { wall.tiledLayer.hasTiles(covering: wall.visibleContentRect) }, timeout: timeout)
    }

    static func move(_ wall: AlbumWallView, to offset: Point) {
        Transaction.perform(disableActions: true) { wall.scrollView.contentOffset = offset }
    }

    // MARK: Scroll frame

    static func scrollFrame(_ runner: BenchmarkRunner) {
        guard let (host, wall) = makeWall() else { return }
        let home = wall.scrollView.contentOffset
        let range = 300.0
        // Every tile of the range drawn once, so that the frames find them (the cache holds
        // three screens of tiles; the range adds three rows).
        settle(host, wall)
        var y = 0.0
        while y <= range {
            move(wall, to: Point(x: home.x, y: home.y + y))
            settle(host, wall)
            y += 50
        }
        move(wall, to: home)
        settle(host, wall)
        let full = try! Bitmap(size: size, scale: scale)
        var offset = 0.0, direction = 1.0
        var missing = 0
        // The scroll frame's own statistics: the full repaint shares the host's compositor.
        var stats = host.compositor.statistics
        let results = runner.measure([
            TimedCase(label: "scroll") {
                offset += 3 * direction
                if offset >= range || offset <= 0 { direction = -direction }
                move(wall, to: Point(x: home.x, y: home.y + offset))
                _ = host.renderFrame()
                stats = host.compositor.statistics
            },
            TimedCase(label: "full repaint") { host.compositor.render(host.rootLayer, into: full) },
        ], prepare: { _ in
            missing += wall.tiledLayer.tileCounts(covering: wall.visibleContentRect).missing
        })
        let s = results[0], f = results[1]
        runner.report(scrollFrameName, ratio: s.median / f.median)
        runner.info("\(scrollFrameName): frame scrolling the wall 3 pt \(s.summary); last frame moved "
            + "\(Int(stats.pixelsShifted)) px and repainted \(Int(stats.pixelsPainted)) px of \(Int(full.pixelWidth * full.pixelHeight))")
        runner.info("\(scrollFrameName): full repaint of the viewport \(f.summary)")
        runner.info("\(scrollFrameName): tiles on screen not drawn, summed over the frames: \(missing); goal <= \(scrollFrameGoal)")
    }

    // MARK: Memory

    static func memory(_ runner: BenchmarkRunner) {
        var growth: [Double: Double] = [:]
        // At scale 1 first: the figure is scale 2's, whose tiles hold four times the pixels.
        for scale in [1.0, 2.0] {
            guard let g = memoryGrowth(runner, scale: scale) else { return }
            growth[scale] = g
        }
        runner.report(memoryName, ratio: growth[2] ?? .nan)
        runner.info("\(memoryName): goal < \(Int(memoryGoal)) MB")
    }

    /// Megabytes of resident memory gained over the scrolling, after the first screen.
    static func memoryGrowth(_ runner: BenchmarkRunner, scale: Double) -> Double? {
        guard let (host, wall) = makeWall(scale: scale) else { return nil }
        settle(host, wall)
        host.run(for: 0.5)
        let before = ProcessMemory.now().appKilobytes
        let total = runner.options.quick ? 100_000.0 : 1_000_000.0
        var rng = SeededRandomNumberGenerator(seed: 0xA1B)
        var travelled = 0.0, jumps = 0, unsettled = 0, peak = before
        var offset = wall.scrollView.contentOffset
        while travelled < total {
            // A jump of 1,000 to 9,000 points in a random direction, then the screen with its art.
            let angle = Double(rng.next() % 6283) / 1000
            let length = 1000 + Double(rng.next() % 8000)
            offset = Point(x: offset.x + cos(angle) * length, y: offset.y + sin(angle) * length)
            move(wall, to: offset)
            if !settle(host, wall, timeout: 5) { unsettled += 1 }
            travelled += length
            jumps += 1
            peak = Swift.max(peak, ProcessMemory.now().appKilobytes)
        }
        host.run(for: 0.5)
        let after = ProcessMemory.now().appKilobytes
        let tileBytes = Int(AlbumWallView.tileSide * scale) * Int(AlbumWallView.tileSide * scale) * 4
        runner.info("\(memoryName): at scale \(Int(scale)), resident \(before / 1024) MB after the first screen, "
            + "\(after / 1024) MB after \(Int(travelled)) points in \(jumps) jumps (peak \(peak / 1024) MB): "
            + "\(String(format: "%.1f", Double(after - before) / 1024)) MB more; \(wall.tiledLayer.cachedTileCount) tiles kept "
            + "(at most \(wall.tiledLayer.maximumCachedTiles), \(wall.tiledLayer.cachedTileCount * tileBytes / 1024 / 1024) MB), "
            + "art cache \(wall.pipeline.cache.totalBytes / 1024 / 1024) MB of \(wall.pipeline.cache.byteLimit / 1024 / 1024); "
            + "\(unsettled) screens not drawn within 5 s")
        wall.removeFromSuperview()
        return Double(after - before) / 1024
    }

    // MARK: First screen

    static func firstScreen(_ runner: BenchmarkRunner) {
        let n = runner.options.quick ? 1 : 5
        var samples = BenchSamples(label: "first screen")
        var tiles = 0, decoded = 0
        for _ in 0..<n {
            // A pipeline of its own: its cache starts empty.
            let start = ContinuousClock.now
            guard let (host, wall) = makeWall(pipeline: ImagePipeline(byteLimit: 32 << 20)) else { return }
            guard settle(host, wall, timeout: 30) else {
                runner.info("\(firstScreenName): the first screen was not drawn within 30 s")
                return
            }
            samples.samples.append(BenchmarkRunner.milliseconds(ContinuousClock.now - start))
            tiles = wall.tiledLayer.tilesDrawn
            decoded = wall.pipeline.statistics.decoded
            wall.removeFromSuperview()
        }
        let workers = WorkerPool.shared.width
        runner.report(firstScreenName, ratio: samples.median)
        runner.info("\(firstScreenName): from an empty cache to every tile on screen drawn with its art, "
            + "\(samples.summary) (figure in ms)")
        runner.info("\(firstScreenName): what bounds it: \(tiles) tiles drawn, \(decoded) pieces of art decoded, on "
            + "\(workers) worker thread\(workers == 1 ? "" : "s"): "
            + "\(String(format: "%.2f", samples.median * Double(workers) / Double(Swift.max(1, tiles)))) ms of a worker a tile")
    }
}
