import RKGeometry

/// How well a ``CircleClassifier`` tells circles from the rest on labelled strokes.
public struct StrokeScore: Sendable, CustomStringConvertible {
    /// Circles recognized, circles missed, other strokes taken for circles, and refused.
    public var truePositives = 0, falseNegatives = 0, falsePositives = 0, trueNegatives = 0
    /// Per kind: how many strokes were taken for circles, of how many.
    public var recognizedByKind: [Stroke.Kind: (recognized: Int, total: Int)] = [:]
    /// Per hard group of circles: how many were recognized, of how many.
    public var recognizedByStratum: [Stroke.Stratum: (recognized: Int, total: Int)] = [:]

    /// Scores `classifier` on `strokes`.
    public init(_ classifier: CircleClassifier, on strokes: [Stroke]) {
        for stroke in strokes {
            let recognized = classifier.classify(stroke.points).isRecognized
            switch (stroke.isCircle, recognized) {
            case (true, true): truePositives += 1
            case (true, false): falseNegatives += 1
            case (false, true): falsePositives += 1
            case (false, false): trueNegatives += 1
            }
            let k = recognizedByKind[stroke.kind] ?? (0, 0)
            recognizedByKind[stroke.kind] = (k.recognized + (recognized ? 1 : 0), k.total + 1)
            for stratum in stroke.strata {
                let s = recognizedByStratum[stratum] ?? (0, 0)
                recognizedByStratum[stratum] = (s.recognized + (recognized ? 1 : 0), s.total + 1)
            }
        }
    }

    /// The share of circles recognized.
    public var recall: Double { Double(truePositives) / Double(max(1, truePositives + falseNegatives)) }
    /// The share of recognitions that were circles.
    public var precision: Double { Double(truePositives) / Double(max(1, truePositives + falsePositives)) }
    /// The share of other strokes taken for circles.
    public var falsePositiveRate: Double { Double(falsePositives) / Double(max(1, falsePositives + trueNegatives)) }

    /// The share of the circles in `stratum` that were recognized (1 when there are none).
    public func recall(_ stratum: Stroke.Stratum) -> Double {
        guard let s = recognizedByStratum[stratum], s.total > 0 else { return 1 }
        return Double(s.recognized) / Double(s.total)
    }

    /// The share of the strokes of `kind` taken for circles (for ``Stroke/Kind/circle``, the
    /// recall; 0 when there are none).
    public func recognizedShare(_ kind: Stroke.Kind) -> Double {
        guard let k = recognizedByKind[kind], k.total > 0 else { return 0 }
        return Double(k.recognized) / Double(k.total)
    }

    static func percent(_ v: Double) -> String {
        let tenths = Int((v * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    public var description: String {
        "precision \(Self.percent(precision)), recall \(Self.percent(recall)), FPR \(Self.percent(falsePositiveRate)) "
            + "(\(truePositives + falseNegatives) circles, \(falsePositives + trueNegatives) other strokes)"
    }

    /// The recall of each hard group and the false-positive rate of each other kind, one
    /// per line, with counts.
    public var breakdown: String {
        var lines: [String] = []
        for stratum in Stroke.Stratum.allCases {
            let s = recognizedByStratum[stratum] ?? (0, 0)
            lines.append("  recall \(stratum.rawValue): \(Self.percent(recall(stratum))) (\(s.recognized) of \(s.total))")
        }
        for kind in Stroke.Kind.allCases where kind != .circle {
            let k = recognizedByKind[kind] ?? (0, 0)
            lines.append("  FPR \(kind.rawValue): \(Self.percent(recognizedShare(kind))) (\(k.recognized) of \(k.total))")
        }
        return lines.joined(separator: "\n")
    }
}
