import Testing
@testable import RKGeometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Tolerance helpers and independent reference math

fileprivate let tol = 1e-12

fileprivate func close(_ a: Double, _ b: Double, _ tolerance: Double = tol) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

fileprivate func expectClose(_ m: Transform3D, _ e: Transform3D, tolerance: Double = tol,
                             sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = zip(m.rows, e.rows).allSatisfy { close($0, $1, tolerance) }
    #expect(ok, "\(m) != \(e)", sourceLocation: sourceLocation)
}

fileprivate func expectClose(_ m: Transform3D, rows e: [Double], tolerance: Double = tol,
                             sourceLocation: SourceLocation = #_sourceLocation) {
    expectClose(m, Transform3D(rows: e), tolerance: tolerance, sourceLocation: sourceLocation)
}

fileprivate func expectClose(_ p: Point?, _ e: Point, tolerance: Double = tol,
                             sourceLocation: SourceLocation = #_sourceLocation) {
    guard let p else {
        Issue.record("expected \(e), got nil", sourceLocation: sourceLocation)
        return
    }
    #expect(close(p.x, e.x, tolerance) && close(p.y, e.y, tolerance), "\(p) != \(e)", sourceLocation: sourceLocation)
}

fileprivate func expectClose(_ t: Transform2D, _ e: Transform2D, sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = close(t.a, e.a) && close(t.b, e.b) && close(t.c, e.c) && close(t.d, e.d)
        && close(t.tx, e.tx) && close(t.ty, e.ty)
    #expect(ok, "\(t) != \(e)", sourceLocation: sourceLocation)
}

