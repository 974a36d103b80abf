import Testing
@testable import RKGraphics
import RKGeometry
import Foundation
import CRKCairo
import CRKTurboJPEG

// MARK: - Fixtures

/// CRC-32 (ISO-HDLC, as PNG uses), bitwise: tiny and fast enough for test chunks.
func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
}

/// A PNG chunk with its length and a correct CRC.
func pngChunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(payload.count)) + typeBytes + payload + bigEndian(crc32(typeBytes + payload))
}

let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// A PNG signature and an IHDR (8-bit RGBA) claiming the given size, with a correct CRC.
func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    pngSignature + pngChunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
}

/// The chunks of a PNG file: type, offset of the chunk's length field, payload length.
func pngChunks(_ bytes: [UInt8]) -> [(type: String, offset: Int, length: Int)] {
    var chunks: [(String, Int, Int)] = []
    var offset = 8
    while offset + 8 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        chunks.append((type, offset, length))
        offset += 12 + length
    }
    return chunks
}

/// A zlib stream holding `raw` in one stored (uncompressed) deflate block, so tests can build
/// PNGs of any colour type without a compressor.
private func zlibStored(_ raw: [UInt8]) -> [UInt8] {
    precondition(raw.count <= 0xFFFF)
    let length = UInt16(raw.count)
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
    return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        + raw + bigEndian(b << 16 | a)
}

/// A complete PNG: IHDR with the given bit depth and colour type, extra chunks, the rows (each
/// already prefixed with its filter byte) stored uncompressed, and IEND.
private func handMadePNG(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8,
                         chunks: [[UInt8]] = [], rows: [UInt8]) -> Data {
    let ihdr = pngChunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
    return Data(pngSignature + ihdr + chunks.joined() + pngChunk("IDAT", zlibStored(rows)) + pngChunk("IEND", []))
}

/// Premultiplied ARGB test pixels: a mix of alphas (including 0 and 255) and colours.
private func samplePixels(width: Int, height: Int, opaque: Bool, seed: UInt64 = 1) -> [UInt32] {
    var rng = SeededRandomNumberGenerator(seed: seed)
    return (0..<width * height).map { _ in
        let a: UInt32 = opaque ? 255 : [0, 1, 64, 128, 200, 254, 255][Int.random(in: 0..<7, using: &rng)]
        let r = UInt32.random(in: 0...a, using: &rng)
        let g = UInt32.random(in: 0...a, using: &rng)
        let b = UInt32.random(in: 0...a, using: &rng)
        return a << 24 | r << 16 | g << 8 | b
    }
}

/// A smooth opaque gradient: JPEG-friendly, so a round trip stays within a small tolerance.
private func gradientImage(width: Int = 48, height: Int = 32) throws -> Image {
    var pixels: [UInt32] = []
    for y in 0..<height {
        for x in 0..<width {
            let r = UInt32(x * 255 / (width - 1)), g = UInt32(y * 255 / (height - 1)), b = UInt32(128)
            pixels.append(0xFF00_0000 | r << 16 | g << 8 | b)
        }
    }
    return try Image(width: width, height: height, premultipliedARGB: pixels)
}

private func channels(_ p: UInt32) -> [Int] { [24, 16, 8, 0].map { Int((p >> UInt32($0)) & 0xFF) } }

private func maxChannelDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
    zip(a, b).map { pa, pb in zip(channels(pa), channels(pb)).map { abs($0 - $1) }.max()! }.max() ?? 0
}

/// A valid small PNG with alpha and a valid small JPEG, made with the codec under test.
private let validPNG: [UInt8] = {
    let image = try! Image(width: 20, height: 12, premultipliedARGB: samplePixels(width: 20, height: 12, opaque: false))
    return Array(try! image.pngData())
}()

private let validJPEG: [UInt8] = Array(try! gradientImage().jpegData(quality: 85))

/// Offset of the first occurrence of the JPEG marker FF `code`.
private func jpegMarker(_ code: UInt8, in bytes: [UInt8]) -> Int? {
    (0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == code }
}

