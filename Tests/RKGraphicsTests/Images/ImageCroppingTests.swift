import RKGeometry
import Testing

@testable import RKGraphics

@Suite struct ImageCroppingTests {
    /// A 10 × 6 image whose pixel (x, y) is 0xFF000000 | y << 8 | x.
    func numbered(scale: Double = 1) throws -> Image {
        var px = [UInt32](repeating: 0, count: 60)
        for y in 0..<6 { for x in 0..<10 { px[y * 10 + x] = 0xFF00_0000 | UInt32(y) << 8 | UInt32(x) } }
        return try Image(width: 10, height: 6, premultipliedARGB: px, scale: scale)
    }

    @Test(arguments: [1.0, 2.0])
    func cropsExactPixels(scale: Double) throws {
        let img = try numbered(scale: scale)
        let c = try #require(img.cropped(to: Rect(x: 3, y: 2, width: 4, height: 3)))
        #expect(c.pixelWidth == 4 && c.pixelHeight == 3 && c.scale == scale)
        for y in 0..<3 {
            for x in 0..<4 {
                #expect(c.pixel(x: x, y: y) == 0xFF00_0000 | UInt32(y + 2) << 8 | UInt32(x + 3))
            }
        }
    }

    @Test func clipsToTheImageAndRefusesEmptyRects() throws {
        let img = try numbered()
        let c = try #require(img.cropped(to: Rect(x: 8, y: -3, width: 10, height: 5)))
        #expect(c.pixelWidth == 2 && c.pixelHeight == 2 && c.pixel(x: 0, y: 0) == 0xFF00_0008)
        #expect(img.cropped(to: Rect(x: 20, y: 0, width: 4, height: 4)) == nil)
        #expect(img.cropped(to: Rect(x: 0, y: 0, width: Double.nan, height: 4)) == nil)
    }
}