struct V3: CustomStringConvertible, Sendable {
    var x, y, z: Double
    init(_ x: Double, _ y: Double, _ z: Double) { self.x = x; self.y = y; self.z = z }
    static func + (a: V3, b: V3) -> V3 { V3(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func * (a: V3, k: Double) -> V3 { V3(a.x * k, a.y * k, a.z * k) }
    func dot(_ o: V3) -> Double { x * o.x + y * o.y + z * o.z }
    func cross(_ o: V3) -> V3 { V3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    var length: Double { dot(self).squareRoot() }
    var description: String { "(\(x), \(y), \(z))" }
}

fileprivate func expectClose(_ v: V3, _ e: V3, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(close(v.x, e.x) && close(v.y, e.y) && close(v.z, e.z), "\(v) != \(e)", sourceLocation: sourceLocation)
}

/// Applies `m` to a 3D point (row vector, w = 1 in), dividing by the resulting w.
fileprivate func apply(_ m: Transform3D, _ v: V3) -> V3 {
    let h = m.applyHomogeneous(x: v.x, y: v.y, z: v.z)
    return V3(h.x / h.w, h.y / h.w, h.z / h.w)
}

/// Rodrigues' rotation formula for a right-handed rotation of `v` by `angle` about `axis`.
fileprivate func rodrigues(_ v: V3, angle: Double, axis: V3) -> V3 {
    let k = axis * (1 / axis.length)
    return v * cos(angle) + k.cross(v) * sin(angle) + k * (k.dot(v) * (1 - cos(angle)))
}

/// An explicit 4x4 product of row-major matrices, written as sum-of-products per entry.
fileprivate func product(_ a: [Double], _ b: [Double]) -> [Double] {
    var r: [Double] = []
    for row in 0..<4 {
        for col in 0..<4 {
            r.append(a[row * 4] * b[col] + a[row * 4 + 1] * b[4 + col]
                     + a[row * 4 + 2] * b[8 + col] + a[row * 4 + 3] * b[12 + col])
        }
    }
    return r
}

fileprivate func transposed(_ m: Transform3D) -> Transform3D {
    let r = m.rows
    return Transform3D(rows: (0..<16).map { r[($0 % 4) * 4 + $0 / 4] })
}

fileprivate let sqrt3 = 3.0.squareRoot()

/// A general matrix with perspective, translation and a non-uniform scale, used for round trips.
fileprivate let general = Transform3D(rotationAngle: 0.7, x: 1, y: -2, z: 3)
    .concatenating(Transform3D(scaleX: 1.5, y: 0.5, z: 2))
    .concatenating(Transform3D(translationX: 10, y: -20, z: 5))
    .concatenating(Transform3D.perspective(eyeDistance: 400))

// MARK: - Construction

@Test func transform3DIdentityAndRows() {
    #expect(Transform3D.identity.rows == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    #expect(Transform3D.identity.isIdentity)
    let m = Transform3D(rows: (1...16).map(Double.init))
    #expect(m.m11 == 1 && m.m12 == 2 && m.m13 == 3 && m.m14 == 4)
    #expect(m.m21 == 5 && m.m24 == 8 && m.m31 == 9 && m.m34 == 12)
    #expect(m.m41 == 13 && m.m42 == 14 && m.m43 == 15 && m.m44 == 16)
    #expect(m.rows == (1...16).map(Double.init))
    #expect(!m.isIdentity)
    #expect(m.isFinite)
    #expect(!Transform3D(rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, .nan, 0, 0, 0, 1]).isFinite)
    #expect(m.description == "Transform3D(\(m.rows))")
}

@Test func transform3DTranslation() {
    let t = Transform3D(translationX: 10, y: 20, z: 30)
    #expect(t.rows == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 20, 30, 1])
    let h = t.applyHomogeneous(x: 1, y: 2, z: 3)
    #expect(h.x == 11 && h.y == 22 && h.z == 33 && h.w == 1)
}

@Test func transform3DScale() {
    let s = Transform3D(scaleX: 2, y: 3, z: 4)
    #expect(s.rows == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
    let h = s.applyHomogeneous(x: 1, y: -1, z: 0.5)
    #expect(h.x == 2 && h.y == -3 && h.z == 2 && h.w == 1)
}

@Test func transform3DPerspective() {
    let p = Transform3D.perspective(eyeDistance: 500)
    #expect(p.rows == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -1.0 / 500, 0, 0, 0, 1])
    // A point at z = 100 (toward the eye) gets w = 1 - 100/500 = 0.8.
    let h = p.applyHomogeneous(x: 10, y: 20, z: 100)
    #expect(close(h.w, 0.8))
    #expect(h.x == 10 && h.y == 20 && h.z == 100)
}

@Test func transform3DHomogeneousApplicationUsesRowVectors() {
    // [x y z 1] * M with M = rows 1...16: x' = x*1 + y*5 + z*9 + 13, etc.
    let m = Transform3D(rows: (1...16).map(Double.init))
    let h = m.applyHomogeneous(x: 1, y: 2, z: 3)
    #expect(h.x == 1 + 10 + 27 + 13)
    #expect(h.y == 2 + 12 + 30 + 14)
    #expect(h.z == 3 + 14 + 33 + 15)
    #expect(h.w == 4 + 16 + 36 + 16)
}

// MARK: - Rotations

@Test func transform3DRotationAboutZ() {
    let angle = 0.3
    let r = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
    expectClose(r, rows: [cos(angle), sin(angle), 0, 0, -sin(angle), cos(angle), 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    // Same sense as the 2D rotation: clockwise on a y-down screen.
    expectClose(r.affineTransform, Transform2D(rotationAngle: angle))
    expectClose(apply(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1), V3(1, 0, 0)), V3(0, 1, 0))
    expectClose(apply(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 5), V3(0, 1, 7)), V3(-1, 0, 7))
}

@Test func transform3DRotationAboutX() {
    let angle = 0.4
    expectClose(Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0),
                rows: [1, 0, 0, 0, 0, cos(angle), sin(angle), 0, 0, -sin(angle), cos(angle), 0, 0, 0, 0, 1])
    let q = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
    expectClose(apply(q, V3(0, 1, 0)), V3(0, 0, 1))
    expectClose(apply(q, V3(0, 0, 1)), V3(0, -1, 0))
    expectClose(apply(q, V3(3, 0, 0)), V3(3, 0, 0))
}

@Test func transform3DRotationAboutY() {
    // 60 degrees: cos = 1/2, sin = sqrt(3)/2.
    let r = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
    expectClose(r, rows: [0.5, 0, -sqrt3 / 2, 0, 0, 1, 0, 0, sqrt3 / 2, 0, 0.5, 0, 0, 0, 0, 1])
    let q = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    expectClose(apply(q, V3(1, 0, 0)), V3(0, 0, -1))
    expectClose(apply(q, V3(0, 0, 1)), V3(1, 0, 0))
    expectClose(apply(q, V3(0, 2, 0)), V3(0, 2, 0))
}

@Test func transform3DRotationAboutDiagonalPermutesAxes() {
    // A third of a turn about (1,1,1) cycles x -> y -> z -> x.
    for axis in [V3(1, 1, 1), V3(2, 2, 2), V3(0.1, 0.1, 0.1)] {
        let r = Transform3D(rotationAngle: 2 * .pi / 3, x: axis.x, y: axis.y, z: axis.z)
        expectClose(r, rows: [0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1])
    }
}

@Test(arguments: [(0.7, V3(1, -2, 3)), (-1.9, V3(0.5, 4, -1)), (3.0, V3(-1, 0, 1)), (0.25, V3(0, 0, -2))])
func transform3DRotationMatchesRodrigues(angle: Double, axis: V3) {
    let r = Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z)
    for v in [V3(1, 0, 0), V3(0, 1, 0), V3(0, 0, 1), V3(2, -3, 5)] {
        expectClose(apply(r, v), rodrigues(v, angle: angle, axis: axis))
    }
    // The axis is fixed, the matrix is orthonormal and keeps w = 1.
    expectClose(apply(r, axis), axis)
    expectClose(r.concatenating(transposed(r)), .identity)
    #expect(r.m14 == 0 && r.m24 == 0 && r.m34 == 0 && r.m41 == 0 && r.m42 == 0 && r.m43 == 0 && r.m44 == 1)
    // The opposite angle undoes it.
    expectClose(r.concatenating(Transform3D(rotationAngle: -angle, x: axis.x, y: axis.y, z: axis.z)), .identity)
}

@Test func transform3DRotationWithZeroAxisIsIdentity() {
    for angle in [0.0, 0.5, .pi / 2, -2.0] {
        #expect(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 0) == .identity)
    }
    #expect(Transform3D(rotationAngle: 1, x: .nan, y: 0, z: 0) == .identity)
    #expect(Transform3D.identity.rotated(by: 1, x: 0, y: 0, z: 0) == .identity)
}

// MARK: - Concatenation

@Test func transform3DConcatenationMatchesHandProduct() {
    let a = Transform3D(rows: (1...16).map(Double.init))
    // Scale (1,2,3) then translate (1,2,3), written as a row-vector matrix.
    let b = Transform3D(rows: [1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0, 1, 2, 3, 1])
    // a * b by hand: each row (r1 r2 r3 r4) of a becomes (r1 + r4, 2 r2 + 2 r4, 3 r3 + 3 r4, r4).
    #expect(a.concatenating(b).rows == [5, 12, 21, 4, 13, 28, 45, 8, 21, 44, 69, 12, 29, 60, 93, 16])
    // b * a by hand: rows of a picked and weighted by the rows of b.
    #expect(b.concatenating(a).rows == [1, 2, 3, 4, 10, 12, 14, 16, 27, 30, 33, 36, 51, 58, 65, 72])
    // a * a, the classic square of 1...16.
    #expect(a.concatenating(a).rows == [90, 100, 110, 120, 202, 228, 254, 280,
                                        314, 356, 398, 440, 426, 484, 542, 600])
}

