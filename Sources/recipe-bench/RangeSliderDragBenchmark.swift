import RecipeKit

/// `rangeslider-drag-frame`: in a 1280x800 window of 200 views, a RangeSlider's knob is dragged
/// a few points per frame; the cost of that frame (touch dispatch, the slider's update and the
/// incremental repaint) relative to a full repaint of the same scene (goal <= 0.05).
@MainActor
enum RangeSliderDragBenchmark {
    static let name = "rangeslider-drag-frame"
    static let goal = 0.05

    static func run(_ runner: BenchmarkRunner) {
        let size = Size(width: Double(BenchScene.width), height: Double(BenchScene.height))
        guard let host = try? HeadlessHost(size: size, backgroundColor: Color(white: 0.95)) else { return }
        BenchWindow.addCards(to: host.window)
        let slider = RangeSlider(frame: Rect(x: 40, y: 10, width: 400, height: 40))
        host.window.addSubview(slider)
        host.renderFrame()
        // Press the lower knob and keep dragging it back and forth.
        let start = Point(x: slider.frame.minX + slider.position(for: slider.lowerValue), y: slider.frame.midY)
        host.touchDown(at: start)
        var dx = 0.0, direction = 3.0
        let full = Compositor()
        full.backgroundColor = host.compositor.backgroundColor
        guard let fullBitmap = try? Bitmap(size: size, scale: host.scale) else { return }
        let results = runner.measure([
            TimedCase(label: "drag") {
                dx += direction
                if dx > 120 || dx < 0 { direction = -direction }
                host.touchMove(to: Point(x: start.x + dx, y: start.y))
                host.renderFrame()
            },
            TimedCase(label: "full") { full.render(host.rootLayer, into: fullBitmap) },
        ])
        host.touchUp(at: Point(x: start.x + dx, y: start.y))
        let d = results[0], f = results[1]
        runner.report(name, ratio: d.median / f.median)
        runner.info("\(name): drag frame (touch, slider update, incremental repaint) \(d.summary)")
        runner.info("\(name): full repaint of the same scene \(f.summary)")
        runner.info("\(name): goal <= \(goal)")
    }
}
