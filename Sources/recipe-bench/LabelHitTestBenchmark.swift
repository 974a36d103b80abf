import Foundation
import RecipeKit

/// `label-hit-test`: microseconds to find the link under a point in an ``AttributedLabel``
/// of 2,000 characters with 40 links over 25 lines (goal <= 20 µs). The points are spread
/// over the whole text: on links, on plain words, between lines and beside them; each lookup
/// is Pango's point→index plus a binary search over the links, with the slop search when
/// nothing is hit directly.
@MainActor
enum LabelHitTestBenchmark {
    static let name = "label-hit-test"
    static let goal = 20.0

    static func run(_ runner: BenchmarkRunner) {
        var text = AttributedString()
        var links = 0
        while text.characters.count < 2_000 {
            text += AttributedString("Recipes for everyday interface problems, with notes on timing and ")
            var link = AttributedString("recipe \(links)")
            link.link = URL(string: "https://recipekit.example/\(links)")
            text += link
            text += AttributedString(". ")
            links += 1
        }
        text.font = .system(size: 15)
        let label = AttributedLabel(frame: Rect(x: 0, y: 0, width: 600, height: 600))
        label.numberOfLines = 0
        label.attributedText = text
        guard let layout = label.layout else { return }
        // A grid of points over the laid-out text and a margin around it.
        var points: [Point] = []
        for row in 0..<40 {
            for column in 0..<25 {
                points.append(Point(x: -10 + Double(column) * (layout.size.width + 20) / 24,
                                    y: label.textOrigin.y - 5 + Double(row) * (layout.size.height + 10) / 39))
            }
        }
        var hits = 0
        let results = runner.measure([
            TimedCase(label: "lookups") {
                for p in points where label.link(at: p) != nil { hits += 1 }
            },
        ])
        let r = results[0]
        let perLookup = r.median * 1000 / Double(points.count)
        runner.report(name, ratio: perLookup)
        runner.info("\(name): \(text.characters.count) characters, \(layout.links.count) links, \(layout.lineCount) lines; "
            + "\(points.count) lookups per sample, \(hits / Swift.max(1, runner.options.iterations + runner.options.warmup)) on a link")
        runner.info("\(name): \(r.summary) per sample of \(points.count)")
        runner.info("\(name): goal <= \(goal) µs")
    }
}
