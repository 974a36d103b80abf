import Testing
@testable import Graphics
import Foundation
import CGif

// MARK: - Decoding with giflib

/// One frame of a GIF decoded by giflib: its delay, colour map size and opaque 0xRRGGBB pixels.
private struct DecodedGIFFrame {
    var delay: Int
    var colorCount: Int
    var hasLocalColorMap: Bool
    var rgb: [UInt32]
}

/// A whole GIF decoded with giflib's `DGifSlurp`.
private struct DecodedGIF {
    var width: Int
    var height: Int
    var frames: [DecodedGIFFrame]
    /// The NETSCAPE2.0 loop count (0: forever); nil when the extension is absent.
    var loopCount: Int?
}

private struct GIFDecodeFailure: Error, CustomStringConvertible {
    var description: String
}

/// The bytes giflib's read callback serves, reached through `GifFileType.UserData`.
private final class GIFReadState {
    let bytes: [UInt8]
    var offset = 0
    init(_ data: Data) { bytes = Array(data) }
}

private func decodeGIF(_ data: Data) throws -> DecodedGIF {
    let state = GIFReadState(data)
    return try withExtendedLifetime(state) {
        var openError: Int32 = 0
        guard let gif = DGifOpen(Unmanaged.passUnretained(state).toOpaque(), { gif, destination, length in
            guard let gif, let destination, let user = gif.pointee.UserData else { return 0 }
            let state = Unmanaged<GIFReadState>.fromOpaque(user).takeUnretainedValue()
            let n = max(0, min(Int(length), state.bytes.count - state.offset))
            state.bytes.withUnsafeBufferPointer { destination.update(from: $0.baseAddress! + state.offset, count: n) }
            state.offset += n
            return Int32(n)
        }, &openError) else {
            throw GIFDecodeFailure(description: "DGifOpen: \(String(cString: GifErrorString(openError)))")
        }
        defer {
            var closeError: Int32 = 0
            DGifCloseFile(gif, &closeError)
        }
        guard DGifSlurp(gif) == GIF_OK else {
            throw GIFDecodeFailure(description: "DGifSlurp: \(String(cString: GifErrorString(gif.pointee.Error)))")
        }
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        var frames: [DecodedGIFFrame] = []
        var loopCount: Int? = nil
        for index in 0..<Int(gif.pointee.ImageCount) {
            let saved = gif.pointee.SavedImages[index]
            let desc = saved.ImageDesc
            guard desc.Left == 0, desc.Top == 0, Int(desc.Width) == width, Int(desc.Height) == height,
                  !desc.Interlace, let map = desc.ColorMap ?? gif.pointee.SColorMap, let raster = saved.RasterBits else {
                throw GIFDecodeFailure(description: "frame \(index) is not a full-canvas frame with a colour map")
            }
            var control = GraphicsControlBlock()
            guard DGifSavedExtensionToGCB(gif, Int32(index), &control) == GIF_OK else {
                throw GIFDecodeFailure(description: "frame \(index) has no graphics control block")
            }
            let colors = map.pointee.Colors!
            var rgb = [UInt32](repeating: 0, count: width * height)
            for i in 0..<rgb.count {
                let c = colors[Int(raster[i])]
                rgb[i] = UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
            }
            frames.append(DecodedGIFFrame(delay: Int(control.DelayTime), colorCount: Int(map.pointee.ColorCount),
                                          hasLocalColorMap: desc.ColorMap != nil, rgb: rgb))
            // DGifSlurp files an application extension as its first block followed by
            // continuation blocks, attached to the next image.
            let blocks = (0..<Int(saved.ExtensionBlockCount)).map { saved.ExtensionBlocks[$0] }
            for (i, block) in blocks.enumerated() where block.Function == APPLICATION_EXT_FUNC_CODE {
                let id = Array(UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)))
                guard id == Array("NETSCAPE2.0".utf8), i + 1 < blocks.count else { continue }
                let sub = blocks[i + 1]
                guard sub.ByteCount == 3, sub.Bytes[0] == 1 else { continue }
                loopCount = Int(sub.Bytes[1]) | Int(sub.Bytes[2]) << 8
            }
        }
        return DecodedGIF(width: width, height: height, frames: frames, loopCount: loopCount)
    }
}

