import CRKCairo
import CRKTurboJPEG
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// PNG and JPEG decoding and encoding for `Image`.
//
// PNG goes through Cairo (which uses libpng); JPEG through libjpeg-turbo's TurboJPEG API. Every
// decoder result is normalised to a Cairo ARGB32 surface, the layout `Image` documents.
// C callbacks are capture-free `@convention(c)` closures that get their state through the
// `void *closure` argument, so nothing here needs to be `Sendable`-checked across threads.

extension Image {
    /// The largest width or height, in pixels, that ``init(data:scale:limits:)`` accepts with
    /// the default limits: ``DecodingLimits/maxDimension`` of ``DecodingLimits/default``.
    ///
    /// Larger images throw ``ImageError/tooLarge(width:height:)`` before any pixel memory is
    /// allocated. Pass ``DecodingLimits`` to decode with other limits.
    public static let maxDecodedDimension = DecodingLimits.default.maxDimension

    /// The largest pixel count (width × height) that ``init(data:scale:limits:)`` accepts with
    /// the default limits: 2²⁸ pixels, that is 1 GiB of ARGB32 memory
    /// (``DecodingLimits/maxPixelCount`` of ``DecodingLimits/default``).
    ///
    /// Larger images throw ``ImageError/tooLarge(width:height:)`` before any pixel memory is
    /// allocated. Pass ``DecodingLimits`` to decode with other limits.
    public static let maxDecodedPixelCount = DecodingLimits.default.maxPixelCount

    // MARK: - Decoding

    /// Decodes a PNG or JPEG image from encoded bytes, as `UIImage(data:scale:)`.
    ///
    /// The format is chosen from the leading magic bytes, not from any file name. PNG images
    /// keep their alpha channel (stored premultiplied); JPEG images are opaque. Grayscale,
    /// palette and CMYK sources are converted to ARGB.
    ///
    /// Decoding is strict: a truncated or damaged file throws instead of producing a partial
    /// image, and an image larger than `limits` allow (by default 16384 pixels on a side or
    /// 2²⁸ in total) is rejected from its header, before its pixels are allocated.
    ///
    /// - Parameters:
    ///   - data: The encoded image, PNG or JPEG (baseline or progressive).
    ///   - scale: Pixels per point; 2 for an @2x image. Non-finite or non-positive values
    ///     become 1.
    ///   - limits: The largest image to accept; see ``DecodingLimits``.
    ///     ``DecodingLimits/maxFileBytes`` does not apply here.
    /// - Throws: ``ImageError``: ``ImageError/empty`` for no bytes,
    ///   ``ImageError/unrecognizedFormat`` for neither PNG nor JPEG, ``ImageError/truncated``
    ///   when the data stops early, ``ImageError/corrupt(_:)`` for malformed data, and
    ///   ``ImageError/tooLarge(width:height:)`` for dimensions beyond `limits`.
    public convenience init(data: Data, scale: Double = 1, limits: DecodingLimits = .default) throws(ImageError) {
        let decoded: Result<DecodedSurface, ImageError> = data.withUnsafeBytes { raw in
            switch Image.sniffFormat(raw) {
            case .failure(let error): return .failure(error)
            case .success(.png): return Image.decodePNG(raw, limits: limits)
            case .success(.jpeg): return Image.decodeJPEG(raw, limits: limits)
            }
        }
        let surface = try decoded.get()
        self.init(ownedSurface: surface.pointer, scale: scale, isOpaque: surface.isOpaque)
    }

    /// Loads a PNG or JPEG file, as `UIImage(contentsOfFile:)`.
    ///
    /// As in UIKit, a `@2x` or `@3x` suffix on the file name (before the extension and any
    /// `~device` modifier, as in `icon@2x.png` or `icon@3x~iphone.jpg`) sets the image's
    /// ``scale``; other names give a scale of 1. Unlike UIKit, no other file is looked up:
    /// the path is read exactly as given.
    ///
    /// Only regular files are read (symbolic links to them are followed). The file's size is
    /// checked against ``DecodingLimits/maxFileBytes`` before anything is read, and reading
    /// stops there too should the file grow meanwhile, so a huge file costs no memory.
    ///
    /// - Parameters:
    ///   - path: A file system path to a PNG or JPEG file.
    ///   - limits: The largest file and image to accept; see ``DecodingLimits``.
    /// - Throws: ``ImageError/fileNotFound(_:)`` when nothing exists at `path`,
    ///   ``ImageError/fileTooLarge(bytes:limit:)`` when the file is larger than
    ///   ``DecodingLimits/maxFileBytes``, ``ImageError/ioError(_:)`` when it cannot be read
    ///   or is not a regular file (a directory, a pipe, a device), and any error
    ///   ``init(data:scale:limits:)`` throws for its contents.
    public convenience init(contentsOfFile path: String, limits: DecodingLimits = .default) throws(ImageError) {
        let data = try Image.readFile(path, maxBytes: limits.maxFileBytes)
        try self.init(data: data, scale: Image.scale(fromFileName: path), limits: limits)
    }

