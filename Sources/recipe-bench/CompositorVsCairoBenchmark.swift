import CRKCairo
import RecipeKit

/// `compositor-vs-cairo`: the 200-layer scene fully repainted by the compositor (`render`, from
/// its retained render tree) vs the same drawing written by hand with Cairo. Ratio = compositor median / Cairo median;
/// the goal is at most 1.1 (the layer tree costs at most 10% over drawing by hand).
@MainActor
enum CompositorVsCairoBenchmark {
    static let name = "compositor-vs-cairo"
    static let goal = 1.1

    static func run(_ runner: BenchmarkRunner) {
        let scene = BenchScene()
        let compositor = scene.makeCompositor()
        let bitmap = BenchScene.makeBitmap()
        // The baseline: hand-written Cairo (see HandCairoRenderer for what it prepares once:
        // pre-blurred shadows, because the compositor caches its blurred shadows too, and the
        // pre-rendered title images, because the compositor composites the text layers' cached
        // backing stores).
        let hand = HandCairoRenderer(scene: scene)
        // Each case draws into a target of its own, so no case finds another's pixels in cache.
        func makeTarget() -> CairoSurface {
            CairoSurface(format: CAIRO_FORMAT_ARGB32, width: BenchScene.width, height: BenchScene.height)
        }
        let handTarget = makeTarget(), pangoTarget = makeTarget(), fillTarget = makeTarget()
        // The same full repaint with the render tree built afresh every frame (what the first
        // frame of a tree, or a tree changed throughout, costs). It draws a scene of its own, so
        // that neither case finds the other's layers in the processor's caches.
        let coldScene = BenchScene()
        let cold = coldScene.makeCompositor()
        let coldBitmap = BenchScene.makeBitmap()

        // One frame each, untimed: blurs and caches the shadows, and checks both paths draw the
        // same picture.
        compositor.render(scene.root, into: bitmap)
        hand.draw(into: handTarget)
        let comparison = PixelComparison(bitmap, handTarget)

        let results = runner.measure([
            TimedCase(label: "compositor") { compositor.render(scene.root, into: bitmap) },
            TimedCase(label: "cairo") { hand.draw(into: handTarget) },
            TimedCase(label: "compositor, render tree built afresh") {
                cold.invalidate()
                cold.render(coldScene.root, into: coldBitmap)
            },
            TimedCase(label: "cairo, text by Pango") { hand.draw(into: pangoTarget, options: .init(pangoText: true)) },
            TimedCase(label: "cairo, rounded images by fill") {
                hand.draw(into: fillTarget, options: .init(roundedImages: .fillWithImage))
            },
        ])
        let comp = results[0], cairo = results[1], fresh = results[2], pango = results[3], fill = results[4]
        let stats = compositor.statistics
        runner.report(name, ratio: comp.median / cairo.median)
        runner.info("\(name): compositor render (full repaint) \(comp.summary)")
        runner.info("\(name): hand-written cairo \(cairo.summary)")
        runner.info("\(name): variant (not in the ratio): compositor with the render tree built afresh each frame "
            + "\(fresh.summary), \(String(format: "%.4f", fresh.median / cairo.median)) of cairo")
        runner.info("\(name): variant (not in the ratio): cairo drawing the titles with Pango each frame \(pango.summary)")
        runner.info("\(name): variant (not in the ratio): cairo filling rounded shapes with the image instead of "
            + "clip + paint \(fill.summary)")
        runner.info("\(name): scene \(BenchScene.width)x\(BenchScene.height), \(scene.layerCount) layers + root; "
            + "\(scene.cards.filter { $0.shadow != nil }.count) shadows, \(scene.cards.count * 2) image layers, "
            + "\(scene.titleLayers.count) text layers; last frame: \(stats.layers) visible, \(stats.layersDrawn) drawn, "
            + "\(stats.shadowsBlurred) shadows blurred")
        runner.info("\(name): pixel check: \(comparison.description)")
        runner.info("\(name): goal <= \(goal)")
    }
}