// MARK: - Bad input table

/// What a bad input must throw: an exact error, or any `.corrupt` (whose message is libpng's or
/// libjpeg's and not worth pinning down).
enum ExpectedImageError: Sendable {
    case exactly(ImageError)
    case anyCorrupt

    func matches(_ error: ImageError) -> Bool {
        switch (self, error) {
        case (.exactly(let expected), let actual): return expected == actual
        case (.anyCorrupt, .corrupt): return true
        default: return false
        }
    }
}

struct BadImageInput: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let expected: ExpectedImageError
    var testDescription: String { name }
}

private func pngCorrupting(_ mutate: (inout [UInt8]) -> Void) -> [UInt8] {
    var bytes = validPNG
    mutate(&bytes)
    return bytes
}

private func jpegCorrupting(_ mutate: (inout [UInt8]) -> Void) -> [UInt8] {
    var bytes = validJPEG
    mutate(&bytes)
    return bytes
}

let badImageInputs: [BadImageInput] = {
    var rng = SeededRandomNumberGenerator(seed: 42)
    var random = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) }
    random[0] = 0x42  // not the start of any signature
    let idat = pngChunks(validPNG).first { $0.type == "IDAT" }!
    let sos = jpegMarker(0xDA, in: validJPEG)!
    let sosEnd = sos + 2 + (Int(validJPEG[sos + 2]) << 8 | Int(validJPEG[sos + 3]))
    let garbage = (0..<600).map { _ in UInt8.random(in: 0...0xFE, using: &rng) }

    return [
        BadImageInput(name: "empty", bytes: [], expected: .exactly(.empty)),
        BadImageInput(name: "one byte", bytes: [0x42], expected: .exactly(.unrecognizedFormat)),
        BadImageInput(name: "first PNG signature byte", bytes: [0x89], expected: .exactly(.truncated)),
        BadImageInput(name: "random bytes", bytes: random, expected: .exactly(.unrecognizedFormat)),
        BadImageInput(name: "GIF", bytes: Array("GIF89a\u{1}\0\u{1}\0".utf8), expected: .exactly(.unrecognizedFormat)),
        BadImageInput(name: "PNG signature only", bytes: pngSignature, expected: .exactly(.truncated)),
        BadImageInput(name: "PNG half of IHDR", bytes: Array(validPNG.prefix(20)), expected: .exactly(.truncated)),
        BadImageInput(name: "PNG header only", bytes: Array(validPNG.prefix(33)), expected: .exactly(.truncated)),
        BadImageInput(name: "PNG cut in the IDAT length", bytes: Array(validPNG.prefix(idat.offset + 2)),
                      expected: .exactly(.truncated)),
        BadImageInput(name: "PNG cut in half", bytes: Array(validPNG.prefix(validPNG.count / 2)),
                      expected: .exactly(.truncated)),
        BadImageInput(name: "PNG missing IEND", bytes: Array(validPNG.dropLast(12)), expected: .exactly(.truncated)),
        BadImageInput(name: "PNG missing last byte", bytes: Array(validPNG.dropLast()), expected: .exactly(.truncated)),
        BadImageInput(name: "PNG IHDR CRC corrupted", bytes: pngCorrupting { $0[29] ^= 0xFF }, expected: .anyCorrupt),
        BadImageInput(name: "PNG IDAT byte flipped", bytes: pngCorrupting { $0[idat.offset + 8 + idat.length / 2] ^= 0x55 },
                      expected: .anyCorrupt),
        BadImageInput(name: "PNG IDAT garbage with valid CRC", bytes: pngCorrupting { bytes in
            let payload = [UInt8](repeating: 0xFF, count: idat.length)
            bytes.replaceSubrange(idat.offset..<idat.offset + 12 + idat.length, with: pngChunk("IDAT", payload))
        }, expected: .anyCorrupt),
        BadImageInput(name: "PNG first chunk not IHDR", bytes: pngSignature + pngChunk("tEXt", Array("Comment\0not an IHDR".utf8)),
                      expected: .anyCorrupt),
        BadImageInput(name: "PNG 0x0", bytes: pngHeader(width: 0, height: 0) + pngChunk("IEND", []),
                      expected: .anyCorrupt),
        BadImageInput(name: "PNG 100000x100000", bytes: pngHeader(width: 100_000, height: 100_000),
                      expected: .exactly(.tooLarge(width: 100_000, height: 100_000))),
        BadImageInput(name: "PNG 16385x1", bytes: pngHeader(width: 16_385, height: 1) + pngChunk("IEND", []),
                      expected: .exactly(.tooLarge(width: 16_385, height: 1))),
        BadImageInput(name: "PNG 4294967295 wide", bytes: pngHeader(width: .max, height: 1),
                      expected: .exactly(.tooLarge(width: Int(UInt32.max), height: 1))),
        BadImageInput(name: "JPEG SOI only", bytes: [0xFF, 0xD8], expected: .exactly(.truncated)),
        BadImageInput(name: "JPEG SOI and marker prefix", bytes: [0xFF, 0xD8, 0xFF], expected: .exactly(.truncated)),
        BadImageInput(name: "JPEG cut in half", bytes: Array(validJPEG.prefix(validJPEG.count / 2)),
                      expected: .exactly(.truncated)),
        BadImageInput(name: "JPEG headers only", bytes: Array(validJPEG.prefix(sosEnd)), expected: .exactly(.truncated)),
        BadImageInput(name: "JPEG missing EOI", bytes: Array(validJPEG.dropLast(2)), expected: .exactly(.truncated)),
        BadImageInput(name: "JPEG garbage after header", bytes: Array(validJPEG.prefix(sosEnd)) + garbage + [0xFF, 0xD9],
                      expected: .anyCorrupt),
        BadImageInput(name: "JPEG garbage after SOI", bytes: [0xFF, 0xD8, 0xFF] + garbage, expected: .anyCorrupt),
        BadImageInput(name: "JPEG quantization table removed", bytes: jpegCorrupting { bytes in
            let dqt = jpegMarker(0xDB, in: bytes)!
            let length = Int(bytes[dqt + 2]) << 8 | Int(bytes[dqt + 3])
            bytes.removeSubrange(dqt..<dqt + 2 + length)
        }, expected: .anyCorrupt),
        BadImageInput(name: "JPEG SOF claiming 60000x50000", bytes: jpegCorrupting { bytes in
            let sof = jpegMarker(0xC0, in: bytes)!
            bytes.replaceSubrange(sof + 5..<sof + 9, with: [0xC3, 0x50, 0xEA, 0x60])  // height 50000, width 60000
        }, expected: .exactly(.tooLarge(width: 60_000, height: 50_000))),
    ]
}()

