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
    /// rectangles `damage` (pixels; nil for all of it).
    func receive(surface: OpaquePointer, damage: [Rect]?, scale: Double) -> Update {
        let u = update(surface, damage: damage, scale: scale)
        lastUpdate = u
        observer?(u)
        return u
    }

    private func update(_ surface: OpaquePointer, damage: [Rect]?, scale: Double) -> Update {
        frameCount += 1
        if surface != self.surface || bitmap?.scale != scale {
            guard let b = Bitmap(sharing: surface, scale: scale) else { return .unchanged }
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
        return .damaged(b, rects)
    }

    /// Lets the surface go (the engine's window is going).
    func reset() {
        bitmap = nil
        surface = nil
    }
}
