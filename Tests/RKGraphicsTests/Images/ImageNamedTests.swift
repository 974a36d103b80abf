import Foundation
import RKGeometry
import Testing

@testable import RKGraphics

@Suite struct ImageNamedTests {
    /// The copied fixtures folder, as a bundle of resources.
    var bundle: Bundle { Bundle(url: Bundle.module.url(forResource: "Resources", withExtension: nil)!)! }

    @Test func picksTheVariantForTheScreenScale() throws {
        let one = try #require(Image.named("dot", in: bundle, scale: 1))
        #expect(one.scale == 1 && one.pixelWidth == 10)
        let two = try #require(Image.named("dot", in: bundle, scale: 2))
        #expect(two.scale == 2 && two.pixelWidth == 20 && two.size == Size(width: 10, height: 10))
        // No @3x and nothing larger: the next smaller variant (2x) is used.
        let three = try #require(Image.named("dot", in: bundle, scale: 3))
        #expect(three.scale == 2)
        // Only a @3x exists: it serves a 1x screen too, with its scale.
        let only = try #require(Image.named("only", in: bundle, scale: 1))
        #expect(only.scale == 3 && only.size == Size(width: 4.0 / 3, height: 4.0 / 3))
        #expect(Image.named("dot", in: bundle, scale: 2) === two)  // cached
    }

    @Test func extensionsAndMissingOrBrokenFiles() {
        #expect(Image.named("photo", in: bundle)?.pixelWidth == 12)
        #expect(Image.named("photo.jpg", in: bundle)?.pixelHeight == 8)
        #expect(Image.named("nothing", in: bundle) == nil)
        #expect(Image.named("", in: bundle) == nil)
        #expect(Image.named("broken", in: bundle) == nil)
        #expect(Image.named("dot", in: bundle, scale: .nan)?.scale == 1)
        #expect(Image.named("dot", in: bundle, scale: 1e300)?.scale == 2)
    }

    @Test func rendererDrawsAtItsScale() throws {
        let r = try ImageRenderer(size: Size(width: 10, height: 5), scale: 2)
        let img = r.image { c in c.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: .red) }
        #expect(img.pixelWidth == 20 && img.pixelHeight == 10 && img.scale == 2)
        #expect(img.pixel(x: 2, y: 2) == 0xFFFF_0000)
        #expect(img.pixel(x: 15, y: 2) == 0)
        let opaque = try ImageRenderer(size: Size(width: 2, height: 2), opaque: true).image { _ in }
        #expect(opaque.pixel(x: 1, y: 1) == 0xFFFF_FFFF)
        #expect(throws: Bitmap.BitmapError.self) { try ImageRenderer(size: Size(width: 0, height: 5)) }
        #expect(throws: Bitmap.BitmapError.self) { try ImageRenderer(size: Size(width: .nan, height: 5)) }
        #expect(throws: Bitmap.BitmapError.self) { try ImageRenderer(size: Size(width: 1e9, height: 5)) }
    }
}
