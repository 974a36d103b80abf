#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RKGeometry

/// A ``/RKGeometry/Transform3D`` split into the simple motions that compose it (the "unmatrix" of Graphics
/// Gems II that CSS Transforms and WebKit use), so that animations can move each one on its own:
/// translations slide, scales grow, rotations turn along the shortest arc.
///
/// Recomposition applies, to a row-vector point: ``scale``, then ``skew``, then the rotation
/// ``quaternion``, then ``translation``, then ``perspective``; the matrix is
/// `S · K · R · T · P` with K = [[1,0,0],[xy,1,0],[xz,yz,1]] and P the identity with its last
/// column replaced by the perspective vector. A decomposition describes the matrix divided by
/// its m44 (the same projective transform).
public struct DecomposedTransform3D: Hashable, Sendable {
    /// Three components along x, y and z.
    public struct Vector3: Hashable, Sendable {
        /// The components along each axis.
        public var x: Double, y: Double, z: Double
        /// A vector from its components.
        public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
    }

    /// Shear factors: ``xy`` moves x in proportion to y, ``xz`` x with z, ``yz`` y with z.
    public struct Skew: Hashable, Sendable {
        /// The three shear factors.
        public var xy: Double, xz: Double, yz: Double
        /// A skew from its factors.
        public init(xy: Double, xz: Double, yz: Double) { self.xy = xy; self.xz = xz; self.yz = yz }
    }

    /// Four homogeneous components (the perspective column m14, m24, m34, m44 of P).
    public struct Vector4: Hashable, Sendable {
        /// The four homogeneous components.
        public var x: Double, y: Double, z: Double, w: Double
        /// A vector from its components.
        public init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }
    }

    /// A rotation as a unit quaternion (x, y, z, w): a turn by θ about the unit axis n is
    /// (n·sin(θ/2), cos(θ/2)), the same rotation as `Transform3D(rotationAngle: θ, x:y:z:)`.
    public struct Quaternion: Hashable, Sendable {
        /// The vector part (axis × sin(θ/2)) and the scalar part (cos(θ/2)).
        public var x: Double, y: Double, z: Double, w: Double
        /// A quaternion from its components (not normalized; recomposition normalizes).
        public init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }

        /// No rotation.
        public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

        /// A turn by `angle` radians about the axis (x, y, z); a zero axis gives the identity.
        public init(angle: Double, x ax: Double, y ay: Double, z az: Double) {
            let len = (ax * ax + ay * ay + az * az).squareRoot()
            guard len > 0, len.isFinite, angle.isFinite else { self = .identity; return }
            let s = sin(angle / 2) / len
            self.init(x: ax * s, y: ay * s, z: az * s, w: cos(angle / 2))
        }

        /// The four-dimensional dot product; its magnitude is cos of half the angle between the
        /// two rotations.
        public func dot(_ q: Quaternion) -> Double { x * q.x + y * q.y + z * q.z + w * q.w }

        /// Spherical linear interpolation: constant angular speed along the shorter of the two
        /// arcs (q and -q are the same rotation, so the sign giving the shorter arc is used).
        public func slerp(to other: Quaternion, fraction t: Double) -> Quaternion {
            var q = other
            var d = dot(q)
            if d < 0 { q = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w); d = -d }
            let wa: Double, wb: Double
            if d > 0.9999 {
                // Nearly the same rotation: sin θ ≈ 0 would divide by zero; a normalized lerp is
                // indistinguishable there.
                wa = 1 - t; wb = t
            } else {
                let theta = acos(Swift.min(d, 1)), s = sin(theta)
                wa = sin((1 - t) * theta) / s
                wb = sin(t * theta) / s
            }
            return Quaternion(x: x * wa + q.x * wb, y: y * wa + q.y * wb,
                              z: z * wa + q.z * wb, w: w * wa + q.w * wb).normalized
        }

        /// The quaternion scaled to unit length (the identity when it has none).
        public var normalized: Quaternion {
            let n = (x * x + y * y + z * z + w * w).squareRoot()
            guard n > 0, n.isFinite else { return .identity }
            return Quaternion(x: x / n, y: y / n, z: z / n, w: w / n)
        }

        /// The rotation angle between two orientations, in 0...π.
        public func angle(to other: Quaternion) -> Double {
            2 * acos(Swift.min(Swift.abs(normalized.dot(other.normalized)), 1))
        }
    }

    /// Translation, in points (m41, m42, m43 of the normalized matrix).
    public var translation: Vector3
    /// Scale factors; all three negative when the transform mirrors (as CSS decomposes).
    public var scale: Vector3
    /// Shear factors.
    public var skew: Skew
    /// The perspective column; (0, 0, 0, 1) for none, (0, 0, -1/d, 1) for the usual camera.
    public var perspective: Vector4
    /// The rotation.
    public var quaternion: Quaternion

    /// A decomposition; the defaults are the identity.
    public init(translation: Vector3 = Vector3(x: 0, y: 0, z: 0), scale: Vector3 = Vector3(x: 1, y: 1, z: 1),
                skew: Skew = Skew(xy: 0, xz: 0, yz: 0),
                perspective: Vector4 = Vector4(x: 0, y: 0, z: 0, w: 1), quaternion: Quaternion = .identity) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// The identity transform's decomposition.
    public static let identity = DecomposedTransform3D()

    /// Linear interpolation of translation, scale, skew and perspective, and spherical
    /// interpolation of the rotation (CSS's "interpolation of decomposed 3D matrix values").
    public func interpolated(to o: DecomposedTransform3D, fraction t: Double) -> DecomposedTransform3D {
        func l(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return DecomposedTransform3D(
            translation: Vector3(x: l(translation.x, o.translation.x), y: l(translation.y, o.translation.y),
                                 z: l(translation.z, o.translation.z)),
            scale: Vector3(x: l(scale.x, o.scale.x), y: l(scale.y, o.scale.y), z: l(scale.z, o.scale.z)),
            skew: Skew(xy: l(skew.xy, o.skew.xy), xz: l(skew.xz, o.skew.xz), yz: l(skew.yz, o.skew.yz)),
            perspective: Vector4(x: l(perspective.x, o.perspective.x), y: l(perspective.y, o.perspective.y),
                                 z: l(perspective.z, o.perspective.z), w: l(perspective.w, o.perspective.w)),
            quaternion: quaternion.slerp(to: o.quaternion, fraction: t))
    }

    /// A distance between decompositions: Euclidean over translation, scale, skew and
    /// perspective, plus the rotation angle between the quaternions (radians). Mixed units, but
    /// what paced keyframes need is only that it grows with how much visibly changes.
    public func distance(to o: DecomposedTransform3D) -> Double {
        let d = [translation.x - o.translation.x, translation.y - o.translation.y, translation.z - o.translation.z,
                 scale.x - o.scale.x, scale.y - o.scale.y, scale.z - o.scale.z,
                 skew.xy - o.skew.xy, skew.xz - o.skew.xz, skew.yz - o.skew.yz,
                 perspective.x - o.perspective.x, perspective.y - o.perspective.y,
                 perspective.z - o.perspective.z, perspective.w - o.perspective.w]
        return d.reduce(0) { $0 + $1 * $1 }.squareRoot() + quaternion.angle(to: o.quaternion)
    }
}

