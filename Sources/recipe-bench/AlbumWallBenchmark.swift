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
///
/// `albumwall-fling-longest-frame`: the main thread's longest frame, in ms, over the same
/// flings at scale 2 with the prefetch on (the touch or the coasting step, the tiles that
/// arrived, the layout and the incremental repaint). Goal: at most 16 ms.
@MainActor
enum AlbumWallBenchmark {
    static let name = "albumwall-fling"
    static let longestFrameName = "albumwall-fling-longest-frame"
    static let longestFrameGoal = 16.0

    /// One frame of the flings: its main-thread time and what its repaint did.
    struct FrameRecord {
        var milliseconds: Double
        /// The main thread's processor time in the frame: what the frame cost, without the
        /// time other processes of a shared machine took the processor away.
        var cpuMilliseconds: Double
        var coasting: Bool
        var pixelsPainted: Double
        var pixelsShifted: Double
    }

    static func missingShare(prefetch: Bool, flings: Int, scale: Double)
        -> (share: Double, frames: Int, drawn: Int, longestFrame: Double, records: [FrameRecord], viewportPixels: Double)?
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
        var records: [FrameRecord] = []
        var coasting = false
        func threadCPU() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
        }
        func frame() {
            let start = ContinuousClock.now
            let cpuStart = threadCPU()
            host.run(for: 1.0 / 60)
            let cpu = threadCPU() - cpuStart
            let ms = BenchmarkRunner.milliseconds(ContinuousClock.now - start)
            longest = Swift.max(longest, ms)
            let stats = host.compositor.statistics
            records.append(FrameRecord(milliseconds: ms, cpuMilliseconds: cpu, coasting: coasting, pixelsPainted: stats.pixelsPainted,
                                       pixelsShifted: stats.pixelsShifted))
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
            coasting = false
            for k in 1...5 {
                host.touchMove(to: Point(x: c.x + step.x * Double(k), y: c.y + step.y * Double(k)))
                frame()
            }
            host.touchUp(at: Point(x: c.x + step.x * 5, y: c.y + step.y * 5))
            coasting = true
            for _ in 0..<40 { frame() }
        }
        return (Double(missing) / Double(Swift.max(1, total)), frames, wall.tiledLayer.tilesDrawn, longest, records,
                size.width * size.height * scale * scale)
    }

    static func longestFrame(_ runner: BenchmarkRunner) {
        let flings = runner.options.quick ? 2 : 10
        guard let on = missingShare(prefetch: true, flings: flings, scale: 2) else { return }
        runner.report(longestFrameName, ratio: on.longestFrame)
        let sorted = on.records.map(\.milliseconds).sorted()
        let median = sorted.isEmpty ? Double.nan : sorted[sorted.count / 2]
        let cpu = on.records.map(\.cpuMilliseconds).sorted()
        let coasting = on.records.filter(\.coasting)
        let wholeRepaints = coasting.count(where: { $0.pixelsPainted >= on.viewportPixels / 2 })
        let painted = coasting.map(\.pixelsPainted).reduce(0, +) / Double(Swift.max(1, coasting.count))
        runner.info("\(longestFrameName): at scale 2, over \(on.frames) frames of \(flings) flings: longest "
            + "\(String(format: "%.1f", on.longestFrame)) ms, median \(String(format: "%.1f", median)) ms; in the main "
            + "thread's processor time, longest \(String(format: "%.1f", cpu.last ?? .nan)) ms, median "
            + "\(String(format: "%.1f", cpu.isEmpty ? .nan : cpu[cpu.count / 2])) ms; coasting frames "
            + "repaint \(String(format: "%.0f", painted)) px on average (of \(Int(on.viewportPixels))), \(wholeRepaints) of "
            + "\(coasting.count) at least half the viewport")
        if ProcessInfo.processInfo.environment["RECIPE_BENCH_TRACE"] != nil {
            for (i, r) in on.records.enumerated() {
                runner.info("\(longestFrameName): frame \(i) \(r.coasting ? "coast" : "drag ") "
                    + "\(String(format: "%5.1f", r.milliseconds)) ms (cpu \(String(format: "%5.1f", r.cpuMilliseconds))) painted \(Int(r.pixelsPainted)) shifted \(Int(r.pixelsShifted))")
            }
        }
        runner.info("\(longestFrameName): goal <= \(Int(longestFrameGoal)) ms")
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
