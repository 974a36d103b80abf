import RKGeometry
import RKGraphics

extension Layer {
    /// Shows pixels that a producer outside the layer tree writes into `bitmap` (a web engine's
    /// shared-memory frames, a video decoder), without copying them.
    ///
    /// Call it once to show the bitmap, then after each write with the rectangles written, in
    /// the bitmap's pixels (nil: all of it). The next frame repaints only the parts of the
    /// window those rectangles cover, when the layer shows the whole bitmap (a unit
    /// `contentsRect` and `contentsCenter`) under an affine transform; otherwise the whole
    /// layer. Write the pixels on the main actor, between frames, through
    /// ``/RKGraphics/Bitmap/withPixels(_:)``.
    public func setExternalContents(_ bitmap: Bitmap, damaged rects: [Rect]? = nil) {
        let image = bitmap.liveImage
        guard properties.contents === image else {
            // A new buffer (or the first): the whole layer changes.
            contents = image
            contentsDamage = nil
            return
        }
        let full = Rect(x: 0, y: 0, width: Double(bitmap.pixelWidth), height: Double(bitmap.pixelHeight))
        let written = (rects ?? [full]).compactMap { r -> Rect? in
            guard r.isFinite else { return nil }
            let c = r.standardized.intersection(full)
            return c.isNull || c.width <= 0 || c.height <= 0 ? nil : c
        }
        guard !written.isEmpty else { return }
        var all = (contentsDamage ?? []) + written
        if all.count > 8 { all = [Rect.bounding(all.flatMap { [Point(x: $0.minX, y: $0.minY), Point(x: $0.maxX, y: $0.maxY)] })] }
        contentsDamage = all
        displayVersion &+= 1
        markSubtreeChanged()
    }
}
