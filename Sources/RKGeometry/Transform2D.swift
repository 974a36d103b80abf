#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2D affine transform, RecipeKit's CGAffineTransform. It maps (x, y) to
/// (a*x + c*y + tx, b*x + d*y + ty), the same layout as CGAffineTransform and cairo_matrix_t.
///
/// Named `Transform2D` rather than `AffineTransform` so that it never clashes with Foundation's
/// type of that name in files importing both.
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    /// The matrix's elements in CGAffineTransform's layout: `a`, `b`, `c`, `d` are the linear part
    /// (scale, rotation and shear), `tx` and `ty` the translation.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform with the given elements.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that leaves every point where it is (CGAffineTransform.identity).
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `tx` horizontally and `ty` vertically.
    @inlinable public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically, about the origin.
    @inlinable public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on screen (y down), as in UIKit.
    public init(rotationAngle angle: Double) {
        let cs = cos(angle), sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// True when the transform is exactly the identity.
    @inlinable public var isIdentity: Bool { self == .identity }
    /// True when every element is finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The determinant of the linear part; zero for a degenerate (non-invertible) transform.
    @inlinable public var determinant: Double { a * d - b * c }

    /// `self` followed by `t` (CGAffineTransformConcat(self, t)): applying the result to a point
    /// applies `self` first, then `t`.
    @inlinable public func concatenating(_ t: Transform2D) -> Transform2D {
        Transform2D(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                    c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                    tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A translation applied before this transform (CGAffineTransformTranslate).
    @inlinable public func translatedBy(x: Double, y: Double) -> Transform2D {
        Transform2D(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform (CGAffineTransformScale).
    @inlinable public func scaledBy(x: Double, y: Double) -> Transform2D {
        Transform2D(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform (CGAffineTransformRotate).
    public func rotated(by angle: Double) -> Transform2D {
        Transform2D(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or nil when the transform is degenerate or not finite.
    public func inverted() -> Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite, isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform2D(a: ia, b: ib, c: ic, d: id,
                           tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Applies the transform to a point.
    @inlinable public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies the linear part to a size (no translation), as CGSizeApplyAffineTransform.
    @inlinable public func apply(to s: Size) -> Size {
        Size(width: a * s.width + c * s.height, height: b * s.width + d * s.height)
    }

    /// The bounding box of the transformed rectangle, as CGRectApplyAffineTransform.
    public func apply(to r: Rect) -> Rect {
        if r.isNull { return r }
        let s = r.standardized
        // Hot in the compositor: computed without temporary arrays.
        let x0 = a * s.minX, x1 = a * s.maxX, y0 = c * s.minY, y1 = c * s.maxY
        let u0 = b * s.minX, u1 = b * s.maxX, v0 = d * s.minY, v1 = d * s.maxY
        let minX = Swift.min(x0, x1) + Swift.min(y0, y1) + tx, maxX = Swift.max(x0, x1) + Swift.max(y0, y1) + tx
        let minY = Swift.min(u0, u1) + Swift.min(v0, v1) + ty, maxY = Swift.max(u0, u1) + Swift.max(v0, v1) + ty
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The elements as `[a, b, c, d, tx, ty]`, for logs and test failures.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension Rect {
    /// The smallest rectangle containing every point (null for no points).
    public static func bounding(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .null }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in points.dropFirst() {
            x0 = Swift.min(x0, p.x); y0 = Swift.min(y0, p.y)
            x1 = Swift.max(x1, p.x); y1 = Swift.max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
