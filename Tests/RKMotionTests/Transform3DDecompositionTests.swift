import Testing
@testable import RKMotion
import RKGeometry
#if canImport(Glibc)
import Glibc
#endif

/// The parts of a transform, composed the way the decomposition documents (S·K·R·T·P), built
/// here from Geometry's constructors and hand-written matrices rather than Motion's code.
private struct Parts {
    var scale = (1.0, 1.0, 1.0)
    var skew = (xy: 0.0, xz: 0.0, yz: 0.0)
    var angle = 0.0
    var axis = (0.0, 0.0, 1.0)
    var translation = (0.0, 0.0, 0.0)
    var perspective = (0.0, 0.0, 0.0, 1.0)

    var matrix: Transform3D {
        let s = Transform3D(scaleX: scale.0, y: scale.1, z: scale.2)
        var k = Transform3D.identity
        k.m21 = skew.xy; k.m31 = skew.xz; k.m32 = skew.yz
        let r = Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: axis.2)
        let t = Transform3D(translationX: translation.0, y: translation.1, z: translation.2)
        var p = Transform3D.identity
        p.m14 = perspective.0; p.m24 = perspective.1; p.m34 = perspective.2; p.m44 = perspective.3
        return s.concatenating(k).concatenating(r).concatenating(t).concatenating(p)
    }
}

private func randomParts(_ rng: inout SeededRandomNumberGenerator, perspective: Bool) -> Parts {
    var p = Parts()
    p.scale = (rng.uniform(0.5...2), rng.uniform(0.5...2), rng.uniform(0.5...2))
    p.skew = (rng.uniform(-0.5...0.5), rng.uniform(-0.5...0.5), rng.uniform(-0.5...0.5))
    p.angle = rng.uniform(0.1...3)
    p.axis = (rng.uniform(-1...1), rng.uniform(-1...1), rng.uniform(-1...1))
    p.translation = (rng.uniform(-200...200), rng.uniform(-200...200), rng.uniform(-200...200))
    if perspective {
        let px = rng.uniform(-0.002...0.002), py = rng.uniform(-0.002...0.002), pz = rng.uniform(-0.004...0.004)
        // w chosen so that m44 = t·p + w = 1: a decomposition describes the matrix divided by
        // m44, so only then are the parts it reports the parts that went in.
        let tp = p.translation.0 * px + p.translation.1 * py + p.translation.2 * pz
        p.perspective = (px, py, pz, 1 - tp)
    }
    return p
}

@Test func recoversTheComponentsOfAComposedMatrix() throws {
    var rng = SeededRandomNumberGenerator(seed: 7)
    for _ in 0..<200 {
        let parts = randomParts(&rng, perspective: true)
        let d = try #require(parts.matrix.decomposed())
        #expect(close(d.scale.x, parts.scale.0) && close(d.scale.y, parts.scale.1) && close(d.scale.z, parts.scale.2))
        #expect(close(d.skew.xy, parts.skew.xy) && close(d.skew.xz, parts.skew.xz) && close(d.skew.yz, parts.skew.yz))
        #expect(close(d.translation.x, parts.translation.0, 1e-8) && close(d.translation.y, parts.translation.1, 1e-8)
                    && close(d.translation.z, parts.translation.2, 1e-8))
        #expect(close(d.perspective.x, parts.perspective.0) && close(d.perspective.y, parts.perspective.1)
                    && close(d.perspective.z, parts.perspective.2) && close(d.perspective.w, parts.perspective.3, 1e-8))
        // The quaternion of a turn by θ about n is (n sin θ/2, cos θ/2), up to sign.
        let (ax, ay, az) = parts.axis
        let len = (ax * ax + ay * ay + az * az).squareRoot()
        let h = parts.angle / 2
        let q = (ax / len * sin(h), ay / len * sin(h), az / len * sin(h), cos(h))
        let sign: Double = d.quaternion.w * q.3 >= 0 ? 1 : -1
        #expect(close(d.quaternion.x, sign * q.0) && close(d.quaternion.y, sign * q.1)
                    && close(d.quaternion.z, sign * q.2) && close(d.quaternion.w, sign * q.3))
    }
}

