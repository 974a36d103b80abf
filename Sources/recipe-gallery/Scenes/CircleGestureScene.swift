import Foundation
import RecipeKit

extension GalleryScene {
    static let circleGestureSeconds = 2.0

    static let circleGesture = GalleryScene(
        name: "circle-gesture", title: "Circle gesture (recipe 8)",
        summary: "Draw a circle with the mouse: it is fitted by least squares and the seed's smiley appears there. "
            + "Other shapes are refused with a reason; the seed's test is a switch away.",
        size: Size(width: 640, height: 600), duration: circleGestureSeconds,
        keyFrames: [0, 0.5, 1.0, 1.4, circleGestureSeconds], still: circleGestureSeconds,
        recordState: { router, dump in dump.circle = CircleGestureScene.state(of: router) },
        animateViews: { window in
            // The export draws a hand-made circle by itself.
            CircleGestureScene.drawDemoStroke(in: window)
        },
        buildViews: { CircleGestureScene.buildViews($0) }
    ) { _ in }
}

/// The `circle-gesture` scene: a drawing area with a circle recognizer, a readout of the last
/// stroke's fit, and a switch between the least-squares and the seed's test.
@MainActor
enum CircleGestureScene {
    static var canvas: InkCanvas?
    static var readout: Label?

    static func buildViews(_ window: Window) {
        let m = GalleryScene.margin, top = GalleryScene.contentTop + 8
        let w = window.bounds.width - 2 * m
        let mode = SegmentedControl(items: ["Least squares (default)", "Seed's test (deviation 0.4)"])
        mode.frame = Rect(x: m, y: top, width: w, height: 30)
        mode.selectedSegmentIndex = 0
        window.addSubview(mode)
        let canvas = InkCanvas(frame: Rect(x: m, y: top + 44, width: w, height: window.bounds.height - top - 44 - m - 60))
        window.addSubview(canvas)
        let readout = ViewKit.label("Draw a circle in the box", frame: Rect(x: m, y: canvas.frame.maxY + 10, width: w, height: 44),
                                    size: 13, color: Palette.ink)
        readout.numberOfLines = 2
        window.addSubview(readout)
        let circle = CircleGestureRecognizer()
        circle.addAction { [unowned canvas] r in
            guard let fit = r.fit else { return }
            canvas.showSmiley(at: fit)
        }
        canvas.addGestureRecognizer(circle)
        canvas.onStrokeEnded = { [unowned circle] in
            readout.text = describe(circle)
            if circle.fit == nil { canvas.fadeInk() }
        }
        mode.addAction(for: .valueChanged) { [unowned circle] control, _ in
            circle.classifier = control.selectedSegmentIndex == 0 ? CircleClassifier() : CircleClassifier(mode: .seed())
            readout.text = control.selectedSegmentIndex == 0
                ? "Least squares: the stroke must go round once, closed, round, not a spiral, an ellipse or a polygon"
                : "The seed's test: ends within 0.8 r of each other, every point within 0.4 r of the radius"
        }
        Self.canvas = canvas
        Self.readout = readout
    }

    /// What the last stroke was found to be, in a sentence.
    static func describe(_ circle: CircleGestureRecognizer) -> String {
        guard let result = circle.result else { return "" }
        guard let fit = result.fit, result.isRecognized else {
            return "Not a circle: \(reason(result.failure))"
        }
        let degrees = Int((abs(fit.sweptAngle) * 180 / .pi).rounded())
        return "Circle: centre (\(Int(fit.center.x)), \(Int(fit.center.y))), radius \(Int(fit.radius.rounded())), "
            + "fit error \(ViewKit.number(fit.rmsError * 100))% of the radius, \(fit.isClockwise ? "clockwise" : "counter-clockwise"), "
            + "\(degrees)° swept, from \(circle.points.count) points"
    }

    static func reason(_ failure: CircleClassifier.Failure?) -> String {
        switch failure {
        case .tooFewPoints?: return "too few points"
        case .invalidPoints?: return "the points are not finite"
        case .neverMoved?: return "the touch never moved"
        case .multipleTouches?: return "more than one finger"
        case .tooSmall?: return "too small"
        case .notClosed?: return "its ends are too far apart"
        case .notRound?: return "not round"
        case .notAround?: return "it does not go all the way round"
        case .overdrawn?: return "it goes round more than once"
        case .backtracking?: return "it turns back on itself"
        case .spiral?: return "a spiral (the radius keeps changing)"
        case .elliptical?: return "an ellipse"
        case .cornered?: return "it has corners"
        case nil: return "unknown"
        }
    }

