#if canImport(Glibc)
import Glibc
#endif
import Foundation
import RecipeKit

/// `coverflow-drag-frame` and `coverflow-10k-vs-100`: a Cover Flow of 1280x800 with 200-point
/// covers (images with reflections) dragged a few points a frame.
///
/// - `coverflow-drag-frame`: a drag frame (every visible cover's transform changes) over a
///   frame of the same covers drawn flat at the same places and sizes (goal <= 2.0).
/// - `coverflow-10k-vs-100`: the same drag frame with 10,000 covers over one with 100 (goal
///   <= 1.1). Both flows fill the width with live covers; 10 covers (reported beside them)
///   draw fewer than fill it, so a ratio over 10 would measure the width, not the count.
///
/// It also reports the resident memory after browsing through 1,000 of 10,000 covers.
@MainActor
enum CoverFlowBenchmarks {
    static let dragName = "coverflow-drag-frame"
    static let countName = "coverflow-10k-vs-100"

    /// Answers every request at once with one of a few pictures.
    @MainActor
    final class Pictures: CoverFlowDataSource {
        let images = (0..<6).map { BenchImage.photo(width: 200, height: 200, seed: $0 + 1).image }
        func coverFlow(_ view: CoverFlowView, requestImageAt index: Int, quality: CoverImageQuality) {
            view.setImage(images[index % images.count], at: index, quality: quality)
        }
    }

    @MainActor
    final class Rig {
        let host: HeadlessHost
        let flow: CoverFlowView
        let pictures: Pictures
        var x = 640.0, direction = -6.0

        init(host: HeadlessHost, flow: CoverFlowView, pictures: Pictures) {
            self.host = host
            self.flow = flow
            self.pictures = pictures
        }

        /// One drag frame: the finger moves a few points, the flow follows, a frame renders.
        func dragFrame() {
            x += direction
            if x < 400 || x > 880 { direction = -direction }
            host.touchMove(to: Point(x: x, y: 400))
            host.renderFrame()
        }
    }

    static func makeRig(count: Int) -> Rig? {
        let size = Size(width: Double(BenchScene.width), height: Double(BenchScene.height))
        guard let host = try? HeadlessHost(size: size, backgroundColor: .black) else { return nil }
        let flow = CoverFlowView(frame: Rect(size: size), count: count)
        let pictures = Pictures()
        flow.dataSource = pictures
        flow.selectCover(at: count / 2, animated: false)
        host.window.addSubview(flow)
        host.renderFrame()
        host.touchDown(at: Point(x: 640, y: 400))
        // Past the tap slop: the drag is on.
        host.touchMove(to: Point(x: 620, y: 400))
        host.renderFrame()
        return Rig(host: host, flow: flow, pictures: pictures)
    }

    /// The same covers drawn flat (no rotation, no depth) at their projected centres and sizes.
    static func flatTree(like flow: CoverFlowView) -> Layer {
        let root = Layer()
        root.frame = flow.bounds
        root.backgroundColor = .black
        let l = flow.flowLayer.layout
        for i in flow.flowLayer.liveIndices {
            guard let cover = flow.flowLayer.coverLayer(at: i) else { continue }
            let p = l.placement(distance: Double(i) - flow.flowPosition)
            let scale = l.eyeDistance / (l.eyeDistance - p.z)
            let flat = Layer()
            flat.bounds = cover.bounds
            flat.position = Point(x: cover.position.x + p.x * scale, y: cover.position.y)
            flat.transform = Transform3D(scaleX: scale * abs(cos(p.angle)), y: scale, z: 1)
            flat.zPosition = p.order
            flat.contents = cover.picture.contents
            let reflection = Layer()
            reflection.frame = cover.reflection.frame
            reflection.contents = cover.reflection.contents
            reflection.transform = cover.reflection.transform
            reflection.opacity = 0.4
            flat.addSublayer(reflection)
            root.addSublayer(flat)
        }
        return root
    }

    static func drag(_ runner: BenchmarkRunner) {
        guard let rig = makeRig(count: 200) else { return }
        let flat = flatTree(like: rig.flow)
        let c = Compositor()
        guard let bitmap = try? Bitmap(size: flat.bounds.size, scale: 1) else { return }
        let results = runner.measure([
            TimedCase(label: "drag") { rig.dragFrame() },
            TimedCase(label: "flat") { c.render(flat, into: bitmap) },
        ])
        rig.host.touchUp(at: Point(x: rig.x, y: 400))
        let d = results[0], f = results[1]
        runner.report(dragName, ratio: d.median / f.median)
        runner.info("\(dragName): drag frame, \(rig.flow.flowLayer.liveCoverCount) covers alive, \(d.summary)")
        runner.info("\(dragName): the same covers flat \(f.summary)")
        runner.info("\(dragName): goal <= 2.0")
    }

    static func count(_ runner: BenchmarkRunner) {
        guard let big = makeRig(count: 10_000), let hundred = makeRig(count: 100), let small = makeRig(count: 10) else { return }
        let results = runner.measure([
            TimedCase(label: "10k") { big.dragFrame() },
            TimedCase(label: "100") { hundred.dragFrame() },
            TimedCase(label: "10") { small.dragFrame() },
        ])
        for rig in [big, hundred, small] { rig.host.touchUp(at: Point(x: rig.x, y: 400)) }
        runner.report(countName, ratio: results[0].median / results[1].median)
        runner.info("\(countName): 10,000 covers (\(big.flow.flowLayer.liveCoverCount) alive) \(results[0].summary); "
            + "100 covers (\(hundred.flow.flowLayer.liveCoverCount) alive) \(results[1].summary)")
        runner.info("\(countName): variant (not in the ratio): 10 covers (all \(small.flow.flowLayer.liveCoverCount) alive, "
            + "fewer than fill the width) \(results[2].summary): 10,000 over 10 is "
            + "\(String(format: "%.3f", results[0].median / results[2].median))")
        // Browse through 1,000 covers of the 10,000 and report the memory.
        big.host.run(for: 1)
        for i in stride(from: 5_000, to: 6_000, by: 10) {
            big.flow.selectCover(at: i, animated: false)
            big.host.renderFrame()
        }
        let resident = residentMegabytes()
        TableScrollBenchmarks.returnFreedMemory()
        let kept = big.flow.flowLayer.coverRenderBytes
        runner.info("\(countName): after browsing 1,000 of 10,000 covers: \(big.flow.flowLayer.liveCoverCount) covers alive, "
            + "\(big.flow.flowLayer.heldImageCount) images held, resident memory \(resident) MB (three flows, the "
            + "process's), \(residentMegabytes()) MB after malloc_trim; the big flow's projections and flat renders: "
            + "\(kept.live / 1024 / 1024) MB for its live covers, \(kept.spare / 1024 / 1024) MB for "
            + "\(big.flow.flowLayer.spareCoverCount) spare ones")
        runner.info("\(countName): goal <= 1.1")
    }

    static func residentMegabytes() -> String {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return "?" }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return String(format: "%.0f", pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576)
    }
}
