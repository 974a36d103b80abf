import CRKCairo
import Foundation
import RKGeometry
import RKSnapshotTesting
import Testing
@testable import RKGraphics

private func alpha(_ b: Bitmap, _ x: Int, _ y: Int) -> Int { Int(b.pixel(x: x, y: y)! >> 24) }

private func totalAlpha(_ b: Bitmap) -> Int {
    var s = 0
    for y in 0..<b.pixelHeight { for x in 0..<b.pixelWidth { s += alpha(b, x, y) } }
    return s
}

private func hex(_ p: UInt32?) -> String { p.map { "0x" + String($0, radix: 16, uppercase: true) } ?? "nil" }

private func fullLimit(_ b: Bitmap) -> Rect { Rect(x: 0, y: 0, width: Double(b.pixelWidth), height: Double(b.pixelHeight)) }

/// The shadow mask of a filled rectangle painted alone in black onto a fresh bitmap.
private func shadowOnly(of rect: Rect, radius: Double, offset: Size = .zero, size: Int, scale: Double = 1) -> Bitmap {
    let b = try! Bitmap(pixelWidth: size, pixelHeight: size, scale: scale)
    let c = Canvas(bitmap: b)
    let shadow = Shadow(color: .black, offset: offset, radius: radius)
    let mask = ShadowMask.make(canvas: c, shadow: shadow, bounds: rect, deviceLimit: fullLimit(b)) { $0.fill(rect, with: .black) }
    mask?.paint(on: c, color: .black)
    return b
}

@Suite struct ShadowTests {
    // MARK: Geometry

    @Test func defaults() {
        let s = Shadow()
        #expect(s.color == Color(white: 0, alpha: 1))
        #expect(s.offset == Size(width: 0, height: -3))
        #expect(s.radius == 3)
    }

    @Test func blurExtentIsThreeSigma() {
        #expect(Shadow(radius: 4).blurExtent == 6)
        #expect(Shadow(radius: 0).blurExtent == 0)
        #expect(Shadow(radius: -2).blurExtent == 0)
        #expect(Shadow(radius: .nan).blurExtent == 0)
        #expect(Shadow(radius: .infinity).blurExtent == 0)
    }

    @Test func boundsCoverOffsetAndBlur() {
        let s = Shadow(color: .black, offset: Size(width: 2, height: 3), radius: 4)
        #expect(s.bounds(for: Rect(x: 0, y: 0, width: 10, height: 10)) == Rect(x: -5, y: -4, width: 24, height: 24))
        let sharp = Shadow(color: .black, offset: .zero, radius: 0)
        #expect(sharp.bounds(for: Rect(x: 0, y: 0, width: 10, height: 10)) == Rect(x: -1, y: -1, width: 12, height: 12))
    }

    // MARK: Drawing

    @Test func sharpShadowIsOffsetBeneathTheDrawing() {
        let b = try! Bitmap(pixelWidth: 100, pixelHeight: 100)
        let c = Canvas(bitmap: b)
        let rect = Rect(x: 20, y: 20, width: 30, height: 30)
        c.drawWithShadow(Shadow(color: .black, offset: Size(width: 10, height: 10), radius: 0), bounds: rect) {
            $0.fill(rect, with: .red)
        }
        #expect(b.pixel(x: 20, y: 20) == 0xFFFF_0000)
        #expect(b.pixel(x: 45, y: 45) == 0xFFFF_0000, "the drawing is on top of its shadow")
        #expect(b.pixel(x: 55, y: 55) == 0xFF00_0000)
        #expect(b.pixel(x: 59, y: 59) == 0xFF00_0000)
        #expect(b.pixel(x: 30, y: 55) == 0xFF00_0000)
        #expect(b.pixel(x: 60, y: 60) == 0)
        #expect(b.pixel(x: 29, y: 55) == 0)
        #expect(b.pixel(x: 19, y: 19) == 0)
    }

    @Test func zeroRadiusLeavesTheShapeSharp() {
        let b = shadowOnly(of: Rect(x: 10, y: 10, width: 20, height: 20), radius: 0, size: 40)
        for i in 10..<30 {
            #expect(alpha(b, i, 10) == 255 && alpha(b, i, 29) == 255 && alpha(b, 10, i) == 255 && alpha(b, 29, i) == 255)
            #expect(alpha(b, i, 9) == 0 && alpha(b, i, 30) == 0 && alpha(b, 9, i) == 0 && alpha(b, 30, i) == 0)
        }
    }

