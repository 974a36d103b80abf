import CRKPixman
import RKGeometry
import RKSnapshotTesting
import Testing

@testable import RKGraphics

/// The projective resampler against Pixman's, which does the same job on its general path.
@MainActor
@Suite struct ProjectiveBlitTests {
    /// A 120 × 90 photo-like source with sharp edges and a translucent corner.
    func source() throws -> Bitmap {
        let b = try Bitmap(pixelWidth: 120, pixelHeight: 90)
        let c = Canvas(bitmap: b)
        c.draw(TestImages.photo(width: 120, height: 90), in: Rect(x: 0, y: 0, width: 120, height: 90))
        c.fill(Rect(x: 10, y: 10, width: 30, height: 20), with: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        return b
    }

    /// The 3D layer maps of a card turned about y under perspective, and a pure scale.
    nonisolated static let maps: [(String, Homography)] = {
        var persp = Transform3D.identity
        persp.m34 = -1.0 / 300
        let turned = Transform3D(translationX: -60, y: -45, z: 0)
            .concatenating(Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0)).concatenating(persp)
            .concatenating(Transform3D(translationX: 80, y: 60, z: 0))
        let tilted = Transform3D(translationX: -60, y: -45, z: 0)
            .concatenating(Transform3D(rotationAngle: -0.6, x: 1, y: 0.3, z: 0)).concatenating(persp)
            .concatenating(Transform3D(translationX: 90, y: 70, z: 0))
        // Sheared in the source before it is turned: the depth still depends on x alone, but the
        // source x now depends on the row too.
        var shear = Transform3D.identity
        shear.m21 = 0.3
        return [("turned", Homography(turned)), ("tilted", Homography(tilted)),
                ("scaled", Homography(Transform2D(scaleX: 1.37, y: 0.81))),
                ("sheared and turned", Homography(shear.concatenating(turned)))]
    }()

    @Test(arguments: maps.indices)
    func matchesTheExactBilinearSample(_ index: Int) throws {
        let (name, map) = Self.maps[index]
        let src = try source()
        let ours = try #require(ProjectiveBlit.project(src, through: map, width: 180, height: 140))
        let pixman = try #require(ProjectiveBlit.projectWithPixman(src, through: map, width: 180, height: 140))
        // Compared where the source lands, inset by two pixels: at the quad's edge the two pad
        // differently, and callers clip there anyway.
        let a = ours.premultipliedARGB, b = pixman.premultipliedARGB
        var worst = 0, compared = 0
        for y in 0..<140 {
            for x in 0..<180 {
                guard let inv = map.inverted(),
                      let p = inv.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5)),
                      p.x >= 2, p.y >= 2, p.x <= 118, p.y <= 88 else { continue }
                compared += 1
                let i = y * 180 + x
                for shift in stride(from: 0, through: 24, by: 8) {
                    worst = max(worst, abs(Int((a[i] >> UInt32(shift)) & 0xFF) - Int((b[i] >> UInt32(shift)) & 0xFF)))
                }
            }
        }
        // Exact bilinear sample at each pixel, in doubles, to see which of the two is right.
        let sp = src.makeImage().premultipliedARGB
        var oursErr = 0, pixErr = 0
        for y in 0..<140 {
            for x in 0..<180 {
                guard let inv = map.inverted(), let p = inv.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5)),
                      p.x >= 2, p.y >= 2, p.x <= 118, p.y <= 88 else { continue }
                let sx = p.x - 0.5, sy = p.y - 0.5
                let x0 = Int(sx), y0 = Int(sy), fx = sx - Double(x0), fy = sy - Double(y0)
                let i = y * 180 + x
                for shift in stride(from: 0, through: 24, by: 8) {
                    func ch(_ xx: Int, _ yy: Int) -> Double { Double((sp[yy * 120 + xx] >> UInt32(shift)) & 0xFF) }
                    let e = (ch(x0, y0) * (1 - fx) + ch(x0 + 1, y0) * fx) * (1 - fy) + (ch(x0, y0 + 1) * (1 - fx) + ch(x0 + 1, y0 + 1) * fx) * fy
                    oursErr = max(oursErr, Int(abs(Double((a[i] >> UInt32(shift)) & 0xFF) - e).rounded()))
                    pixErr = max(pixErr, Int(abs(Double((b[i] >> UInt32(shift)) & 0xFF) - e).rounded()))
                }
            }
        }
        #expect(compared > 2000, "\(name)")
        // Within rounding of the exact sample (8-bit weights, truncation)...
        #expect(oursErr <= 2, "\(name): \(oursErr) from the exact bilinear sample")
        // ...while Pixman's 16.16 fixed-point projective path strays further on turned cards
        // (seen: 9), so the two only agree loosely.
        #expect(pixErr <= 12 && worst <= 12, "\(name): Pixman \(pixErr) from exact, \(worst) from ours")
    }

    /// The turned card is the case the per-column paths take: its depth depends on x alone, and
    /// so does its source x (each column samples one pair of source columns). The sheared one
    /// takes the per-column reciprocal with a per-pixel x; the tilted one the general path. The
    /// test above holds all of them to the exact sample.
    @Test func theMapsCoverEachPath() throws {
        let turned = try #require(Self.maps[0].1.inverted())
        #expect(abs(turned.m23) < 1e-15 && abs(turned.m21) < 1e-15)
        let sheared = try #require(Self.maps[3].1.inverted())
        #expect(abs(sheared.m23) < 1e-15 && abs(sheared.m21) > 1e-3)
        #expect(abs(try #require(Self.maps[1].1.inverted()).m23) > 1e-6)  // the tilted one
    }

    @Test func blendsTwoChannelsPerLaneExactly() {
        // Halfway between black and white, and between two colors, per channel.
        #expect(ProjectiveBlit.lerp(0xFF00_0000, 0xFFFF_FFFF, 128) == 0xFF7F_7F7F)
        #expect(ProjectiveBlit.lerp(0xFF10_2030, 0xFF10_2030, 77) == 0xFF10_2030)
        #expect(ProjectiveBlit.lerp(0x0000_0000, 0xFFFF_FFFF, 256) == 0xFFFF_FFFF)
        #expect(ProjectiveBlit.bilinear(0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF, fx: 0, fy: 0) == 0xFFFF_0000)
        #expect(ProjectiveBlit.bilinear(0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF, fx: 256, fy: 256) == 0xFFFF_FFFF)
    }
}

