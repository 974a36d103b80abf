import Foundation
import RKGeometry
import RKGraphics

/// Keeps the last frame the engine sent in one bitmap that the web view's layer shows, and
/// writes only what changed.
///
/// WPE's shared-memory frames carry no damage (backend-fdo 1.14 hands over whole buffers, and
/// the engine alternates between several of them), so the damage is found here: rows that
/// differ from the bitmap's, and within each run of such rows the columns that differ. Only
/// those spans are copied, and only their rectangles are repainted by the compositor: a
/// blinking caret costs a few hundred pixels, not the page.
@MainActor
final class WebFrameReceiver {
    /// The bitmap the layer shows; replaced when the frame's pixel size changes.
    private(set) var bitmap: Bitmap?
    /// How many frames arrived, and how many changed nothing.
    private(set) var frameCount = 0
    private(set) var unchangedFrameCount = 0
    /// What the last frame changed (the tests check the damage).
    private(set) var lastUpdate: Update?

    /// What a frame changed.
    enum Update {
        /// A new bitmap (the first frame, or a new size): show it whole.
        case newBitmap(Bitmap)
        /// These rectangles of the bitmap changed (pixels).
        case damaged(Bitmap, [Rect])
        /// Nothing changed.
        case unchanged
    }

    /// Takes a frame of `width` × `height` pixels, rows `stride` bytes apart; `hasAlpha` false
    /// means the fourth byte is padding (XRGB) and the pixels are opaque.
    func receive(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, hasAlpha: Bool, scale: Double) -> Update {
        let u = update(pixels, width: width, height: height, stride: stride, hasAlpha: hasAlpha, scale: scale)
        lastUpdate = u
        return u
    }

    private func update(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, hasAlpha: Bool, scale: Double) -> Update
    {
        frameCount += 1
        guard width > 0, height > 0, stride >= width * 4 else { return .unchanged }
        var isNew = false
        if bitmap == nil || bitmap!.pixelWidth != width || bitmap!.pixelHeight != height || bitmap!.scale != scale {
            guard let b = try? Bitmap(pixelWidth: width, pixelHeight: height, scale: scale) else { return .unchanged }
            bitmap = b
            isNew = true
        }
        let target = bitmap!
        let rects = target.withPixels { base, dstStride in
            Self.copyChanges(
                from: pixels, stride: stride, to: base, stride: dstStride, width: width, height: height, hasAlpha: hasAlpha)
        }
        if isNew { return .newBitmap(target) }
        if rects.isEmpty {
            unchangedFrameCount += 1
            return .unchanged
        }
        return .damaged(target, rects)
    }

    /// Copies the rows and columns of `src` that differ from `dst` and returns their bounds,
    /// one rectangle per run of changed rows.
    static func copyChanges(
        from src: UnsafeRawPointer, stride srcStride: Int, to dst: UnsafeMutableRawPointer, stride dstStride: Int,
        width: Int, height: Int, hasAlpha: Bool
    ) -> [Rect] {
        var rects: [Rect] = []
        var band: (y0: Int, x0: Int, x1: Int)?
        let rowBytes = width * 4
        // XRGB rows are made opaque in a scratch row before they are compared.
        let scratch = hasAlpha ? nil : UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { scratch?.deallocate() }
        func close(at y: Int) {
            if let b = band {
                rects.append(Rect(x: Double(b.x0), y: Double(b.y0), width: Double(b.x1 - b.x0), height: Double(y - b.y0)))
                band = nil
            }
        }
        for y in 0..<height {
            var s = src + y * srcStride
            if let scratch {
                let words = s.assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { scratch[x] = words[x] | 0xFF00_0000 }
                s = UnsafeRawPointer(scratch)
            }
            let d = dst + y * dstStride
            if memcmp(s, d, rowBytes) == 0 {
                close(at: y)
                continue
            }
            let sw = s.assumingMemoryBound(to: UInt32.self)
            let dw = d.assumingMemoryBound(to: UInt32.self)
            var x0 = 0
            while sw[x0] == dw[x0] { x0 += 1 }
            var x1 = width - 1
            while sw[x1] == dw[x1] { x1 -= 1 }
            memcpy(d + x0 * 4, s + x0 * 4, (x1 - x0 + 1) * 4)
            if let b = band {
                band = (b.y0, Swift.min(b.x0, x0), Swift.max(b.x1, x1 + 1))
            } else {
                band = (y, x0, x1 + 1)
            }
        }
        close(at: height)
        return rects
    }
}