    @Test func offsetIsInPoints() {
        let b = try! Bitmap(pixelWidth: 80, pixelHeight: 80, scale: 2)
        let c = Canvas(bitmap: b)
        let rect = Rect(x: 5, y: 5, width: 10, height: 10)
        c.drawWithShadow(Shadow(color: .blue, offset: Size(width: 5, height: -3), radius: 0), bounds: rect) {
            $0.fill(rect, with: .red)
        }
        // Shape: pixels 10..<30. Shadow: x 20..<40, y 4..<24.
        #expect(b.pixel(x: 35, y: 5) == 0xFF00_00FF)
        #expect(b.pixel(x: 39, y: 23) == 0xFF00_00FF)
        #expect(b.pixel(x: 40, y: 10) == 0)
        #expect(b.pixel(x: 35, y: 24) == 0)
        #expect(b.pixel(x: 15, y: 15) == 0xFFFF_0000)
    }

    @Test func shadowColorAlpha() {
        let b = try! Bitmap(pixelWidth: 40, pixelHeight: 40)
        let c = Canvas(bitmap: b)
        let rect = Rect(x: 5, y: 5, width: 10, height: 10)
        c.drawWithShadow(Shadow(color: Color(red: 0, green: 0, blue: 1, alpha: 0.5), offset: Size(width: 20, height: 0), radius: 0),
                         bounds: rect) { $0.fill(rect, with: .red) }
        let p = b.pixel(x: 30, y: 10)!
        #expect(abs(Int(p >> 24) - 128) <= 1 && abs(Int(p & 0xFF) - 128) <= 1 && (p >> 8) & 0xFFFF == 0, "\(hex(p))")
    }

    @Test func shadowTakesTheAlphaOfTheDrawing() {
        let b = try! Bitmap(pixelWidth: 40, pixelHeight: 40)
        let c = Canvas(bitmap: b)
        let rect = Rect(x: 5, y: 5, width: 10, height: 10)
        c.drawWithShadow(Shadow(color: .black, offset: Size(width: 20, height: 0), radius: 0), bounds: rect) {
            $0.fill(rect, with: Color(red: 1, green: 0, blue: 0, alpha: 0.25))
        }
        #expect(abs(alpha(b, 30, 10) - 64) <= 1)
    }

    @Test func clearShadowDrawsOnlyTheBody() {
        let b = try! Bitmap(pixelWidth: 40, pixelHeight: 40)
        let c = Canvas(bitmap: b)
        let rect = Rect(x: 5, y: 5, width: 10, height: 10)
        var calls = 0
        c.drawWithShadow(Shadow(color: .clear, offset: Size(width: 20, height: 0), radius: 3), bounds: rect) {
            calls += 1
            $0.fill(rect, with: .red)
        }
        #expect(calls == 1)
        #expect(b.pixel(x: 10, y: 10) == 0xFFFF_0000)
        #expect(totalAlpha(b) == 100 * 255)
    }

    @Test func invalidBoundsOrRadiusStillDrawTheBody() {
        for (bounds, radius) in [(Rect.zero, 3.0), (Rect.null, 3.0), (Rect(x: 0, y: 0, width: 10, height: 10), Double.nan),
                                 (Rect(x: .nan, y: 0, width: 10, height: 10), 3.0)] {
            let b = try! Bitmap(pixelWidth: 40, pixelHeight: 40)
            let c = Canvas(bitmap: b)
            c.drawWithShadow(Shadow(color: .black, offset: Size(width: 20, height: 0), radius: radius), bounds: bounds) {
                $0.fill(Rect(x: 5, y: 5, width: 10, height: 10), with: .red)
            }
            #expect(totalAlpha(b) == 100 * 255, "bounds \(bounds) radius \(radius)")
        }
    }

    // MARK: Blur

    @Test(arguments: [3.0, 10.0])
    func blurredShadowKeepsItsAlphaMass(_ radius: Double) {
        let rect = Rect(x: 30, y: 30, width: 40, height: 40)
        let sharp = totalAlpha(shadowOnly(of: rect, radius: 0, size: 200, scale: 2))
        let blurred = totalAlpha(shadowOnly(of: rect, radius: radius, size: 200, scale: 2))
        #expect(sharp == 80 * 80 * 255)
        #expect(abs(Double(blurred - sharp)) / Double(sharp) < 0.02, "mass \(sharp) -> \(blurred)")
    }