@Test func transform3DConcatenationMatchesMatrixProduct() {
    let a = general
    let b = Transform3D(rotationAngle: -1.2, x: 0.3, y: 1, z: 0.2)
        .concatenating(Transform3D(translationX: -4, y: 9, z: 2.5))
        .concatenating(Transform3D.perspective(eyeDistance: 800))
    expectClose(a.concatenating(b), rows: product(a.rows, b.rows))
    expectClose(b.concatenating(a), rows: product(b.rows, a.rows))
    #expect(a.concatenating(.identity) == a)
    #expect(Transform3D.identity.concatenating(a) == a)
    let c = Transform3D(scaleX: 2, y: -1, z: 0.5)
    expectClose(a.concatenating(b).concatenating(c), a.concatenating(b.concatenating(c)), tolerance: 1e-11)
}

@Test func transform3DConcatenationAppliesSelfFirst() {
    let t = Transform3D(translationX: 10, y: 0, z: 0), s = Transform3D(scaleX: 2, y: 3, z: 4)
    // Translate (1,1,1) to (11,1,1) then scale: (22,3,4).
    expectClose(apply(t.concatenating(s), V3(1, 1, 1)), V3(22, 3, 4))
    // Scale (1,1,1) to (2,3,4) then translate: (12,3,4).
    expectClose(apply(s.concatenating(t), V3(1, 1, 1)), V3(12, 3, 4))
    // Composed rotations about one axis add their angles.
    expectClose(Transform3D(rotationAngle: 0.2, x: 1, y: 2, z: 2)
                    .concatenating(Transform3D(rotationAngle: 0.5, x: 1, y: 2, z: 2)),
                Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 2))
}

