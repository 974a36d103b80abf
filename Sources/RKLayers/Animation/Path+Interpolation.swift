import RKGeometry
import RKGraphics
import RKMotion

/// Paths interpolate point by point when they have the same elements in the same order (a
/// `ShapeLayer` morphing between two polygons of as many corners); paths of different structure
/// cannot be blended and switch at the halfway point, as Core Animation leaves them undefined.
extension Path: Interpolatable {
    /// The path `t` of the way to `other`, point by point; paths of different structure switch at 0.5.
    public func interpolated(to other: Path, fraction t: Double) -> Path {
        combined(with: other, ifIncompatible: t < 0.5 ? self : other) { a, b in a.interpolated(to: b, fraction: t) }
    }

    /// The point-by-point sum, for additive animations; `self` when the structures differ.
    public func adding(_ other: Path) -> Path {
        combined(with: other, ifIncompatible: self) { a, b in a.adding(b) }
    }

    /// The point-by-point difference, for `byValue` animations; `self` when the structures differ.
    public func subtracting(_ other: Path) -> Path {
        combined(with: other, ifIncompatible: self) { a, b in a.subtracting(b) }
    }

    /// The largest distance between corresponding points; 1 for paths that cannot be blended.
    public func distance(to other: Path) -> Double {
        guard isCompatible(with: other) else { return 1 }
        var d = 0.0
        for (a, b) in zip(elements, other.elements) {
            for (p, q) in zip(a.numbers, b.numbers) { d = Swift.max(d, Swift.abs(p - q)) }
        }
        return d
    }

    /// Whether the paths have the same element kinds in the same order (arcs also the same
    /// direction), so that their numbers can be blended.
    func isCompatible(with other: Path) -> Bool {
        guard elements.count == other.elements.count else { return false }
        for (a, b) in zip(elements, other.elements) where !a.hasSameKind(as: b) { return false }
        return true
    }

    /// True when every coordinate, radius and angle is finite.
    public var isFinite: Bool {
        elements.allSatisfy { $0.numbers.allSatisfy(\.isFinite) }
    }

    private func combined(with other: Path, ifIncompatible fallback: Path,
                          _ f: (Double, Double) -> Double) -> Path {
        guard isCompatible(with: other) else { return fallback }
        return Path(elements: zip(elements, other.elements).map { a, b in
            a.withNumbers(zip(a.numbers, b.numbers).map { f($0, $1) })
        })
    }
}

extension Path.Element {
    /// The element's numbers in a fixed order: points as x, y; an arc's center, radius, angles.
    var numbers: [Double] {
        switch self {
        case .move(let p), .line(let p): return [p.x, p.y]
        case .curve(let a, let b, let p): return [a.x, a.y, b.x, b.y, p.x, p.y]
        case .arc(let c, let r, let s, let e, _): return [c.x, c.y, r, s, e]
        case .close: return []
        }
    }

    func hasSameKind(as other: Path.Element) -> Bool {
        switch (self, other) {
        case (.move, .move), (.line, .line), (.curve, .curve), (.close, .close): return true
        case (.arc(_, _, _, _, let a), .arc(_, _, _, _, let b)): return a == b
        default: return false
        }
    }

    /// This element with its numbers replaced (same order as ``numbers``).
    func withNumbers(_ n: [Double]) -> Path.Element {
        switch self {
        case .move: return .move(Point(x: n[0], y: n[1]))
        case .line: return .line(Point(x: n[0], y: n[1]))
        case .curve: return .curve(Point(x: n[0], y: n[1]), Point(x: n[2], y: n[3]), Point(x: n[4], y: n[5]))
        case .arc(_, _, _, _, let cw):
            return .arc(center: Point(x: n[0], y: n[1]), radius: n[2], start: n[3], end: n[4], clockwise: cw)
        case .close: return .close
        }
    }
}
