import RecipeKit

/// `partial-vs-full`: in the 200-layer scene one 40x40 layer (a card's icon) moves a few points
/// each frame. Cost of `update` (repaints only the damaged region) vs `render` (repaints the
/// whole frame) of the same scene. Ratio = partial median / full median; the goal is at most 0.05.
@MainActor
enum PartialVsFullBenchmark {
    static let name = "partial-vs-full"
    static let goal = 0.05
    /// Points the layer moves per frame.
    static let step = 3.0

    static func run(_ runner: BenchmarkRunner) {
        let scene = BenchScene()
        let moving = scene.iconLayers[BenchScene.movingCardIndex]
        let home = moving.position
        // Separate compositors and bitmaps: `update` diffs against its own previous frame.
        let partial = scene.makeCompositor(), full = scene.makeCompositor()
        let partialBitmap = BenchScene.makeBitmap(), fullBitmap = BenchScene.makeBitmap()
        partial.update(scene.root, into: partialBitmap)  // first update paints everything
        full.render(scene.root, into: fullBitmap)

        var frame = 0
        var damage = Damage()
        let results = runner.measure([
            TimedCase(label: "partial") { damage = partial.update(scene.root, into: partialBitmap) },
            TimedCase(label: "full") { full.render(scene.root, into: fullBitmap) },
        ], prepare: { _ in
            // A triangle wave: 0, 3, 6, 9, 12, 9, 6, ... points to the right of home.
            frame += 1
            let k = frame % 8
            // A direct move, not an implicit animation (the layer has been rendered, so a plain
            // change would animate from the old position over 0.25 s).
            Transaction.perform(disableActions: true) {
                moving.position = Point(x: home.x + step * Double(k <= 4 ? k : 8 - k), y: home.y)
            }
        })
        let p = results[0], f = results[1]
        let partialStats = partial.statistics  // of the last update
        runner.report(name, ratio: p.median / f.median)
        runner.info("\(name): update (partial repaint) \(p.summary)")
        runner.info("\(name): render (full repaint) \(f.summary)")
        let fullArea = Double(BenchScene.width * BenchScene.height)
        let b = damage.bounds
        runner.info("\(name): damaged area per frame \(Int(damage.area)) px in \(damage.rects.count) rect(s) "
            + "(bounds \(Int(b.width))x\(Int(b.height))), \(String(format: "%.2f", 100 * damage.area / fullArea))% of "
            + "\(BenchScene.width)x\(BenchScene.height); layers drawn \(partialStats.layersDrawn), subtrees culled "
            + "\(partialStats.subtreesCulled)")
        runner.info("\(name): goal <= \(goal)")
        // The partial frames must equal a full repaint of the final state.
        full.render(scene.root, into: fullBitmap)
        partial.update(scene.root, into: partialBitmap)
        let same = BitmapEquality.equal(partialBitmap, fullBitmap)
        runner.info("\(name): partial frame equals full repaint: \(same ? "yes" : "NO")")
    }
}
