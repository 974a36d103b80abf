import Foundation
@testable import RKGraphics
import Testing

@Suite struct ImageThumbnailTests {
    /// A picture with a left half red and a right half blue, encoded as JPEG or PNG.
    static func halves(width: Int, height: Int, jpeg: Bool) throws -> Data {
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { pixels[y * width + x] = x < width / 2 ? 0xFFFF_0000 : 0xFF00_00FF } }
        let image = try Image(width: width, height: height, premultipliedARGB: pixels)
        return jpeg ? try image.jpegData(quality: 95) : try image.pngData()
    }

    @Test(arguments: [true, false])
    func thumbnailHasTheRequestedLongerSide(jpeg: Bool) throws {
        let data = try Self.halves(width: 800, height: 400, jpeg: jpeg)
        let thumb = try Image.thumbnail(data: data, maxPixelSize: 100)
        #expect(thumb.pixelWidth == 100)
        #expect(thumb.pixelHeight == 50)
        // The halves survive the reduction.
        let left = try #require(thumb.pixel(x: 10, y: 25)), right = try #require(thumb.pixel(x: 90, y: 25))
        #expect((left >> 16) & 0xFF > 200 && left & 0xFF < 60)
        #expect(right & 0xFF > 200 && (right >> 16) & 0xFF < 60)
    }

    @Test func aSmallPictureIsNotEnlarged() throws {
        let data = try Self.halves(width: 40, height: 40, jpeg: true)
        let thumb = try Image.thumbnail(data: data, maxPixelSize: 100)
        #expect(thumb.pixelWidth == 40 && thumb.pixelHeight == 40)
    }

    @Test func jpegScalingPicksTheSmallestFactorThatKeepsTheSize() {
        // 4000 px to at least 300: 1/8 gives 500, the smallest that still reaches 300.
        let (w, h) = Image.scaledJPEGSize(width: 4000, height: 2000, longerSideAtLeast: 300)
        #expect(w == 500 && h == 250)
        // 400 to at least 300: only 7/8 (350) or 3/4 (300) qualify; 3/4 is smaller.
        let (w2, _) = Image.scaledJPEGSize(width: 400, height: 400, longerSideAtLeast: 300)
        #expect(w2 == 300)
        // Already small enough: the full size.
        let (w3, _) = Image.scaledJPEGSize(width: 200, height: 100, longerSideAtLeast: 300)
        #expect(w3 == 200)
    }

    @Test func aPictureOverTheLimitsFailsFromItsHeader() throws {
        let data = try Self.halves(width: 300, height: 300, jpeg: true)
        #expect(throws: ImageError.tooLarge(width: 300, height: 300)) {
            try Image.thumbnail(data: data, maxPixelSize: 50, limits: DecodingLimits(maxDimension: 200))
        }
    }

    @Test func truncatedArtThrows() throws {
        let data = try Self.halves(width: 300, height: 300, jpeg: true)
        #expect(throws: ImageError.self) { try Image.thumbnail(data: data.prefix(data.count / 2), maxPixelSize: 50) }
    }
}