extension ProjectiveBlit {
    /// ``project(_:through:width:height:)`` done by Pixman: the reference the tests compare with.
    static func projectWithPixman(_ source: Bitmap, through map: Homography, width: Int, height: Int) -> Image? {
        guard width > 0, height > 0, let inverse = map.inverted(), inverse.isFinite,
              let dest = try? Bitmap(pixelWidth: width, pixelHeight: height, scale: 1) else { return nil }
        // Pixman multiplies column vectors, so the matrix is the transpose of our row-vector
        // form. It computes in 16.16 fixed point and rejects points whose homogeneous
        // coordinates overflow, so the matrix (defined only up to scale) is normalised to w = 1
        // at the centre of the destination, keeping homogeneous values near pixel values.
        let cx = Double(width) / 2, cy = Double(height) / 2
        let wc = cx * inverse.m13 + cy * inverse.m23 + inverse.m33
        guard wc != 0, wc.isFinite else { return nil }
        let m = [inverse.m11, inverse.m21, inverse.m31, inverse.m12, inverse.m22, inverse.m32,
                 inverse.m13, inverse.m23, inverse.m33].map { $0 / wc }
        guard m.allSatisfy({ abs($0) < 32000 }) else { return nil }
        var ft = pixman_f_transform(m: ((m[0], m[1], m[2]), (m[3], m[4], m[5]), (m[6], m[7], m[8])))
        var t = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&t, &ft) != 0 else { return nil }
        // Cairo treats a never-drawn surface as clear until it is marked dirty, so the image is
        // taken only after withPixels has marked the destination.
        let done: Bool = source.withPixels { srcData, srcStride in
            dest.withPixels { dstData, dstStride in
                guard let src = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(source.pixelWidth), Int32(source.pixelHeight),
                                                         srcData.assumingMemoryBound(to: UInt32.self), Int32(srcStride)),
                      let dst = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                                         dstData.assumingMemoryBound(to: UInt32.self), Int32(dstStride)) else { return false }
                defer { pixman_image_unref(src); pixman_image_unref(dst) }
                pixman_image_set_transform(src, &t)
                pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
                pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD)
                pixman_image_composite32(PIXMAN_OP_SRC, src, nil, dst, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
                return true
            }
        }
        return done ? dest.makeImage() : nil
    }
}
