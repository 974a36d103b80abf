#if canImport(Glibc)
import Glibc
#endif
import Foundation
import RecipeKit

/// `albumwall-fling`: the share of on-screen tiles not yet drawn, over the frames of ten flings
/// in different directions across a 1280x800 wall of 200 generated albums, with frames paced
/// at 60 per second of real time (tiles and art are drawn on background threads meanwhile).
/// Measured after the first screen is up. Reported with the motion prefetch on (the ratio)
/// and off (for comparison), at scale 2 (the ratio) and 1. Goal: under 0.05.
@MainActor
enum AlbumWallBenchmark {
    static let name = "albumwall-fling"

    static func missingShare(prefetch: Bool, flings: Int, scale: Double)
        -> (share: Double, frames: Int, drawn: Int, longestFrame: Double)?
    {
        let size = Size(width: Double(BenchScene.width), height: Double(BenchScene.height))
        guard let host = try? HeadlessHost(size: size, scale: scale, backgroundColor: .black) else { return nil }
        let wall = AlbumWallView(frame: Rect(size: size), items: GeneratedAlbums.items(count: 200),
                                 pipeline: ImagePipeline(byteLimit: 32 << 20))
        if !prefetch { wall.prefetchLookahead = 0 }  // only the half-tile ring around the screen
        host.window.addSubview(wall)
        host.window.makeKeyAndVisible()
        // The first screen.
        for _ in 0..<200 where !wall.tiledLayer.hasTiles(covering: wall.visibleContentRect) {
            host.run(for: 1.0 / 60)
            usleep(5_000)
        }
        var missing = 0, total = 0, frames = 0
        var longest = 0.0  // ms of the main thread in one frame
        func frame() {
            let start = ContinuousClock.now
            host.run(for: 1.0 / 60)
            longest = Swift.max(longest, BenchmarkRunner.milliseconds(ContinuousClock.now - start))
            let counts = wall.tiledLayer.tileCounts(covering: wall.visibleContentRect)
            missing += counts.missing
            total += counts.total
            frames += 1
            let spent = ContinuousClock.now - start
            if spent < .milliseconds(16) { Thread.sleep(forTimeInterval: Double((Duration.milliseconds(16) - spent).components.attoseconds) / 1e18) }
        }
        let c = Point(x: size.width / 2, y: size.height / 2)
        for i in 0..<flings {
            let angle = Double(i) * 2.4
            let step = Point(x: cos(angle) * 120, y: sin(angle) * 120)
            host.touchDown(at: c)
            for k in 1...5 {
                host.touchMove(to: Point(x: c.x + step.x * Double(k), y: c.y + step.y * Double(k)))
                frame()
            }
            host.touchUp(at: Point(x: c.x + step.x * 5, y: c.y + step.y * 5))
            for _ in 0..<40 { frame() }
        }
        return (Double(missing) / Double(Swift.max(1, total)), frames, wall.tiledLayer.tilesDrawn, longest)
    }

    static func run(_ runner: BenchmarkRunner) {
        let flings = runner.options.quick ? 2 : 10
        var shares: [String: Double] = [:]
        for scale in [2.0, 1.0] {
            guard let on = missingShare(prefetch: true, flings: flings, scale: scale),
                  let off = missingShare(prefetch: false, flings: flings, scale: scale) else { return }
            if scale == 2 { shares["on"] = on.share }
            runner.info("\(name): at scale \(Int(scale)), with the motion prefetch \(String(format: "%.1f", on.share * 100))% of on-screen tiles "
                + "unready over \(on.frames) frames (\(on.drawn) tiles drawn); without it \(String(format: "%.1f", off.share * 100))% "
                + "(\(off.drawn) tiles drawn); the main thread's longest frame \(String(format: "%.1f", on.longestFrame)) ms "
                + "with the prefetch, \(String(format: "%.1f", off.longestFrame)) ms without (tiles are drawn and art decoded "
                + "on worker threads)")
        }
        runner.report(name, ratio: shares["on"] ?? .nan)
        runner.info("\(name): goal < 0.05")
    }
}
