import CRKCairo
import RKGeometry

/// Rounded rectangles straight to Cairo, without building a ``Path``: the compositor draws one
/// for nearly every layer, so this is on the hot path of every frame.
extension Canvas {
    /// Appends a rounded rectangle to Cairo's path (the radius clamped as in ``Path``).
    func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
        let r = rect.standardized
        let radius = Swift.max(0, Swift.min(cornerRadius.isFinite ? cornerRadius : 0, r.width / 2, r.height / 2))
        cairo_new_path(cairo)
        guard radius > 0 else {
            cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
            return
        }
        let pi = Double.pi
        cairo_arc(cairo, r.maxX - radius, r.minY + radius, radius, -pi / 2, 0)
        cairo_arc(cairo, r.maxX - radius, r.maxY - radius, radius, 0, pi / 2)
        cairo_arc(cairo, r.minX + radius, r.maxY - radius, radius, pi / 2, pi)
        cairo_arc(cairo, r.minX + radius, r.minY + radius, radius, pi, 3 * pi / 2)
        cairo_close_path(cairo)
    }

    /// Fills a rectangle with rounded corners.
    public func fill(roundedRect rect: Rect, cornerRadius: Double, with color: Color) {
        addRoundedRect(rect, cornerRadius: cornerRadius)
        withPaint(color) { cairo_fill(cairo) }
    }

    /// Strokes a rectangle with rounded corners.
    public func stroke(roundedRect rect: Rect, cornerRadius: Double, with color: Color, lineWidth: Double) {
        addRoundedRect(rect, cornerRadius: cornerRadius)
        apply(StrokeStyle(lineWidth: lineWidth))
        withPaint(color) { cairo_stroke(cairo) }
    }

    /// Intersects the clip with a rectangle with rounded corners.
    public func clip(toRoundedRect rect: Rect, cornerRadius: Double) {
        addRoundedRect(rect, cornerRadius: cornerRadius)
        cairo_clip(cairo)
    }
}
