import RKGeometry

/// How well a ``CircleClassifier`` tells circles from the rest on labelled strokes.
public struct StrokeScore: Sendable, CustomStringConvertible {
    /// Circles recognized, circles missed, other strokes taken for circles, and refused.
    public var truePositives = 0, falseNegatives = 0, falsePositives = 0, trueNegatives = 0

    /// Scores `classifier` on `strokes`.
    public init(_ classifier: CircleClassifier, on strokes: [Stroke]) {
        for stroke in strokes {
            switch (stroke.isCircle, classifier.classify(stroke.points).isRecognized) {
            case (true, true): truePositives += 1
            case (true, false): falseNegatives += 1
            case (false, true): falsePositives += 1
            case (false, false): trueNegatives += 1
            }
        }
    }

    /// The share of circles recognized.
    public var recall: Double { Double(truePositives) / Double(max(1, truePositives + falseNegatives)) }
    /// The share of recognitions that were circles.
    public var precision: Double { Double(truePositives) / Double(max(1, truePositives + falsePositives)) }
    /// The share of other strokes taken for circles.
    public var falsePositiveRate: Double { Double(falsePositives) / Double(max(1, falsePositives + trueNegatives)) }

    public var description: String {
        func percent(_ v: Double) -> String {
            let tenths = Int((v * 1000).rounded())
            return "\(tenths / 10).\(tenths % 10)%"
        }
        return "precision \(percent(precision)), recall \(percent(recall)), FPR \(percent(falsePositiveRate)) "
            + "(\(truePositives + falseNegatives) circles, \(falsePositives + trueNegatives) other strokes)"
    }
}