// MARK: - Tests

@Suite("Image codecs")
struct ImageCodecTests {
    @Test func pngRoundTripIsExactWithAlpha() throws {
        let pixels = samplePixels(width: 37, height: 23, opaque: false)
        let image = try Image(width: 37, height: 23, premultipliedARGB: pixels)
        let data = try image.pngData()
        #expect(Array(data.prefix(8)) == pngSignature)
        let decoded = try Image(data: data)
        #expect(decoded.pixelWidth == 37 && decoded.pixelHeight == 23)
        #expect(decoded.premultipliedARGB == pixels)
        #expect(!decoded.isOpaque)
        #expect(decoded.scale == 1)
    }

    @Test func opaquePNGRoundTripIsExactAndStoredAsARGB32() throws {
        let pixels = samplePixels(width: 9, height: 31, opaque: true, seed: 7)
        let data = try Image(width: 9, height: 31, premultipliedARGB: pixels).pngData()
        // Cairo writes opaque images as RGB (colour type 2), which it decodes as RGB24.
        #expect(data[25] == 2)
        let decoded = try Image(data: data, scale: 2)
        #expect(decoded.premultipliedARGB == pixels)
        #expect(decoded.isOpaque)
        #expect(cairo_image_surface_get_format(decoded.surface) == CAIRO_FORMAT_ARGB32)
        #expect(decoded.scale == 2)
        #expect(decoded.size.width == 4.5 && decoded.size.height == 15.5)
    }

