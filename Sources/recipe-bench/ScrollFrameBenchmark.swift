import RecipeKit

/// `scroll-frame`: the cost of a frame while a scroll view with 1000 subviews scrolls by a few
/// points, relative to a full repaint of the same content standing still (goal <= 1.2). The
/// compositor moves the pixels already drawn and repaints the exposed strip.
@MainActor
enum ScrollFrameBenchmark {
    static let name = "scroll-frame"
    static let goal = 1.2

    static func run(_ runner: BenchmarkRunner) {
        let size = Size(width: Double(BenchScene.width), height: Double(BenchScene.height))
        func makeScene() -> (HeadlessHost, ScrollView)? {
            guard let host = try? HeadlessHost(size: size, backgroundColor: .white) else { return nil }
            let scroll = ScrollView(frame: Rect(size: size))
            scroll.contentSize = Size(width: size.width, height: 25 * 110)
            for i in 0..<1000 {
                let tile = View(frame: Rect(x: Double(i % 40) * 32 + 2, y: Double(i / 40) * 110 + 4, width: 28, height: 100))
                tile.backgroundColor = Color(red: Double(i % 7) / 7, green: 0.5, blue: Double(i % 11) / 11)
                tile.layer.cornerRadius = 6
                scroll.addSubview(tile)
            }
            host.window.addSubview(scroll)
            host.renderFrame()
            return (host, scroll)
        }
        guard let (scrolling, scrollView) = makeScene(), let (still, _) = makeScene() else { return }
        var offset = 0.0
        let results = runner.measure([
            TimedCase(label: "scroll") {
                offset = offset > 1500 ? 0 : offset + 3
                Transaction.perform(disableActions: true) { scrollView.contentOffset = Point(x: 0, y: offset) }
                scrolling.renderFrame()
            },
            TimedCase(label: "still") {
                still.compositor.render(still.rootLayer, into: still.bitmap)
            },
        ])
        let s = results[0], f = results[1]
        runner.report(name, ratio: s.median / f.median)
        runner.info("\(name): frame while scrolling 3 pt \(s.summary)")
        runner.info("\(name): full repaint of the same content, still \(f.summary)")
        let stats = scrolling.compositor.statistics
        runner.info("\(name): per scroll frame: \(Int(stats.pixelsShifted)) px moved, \(Int(stats.pixelsPainted)) px "
            + "repainted, of \(Int(size.width * size.height)) (the exposed strip, and the tiles crossing it)")
        runner.info("\(name): goal <= \(goal)")
    }
}