    @Test func blurredShadowIsSymmetric() {
        let b = shadowOnly(of: Rect(x: 20, y: 20, width: 20, height: 20), radius: 8, size: 60)
        for y in 0..<60 {
            for x in 0..<60 {
                #expect(alpha(b, x, y) == alpha(b, 59 - x, y))
                #expect(alpha(b, x, y) == alpha(b, x, 59 - y))
            }
        }
    }

    @Test func largerRadiusSpreadsFurther() {
        // A 40-point square; measure 6 points outside its right edge, on its middle row.
        let rect = Rect(x: 30, y: 30, width: 40, height: 40)
        let r2 = shadowOnly(of: rect, radius: 2, size: 100)
        let r10 = shadowOnly(of: rect, radius: 10, size: 100)
        #expect(alpha(r2, 76, 50) == 0, "radius 2: \(alpha(r2, 76, 50))")
        #expect(alpha(r10, 76, 50) > 15, "radius 10: \(alpha(r10, 76, 50))")
        // Inside, the wider blur has lost more.
        #expect(alpha(r10, 68, 50) < alpha(r2, 68, 50))
        // Both are about half at the edge.
        #expect(abs(alpha(r2, 70, 50) - 128) < 50 && abs(alpha(r10, 70, 50) - 128) < 50)
    }