    @Test func jpegRoundTripStaysWithinTolerance() throws {
        let image = try gradientImage()
        let data = try image.jpegData(quality: 95)
        #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(Array(data.suffix(2)) == [0xFF, 0xD9])
        let decoded = try Image(data: data)
        #expect(decoded.pixelWidth == 48 && decoded.pixelHeight == 32)
        #expect(decoded.isOpaque)
        #expect(cairo_image_surface_get_format(decoded.surface) == CAIRO_FORMAT_ARGB32)
        #expect(decoded.premultipliedARGB.allSatisfy { $0 >> 24 == 0xFF })
        #expect(maxChannelDifference(decoded.premultipliedARGB, image.premultipliedARGB) <= 6)
    }

    @Test func jpegQualityTradesSizeForFidelity() throws {
        let image = try Image(width: 64, height: 64, premultipliedARGB: samplePixels(width: 64, height: 64, opaque: true))
        let low = try image.jpegData(quality: 10), high = try image.jpegData(quality: 100)
        #expect(low.count < high.count)
        // Out-of-range qualities are clamped, not rejected.
        #expect(try image.jpegData(quality: -5) == image.jpegData(quality: 1))
        #expect(try image.jpegData(quality: 1000) == high)
    }

    @Test func jpegOfTranslucentImageDropsAlphaOverBlack() throws {
        // Premultiplied half-transparent white is 0x80808080: it encodes as mid grey.
        let image = try Image(width: 16, height: 16, premultipliedARGB: Array(repeating: 0x8080_8080, count: 256))
        let decoded = try Image(data: image.jpegData(quality: 100))
        #expect(decoded.isOpaque)
        #expect(maxChannelDifference(decoded.premultipliedARGB, Array(repeating: 0xFF80_8080, count: 256)) <= 2)
    }

    @Test func grayscaleJPEGDecodesToGray() throws {
        let (width, height) = (24, 16)
        let gray = (0..<width * height).map { UInt8(($0 % width) * 10) }
        let jpeg = try compressWithTurboJPEG(gray, width: width, height: height, pixelFormat: TJPF_GRAY.rawValue,
                                              subsampling: Int32(TJSAMP_GRAY.rawValue))
        let decoded = try Image(data: jpeg)
        #expect(decoded.isOpaque)
        let expected = gray.map { 0xFF00_0000 | UInt32($0) << 16 | UInt32($0) << 8 | UInt32($0) }
        #expect(maxChannelDifference(decoded.premultipliedARGB, expected) <= 3)
        for p in decoded.premultipliedARGB {
            let c = channels(p)
            #expect(c[1] == c[2] && c[2] == c[3])
        }
    }

    @Test func cmykJPEGDecodesToRGB() throws {
        // Inverted (Adobe) CMYK: C=255,M=0,Y=0,K=255 means pure red (RGB = C*K, M*K, Y*K).
        let (width, height) = (16, 16)
        var cmyk: [UInt8] = []
        for i in 0..<width * height { cmyk += i < width * height / 2 ? [255, 0, 0, 255] : [255, 255, 255, 128] }
        let jpeg = try compressWithTurboJPEG(cmyk, width: width, height: height, pixelFormat: TJPF_CMYK.rawValue,
                                              subsampling: Int32(TJSAMP_444.rawValue))
        let decoded = try Image(data: jpeg)
        #expect(decoded.isOpaque)
        let expected = (0..<width * height).map { $0 < width * height / 2 ? UInt32(0xFFFF_0000) : 0xFF80_8080 }
        #expect(maxChannelDifference(decoded.premultipliedARGB, expected) <= 4)
    }

