import CRKCairo
import RKGeometry

/// An immutable bitmap image with a scale (pixels per point), as UIImage. Pixels are stored
/// premultiplied, 32 bits per pixel in Cairo's ARGB32 layout (native-endian 0xAARRGGBB).
///
/// Decoding (PNG, JPEG) and encoding live in `ImageCodec.swift`.
public final class Image: Hashable, @unchecked Sendable {
    // Never mutated after init; Cairo's reference counting is atomic, so sharing across threads
    // is safe.
    let surface: OpaquePointer

    /// Pixels per point: 2 for an @2x image.
    public let scale: Double
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int
    /// True when every pixel is fully opaque (JPEG, or a PNG without alpha).
    public let isOpaque: Bool

    /// The size in points (pixels divided by scale).
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// Takes ownership of a Cairo image surface (one reference).
    init(ownedSurface: OpaquePointer, scale: Double, isOpaque: Bool? = nil) {
        surface = ownedSurface
        cairo_surface_flush(ownedSurface)
        pixelWidth = Int(cairo_image_surface_get_width(ownedSurface))
        pixelHeight = Int(cairo_image_surface_get_height(ownedSurface))
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        if let isOpaque {
            self.isOpaque = isOpaque
        } else {
            self.isOpaque = cairo_image_surface_get_format(ownedSurface) == CAIRO_FORMAT_RGB24
                || Image.allOpaque(ownedSurface)
        }
    }

    deinit { cairo_surface_destroy(surface) }

    /// Errors creating an image from raw pixels.
    public enum PixelError: Error, Equatable, Sendable {
        /// A side is zero, negative or larger than 32767 pixels, or Cairo could not allocate the pixels.
        case invalidSize(width: Int, height: Int)
        /// The pixel array does not hold width x height pixels.
        case wrongPixelCount(expected: Int, actual: Int)
    }

    /// Makes an image from premultiplied ARGB pixels (0xAARRGGBB, row-major, no padding).
    /// - Throws: ``PixelError`` when the size is zero, negative, too large, or does not match.
    public convenience init(width: Int, height: Int, premultipliedARGB pixels: [UInt32], scale: Double = 1) throws {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            throw PixelError.invalidSize(width: width, height: height)
        }
        guard pixels.count == width * height else {
            throw PixelError.wrongPixelCount(expected: width * height, actual: pixels.count)
        }
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            throw PixelError.invalidSize(width: width, height: height)
        }
        let stride = Int(cairo_image_surface_get_stride(s))
        let base = cairo_image_surface_get_data(s)!
        pixels.withUnsafeBufferPointer { src in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = src[y * width + x]
                    // Clamp colour channels to alpha so the buffer stays valid premultiplied data.
                    let a = p >> 24
                    let r = Swift.min((p >> 16) & 0xFF, a), g = Swift.min((p >> 8) & 0xFF, a), b = Swift.min(p & 0xFF, a)
                    row[x] = (a << 24) | (r << 16) | (g << 8) | b
                }
            }
        }
        cairo_surface_mark_dirty(s)
        self.init(ownedSurface: s, scale: scale)
    }

    /// The premultiplied ARGB pixels (0xAARRGGBB), row-major without padding.
    public var premultipliedARGB: [UInt32] {
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { return [] }
        var out = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
        let opaqueRGB = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        for y in 0..<pixelHeight {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixelWidth { out[y * pixelWidth + x] = opaqueRGB ? (row[x] | 0xFF00_0000) : row[x] }
        }
        return out
    }

    /// The pixel at (x, y) as premultiplied 0xAARRGGBB; nil outside the image.
    public func pixel(x: Int, y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight,
              let base = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let v = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)[x]
        return cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 ? v | 0xFF00_0000 : v
    }

    /// True only for the same object: images compare by identity, not pixel by pixel.
    public static func == (a: Image, b: Image) -> Bool { a === b }
    /// Hashes the object's identity, consistent with ``==(_:_:)``.
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    private static func allOpaque(_ s: OpaquePointer) -> Bool {
        guard cairo_image_surface_get_format(s) == CAIRO_FORMAT_ARGB32,
              let base = cairo_image_surface_get_data(s) else { return false }
        let w = Int(cairo_image_surface_get_width(s)), h = Int(cairo_image_surface_get_height(s))
        let stride = Int(cairo_image_surface_get_stride(s))
        for y in 0..<h {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w where row[x] >> 24 != 0xFF { return false }
        }
        return true
    }
}
