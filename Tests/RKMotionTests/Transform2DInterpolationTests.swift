import Testing
@testable import RKMotion
import RKGeometry
#if canImport(Glibc)
import Glibc
#endif

/// Scale, then shear (x += k·y), then rotation, then translation, built from Geometry's own
/// constructors: the order the decomposition documents.
private func compose(sx: Double, sy: Double, skew k: Double, angle: Double, tx: Double, ty: Double) -> Transform2D {
    Transform2D(scaleX: sx, y: sy)
        .concatenating(Transform2D(a: 1, b: 0, c: k, d: 1, tx: 0, ty: 0))
        .concatenating(Transform2D(rotationAngle: angle))
        .concatenating(Transform2D(translationX: tx, y: ty))
}

@Test func decomposesAKnownTransform() throws {
    let m = compose(sx: 2, sy: 3, skew: 0.5, angle: 0.3, tx: 10, ty: -20)
    let d = try #require(m.decomposed())
    #expect(close(d.scaleX, 2) && close(d.scaleY, 3))
    #expect(close(d.skew, 0.5))
    #expect(close(d.rotation, 0.3))
    #expect(d.translationX == 10 && d.translationY == -20)
    #expect(maxDifference(Transform2D(d), m) < 1e-12)
    #expect(Transform2D.identity.decomposed() == .identity)
}

@Test func roundTripsRandomTransforms() throws {
    var rng = SeededRandomNumberGenerator(seed: 2)
    for _ in 0..<500 {
        let m = Transform2D(a: rng.uniform(-3...3), b: rng.uniform(-3...3), c: rng.uniform(-3...3),
                            d: rng.uniform(-3...3), tx: rng.uniform(-500...500), ty: rng.uniform(-500...500))
        guard abs(m.determinant) > 0.01 else { continue }
        let d = try #require(m.decomposed())
        #expect(maxDifference(Transform2D(d), m) < 1e-9)
    }
}

@Test func mirrorsFlipTheAxisCSSPicks() throws {
    // a < d: x is the mirrored axis, with no rotation.
    let fx = try #require(Transform2D(scaleX: -1, y: 1).decomposed())
    #expect(fx.scaleX == -1 && fx.scaleY == 1 && fx.rotation == 0)
    let fy = try #require(Transform2D(scaleX: 1, y: -2).decomposed())
    #expect(fy.scaleX == 1 && fy.scaleY == -2 && fy.rotation == 0)
    // Unmirroring animates the scale through zero, never through a turn.
    let mid = Transform2D.identity.interpolated(to: Transform2D(scaleX: -1, y: 1), fraction: 0.5)
    #expect(maxDifference(mid, Transform2D(scaleX: 0, y: 1)) < 1e-12)
}

@Test func halfTurnInterpolatesThroughRotation() {
    let half = Transform2D(rotationAngle: .pi)
    for t in [0.25, 0.5, 0.75] {
        let m = Transform2D.identity.interpolated(to: half, fraction: t)
        #expect(maxDifference(m, Transform2D(rotationAngle: .pi * t)) < 1e-12, "t = \(t)")
        // A rotation keeps lengths: never squashed.
        #expect(abs(m.determinant - 1) < 1e-12)
    }
    // Element-wise it would have passed through the zero matrix.
    let quarter = Transform2D.identity.interpolated(to: Transform2D(rotationAngle: .pi / 2), fraction: 0.5)
    #expect(maxDifference(quarter, Transform2D(rotationAngle: .pi / 4)) < 1e-12)
}

@Test func rotationTakesTheShortWayRound() {
    let a = Transform2D(rotationAngle: 170 * .pi / 180), b = Transform2D(rotationAngle: -170 * .pi / 180)
    let mid = a.interpolated(to: b, fraction: 0.5)
    #expect(maxDifference(mid, Transform2D(rotationAngle: .pi)) < 1e-12)
}

@Test func componentsInterpolateIndependently() {
    let a = compose(sx: 1, sy: 1, skew: 0, angle: 0, tx: 0, ty: 0)
    let b = compose(sx: 3, sy: 0.5, skew: 1, angle: 1, tx: 100, ty: -50)
    let mid = a.interpolated(to: b, fraction: 0.5)
    #expect(maxDifference(mid, compose(sx: 2, sy: 0.75, skew: 0.5, angle: 0.5, tx: 50, ty: -25)) < 1e-12)
    #expect(a.interpolated(to: b, fraction: 0) == a)
    #expect(a.interpolated(to: b, fraction: 1) == b)
}

@Test func zeroScaleStillDecomposes() throws {
    let zero = Transform2D(scaleX: 0, y: 0)
    let d = try #require(zero.decomposed())
    #expect(d.scaleX == 0 && d.scaleY == 0 && d.rotation == 0)
    // Growing from nothing into a quarter turn turns as it grows.
    let mid = zero.interpolated(to: Transform2D(rotationAngle: .pi / 2), fraction: 0.5)
    #expect(maxDifference(mid, Transform2D(rotationAngle: .pi / 4).scaledBy(x: 0.5, y: 0.5)) < 1e-12)
    // Only x collapsed: the rotation comes from the y row.
    let flat = Transform2D(scaleX: 0, y: 2).concatenating(Transform2D(rotationAngle: 0.4))
    let df = try #require(flat.decomposed())
    #expect(close(df.rotation, 0.4) && close(df.scaleY, 2) && df.scaleX == 0)
}

@Test func rankOneSquashFallsBackToElementwise() {
    let squash = Transform2D(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)
    #expect(squash.decomposed() == nil)
    #expect(Transform2D(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).decomposed() == nil)
    let mid = Transform2D.identity.interpolated(to: squash, fraction: 0.5)
    #expect(mid == Transform2D(a: 1, b: 0.5, c: 0.5, d: 1, tx: 0, ty: 0))
}

@Test func addingConcatenatesAndSubtractingUndoes() {
    let a = Transform2D(rotationAngle: 0.3).translatedBy(x: 5, y: 7)
    let b = Transform2D(scaleX: 2, y: 3).concatenating(Transform2D(translationX: 10, y: 0))
    #expect(a.adding(b) == a.concatenating(b))
    // Adding b applies it after a: a point goes through a first.
    let p = Point(x: 1, y: 2)
    let viaBoth = a.adding(b).apply(to: p), stepwise = b.apply(to: a.apply(to: p))
    #expect(abs(viaBoth.x - stepwise.x) < 1e-12 && abs(viaBoth.y - stepwise.y) < 1e-12)
    #expect(maxDifference(a.adding(b).subtracting(b), a) < 1e-12)
    #expect(a.subtracting(a) == .identity)
    let singular = Transform2D(scaleX: 0, y: 1)
    #expect(singular.subtracting(singular) == .identity)
    #expect(a.subtracting(singular) == a)
}

@Test func distanceMeasuresDecomposedChange() {
    #expect(Transform2D.identity.distance(to: Transform2D(translationX: 3, y: 4)) == 5)
    #expect(close(Transform2D.identity.distance(to: Transform2D(rotationAngle: 0.5)), 0.5))
    #expect(close(Transform2D(rotationAngle: 3).distance(to: Transform2D(rotationAngle: -3)), 2 * .pi - 6))
    let m = Transform2D(rotationAngle: 0.3).scaledBy(x: 2, y: 1)
    #expect(m.distance(to: m) == 0)
}
