import RKGeometry

extension Image {
    /// The part of the image inside `rect`, in pixels (made integral and clipped to the
    /// image), at the same scale (CGImage.cropping(to:)); nil when nothing of it is inside.
    public func cropped(to rect: Rect) -> Image? {
        guard rect.isFinite else { return nil }
        let r = rect.integral.intersection(Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)))
        guard !r.isNull, r.width >= 1, r.height >= 1,
              let bitmap = try? Bitmap(pixelWidth: Int(r.width), pixelHeight: Int(r.height), scale: scale) else { return nil }
        let canvas = Canvas(bitmap: bitmap)
        // Canvas units are points: the whole image drawn offset, one image pixel per pixel.
        let k = 1 / scale
        canvas.draw(self, in: Rect(x: -r.minX * k, y: -r.minY * k, width: Double(pixelWidth) * k,
                                   height: Double(pixelHeight) * k), interpolation: .none)
        return bitmap.makeImage()
    }
}
