import RKGeometry

/// Draws an image with a ``Canvas`` (UIGraphicsImageRenderer): the canvas covers `size`
/// points, at `scale` pixels per point, starting transparent (or white when `opaque`).
///
/// ```swift
/// let renderer = try ImageRenderer(size: Size(width: 40, height: 40), scale: 2)
/// let dot = renderer.image { canvas in
///     canvas.fill(Path(ellipseIn: Rect(x: 4, y: 4, width: 32, height: 32)), with: .systemBlue)
/// }
/// ```
public struct ImageRenderer: Sendable {
    /// The size of the images drawn, in points.
    public let size: Size
    /// Pixels per point of the images drawn.
    public let scale: Double
    /// True when each canvas starts filled with white rather than transparent.
    public let opaque: Bool

    /// A renderer for images of `size` points.
    /// - Throws: ``Bitmap/BitmapError/invalidSize(width:height:)`` when the size is empty, not
    ///   finite, or larger than ``Bitmap/maximumSide`` pixels on a side.
    public init(size: Size, scale: Double = 1, opaque: Bool = false) throws(Bitmap.BitmapError) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let w = size.width * s, h = size.height * s
        guard w.isFinite, h.isFinite, w > 0, h > 0, w.rounded(.up) <= Double(Bitmap.maximumSide),
              h.rounded(.up) <= Double(Bitmap.maximumSide) else {
            throw .invalidSize(width: w.isFinite ? Int(w.rounded(.up)) : -1, height: h.isFinite ? Int(h.rounded(.up)) : -1)
        }
        self.size = size
        self.scale = s
        self.opaque = opaque
    }

    /// Runs `actions` on a fresh canvas and returns what it drew.
    public func image(_ actions: (Canvas) throws -> Void) rethrows -> Image {
        // The size was checked when the renderer was made.
        let bitmap = try! Bitmap(size: size, scale: scale)
        let canvas = Canvas(bitmap: bitmap)
        if opaque { canvas.fill(Rect(size: size), with: .white) }
        try actions(canvas)
        return bitmap.makeImage()
    }
}
