#if canImport(Glibc)
import Glibc
#endif
import RKGeometry

/// A resolution-independent shape made of lines, curves and arcs (UIBezierPath / CGPath).
public struct Path: Hashable, Sendable {
    /// One drawing instruction.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(Point)
        /// A straight line to the point.
        case line(Point)
        /// A cubic Bézier curve: the first control point, the second, then the end point.
        case curve(Point, Point, Point)
        /// An arc around a center from one angle to another, in radians, as cairo_arc
        /// (`clockwise` on screen, y down) or cairo_arc_negative.
        case arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool)
        /// Closes the subpath with a line back to its start.
        case close
    }

    /// The drawing instructions, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path made of these elements as they are, for code in the package that rebuilds paths
    /// from elements it took apart (animation blends); public code goes through the builders,
    /// which keep arcs finite and within a turn.
    package init(elements: [Element]) { self.elements = elements }

    /// A rectangle.
    public init(rect: Rect) {
        let r = rect.standardized
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        close()
    }

    /// A rectangle with circular corners; the radius is clamped to half the shorter side (a
    /// radius of height/2 gives a capsule, as CALayer's cornerRadius does on iOS).
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init()
        let r = rect.standardized
        let radius = Swift.max(0, Swift.min(cornerRadius.isFinite ? cornerRadius : 0, r.width / 2, r.height / 2))
        guard radius > 0 else { self = Path(rect: r); return }
        let pi = Double.pi
        addArc(center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: -pi / 2, endAngle: 0, clockwise: true)
        addArc(center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: 0, endAngle: pi / 2, clockwise: true)
        addArc(center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: pi / 2, endAngle: pi, clockwise: true)
        addArc(center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: pi, endAngle: 3 * pi / 2, clockwise: true)
        close()
    }

    /// An ellipse inscribed in a rectangle.
    public init(ellipseIn rect: Rect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        // Bézier approximation with the standard kappa; exact enough (error < 0.03%) and, unlike a
        // scaled arc, it needs no transform state while replaying.
        let k = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// Starts a new subpath at `p` (UIBezierPath.move(to:)).
    public mutating func move(to p: Point) { elements.append(.move(p)) }
    /// Adds a straight line from the current point to `p`.
    public mutating func addLine(to p: Point) { elements.append(.line(p)) }
    /// Adds a cubic Bézier curve from the current point to `p`, shaped by two control points.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, p))
    }
    /// Adds a quadratic Bézier curve from the current point to `p`, stored as the equivalent cubic
    /// (Cairo has no quadratic segment).
    public mutating func addQuadCurve(to p: Point, control: Point) {
        // Elevate to a cubic; Cairo has no quadratic segment.
        let start = currentPoint ?? p
        let c1 = Point(x: start.x + 2.0 / 3.0 * (control.x - start.x), y: start.y + 2.0 / 3.0 * (control.y - start.y))
        let c2 = Point(x: p.x + 2.0 / 3.0 * (control.x - p.x), y: p.y + 2.0 / 3.0 * (control.y - p.y))
        addCurve(to: p, control1: c1, control2: c2)
    }
    /// An arc; connects to the current point with a line, as cairo_arc does.
    ///
    /// An arc with a non-finite center, radius or angle adds nothing. Turns beyond the first
    /// add nothing either (they draw the same pixels again), so a sweep is kept to one turn,
    /// and angles too large to keep their precision are taken modulo a turn: 1e300 radians
    /// draw a definite arc and never loop.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        var start = startAngle, end = endAngle
        let turn = 2 * Double.pi
        if abs(start) > 1e9 || abs(end) > 1e9 {
            start = start.truncatingRemainder(dividingBy: turn)
            end = end.truncatingRemainder(dividingBy: turn)
        }
        // The sweep in the arc's own direction, as Cairo settles it, at most one turn.
        var sweep = end - start
        if clockwise {
            if sweep < 0 {
                let m = sweep.truncatingRemainder(dividingBy: turn)
                sweep = m == 0 ? 0 : m + turn
            } else if sweep > turn {
                sweep = turn
            }
        } else {
            if sweep > 0 {
                let m = sweep.truncatingRemainder(dividingBy: turn)
                sweep = m == 0 ? 0 : m - turn
            } else if sweep < -turn {
                sweep = -turn
            }
        }
        end = start + sweep
        elements.append(.arc(center: center, radius: radius, start: start, end: end, clockwise: clockwise))
    }
    /// Closes the current subpath with a line back to its start (UIBezierPath.close()).
    public mutating func close() { elements.append(.close) }

    /// Appends another path's elements.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element, if any.
    public var currentPoint: Point? {
        var start: Point?
        var current: Point?
        for e in elements {
            switch e {
            case .move(let p): current = p; start = p
            case .line(let p): current = p
            case .curve(_, _, let p): current = p
            case .arc(let c, let r, _, let end, _): current = Point(x: c.x + r * cos(end), y: c.y + r * sin(end))
            case .close: current = start
            }
        }
        return current
    }

    /// The path with every point transformed. Arcs are kept when the transform is a similarity
    /// (uniform scale, rotation, translation) and turned into curves otherwise.
    public func applying(_ t: Transform2D) -> Path {
        var out = Path()
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(to: p))
            case .line(let p): out.addLine(to: t.apply(to: p))
            case .curve(let a, let b, let p): out.elements.append(.curve(t.apply(to: a), t.apply(to: b), t.apply(to: p)))
            case .close: out.close()
            case .arc(let c, let r, let s, let en, let cw):
                for seg in Path.arcAsCurves(center: c, radius: r, start: s, end: en, clockwise: cw, connect: true) {
                    switch seg {
                    case .line(let p): out.addLine(to: t.apply(to: p))
                    case .curve(let a, let b, let p): out.elements.append(.curve(t.apply(to: a), t.apply(to: b), t.apply(to: p)))
                    default: break
                    }
                }
            }
        }
        return out
    }

    static func arcAsCurves(center c: Point, radius r: Double, start: Double, end: Double, clockwise: Bool, connect: Bool) -> [Element] {
        var sweep = end - start
        if clockwise { while sweep < 0 { sweep += 2 * .pi } } else { while sweep > 0 { sweep -= 2 * .pi } }
        let n = Swift.max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(n)
        var out: [Element] = [.line(Point(x: c.x + r * cos(start), y: c.y + r * sin(start)))]
        var a0 = start
        for _ in 0..<n {
            let a1 = a0 + step
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
            let p0 = Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
            let p3 = Point(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
            out.append(.curve(Point(x: p0.x - k * r * sin(a0), y: p0.y + k * r * cos(a0)),
                              Point(x: p3.x + k * r * sin(a1), y: p3.y - k * r * cos(a1)), p3))
            a0 = a1
        }
        return out
    }
}
