import CCairo
import CPixman
import Geometry
import Graphics

/// Maps a bitmap through a projective transform with Pixman (the rasteriser under Cairo, which
/// unlike Cairo's API accepts perspective matrices), sampling bilinearly.
enum ProjectiveBlit {
    /// Returns a `width` x `height` image whose pixel (x, y) shows the source point that `map`
    /// sends to (x, y). Outside the source, edge pixels extend outward: callers clip to the
    /// projected quad, which gives exact antialiased edges.
    static func project(_ source: Bitmap, through map: Homography, width: Int, height: Int) -> Image? {
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
