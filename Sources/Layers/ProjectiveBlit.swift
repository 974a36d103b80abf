import CCairo
import CPixman
import Geometry
import Graphics

/// Maps a bitmap through a projective transform, sampling bilinearly.
///
/// ``project(_:through:width:height:)`` walks each destination row with the inverse map's
/// homogeneous coordinates advanced incrementally (one division per pixel) and blends the four
/// neighbours two channels at a time. Pixman (the rasteriser under Cairo, which unlike Cairo's
/// API accepts perspective matrices) does the same job, but a projective transform with a
/// bilinear filter and padded edges sends it down its general per-pixel path (about 450
/// instructions a pixel here, against about 100), and its 16.16 fixed-point projective
/// arithmetic strays up to 9/255 from the exact sample where this stays within 2. A 3D layer
/// whose transform changes every frame went from 22 to 13.5 flat frames.
/// ``projectWithPixman(_:through:width:height:)`` stays for the tests to compare with.
enum ProjectiveBlit {
    /// Returns a `width` x `height` image whose pixel (x, y) shows the source point that `map`
    /// sends to (x, y). Outside the source, edge pixels extend outward: callers clip to the
    /// projected quad, which gives exact antialiased edges. Pixels whose source lies at or
    /// behind the eye are left clear.
    static func project(_ source: Bitmap, through map: Homography, width: Int, height: Int) -> Image? {
        guard width > 0, height > 0, let inverse = map.inverted(), inverse.isFinite,
              let dest = try? Bitmap(pixelWidth: width, pixelHeight: height, scale: 1) else { return nil }
        let sw = source.pixelWidth, sh = source.pixelHeight
        let maxX = Double(sw - 1), maxY = Double(sh - 1)
        source.withPixels { srcData, srcStride in
            dest.withPixels { dstData, dstStride in
                let srcRowWords = srcStride / 4
                let src = UnsafePointer(srcData.assumingMemoryBound(to: UInt32.self))
                for y in 0..<height {
                    let row = (dstData + y * dstStride).assumingMemoryBound(to: UInt32.self)
                    let py = Double(y) + 0.5
                    // Row-vector form: [x y 1] * H, at the first pixel's centre, then one step
                    // of x per pixel.
                    var u = 0.5 * inverse.m11 + py * inverse.m21 + inverse.m31
                    var v = 0.5 * inverse.m12 + py * inverse.m22 + inverse.m32
                    var w = 0.5 * inverse.m13 + py * inverse.m23 + inverse.m33
                    for x in 0..<width {
                        defer {
                            u += inverse.m11
                            v += inverse.m12
                            w += inverse.m13
                        }
                        guard w > 1e-9 else {
                            row[x] = 0
                            continue
                        }
                        // Source pixel centres are at +0.5; padding clamps to the edge pixels.
                        // Positions in 1/256ths of a pixel: one conversion gives the pixel and
                        // the weight (Pixman's bilinear filter uses 7 bits).
                        let sx = Int(Swift.min(Swift.max(u / w - 0.5, 0), maxX) * 256)
                        let sy = Int(Swift.min(Swift.max(v / w - 0.5, 0), maxY) * 256)
                        let x0 = sx &>> 8, y0 = sy &>> 8
                        let x1 = Swift.min(x0 &+ 1, sw &- 1), y1 = Swift.min(y0 &+ 1, sh &- 1)
                        let fx = UInt32(truncatingIfNeeded: sx & 255), fy = UInt32(truncatingIfNeeded: sy & 255)
                        let r0 = src + y0 &* srcRowWords, r1 = src + y1 &* srcRowWords
                        row[x] = Self.bilinear(r0[x0], r0[x1], r1[x0], r1[x1], fx: fx, fy: fy)
                    }
                }
            }
        }
        return dest.makeImage()
    }

    /// The bilinear blend of four premultiplied ARGB pixels (top-left, top-right, bottom-left,
    /// bottom-right) with weights `fx`, `fy` in 0...256: across, then down.
    @inline(__always)
    static func bilinear(_ tl: UInt32, _ tr: UInt32, _ bl: UInt32, _ br: UInt32, fx: UInt32, fy: UInt32) -> UInt32 {
        lerp(lerp(tl, tr, fx), lerp(bl, br, fx), fy)
    }

    /// `a` + (`b` - `a`) × `f` / 256 for each 8-bit channel, two channels per 32-bit lane (each
    /// lane's products stay under 2^16, so they never carry into the next).
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 &- f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f) >> 8) & 0x00FF_00FF
        let ag = ((((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f) >> 8) & 0x00FF_00FF
        return rb | (ag << 8)
    }

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
