#if canImport(Glibc)
import Glibc
#endif
import RecipeKit

/// A generated picture held twice with the same pixels: as a RecipeKit `Image` (layer contents)
/// and as a Cairo surface of our own (for the hand-written Cairo path).
struct BenchImage {
    let image: Image
    let surface: CairoSurface

    init(width: Int, height: Int, scale: Double = 1, pixel: (Int, Int) -> UInt32) {
        var px = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { px[y * width + x] = pixel(x, y) }
        }
        image = try! Image(width: width, height: height, premultipliedARGB: px, scale: scale)
        surface = CairoSurface(width: width, height: height, premultipliedARGB: px)
    }

    /// An opaque "photo": a diagonal two-color gradient with soft stripes, seeded by `seed`.
    static func photo(width: Int, height: Int, seed: Int) -> BenchImage {
        let h0 = Double(seed % 12) / 12
        let (r0, g0, b0) = hueColor(h0)
        let (r1, g1, b1) = hueColor((h0 + 0.35).truncatingRemainder(dividingBy: 1))
        return BenchImage(width: width, height: height) { x, y in
            let t = (Double(x) / Double(width) + Double(y) / Double(height)) / 2
            let stripe = 0.85 + 0.15 * sin(Double(x + 2 * y + seed * 7) * 0.15)
            func ch(_ a: Double, _ b: Double) -> UInt32 {
                UInt32(max(0, min(255, ((a * (1 - t) + b * t) * stripe * 255).rounded())))
            }
            return 0xFF00_0000 | ch(r0, r1) << 16 | ch(g0, g1) << 8 | ch(b0, b1)
        }
    }

    /// A round icon with an antialiased edge on a transparent background (premultiplied),
    /// `side` pixels square at `scale` pixels per point.
    static func icon(side: Int, scale: Double, seed: Int) -> BenchImage {
        let (r, g, b) = hueColor(Double((seed * 5) % 12) / 12)
        let c = Double(side) / 2, radius = Double(side) / 2 - 1
        return BenchImage(width: side, height: side, scale: scale) { x, y in
            let dx = Double(x) + 0.5 - c, dy = Double(y) + 0.5 - c
            let d = (dx * dx + dy * dy).squareRoot()
            let coverage = max(0, min(1, radius - d + 0.5))
            // A lighter inner ring makes the scaled-down icon show filtering differences.
            let shade = d < radius * 0.55 ? 1.0 : 0.75
            let a = coverage
            func ch(_ v: Double) -> UInt32 { UInt32((v * shade * a * 255).rounded()) }
            return UInt32((a * 255).rounded()) << 24 | ch(r) << 16 | ch(g) << 8 | ch(b)
        }
    }

    /// A fully saturated color of hue `h` (0...1).
    static func hueColor(_ h: Double) -> (Double, Double, Double) {
        let k = { (n: Double) -> Double in
            let v = (n + h * 6).truncatingRemainder(dividingBy: 6)
            return 1 - max(0, min(v, 4 - v, 1))
        }
        // Softened towards white so the scene looks like a UI, not a test card.
        return (0.35 + 0.6 * k(5), 0.35 + 0.6 * k(3), 0.35 + 0.6 * k(1))
    }
}
