import CRKGif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Animated GIF export through giflib (libgif): giflib writes the file structure and does the
// LZW compression and the median-cut colour quantisation (`GifQuantizeBuffer`); this file only
// composites the frames, finds the rectangle each one changes, indexes it and sequences them.
//
// The write callback is a capture-free `@convention(c)` closure that reaches the output buffer
// through `GifFileType.UserData` (the `userPtr` given to `EGifOpen`). Every giflib allocation
// (the file handle, colour maps) is released on every path, errors included.

/// Why ``AnimatedGIF`` could not encode or write an animation.
public enum AnimatedGIFError: Error, Equatable, Hashable, Sendable {
    /// No frames were given: a GIF needs at least one image.
    case noFrames

    /// The frame at `index` is `width`×`height` pixels, unlike the first frame
    /// (`expectedWidth`×`expectedHeight`). Every frame must have the same pixel size.
    case mismatchedFrameSize(index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)

    /// giflib reported an error. `code` is giflib's `E_GIF_ERR_*` / `D_GIF_ERR_*` number and
    /// `message` its text (from `GifErrorString`), meant for logs, not for matching.
    case giflib(code: Int, message: String)

    /// The file could not be written (see ``AnimatedGIF/write(frames:frameDuration:to:loops:background:)``).
    /// The associated value describes the failure.
    case ioError(String)
}

/// Exports a sequence of ``Image`` frames as an animated GIF (GIF89a).
///
/// GIF stores at most 256 colours per image and only 1-bit transparency, so each frame is
/// first composited over an opaque background colour, then reduced to a palette.
///
/// Only the first frame covers the whole canvas. Every later frame stores just the smallest
/// rectangle enclosing the pixels that differ from the previous frame (compared after
/// compositing), with the disposal mode "do not dispose", so a decoder keeps showing the rest of
/// the previous frame. Animated UI usually changes a small part of the screen per frame, so this
/// makes files many times smaller than whole frames would, and the 256-colour limit applies to
/// the changed rectangle rather than to the whole frame. A frame identical to the previous one
/// is still written, as a 1×1 rectangle that repeats the pixel already shown: the frame count
/// and every frame's delay, hence the total duration, stay exactly as given.
///
/// Each stored rectangle gets its own (local) colour map, built from its pixels only:
///
/// - A rectangle with at most 256 distinct colours is stored exactly, with no loss.
/// - Otherwise giflib's median-cut quantiser (`GifQuantizeBuffer`) picks at most 256 colours;
///   each palette entry is then set to the exact mean of the pixels mapped to it, which removes
///   the darkening bias of giflib's 5-bit colour buckets.
///
/// Changes are found by comparing the original composited frames, not what a decoder shows, so
/// a quantised rectangle does not make every following frame look changed, and quantisation
/// errors do not accumulate: each pixel shows the palette colour chosen for it by the last frame
/// that changed it.
public enum AnimatedGIF {
    /// The shortest frame delay written, in hundredths of a second. Browsers treat delays
    /// below 2 (20 ms) as 10 (100 ms), so shorter durations are raised to this.
    public static let minimumDelayHundredths = 2

    /// The longest frame delay a GIF can express, in hundredths of a second (655.35 s).
    public static let maximumDelayHundredths = 65_535

