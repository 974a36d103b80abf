#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 4x4 homogeneous transform with Core Animation's CATransform3D layout: points are row vectors
/// `[x y z 1] * M`, translation lives in `m41...m43`, and perspective in `m34` (set it to
/// `-1 / eyeDistance` for the usual camera looking down the z axis).
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    /// The matrix's elements, `mRC` in row R and column C (CATransform3D's names): the top-left 3x3
    /// is the linear part, `m41...m43` the translation, and `m14`, `m24`, `m34` the perspective.
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// The second row (see ``m11``).
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// The third row (see ``m11``).
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// The fourth row: the translation `m41...m43` and the weight `m44` (see ``m11``).
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// A transform with the given elements, row by row.
    @inlinable public init(m11: Double, m12: Double, m13: Double, m14: Double,
                           m21: Double, m22: Double, m23: Double, m24: Double,
                           m31: Double, m32: Double, m33: Double, m34: Double,
                           m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Builds a matrix from 16 values in row-major order. Given fewer, the missing ones are the
    /// identity's; given more, the extra ones are ignored: the same in every build, where a
    /// precondition would trap in debug builds only.
    public init(rows values: [Double]) {
        let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        let v = (0..<16).map { $0 < values.count ? values[$0] : identity[$0] }
        self.init(m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                  m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// The transform that leaves every point where it is (CATransform3DIdentity).
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The 16 values in row-major order.
    public var rows: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// A translation (CATransform3DMakeTranslation).
    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        m41 = tx; m42 = ty; m43 = tz
    }

    /// A scale (CATransform3DMakeScale).
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        m11 = sx; m22 = sy; m33 = sz
    }

    /// A rotation by `angle` radians about the axis (x, y, z) (CATransform3DMakeRotation). A zero
    /// axis gives the identity. About z, positive angles turn clockwise on screen as in UIKit.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite else { self = .identity; return }
        let (x, y, z) = (x / len, y / len, z / len)
        let c = cos(angle), s = sin(angle), t = 1 - c
        self.init(m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
                  m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
                  m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A perspective projection for an eye at distance `d` from the z = 0 plane (m34 = -1/d).
    public static func perspective(eyeDistance d: Double) -> Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / d
        return t
    }

    /// The 3D transform equivalent to an affine transform (CATransform3DMakeAffineTransform).
    public init(_ t: Transform2D) {
        self = .identity
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
    }

    /// True when the transform is exactly the identity.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// True when every element is finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// True when the transform maps the z = 0 plane affinely and keeps it at z = 0, so it can be
    /// represented exactly by ``affineTransform`` (CATransform3DIsAffine).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// True when points of the z = 0 plane map without perspective division (w stays 1), so the
    /// flattened 2D effect is affine even if z changes.
    public var isFlatAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

    /// The affine part (CATransform3DGetAffineTransform): a=m11 b=m12 c=m21 d=m22 tx=m41 ty=m42.
    public var affineTransform: Transform2D {
        Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` followed by `t` (CATransform3DConcat(self, t)).
    public func concatenating(_ t: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * t.m11 + m12 * t.m21 + m13 * t.m31 + m14 * t.m41, m12: m11 * t.m12 + m12 * t.m22 + m13 * t.m32 + m14 * t.m42,
            m13: m11 * t.m13 + m12 * t.m23 + m13 * t.m33 + m14 * t.m43, m14: m11 * t.m14 + m12 * t.m24 + m13 * t.m34 + m14 * t.m44,
            m21: m21 * t.m11 + m22 * t.m21 + m23 * t.m31 + m24 * t.m41, m22: m21 * t.m12 + m22 * t.m22 + m23 * t.m32 + m24 * t.m42,
            m23: m21 * t.m13 + m22 * t.m23 + m23 * t.m33 + m24 * t.m43, m24: m21 * t.m14 + m22 * t.m24 + m23 * t.m34 + m24 * t.m44,
            m31: m31 * t.m11 + m32 * t.m21 + m33 * t.m31 + m34 * t.m41, m32: m31 * t.m12 + m32 * t.m22 + m33 * t.m32 + m34 * t.m42,
            m33: m31 * t.m13 + m32 * t.m23 + m33 * t.m33 + m34 * t.m43, m34: m31 * t.m14 + m32 * t.m24 + m33 * t.m34 + m34 * t.m44,
            m41: m41 * t.m11 + m42 * t.m21 + m43 * t.m31 + m44 * t.m41, m42: m41 * t.m12 + m42 * t.m22 + m43 * t.m32 + m44 * t.m42,
            m43: m41 * t.m13 + m42 * t.m23 + m43 * t.m33 + m44 * t.m43, m44: m41 * t.m14 + m42 * t.m24 + m43 * t.m34 + m44 * t.m44)
    }

    /// A translation applied before this transform (CATransform3DTranslate).
    public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before this transform (CATransform3DScale).
    public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before this transform (CATransform3DRotate).
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The inverse, or nil when the matrix is singular or not finite (CATransform3DInvert returns
    /// the original matrix in that case; an optional is the clearer Swift spelling).
    public func inverted() -> Transform3D? {
        let m = rows
        var inv = [Double](repeating: 0, count: 16)
        inv[0] = m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14] + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
        inv[4] = -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14] - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
        inv[8] = m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13] + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
        inv[12] = -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13] - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
        inv[1] = -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14] - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
        inv[5] = m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14] + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
        inv[9] = -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13] - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
        inv[13] = m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13] + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
        inv[2] = m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14] + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
        inv[6] = -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14] - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
        inv[10] = m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13] + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
        inv[14] = -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13] - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
        inv[3] = -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10] - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
        inv[7] = m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10] + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
        inv[11] = -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9] - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
        inv[15] = m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9] + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
        let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
        guard det != 0, det.isFinite else { return nil }
        return Transform3D(rows: inv.map { $0 / det })
    }

    /// Transforms a point in homogeneous coordinates: returns (x, y, z, w) before division.
    @inlinable public func applyHomogeneous(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (x * m11 + y * m21 + z * m31 + m41,
         x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43,
         x * m14 + y * m24 + z * m34 + m44)
    }

    /// Projects a point of the z = 0 plane to 2D, dividing by w. Returns nil when the point is at
    /// or behind the eye (w <= 0), where it has no visible image.
    @inlinable public func project(_ p: Point) -> Point? {
        let h = applyHomogeneous(x: p.x, y: p.y, z: 0)
        guard h.w > 0 else { return nil }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// The 3x3 homography taking points of the z = 0 plane to the projected 2D plane, as
    /// (x', y', w') = [x y 1] * H with rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
    public var planeHomography: [Double] { [m11, m12, m14, m21, m22, m24, m41, m42, m44] }

    /// The 16 elements in row-major order, for logs and test failures.
    public var description: String { "Transform3D(\(rows))" }
}
