import Foundation
import Geometry
import Graphics
import Layers

/// Renders a layer tree without a window: frames become images or PNG files. Scripted input
/// and a virtual clock join it as the event and animation engines arrive.
@MainActor
public final class HeadlessHost {
    /// The frame size in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    /// The layer drawn into each frame.
    public let rootLayer: Layer
    /// The compositor; it keeps the previous frame to repaint only what changed.
    public let compositor = Compositor()
    /// The frame buffer.
    public let bitmap: Bitmap

    /// A host for a frame of `size` points at `scale`.
    /// - Throws: ``Bitmap/BitmapError`` when the size is empty or too large.
    public init(size: Size, scale: Double = 1, backgroundColor: Color = .white) throws {
        self.size = size
        self.scale = scale
        bitmap = try Bitmap(size: size, scale: scale)
        rootLayer = Layer()
        rootLayer.frame = Rect(size: size)
        rootLayer.contentsScale = scale
        compositor.backgroundColor = backgroundColor
    }

    /// Renders the next frame, repainting only what changed, and returns the repainted area.
    @discardableResult
    public func renderFrame() -> Damage {
        compositor.update(rootLayer, into: bitmap)
    }

    /// Renders the next frame and returns it as an image.
    public func snapshot() -> Image {
        renderFrame()
        return bitmap.makeImage()
    }

    /// Renders the next frame and writes it as a PNG file, creating folders as needed.
    public func writePNG(to path: String) throws {
        let data = try snapshot().pngData()
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