// MARK: - 3-vector helpers (rows of the upper 3x3)

typealias Vec3 = SIMD3<Double>

@inline(__always) func dot3(_ a: Vec3, _ b: Vec3) -> Double { (a * b).sum() }
@inline(__always) func cross3(_ a: Vec3, _ b: Vec3) -> Vec3 {
    Vec3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
@inline(__always) func length3(_ a: Vec3) -> Double { dot3(a, a).squareRoot() }

/// A rotation matrix as its three rows (row-vector convention, like Transform3D).
struct RotationRows: Equatable {
    var r0: Vec3, r1: Vec3, r2: Vec3

    static let identity = RotationRows(r0: Vec3(1, 0, 0), r1: Vec3(0, 1, 0), r2: Vec3(0, 0, 1))

    /// The row-convention matrix of a quaternion: the transpose of the usual column-vector
    /// rotation matrix, because Transform3D multiplies row vectors on the left.
    init(_ q: DecomposedTransform3D.Quaternion) {
        let q = q.normalized
        let xx = q.x * q.x, yy = q.y * q.y, zz = q.z * q.z
        let xy = q.x * q.y, xz = q.x * q.z, yz = q.y * q.z
        let xw = q.x * q.w, yw = q.y * q.w, zw = q.z * q.w
        r0 = Vec3(1 - 2 * (yy + zz), 2 * (xy + zw), 2 * (xz - yw))
        r1 = Vec3(2 * (xy - zw), 1 - 2 * (xx + zz), 2 * (yz + xw))
        r2 = Vec3(2 * (xz + yw), 2 * (yz - xw), 1 - 2 * (xx + yy))
    }

    init(r0: Vec3, r1: Vec3, r2: Vec3) { self.r0 = r0; self.r1 = r1; self.r2 = r2 }

    /// Rotation about x by `x`, then about y by `y`, then about z by `z` (each as
    /// Transform3D(rotationAngle:) about that axis): Rx · Ry · Rz in row convention.
    init(eulerX a: Double, y b: Double, z g: Double) {
        self.init(cosX: cos(a), sinX: sin(a), cosY: cos(b), sinY: sin(b), cosZ: cos(g), sinZ: sin(g))
    }

    /// ``init(eulerX:y:z:)`` from the angles' cosines and sines.
    init(cosX ca: Double, sinX sa: Double, cosY cb: Double, sinY sb: Double, cosZ cg: Double, sinZ sg: Double) {
        r0 = Vec3(cb * cg, cb * sg, -sb)
        r1 = Vec3(sa * sb * cg - ca * sg, sa * sb * sg + ca * cg, sa * cb)
        r2 = Vec3(ca * sb * cg + sa * sg, ca * sb * sg - sa * cg, ca * cb)
    }

    /// The Euler angles of ``init(eulerX:y:z:)``. At gimbal lock (y = ±π/2) x and z turn about
    /// the same axis; z is then reported as 0 and the whole turn as x.
    var eulerAngles: (x: Double, y: Double, z: Double) {
        let sb = Swift.min(Swift.max(-r0.z, -1), 1)
        let b = asin(sb)
        if Swift.abs(sb) < 1 - 1e-12 {
            return (atan2(r1.z, r2.z), b, atan2(r0.y, r0.x))
        }
        return (atan2(-r2.y, r1.y), b, 0)
    }

    /// The unit quaternion of this rotation (Shepperd's method: divides by the largest of the four
    /// candidates, so it stays accurate near half turns), with w ≥ 0 so that equal rotations give
    /// equal quaternions.
    var quaternion: DecomposedTransform3D.Quaternion {
        // Elements named R[row][column]; the column-convention matrix is the transpose.
        let r00 = r0.x, r01 = r0.y, r02 = r0.z
        let r10 = r1.x, r11 = r1.y, r12 = r1.z
        let r20 = r2.x, r21 = r2.y, r22 = r2.z
        let trace = r00 + r11 + r22
        var q: DecomposedTransform3D.Quaternion
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            q = .init(x: (r12 - r21) * s, y: (r20 - r02) * s, z: (r01 - r10) * s, w: 0.25 / s)
        } else if r00 > r11 && r00 > r22 {
            let s = 2 * (1 + r00 - r11 - r22).squareRoot()
            q = .init(x: 0.25 * s, y: (r01 + r10) / s, z: (r02 + r20) / s, w: (r12 - r21) / s)
        } else if r11 > r22 {
            let s = 2 * (1 + r11 - r00 - r22).squareRoot()
            q = .init(x: (r01 + r10) / s, y: 0.25 * s, z: (r12 + r21) / s, w: (r20 - r02) / s)
        } else {
            let s = 2 * (1 + r22 - r00 - r11).squareRoot()
            q = .init(x: (r02 + r20) / s, y: (r12 + r21) / s, z: 0.25 * s, w: (r01 - r10) / s)
        }
        if q.w < 0 { q = .init(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }
        return q.normalized
    }
}

extension Transform3D {
    /// Splits the matrix into translation, scale, skew, perspective and rotation, or returns nil
    /// when it cannot be: a non-finite matrix, m44 = 0, or a singular upper 3x3 (the test
    /// WebKit and CSS use).
    public func decomposed() -> DecomposedTransform3D? {
        decomposition(allowingZeroScale: false)
    }

    /// The decomposition; with `allowingZeroScale`, also for singular matrices whose degenerate
    /// axes are zero rows (a layer scaled to nothing, or flattened along one axis), which are
    /// exactly S·K·R·T·P with a zero scale: the missing rotation axes are completed to a right-
    /// handed basis, preferring the identity's axes. Animations need this because "grow from
    /// zero" transforms are common and would otherwise lose their rotation.
    func decomposition(allowingZeroScale: Bool) -> DecomposedTransform3D? {
        guard isFinite, m44 != 0 else { return nil }
        let n = 1 / m44
        let a0 = Vec3(m11, m12, m13) * n, a1 = Vec3(m21, m22, m23) * n, a2 = Vec3(m31, m32, m33) * n
        let pcol = Vec3(m14, m24, m34) * n
        let t = Vec3(m41, m42, m43) * n
        let c0 = cross3(a1, a2), c1 = cross3(a2, a0), c2 = cross3(a0, a1)
        let det = dot3(a0, c0)
        guard det.isFinite, det != 0 || allowingZeroScale else { return nil }

        // Perspective: the matrix is [[A, A·p], [t, t·p + w]], so p = A⁻¹ · (m14, m24, m34) and
        // w = m44 - t·p. A⁻¹'s columns are the cross products of A's rows over det(A).
        var p = Vec3(0, 0, 0), w = 1.0
        if pcol != Vec3(0, 0, 0) {
            guard det != 0 else { return nil }
            p = (c0 * pcol.x + c1 * pcol.y + c2 * pcol.z) / det
            w = 1 - dot3(t, p)
        }

        // Gram–Schmidt on the rows gives scale and skew (S·K) and an orthonormal R. When det ≠ 0
        // every row has a non-zero residual and no threshold is needed; when det = 0 a relative
        // threshold tells zero rows from rounding noise.
        let reference = Swift.max(length3(a0), length3(a1), length3(a2))
        let tiny = det != 0 ? 0 : 1e-12 * reference
        var rows: [Vec3?] = [nil, nil, nil]
        var scale = Vec3(0, 0, 0)
        var kxy = 0.0, kxz = 0.0, kyz = 0.0

        let l0 = length3(a0)
        if l0 > tiny { rows[0] = a0 / l0; scale.x = l0 }

        var v1 = a1
        if let r0 = rows[0] { kxy = dot3(r0, a1); v1 -= kxy * r0 }
        let l1 = length3(v1)
        if l1 > tiny {
            rows[1] = v1 / l1; scale.y = l1; kxy /= l1
        } else {
            // A non-zero row parallel to an earlier one is a squash that S·K·R cannot express.
            guard Swift.abs(kxy) <= tiny else { return nil }
            kxy = 0
        }

        var v2 = a2
        if let r0 = rows[0] { kxz = dot3(r0, v2); v2 -= kxz * r0 }
        if let r1 = rows[1] { kyz = dot3(r1, v2); v2 -= kyz * r1 }
        let l2 = length3(v2)
        if l2 > tiny {
            rows[2] = v2 / l2; scale.z = l2; kxz /= l2; kyz /= l2
        } else {
            guard Swift.abs(kxz) <= tiny && Swift.abs(kyz) <= tiny else { return nil }
            kxz = 0; kyz = 0
        }

        let rotation: RotationRows
        switch (rows[0], rows[1], rows[2]) {
        case let (r0?, r1?, r2?):
            if dot3(r0, cross3(r1, r2)) < 0 {
                // A mirror: negate the rows (making R a proper rotation) and all three scales.
                rotation = RotationRows(r0: -r0, r1: -r1, r2: -r2)
                scale = -scale
            } else {
                rotation = RotationRows(r0: r0, r1: r1, r2: r2)
            }
        case let (nil, r1?, r2?): rotation = RotationRows(r0: cross3(r1, r2), r1: r1, r2: r2)
        case let (r0?, nil, r2?): rotation = RotationRows(r0: r0, r1: cross3(r2, r0), r2: r2)
        case let (r0?, r1?, nil): rotation = RotationRows(r0: r0, r1: r1, r2: cross3(r0, r1))
        case let (r0?, nil, nil):
            let r1 = Self.perpendicular(to: r0, preferring: 1)
            rotation = RotationRows(r0: r0, r1: r1, r2: cross3(r0, r1))
        case let (nil, r1?, nil):
            let r0 = Self.perpendicular(to: r1, preferring: 0)
            rotation = RotationRows(r0: r0, r1: r1, r2: cross3(r0, r1))
        case let (nil, nil, r2?):
            let r0 = Self.perpendicular(to: r2, preferring: 0)
            rotation = RotationRows(r0: r0, r1: cross3(r2, r0), r2: r2)
        case (nil, nil, nil): rotation = .identity
        }

        return DecomposedTransform3D(
            translation: .init(x: t.x, y: t.y, z: t.z),
            scale: .init(x: scale.x, y: scale.y, z: scale.z),
            skew: .init(xy: kxy, xz: kxz, yz: kyz),
            perspective: .init(x: p.x, y: p.y, z: p.z, w: w),
            quaternion: rotation.quaternion)
    }

    /// A unit vector perpendicular to the unit vector `v`: the coordinate axis `preferred` made
    /// perpendicular, or another axis when that one is too close to `v`.
    private static func perpendicular(to v: Vec3, preferring preferred: Int) -> Vec3 {
        let axes = [Vec3(1, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, 1)]
        for i in [preferred, 0, 1, 2] {
            let u = axes[i] - dot3(axes[i], v) * v
            let l = length3(u)
            if l > 0.5 { return u / l }
        }
        return axes[preferred]  // unreachable for a unit v: some axis is at least 54° away
    }

    /// Recomposes a decomposition: S · K · R · T · P (scale, skew, rotation, translation,
    /// perspective). The quaternion is normalized first, so any non-zero quaternion works.
    public init(_ d: DecomposedTransform3D) {
        let r = RotationRows(d.quaternion)
        let s = d.scale, k = d.skew
        self.init(scale: Vec3(s.x, s.y, s.z), skew: (k.xy, k.xz, k.yz), rotation: r,
                  translation: Vec3(d.translation.x, d.translation.y, d.translation.z),
                  perspective: Vec3(d.perspective.x, d.perspective.y, d.perspective.z), w: d.perspective.w)
    }

    init(scale s: Vec3, skew k: (xy: Double, xz: Double, yz: Double), rotation r: RotationRows,
         translation t: Vec3, perspective p: Vec3, w: Double) {
        // Rows of A = S·K·R, then M = [[A, A·p], [t, t·p + w]].
        let a0 = s.x * r.r0
        let a1 = s.y * (k.xy * r.r0 + r.r1)
        let a2 = s.z * (k.xz * r.r0 + k.yz * r.r1 + r.r2)
        self.init(m11: a0.x, m12: a0.y, m13: a0.z, m14: dot3(a0, p),
                  m21: a1.x, m22: a1.y, m23: a1.z, m24: dot3(a1, p),
                  m31: a2.x, m32: a2.y, m33: a2.z, m34: dot3(a2, p),
                  m41: t.x, m42: t.y, m43: t.z, m44: dot3(t, p) + w)
    }

    private func elementwiseInterpolated(to o: Transform3D, fraction t: Double) -> Transform3D {
        let a = rows, b = o.rows
        return Transform3D(rows: (0..<16).map { a[$0] + (b[$0] - a[$0]) * t })
    }
}

extension Transform3D: Interpolatable {
    /// Decomposes both ends, interpolates translation, scale, skew and perspective linearly and
    /// the rotation spherically (shortest arc), and recomposes, as Core Animation and CSS do: a
    /// quarter turn animates as a turn, not as a matrix shrinking through its diagonal. Ends whose
    /// only degeneracy is a zero scale still decompose (growing from nothing keeps its rotation);
    /// other singular ends fall back to element-wise interpolation. Fractions 0 and 1 return the
    /// ends exactly.
    public func interpolated(to other: Transform3D, fraction t: Double) -> Transform3D {
        if t == 0 { return self }
        if t == 1 { return other }
        guard let a = decomposition(allowingZeroScale: true),
              let b = other.decomposition(allowingZeroScale: true) else {
            return elementwiseInterpolated(to: other, fraction: t)
        }
        return Transform3D(a.interpolated(to: b, fraction: t))
    }

    /// `self` followed by `other`: `self.concatenating(other)`, so applying the result to a point
    /// applies `self` first and then `other`. An additive animation's value therefore acts on top
    /// of the model transform, and `from.adding(by)` applies `by` after `from`.
    public func adding(_ other: Transform3D) -> Transform3D { concatenating(other) }

    /// `self` followed by the inverse of `other`, undoing ``adding(_:)``. `x.subtracting(x)` is
    /// exactly the identity (the additive zero) even when `x` is singular; otherwise a singular
    /// `other` cannot be undone and `self` is returned unchanged.
    public func subtracting(_ other: Transform3D) -> Transform3D {
        if other == self { return .identity }
        guard let inverse = other.inverted() else { return self }
        return concatenating(inverse)
    }

    /// ``DecomposedTransform3D/distance(to:)`` between the decompositions, or the Euclidean
    /// distance between the 16 elements when either end cannot be decomposed. Paces keyframes.
    public func distance(to other: Transform3D) -> Double {
        if let a = decomposition(allowingZeroScale: true), let b = other.decomposition(allowingZeroScale: true) {
            return a.distance(to: b)
        }
        let a = rows, b = other.rows
        return (0..<16).reduce(0) { $0 + (a[$1] - b[$1]) * (a[$1] - b[$1]) }.squareRoot()
    }
}