    /// Reads a regular file whole, refusing one larger than `maxBytes` without reading it.
    static func readFile(_ path: String, maxBytes: Int) throws(ImageError) -> Data {
        guard !path.isEmpty else { throw ImageError.fileNotFound(path) }
        // O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused below anyway).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw ImageError.fileNotFound(path) }
            throw ImageError.ioError("\(path): \(String(cString: strerror(code)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw ImageError.ioError("\(path): \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let kind = info.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file"
            throw ImageError.ioError("\(path): \(kind)")
        }
        let limit = Swift.max(maxBytes, 0)
        let size = Int(info.st_size)
        guard size <= limit else { throw ImageError.fileTooLarge(bytes: size, limit: limit) }

        // Room for the size fstat gave and one byte more, to notice a file that grew.
        var data = Data(count: size + 1)
        var total = 0
        while true {
            if total == data.count {
                guard total <= limit else { throw ImageError.fileTooLarge(bytes: total, limit: limit) }
                // Up to 64 KiB more, and at most one byte past the limit (total <= limit here).
                data.count = total + Swift.min(65_536, limit - total) + 1
            }
            let count = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + total, buffer.count - total)
            }
            if count == 0 { break }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw ImageError.ioError("\(path): \(String(cString: strerror(code)))")
            }
            total += count
        }
        guard total <= limit else { throw ImageError.fileTooLarge(bytes: total, limit: limit) }
        data.count = total
        return data
    }

    /// The scale a file name implies: 2 for `name@2x.png`, 3 for `name@3x~ipad.jpg`, otherwise 1.
    static func scale(fromFileName path: String) -> Double {
        var name = path[...]
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        if let tilde = name.lastIndex(of: "~") { name = name[..<tilde] }
        guard name.hasSuffix("x"), let at = name.lastIndex(of: "@") else { return 1 }
        let digits = name[name.index(after: at)..<name.index(before: name.endIndex)]
        guard !digits.isEmpty, digits.count <= 2, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let factor = Int(digits), factor >= 1 else { return 1 }
        return Double(factor)
    }

    // MARK: - Encoding

    /// Encodes the image as PNG, as `UIImage.pngData()`.
    ///
    /// The encoding is lossless: decoding the result with ``init(data:scale:limits:)`` gives back
    /// exactly the same premultiplied pixels. Opaque images are written without an alpha
    /// channel. The scale is not recorded in the file.
    ///
    /// - Returns: The PNG file's bytes.
    /// - Throws: ``ImageError/encodingFailed(_:)`` if Cairo or libpng fails (out of memory).
    public func pngData() throws(ImageError) -> Data {
        var output = Data()
        let status = withUnsafeMutablePointer(to: &output) { outputPointer in
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
                if length > 0, let bytes {
                    closure.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
                }
                return CAIRO_STATUS_SUCCESS
            }, outputPointer)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ImageError.encodingFailed(String(cString: cairo_status_to_string(status)))
        }
        return output
    }

    /// Encodes the image as a baseline JPEG, as `UIImage.jpegData(compressionQuality:)`.
    ///
    /// JPEG has no alpha channel: it is dropped, and because pixels are stored premultiplied,
    /// translucent areas come out as if composited over black (as in UIKit). Qualities of 90 and
    /// above keep full-resolution chroma (4:4:4); lower ones subsample it (4:2:0), which is
    /// smaller but blurs colour edges.
    ///
    /// - Parameter quality: 1 (smallest) to 100 (best); values outside are clamped.
    /// - Returns: The JPEG file's bytes.
    /// - Throws: ``ImageError/encodingFailed(_:)`` if libjpeg-turbo fails.
    public func jpegData(quality: Int = 90) throws(ImageError) -> Data {
        let quality = Swift.min(Swift.max(quality, 1), 100)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let pixels = cairo_image_surface_get_data(surface) else {
            throw ImageError.encodingFailed("unsupported pixel storage")
        }
        guard let handle = tjInitCompress() else {
            throw ImageError.encodingFailed(String(cString: tjGetErrorStr2(nil)))
        }
        defer { tjDestroy(handle) }
        var jpegBuffer: UnsafeMutablePointer<UInt8>? = nil
        var jpegSize: UInt = 0
        defer { if let jpegBuffer { tjFree(jpegBuffer) } }
        let subsampling = quality >= 90 ? TJSAMP_444 : TJSAMP_420
        let result = tjCompress2(handle, pixels, Int32(pixelWidth), cairo_image_surface_get_stride(surface),
                                 Int32(pixelHeight), Image.nativeARGB32PixelFormat,
                                 &jpegBuffer, &jpegSize, Int32(subsampling.rawValue), Int32(quality), 0)
        guard result == 0, let jpegBuffer, jpegSize > 0 else {
            throw ImageError.encodingFailed(String(cString: tjGetErrorStr2(handle)))
        }
        return Data(bytes: jpegBuffer, count: Int(jpegSize))
    }
}

