import RKGeometry

/// Recognizes a circle drawn with one finger (recipe 8, the seed's PRPCircleGestureRecognizer).
/// Discrete: when the finger lifts it goes from `possible` to `ended` (recognized) or
/// `failed`, and calls its actions once.
///
/// It records the touch's points in the view's coordinates and hands them to a
/// ``CircleClassifier``. The default mode fits a circle by least squares and checks that the
/// stroke goes round once, is round and closed enough, and is not a spiral, an ellipse or a
/// polygon; on the held-out split of RecipeKit's stroke corpus, which it was not tuned on, it
/// finds 96.1% of the circles while taking 0.3% of the other shapes for one (see
/// docs/recipes/circle-gesture.md). ``classifier`` set to
/// `CircleClassifier(mode: .seed())` runs the seed's own test, with its ``deviation``.
///
/// It fails at once when a second finger comes down, and when the finger lifts without having
/// moved.
///
/// ```swift
/// let circle = CircleGestureRecognizer()
/// circle.addAction { r in
///     guard let fit = r.fit else { return }
///     drawSmiley(at: fit.center, radius: fit.radius)
/// }
/// canvasView.addGestureRecognizer(circle)
/// ```
@MainActor
open class CircleGestureRecognizer: GestureRecognizer {
    /// Decides whether the stroke is a circle. The least-squares mode by default.
    public var classifier = CircleClassifier()

    /// The seed's `deviation` (0.4 by default), used by the seed mode: how far a point's
    /// distance from the centre may differ from the radius, relative to the radius.
    public var deviation: Double {
        get {
            if case .seed(let d) = classifier.mode { return d }
            return 0.4
        }
        set { classifier.mode = .seed(deviation: newValue) }
    }

    /// The points of the current or last stroke, in the view's coordinates.
    public private(set) var points: [Point] = []
    /// The last stroke's result: the fit, or why it failed; nil before the first stroke ends.
    public private(set) var result: CircleClassifier.Result?

    /// The recognized circle (the seed's `center` and `radius`); nil unless the last stroke
    /// was recognized.
    public var fit: CircleFit? { result?.isRecognized == true ? result?.fit : nil }
    /// The recognized circle's centre in the view's coordinates (.zero when none).
    public var center: Point { fit?.center ?? .zero }
    /// The recognized circle's radius (0 when none).
    public var radius: Double { fit?.radius ?? 0 }

    open override var isDiscrete: Bool { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        if numberOfTouches > 1 {
            // The seed: "fail on more than one touch".
            result = CircleClassifier.Result(fit: nil, failure: .multipleTouches, features: nil)
            state = .failed
            return
        }
        result = nil
        points = [location(in: view)]
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, let touch = touches.first else { return }
        let p = touch.location(in: view)
        if p != points.last { points.append(p) }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        if let touch = touches.first {
            let p = touch.location(in: view)
            if p != points.last { points.append(p) }
        }
        let r = classifier.classify(points)
        result = r
        state = r.isRecognized ? .ended : .failed
    }
}
