import RecipeKit

/// `dispatch-1000`: microseconds to dispatch one touch-moved event in a tree of 1000 views,
/// with 20 gesture recognizers on the path from the window to the touched view (goal <= 20 µs).
/// The recognizers allow simultaneous recognition, so all 20 keep receiving the touch. Moves
/// go in as a host's input does (`touchMove(to:)`: the input router, `Application.sendEvent`,
/// the window), so the figure covers the whole path.
@MainActor
enum DispatchBenchmark {
    static let name = "dispatch-1000"
    static let goal = 20.0

    final class Everyone: GestureRecognizerDelegate {
        func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
    }

    static func run(_ runner: BenchmarkRunner) {
        guard let host = try? HeadlessHost(size: Size(width: Double(BenchScene.width), height: Double(BenchScene.height))) else { return }
        let delegate = Everyone()
        // A chain of 20 nested views, each with a recognizer, down to the touched view...
        var parent: View = host.window
        var chain: [View] = []
        for i in 0..<20 {
            let v = View(frame: Rect(x: 10, y: 10, width: 1000 - Double(i) * 20, height: 700 - Double(i) * 20))
            parent.addSubview(v)
            let r: GestureRecognizer
            switch i % 4 {
            case 0: r = PanGestureRecognizer()
            case 1: r = LongPressGestureRecognizer()
            case 2: r = TapGestureRecognizer()
            default: r = SwipeGestureRecognizer()
            }
            r.delegate = delegate
            r.cancelsTouchesInView = false
            v.addGestureRecognizer(r)
            chain.append(v)
            parent = v
        }
        // ...and 980 more views as siblings along the chain, so hit testing has work to do.
        var added = 20
        var k = 0
        while added < 1000 {
            let host = chain[k % chain.count]
            host.addSubview(View(frame: Rect(x: 900 - Double(k % 40) * 20, y: 600, width: 10, height: 10)))
            added += 1
            k += 1
        }
        let start = Point(x: 300, y: 300)
        host.touchDown(at: start)
        var x = start.x
        let moves = 200
        let results = runner.measure([
            TimedCase(label: "moves") {
                for _ in 0..<moves {
                    x = x > 700 ? 300 : x + 1
                    host.touchMove(to: Point(x: x, y: 300))
                }
            },
        ])
        let perEventMicroseconds = results[0].median * 1000 / Double(moves)
        runner.report(name, ratio: perEventMicroseconds)
        runner.info("\(name): µs per touch-moved event with 1000 views and 20 recognizers on the path "
            + "(\(moves) moves per sample, \(results[0].summary))")
        runner.info("\(name): goal <= \(goal) µs")
        host.touchUp(at: Point(x: x, y: 300))
    }
}
