import RKGeometry
import RKGraphics

extension LayerDrawing {
    /// Where the drawing paints, in the layer's coordinates (null when it paints nothing).
    func paintedBounds(in bounds: Rect) -> Rect {
        switch self {
        case .shape(let s): return s.paintedBounds
        case .gradient(let g): return g.colors.isEmpty ? .null : bounds
        }
    }

    /// Draws on `canvas`, whose transform maps the layer's coordinates to the target: vectors
    /// at whatever scale that is. Generic so the compositor's calls are specialized to its
    /// painter.
    func paint<P: Painter>(in canvas: P, bounds: Rect, cornerRadius: Double, alpha: Double) {
        switch self {
        case .shape(let s): s.paint(in: canvas, alpha: alpha)
        case .gradient(let g): g.paint(in: canvas, bounds: bounds, cornerRadius: cornerRadius, alpha: alpha)
        }
    }
}

extension ShapeProperties {
    func paint<P: Painter>(in canvas: P, alpha: Double) {
        guard let path, !path.isEmpty else { return }
        if let f = fillColor, !f.isClear {
            canvas.fill(path, with: f.withAlpha(f.alpha * alpha), evenOdd: fillRule == .evenOdd)
        }
        if strokes, let c = strokeColor {
            canvas.stroke(path, with: c.withAlpha(c.alpha * alpha), style: strokeStyle, from: strokeStart, to: strokeEnd)
        }
    }
}

extension GradientProperties {
    func paint<P: Painter>(in canvas: P, bounds: Rect, cornerRadius: Double, alpha: Double) {
        guard !colors.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let locations = effectiveLocations
        let stops = zip(colors, locations).map { c, l in
            Gradient.Stop(location: l.isFinite ? Swift.min(1, Swift.max(0, l)) : 0, color: c.withAlpha(c.alpha * alpha))
        }
        func unit(_ p: Point) -> Point {
            Point(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        let a = unit(startPoint), b = unit(endPoint)
        let shape = Path(roundedRect: bounds, cornerRadius: cornerRadius)
        switch kind {
        case .axial:
            canvas.fill(shape, with: Gradient(kind: .linear(start: a, end: b), stops: stops))
        case .radial:
            // An ellipse: a unit circle scaled by the radii along x and y about the center.
            var rx = Swift.abs(b.x - a.x), ry = Swift.abs(b.y - a.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return }
            canvas.save()
            canvas.clip(to: shape)
            canvas.translate(x: a.x, y: a.y)
            canvas.scale(x: rx, y: ry)
            canvas.drawGradient(Gradient(kind: .radial(startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1), stops: stops))
            canvas.restore()
        }
    }
}
