import Testing
@testable import RKGraphics
import Foundation
import CRKCairo

// MARK: - A decompression bomb, made at test time

/// Bits packed least significant first, as deflate writes them.
private struct DeflateBitWriter {
    var bytes: [UInt8] = []
    private var used = 0  // bits used in the last byte; 0 when aligned

    mutating func write(_ value: UInt32, bits: Int) {
        for i in 0..<bits {
            if used == 0 { bytes.append(0) }
            if (value >> UInt32(i)) & 1 != 0 { bytes[bytes.count - 1] |= 1 << UInt8(used) }
            used = (used + 1) % 8
        }
    }

    /// A Huffman code, which deflate sends most significant bit first.
    mutating func writeCode(_ code: UInt32, length: Int) {
        for i in (0..<length).reversed() { write((code >> UInt32(i)) & 1, bits: 1) }
    }

    mutating func writeZeroBits(_ count: Int) {
        var count = count
        while count > 0 && used != 0 { write(0, bits: 1); count -= 1 }
        bytes.append(contentsOf: repeatElement(0, count: count / 8))
        write(0, bits: count % 8)
    }
}

/// A zlib stream of `count` zero bytes (at least 1), as small as deflate allows: one dynamic
/// Huffman block whose only codes are the literal 0 (2 bits), end of block (2 bits), length 258
/// (1 bit) and distance 1 (1 bit), so every 258 zeros cost 2 bits, about 1 : 1000.
private func zlibZeros(count: Int) -> [UInt8] {
    precondition(count >= 1)
    var w = DeflateBitWriter()
    w.write(1, bits: 1)    // BFINAL
    w.write(2, bits: 2)    // BTYPE: dynamic Huffman codes
    w.write(29, bits: 5)   // HLIT: 286 literal/length codes (0...285)
    w.write(1, bits: 5)    // HDIST: 2 distance codes
    w.write(14, bits: 4)   // HCLEN: 18 code length codes
    // Lengths of the code length code, in deflate's order: 18 (a run of zeros) 1 bit,
    // lengths 1 and 2 two bits each, which makes 18 = 0, 1 = 10, 2 = 11.
    let codeLengthLengths: [Int: UInt32] = [18: 1, 1: 2, 2: 2]
    for symbol in [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1] {
        w.write(codeLengthLengths[symbol] ?? 0, bits: 3)
    }
    func zeroRun(_ n: Int) { w.writeCode(0, length: 1); w.write(UInt32(n - 11), bits: 7) }
    func length(_ n: Int) { w.writeCode(n == 1 ? 0b10 : 0b11, length: 2) }
    // Literal/length code lengths: 0 → 2, 1...255 → none, 256 → 2, 257...284 → none, 285 → 1;
    // so 285 (length 258) = 0, literal 0 = 10, end of block = 11. Distances 0 and 1: 1 bit each.
    length(2); zeroRun(138); zeroRun(117); length(2); zeroRun(28); length(1)
    length(1); length(1)
    // The data: one literal zero, then copies of 258 bytes from distance 1, then literals.
    w.writeCode(0b10, length: 2)
    let (copies, rest) = (count - 1).quotientAndRemainder(dividingBy: 258)
    w.writeZeroBits(2 * copies)
    for _ in 0..<rest { w.writeCode(0b10, length: 2) }
    w.writeCode(0b11, length: 2)
    // Adler-32 of zeros: a stays 1, b adds 1 per byte.
    let adler = UInt32(count % 65521) << 16 | 1
    return [0x78, 0x01] + w.bytes + bigEndian(adler)
}

/// An 8-bit RGBA PNG of `width` × `height` transparent black pixels, with every row's filter
/// byte 0 too, so the image data is nothing but zeros.
private func zeroPNG(width: Int, height: Int) -> Data {
    let ihdr = pngChunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
    let idat = pngChunk("IDAT", zlibZeros(count: height * (1 + 4 * width)))
    return Data(pngSignature + ihdr + idat + pngChunk("IEND", []))
}

/// The bomb: 16384 × 16384 pixels, 1 GiB decoded, from about 1 MB.
private let bomb = zeroPNG(width: 16_384, height: 16_384)

private func smallPNG(width: Int = 20, height: Int = 12) throws -> Data {
    try Image(width: width, height: height,
              premultipliedARGB: (0..<width * height).map { UInt32(0xFF00_0000) | UInt32($0 & 0xFF) }).pngData()
}

// MARK: - Tests

@Suite("Decoding limits")
struct DecodingLimitsTests {
    @Test func defaultsAreTheDocumentedValues() {
        let limits = DecodingLimits.default
        #expect(limits.maxDimension == 16_384)
        #expect(limits.maxPixelCount == 1 << 28)
        #expect(limits.maxFileBytes == 256 << 20)
        #expect(DecodingLimits() == limits)
        #expect(Image.maxDecodedDimension == limits.maxDimension)
        #expect(Image.maxDecodedPixelCount == limits.maxPixelCount)
    }

