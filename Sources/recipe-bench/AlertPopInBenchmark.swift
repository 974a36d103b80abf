import RecipeKit

/// `alert-popin-frame`: in a 1280x800 window of 200 views, seed 002's text-input alert pops in
/// (the radial dimming fading in, the alert scaling 0.6 → 1.1 → 0.9 → 1.0 over 0.2555 s); the
/// mean cost of a frame during the pop-in relative to a full repaint of the same scene with
/// the alert shown (goal <= 1.0: dimming must not cost more than drawing everything).
@MainActor
enum AlertPopInBenchmark {
    static let name = "alert-popin-frame"
    static let goal = 1.0

    static func run(_ runner: BenchmarkRunner) {
        let size = Size(width: Double(BenchScene.width), height: Double(BenchScene.height))
        guard let host = try? HeadlessHost(size: size, backgroundColor: Color(white: 0.95)) else { return }
        BenchWindow.addCards(to: host.window)
        host.window.makeKeyAndVisible()
        host.renderFrame()
        let frame = 1.0 / 60
        // Frames of one pop-in; every iteration's timed frame falls inside one.
        let framesPerPopIn = Int((TextInputAlert.popInDuration / frame).rounded(.down))
        var alert: TextInputAlert?
        var framesShown = framesPerPopIn
        func nextPopInFrame(_ i: Int) {
            guard framesShown >= framesPerPopIn else { return }
            if let alert {
                alert.cancel()
                host.run(for: TextInputAlert.dismissDuration + 0.1)
            }
            let a = TextInputAlert(title: "New recipe", message: "Give it a name")
            _ = a.show(in: host.window)
            alert = a
            host.renderFrame()
            framesShown = 0
        }
        let full = Compositor()
        full.backgroundColor = host.compositor.backgroundColor
        guard let fullBitmap = try? Bitmap(size: size, scale: host.scale) else { return }
        let results = runner.measure([
            TimedCase(label: "pop-in") {
                host.run(for: frame)
                framesShown += 1
            },
            TimedCase(label: "full") { full.render(host.rootLayer, into: fullBitmap) },
        ], prepare: nextPopInFrame)
        alert?.cancel()
        host.run(for: 1)
        let p = results[0], f = results[1]
        runner.report(name, ratio: p.median / f.median)
        runner.info("\(name): frame during the pop-in (animation, dimming, incremental repaint) \(p.summary)")
        runner.info("\(name): full repaint of the same scene \(f.summary)")
        runner.info("\(name): goal <= \(goal)")
    }
}