    /// Draws a slightly wobbly circle in the canvas through the scene, as a finger would.
    static func drawDemoStroke(in window: Window) {
        guard let canvas, let scene = window.windowScene else { return }
        let c = Point(x: canvas.bounds.midX, y: canvas.bounds.midY), r = 110.0
        let n = 60
        let loop = EventLoop.current
        let start = 0.3, duration = 0.9
        for i in 0...n {
            let t = Double(i) / Double(n)
            let a = -Double.pi / 2 + 2.08 * Double.pi * t
            let wobble = 1 + 0.03 * sin(5 * a) + 0.02 * t
            let local = Point(x: c.x + r * wobble * cos(a), y: c.y + r * 0.97 * wobble * sin(a))
            let p = window.point(toScene: canvas.convert(local, to: nil))
            let phase: Window.PointerPhase = i == 0 ? .down : (i == n ? .up : .moved)
            _ = SceneTimers.perform(afterDelay: start + duration * t) {
                scene.demoPointer(phase, id: 0, at: p, timestamp: loop.clock.now)
            }
        }
    }
}

extension CircleGestureScene {
    /// The scene's state for the state dump.
    static func state(of router: WindowInputRouter) -> StateDump.CircleState? {
        guard let canvas, let circle = canvas.gestureRecognizers.compactMap({ $0 as? CircleGestureRecognizer }).first
        else { return nil }
        let c = router.hostPoint(fromWindow: canvas.center)
        let edge = router.hostPoint(fromWindow: Point(x: canvas.center.x + Swift.min(canvas.bounds.width, canvas.bounds.height) / 2,
                                                      y: canvas.center.y))
        return StateDump.CircleState(circleCanvasX: c.x.rounded(), circleCanvasY: c.y.rounded(),
                                     circleCanvasRadius: (edge.x - c.x).rounded(.down),
                                     circleRecognized: circle.fit != nil, circleSmileys: canvas.smileyCount,
                                     circleReadout: readout?.text ?? "")
    }
}

/// A drawing area: the finger's path is drawn as it goes, and smileys stay where circles were
/// recognized.
final class InkCanvas: View {
    private let ink = ShapeLayer()
    private var path = Path()
    private var smileys: [SmileyView] = []
    var onStrokeEnded: (() -> Void)?
    var smileyCount: Int { smileys.count }

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.borderColor = Palette.hairline
        layer.borderWidth = 1
        clipsToBounds = true
        ink.strokeColor = Palette.accent
        ink.fillColor = nil
        ink.lineWidth = 3
        ink.lineCap = .round
        ink.lineJoin = .round
        // Above every smiley: they are subviews added later, whose layers would otherwise
        // cover the pen as it draws over an earlier one.
        ink.zPosition = 1
        layer.addSublayer(ink)
        // One element for screen readers: what it is, how to use it, and what it recognized.
        isAccessibilityElement = true
        accessibilityLabel = "Drawing area"
        accessibilityTraits = .allowsDirectInteraction
        accessibilityHint = "Draw a circle with the pointer"
    }

    override var accessibilityValue: String? {
        get { smileys.isEmpty ? "No circle recognized" : "\(smileys.count) circle\(smileys.count == 1 ? "" : "s") recognized" }
        set { super.accessibilityValue = newValue }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        Transaction.perform(disableActions: true) { ink.frame = bounds }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let t = touches.first else { return }
        path = Path()
        path.move(to: t.location(in: self))
        show(path, opacity: 1)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let t = touches.first else { return }
        path.addLine(to: t.location(in: self))
        show(path, opacity: 1)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        strokeEnded()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        // The recognizer took the touch as it recognized: the stroke is over all the same.
        strokeEnded()
    }

    private func strokeEnded() {
        // After the recognizer's action, which runs in the same turn.
        _ = SceneTimers.perform(afterDelay: 0) { [weak self] in self?.onStrokeEnded?() }
    }

    private func show(_ p: Path, opacity: Double) {
        Transaction.perform(disableActions: true) {
            ink.removeAllAnimations()
            ink.path = p
            ink.opacity = opacity
        }
    }

    func showSmiley(at fit: CircleFit) {
        let smiley = SmileyView(circle: fit)
        addSubview(smiley)
        smileys.append(smiley)
        // A few at most: the oldest goes.
        if smileys.count > 4 { smileys.removeFirst().removeFromSuperview() }
        smiley.transform = Transform2D(scaleX: 0.2, y: 0.2)
        View.animate(withDuration: 0.3, options: .curveEaseOut) { smiley.transform = .identity }
        fadeInk()
    }

    func fadeInk() {
        Transaction.perform {
            Transaction.animationDuration = 0.6
            ink.opacity = 0
        }
    }
}