    /// Encodes frames as an animated GIF file.
    ///
    /// Frames are shown in order, each for `frameDuration`. Pixels are composited over
    /// `background` (source-over, from the premultiplied pixels), because GIF has no partial
    /// transparency; the result is fully opaque. After the first frame, only the rectangle that
    /// changed since the previous frame is stored (see ``AnimatedGIF``); a frame identical to the
    /// previous one is stored as a 1×1 rectangle so that its delay is kept. When every frame has
    /// at most 256 distinct colours after compositing, every frame decodes exactly; a changed
    /// rectangle with more colours is quantised. The images' ``Image/scale`` is not recorded.
    ///
    /// - Parameters:
    ///   - frames: The frames, all with the same ``Image/pixelWidth`` and ``Image/pixelHeight``.
    ///   - frameDuration: How long each frame is shown, in seconds. It is rounded to hundredths
    ///     of a second and kept within ``minimumDelayHundredths`` (also used for zero, negative
    ///     and NaN durations) and ``maximumDelayHundredths``.
    ///   - loops: `true` to repeat forever (a `NETSCAPE2.0` application extension with a loop
    ///     count of 0); `false` to play once.
    ///   - background: The colour translucent pixels are composited over. Its alpha is ignored
    ///     (it is treated as opaque), and a pattern colour contributes only its solid
    ///     components.
    /// - Returns: The GIF file's bytes, starting with `GIF89a`.
    /// - Throws: ``AnimatedGIFError/noFrames`` for an empty `frames`,
    ///   ``AnimatedGIFError/mismatchedFrameSize(index:width:height:expectedWidth:expectedHeight:)``
    ///   when a frame's size differs from the first one's, and ``AnimatedGIFError/giflib(code:message:)``
    ///   when giflib fails (out of memory).
    public static func encode(frames: [Image], frameDuration: Double, loops: Bool = true,
                              background: Color = .white) throws(AnimatedGIFError) -> Data {
        guard let first = frames.first else { throw .noFrames }
        let width = first.pixelWidth, height = first.pixelHeight
        for (index, frame) in frames.enumerated() where frame.pixelWidth != width || frame.pixelHeight != height {
            throw .mismatchedFrameSize(index: index, width: frame.pixelWidth, height: frame.pixelHeight,
                                       expectedWidth: width, expectedHeight: height)
        }
        let delay = delayHundredths(forDuration: frameDuration)
        let backgroundRGB = (red: channelByte(background.red), green: channelByte(background.green),
                             blue: channelByte(background.blue))

        var output = Data()
        let failure: AnimatedGIFError? = withUnsafeMutablePointer(to: &output) { outputPointer in
            var openError: Int32 = 0
            guard let gif = EGifOpen(outputPointer, { gif, bytes, length in
                guard let gif, let buffer = gif.pointee.UserData else { return 0 }
                if length > 0, let bytes {
                    buffer.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
                }
                return length
            }, &openError) else {
                return giflibError(openError)
            }
            var failure = writeAnimation(gif, frames: frames, width: width, height: height, delay: delay,
                                         loops: loops, background: backgroundRGB)
            // Writes the trailer and frees the handle and its colour map, even after an error.
            var closeError: Int32 = 0
            if EGifCloseFile(gif, &closeError) == GIF_ERROR, failure == nil {
                failure = giflibError(closeError)
            }
            return failure
        }
        if let failure { throw failure }
        return output
    }

