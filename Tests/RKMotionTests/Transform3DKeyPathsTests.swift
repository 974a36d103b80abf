import Testing
@testable import RKMotion
import RKGeometry
#if canImport(Glibc)
import Glibc
#endif

private func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// A layer-like transform: scaled, turned about z, moved.
private let sample = Transform3D(scaleX: 2, y: 3, z: 1)
    .concatenating(rotation(0.6, 0, 0, 1))
    .concatenating(Transform3D(translationX: 40, y: -25, z: 5))

@Test func readsScaleRotationAndTranslation() throws {
    #expect(close(try #require(sample.value(forKeyPath: "transform.scale.x")), 2))
    #expect(close(try #require(sample.value(forKeyPath: "transform.scale.y")), 3))
    #expect(close(try #require(sample.value(forKeyPath: "transform.scale.z")), 1))
    // "transform.scale" is the average of the three factors, as Core Animation documents.
    #expect(close(try #require(sample.value(forKeyPath: "transform.scale")), 2))
    #expect(close(try #require(sample.value(forKeyPath: "transform.rotation.z")), 0.6))
    #expect(close(try #require(sample.value(forKeyPath: "transform.rotation")), 0.6))
    #expect(close(try #require(sample.value(forKeyPath: "transform.rotation.x")), 0))
    #expect(close(try #require(sample.value(forKeyPath: "transform.rotation.y")), 0))
    #expect(sample.value(forKeyPath: "transform.translation.x") == 40)
    #expect(sample.value(forKeyPath: "transform.translation.y") == -25)
    #expect(sample.value(forKeyPath: "transform.translation.z") == 5)
    let s = sample.scaleComponents, t = sample.translationComponents
    #expect(close(s.x, 2) && close(s.y, 3) && close(s.z, 1))
    #expect(t == (40, -25, 5))
    #expect(close(sample.rotationZ, 0.6))
}

@Test func unknownPathsAndValues() {
    #expect(sample.value(forKeyPath: "transform") == nil)
    #expect(sample.value(forKeyPath: "transform.translation") == nil)  // a size in CA, not a scalar
    #expect(sample.value(forKeyPath: "transform.rotation.w") == nil)
    #expect(sample.value(forKeyPath: "opacity") == nil)
    #expect(sample.replacing(keyPath: "transform.skew", with: 1) == nil)
    #expect(sample.replacing(keyPath: "transform.scale.x", with: .nan) == nil)
    #expect(sample.replacing(keyPath: "transform.rotation.z", with: .infinity) == nil)
    // Other transform-valued properties get the same sub-paths.
    #expect(close(sample.value(forKeyPath: "sublayerTransform.rotation.z") ?? 0, 0.6))
}

@Test func replacingScaleKeepsTheRest() throws {
    let m = try #require(sample.replacing(keyPath: "transform.scale.x", with: 5))
    let expected = Transform3D(scaleX: 5, y: 3, z: 1)
        .concatenating(rotation(0.6, 0, 0, 1))
        .concatenating(Transform3D(translationX: 40, y: -25, z: 5))
    #expect(maxDifference(m, expected) < 1e-12)
    #expect(close(try #require(m.value(forKeyPath: "transform.scale.x")), 5))
    #expect(close(try #require(m.value(forKeyPath: "transform.rotation.z")), 0.6))

    let uniform = try #require(Transform3D.identity.replacing(keyPath: "transform.scale", with: 2))
    #expect(maxDifference(uniform, Transform3D(scaleX: 2, y: 2, z: 2)) < 1e-15)
    let y = try #require(Transform3D.identity.replacing(keyPath: "transform.scale.y", with: 0.25))
    #expect(maxDifference(y, Transform3D(scaleX: 1, y: 0.25, z: 1)) < 1e-15)
    let z = try #require(Transform3D.identity.replacing(keyPath: "transform.scale.z", with: 4))
    #expect(maxDifference(z, Transform3D(scaleX: 1, y: 1, z: 4)) < 1e-15)
}

@Test func scaleRoundTripsThroughZero() throws {
    // "Pop in": scale animated from 0, on a model that may itself be scaled to nothing.
    let gone = try #require(sample.replacing(keyPath: "transform.scale", with: 0))
    #expect(gone.m11 == 0 && gone.m22 == 0 && gone.m33 == 0)
    #expect(gone.value(forKeyPath: "transform.scale") == 0)
    #expect(gone.translationComponents == (40, -25, 5))
    let back = try #require(gone.replacing(keyPath: "transform.scale", with: 1))
    #expect(maxDifference(back, Transform3D(translationX: 40, y: -25, z: 5)) < 1e-12)
    for v in stride(from: -2.0, through: 3.0, by: 0.5) where v != 0 {
        let m = try #require(sample.replacing(keyPath: "transform.scale.y", with: v))
        // Negative factors read back as written (a mirror reports all three factors negative).
        #expect(close(try #require(m.value(forKeyPath: "transform.scale.y")), v))
    }
}