// MARK: - Implementation

/// A decoded Cairo ARGB32 surface (one owned reference) and what is known of its opacity
/// (nil: let `Image` scan the pixels).
struct DecodedSurface {
    let pointer: OpaquePointer
    let isOpaque: Bool?
}

/// The formats ``Image/init(data:scale:limits:)`` recognises.
enum ImageCodecFormat: Equatable {
    case png, jpeg
}

/// The key under which an ARGB32 surface made by ``Image/argb32Surface(sharingPixelsOf:)`` keeps
/// the RGB24 surface that owns its pixels. Only its address matters; Cairo never writes it.
nonisolated(unsafe) var sharedPixelsOwnerKey = cairo_user_data_key_t()

/// State shared with Cairo's PNG read callback through its `void *closure` argument.
private struct PNGReadState {
    let base: UnsafePointer<UInt8>
    let count: Int
    var offset = 0
    /// Set when libpng asked for bytes past the end of the data.
    var ranOut = false
}

extension Image {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// TurboJPEG's name for Cairo's ARGB32 memory layout (native-endian 0xAARRGGBB).
    static var nativeARGB32PixelFormat: Int32 {
        #if _endian(little)
        return TJPF_BGRA.rawValue
        #else
        return TJPF_ARGB.rawValue
        #endif
    }

    /// Identifies the format from magic bytes. Data too short to hold a whole signature but
    /// matching the start of one is reported as truncated.
    static func sniffFormat(_ bytes: UnsafeRawBufferPointer) -> Result<ImageCodecFormat, ImageError> {
        guard !bytes.isEmpty else { return .failure(.empty) }
        for (signature, format) in [(pngSignature, ImageCodecFormat.png), (jpegSignature, .jpeg)] {
            let n = Swift.min(bytes.count, signature.count)
            if bytes.prefix(n).elementsEqual(signature.prefix(n)) {
                return n == signature.count ? .success(format) : .failure(.truncated)
            }
        }
        return .failure(.unrecognizedFormat)
    }

    /// Checks declared dimensions against the limits, before anything is allocated.
    static func checkDimensions(width: Int, height: Int, limits: DecodingLimits) -> ImageError? {
        guard width > 0, height > 0 else { return .corrupt("invalid image size \(width)x\(height)") }
        return limits.admits(width: width, height: height) ? nil : .tooLarge(width: width, height: height)
    }