// MARK: - Fixtures

private func solidImage(width: Int, height: Int, argb: UInt32) throws -> Image {
    try Image(width: width, height: height, premultipliedARGB: Array(repeating: argb, count: width * height))
}

/// A horizontal linear gradient from (20, 200, 60) to (240, 50, 180): 287 distinct colours at
/// 320 pixels wide, as a UI gradient would draw.
private func linearGradientImage(width: Int = 320, height: Int = 8) throws -> Image {
    var row: [UInt32] = []
    for x in 0..<width {
        let t = Double(x) / Double(width - 1)
        let r = UInt32((20 + t * 220).rounded()), g = UInt32((200 - t * 150).rounded())
        let b = UInt32((60 + t * 120).rounded())
        row.append(0xFF00_0000 | r << 16 | g << 8 | b)
    }
    return try Image(width: width, height: height, premultipliedARGB: Array(repeating: row, count: height).flatMap { $0 })
}

/// An opaque image whose red follows x and green y (blue their sum): `width` × `height`
/// distinct colours, a hard case for a 256-colour palette.
private func twoAxisGradientImage(width: Int, height: Int) throws -> Image {
    var pixels: [UInt32] = []
    for y in 0..<height {
        for x in 0..<width {
            let r = UInt32(x * 255 / max(width - 1, 1)), g = UInt32(y * 255 / max(height - 1, 1))
            let b = UInt32((x + y) * 255 / max(width + height - 2, 1))
            pixels.append(0xFF00_0000 | r << 16 | g << 8 | b)
        }
    }
    return try Image(width: width, height: height, premultipliedARGB: pixels)
}

/// Per-pixel largest channel difference between two 0xRRGGBB arrays: (worst, mean).
private func channelErrors(_ a: [UInt32], _ b: [UInt32]) -> (worst: Int, mean: Double) {
    var worst = 0, sum = 0
    for (p, q) in zip(a, b) {
        var e = 0
        for shift: UInt32 in [16, 8, 0] { e = max(e, abs(Int(p >> shift & 0xFF) - Int(q >> shift & 0xFF))) }
        worst = max(worst, e)
        sum += e
    }
    return (worst, Double(sum) / Double(max(a.count, 1)))
}

private func occurrences(of needle: [UInt8], in data: Data) -> Int {
    let bytes = Array(data)
    guard bytes.count >= needle.count else { return 0 }
    return (0...(bytes.count - needle.count)).filter { bytes[$0..<$0 + needle.count].elementsEqual(needle) }.count
}

/// Counts image descriptors (0x2C) that directly follow a graphic control extension block
/// (21 F9 04, 4 bytes, block terminator 00).
private func imageDescriptorsAfterControlBlocks(in data: Data) -> Int {
    let b = Array(data)
    guard b.count >= 9 else { return 0 }
    return (0...(b.count - 9)).filter { b[$0] == 0x21 && b[$0 + 1] == 0xF9 && b[$0 + 2] == 0x04
        && b[$0 + 7] == 0x00 && b[$0 + 8] == 0x2C }.count
}

// MARK: - Tests

@Suite struct AnimatedGIFTests {
    @Test func solidFramesRoundTripExactly() throws {
        let colors: [UInt32] = [0xFFFF_0000, 0xFF12_3456, 0xFF00_FF80]
        let frames = try colors.map { try solidImage(width: 7, height: 5, argb: $0) }
        let data = try AnimatedGIF.encode(frames: frames, frameDuration: 0.1)

        #expect(data.prefix(6).elementsEqual("GIF89a".utf8))
        #expect(data.last == 0x3B)  // trailer
        #expect(imageDescriptorsAfterControlBlocks(in: data) == 3)

        let gif = try decodeGIF(data)
        #expect(gif.width == 7 && gif.height == 5)
        #expect(gif.frames.count == 3)
        #expect(gif.loopCount == 0)
        for (frame, color) in zip(gif.frames, colors) {
            #expect(frame.delay == 10)
            #expect(frame.hasLocalColorMap)
            #expect(frame.colorCount == 2)  // smallest map GIF allows
            #expect(frame.rgb.allSatisfy { $0 == color & 0xFF_FFFF })
        }
    }

