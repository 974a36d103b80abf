import CRKCairo
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Image {
    /// Decodes a PNG or JPEG straight to a thumbnail whose longer side is `maxPixelSize`
    /// pixels (or less, when the picture is smaller): the role of ImageIO's
    /// `CGImageSourceCreateThumbnailAtIndex` with `kCGImageSourceThumbnailMaxPixelSize`.
    ///
    /// A JPEG is decoded at the smallest of libjpeg-turbo's DCT scales (down to 1/8) that keeps
    /// at least `maxPixelSize` pixels, so a 3000-pixel cover costs a fraction of a full decode;
    /// what remains is downscaled with Cairo's area-averaging filter. A PNG is decoded whole,
    /// then downscaled. Thread-safe: decode off the main thread.
    ///
    /// - Parameters:
    ///   - data: PNG or JPEG bytes.
    ///   - maxPixelSize: The longest side of the result, in pixels (at least 1).
    ///   - scale: The result's pixels per point.
    ///   - limits: Checked against the full picture's declared size, as
    ///     ``init(data:scale:limits:)`` does.
    /// - Throws: What ``init(data:scale:limits:)`` throws.
    public static func thumbnail(data: Data, maxPixelSize: Int, scale: Double = 1,
                                 limits: DecodingLimits = .default) throws(ImageError) -> Image {
        let target = Swift.max(1, maxPixelSize)
        let decoded: Result<DecodedSurface, ImageError> = data.withUnsafeBytes { raw in
            switch Image.sniffFormat(raw) {
            case .failure(let error): return .failure(error)
            case .success(.png): return Image.decodePNG(raw, limits: limits)
            case .success(.jpeg): return Image.decodeJPEG(raw, limits: limits, longerSideAtLeast: target)
            }
        }
        let full = try decoded.get()
        let image = Image(ownedSurface: full.pointer, scale: scale, isOpaque: full.isOpaque)
        return image.downscaled(toLongerSide: target) ?? image
    }

    /// The image reduced so its longer side is `target` pixels; nil when it already fits.
    func downscaled(toLongerSide target: Int) -> Image? {
        let longer = Swift.max(pixelWidth, pixelHeight)
        guard longer > target else { return nil }
        let factor = Double(target) / Double(longer)
        let w = Swift.max(1, Int((Double(pixelWidth) * factor).rounded()))
        let h = Swift.max(1, Int((Double(pixelHeight) * factor).rounded()))
        guard let out = cairo_image_surface_create(isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(out) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(out)
        cairo_scale(cr, Double(w) / Double(pixelWidth), Double(h) / Double(pixelHeight))
        cairo_set_source_surface(cr, surface, 0, 0)
        // GOOD downscales by averaging every source pixel (pixman's box-filtered convolution),
        // not by sampling a few, so fine detail becomes grey rather than aliasing.
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return Image(ownedSurface: out, scale: scale, isOpaque: isOpaque)
    }
}
