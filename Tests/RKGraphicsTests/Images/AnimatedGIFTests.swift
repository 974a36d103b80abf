import Testing
@testable import RKGraphics
import Foundation
import CRKGif

// MARK: - Decoding with giflib

/// One frame of a GIF decoded by giflib: its delay, disposal mode, colour map size, where its
/// image lies (the image descriptor) and the whole canvas after drawing it.
private struct DecodedGIFFrame {
    var delay: Int
    var disposalMode: Int32
    var colorCount: Int
    var hasLocalColorMap: Bool
    /// The image descriptor's rectangle, in canvas pixels.
    var left: Int
    var top: Int
    var imageWidth: Int
    var imageHeight: Int
    /// The canvas (opaque 0xRRGGBB) after this frame's image is drawn over the previous canvas,
    /// as a viewer shows it when the previous frame is not disposed of.
    var rgb: [UInt32]

    var imageRect: [Int] { [left, top, imageWidth, imageHeight] }
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
        var canvas: [UInt32]? = nil
        for index in 0..<Int(gif.pointee.ImageCount) {
            let saved = gif.pointee.SavedImages[index]
            let desc = saved.ImageDesc
            let left = Int(desc.Left), top = Int(desc.Top)
            let imageWidth = Int(desc.Width), imageHeight = Int(desc.Height)
            guard left >= 0, top >= 0, imageWidth > 0, imageHeight > 0,
                  left + imageWidth <= width, top + imageHeight <= height, !desc.Interlace,
                  let map = desc.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors,
                  let raster = saved.RasterBits else {
                throw GIFDecodeFailure(description: "frame \(index) is not an image inside the canvas with a colour map")
            }
            // Nothing defines the canvas before the first image, so it must cover it all.
            var rgb: [UInt32]
            if let canvas {
                rgb = canvas
            } else if imageWidth == width, imageHeight == height {
                rgb = [UInt32](repeating: 0, count: width * height)
            } else {
                throw GIFDecodeFailure(description: "the first frame does not cover the canvas")
            }
            var control = GraphicsControlBlock()
            guard DGifSavedExtensionToGCB(gif, Int32(index), &control) == GIF_OK else {
                throw GIFDecodeFailure(description: "frame \(index) has no graphics control block")
            }
            let colorCount = Int(map.pointee.ColorCount)
            for y in 0..<imageHeight {
                for x in 0..<imageWidth {
                    let slot = Int(raster[y * imageWidth + x])
                    guard slot < colorCount else {
                        throw GIFDecodeFailure(description: "frame \(index) uses colour \(slot) of \(colorCount)")
                    }
                    let c = colors[slot]
                    rgb[(top + y) * width + left + x] = UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
                }
            }
            frames.append(DecodedGIFFrame(delay: Int(control.DelayTime), disposalMode: control.DisposalMode,
                                          colorCount: colorCount, hasLocalColorMap: desc.ColorMap != nil,
                                          left: left, top: top, imageWidth: imageWidth, imageHeight: imageHeight,
                                          rgb: rgb))
            canvas = rgb
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

/// A `width`×`height` opaque image of `background` with `size`×`size` squares of `color` at
/// the given top-left corners (clipped to the image).
private func squaresImage(width: Int, height: Int, background: UInt32 = 0xFFF2_F2F7, color: UInt32 = 0xFF00_7AFF,
                          size: Int, at corners: [(x: Int, y: Int)]) throws -> Image {
    var pixels = [UInt32](repeating: background, count: width * height)
    for corner in corners {
        for y in max(corner.y, 0)..<min(corner.y + size, height) {
            for x in max(corner.x, 0)..<min(corner.x + size, width) { pixels[y * width + x] = color }
        }
    }
    return try Image(width: width, height: height, premultipliedARGB: pixels)
}

/// A 400×300 animation of a 20×20 square moving diagonally over 30 frames, as a UI transition
/// records it.
private func movingSquareFrames() throws -> [Image] {
    try (0..<30).map { i in try squaresImage(width: 400, height: 300, size: 20, at: [(10 + i * 12, 40 + i * 7)]) }
}

/// A deterministic pseudo-random sequence (a 64-bit LCG), so fixtures are the same on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
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

    // MARK: Changed rectangles

    @Test func smallChangeIsStoredAsItsBoundingRectangle() throws {
        let frames = [try squaresImage(width: 40, height: 30, size: 5, at: []),
                      try squaresImage(width: 40, height: 30, size: 5, at: [(12, 7)]),
                      // The square moves: the change covers where it was and where it is now.
                      try squaresImage(width: 40, height: 30, size: 5, at: [(20, 15)]),
                      // Changes at opposite corners: one rectangle spans both.
                      try squaresImage(width: 40, height: 30, size: 5, at: [(20, 15), (-4, -4), (39, 29)])]
        let gif = try decodeGIF(try AnimatedGIF.encode(frames: frames, frameDuration: 0.1))
        #expect(gif.frames.count == 4)
        #expect(gif.frames.map(\.imageRect) == [[0, 0, 40, 30], [12, 7, 5, 5], [12, 7, 13, 13], [0, 0, 40, 30]])
        #expect(gif.frames.allSatisfy { $0.disposalMode == DISPOSE_DO_NOT })
        #expect(gif.frames.allSatisfy { $0.hasLocalColorMap })
        // The square alone has one colour: the smallest map GIF allows.
        #expect(gif.frames[1].colorCount == 2)
        for (decoded, original) in zip(gif.frames, frames) {
            #expect(decoded.rgb == original.premultipliedARGB.map { $0 & 0xFF_FFFF })
        }
    }

    @Test func compositingTheChangedRectanglesReproducesEveryFrame() throws {
        // Random rectangles of up to 200 colours drawn over the previous frame, plus translucent
        // ones, a repeated frame and single-pixel changes at the canvas edges: every frame has at
        // most 256 colours, so every decoded frame must match exactly.
        let width = 53, height = 37
        var random = SeededGenerator(state: 0x5EED)
        let colors = (0..<200).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &random) }
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        var frames: [Image] = []
        for index in 0..<24 {
            switch index {
            case 5: break  // unchanged
            case 9: pixels[0] = colors[0]
            case 10: pixels[width * height - 1] = colors[1]
            case 11: pixels[width - 1] = colors[2]; pixels[(height - 1) * width] = colors[3]
            case 15: pixels = pixels.map { _ in colors[4] }  // a whole-canvas change
            default:
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let x = Int.random(in: 0..<width, using: &random), y = Int.random(in: 0..<height, using: &random)
                    let w = Int.random(in: 1...(width - x), using: &random), h = Int.random(in: 1...(height - y), using: &random)
                    // A premultiplied half-transparent grey: composited over white, not stored as is.
                    let color = index % 4 == 3 ? 0x8030_3030 : colors[Int.random(in: 0..<colors.count, using: &random)]
                    for py in y..<y + h { for px in x..<x + w { pixels[py * width + px] = color } }
                }
            }
            frames.append(try Image(width: width, height: height, premultipliedARGB: pixels))
        }
        let gif = try decodeGIF(try AnimatedGIF.encode(frames: frames, frameDuration: 0.04))
        #expect(gif.frames.count == frames.count)
        #expect(gif.frames.allSatisfy { $0.disposalMode == DISPOSE_DO_NOT })
        #expect(gif.frames[9].imageRect == [0, 0, 1, 1])
        #expect(gif.frames[10].imageRect == [width - 1, height - 1, 1, 1])
        #expect(gif.frames[11].imageRect == [0, 0, width, height])
        for (index, (decoded, original)) in zip(gif.frames, frames).enumerated() {
            // 0x80303030 over white: 0x30 + 127 = 0xAF per channel.
            let expected = original.premultipliedARGB.map { $0 == 0x8030_3030 ? 0xAF_AFAF : $0 & 0xFF_FFFF }
            #expect(decoded.rgb == expected, "frame \(index)")
        }
    }

    @Test func richChangedRectangleIsQuantisedAlone() throws {
        // The gradient has 287 colours, so its rectangle is quantised; the rest of the canvas
        // keeps the previous frame's exact pixels.
        let gradient = try linearGradientImage(width: 320, height: 8).premultipliedARGB
        let width = 360, height = 20
        let white = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        var painted = white
        for y in 0..<8 { for x in 0..<320 { painted[(y + 5) * width + x + 17] = gradient[y * 320 + x] } }
        let frames = [try Image(width: width, height: height, premultipliedARGB: white),
                      try Image(width: width, height: height, premultipliedARGB: painted)]
        let gif = try decodeGIF(try AnimatedGIF.encode(frames: frames, frameDuration: 0.1))
        #expect(gif.frames[1].imageRect == [17, 5, 320, 8])
        #expect(Set(gradient).count > 256)  // really needs quantising
        #expect(gif.frames[1].colorCount <= 256)
        let original = painted.map { $0 & 0xFF_FFFF }
        let errors = channelErrors(original, gif.frames[1].rgb)
        #expect(errors.worst <= 6, "worst channel error \(errors.worst)")
        for y in 0..<height {
            for x in 0..<width where !(5..<13).contains(y) || !(17..<337).contains(x) {
                #expect(gif.frames[1].rgb[y * width + x] == 0xFF_FFFF)
            }
        }
    }

    @Test func unchangedFramesKeepTheirDelayAndTheTotalDuration() throws {
        let a = try squaresImage(width: 30, height: 20, size: 4, at: [(3, 3)])
        let b = try squaresImage(width: 30, height: 20, size: 4, at: [(9, 3)])
        let frames = [a, a, b, b, b, a]
        let gif = try decodeGIF(try AnimatedGIF.encode(frames: frames, frameDuration: 0.07))
        // Every frame is written, each with its own delay: 6 × 7 hundredths.
        #expect(gif.frames.map(\.delay) == [7, 7, 7, 7, 7, 7])
        #expect(gif.frames.map(\.delay).reduce(0, +) == 42)
        // Repeats are the smallest image there is: one pixel, rewritten with its own colour.
        for index in [1, 3, 4] {
            #expect(gif.frames[index].imageRect == [0, 0, 1, 1], "frame \(index)")
            #expect(gif.frames[index].rgb == gif.frames[index - 1].rgb, "frame \(index)")
        }
        #expect(gif.frames[5].imageRect == [3, 3, 10, 4])
        for (decoded, original) in zip(gif.frames, frames) {
            #expect(decoded.rgb == original.premultipliedARGB.map { $0 & 0xFF_FFFF })
        }
    }

    @Test func movingSquareIsMuchSmallerThanWholeFrames() throws {
        let frames = try movingSquareFrames()
        let data = try AnimatedGIF.encode(frames: frames, frameDuration: 1.0 / 30)
        // Each frame encoded alone is what storing whole frames costs (plus a header each). Whole
        // frames came to 95% of this sum (17,511 of 18,468 bytes); changed rectangles to 17%.
        let wholeFrames = try frames.map { try AnimatedGIF.encode(frames: [$0], frameDuration: 1.0 / 30).count }
            .reduce(0, +)
        #expect(data.count * 5 < wholeFrames, "\(data.count) bytes, whole frames \(wholeFrames) bytes")
        let gif = try decodeGIF(data)
        #expect(gif.frames.count == 30)
        #expect(gif.frames.dropFirst().allSatisfy { $0.imageWidth * $0.imageHeight <= 32 * 27 })
        for (index, (decoded, original)) in zip(gif.frames, frames).enumerated() {
            #expect(decoded.rgb == original.premultipliedARGB.map { $0 & 0xFF_FFFF }, "frame \(index)")
        }
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
