import CRKCairo
import RKGeometry

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
/// The tests compare it with Pixman's result.
public enum ProjectiveBlit {
    /// Returns a `width` x `height` image whose pixel (x, y) shows the source point that `map`
    /// sends to (x, y). Outside the source, edge pixels extend outward: callers clip to the
    /// projected quad, which gives exact antialiased edges. Pixels whose source lies at or
    /// behind the eye are left clear.
    public static func project(_ source: Bitmap, through map: Homography, width: Int, height: Int) -> Image? {
        guard width > 0, height > 0, width <= Bitmap.maximumSide, height <= Bitmap.maximumSide,
              let inverse = map.inverted(), inverse.isFinite,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let dstBytes = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        // Written in place and handed to the image as it is: no bitmap to copy out of, and no
        // scan for opacity (a projected card has clear corners anyway).
        let dstStride = Int(cairo_image_surface_get_stride(surface))
        let dstData = UnsafeMutableRawPointer(dstBytes)
        let sw = source.pixelWidth, sh = source.pixelHeight
        let maxX = Double(sw - 1), maxY = Double(sh - 1)
        // A card turned about the y axis (Cover Flow's covers) has a map whose depth depends on x
        // alone: then 1/w is worked out once per column, and each pixel multiplies instead of
        // dividing.
        let columnDepth = inverse.m23 == 0 || abs(inverse.m23) * Double(height) <= 1e-12 * Swift.max(abs(inverse.m33), 1)
        var reciprocals: [Double] = []
        if columnDepth {
            reciprocals = (0..<width).map { x in
                let w = (Double(x) + 0.5) * inverse.m13 + inverse.m33
                return w > 1e-9 ? 1 / w : .nan
            }
        }
        // When the source x does not depend on the row either (a card turned about y and not
        // sheared), each column samples one pair of source columns with one weight: those are
        // worked out once per column too, leaving the row's coordinate to each pixel.
        let columnSampling = columnDepth
            && abs(inverse.m21) * Double(height) <= 1e-12 * Swift.max(abs(inverse.m11) * Double(width), 1)
        struct Column { var x0: Int32; var x1: Int32; var fx: UInt32; var r: Double }
        var columns: [Column] = []
        if columnSampling {
            columns = (0..<width).map { x in
                let r = reciprocals[x]
                guard !r.isNaN else { return Column(x0: 0, x1: 0, fx: 0, r: .nan) }
                let u = (Double(x) + 0.5) * inverse.m11 + 0.5 * inverse.m21 + inverse.m31
                let sx = Int(Swift.min(Swift.max(u * r - 0.5, 0), maxX) * 256)
                let x0 = sx &>> 8
                return Column(x0: Int32(x0), x1: Int32(Swift.min(x0 &+ 1, sw &- 1)),
                              fx: UInt32(truncatingIfNeeded: sx & 255), r: r)
            }
        }
        source.withPixels { srcData, srcStride in
            do {
                let srcRowWords = srcStride / 4
                let src = UnsafePointer(srcData.assumingMemoryBound(to: UInt32.self))
                if columnSampling {
                    columns.withUnsafeBufferPointer { cols in
                        for y in 0..<height {
                            let row = (dstData + y * dstStride).assumingMemoryBound(to: UInt32.self)
                            let py = Double(y) + 0.5
                            var v = 0.5 * inverse.m12 + py * inverse.m22 + inverse.m32
                            for x in 0..<width {
                                defer { v += inverse.m12 }
                                let c = cols[x]
                                guard !c.r.isNaN else {
                                    row[x] = 0
                                    continue
                                }
                                let sy = Int(Swift.min(Swift.max(v * c.r - 0.5, 0), maxY) * 256)
                                let y0 = sy &>> 8, y1 = Swift.min(y0 &+ 1, sh &- 1)
                                let fy = UInt32(truncatingIfNeeded: sy & 255)
                                let r0 = src + y0 &* srcRowWords, r1 = src + y1 &* srcRowWords
                                let x0 = Int(c.x0), x1 = Int(c.x1)
                                row[x] = Self.bilinear(r0[x0], r0[x1], r1[x0], r1[x1], fx: c.fx, fy: fy)
                            }
                        }
                    }
                    return
                }
                if columnDepth {
                    reciprocals.withUnsafeBufferPointer { inv in
                        for y in 0..<height {
                            let row = (dstData + y * dstStride).assumingMemoryBound(to: UInt32.self)
                            let py = Double(y) + 0.5
                            var u = 0.5 * inverse.m11 + py * inverse.m21 + inverse.m31
                            var v = 0.5 * inverse.m12 + py * inverse.m22 + inverse.m32
                            for x in 0..<width {
                                defer {
                                    u += inverse.m11
                                    v += inverse.m12
                                }
                                let r = inv[x]
                                guard !r.isNaN else {
                                    row[x] = 0
                                    continue
                                }
                                let sx = Int(Swift.min(Swift.max(u * r - 0.5, 0), maxX) * 256)
                                let sy = Int(Swift.min(Swift.max(v * r - 0.5, 0), maxY) * 256)
                                let x0 = sx &>> 8, y0 = sy &>> 8
                                let x1 = Swift.min(x0 &+ 1, sw &- 1), y1 = Swift.min(y0 &+ 1, sh &- 1)
                                let fx = UInt32(truncatingIfNeeded: sx & 255), fy = UInt32(truncatingIfNeeded: sy & 255)
                                let r0 = src + y0 &* srcRowWords, r1 = src + y1 &* srcRowWords
                                row[x] = Self.bilinear(r0[x0], r0[x1], r1[x0], r1[x1], fx: fx, fy: fy)
                            }
                        }
                    }
                    return
                }
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
        cairo_surface_mark_dirty(surface)
        return Image(ownedSurface: surface, scale: 1, isOpaque: false)
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
}
