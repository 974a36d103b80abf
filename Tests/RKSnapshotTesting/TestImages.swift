import RKGeometry
import RKGraphics

/// Images generated for tests, so no binary fixtures are needed beyond snapshot references.
public enum TestImages {
    /// A "photo": a diagonal gradient with a white disc, a dark square and colored corner marks,
    /// so orientation, scaling and sampling errors are all visible.
    public static func photo(width: Int = 120, height: Int = 90, scale: Double = 1) -> Image {
        let bitmap = try! Bitmap(pixelWidth: width, pixelHeight: height, scale: scale)
        let c = Canvas(bitmap: bitmap)
        let w = Double(width) / scale, h = Double(height) / scale
        c.fill(Path(rect: Rect(x: 0, y: 0, width: w, height: h)),
               with: .linear([Color(red: 0.1, green: 0.4, blue: 0.9), Color(red: 0.95, green: 0.6, blue: 0.1)],
                             from: .zero, to: Point(x: w, y: h)))
        c.fill(Path(ellipseIn: Rect(x: w * 0.55, y: h * 0.15, width: w * 0.3, height: w * 0.3)), with: Color(white: 1, alpha: 0.9))
        c.fill(Rect(x: w * 0.12, y: h * 0.5, width: w * 0.25, height: h * 0.3), with: Color(white: 0.1))
        let m = min(w, h) * 0.12
        c.fill(Rect(x: 0, y: 0, width: m, height: m), with: .red)
        c.fill(Rect(x: w - m, y: 0, width: m, height: m), with: .green)
        c.fill(Rect(x: 0, y: h - m, width: m, height: m), with: .blue)
        c.fill(Rect(x: w - m, y: h - m, width: m, height: m), with: .yellow)
        return bitmap.makeImage()
    }

    /// A small two-tone checker tile, for pattern colors.
    public static func checker(size: Int = 8, a: Color = Color(white: 0.85), b: Color = Color(red: 0.6, green: 0.2, blue: 0.2)) -> Image {
        let bitmap = try! Bitmap(pixelWidth: size * 2, pixelHeight: size * 2)
        let c = Canvas(bitmap: bitmap)
        let s = Double(size)
        c.fill(Rect(x: 0, y: 0, width: 2 * s, height: 2 * s), with: a)
        c.fill(Rect(x: 0, y: 0, width: s, height: s), with: b)
        c.fill(Rect(x: s, y: s, width: s, height: s), with: b)
        return bitmap.makeImage()
    }
}
