/// Why an ``Image`` could not be decoded, encoded, or loaded from a file.
///
/// Every decoding and encoding entry point of ``Image`` (``Image/init(data:scale:limits:)``,
/// ``Image/init(contentsOfFile:limits:)``, ``Image/pngData()`` and ``Image/jpegData(quality:)``)
/// throws this type, so callers can switch over the cases exhaustively.
public enum ImageError: Error, Equatable, Hashable, Sendable {
    /// The data was empty (zero bytes).
    case empty

    /// The data starts with neither a PNG signature nor a JPEG start-of-image marker.
    case unrecognizedFormat

    /// The data has a recognised format but is malformed: a bad checksum, an invalid chunk or
    /// marker, or undecodable compressed data. The associated value is the
    /// underlying library's message (libjpeg-turbo or Cairo/libpng), meant for logs, not for
    /// matching.
    case corrupt(String)

    /// The data ends before the image is complete (a partial download, a cut-off file).
    case truncated

    /// The image declares dimensions larger than the decoder accepts (see ``DecodingLimits``;
    /// by default ``Image/maxDecodedDimension`` and ``Image/maxDecodedPixelCount``). Thrown from
    /// the file's header, before any pixel memory is allocated.
    case tooLarge(width: Int, height: Int)

    /// The file is larger than ``DecodingLimits/maxFileBytes`` allows. `bytes` is the file's
    /// size (or, for a file that grew while it was read, as much of it as was read: one byte
    /// over the limit or more); `limit` is the limit. Thrown by
    /// ``Image/init(contentsOfFile:limits:)`` before the file is read, so it costs no memory.
    case fileTooLarge(bytes: Int, limit: Int)

    /// No file exists at the given path (the associated value).
    case fileNotFound(String)

    /// Encoding failed inside libpng (through Cairo) or libjpeg-turbo, typically for lack of
    /// memory. The associated value is the library's message.
    case encodingFailed(String)

    /// The file exists but could not be read (a directory, a permission problem, an I/O failure).
    /// The associated value describes the failure.
    case ioError(String)
}