    @Test func grayscalePNGBecomesOpaqueARGB32() throws {
        let png = handMadePNG(width: 3, height: 2, bitDepth: 8, colorType: 0, rows: [0, 0, 128, 255, 0, 10, 20, 30])
        let image = try Image(data: png)
        #expect(image.isOpaque)
        #expect(cairo_image_surface_get_format(image.surface) == CAIRO_FORMAT_ARGB32)
        #expect(image.premultipliedARGB == [0xFF00_0000, 0xFF80_8080, 0xFFFF_FFFF, 0xFF0A_0A0A, 0xFF14_1414, 0xFF1E_1E1E])
    }

    @Test func sixteenBitPNGIsReducedToEightBits() throws {
        let png = handMadePNG(width: 2, height: 1, bitDepth: 16, colorType: 0, rows: [0, 0xAB, 0x00, 0x12, 0x00])
        let image = try Image(data: png)
        #expect(image.isOpaque)
        #expect(image.premultipliedARGB == [0xFFAB_ABAB, 0xFF12_1212])
    }

    @Test func palettePNGWithTransparencyIsPremultiplied() throws {
        let palette = pngChunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255])
        let transparency = pngChunk("tRNS", [255, 0, 128])
        let png = handMadePNG(width: 3, height: 1, bitDepth: 8, colorType: 3, chunks: [palette, transparency],
                              rows: [0, 0, 1, 2])
        let image = try Image(data: png)
        #expect(!image.isOpaque)
        #expect(image.premultipliedARGB == [0xFFFF_0000, 0x0000_0000, 0x8000_0080])
        // And back: the PNG encoder keeps the same premultiplied pixels.
        #expect(try Image(data: image.pngData()).premultipliedARGB == image.premultipliedARGB)
    }

    @Test func progressiveJPEGDecodesAndItsPrefixesAreTruncated() throws {
        let image = try gradientImage(width: 40, height: 24)
        let bgra = image.premultipliedARGB.flatMap { p in [UInt8(p & 0xFF), UInt8((p >> 8) & 0xFF), UInt8((p >> 16) & 0xFF), 0xFF] }
        let jpeg = try compressWithTurboJPEG(bgra, width: 40, height: 24, pixelFormat: TJPF_BGRA.rawValue,
                                              subsampling: Int32(TJSAMP_444.rawValue), flags: TJFLAG_PROGRESSIVE)
        let decoded = try Image(data: jpeg)
        #expect(maxChannelDifference(decoded.premultipliedARGB, image.premultipliedARGB) <= 4)
        for length in stride(from: 1, to: jpeg.count, by: 5) {
            #expect(throws: ImageError.truncated, "prefix of \(length) bytes") { try Image(data: jpeg.prefix(length)) }
        }
    }

    @Test(arguments: badImageInputs)
    func badInputThrowsTypedError(_ input: BadImageInput) {
        do {
            let image = try Image(data: Data(input.bytes))
            Issue.record("\(input.name): decoded a \(image.pixelWidth)x\(image.pixelHeight) image instead of throwing")
        } catch {
            #expect(input.expected.matches(error), "\(input.name): threw \(error)")
        }
    }

    @Test func everyPrefixOfAPNGThrowsTruncated() {
        for length in 0..<validPNG.count {
            do {
                _ = try Image(data: Data(validPNG.prefix(length)))
                Issue.record("prefix of \(length) bytes decoded")
            } catch {
                #expect(error == (length == 0 ? .empty : .truncated), "prefix of \(length) bytes: \(error)")
            }
        }
    }

    @Test func everyPrefixOfAJPEGThrowsTruncated() {
        for length in 0..<validJPEG.count {
            do {
                _ = try Image(data: Data(validJPEG.prefix(length)))
                Issue.record("prefix of \(length) bytes decoded")
            } catch {
                #expect(error == (length == 0 ? .empty : .truncated), "prefix of \(length) bytes: \(error)")
            }
        }
    }

    @Test func missingFileThrowsFileNotFound() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("ImageCodecTests-\(UUID().uuidString)/nothing@2x.png").path
        #expect(throws: ImageError.fileNotFound(path)) { try Image(contentsOfFile: path) }
        #expect(throws: ImageError.fileNotFound("")) { try Image(contentsOfFile: "") }
    }

    @Test func directoryThrowsIOError() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect {
            try Image(contentsOfFile: directory.path)
        } throws: { error in
            if case .ioError = error as? ImageError { return true }
            return false
        }
    }

    @Test func fileNameSuffixSetsScale() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = try gradientImage(width: 30, height: 18)
        let png = try image.pngData(), jpeg = try image.jpegData()
        let cases: [(String, Data, Double)] = [
            ("plain.png", png, 1), ("icon@2x.png", png, 2), ("icon@3x.png", png, 3),
            ("photo@2x.jpg", jpeg, 2), ("photo@3x~ipad.jpeg", jpeg, 3), ("no-extension@2x", png, 2),
            ("a@2x.b.png", png, 1),
        ]
        for (name, data, scale) in cases {
            let url = directory.appendingPathComponent(name)
            try data.write(to: url)
            let loaded = try Image(contentsOfFile: url.path)
            #expect(loaded.scale == scale, "\(name)")
            #expect(loaded.pixelWidth == 30 && loaded.pixelHeight == 18)
            #expect(loaded.size.width == 30 / scale && loaded.size.height == 18 / scale, "\(name)")
        }
        // Contents win over the extension: a PNG named .jpg still decodes.
        let misnamed = directory.appendingPathComponent("misnamed@2x.jpg")
        try png.write(to: misnamed)
        #expect(try Image(contentsOfFile: misnamed.path).premultipliedARGB == image.premultipliedARGB)
        // A corrupt file reports the decoder's error.
        let empty = directory.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        #expect(throws: ImageError.empty) { try Image(contentsOfFile: empty.path) }
    }

    @Test(arguments: [
        ("icon.png", 1.0), ("icon@2x.png", 2), ("/a/b/icon@3x.png", 3), ("icon@2x~iphone.png", 2),
        ("icon@x.png", 1), ("icon@2.png", 1), ("icon@-2x.png", 1), ("icon@0x.png", 1), ("dir@2x/icon.png", 1),
        ("icon@2x", 2), ("icon@2x.PNG", 2), ("icon@12x.png", 12), ("icon@ 2x.png", 1),
    ])
    func scaleFromFileName(_ name: String, _ scale: Double) {
        #expect(Image.scale(fromFileName: name) == scale)
    }

    @Test func concurrentDecodingIsSafe() async throws {
        let png = Data(validPNG), jpeg = Data(validJPEG)
        let reference = try Image(data: png).premultipliedARGB
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for i in 0..<16 {
                group.addTask {
                    let image = try Image(data: i.isMultiple(of: 2) ? png : jpeg)
                    if i.isMultiple(of: 2) { #expect(image.premultipliedARGB == reference) }
                    return image.pixelWidth
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(sizes.count == 16)
    }

    @Test func limitsAreDocumentedValues() {
        #expect(Image.maxDecodedDimension == 16_384)
        #expect(Image.maxDecodedPixelCount == 1 << 28)
    }
}

// MARK: - Helpers

func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ImageCodecTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private struct TurboJPEGFailure: Error, CustomStringConvertible { let description: String }

/// Compresses raw pixels with TurboJPEG directly, for source formats `Image` cannot hold.
private func compressWithTurboJPEG(_ pixels: [UInt8], width: Int, height: Int, pixelFormat: Int32,
                                   subsampling: Int32, flags: Int32 = 0) throws -> Data {
    guard let handle = tjInitCompress() else { throw TurboJPEGFailure(description: "tjInitCompress") }
    defer { tjDestroy(handle) }
    var buffer: UnsafeMutablePointer<UInt8>? = nil
    var size: UInt = 0
    defer { if let buffer { tjFree(buffer) } }
    let result = pixels.withUnsafeBufferPointer {
        tjCompress2(handle, $0.baseAddress, Int32(width), 0, Int32(height), pixelFormat, &buffer, &size,
                    subsampling, 100, flags)
    }
    guard result == 0, let buffer else { throw TurboJPEGFailure(description: String(cString: tjGetErrorStr2(handle))) }
    return Data(bytes: buffer, count: Int(size))
}
