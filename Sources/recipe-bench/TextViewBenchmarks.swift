import Foundation
import RecipeKit

/// Text view benchmarks, on a 1280x800 window filled by a ``TextView`` whose caret sits in the
/// middle of its text, on screen:
///
/// - `textview-keystroke`: microseconds for one keystroke in a 100,000-line text (the key
///   through the input path, the edit, the relayout of the paragraph it changed, and the frame).
///   Each sample types a character and deletes it with Backspace, and counts as two keystrokes.
///   Goal <= 2,000 µs.
/// - `textview-100k-vs-1k`: the same keystroke in 100,000 lines over 1,000 lines: the length
///   must not matter. Goal <= 1.5.
@MainActor
enum TextViewBenchmarks {
    static let keystrokeName = "textview-keystroke"
    static let keystrokeGoal = 2_000.0
    static let lengthName = "textview-100k-vs-1k"
    static let lengthGoal = 1.5

    struct Scene {
        let host: HeadlessHost
        let textView: TextView
    }

    static func makeScene(lines: Int) -> Scene? {
        let size = Size(width: Double(BenchScene.width), height: Double(BenchScene.height))
        guard let host = try? HeadlessHost(size: size, backgroundColor: .white) else { return nil }
        let tv = TextView(frame: Rect(size: size))
        tv.font = .system(size: 15)
        tv.text = (0..<lines).map { "Line \($0): tomatoes, basil, olive oil, a pinch of salt and pepper." }
            .joined(separator: "\n")
        host.window.addSubview(tv)
        host.renderFrame()
        _ = tv.becomeFirstResponder()
        // The caret at the middle of the middle line, scrolled into view.
        let middle = tv.substring(0..<tv.count).split(separator: "\n", omittingEmptySubsequences: false)
            .prefix(lines / 2).reduce(0) { $0 + $1.count + 1 } + 20
        tv.selectedRange = middle..<middle
        tv.scrollRangeToVisible(tv.selectedRange)
        host.renderFrame()
        return Scene(host: host, textView: tv)
    }

    /// Two keystrokes: a letter, then Backspace, each with its frame.
    static func keystrokes(_ scene: Scene) {
        scene.host.type("x")
        scene.host.press(.backspace)
    }

    static func keystroke(_ runner: BenchmarkRunner) {
        guard let scene = makeScene(lines: 100_000) else { return }
        let before = scene.textView.text
        let results = runner.measure([TimedCase(label: "100,000 lines") { keystrokes(scene) }])
        let perKey = results[0].median * 1000 / 2
        runner.report(keystrokeName, ratio: perKey)
        runner.info("\(keystrokeName): \(results[0].summary) per sample of two keystrokes; text unchanged: "
            + "\(scene.textView.text == before)")
        runner.info("\(keystrokeName): goal <= \(keystrokeGoal) µs")
    }

    static func length(_ runner: BenchmarkRunner) {
        guard let long = makeScene(lines: 100_000), let short = makeScene(lines: 1_000) else { return }
        let results = runner.measure([
            TimedCase(label: "100,000 lines") { keystrokes(long) },
            TimedCase(label: "1,000 lines") { keystrokes(short) },
        ])
        runner.report(lengthName, ratio: results[0].median / results[1].median)
        runner.info("\(lengthName): \(results[0].summary) against \(results[1].summary)")
        runner.info("\(lengthName): goal <= \(lengthGoal)")
    }
}