@Test func roundTripsWellConditionedMatrices() throws {
    var rng = SeededRandomNumberGenerator(seed: 11)
    // Composed matrices, with and without perspective.
    for i in 0..<300 {
        let m = randomParts(&rng, perspective: i % 2 == 0).matrix
        let d = try #require(m.decomposed())
        #expect(maxDifference(Transform3D(d), m) < 1e-9)
    }
    // Arbitrary matrices: random entries around a dominant diagonal, m44 = 1.
    for _ in 0..<300 {
        var v = (0..<16).map { _ in rng.uniform(-0.6...0.6) }
        v[0] += 2; v[5] += 2; v[10] += 2
        v[3] *= 0.01; v[7] *= 0.01; v[11] *= 0.01
        v[12] *= 100; v[13] *= 100; v[14] *= 100; v[15] = 1
        let m = Transform3D(rows: v)
        let d = try #require(m.decomposed())
        #expect(maxDifference(Transform3D(d), m) < 1e-9, "\(m)")
    }
}

@Test func decompositionDescribesTheMatrixOverM44() throws {
    var rng = SeededRandomNumberGenerator(seed: 5)
    let m = randomParts(&rng, perspective: true).matrix
    let doubled = Transform3D(rows: m.rows.map { $0 * 2 })
    #expect(doubled.decomposed() != nil)
    let a = try #require(m.decomposed()), b = try #require(doubled.decomposed())
    #expect(maxDifference(Transform3D(a), Transform3D(b)) < 1e-9)
    #expect(maxDifference(Transform3D(b), m) < 1e-9)  // normalized back to m44 = 1
}

@Test func mirrorsNegateAllScales() throws {
    let m = Transform3D(scaleX: -2, y: 3, z: 4)
    let d = try #require(m.decomposed())
    #expect(d.scale.x < 0 && d.scale.y < 0 && d.scale.z < 0)
    #expect(maxDifference(Transform3D(d), m) < 1e-12)
}

@Test func singularMatricesDoNotDecompose() {
    #expect(Transform3D(scaleX: 0, y: 1, z: 1).decomposed() == nil)
    var noW = Transform3D.identity
    noW.m44 = 0
    #expect(noW.decomposed() == nil)
    var nan = Transform3D.identity
    nan.m12 = .nan
    #expect(nan.decomposed() == nil)
    #expect(Transform3D.identity.decomposed() == .identity)
}

@Test func perspectiveDecomposesToItsColumn() throws {
    let d = try #require(Transform3D.perspective(eyeDistance: 500).decomposed())
    #expect(d.perspective == .init(x: 0, y: 0, z: -1.0 / 500, w: 1))
    #expect(d.scale == .init(x: 1, y: 1, z: 1))
    #expect(d.quaternion == .identity)
}

@Test func quarterTurnInterpolatesThroughTheEighthTurn() {
    let end = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let mid = Transform3D.identity.interpolated(to: end, fraction: 0.5)
    #expect(maxDifference(mid, Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)) < 1e-12)
    // About an oblique axis, at several fractions.
    let axis = (1.0, -2.0, 0.5)
    let turn = Transform3D(rotationAngle: 2.5, x: axis.0, y: axis.1, z: axis.2)
    for t in [0.1, 0.3, 0.7, 0.9] {
        let m = Transform3D.identity.interpolated(to: turn, fraction: t)
        #expect(maxDifference(m, Transform3D(rotationAngle: 2.5 * t, x: axis.0, y: axis.1, z: axis.2)) < 1e-12)
    }
}

