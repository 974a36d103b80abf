import RKGeometry
import RKGraphics
import RKViews

/// The seed's recipe-8 demo: a smiley face drawn where a circle was recognized.
///
/// ```swift
/// circle.addAction { r in
///     guard let fit = (r as? CircleGestureRecognizer)?.fit else { return }
///     canvas.addSubview(SmileyView(circle: fit))
/// }
/// ```
@MainActor
public final class SmileyView: View {
    /// The face's colour.
    public var faceColor = Color(red: 1.0, green: 0.84, blue: 0.2) { didSet { setNeedsDisplay() } }
    /// The colour of the outline, eyes and mouth.
    public var inkColor = Color(white: 0.15) { didSet { setNeedsDisplay() } }

    /// A smiley filling the circle `fit` (its centre and radius, in the superview's points).
    public convenience init(circle fit: CircleFit) {
        let r = fit.radius.isFinite ? Swift.max(1, fit.radius) : 1
        self.init(frame: Rect(x: fit.center.x - r, y: fit.center.y - r, width: 2 * r, height: 2 * r))
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityLabel = String(localized: "Smiley", bundle: .recipeKit)
        accessibilityTraits = .image
    }

    public override func draw(_ rect: Rect, in canvas: Canvas) {
        let b = bounds
        let r = Swift.min(b.width, b.height) / 2
        guard r > 1 else { return }
        let c = Point(x: b.midX, y: b.midY)
        let line = Swift.max(1, r / 14)
        let face = Path(ellipseIn: Rect(x: c.x - r + line / 2, y: c.y - r + line / 2, width: 2 * r - line, height: 2 * r - line))
        canvas.fill(face, with: faceColor)
        canvas.stroke(face, with: inkColor, style: StrokeStyle(lineWidth: line))
        for dx in [-0.35, 0.35] {
            let e = Point(x: c.x + dx * r, y: c.y - 0.25 * r)
            canvas.fill(Path(ellipseIn: Rect(x: e.x - 0.09 * r, y: e.y - 0.14 * r, width: 0.18 * r, height: 0.28 * r)), with: inkColor)
        }
        var mouth = Path()
        mouth.addArc(center: Point(x: c.x, y: c.y + 0.05 * r), radius: 0.55 * r, startAngle: 0.2 * .pi,
                     endAngle: 0.8 * .pi, clockwise: true)
        canvas.stroke(mouth, with: inkColor, style: StrokeStyle(lineWidth: line * 1.4, lineCap: .round))
    }
}
