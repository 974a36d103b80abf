#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RKGeometry

/// A ``/RKGeometry/Transform2D`` split into the simple motions that compose it, so that animations can move
/// each one on its own (CSS Transforms' 2D "unmatrix").
///
/// The transform applies, in order: ``scaleX``/``scaleY``, then ``skew`` (a horizontal shear,
/// x += skew * y), then ``rotation``, then ``translationX``/``translationY``. In Transform2D
/// terms: `scale.concatenating(skew).concatenating(rotation).concatenating(translation)`.
public struct DecomposedTransform2D: Hashable, Sendable {
    /// Horizontal translation, in points.
    public var translationX: Double
    /// Vertical translation, in points.
    public var translationY: Double
    /// Horizontal scale factor; negative when the transform mirrors along x.
    public var scaleX: Double
    /// Vertical scale factor; negative when the transform mirrors along y.
    public var scaleY: Double
    /// Rotation in radians, in -π...π; positive turns clockwise on screen (y down), as UIKit.
    public var rotation: Double
    /// Shear factor (the tangent of the skew angle).
    public var skew: Double

    /// A decomposition; the defaults are the identity.
    public init(translationX: Double = 0, translationY: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
                rotation: Double = 0, skew: Double = 0) {
        self.translationX = translationX
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.skew = skew
    }

    /// The identity transform's decomposition.
    public static let identity = DecomposedTransform2D()

    /// Brings two decompositions onto comparable terms before they are mixed: undoes a pair of
    /// opposite mirrorings (an x flip on one side, a y flip on the other is the same matrix as a
    /// half turn) and makes the angles at most π apart, so that animations never take the long
    /// way round. This is CSS's rule.
    static func aligned(_ a: DecomposedTransform2D, _ b: DecomposedTransform2D)
        -> (DecomposedTransform2D, DecomposedTransform2D) {
        var a = a, b = b
        if (a.scaleX < 0 && b.scaleY < 0) || (a.scaleY < 0 && b.scaleX < 0) {
            a.scaleX = -a.scaleX
            a.scaleY = -a.scaleY
            a.rotation += a.rotation < 0 ? Double.pi : -Double.pi
        }
        if Swift.abs(a.rotation - b.rotation) > Double.pi {
            if a.rotation > b.rotation { a.rotation -= 2 * Double.pi } else { b.rotation -= 2 * Double.pi }
        }
        return (a, b)
    }
}

extension Transform2D {
    /// Splits the transform into translation, scale, rotation and skew, or returns nil when that
    /// is impossible: a non-finite matrix, or a rank-one matrix whose two rows are both non-zero
    /// (a squash onto a line cannot be written as scale × skew × rotation).
    ///
    /// A zero scale is allowed (a transform scaled to nothing is common at the start of a "pop
    /// in" animation); the rotation is then taken from the remaining axis, or 0.
    /// With a negative determinant the mirrored axis is x when a < d, else y, as CSS does.
    public func decomposed() -> DecomposedTransform2D? {
        guard isFinite else { return nil }
        var result = DecomposedTransform2D(translationX: tx, translationY: ty)
        var sx = (a * a + b * b).squareRoot()
        if sx > 0 {
            if determinant < 0 && a < d { sx = -sx }
            let r0x = a / sx, r0y = b / sx
            // (-sin, cos): the unit y axis after the rotation; the signed length of row 1 along it
            // is the y scale, which comes out negative for a y mirror.
            let r1x = -r0y, r1y = r0x
            let sy = c * r1x + d * r1y
            let along = c * r0x + d * r0y
            if sy == 0 && along != 0 { return nil }
            result.scaleX = sx
            result.scaleY = sy
            result.rotation = atan2(r0y, r0x)
            result.skew = sy == 0 ? 0 : along / sy
        } else {
            let sy = (c * c + d * d).squareRoot()
            result.scaleX = 0
            result.scaleY = sy
            result.skew = 0
            // Row 1 is the rotated y axis (-sin, cos); with nothing left, no rotation.
            result.rotation = sy > 0 ? atan2(-c / sy, d / sy) : 0
        }
        return result
    }

