import Foundation
import RKGeometry
import RKGraphics

/// Hands the engine's frames to the web view's layer without copying them.
///
/// The engine draws into the image surface of its GTK offscreen window (client memory on the
/// private Broadway display), and the window reports each frame's damage as exact rectangles.
/// The layer shows that surface itself, through a bitmap that shares its pixels, and the damage
/// becomes the layer's: the compositor repaints only those rectangles, straight from the
/// engine's memory. The surface is held until the next one replaces it (a resize), so the
/// layer never shows freed memory.
@MainActor
final class WebFrameReceiver {
    /// The bitmap the layer shows: the engine's current surface.
    private(set) var bitmap: Bitmap?
    /// The surface ``bitmap`` shares.
    private var surface: OpaquePointer?
    /// Whether ``bitmap`` shows the frames as opaque.
    private(set) var isOpaque = false
    /// How many frames arrived, and how many changed nothing.
    private(set) var frameCount = 0
    private(set) var unchangedFrameCount = 0
    /// What the last frame changed (the tests check the damage).
    private(set) var lastUpdate: Update?
    /// Hears every frame's update, not only a turn's last (the tests check each frame's damage).
    var observer: ((Update) -> Void)?

    /// What a frame changed.
    enum Update {
        /// A new bitmap (the first frame, or a new surface after a resize): show it whole.
        case newBitmap(Bitmap)
        /// These rectangles of the bitmap changed (pixels).
        case damaged(Bitmap, [Rect])
        /// Nothing changed.
        case unchanged
    }

    /// Takes a frame the engine drew into `surface` (a Cairo image surface), which changed the
    /// rectangles `damage` (pixels; nil for all of it). `opaque` says that the engine paints
    /// opaque pixels (its background color is opaque): once a frame of the surface has been
    /// seen opaque everywhere, the layer shows the frames as an opaque image, copied to the
    /// window with nothing drawn under it. A new surface starts transparent, and the engine's
    /// first frame in it can leave parts of it so (a page still loading), which must show what
    /// is under the view rather than black.
    func receive(surface: OpaquePointer, damage: [Rect]?, scale: Double, opaque: Bool = false) -> Update {
        let u = update(surface, damage: damage, scale: scale, opaque: opaque)
        lastUpdate = u
        observer?(u)
        return u
    }

    private func update(_ surface: OpaquePointer, damage: [Rect]?, scale: Double, opaque: Bool) -> Update {
        frameCount += 1
        if surface != self.surface || bitmap?.scale != scale {
            guard var b = Bitmap(sharing: surface, scale: scale) else { return .unchanged }
            isOpaque = opaque && Self.everyPixelIsOpaque(b)
            if isOpaque, let o = Bitmap(sharing: surface, scale: scale, opaque: true) { b = o }
            bitmap = b
            self.surface = surface
            return .newBitmap(b)
        }
        guard let b = bitmap else { return .unchanged }
        let full = Rect(x: 0, y: 0, width: Double(b.pixelWidth), height: Double(b.pixelHeight))
        let rects = (damage ?? [full]).compactMap { r -> Rect? in
            let c = r.intersection(full)
            return c.isNull || c.width <= 0 || c.height <= 0 ? nil : c
        }
        if rects.isEmpty {
            unchangedFrameCount += 1
            return .unchanged
        }
        // Until a frame is seen opaque everywhere, each is looked at whole (one read of the
        // surface a frame, while the first page paints); the background turned translucent
        // ends it at once.
        if opaque != isOpaque, !opaque || Self.everyPixelIsOpaque(b),
           let changed = Bitmap(sharing: surface, scale: scale, opaque: opaque) {
            bitmap = changed
            isOpaque = opaque
            return .newBitmap(changed)
        }
        return .damaged(b, rects)
    }

    /// Whether every pixel of `bitmap` has alpha 255.
    static func everyPixelIsOpaque(_ bitmap: Bitmap) -> Bool {
        bitmap.withPixels { base, stride in
            for y in 0..<bitmap.pixelHeight {
                let row = UnsafeBufferPointer(start: (base + y * stride).assumingMemoryBound(to: UInt32.self), count: bitmap.pixelWidth)
                if row.reduce(0xFFFF_FFFF, &) >> 24 != 0xFF { return false }
            }
            return true
        }
    }

    /// Lets the surface go (the engine's window is going).
    func reset() {
        bitmap = nil
        surface = nil
        isOpaque = false
    }
}
