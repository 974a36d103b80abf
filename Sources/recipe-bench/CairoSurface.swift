import CRKCairo
import RecipeKit

/// A Cairo image surface owned by the benchmark, for the hand-written Cairo path (RecipeKit's
/// `Image` and `Bitmap` keep their surfaces internal).
final class CairoSurface {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    private init(pointer: OpaquePointer) {
        self.pointer = pointer
        width = Int(cairo_image_surface_get_width(pointer))
        height = Int(cairo_image_surface_get_height(pointer))
    }

    deinit { cairo_surface_destroy(pointer) }

    /// A transparent surface.
    convenience init(format: cairo_format_t, width: Int, height: Int) {
        let s = cairo_image_surface_create(format, Int32(width), Int32(height))!
        precondition(cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, "cairo surface allocation failed")
        self.init(pointer: s)
    }

    /// An ARGB32 surface holding premultiplied 0xAARRGGBB pixels (row-major, no padding).
    convenience init(width: Int, height: Int, premultipliedARGB pixels: [UInt32]) {
        precondition(pixels.count == width * height)
        self.init(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let base = cairo_image_surface_get_data(pointer)!
        pixels.withUnsafeBufferPointer { src in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { row[x] = src[y * width + x] }
            }
        }
        cairo_surface_mark_dirty(pointer)
    }

    /// A copy of an image's pixels.
    convenience init(copying image: Image) {
        self.init(width: image.pixelWidth, height: image.pixelHeight, premultipliedARGB: image.premultipliedARGB)
    }

    /// Pixel rows as 32-bit words (ARGB32 surfaces only).
    func withPixels<R>(_ body: (_ base: UnsafeMutablePointer<UInt8>, _ stride: Int) -> R) -> R {
        cairo_surface_flush(pointer)
        return body(cairo_image_surface_get_data(pointer)!, Int(cairo_image_surface_get_stride(pointer)))
    }
}