    static func decodePNG(_ bytes: UnsafeRawBufferPointer, limits: DecodingLimits) -> Result<DecodedSurface, ImageError> {
        // Signature (8), then the IHDR chunk: length (4), type (4), width (4), height (4), ...
        // Read the size ourselves so huge images are refused before libpng allocates rows.
        guard bytes.count >= 24 else { return .failure(.truncated) }
        guard bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return .failure(.corrupt("PNG does not start with an IHDR chunk"))
        }
        func bigEndian32(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = bigEndian32(at: 16), height = bigEndian32(at: 20)
        if let error = checkDimensions(width: width, height: height, limits: limits) { return .failure(error) }

        var state = PNGReadState(base: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        let decoded = withUnsafeMutablePointer(to: &state) { statePointer in
            cairo_image_surface_create_from_png_stream({ closure, destination, length in
                guard let closure, let destination else { return CAIRO_STATUS_READ_ERROR }
                let state = closure.assumingMemoryBound(to: PNGReadState.self)
                let wanted = Int(length)
                guard wanted <= state.pointee.count - state.pointee.offset else {
                    state.pointee.ranOut = true
                    return CAIRO_STATUS_READ_ERROR
                }
                destination.update(from: state.pointee.base + state.pointee.offset, count: wanted)
                state.pointee.offset += wanted
                return CAIRO_STATUS_SUCCESS
            }, statePointer)
        }
        guard let decoded else { return .failure(.corrupt("Cairo returned no surface")) }
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(decoded)
            switch status {
            case CAIRO_STATUS_READ_ERROR where state.ranOut: return .failure(.truncated)
            case CAIRO_STATUS_NO_MEMORY:
                // Cairo 1.16 reports every libpng error (bad CRC, bad zlib data, bad chunk) as
                // NO_MEMORY and drops libpng's message. The size was already bounded above, so
                // this is almost always damage.
                return .failure(.corrupt("libpng could not decode the data (bad checksum, chunk or compressed data)"))
            default: return .failure(.corrupt(String(cString: cairo_status_to_string(status))))
            }
        }
        let format = cairo_image_surface_get_format(decoded)
        if format == CAIRO_FORMAT_ARGB32 {
            return .success(DecodedSurface(pointer: decoded, isOpaque: nil))
        }
        // Cairo gives RGB24 for PNGs without alpha. `Image` stores ARGB32: reuse the pixels in
        // place, so the peak stays one buffer (4 bytes a pixel) rather than two.
        if format == CAIRO_FORMAT_RGB24, let shared = argb32Surface(sharingPixelsOf: decoded) {
            return .success(DecodedSurface(pointer: shared, isOpaque: true))
        }
        // Otherwise (newer Cairo's float formats for 16-bit PNGs), repaint into a new surface.
        defer { cairo_surface_destroy(decoded) }
        guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return .failure(.tooLarge(width: width, height: height))
        }
        guard cairo_surface_status(converted) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(converted)
            return .failure(.tooLarge(width: width, height: height))
        }
        let cr = cairo_create(converted)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, decoded, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(converted)
        return .success(DecodedSurface(pointer: converted, isOpaque: format == CAIRO_FORMAT_RGB24 ? true : nil))
    }

    /// An ARGB32 surface over the pixels of an RGB24 surface, which it takes over (the RGB24
    /// surface is destroyed with it). The unused top byte of every pixel is set to 0xFF, making
    /// the pixels valid opaque ARGB32. Returns nil, leaving `rgb` untouched, if Cairo refuses.
    static func argb32Surface(sharingPixelsOf rgb: OpaquePointer) -> OpaquePointer? {
        cairo_surface_flush(rgb)
        guard let pixels = cairo_image_surface_get_data(rgb) else { return nil }
        let width = cairo_image_surface_get_width(rgb), height = cairo_image_surface_get_height(rgb)
        let stride = cairo_image_surface_get_stride(rgb)
        guard let argb = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, width, height, stride)
        else { return nil }
        let attached = cairo_surface_status(argb) == CAIRO_STATUS_SUCCESS
            && cairo_surface_set_user_data(argb, &sharedPixelsOwnerKey, UnsafeMutableRawPointer(rgb)) { owner in
                if let owner { cairo_surface_destroy(OpaquePointer(owner)) }
            } == CAIRO_STATUS_SUCCESS
        guard attached else {
            cairo_surface_destroy(argb)
            return nil
        }
        for y in 0..<Int(height) {
            let row = UnsafeMutableRawPointer(pixels + y * Int(stride)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(width) { row[x] |= 0xFF00_0000 }
        }
        cairo_surface_mark_dirty(argb)
        return argb
    }

    /// Decodes a JPEG; with `longerSideAtLeast`, at the smallest of libjpeg-turbo's DCT scaling
    /// factors (1/8 to 1) whose result still has that many pixels on its longer side, which
    /// skips most of the work for a thumbnail of a large picture.
    static func decodeJPEG(_ bytes: UnsafeRawBufferPointer, limits: DecodingLimits,
                           longerSideAtLeast target: Int? = nil) -> Result<DecodedSurface, ImageError> {
        guard let handle = tjInitDecompress() else {
            return .failure(.corrupt(String(cString: tjGetErrorStr2(nil))))
        }
        defer { tjDestroy(handle) }
        let source = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let size = UInt(bytes.count)
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, source, size, &width, &height, &subsampling, &colorspace) == 0 else {
            return .failure(jpegError(handle, bytes))
        }
        if width == 0 || height == 0 {
            // TurboJPEG accepts a stream without a frame header (tables only, or cut off before
            // the SOF marker) and reports 0x0.
            return .failure(jpegEndsEarly(bytes) ? .truncated : .corrupt("JPEG datastream contains no image"))
        }
        if let error = checkDimensions(width: Int(width), height: Int(height), limits: limits) {
            return .failure(error)
        }
        if let target, target > 0 {
            (width, height) = scaledJPEGSize(width: width, height: height, longerSideAtLeast: Int32(clamping: target))
        }

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            return .failure(.tooLarge(width: Int(width), height: Int(height)))
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let pixels = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return .failure(.tooLarge(width: Int(width), height: Int(height)))
        }
        let stride = cairo_image_surface_get_stride(surface)
        // libjpeg cannot convert CMYK to RGB itself: decode CMYK into the same 4-byte pixels
        // and convert in place below.
        let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let pixelFormat = isCMYK ? TJPF_CMYK.rawValue : nativeARGB32PixelFormat
        // STOPONWARNING: a truncated or damaged stream fails instead of yielding a partial image.
        // LIMITSCANS: refuse pathological progressive files (more than 500 scans).
        let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS
        guard tjDecompress2(handle, source, size, pixels, width, stride, height, pixelFormat, flags) == 0 else {
            cairo_surface_destroy(surface)
            return .failure(jpegError(handle, bytes))
        }
        if isCMYK { convertCMYKInPlace(pixels, width: Int(width), height: Int(height), stride: Int(stride)) }
        cairo_surface_mark_dirty(surface)
        return .success(DecodedSurface(pointer: surface, isOpaque: true))
    }

    /// The smallest TurboJPEG scaled size (factors no larger than 1) whose longer side is at
    /// least `target`, or the full size.
    static func scaledJPEGSize(width: Int32, height: Int32, longerSideAtLeast target: Int32) -> (Int32, Int32) {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count), count > 0 else { return (width, height) }
        let longer = Swift.max(width, height)
        var best = (width, height)
        for f in UnsafeBufferPointer(start: factors, count: Int(count)) where f.num < f.denom && f.num > 0 {
            // TJSCALED: ceil(dimension * num / denom).
            let scaled = { (d: Int32) in (d * f.num + f.denom - 1) / f.denom }
            if scaled(longer) >= target, scaled(longer) < Swift.max(best.0, best.1) { best = (scaled(width), scaled(height)) }
        }
        return best
    }

    /// Converts C, M, Y, K bytes (stored inverted, as Adobe applications write them and
    /// TurboJPEG returns them) to opaque ARGB32, as libjpeg-turbo's own tools do.
    private static func convertCMYKInPlace(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        for y in 0..<height {
            let row = pixels + y * stride
            let out = UnsafeMutableRawPointer(row).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row + 4 * x
                let k = UInt32(p[3])
                let r = (UInt32(p[0]) * k + 127) / 255
                let g = (UInt32(p[1]) * k + 127) / 255
                let b = (UInt32(p[2]) * k + 127) / 255
                out[x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
    }

    /// Maps a TurboJPEG failure to an ``ImageError``: ``ImageError/truncated`` when the data
    /// runs out before its end-of-image marker and libjpeg hit that end (the
    /// "Premature end of JPEG file" warning, fatal under `TJFLAG_STOPONWARNING`, or a warning
    /// followed by a structural error such as a missing SOS marker); otherwise
    /// ``ImageError/corrupt(_:)`` with libjpeg's message.
    private static func jpegError(_ handle: tjhandle, _ bytes: UnsafeRawBufferPointer) -> ImageError {
        let message = String(cString: tjGetErrorStr2(handle))
        let hitEnd = message.contains("Premature end of JPEG file") || tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue)
        return hitEnd && jpegEndsEarly(bytes) ? .truncated : .corrupt(message)
    }

    /// Walks the JPEG marker segments (and the entropy-coded data after each SOS) and reports
    /// whether the data ends before an EOI marker. Structure that is broken rather than cut
    /// short (bytes where a marker must be, a segment length below 2) reports false.
    static func jpegEndsEarly(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let n = bytes.count
        var i = 2  // after SOI
        while i < n {
            guard bytes[i] == 0xFF else { return false }
            while i < n && bytes[i] == 0xFF { i += 1 }  // fill bytes
            guard i < n else { return true }
            let code = bytes[i]
            i += 1
            switch code {
            case 0xD9: return false  // EOI
            case 0x00: return false  // a stuffed byte where a marker must be
            case 0x01, 0xD0...0xD8: continue  // markers without a length
            default:
                guard i + 2 <= n else { return true }
                let length = Int(bytes[i]) << 8 | Int(bytes[i + 1])
                guard length >= 2 else { return false }
                i += length
                guard code == 0xDA else { continue }
                // Entropy-coded data runs to the next marker other than a stuffed 0xFF00 or a
                // restart marker.
                while i + 1 < n {
                    let next = bytes[i + 1]
                    if bytes[i] == 0xFF && next != 0x00 && next != 0xFF && !(0xD0...0xD7).contains(next) { break }
                    i += 1
                }
                if i + 1 >= n { return true }
            }
        }
        return true
    }
}
