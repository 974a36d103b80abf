import RKGeometry
import Testing
@testable import RKGraphics

/// The canvas copies an opaque image placed pixel on pixel straight into the target's memory;
/// what it draws must be what Cairo draws, and anything else must take Cairo's path.
@Suite struct CanvasOpaqueCopyTests {
    static let w = 40, h = 30

    /// An RGB24 image over a bitmap whose top bytes are not 255 (RGB24 leaves them undefined,
    /// and the engine's surfaces are read that way), and an ARGB32 image of the same colors,
    /// which Cairo alone draws.
    static func images() -> (rgb24: Image, argb32: Image) {
        let shared = try! Bitmap(pixelWidth: w, pixelHeight: h)
        shared.withPixels { base, stride in
            for y in 0..<h {
                let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { row[x] = 0x1200_0000 | color(x, y) }
            }
        }
        let rgb = Bitmap(sharing: shared.surface, opaque: true)!.liveImage
        var opaque: [UInt32] = []
        shared.withPixels { base, stride in
            for y in 0..<h {
                let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { opaque.append(row[x] | 0xFF00_0000) }
            }
        }
        return (rgb, try! Image(width: w, height: h, premultipliedARGB: opaque))
    }

    /// The image's color at (`x`, `y`), without alpha.
    static func color(_ x: Int, _ y: Int) -> UInt32 { UInt32(truncatingIfNeeded: (x &* 7919) ^ (y &* 104_729)) & 0xFF_FFFF }

    /// A target filled with translucent green, so that a pixel left alone or blended shows.
    static func target(_ width: Int = 100, _ height: Int = 80, scale: Double = 1) -> (Bitmap, Canvas) {
        let b = try! Bitmap(pixelWidth: width, pixelHeight: height, scale: scale)
        let c = Canvas(bitmap: b)
        c.paint(Color(red: 0, green: 1, blue: 0, alpha: 0.5))
        return (b, c)
    }

    /// The first pixel where two renders differ, with both values (a short failure message).
    static func firstDifference(_ a: [UInt32], _ b: [UInt32]) -> String? {
        guard a.count == b.count else { return "\(a.count) pixels against \(b.count)" }
        guard let i = a.indices.first(where: { a[$0] != b[$0] }) else { return nil }
        return "pixel \(i): 0x\(String(a[i], radix: 16)) against 0x\(String(b[i], radix: 16))"
    }

    static func pixels(_ b: Bitmap) -> [UInt32] {
        var all: [UInt32] = []
        for y in 0..<b.pixelHeight { for x in 0..<b.pixelWidth { all.append(b.pixel(x: x, y: y)!) } }
        return all
    }

    /// Draws each image with `setUp` applied first, and gives both targets' pixels and whether
    /// the RGB24 draw was a copy.
    static func drawBoth(width: Int = 100, height: Int = 80, scale: Double = 1, in rect: Rect,
                         _ setUp: (Canvas) -> Void) -> (copy: [UInt32], cairo: [UInt32], copied: Bool) {
        let (rgb, argb) = images()
        let (a, ca) = target(width, height, scale: scale)
        setUp(ca)
        let copied = ca.copyOpaquePixels(rgb, in: rect)
        if !copied { ca.draw(rgb, in: rect) }
        let (b, cb) = target(width, height, scale: scale)
        setUp(cb)
        cb.draw(argb, in: rect)
        return (pixels(a), pixels(b), copied)
    }

    @Test func aCopyInsideTwoClipRectanglesIsWhatCairoDraws() {
        let (copy, cairo, copied) = Self.drawBoth(in: Rect(x: 20, y: 10, width: 40, height: 30)) { c in
            c.translate(x: 3, y: 4)
            var p = Path(rect: Rect(x: 0, y: 0, width: 30, height: 20))
            p.append(Path(rect: Rect(x: 45, y: 30, width: 50, height: 40)))
            c.clip(to: p)
        }
        #expect(copied)
        #expect(Self.firstDifference(copy, cairo) == nil)
        // Inside the clip and the image: the image's color, opaque; outside: the green.
        #expect(copy[16 * 100 + 25] == 0xFF00_0000 | Self.color(2, 2))
        #expect(copy[0] >> 24 != 0xFF)
    }

    @Test func aCopyCutByTheTargetsEdgesIsWhatCairoDraws() {
        let (copy, cairo, copied) = Self.drawBoth(width: 50, height: 35, in: Rect(x: 25, y: 20, width: 40, height: 30)) { c in
            c.clip(to: Rect(x: -10, y: -10, width: 200, height: 200))
        }
        #expect(copied)
        #expect(Self.firstDifference(copy, cairo) == nil)
    }

    @Test func aCopyIntoATransparencyLayerIsWhatCairoDraws() {
        let (rgb, argb) = Self.images()
        var results: [[UInt32]] = []
        var copies: [Bool] = []
        for image in [rgb, argb] {
            let (b, c) = Self.target()
            c.clip(to: Rect(x: 10, y: 10, width: 50, height: 50))
            c.beginTransparencyLayer()
            copies.append(c.copyOpaquePixels(image, in: Rect(x: 5, y: 7, width: 40, height: 30)))
            c.draw(image, in: Rect(x: 5, y: 7, width: 40, height: 30))
            c.endTransparencyLayer(opacity: 1)
            results.append(Self.pixels(b))
        }
        #expect(copies == [true, false])
        #expect(Self.firstDifference(results[0], results[1]) == nil)
    }

    @Test func whatIsNotAWholePixelCopyIsLeftToCairo() {
        let rect = Rect(x: 20, y: 10, width: 40, height: 30)
        // A fractional offset, a clip off the pixel grid, a rounded clip, a scaled canvas, a
        // stretched image.
        let cases: [(String, Double, Rect, (Canvas) -> Void)] = [
            ("half-pixel offset", 1, rect, { $0.translate(x: 0.5, y: 0) }),
            ("clip off the grid", 1, rect, { $0.clip(to: Rect(x: 10.25, y: 10, width: 30, height: 30)) }),
            ("rounded clip", 1, rect, { $0.clip(to: Path(roundedRect: Rect(x: 15, y: 5, width: 50, height: 40), cornerRadius: 8)) }),
            ("scale 2", 2, rect, { _ in }),
            ("stretched", 1, Rect(x: 20, y: 10, width: 80, height: 30), { _ in }),
        ]
        for (name, scale, r, setUp) in cases {
            let (copy, cairo, copied) = Self.drawBoth(scale: scale, in: r, setUp)
            #expect(!copied, "\(name)")
            // Cairo draws both: the same colors, RGB24 or ARGB32.
            #expect(Self.firstDifference(copy, cairo) == nil, "\(name)")
        }
    }

    @Test func translucentImagesAndDrawsAreLeftToCairo() {
        let (_, argb) = Self.images()
        let (_, c) = Self.target()
        #expect(!c.copyOpaquePixels(argb, in: Rect(x: 0, y: 0, width: 40, height: 30)))
        let (rgb, _) = Self.images()
        let (a, ca) = Self.target()
        ca.draw(rgb, in: Rect(x: 0, y: 0, width: 40, height: 30), opacity: 0.5)
        // Half the image over the green: never the image's own opaque color.
        #expect(a.pixel(x: 1, y: 1)! >> 24 != 0xFF)
    }
}