    @Test func theZeroStreamHelperInflatesToZeros() throws {
        // The bomb test below relies on it; check it on a size that is quick to decode.
        let image = try Image(data: zeroPNG(width: 300, height: 7))
        #expect(image.pixelWidth == 300 && image.pixelHeight == 7)
        #expect(image.premultipliedARGB == Array(repeating: 0, count: 300 * 7))
        #expect(!image.isOpaque)
    }

    @Test func loweredLimitsRefusePNGAndJPEGFromTheHeader() throws {
        let png = try smallPNG(width: 20, height: 12)
        let jpeg = try Image(data: png).jpegData()
        for data in [png, jpeg] {
            #expect(try Image(data: data).pixelWidth == 20)
            #expect(throws: ImageError.tooLarge(width: 20, height: 12)) {
                try Image(data: data, limits: DecodingLimits(maxDimension: 19))
            }
            #expect(throws: ImageError.tooLarge(width: 20, height: 12)) {
                try Image(data: data, limits: DecodingLimits(maxPixelCount: 239))
            }
            // Exactly at the limits is allowed.
            let exact = try Image(data: data, limits: DecodingLimits(maxDimension: 20, maxPixelCount: 240))
            #expect(exact.pixelWidth == 20 && exact.pixelHeight == 12)
        }
    }

    @Test func theSizeIsJudgedBeforeAnyImageDataIsRead() {
        // A header and nothing else: libpng would report the missing data, so a tooLarge error
        // can only come from the header check that runs first.
        let headerOnly = Data(pngHeader(width: 16_384, height: 16_384))
        #expect(throws: ImageError.truncated) { try Image(data: headerOnly) }
        #expect(throws: ImageError.tooLarge(width: 16_384, height: 16_384)) {
            try Image(data: headerOnly, limits: DecodingLimits(maxDimension: 4096))
        }
    }

    @Test func raisedLimitsStillStopAtCairosLargestSurface() {
        let unlimited = DecodingLimits(maxDimension: .max, maxPixelCount: .max, maxFileBytes: .max)
        #expect(throws: ImageError.tooLarge(width: 32_768, height: 1)) {
            try Image(data: Data(pngHeader(width: 32_768, height: 1)), limits: unlimited)
        }
        // No overflow computing the pixel count of the largest sizes a PNG can declare.
        #expect(throws: ImageError.tooLarge(width: Int(UInt32.max), height: Int(UInt32.max))) {
            try Image(data: Data(pngHeader(width: .max, height: .max)), limits: unlimited)
        }
        // Within Cairo's limit, raised limits admit what the defaults refuse.
        #expect(throws: ImageError.tooLarge(width: 20_000, height: 1)) {
            try Image(data: Data(pngHeader(width: 20_000, height: 1)))
        }
        #expect(throws: ImageError.truncated) {
            try Image(data: Data(pngHeader(width: 20_000, height: 1)), limits: unlimited)
        }
    }

    @Test func zeroOrNegativeLimitsRefuseEveryImage() throws {
        let png = try smallPNG(width: 1, height: 1)
        #expect(throws: ImageError.tooLarge(width: 1, height: 1)) {
            try Image(data: png, limits: DecodingLimits(maxDimension: 0))
        }
        #expect(throws: ImageError.tooLarge(width: 1, height: 1)) {
            try Image(data: png, limits: DecodingLimits(maxPixelCount: -1))
        }
    }

    @Test func aDecompressionBombIsRefusedByLoweredLimits() {
        #expect(bomb.count < 1_100_000)
        #expect(throws: ImageError.tooLarge(width: 16_384, height: 16_384)) {
            try Image(data: bomb, limits: DecodingLimits(maxDimension: 4096, maxPixelCount: 4096 * 4096))
        }
        #expect(throws: ImageError.tooLarge(width: 16_384, height: 16_384)) {
            try Image(data: bomb, limits: DecodingLimits(maxPixelCount: 1 << 26))
        }
    }

    @Test func aDecompressionBombAtTheDefaultLimitsDecodesWithinTheBudget() throws {
        // 16384² is exactly the default pixel budget: it decodes, into 1 GiB and no more.
        let image = try Image(data: bomb)
        #expect(image.pixelWidth == 16_384 && image.pixelHeight == 16_384)
        let bytes = Int(cairo_image_surface_get_stride(image.surface)) * image.pixelHeight
        #expect(bytes == 1 << 30)
        #expect(!image.isOpaque)
        for (x, y) in [(0, 0), (16_383, 0), (8_191, 8_192), (0, 16_383), (16_383, 16_383)] {
            #expect(image.pixel(x: x, y: y) == 0)
        }
    }

    @Test func anOpaquePNGIsDecodedIntoOneBufferNotTwo() throws {
        // Cairo decodes RGB and grey PNGs to RGB24; Image keeps those pixels as ARGB32 in place
        // instead of repainting them into a second buffer, which doubled the peak (2 GiB for a
        // 16384² grey PNG of 254 KiB).
        let pixels = (0..<96).map { UInt32(0xFF00_0000) | UInt32($0 * 0x020301) }
        let png = try Image(width: 12, height: 8, premultipliedARGB: pixels).pngData()
        #expect(png[25] == 2)  // colour type RGB
        let image = try Image(data: png)
        #expect(cairo_image_surface_get_format(image.surface) == CAIRO_FORMAT_ARGB32)
        #expect(cairo_surface_get_user_data(image.surface, &sharedPixelsOwnerKey) != nil)
        #expect(image.isOpaque)
        #expect(image.premultipliedARGB == pixels)
        // And it encodes back to the same pixels.
        let copy = try Image(data: image.pngData())
        #expect(copy.premultipliedARGB == pixels)
    }

    @Test func aJPEGDeclaringTheLargestSizeOverAFewBytesFails() throws {
        var jpeg = try [UInt8](Image(data: smallPNG(width: 16, height: 16)).jpegData())
        let sof = try #require((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange(sof + 5..<sof + 9, with: [0x40, 0x00, 0x40, 0x00])  // 16384 × 16384
        #expect(jpeg.count < 1000)
        do {
            let image = try Image(data: Data(jpeg))
            Issue.record("decoded a \(image.pixelWidth)x\(image.pixelHeight) image from \(jpeg.count) bytes")
        } catch {
            switch error {
            case .truncated, .corrupt: break
            default: Issue.record("threw \(error)")
            }
        }
        #expect(throws: ImageError.tooLarge(width: 16_384, height: 16_384)) {
            try Image(data: Data(jpeg), limits: DecodingLimits(maxDimension: 4096))
        }
    }

    // MARK: Files

    @Test func aFileOverTheByteLimitIsRefused() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = try smallPNG()
        let path = directory.appendingPathComponent("small@2x.png").path
        try png.write(to: URL(fileURLWithPath: path))
        #expect(throws: ImageError.fileTooLarge(bytes: png.count, limit: png.count - 1)) {
            try Image(contentsOfFile: path, limits: DecodingLimits(maxFileBytes: png.count - 1))
        }
        let loaded = try Image(contentsOfFile: path, limits: DecodingLimits(maxFileBytes: png.count))
        #expect(loaded.pixelWidth == 20 && loaded.scale == 2)
        // The pixel limits apply to files too.
        #expect(throws: ImageError.tooLarge(width: 20, height: 12)) {
            try Image(contentsOfFile: path, limits: DecodingLimits(maxDimension: 10))
        }
    }

    @Test func aHugeFileIsRefusedWithoutBeingRead() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 64 GiB, sparse: more than a test run could read into memory, so refusing it with its
        // exact size shows the size was taken from the file system.
        let path = directory.appendingPathComponent("huge.png").path
        try Data(pngHeader(width: 16, height: 16)).write(to: URL(fileURLWithPath: path))
        guard truncate(path, 64 << 30) == 0 else {
            Issue.record("could not make a sparse file: errno \(errno)")
            return
        }
        #expect(throws: ImageError.fileTooLarge(bytes: 64 << 30, limit: 256 << 20)) {
            try Image(contentsOfFile: path)
        }
    }

    @Test func aFileLongerThanItsReportedSizeIsCutOffAtTheLimit() throws {
        // Linux's /proc files are regular files that report a size of 0 and then give more,
        // like a file that grows while it is read.
        let path = "/proc/self/status"
        guard FileManager.default.fileExists(atPath: path) else { return }
        #expect(throws: ImageError.fileTooLarge(bytes: 101, limit: 100)) {
            try Image(contentsOfFile: path, limits: DecodingLimits(maxFileBytes: 100))
        }
        // Read whole, it is text, not an image; no overflow with the largest limit.
        #expect(throws: ImageError.unrecognizedFormat) { try Image(contentsOfFile: path) }
        #expect(throws: ImageError.unrecognizedFormat) {
            try Image(contentsOfFile: path, limits: DecodingLimits(maxFileBytes: .max))
        }
    }

    @Test func devicesAndPipesAreRefusedWithoutBlocking() throws {
        // /dev/zero never ends; only regular files are read.
        #expect(throws: ImageError.ioError("/dev/zero: not a regular file")) {
            try Image(contentsOfFile: "/dev/zero")
        }
        // A FIFO with no writer: opening it must not block.
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe.png").path
        guard mkfifo(fifo, 0o600) == 0 else {
            Issue.record("mkfifo failed: errno \(errno)")
            return
        }
        #expect(throws: ImageError.ioError("\(fifo): not a regular file")) { try Image(contentsOfFile: fifo) }
    }
}
