import RecipeKit

/// `animated-frame-10k`: frames in which one 20-point activity indicator spins, in a window of
/// 10,000 static layers, divided by the same in a window of 100 static layers. A frame should
/// cost what changed in it, not the size of the tree (goal <= 1.3).
///
/// Each timed step is one step of the indicator (1/12 s at 60 frames a second: five frames, one
/// of which turns the spokes and repaints them), so that the frames that change pixels are
/// measured, not only those in between.
@MainActor
enum AnimatedFrameBenchmark {
    static let name = "animated-frame-10k"
    static let goal = 1.3

    /// A host with `count` static layers in rows of cards, and a spinning indicator.
    static func scene(staticLayers count: Int) -> HeadlessHost? {
        let size = Size(width: Double(BenchScene.width), height: Double(BenchScene.height))
        guard let host = try? HeadlessHost(size: size, backgroundColor: Color(white: 0.95)) else { return nil }
        // Cards of 10 layers each (a card and nine children), laid out in a grid that fills the
        // window whatever the count, so both windows show the same area covered.
        let cards = Swift.max(1, count / 10)
        let columns = Int(Double(cards).squareRoot().rounded(.up))
        let w = size.width / Double(columns), h = (size.height - 40) / Double((cards + columns - 1) / columns)
        for i in 0..<cards {
            let card = Layer()
            card.frame = Rect(x: Double(i % columns) * w, y: 40 + Double(i / columns) * h, width: w - 1, height: h - 1)
            card.backgroundColor = Color(red: Double(i % 9) / 9, green: 0.6, blue: Double(i % 5) / 5)
            for j in 0..<9 {
                let dot = Layer()
                dot.frame = Rect(x: Double(j % 3) * w / 3, y: Double(j / 3) * h / 3, width: w / 4, height: h / 4)
                dot.backgroundColor = Color(white: Double(j) / 9)
                card.addSublayer(dot)
            }
            host.window.layer.addSublayer(card)
        }
        let spinner = ActivityIndicator(style: .medium)
        spinner.frame.origin = Point(x: 10, y: 10)
        host.window.addSubview(spinner)
        spinner.startAnimating()
        host.renderFrame()
        return host
    }

    static func run(_ runner: BenchmarkRunner) {
        guard let big = scene(staticLayers: 10_000), let small = scene(staticLayers: 100) else { return }
        let step = ActivityIndicator.period / Double(ActivityIndicator.spokeCount)
        let results = runner.measure([
            TimedCase(label: "10k") { big.run(for: step) },
            TimedCase(label: "100") { small.run(for: step) },
        ])
        let b = results[0], s = results[1]
        runner.report(name, ratio: b.median / s.median)
        runner.info("\(name): one spinner step (5 frames) over 10,000 static layers \(b.summary)")
        runner.info("\(name): one spinner step (5 frames) over 100 static layers \(s.summary)")
        runner.info("\(name): repainted \(Int(big.compositor.statistics.pixelsPainted)) px, "
            + "\(big.compositor.statistics.layers) visible layers, \(big.compositor.statistics.layersReused) reused; goal <= \(goal)")
    }
}
