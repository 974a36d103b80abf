import Testing
@testable import RKGeometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Tolerance helpers

fileprivate let tol = 1e-12

fileprivate func close(_ a: Double, _ b: Double, _ tolerance: Double = tol) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

fileprivate func expectClose(_ t: Transform2D, _ e: Transform2D, sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = close(t.a, e.a) && close(t.b, e.b) && close(t.c, e.c) && close(t.d, e.d)
        && close(t.tx, e.tx) && close(t.ty, e.ty)
    #expect(ok, "\(t) != \(e)", sourceLocation: sourceLocation)
}

fileprivate func expectClose(_ p: Point, _ e: Point, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(close(p.x, e.x) && close(p.y, e.y), "\(p) != \(e)", sourceLocation: sourceLocation)
}

fileprivate func expectClose(_ r: Rect, _ e: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = close(r.origin.x, e.origin.x) && close(r.origin.y, e.origin.y)
        && close(r.width, e.width) && close(r.height, e.height)
    #expect(ok, "\(r) != \(e)", sourceLocation: sourceLocation)
}

/// The 3x3 row-vector matrix [[a b 0] [c d 0] [tx ty 1]] of a transform.
fileprivate func matrix(_ t: Transform2D) -> [[Double]] {
    [[t.a, t.b, 0], [t.c, t.d, 0], [t.tx, t.ty, 1]]
}

/// An explicit 3x3 matrix product, independent of `concatenating`.
fileprivate func product(_ x: [[Double]], _ y: [[Double]]) -> [[Double]] {
    var r = [[Double]](repeating: [0, 0, 0], count: 3)
    for i in 0..<3 {
        for j in 0..<3 {
            let s0: Double = x[i][0] * y[0][j]
            let s1: Double = x[i][1] * y[1][j]
            let s2: Double = x[i][2] * y[2][j]
            r[i][j] = s0 + s1 + s2
        }
    }
    return r
}

fileprivate let sqrt3 = 3.0.squareRoot()
fileprivate let sqrt2 = 2.0.squareRoot()

// MARK: - Construction

@Test func transform2DIdentity() {
    let i = Transform2D.identity
    #expect(i.a == 1 && i.b == 0 && i.c == 0 && i.d == 1 && i.tx == 0 && i.ty == 0)
    #expect(i.isIdentity)
    #expect(!Transform2D(translationX: 0, y: 1e-9).isIdentity)
    #expect(i.apply(to: Point(x: 3, y: -4)) == Point(x: 3, y: -4))
}

@Test func transform2DTranslationAndScale() {
    #expect(Transform2D(translationX: 5, y: -7) == Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -7))
    #expect(Transform2D(scaleX: 2, y: -3) == Transform2D(a: 2, b: 0, c: 0, d: -3, tx: 0, ty: 0))
    #expect(Transform2D(translationX: 5, y: -7).apply(to: Point(x: 1, y: 2)) == Point(x: 6, y: -5))
    #expect(Transform2D(scaleX: 2, y: -3).apply(to: Point(x: 1, y: 2)) == Point(x: 2, y: -6))
}

@Test func transform2DRotation() {
    let r = Transform2D(rotationAngle: .pi / 6)
    expectClose(r, Transform2D(a: sqrt3 / 2, b: 0.5, c: -0.5, d: sqrt3 / 2, tx: 0, ty: 0))
    // (2, 0) rotated 30 degrees: (sqrt 3, 1).
    expectClose(r.apply(to: Point(x: 2, y: 0)), Point(x: sqrt3, y: 1))
    // Positive angles turn clockwise on a y-down screen: +x goes to +y, +y goes to -x.
    let q = Transform2D(rotationAngle: .pi / 2)
    expectClose(q.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1))
    expectClose(q.apply(to: Point(x: 0, y: 1)), Point(x: -1, y: 0))
    expectClose(Transform2D(rotationAngle: -.pi / 2).apply(to: Point(x: 1, y: 0)), Point(x: 0, y: -1))
    expectClose(Transform2D(rotationAngle: .pi).apply(to: Point(x: 3, y: 4)), Point(x: -3, y: -4))
}

@Test func transform2DDeterminantAndFinite() {
    #expect(Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).determinant == -2)
    #expect(Transform2D(scaleX: 2, y: 3).determinant == 6)
    #expect(close(Transform2D(rotationAngle: 0.7).determinant, 1))
    #expect(Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).isFinite)
    #expect(!Transform2D(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0).isFinite)
    #expect(!Transform2D(a: 1, b: 0, c: 0, d: .infinity, tx: 0, ty: 0).isFinite)
}

// MARK: - Concatenation