@Test func transform3DPrefixOperationsAreAppliedBeforeSelf() {
    let base = general
    expectClose(base.translatedBy(x: 1, y: -2, z: 3),
                rows: product(Transform3D(translationX: 1, y: -2, z: 3).rows, base.rows))
    expectClose(base.scaledBy(x: 2, y: 0.5, z: -1),
                rows: product(Transform3D(scaleX: 2, y: 0.5, z: -1).rows, base.rows))
    expectClose(base.rotated(by: 0.9, x: 0, y: 1, z: 1),
                rows: product(Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 1).rows, base.rows))

    // Point-level: the scale is applied to the point before the translation in `self`.
    let t = Transform3D(translationX: 10, y: 20, z: 30).scaledBy(x: 2, y: 3, z: 4)
    expectClose(apply(t, V3(1, 1, 1)), V3(12, 23, 34))
    let u = Transform3D(scaleX: 2, y: 2, z: 2).translatedBy(x: 1, y: 0, z: 0)
    expectClose(apply(u, V3(0, 0, 0)), V3(2, 0, 0))
    let v = Transform3D(translationX: 10, y: 0, z: 0).rotated(by: .pi / 2, x: 0, y: 0, z: 1)
    expectClose(apply(v, V3(1, 0, 0)), V3(10, 1, 0))
}

// MARK: - Affine embedding and extraction

@Test func transform3DFromTransform2D() {
    let t = Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(Transform3D(t).rows == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
    #expect(Transform3D(t).affineTransform == t)
    #expect(Transform3D(t).isAffine)
    #expect(Transform3D(Transform2D.identity) == .identity)
    // Embedding respects concatenation.
    let u = Transform2D(rotationAngle: 0.8).concatenating(Transform2D(translationX: -3, y: 2))
    expectClose(Transform3D(t).concatenating(Transform3D(u)), Transform3D(t.concatenating(u)))
}

@Test func transform3DAffineTransformExtraction() {
    let m = Transform3D(rows: (1...16).map(Double.init))
    // a=m11 b=m12 c=m21 d=m22 tx=m41 ty=m42.
    #expect(m.affineTransform == Transform2D(a: 1, b: 2, c: 5, d: 6, tx: 13, ty: 14))
    #expect(Transform3D(translationX: 7, y: 8, z: 9).affineTransform == Transform2D(translationX: 7, y: 8))
    #expect(Transform3D(scaleX: 2, y: 3, z: 4).affineTransform == Transform2D(scaleX: 2, y: 3))
}

@Test func transform3DIsAffine() {
    #expect(Transform3D.identity.isAffine)
    #expect(Transform3D(translationX: 3, y: 4, z: 0).isAffine)
    #expect(!Transform3D(translationX: 3, y: 4, z: 1).isAffine)
    #expect(Transform3D(scaleX: 2, y: 3, z: 1).isAffine)
    #expect(!Transform3D(scaleX: 2, y: 3, z: 2).isAffine)
    #expect(Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1).isAffine)
    #expect(!Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0).isAffine)
    #expect(!Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0).isAffine)
    #expect(!Transform3D.perspective(eyeDistance: 500).isAffine)
}

@Test(arguments: 0..<16)
func transform3DIsAffineChecksEachElement(index: Int) {
    var rows = Transform3D.identity.rows
    rows[index] += 0.5
    let m = Transform3D(rows: rows)
    // Only m11 m12 m21 m22 m41 m42 may vary in an affine transform.
    let affineSlots: Set<Int> = [0, 1, 4, 5, 12, 13]
    #expect(m.isAffine == affineSlots.contains(index))
    // Only m14 m24 m44 bring perspective division to points of the z = 0 plane.
    let flatBreakers: Set<Int> = [3, 7, 15]
    #expect(m.isFlatAffine == !flatBreakers.contains(index))
}

@Test func transform3DProjectAffineMatchesAffineTransform() {
    let m = Transform3D(Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        .concatenating(Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: -1))
    #expect(m.isAffine)
    for p in [Point(x: 0, y: 0), Point(x: 2, y: 3), Point(x: -7.5, y: 1.25)] {
        expectClose(m.project(p), m.affineTransform.apply(to: p))
    }
}

// MARK: - Inversion

@Test func transform3DInvertedByHand() throws {
    #expect(Transform3D(translationX: 1, y: -2, z: 3).inverted() == Transform3D(translationX: -1, y: 2, z: -3))
    expectClose(try #require(Transform3D(scaleX: 2, y: 4, z: -5).inverted()),
                rows: [0.5, 0, 0, 0, 0, 0.25, 0, 0, 0, 0, -0.2, 0, 0, 0, 0, 1])
    // p * S + t inverts to (p - t) * S^-1: translate by (-10,-20,-30) then scale by (1/2, 1/4, 1/5).
    let st = Transform3D(scaleX: 2, y: 4, z: 5).concatenating(Transform3D(translationX: 10, y: 20, z: 30))
    expectClose(try #require(st.inverted()),
                rows: [0.5, 0, 0, 0, 0, 0.25, 0, 0, 0, 0, 0.2, 0, -5, -5, -6, 1])
    // Perspective m34 = -1/500 inverts to m34 = +1/500.
    expectClose(try #require(Transform3D.perspective(eyeDistance: 500).inverted()),
                rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1.0 / 500, 0, 0, 0, 1])
    // A rotation inverts to its transpose.
    let r = Transform3D(rotationAngle: 1.3, x: 2, y: -1, z: 0.5)
    expectClose(try #require(r.inverted()), transposed(r))
}

@Test func transform3DInvertedRoundTrip() throws {
    let samples = [
        general,
        Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: 500)),
        Transform3D(rows: [2, 1, 0, 0.01, -1, 3, 0.5, 0, 0, 0.25, 1, -0.002, 4, -6, 8, 1.5]),
        Transform3D(Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)),
    ]
    for m in samples {
        let inv = try #require(m.inverted())
        expectClose(m.concatenating(inv), .identity, tolerance: 1e-10)
        expectClose(inv.concatenating(m), .identity, tolerance: 1e-10)
        // Double inversion returns the original.
        expectClose(try #require(inv.inverted()), m, tolerance: 1e-10)
    }
}

