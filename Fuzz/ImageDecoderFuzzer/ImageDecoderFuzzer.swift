// libFuzzer entry point for the PNG and JPEG decoders (`Image(data:)`).
//
// Built and run by `make fuzz` (see scripts/fuzz), never by `swift build` or `make test`.
// Each input goes through `Image(data:)` with the default limits; a PNG input goes through a
// second time with every chunk's CRC recomputed, so that mutated chunks get past libpng's
// checksum test into its parsers and into zlib. A decoded image has its pixels read, and a small
// one must survive a PNG round trip with exactly the same pixels, as `pngData()` documents;
// anything else that stops the process (a trap, a signal, an AddressSanitizer report, a timeout,
// running out of memory) is a finding.

import Foundation
import RKGraphics

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    decodeAndCheck(bytes)
    if let fixed = withPNGChecksumsFixed(bytes) { decodeAndCheck(fixed) }
    return 0
}

private func decodeAndCheck(_ bytes: Data) {
    guard let image = try? Image(data: bytes) else { return }
    let (width, height) = (image.pixelWidth, image.pixelHeight)
    guard width > 0, height > 0 else { fatalError("decoded an empty \(width)x\(height) image") }

    // Touch pixels: all of a small image, otherwise every row and column on a coarse grid and
    // the four corners, which reaches the first and last bytes of the buffer.
    var sum: UInt32 = 0
    let step = width * height <= 1 << 20 ? 1 : Swift.max(1, Swift.min(width, height) / 64)
    for y in Swift.stride(from: 0, to: height, by: step) {
        for x in Swift.stride(from: 0, to: width, by: step) {
            guard let pixel = image.pixel(x: x, y: y) else { fatalError("no pixel at (\(x), \(y))") }
            sum &+= pixel
        }
    }
    for (x, y) in [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)] {
        guard let pixel = image.pixel(x: x, y: y) else { fatalError("no pixel at corner (\(x), \(y))") }
        sum &+= pixel
    }
    if image.pixel(x: width, y: 0) != nil || image.pixel(x: 0, y: -1) != nil {
        fatalError("a pixel outside the image")
    }
    if image.isOpaque, image.pixel(x: 0, y: 0)! >> 24 != 0xFF { fatalError("opaque image with alpha") }

    // Premultiplied pixels must round-trip exactly through PNG.
    if width * height <= 4096 {
        let pixels = image.premultipliedARGB
        guard pixels.allSatisfy({ p in (p >> 16) & 0xFF <= p >> 24 && (p >> 8) & 0xFF <= p >> 24 && p & 0xFF <= p >> 24 })
        else { fatalError("decoded pixels are not valid premultiplied ARGB") }
        do {
            let again = try Image(data: image.pngData())
            if again.premultipliedARGB != pixels { fatalError("PNG round trip changed the pixels") }
        } catch {
            fatalError("re-encoding a decoded image failed: \(error)")
        }
    }
    sink = sum  // so the pixel reads are not optimised away
}

/// The input with the CRC of every whole PNG chunk recomputed; nil when it is not a PNG or
/// every CRC was already right.
private func withPNGChecksumsFixed(_ data: Data) -> Data? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard data.count > 8, data.starts(with: signature) else { return nil }
    var bytes = [UInt8](data)
    var offset = 8, changed = false
    while offset + 12 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= bytes.count - offset - 12 else { break }
        let end = offset + 8 + length
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes[(offset + 4)..<end] { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        crc = ~crc
        for i in 0..<4 {
            let byte = UInt8(truncatingIfNeeded: crc >> UInt32(24 - 8 * i))
            if bytes[end + i] != byte { bytes[end + i] = byte; changed = true }
        }
        offset = end + 4
    }
    return changed ? Data(bytes) : nil
}

/// CRC-32 (the polynomial PNG uses), a byte at a time.
private let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}

nonisolated(unsafe) var sink: UInt32 = 0