    @Test func gradientFrameIsQuantisedWithinTolerance() throws {
        let gradient = try linearGradientImage()
        let size = (gradient.pixelWidth, gradient.pixelHeight)
        let frames = [try solidImage(width: size.0, height: size.1, argb: 0xFFFF_FFFF), gradient,
                      try solidImage(width: size.0, height: size.1, argb: 0xFF00_0000)]
        let gif = try decodeGIF(try AnimatedGIF.encode(frames: frames, frameDuration: 0.05))
        #expect(gif.frames.count == 3)
        #expect(gif.frames.map(\.delay) == [5, 5, 5])
        #expect(gif.frames[0].rgb.allSatisfy { $0 == 0xFF_FFFF })
        #expect(gif.frames[2].rgb.allSatisfy { $0 == 0 })

        let decoded = gif.frames[1]
        #expect(decoded.colorCount <= 256)
        let original = gradient.premultipliedARGB.map { $0 & 0xFF_FFFF }
        #expect(Set(original).count > 256)  // really needs quantising
        let errors = channelErrors(original, decoded.rgb)
        #expect(errors.worst <= 6, "worst channel error \(errors.worst)")
        #expect(errors.mean <= 2, "mean channel error \(errors.mean)")
        // Palette colours are the means of their pixels, so there is no systematic darkening
        // from giflib's truncated 5-bit buckets (which alone would bias every channel by -3.5).
        var redBias = 0
        for (before, after) in zip(original, decoded.rgb) {
            redBias += Int(after >> 16 & 0xFF) - Int(before >> 16 & 0xFF)
        }
        let meanRedBias = Double(redBias) / Double(original.count)
        #expect(abs(meanRedBias) < 1, "red bias \(meanRedBias)")
    }

    @Test func twoAxisGradientStaysWithinMedianCutBounds() throws {
        // 3072 colours spread over two axes: giflib's median cut (on 5-bit buckets, with
        // nominal box widths) is coarse here; this guards against gross errors such as a wrong
        // index mapping, not against the quantiser's own quality.
        let gradient = try twoAxisGradientImage(width: 64, height: 48)
        let gif = try decodeGIF(try AnimatedGIF.encode(frames: [gradient], frameDuration: 0.1))
        #expect(gif.frames.count == 1)
        #expect(gif.frames[0].colorCount == 256)
        let errors = channelErrors(gradient.premultipliedARGB.map { $0 & 0xFF_FFFF }, gif.frames[0].rgb)
        #expect(errors.worst <= 48, "worst channel error \(errors.worst)")
        #expect(errors.mean <= 12, "mean channel error \(errors.mean)")
    }

    @Test func framesWithAtMost256ColoursAreLossless() throws {
        // 256 distinct colours, many of which share giflib's 5-bit quantiser buckets.
        let pixels = (0..<256).map { (i: Int) -> UInt32 in
            let r = UInt32(i), g = UInt32(255 - i), b = UInt32(i / 2)
            return 0xFF00_0000 | r << 16 | g << 8 | b
        }
        let image = try Image(width: 16, height: 16, premultipliedARGB: pixels)
        let gif = try decodeGIF(try AnimatedGIF.encode(frames: [image], frameDuration: 1))
        #expect(gif.frames.count == 1)
        #expect(gif.frames[0].colorCount == 256)
        #expect(gif.frames[0].rgb == pixels.map { $0 & 0xFF_FFFF })
        #expect(gif.frames[0].delay == 100)
    }

