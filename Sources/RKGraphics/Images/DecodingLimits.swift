/// How large an image ``Image/init(data:scale:limits:)`` and ``Image/init(contentsOfFile:limits:)``
/// accept, so that untrusted input cannot make the decoder allocate without bound.
///
/// The pixel limits are checked against the size the file's header declares (PNG's IHDR chunk,
/// JPEG's frame header), before any pixel memory is allocated, and throw
/// ``ImageError/tooLarge(width:height:)``. The byte limit applies to files only and is checked
/// against the file's size before it is read (``ImageError/fileTooLarge(bytes:limit:)``).
///
/// ```swift
/// // Thumbnails from an untrusted upload: nothing over 4096 pixels a side or 8 MiB of file.
/// let limits = DecodingLimits(maxDimension: 4096, maxPixelCount: 4096 * 4096, maxFileBytes: 8 << 20)
/// let image = try Image(contentsOfFile: path, limits: limits)
/// ```
///
/// ## The default budget
///
/// ``default`` allows 16384 pixels a side and 2²⁸ pixels in all (16384 × 16384). A decoded image
/// takes 4 bytes a pixel, so the largest image the defaults accept takes 1 GiB, and a PNG of about
/// 1 MiB of compressed zeros can declare and fill it (a "decompression bomb": zlib compresses a
/// run of zeros about 1000 to 1). The defaults are kept this high on purpose: they are the
/// limits ``Image`` always had, they admit every camera photo (a 200-megapixel sensor gives
/// 2 × 10⁸ pixels, under 2²⁸), and a lower default would turn large but legitimate images into
/// errors. They bound one decode, not a process:
/// code that decodes untrusted images, or many at once, should pass lower limits, sized to the
/// images it expects.
///
/// Values are used as given, with two exceptions: a side above 32767 pixels (Cairo's largest
/// image surface) is always refused, and a limit of zero or less refuses every image (or, for
/// ``maxFileBytes``, every non-empty file).
public struct DecodingLimits: Hashable, Sendable {
    /// The largest width or height, in pixels. Default: 16384.
    public var maxDimension: Int

    /// The largest pixel count (width × height). Default: 2²⁸, that is 1 GiB of ARGB32 pixels.
    public var maxPixelCount: Int

    /// The largest file, in bytes, that ``Image/init(contentsOfFile:limits:)`` reads.
    /// Default: 256 MiB. Not applied by ``Image/init(data:scale:limits:)``, whose bytes are
    /// already in memory.
    public var maxFileBytes: Int

    /// Limits with the given values; each defaults to the value in ``default``.
    public init(maxDimension: Int = 16_384, maxPixelCount: Int = 1 << 28, maxFileBytes: Int = 256 << 20) {
        self.maxDimension = maxDimension
        self.maxPixelCount = maxPixelCount
        self.maxFileBytes = maxFileBytes
    }

    /// 16384 pixels a side, 2²⁸ pixels (1 GiB decoded), 256 MiB of file.
    public static let `default` = DecodingLimits()

    /// Cairo cannot create an image surface wider or taller than this.
    static let cairoMaxDimension = 32_767

    /// Whether an image of `width` × `height` pixels (both positive) fits.
    func admits(width: Int, height: Int) -> Bool {
        let side = Swift.min(maxDimension, DecodingLimits.cairoMaxDimension)
        guard width <= side, height <= side else { return false }
        // Both sides are at most 32767 here, so the product cannot overflow.
        return width * height <= maxPixelCount
    }
}
