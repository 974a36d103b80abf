#if canImport(Glibc)
import Glibc
#endif
import RecipeKit

/// `perspective-layer`: a 400x400 image layer rotated 50 degrees about y with perspective
/// (m34 = -1/500) vs the same layer flat, each a full render of a 1280x800 bitmap.
/// Ratio = 3D median / flat median; the goal is at most 3.
@MainActor
enum PerspectiveLayerBenchmark {
    static let name = "perspective-layer"
    static let goal = 3.0

    static func run(_ runner: BenchmarkRunner) {
        let picture = BenchImage.photo(width: 400, height: 400, seed: 3).image
        let background = Color(red: 0.94, green: 0.95, blue: 0.97)

        func makeTree(_ transform: Transform3D) -> Layer {
            let root = Layer()
            root.frame = Rect(x: 0, y: 0, width: Double(BenchScene.width), height: Double(BenchScene.height))
            let layer = Layer()
            layer.bounds = Rect(x: 0, y: 0, width: 400, height: 400)
            layer.position = Point(x: Double(BenchScene.width) / 2, y: Double(BenchScene.height) / 2)
            layer.contents = picture
            layer.transform = transform
            root.addSublayer(layer)
            return root
        }
        // CATransform3DRotate(perspective, 50°, 0, 1, 0): rotation first, then the projection.
        let rotated = Transform3D(rotationAngle: 50 * Double.pi / 180, x: 0, y: 1, z: 0)
            .concatenating(.perspective(eyeDistance: 500))
        let tree3D = makeTree(rotated), treeFlat = makeTree(.identity), treeTurning = makeTree(rotated)
        let c3D = Compositor(), cFlat = Compositor(), cTurning = Compositor()
        c3D.backgroundColor = background
        cFlat.backgroundColor = background
        cTurning.backgroundColor = background
        let b3D = BenchScene.makeBitmap(), bFlat = BenchScene.makeBitmap(), bTurning = BenchScene.makeBitmap()
        // The ratio measures a still 3D layer, whose projection the compositor caches. A layer
        // whose transform changes every frame (an animation) pays for the offscreen render and
        // the projective resampling each time: reported for information.
        var angle = 50.0
        let turning = treeTurning.sublayers[0]

        let results = runner.measure([
            TimedCase(label: "3d") { c3D.render(tree3D, into: b3D) },
            TimedCase(label: "flat") { cFlat.render(treeFlat, into: bFlat) },
            TimedCase(label: "3d-turning") {
                angle = angle >= 60 ? 40 : angle + 0.5
                Transaction.perform(disableActions: true) {
                    turning.transform = Transform3D(rotationAngle: angle * Double.pi / 180, x: 0, y: 1, z: 0)
                        .concatenating(.perspective(eyeDistance: 500))
                }
                cTurning.render(treeTurning, into: bTurning)
            },
        ])
        let r3 = results[0], rf = results[1], rt = results[2]
        runner.report(name, ratio: r3.median / rf.median)
        runner.info("\(name): rotated 50 deg about y, m34 = -1/500, render \(r3.summary)")
        runner.info("\(name): flat render \(rf.summary)")
        runner.info("\(name): variant (not in the ratio): transform changing every frame, render \(rt.summary), "
            + "\(String(format: "%.2f", rt.median / rf.median))x flat")
        let projected = tree3D.sublayers[0].frame
        runner.info("\(name): perspective offscreens per 3D frame \(c3D.statistics.perspectiveOffscreens); projected "
            + "bounding box \(Int(projected.width.rounded()))x\(Int(projected.height.rounded())) points")
        runner.info("\(name): goal <= \(goal)")
    }
}