@Test func transform2DConcatenationMatchesHandProduct() {
    let a = Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let b = Transform2D(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
    // [[1 2 0][3 4 0][5 6 1]] * [[7 8 0][9 10 0][11 12 1]], computed by hand.
    #expect(a.concatenating(b) == Transform2D(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    // The other order: [[7 8 0][9 10 0][11 12 1]] * [[1 2 0][3 4 0][5 6 1]].
    #expect(b.concatenating(a) == Transform2D(a: 31, b: 46, c: 39, d: 58, tx: 52, ty: 76))
}

@Test func transform2DConcatenationAppliesSelfFirst() {
    let a = Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let b = Transform2D(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
    let p = Point(x: 1, y: -1)
    // By hand: a maps (1, -1) to (3, 4); b maps (3, 4) to (68, 76).
    #expect(a.apply(to: p) == Point(x: 3, y: 4))
    #expect(b.apply(to: Point(x: 3, y: 4)) == Point(x: 68, y: 76))
    #expect(a.concatenating(b).apply(to: p) == Point(x: 68, y: 76))

    // Translate then scale, versus scale then translate.
    let t = Transform2D(translationX: 10, y: 0), s = Transform2D(scaleX: 2, y: 3)
    #expect(t.concatenating(s).apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 3))
    #expect(s.concatenating(t).apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 3))
    #expect(t.concatenating(s) == Transform2D(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 0))
    #expect(s.concatenating(t) == Transform2D(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
}

@Test func transform2DConcatenationMatchesMatrixProduct() {
    let a = Transform2D(a: 0.5, b: -1.25, c: 2, d: 0.75, tx: -3, ty: 4.5)
    let b = Transform2D(rotationAngle: 0.4).concatenating(Transform2D(translationX: 7, y: -2))
    let m = product(matrix(a), matrix(b))
    expectClose(a.concatenating(b), Transform2D(a: m[0][0], b: m[0][1], c: m[1][0], d: m[1][1], tx: m[2][0], ty: m[2][1]))
    #expect(m[0][2] == 0 && m[1][2] == 0 && m[2][2] == 1)
}

@Test func transform2DConcatenationIdentityAndAssociativity() {
    let a = Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let b = Transform2D(rotationAngle: 1.1)
    let c = Transform2D(scaleX: -2, y: 0.5).concatenating(Transform2D(translationX: 3, y: 9))
    #expect(a.concatenating(.identity) == a)
    #expect(Transform2D.identity.concatenating(a) == a)
    expectClose(a.concatenating(b).concatenating(c), a.concatenating(b.concatenating(c)))
    // Rotations compose by adding angles.
    expectClose(Transform2D(rotationAngle: 0.3).concatenating(Transform2D(rotationAngle: 0.5)),
                Transform2D(rotationAngle: 0.8))
}

// MARK: - translatedBy / scaledBy / rotated (applied before self)

@Test func transform2DTranslatedByIsAppliedFirst() {
    let t = Transform2D(scaleX: 2, y: 3).translatedBy(x: 10, y: 1)
    // Translate (0,0) to (10,1), then scale to (20,3).
    #expect(t.apply(to: .zero) == Point(x: 20, y: 3))
    #expect(t == Transform2D(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 3))
    #expect(Transform2D.identity.translatedBy(x: 4, y: -5) == Transform2D(translationX: 4, y: -5))
}

@Test func transform2DScaledByIsAppliedFirst() {
    let t = Transform2D(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
    // Scale (1,1) to (2,3), then translate to (12,23).
    #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 23))
    #expect(t == Transform2D(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    #expect(Transform2D.identity.scaledBy(x: 4, y: -5) == Transform2D(scaleX: 4, y: -5))
}

@Test func transform2DRotatedIsAppliedFirst() {
    let t = Transform2D(translationX: 10, y: 0).rotated(by: .pi / 2)
    // Rotate (1,0) to (0,1), then translate to (10,1). Rotating after would give (0,11).
    expectClose(t.apply(to: Point(x: 1, y: 0)), Point(x: 10, y: 1))
    expectClose(t, Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0))
    expectClose(Transform2D.identity.rotated(by: 0.9), Transform2D(rotationAngle: 0.9))
}

@Test func transform2DUIKitStyleChain() {
    // As UIKit code reads: translate, then rotate, then scale; the point sees them in reverse.
    let t = Transform2D.identity.translatedBy(x: 100, y: 50).rotated(by: .pi / 2).scaledBy(x: 2, y: 2)
    // (1,0) -> scale (2,0) -> rotate (0,2) -> translate (100,52).
    expectClose(t.apply(to: Point(x: 1, y: 0)), Point(x: 100, y: 52))
    // (0,3) -> scale (0,6) -> rotate (-6,0) -> translate (94,50).
    expectClose(t.apply(to: Point(x: 0, y: 3)), Point(x: 94, y: 50))
}

// MARK: - Inversion

@Test func transform2DInvertedByHand() throws {
    let a = Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    // det = -2; linear inverse [[-2 1] [1.5 -0.5]]; translation -(5,6) * that = (1, -2).
    let inv = try #require(a.inverted())
    expectClose(inv, Transform2D(a: -2, b: 1, c: 1.5, d: -0.5, tx: 1, ty: -2))
    expectClose(inv.apply(to: Point(x: 3, y: 4)), Point(x: 1, y: -1))
}

@Test func transform2DInvertedRoundTrip() throws {
    let samples = [
        Transform2D(translationX: -7, y: 3),
        Transform2D(scaleX: 0.25, y: -4),
        Transform2D(rotationAngle: 2.2),
        Transform2D(a: 0.5, b: -1.25, c: 2, d: 0.75, tx: -3, ty: 4.5),
        Transform2D.identity.translatedBy(x: 100, y: 50).rotated(by: 0.3).scaledBy(x: 3, y: 0.5),
    ]
    for t in samples {
        let inv = try #require(t.inverted())
        expectClose(t.concatenating(inv), .identity)
        expectClose(inv.concatenating(t), .identity)
        let p = Point(x: 12.5, y: -8)
        expectClose(inv.apply(to: t.apply(to: p)), p)
    }
    #expect(Transform2D(translationX: -7, y: 3).inverted() == Transform2D(translationX: 7, y: -3))
    #expect(Transform2D(scaleX: 0.25, y: -4).inverted() == Transform2D(scaleX: 4, y: -0.25))
    expectClose(try #require(Transform2D(rotationAngle: 0.6).inverted()), Transform2D(rotationAngle: -0.6))
}

@Test func transform2DInvertedNilWhenSingularOrNotFinite() {
    #expect(Transform2D(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)   // parallel rows
    #expect(Transform2D(scaleX: 0, y: 1).inverted() == nil)
    #expect(Transform2D(scaleX: 3, y: 0).inverted() == nil)
    #expect(Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 5, ty: 5).inverted() == nil)
    #expect(Transform2D(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
    // Linear part fine, but a non-finite translation.
    #expect(Transform2D(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0).inverted() == nil)
    #expect(Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: .infinity).inverted() == nil)
    #expect(Transform2D(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
}

// MARK: - Applying to points, sizes and rectangles

@Test func transform2DApplyToPoint() {
    let t = Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    // (a x + c y + tx, b x + d y + ty) at (2, 3): (2 + 9 + 5, 4 + 12 + 6).
    #expect(t.apply(to: Point(x: 2, y: 3)) == Point(x: 16, y: 22))
    #expect(t.apply(to: .zero) == Point(x: 5, y: 6))
}

@Test func transform2DApplyToSizeIgnoresTranslation() {
    let t = Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    // (a w + c h, b w + d h) at (10, 20): (10 + 60, 20 + 80).
    #expect(t.apply(to: Size(width: 10, height: 20)) == Size(width: 70, height: 100))
    #expect(Transform2D(translationX: 100, y: 100).apply(to: Size(width: 3, height: 4)) == Size(width: 3, height: 4))
    // As CGSizeApplyAffineTransform, a rotation can give a negative width.
    let r = Transform2D(rotationAngle: .pi / 2).apply(to: Size(width: 10, height: 20))
    #expect(close(r.width, -20) && close(r.height, 10))
}

@Test func transform2DApplyToRect() {
    // Quarter turn: corners (0,0) (10,0) (0,20) (10,20) go to (0,0) (0,10) (-20,0) (-20,10).
    expectClose(Transform2D(rotationAngle: .pi / 2).apply(to: Rect(x: 0, y: 0, width: 10, height: 20)),
                Rect(x: -20, y: 0, width: 20, height: 10))
    // Eighth turn of the unit square: bounding box x in [-sqrt2/2, sqrt2/2], y in [0, sqrt2].
    expectClose(Transform2D(rotationAngle: .pi / 4).apply(to: Rect(x: 0, y: 0, width: 1, height: 1)),
                Rect(x: -sqrt2 / 2, y: 0, width: sqrt2, height: sqrt2))
    // Flip and move: x in [1,4] -> [7,13]; y in [2,6] -> [-1,3].
    let t = Transform2D(scaleX: 2, y: -1).concatenating(Transform2D(translationX: 5, y: 5))
    #expect(t.apply(to: Rect(x: 1, y: 2, width: 3, height: 4)) == Rect(x: 7, y: -1, width: 6, height: 4))
    #expect(t.apply(to: Rect(x: 4, y: 6, width: -3, height: -4)) == Rect(x: 7, y: -1, width: 6, height: 4))
    #expect(Transform2D.identity.apply(to: Rect(x: 1, y: 2, width: 3, height: 4)) == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(t.apply(to: Rect.null).isNull)
}

@Test func rectBoundingPoints() {
    #expect(Rect.bounding([]).isNull)
    #expect(Rect.bounding([Point(x: 3, y: 4)]) == Rect(x: 3, y: 4, width: 0, height: 0))
    #expect(Rect.bounding([Point(x: 3, y: 4), Point(x: -1, y: 10), Point(x: 2, y: -6)])
            == Rect(x: -1, y: -6, width: 4, height: 16))
}

@Test func transform2DDescription() {
    #expect(Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).description == "[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]")
}