@Test func transform3DInvertedNilWhenSingularOrNotFinite() {
    #expect(Transform3D(scaleX: 1, y: 0, z: 1).inverted() == nil)
    #expect(Transform3D(scaleX: 1, y: 1, z: 0).inverted() == nil)
    #expect(Transform3D(rows: [Double](repeating: 0, count: 16)).inverted() == nil)
    // Two equal rows.
    #expect(Transform3D(rows: [1, 2, 3, 4, 1, 2, 3, 4, 0, 0, 1, 0, 0, 0, 0, 1]).inverted() == nil)
    // Rows 1...16 are linearly dependent (rank 2).
    #expect(Transform3D(rows: (1...16).map(Double.init)).inverted() == nil)
    #expect(Transform3D(rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, .nan, 0, 0, 1]).inverted() == nil)
    #expect(Transform3D(translationX: .infinity, y: 0, z: 0).inverted() == nil)
}

// MARK: - Projection

@Test func transform3DProjectRotationAboutYWithPerspective() {
    // The usual Core Animation recipe: m34 = -1/500, then rotate 60 degrees about y.
    let m = Transform3D.perspective(eyeDistance: 500).rotated(by: .pi / 3, x: 0, y: 1, z: 0)
    let s = sqrt3 / 2
    // R_y(60) * P by hand: row 1 (1/2, 0, -s, s/500), row 3 (s, 0, 1/2, -1/1000).
    expectClose(m, rows: [0.5, 0, -s, s / 500, 0, 1, 0, 0, s, 0, 0.5, -0.001, 0, 0, 0, 1])
    expectClose(m, Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: 500)))

    // (x, y, 0) -> x' = x/2, y' = y, w = 1 + x*s/500 (the +x side turns away and shrinks).
    expectClose(m.project(Point(x: 0, y: 0)), Point(x: 0, y: 0))
    expectClose(m.project(Point(x: 0, y: -80)), Point(x: 0, y: -80))
    // w = 1 + 100 s / 500 = 1.1732050807568877.
    expectClose(m.project(Point(x: 100, y: 50)), Point(x: 42.61829480634599, y: 42.61829480634599))
    // w = 1 - 100 s / 500 = 0.8267949192431123.
    expectClose(m.project(Point(x: -100, y: 50)), Point(x: -60.47448869880864, y: 60.47448869880864))
    let w = 1 + 200 * s / 500
    expectClose(m.project(Point(x: 200, y: -30)), Point(x: 100 / w, y: -30 / w))
    // x = -600: w = 1 - 600 s / 500 < 0, behind the eye.
    #expect(m.project(Point(x: -600, y: 0)) == nil)
}