@Test func rotationZMatchesAFreshRotationForAnyAngle() throws {
    for angle in [0.0, 0.3, -1.2, .pi / 2, .pi, 3 * .pi / 2, 2 * .pi, 5.5, -7, 4 * .pi] {
        let m = try #require(Transform3D.identity.replacing(keyPath: "transform.rotation.z", with: angle))
        #expect(maxDifference(m, rotation(angle, 0, 0, 1)) < 1e-12, "angle \(angle)")
        let r = try #require(Transform3D.identity.replacing(keyPath: "transform.rotation", with: angle))
        #expect(maxDifference(r, m) < 1e-15)
    }
    // A full turn is the identity rotation: the animation ends where it started.
    let full = try #require(Transform3D.identity.replacing(keyPath: "transform.rotation.z", with: 2 * .pi))
    #expect(maxDifference(full, .identity) < 1e-12)
    // Angles in -π...π read back as written.
    for angle in stride(from: -3.0, through: 3.0, by: 0.25) {
        let m = try #require(sample.replacing(keyPath: "transform.rotation.z", with: angle))
        #expect(close(try #require(m.value(forKeyPath: "transform.rotation.z")), angle, 1e-12))
        #expect(close(m.scaleComponents.x, 2) && close(m.scaleComponents.y, 3))
        #expect(m.translationComponents == (40, -25, 5))
    }
}

@Test func eulerAnglesComposeXThenYThenZ() throws {
    let (a, b, g) = (0.4, -0.7, 1.1)
    var m = Transform3D.identity
    m = try #require(m.replacing(keyPath: "transform.rotation.x", with: a))
    m = try #require(m.replacing(keyPath: "transform.rotation.y", with: b))
    m = try #require(m.replacing(keyPath: "transform.rotation.z", with: g))
    let expected = rotation(a, 1, 0, 0).concatenating(rotation(b, 0, 1, 0)).concatenating(rotation(g, 0, 0, 1))
    #expect(maxDifference(m, expected) < 1e-12)
    #expect(close(m.rotationX, a) && close(m.rotationY, b) && close(m.rotationZ, g))
    let angles = expected.rotationAngles
    #expect(close(angles.x, a) && close(angles.y, b) && close(angles.z, g))
    // Gimbal lock: y = π/2 still reads back, the rest folds into x.
    let locked = try #require(Transform3D.identity.replacing(keyPath: "transform.rotation.y", with: .pi / 2))
    #expect(maxDifference(locked, rotation(.pi / 2, 0, 1, 0)) < 1e-12)
    #expect(close(locked.rotationY, .pi / 2, 1e-6))
}

@Test func translationReplacesOneAxis() throws {
    let m = try #require(sample.replacing(keyPath: "transform.translation.y", with: 100))
    #expect(m.translationComponents == (40, 100, 5))
    #expect(maxDifference(m, Transform3D(scaleX: 2, y: 3, z: 1)
        .concatenating(rotation(0.6, 0, 0, 1))
        .concatenating(Transform3D(translationX: 40, y: 100, z: 5))) < 1e-12)
    let x = try #require(Transform3D.identity.replacing(keyPath: "transform.translation.x", with: -8))
    #expect(x == Transform3D(translationX: -8, y: 0, z: 0))
    let z = try #require(Transform3D.identity.replacing(keyPath: "transform.translation.z", with: 30))
    #expect(z == Transform3D(translationX: 0, y: 0, z: 30))
}

@Test func perspectiveSurvivesReplacement() throws {
    // A card flip: rotation about y under a camera.
    let camera = Transform3D.perspective(eyeDistance: 800)
    let m = rotation(0.3, 0, 1, 0).concatenating(camera)
    let flipped = try #require(m.replacing(keyPath: "transform.rotation.y", with: 1.2))
    #expect(maxDifference(flipped, rotation(1.2, 0, 1, 0).concatenating(camera)) < 1e-12)
    #expect(close(flipped.rotationY, 1.2))
}

@Test func undecomposableMatrices() throws {
    var squash = Transform3D.identity
    squash.m21 = 1; squash.m22 = 0  // rows 1 and 2 parallel
    squash.m41 = 7
    #expect(squash.replacing(keyPath: "transform.scale", with: 2) == nil)
    #expect(squash.replacing(keyPath: "transform.rotation.z", with: 1) == nil)
    // Translation needs no decomposition.
    let moved = try #require(squash.replacing(keyPath: "transform.translation.x", with: 3))
    #expect(moved.m41 == 3 && moved.m21 == 1)
    #expect(squash.translationComponents == (7, 0, 0))
    #expect(squash.rotationAngles == (0, 0, 0))
    let s = squash.scaleComponents
    #expect(s.x == 1 && s.y == 1 && s.z == 1)  // row lengths
}