    @Test func translucentPixelsAreCompositedOverTheBackground() throws {
        // Premultiplied: alpha 0x80 with red 0x40 is a half-transparent (about) 50% red.
        let half = try solidImage(width: 3, height: 3, argb: 0x8040_0000)
        let clear = try solidImage(width: 3, height: 3, argb: 0)
        let overWhite = try decodeGIF(try AnimatedGIF.encode(frames: [half, clear], frameDuration: 0.1))
        // 0x40 + 127/255 × 255 = 191; 0 + 127 = 127.
        #expect(overWhite.frames[0].rgb.allSatisfy { $0 == 0xBF7F7F })
        #expect(overWhite.frames[1].rgb.allSatisfy { $0 == 0xFFFFFF })

        let overBlack = try decodeGIF(try AnimatedGIF.encode(frames: [half], frameDuration: 0.1, background: .black))
        #expect(overBlack.frames[0].rgb.allSatisfy { $0 == 0x400000 })

        let custom = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.3)  // alpha is ignored
        let overCustom = try decodeGIF(try AnimatedGIF.encode(frames: [clear], frameDuration: 0.1, background: custom))
        #expect(overCustom.frames[0].rgb.allSatisfy { $0 == 0x336699 })
    }

    @Test(arguments: [true, false])
    func loopExtensionOnlyWhenLooping(loops: Bool) throws {
        let frames = try [0xFFFF_0000, 0xFF00_00FF].map { try solidImage(width: 4, height: 4, argb: $0) }
        let data = try AnimatedGIF.encode(frames: frames, frameDuration: 0.2, loops: loops)
        #expect(occurrences(of: Array("NETSCAPE2.0".utf8), in: data) == (loops ? 1 : 0))
        let gif = try decodeGIF(data)
        #expect(gif.loopCount == (loops ? 0 : nil))
        #expect(gif.frames.count == 2)
    }

    @Test(arguments: [(0.1, 10), (0.125, 13), (2.5, 250), (0.019, 2), (0.001, 2), (0, 2), (-1, 2),
                      (Double.nan, 2), (1e6, 65_535), (Double.infinity, 65_535)])
    func delayIsInHundredthsAndClamped(seconds: Double, hundredths: Int) {
        #expect(AnimatedGIF.delayHundredths(forDuration: seconds) == hundredths)
    }

    @Test func shortDelaysAreWrittenAsTheMinimum() throws {
        let frame = try solidImage(width: 2, height: 2, argb: 0xFF80_8080)
        let gif = try decodeGIF(try AnimatedGIF.encode(frames: [frame, frame], frameDuration: 1.0 / 120))
        #expect(gif.frames.map(\.delay) == [2, 2])
    }

    @Test func noFramesThrows() {
        #expect(throws: AnimatedGIFError.noFrames) {
            try AnimatedGIF.encode(frames: [], frameDuration: 0.1)
        }
    }

    @Test func framesOfDifferentSizesThrow() throws {
        let frames = [try solidImage(width: 4, height: 4, argb: 0xFFFF_FFFF),
                      try solidImage(width: 4, height: 4, argb: 0xFF00_0000),
                      try solidImage(width: 5, height: 4, argb: 0xFF00_0000)]
        #expect(throws: AnimatedGIFError.mismatchedFrameSize(index: 2, width: 5, height: 4,
                                                             expectedWidth: 4, expectedHeight: 4)) {
            try AnimatedGIF.encode(frames: frames, frameDuration: 0.1)
        }
    }

    @Test func writeCreatesParentFolders() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("AnimatedGIFTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("a/b/anim.gif").path
        let frames = try [0xFFFF_0000, 0xFF00_FF00].map { try solidImage(width: 3, height: 2, argb: $0) }
        try AnimatedGIF.write(frames: frames, frameDuration: 0.5, to: path, loops: false)
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(written == (try AnimatedGIF.encode(frames: frames, frameDuration: 0.5, loops: false)))
        #expect(try decodeGIF(written).frames.count == 2)

        #expect(throws: AnimatedGIFError.noFrames) {
            try AnimatedGIF.write(frames: [], frameDuration: 0.1, to: root.appendingPathComponent("x.gif").path)
        }
        // A regular file where a folder must go.
        let blocked = root.appendingPathComponent("a/b/anim.gif/inside.gif").path
        #expect(throws: AnimatedGIFError.self) {
            try AnimatedGIF.write(frames: frames, frameDuration: 0.1, to: blocked)
        }
    }
}