    @Test func blurReachIsBoundedByThreeSigma() {
        // Radius 10 at scale 1: sigma 5, nothing beyond 3 sigma plus the rounding pixel.
        let b = shadowOnly(of: Rect(x: 40, y: 40, width: 20, height: 20), radius: 10, size: 100)
        let reach = Int(Shadow(radius: 10).blurExtent) + 1
        for x in (60 + reach)..<100 { #expect(alpha(b, x, 50) == 0, "x \(x)") }
        #expect(alpha(b, 62, 50) > 0)
    }

    @Test func shadowDoesNotDependOnTheClip() {
        let rect = Rect(x: 20, y: 20, width: 30, height: 30)
        let shadow = Shadow(color: .black, offset: Size(width: 4, height: 6), radius: 6)
        func render(clip: Rect?) -> Bitmap {
            let b = try! Bitmap(pixelWidth: 80, pixelHeight: 80)
            let c = Canvas(bitmap: b)
            if let clip { c.clip(to: clip) }
            c.drawWithShadow(shadow, bounds: rect) { $0.fill(rect, with: .red) }
            return b
        }
        let full = render(clip: nil)
        let clip = Rect(x: 45, y: 45, width: 20, height: 20)
        let part = render(clip: clip)
        for y in 45..<65 { for x in 45..<65 { #expect(full.pixel(x: x, y: y) == part.pixel(x: x, y: y), "(\(x), \(y))") } }
        #expect(part.pixel(x: 30, y: 30) == 0)
    }

    @Test func shadowOfAShapeOffscreenCanFallOnscreen() {
        let b = try! Bitmap(pixelWidth: 100, pixelHeight: 40)
        let c = Canvas(bitmap: b)
        let left = Rect(x: -50, y: 10, width: 40, height: 20), right = Rect(x: 110, y: 10, width: 40, height: 20)
        c.drawWithShadow(Shadow(color: .black, offset: Size(width: 60, height: 0), radius: 0), bounds: left) { $0.fill(left, with: .red) }
        c.drawWithShadow(Shadow(color: .black, offset: Size(width: -60, height: 0), radius: 0), bounds: right) { $0.fill(right, with: .red) }
        #expect(alpha(b, 10, 20) == 255)
        #expect(alpha(b, 49, 20) == 255)
        #expect(alpha(b, 50, 20) == 255)
        #expect(alpha(b, 89, 20) == 255)
        #expect(alpha(b, 90, 20) == 0)
        #expect(alpha(b, 9, 20) == 0)
    }

    @Test func shadowFollowsTheTransform() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = try! Bitmap(pixelWidth: 60, pixelHeight: 60)
        let c = Canvas(bitmap: b)
        c.translate(x: 20, y: 20)
        c.drawWithShadow(Shadow(color: .black, offset: Size(width: 15, height: 0), radius: 0), bounds: rect) {
            $0.fill(rect, with: .red)
        }
        #expect(b.pixel(x: 20, y: 20) == 0xFFFF_0000)
        #expect(b.pixel(x: 35, y: 20) == 0xFF00_0000)
        #expect(b.pixel(x: 44, y: 29) == 0xFF00_0000)
        #expect(b.pixel(x: 45, y: 20) == 0)
    }

    @Test func shadowInsideATransparencyLayer() {
        let rect = Rect(x: 10, y: 10, width: 20, height: 20)
        let shadow = Shadow(color: .black, offset: Size(width: 5, height: 5), radius: 4)
        let plain = try! Bitmap(pixelWidth: 50, pixelHeight: 50)
        Canvas(bitmap: plain).drawWithShadow(shadow, bounds: rect) { $0.fill(rect, with: .red) }
        let grouped = try! Bitmap(pixelWidth: 50, pixelHeight: 50)
        let c = Canvas(bitmap: grouped)
        c.beginTransparencyLayer()
        c.drawWithShadow(shadow, bounds: rect) { $0.fill(rect, with: .red) }
        c.endTransparencyLayer()
        for y in 0..<50 { for x in 0..<50 { #expect(plain.pixel(x: x, y: y) == grouped.pixel(x: x, y: y), "(\(x), \(y))") } }
    }

    // MARK: Mask limits

    @Test func hugeBoundsWithASmallLimitStaySmall() {
        let b = try! Bitmap(pixelWidth: 100, pixelHeight: 100)
        let c = Canvas(bitmap: b)
        let huge = Rect(x: -50_000, y: -50_000, width: 100_000, height: 100_000)
        let shadow = Shadow(color: .black, offset: Size(width: 3, height: 3), radius: 10)
        let clock = ContinuousClock()
        var mask: ShadowMask?
        let elapsed = clock.measure {
            mask = ShadowMask.make(canvas: c, shadow: shadow, bounds: huge, deviceLimit: fullLimit(b)) { $0.fill(huge, with: .black) }
        }
        #expect(elapsed < .seconds(1), "took \(elapsed)")
        let m = try! #require(mask)
        let w = Int(cairo_image_surface_get_width(m.surface)), h = Int(cairo_image_surface_get_height(m.surface))
        // The limit plus the blur's reach and the offset on each side: 100 + 2 * (16 + 3) and change.
        #expect(w <= 150 && h <= 150, "mask \(w)x\(h)")
        m.paint(on: c, color: .black)
        #expect(alpha(b, 50, 50) == 255, "the whole bitmap is inside the shape")
        #expect(alpha(b, 0, 0) == 255)
    }

    @Test func hugeBoundsWithAHugeLimitAreRefused() {
        let b = try! Bitmap(pixelWidth: 10, pixelHeight: 10)
        let c = Canvas(bitmap: b)
        let huge = Rect(x: 0, y: 0, width: 100_000, height: 100_000)
        let clock = ContinuousClock()
        var mask: ShadowMask?
        var drawn = false
        let elapsed = clock.measure {
            mask = ShadowMask.make(canvas: c, shadow: Shadow(radius: 3), bounds: huge, deviceLimit: huge) { _ in drawn = true }
        }
        #expect(mask == nil)
        #expect(!drawn)
        #expect(elapsed < .seconds(1))
    }

    @Test func hugeRadiusDoesNotAllocateAbsurdly() {
        let b = try! Bitmap(pixelWidth: 50, pixelHeight: 50)
        let c = Canvas(bitmap: b)
        let rect = Rect(x: 10, y: 10, width: 20, height: 20)
        for radius in [1e6, 1e12, 1e300] {
            c.drawWithShadow(Shadow(color: .black, offset: .zero, radius: radius), bounds: rect) { $0.fill(rect, with: .red) }
        }
        #expect(b.pixel(x: 20, y: 20) == 0xFFFF_0000)
    }

    @Test func maskOriginIncludesTheOffset() {
        let b = try! Bitmap(pixelWidth: 100, pixelHeight: 100, scale: 2)
        let c = Canvas(bitmap: b)
        let rect = Rect(x: 10, y: 10, width: 10, height: 10)
        let m = try! #require(ShadowMask.make(canvas: c, shadow: Shadow(color: .black, offset: Size(width: 3, height: -2), radius: 0),
                                              bounds: rect, deviceLimit: fullLimit(b)) { $0.fill(rect, with: .black) })
        // Device bounds (20, 20, 20, 20) grown by the one-pixel margin, then moved by the offset in pixels.
        #expect(m.origin == Point(x: 19 + 6, y: 19 - 4))
    }
}