@Test func componentsInterpolateTogether() {
    var a = Parts(), b = Parts()
    a.translation = (0, 0, 0); b.translation = (100, -40, 20)
    a.scale = (1, 1, 1); b.scale = (3, 2, 0.5)
    a.angle = 0.2; b.angle = 1.0; a.axis = (0, 1, 0); b.axis = (0, 1, 0)
    b.perspective = (0, 0, -0.002, 1.04)  // w = 1 - t·p, so that m44 = 1 (see above)
    var mid = Parts()
    mid.translation = (50, -20, 10)
    mid.scale = (2, 1.5, 0.75)
    mid.angle = 0.6; mid.axis = (0, 1, 0)
    mid.perspective = (0, 0, -0.001, 1.02)
    #expect(maxDifference(a.matrix.interpolated(to: b.matrix, fraction: 0.5), mid.matrix) < 1e-12)
    #expect(a.matrix.interpolated(to: b.matrix, fraction: 0) == a.matrix)
    #expect(a.matrix.interpolated(to: b.matrix, fraction: 1) == b.matrix)
}

@Test func growingFromZeroScaleKeepsTheRotation() {
    let zero = Transform3D(scaleX: 0, y: 0, z: 0)
    let end = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let mid = zero.interpolated(to: end, fraction: 0.5)
    let expected = Transform3D(scaleX: 0.5, y: 0.5, z: 0.5)
        .concatenating(Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1))
    #expect(maxDifference(mid, expected) < 1e-12)
    // Flattened along z only (a common 2D layer state): still a clean scale animation.
    let flat = Transform3D(scaleX: 1, y: 1, z: 0)
    #expect(maxDifference(flat.interpolated(to: .identity, fraction: 0.5), Transform3D(scaleX: 1, y: 1, z: 0.5)) < 1e-12)
}

@Test func otherSingularEndsInterpolateElementwise() {
    // Rows 1 and 2 parallel and non-zero: not scale × skew × rotation.
    var squash = Transform3D.identity
    squash.m21 = 1; squash.m22 = 0
    #expect(squash.decomposition(allowingZeroScale: true) == nil)
    let mid = Transform3D.identity.interpolated(to: squash, fraction: 0.5)
    let expected = Transform3D(rows: zip(Transform3D.identity.rows, squash.rows).map { ($0 + $1) / 2 })
    #expect(mid == expected)
}

@Test func quaternionSlerpTurnsAtConstantSpeed() {
    typealias Q = DecomposedTransform3D.Quaternion
    let a = Q.identity, b = Q(angle: 2, x: 0, y: 1, z: 1)
    for t in stride(from: 0.0, through: 1.0, by: 0.125) {
        #expect(close(a.angle(to: a.slerp(to: b, fraction: t)), 2 * t, 1e-12))
    }
    // -q is the same rotation; slerp still takes the short arc.
    let negB = Q(x: -b.x, y: -b.y, z: -b.z, w: -b.w)
    #expect(close(a.angle(to: a.slerp(to: negB, fraction: 0.5)), 1, 1e-12))
    #expect(Q(angle: 1, x: 0, y: 0, z: 0) == .identity)
}

@Test func transformAddingSubtractingAndDistance() {
    let a = Transform3D(rotationAngle: 0.4, x: 1, y: 1, z: 0).translatedBy(x: 3, y: 0, z: 1)
    let b = Transform3D(scaleX: 2, y: 2, z: 1).concatenating(Transform3D(translationX: 0, y: 10, z: 0))
    #expect(a.adding(b) == a.concatenating(b))
    #expect(maxDifference(a.adding(b).subtracting(b), a) < 1e-12)
    #expect(a.subtracting(a) == .identity)
    let singular = Transform3D(scaleX: 0, y: 0, z: 0)
    #expect(singular.subtracting(singular) == .identity)
    #expect(a.subtracting(singular) == a)

    #expect(close(Transform3D.identity.distance(to: Transform3D(translationX: 3, y: 0, z: 4)), 5))
    #expect(close(Transform3D.identity.distance(to: Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0)), 0.7))
    #expect(a.distance(to: a) == 0)
}