@Test func transform3DProjectPushedAwayShrinks() {
    // Move the plane 250 back from an eye 500 away: w = 1 + 250/500 = 1.5 everywhere.
    let m = Transform3D(translationX: 0, y: 0, z: -250).concatenating(.perspective(eyeDistance: 500))
    expectClose(m.project(Point(x: 150, y: 300)), Point(x: 100, y: 200))
    expectClose(m.project(Point(x: -3, y: 4.5)), Point(x: -2, y: 3))
    // Brought 250 closer: w = 0.5, so it doubles.
    let n = Transform3D(translationX: 0, y: 0, z: 250).concatenating(.perspective(eyeDistance: 500))
    expectClose(n.project(Point(x: 150, y: 300)), Point(x: 300, y: 600))
    // Exactly at the eye: w = 0, no image. Past it: w < 0, no image.
    #expect(Transform3D(translationX: 0, y: 0, z: 500).concatenating(.perspective(eyeDistance: 500))
        .project(Point(x: 1, y: 1)) == nil)
    #expect(Transform3D(translationX: 0, y: 0, z: 600).concatenating(.perspective(eyeDistance: 500))
        .project(Point(x: 1, y: 1)) == nil)
}

@Test func transform3DProjectNilExactlyWhereWIsNotPositive() {
    // w = 0.01 x + 1: zero at x = -100.
    var m = Transform3D.identity
    m.m14 = 0.01
    #expect(m.project(Point(x: -100, y: 5)) == nil)
    #expect(m.project(Point(x: -150, y: 5)) == nil)
    // Just in front: w = 0.5 at x = -50, so (-50, 5) -> (-100, 10).
    expectClose(m.project(Point(x: -50, y: 5)), Point(x: -100, y: 10))
    // w = 2 at x = 100: (100, 5) -> (50, 2.5).
    expectClose(m.project(Point(x: 100, y: 5)), Point(x: 50, y: 2.5))
    // m44 = 0 with nothing else: every point has w = 0.
    var z = Transform3D.identity
    z.m44 = 0
    #expect(z.project(.zero) == nil)
    // Negative overall w (m44 = -1) is treated as behind the eye even though x/w, y/w exist.
    var neg = Transform3D.identity
    neg.m44 = -1
    #expect(neg.project(Point(x: 3, y: 4)) == nil)
}

// MARK: - Plane homography

@Test func transform3DPlaneHomographyEntries() {
    let m = Transform3D(rows: (1...16).map(Double.init))
    // Rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
    #expect(m.planeHomography == [1, 2, 4, 5, 6, 8, 13, 14, 16])
    #expect(Transform3D.identity.planeHomography == [1, 0, 0, 0, 1, 0, 0, 0, 1])
}

@Test func transform3DPlaneHomographyAgreesWithProject() throws {
    let matrices = [
        general,
        Transform3D.perspective(eyeDistance: 500).rotated(by: .pi / 3, x: 0, y: 1, z: 0),
        Transform3D(rows: [2, 1, 0.3, 0.01, -1, 3, 0.5, 0, 7, 0.25, 1, -0.002, 4, -6, 8, 1.5]),
        Transform3D(Transform2D(rotationAngle: 0.5)),
    ]
    let points = [Point(x: 0, y: 0), Point(x: 10, y: -20), Point(x: -35.5, y: 12), Point(x: 120, y: 80)]
    for m in matrices {
        let h = m.planeHomography
        for p in points {
            // [x y 1] * H.
            let x = p.x * h[0] + p.y * h[3] + h[6]
            let y = p.x * h[1] + p.y * h[4] + h[7]
            let w = p.x * h[2] + p.y * h[5] + h[8]
            let projected = try #require(m.project(p))
            #expect(w > 0)
            #expect(close(projected.x, x / w, 1e-10) && close(projected.y, y / w, 1e-10))
        }
    }
}

@Test func rowsOfTheWrongCountFillFromTheIdentity() {
    #expect(Transform3D(rows: []) == .identity)
    let short = Transform3D(rows: [2, 0, 0, 0, 0, 3])
    #expect(short.m11 == 2 && short.m22 == 3 && short.m33 == 1 && short.m44 == 1)
    let long = Transform3D(rows: (1...20).map(Double.init))
    #expect(long.m44 == 16)
}