    /// Encodes frames as an animated GIF (see ``encode(frames:frameDuration:loops:background:)``)
    /// and writes it to a file, creating missing parent folders. An existing file is replaced.
    ///
    /// - Parameters:
    ///   - frames: The frames, all of the same pixel size.
    ///   - frameDuration: How long each frame is shown, in seconds.
    ///   - path: The file to write, conventionally ending in `.gif`.
    ///   - loops: `true` to repeat forever; `false` to play once.
    ///   - background: The colour translucent pixels are composited over.
    /// - Throws: Any error ``encode(frames:frameDuration:loops:background:)`` throws, and
    ///   ``AnimatedGIFError/ioError(_:)`` when the folder or file cannot be created.
    public static func write(frames: [Image], frameDuration: Double, to path: String, loops: Bool = true,
                             background: Color = .white) throws(AnimatedGIFError) {
        guard !path.isEmpty else { throw .ioError("empty path") }
        let data = try encode(frames: frames, frameDuration: frameDuration, loops: loops, background: background)
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw .ioError("\(path): \(error)")
        }
    }

    // MARK: - Implementation

    /// The frame delay for a duration in seconds, in hundredths, clamped to what GIF and
    /// browsers honour.
    static func delayHundredths(forDuration seconds: Double) -> Int {
        if seconds.isNaN { return minimumDelayHundredths }
        let hundredths = (seconds * 100).rounded()
        return Int(Swift.min(Swift.max(hundredths, Double(minimumDelayHundredths)), Double(maximumDelayHundredths)))
    }

    private static func channelByte(_ value: Double) -> UInt32 {
        UInt32((Swift.min(Swift.max(value.isNaN ? 0 : value, 0), 1) * 255).rounded())
    }

    private static func giflibError(_ code: Int32) -> AnimatedGIFError {
        let message = GifErrorString(code).map { String(cString: $0) } ?? "unknown giflib error"
        return .giflib(code: Int(code), message: message)
    }

    private static let netscapeApplicationID = Array("NETSCAPE2.0".utf8)

    /// Writes the screen descriptor, the loop extension and every frame. Returns the first
    /// error; the caller closes the file either way.
    private static func writeAnimation(_ gif: UnsafeMutablePointer<GifFileType>, frames: [Image],
                                       width: Int, height: Int, delay: Int, loops: Bool,
                                       background: (red: UInt32, green: UInt32, blue: UInt32)) -> AnimatedGIFError? {
        func lastError() -> AnimatedGIFError { giflibError(gif.pointee.Error) }

        // Graphic control extensions are a GIF89a feature; set the version before the header.
        EGifSetGifVersion(gif, true)
        guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else { return lastError() }

        if loops {
            // NETSCAPE2.0 application extension: sub-block 1 holds the loop count (0: forever).
            var loopBlock: [UInt8] = [1, 0, 0]
            guard EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
                  EGifPutExtensionBlock(gif, Int32(netscapeApplicationID.count), netscapeApplicationID) == GIF_OK,
                  EGifPutExtensionBlock(gif, Int32(loopBlock.count), &loopBlock) == GIF_OK,
                  EGifPutExtensionTrailer(gif) == GIF_OK else { return lastError() }
        }

        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(delay), TransparentColor: NO_TRANSPARENT_COLOR)
        var controlBytes = [GifByteType](repeating: 0, count: 4)
        let controlLength = EGifGCBToExtension(&control, &controlBytes)

        let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
        var previous: [UInt32]? = nil
        for frame in frames {
            let rgb = compositedRGB(frame, background: background)
            let rect: PixelRect
            if let previous {
                // An unchanged frame still needs an image to carry its delay; rewriting one pixel
                // with the colour it already has is the smallest image that changes nothing.
                rect = changedBounds(from: previous, to: rgb, width: width, height: height)
                    ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
            } else {
                // Decoders start from an unspecified background, so the first frame must cover it all.
                rect = canvas
            }
            previous = rgb
            let pixels = rect == canvas ? rgb : crop(rgb, canvasWidth: width, to: rect)
            guard var indexed = indexedFrame(pixels, width: rect.width, height: rect.height) else {
                return .giflib(code: Int(E_GIF_ERR_NOT_ENOUGH_MEM), message: "colour quantisation failed")
            }
            guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(controlLength), controlBytes) == GIF_OK else {
                return lastError()
            }
            // GifMakeMapObject needs a power-of-two size (at least 2): pad with black.
            var mapSize = 2
            while mapSize < indexed.palette.count { mapSize *= 2 }
            indexed.palette += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0),
                                     count: mapSize - indexed.palette.count)
            guard let colorMap = GifMakeMapObject(Int32(mapSize), indexed.palette) else {
                return .giflib(code: Int(E_GIF_ERR_NOT_ENOUGH_MEM), message: "Failed to allocate required memory")
            }
            // EGifPutImageDesc copies the map.
            defer { GifFreeMapObject(colorMap) }
            guard EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height),
                                   false, colorMap) == GIF_OK else {
                return lastError()
            }
            // EGifPutLine accepts any run of the image's remaining pixels, so the whole
            // rectangle goes in one call (at most 32767² pixels, within Int32).
            guard EGifPutLine(gif, &indexed.indices, Int32(indexed.indices.count)) == GIF_OK else {
                return lastError()
            }
        }
        return nil
    }

    /// A rectangle of the canvas in pixels, as a GIF image descriptor places an image.
    struct PixelRect: Equatable, Sendable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// Pixels reduced to palette indices (row-major) and at most 256 palette colours.
    struct IndexedFrame {
        var palette: [GifColorType]
        var indices: [GifPixelType]
    }

    /// A frame composited over the opaque background, as 0xRRGGBB pixels (row-major): the
    /// values that are compared between frames and indexed.
    static func compositedRGB(_ frame: Image, background: (red: UInt32, green: UInt32, blue: UInt32)) -> [UInt32] {
        let pixels = frame.premultipliedARGB
        // premultipliedARGB is empty when Cairo cannot expose the surface's data; the canvas must
        // still have one value per pixel, so such pixels read as transparent (the background).
        let backgroundRGB = background.red << 16 | background.green << 8 | background.blue
        var rgb = [UInt32](repeating: backgroundRGB, count: frame.pixelWidth * frame.pixelHeight)
        // Source-over with premultiplied colour: c + (1 - α)·background. The result is opaque
        // and needs no division by α (c ≤ α, so it stays within 0...255).
        for i in 0..<Swift.min(rgb.count, pixels.count) {
            let p = pixels[i]
            let a = p >> 24
            if a == 0xFF {
                rgb[i] = p & 0xFF_FFFF
            } else {
                let t = 255 - a
                let r = (p >> 16 & 0xFF) + (t * background.red + 127) / 255
                let g = (p >> 8 & 0xFF) + (t * background.green + 127) / 255
                let b = (p & 0xFF) + (t * background.blue + 127) / 255
                rgb[i] = r << 16 | g << 8 | b
            }
        }
        return rgb
    }

    /// The smallest rectangle enclosing every pixel that differs between two canvases of
    /// `width`×`height` pixels; nil when they are identical.
    static func changedBounds(from previous: [UInt32], to current: [UInt32], width: Int, height: Int) -> PixelRect? {
        var minX = width, maxX = -1, minY = height, maxY = -1
        for y in 0..<height {
            let row = y * width
            var first = 0
            while first < width, previous[row + first] == current[row + first] { first += 1 }
            guard first < width else { continue }
            // Scanning back from the right end stops at the last change, at the latest at `first`.
            var last = width - 1
            while previous[row + last] == current[row + last] { last -= 1 }
            minX = Swift.min(minX, first)
            maxX = Swift.max(maxX, last)
            if minY == height { minY = y }
            maxY = y
        }
        guard maxY >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The pixels of `rect` (row-major) from a canvas `canvasWidth` pixels wide.
    static func crop(_ rgb: [UInt32], canvasWidth: Int, to rect: PixelRect) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(rect.width * rect.height)
        for y in rect.y..<rect.y + rect.height {
            let start = y * canvasWidth + rect.x
            out += rgb[start..<start + rect.width]
        }
        return out
    }

    /// Indexes `width`×`height` 0xRRGGBB pixels (a whole frame or a changed rectangle): exactly
    /// when they have at most 256 colours, otherwise through giflib's quantiser. Nil only if
    /// quantisation fails.
    static func indexedFrame(_ rgb: [UInt32], width: Int, height: Int) -> IndexedFrame? {
        if let exact = exactlyIndexed(rgb) { return exact }
        return quantized(rgb, width: width, height: height)
    }

    /// Indexes 0xRRGGBB pixels without loss when there are at most 256 distinct colours.
    private static func exactlyIndexed(_ rgb: [UInt32]) -> IndexedFrame? {
        var slots: [UInt32: GifPixelType] = [:]
        var palette: [GifColorType] = []
        var indices = [GifPixelType](repeating: 0, count: rgb.count)
        var lastColor: UInt32? = nil, lastIndex: GifPixelType = 0
        for i in 0..<rgb.count {
            let c = rgb[i]
            if c != lastColor {
                if let slot = slots[c] {
                    lastIndex = slot
                } else {
                    guard palette.count < 256 else { return nil }
                    lastIndex = GifPixelType(palette.count)
                    slots[c] = lastIndex
                    palette.append(GifColorType(Red: GifByteType(c >> 16), Green: GifByteType(c >> 8 & 0xFF),
                                                Blue: GifByteType(c & 0xFF)))
                }
                lastColor = c
            }
            indices[i] = lastIndex
        }
        return IndexedFrame(palette: palette, indices: indices)
    }

    /// Quantises 0xRRGGBB pixels to at most 256 colours with giflib's median cut, then replaces
    /// each palette colour by the mean of the pixels giflib mapped to it (giflib's own colours
    /// are built from channels truncated to 5 bits, so 255 would come back as 248).
    private static func quantized(_ rgb: [UInt32], width: Int, height: Int) -> IndexedFrame? {
        let count = rgb.count
        var red = [GifByteType](repeating: 0, count: count)
        var green = red, blue = red
        for i in 0..<count {
            red[i] = GifByteType(rgb[i] >> 16)
            green[i] = GifByteType(rgb[i] >> 8 & 0xFF)
            blue[i] = GifByteType(rgb[i] & 0xFF)
        }
        var indices = [GifPixelType](repeating: 0, count: count)
        var palette = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: 256)
        var paletteSize: Int32 = 256
        guard GifQuantizeBuffer(UInt32(width), UInt32(height), &paletteSize, &red, &green, &blue,
                                &indices, &palette) == GIF_OK else { return nil }

        var sums = [(red: Int, green: Int, blue: Int, count: Int)](repeating: (0, 0, 0, 0), count: 256)
        var used = 0
        for i in 0..<count {
            let slot = Int(indices[i])
            sums[slot].red += Int(red[i])
            sums[slot].green += Int(green[i])
            sums[slot].blue += Int(blue[i])
            sums[slot].count += 1
            used = Swift.max(used, slot + 1)
        }
        for slot in 0..<used where sums[slot].count > 0 {
            let s = sums[slot], half = s.count / 2
            palette[slot] = GifColorType(Red: GifByteType((s.red + half) / s.count),
                                         Green: GifByteType((s.green + half) / s.count),
                                         Blue: GifByteType((s.blue + half) / s.count))
        }
        return IndexedFrame(palette: Array(palette.prefix(Swift.max(used, 1))), indices: indices)
    }
}
