import Foundation
import RecipeKit
import RKStrokeCorpus

/// `circle-accuracy` and `circle-recognize`: the circle recognizer's default mode on the
/// held-out split of the stroke corpus (3,000 generated strokes: 1,000 circles drawn as people
/// draw them, 2,000 shapes taken for them, with its own seed and parameter draws, never tuned
/// on; see StrokeCorpus), and the time one 200-point stroke takes to classify.
@MainActor
enum CircleBenchmarks {
    static let accuracyName = "circle-accuracy"
    static let recognizeName = "circle-recognize"
    static let recognizeGoal = 50.0

    /// Reports the held-out recall as the figure (goal >= 0.95 with an FPR <= 0.01 at once).
    static func accuracy(_ runner: BenchmarkRunner) {
        let development = StrokeCorpus.development()
        let heldOut = StrokeCorpus.heldOut()
        let d = StrokeScore(CircleClassifier(), on: development)
        let h = StrokeScore(CircleClassifier(), on: heldOut)
        let seed = StrokeScore(CircleClassifier(mode: .seed()), on: heldOut)
        runner.report(accuracyName, ratio: h.recall)
        for (label, s) in [("held-out", h), ("development (tuned on)", d), ("the seed's test, held-out", seed)] {
            runner.info("\(accuracyName): \(label): \(s)")
        }
        runner.info("\(accuracyName): goal recall >= 95% with FPR <= 1% on the held-out split")
    }

    /// Microseconds per classification of a 200-point stroke (goal <= 50).
    static func recognize(_ runner: BenchmarkRunner) {
        // 200-point strokes of every kind: the corpus's, resampled along their length.
        let strokes = StrokeCorpus.development(count: 60).map { resample($0.points, to: 200) }
        let classifier = CircleClassifier()
        var recognized = 0
        let results = runner.measure([
            TimedCase(label: "classify") {
                for s in strokes where classifier.classify(s).isRecognized { recognized += 1 }
            },
        ])
        let perStroke = results[0].median * 1000 / Double(strokes.count)
        runner.report(recognizeName, ratio: perStroke)
        runner.info("\(recognizeName): \(strokes.count) strokes of 200 points per sample, \(results[0].summary)")
        runner.info("\(recognizeName): goal <= \(recognizeGoal) µs")
    }

    /// `points` resampled to `count` points evenly spaced along the path.
    static func resample(_ points: [Point], to count: Int) -> [Point] {
        guard points.count > 1, count > 1 else { return points }
        var lengths = [0.0]
        for (a, b) in zip(points, points.dropFirst()) { lengths.append(lengths.last! + a.distance(to: b)) }
        let total = lengths.last!
        guard total > 0 else { return Array(repeating: points[0], count: count) }
        var out: [Point] = []
        var j = 0
        for i in 0..<count {
            let target = total * Double(i) / Double(count - 1)
            while j < points.count - 2 && lengths[j + 1] < target { j += 1 }
            let span = lengths[j + 1] - lengths[j]
            let t = span > 0 ? (target - lengths[j]) / span : 0
            let a = points[j], b = points[j + 1]
            out.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
        return out
    }
}