    /// Recomposes a decomposition: scale, then skew, then rotation, then translation.
    public init(_ p: DecomposedTransform2D) {
        let cs = cos(p.rotation), sn = sin(p.rotation)
        self.init(a: p.scaleX * cs, b: p.scaleX * sn,
                  c: p.scaleY * (p.skew * cs - sn), d: p.scaleY * (p.skew * sn + cs),
                  tx: p.translationX, ty: p.translationY)
    }

    private func elementwiseInterpolated(to o: Transform2D, fraction t: Double) -> Transform2D {
        Transform2D(a: a.interpolated(to: o.a, fraction: t), b: b.interpolated(to: o.b, fraction: t),
                    c: c.interpolated(to: o.c, fraction: t), d: d.interpolated(to: o.d, fraction: t),
                    tx: tx.interpolated(to: o.tx, fraction: t), ty: ty.interpolated(to: o.ty, fraction: t))
    }
}

extension Transform2D: Interpolatable {
    /// Interpolates the decomposed parts (translation, scale, rotation angle, skew) and
    /// recomposes, as CSS and Core Animation do, so that a half turn animates as a rotation rather
    /// than as a matrix squashing through zero; the angle takes the shorter way round. Falls
    /// back to element-wise interpolation when either end cannot be decomposed. Fractions 0 and 1
    /// return the ends exactly.
    public func interpolated(to other: Transform2D, fraction t: Double) -> Transform2D {
        if t == 0 { return self }
        if t == 1 { return other }
        guard let da = decomposed(), let db = other.decomposed() else {
            return elementwiseInterpolated(to: other, fraction: t)
        }
        let (a, b) = DecomposedTransform2D.aligned(da, db)
        return Transform2D(DecomposedTransform2D(
            translationX: a.translationX.interpolated(to: b.translationX, fraction: t),
            translationY: a.translationY.interpolated(to: b.translationY, fraction: t),
            scaleX: a.scaleX.interpolated(to: b.scaleX, fraction: t),
            scaleY: a.scaleY.interpolated(to: b.scaleY, fraction: t),
            rotation: a.rotation.interpolated(to: b.rotation, fraction: t),
            skew: a.skew.interpolated(to: b.skew, fraction: t)))
    }

    /// `self` followed by `other`: `self.concatenating(other)`, so applying the result to a point
    /// applies `self` first and then `other`. An additive animation's value therefore acts on top
    /// of the model transform, and `from.adding(by)` applies `by` after `from`.
    public func adding(_ other: Transform2D) -> Transform2D { concatenating(other) }

    /// `self` followed by the inverse of `other`, undoing ``adding(_:)``. `x.subtracting(x)` is
    /// exactly the identity (the additive zero) even when `x` is singular; otherwise a singular
    /// `other` cannot be undone and `self` is returned unchanged.
    public func subtracting(_ other: Transform2D) -> Transform2D {
        if other == self { return .identity }
        guard let inverse = other.inverted() else { return self }
        return concatenating(inverse)
    }

    /// The Euclidean distance between the decomposed parts (translation in points, scales, angle
    /// in radians, skew), aligned as for interpolation; element-wise when either end cannot be
    /// decomposed. Used to pace keyframes.
    public func distance(to other: Transform2D) -> Double {
        guard let da = decomposed(), let db = other.decomposed() else {
            let d = [a - other.a, b - other.b, c - other.c, d - other.d, tx - other.tx, ty - other.ty]
            return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
        }
        let (p, q) = DecomposedTransform2D.aligned(da, db)
        let d = [p.translationX - q.translationX, p.translationY - q.translationY, p.scaleX - q.scaleX,
                 p.scaleY - q.scaleY, p.rotation - q.rotation, p.skew - q.skew]
        return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}
