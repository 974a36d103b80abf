/// A projective map of the plane: a 3x3 matrix acting on row vectors `[x y 1] * H`, the plane
/// part of a ``Transform3D`` once z is flattened away. Core Animation flattens every layer into
/// its parent's plane, so a chain of layer transforms composes as a chain of homographies.
public struct Homography: Hashable, Sendable {
    /// The matrix's elements, `mRC` in row R and column C; the third column holds the perspective
    /// part, the third row the translation.
    public var m11: Double, m12: Double, m13: Double
    /// The second row (see ``m11``).
    public var m21: Double, m22: Double, m23: Double
    /// The third row: the translation, and the weight `m33` (see ``m11``).
    public var m31: Double, m32: Double, m33: Double

    /// A homography with the given elements, row by row.
    @inlinable public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                           m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The map that leaves every point where it is.
    public static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The plane part of a 3D transform: what it does to points with z = 0, after dropping z.
    @inlinable public init(_ t: Transform3D) {
        self.init(m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24,
                  m31: t.m41, m32: t.m42, m33: t.m44)
    }

    /// An affine transform as a homography.
    @inlinable public init(_ t: Transform2D) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// True when the map has no perspective part, so ``affine`` represents it exactly.
    @inlinable public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 != 0 }

    /// The affine equivalent (exact when ``isAffine``), normalised by m33.
    @inlinable public var affine: Transform2D {
        let k = m33 == 0 ? 1 : 1 / m33
        return Transform2D(a: m11 * k, b: m12 * k, c: m21 * k, d: m22 * k, tx: m31 * k, ty: m32 * k)
    }

    /// True when every element is finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite
    }

    /// `self` followed by `h`.
    @inlinable public func concatenating(_ h: Homography) -> Homography {
        Homography(m11: m11 * h.m11 + m12 * h.m21 + m13 * h.m31, m12: m11 * h.m12 + m12 * h.m22 + m13 * h.m32,
                   m13: m11 * h.m13 + m12 * h.m23 + m13 * h.m33,
                   m21: m21 * h.m11 + m22 * h.m21 + m23 * h.m31, m22: m21 * h.m12 + m22 * h.m22 + m23 * h.m32,
                   m23: m21 * h.m13 + m22 * h.m23 + m23 * h.m33,
                   m31: m31 * h.m11 + m32 * h.m21 + m33 * h.m31, m32: m31 * h.m12 + m32 * h.m22 + m33 * h.m32,
                   m33: m31 * h.m13 + m32 * h.m23 + m33 * h.m33)
    }

    /// The homogeneous image (x, y, w) of a point.
    @inlinable public func applyHomogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
    }

    /// The image of a point, or nil when it lies at or behind the eye (w <= 0).
    @inlinable public func apply(to p: Point) -> Point? {
        let h = applyHomogeneous(p)
        guard h.w > 0 else { return nil }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// The bounding box of the image of a rectangle, or nil when part of it lies behind the eye.
    public func apply(to r: Rect) -> Rect? {
        if isAffine { return affine.apply(to: r) }
        let s = r.standardized
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(s.minX, s.minY), (s.maxX, s.minY), (s.maxX, s.maxY), (s.minX, s.maxY)] {
            let h = applyHomogeneous(Point(x: x, y: y))
            guard h.w > 1e-9 else { return nil }
            let px = h.x / h.w, py = h.y / h.w
            minX = Swift.min(minX, px); maxX = Swift.max(maxX, px)
            minY = Swift.min(minY, py); maxY = Swift.max(maxY, py)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The inverse map, or nil when singular.
    public func inverted() -> Homography? {
        let c11 = m22 * m33 - m23 * m32, c12 = -(m21 * m33 - m23 * m31), c13 = m21 * m32 - m22 * m31
        let det = m11 * c11 + m12 * c12 + m13 * c13
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        return Homography(m11: c11 * k, m12: -(m12 * m33 - m13 * m32) * k, m13: (m12 * m23 - m13 * m22) * k,
                          m21: c12 * k, m22: (m11 * m33 - m13 * m31) * k, m23: -(m11 * m23 - m13 * m21) * k,
                          m31: c13 * k, m32: -(m11 * m32 - m12 * m31) * k, m33: (m11 * m22 - m12 * m21) * k)
    }
}
