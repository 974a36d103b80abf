import RKGeometry
import RKSnapshotTesting
import Testing
@testable import RKGraphics

private func hex(_ p: UInt32?) -> String { p.map { "0x" + String($0, radix: 16, uppercase: true) } ?? "nil" }

/// An opaque image whose every pixel differs: red grows with x, green with y.
private func distinctImage(width: Int = 12, height: Int = 8, scale: Double = 1) -> Image {
    var px: [UInt32] = []
    for y in 0..<height {
        for x in 0..<width { px.append(0xFF00_0040 | UInt32(x * 255 / width) << 16 | UInt32(y * 255 / height) << 8) }
    }
    return try! Image(width: width, height: height, premultipliedARGB: px, scale: scale)
}

/// An opaque image with one color per column range: the caps vary, the center is `center`.
private func cappedImage(width: Int, height: Int, left: Int, right: Int, center: (Int) -> UInt32) -> Image {
    var px: [UInt32] = []
    for y in 0..<height {
        for x in 0..<width {
            if x < left || x >= width - right {
                px.append(0xFF00_0000 | UInt32(40 + x * 15) << 16 | UInt32(30 + y * 20) << 8 | 0x20)
            } else {
                px.append(center(x))
            }
        }
    }
    return try! Image(width: width, height: height, premultipliedARGB: px)
}

private func render(_ s: StretchableImage, width: Int, height: Int, scale: Double = 1) -> Bitmap {
    let b = try! Bitmap(pixelWidth: width, pixelHeight: height, scale: scale)
    s.draw(in: Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale), on: Canvas(bitmap: b))
    return b
}

@Suite struct StretchableImageTests {
    // MARK: Caps

    @Test(arguments: [(20, 8), (33, 20), (64, 31), (12, 8)])
    func capsKeepTheirPixels(_ size: (Int, Int)) {
        let (w, h) = size
        let image = distinctImage()
        let s = StretchableImage(image: image, capInsets: EdgeInsets(top: 2, left: 3, bottom: 2, right: 4))
        let b = render(s, width: w, height: h)
        // Corners: unscaled copies of the image's corners.
        for y in 0..<2 {
            for x in 0..<3 {
                #expect(b.pixel(x: x, y: y) == image.pixel(x: x, y: y), "top-left (\(x), \(y))")
                #expect(b.pixel(x: x, y: h - 2 + y) == image.pixel(x: x, y: 6 + y), "bottom-left (\(x), \(y))")
            }
            for x in 0..<4 {
                #expect(b.pixel(x: w - 4 + x, y: y) == image.pixel(x: 8 + x, y: y), "top-right (\(x), \(y))")
                #expect(b.pixel(x: w - 4 + x, y: h - 2 + y) == image.pixel(x: 8 + x, y: 6 + y), "bottom-right (\(x), \(y))")
            }
        }
        // Cap columns keep their pixels in every row when the height is unchanged.
        if h == 8 {
            for y in 0..<8 {
                for x in 0..<3 { #expect(b.pixel(x: x, y: y) == image.pixel(x: x, y: y), "left cap (\(x), \(y)) at width \(w)") }
                for x in 0..<4 {
                    #expect(b.pixel(x: w - 4 + x, y: y) == image.pixel(x: 8 + x, y: y), "right cap (\(x), \(y)) at width \(w)")
                }
            }
        }
    }

    @Test(arguments: [30, 47])
    func capsKeepTheirPixelsAtScaleTwo(_ widthPoints: Int) {
        // 24x16 pixels at scale 2 = 12x8 points; caps of 3 and 4 points are 6 and 8 pixels.
        let image = distinctImage(width: 24, height: 16, scale: 2)
        let s = StretchableImage(image: image, capInsets: EdgeInsets(top: 0, left: 3, bottom: 0, right: 4))
        let w = widthPoints * 2
        let b = render(s, width: w, height: 16, scale: 2)
        for y in 0..<16 {
            for x in 0..<6 { #expect(b.pixel(x: x, y: y) == image.pixel(x: x, y: y), "left (\(x), \(y))") }
            for x in 0..<8 { #expect(b.pixel(x: w - 8 + x, y: y) == image.pixel(x: 16 + x, y: y), "right (\(x), \(y))") }
        }
    }

    @Test func drawingAtTheNaturalSizeReproducesTheImage() {
        let image = distinctImage()
        for mode in [StretchableImage.ResizingMode.stretch, .tile] {
            let b = render(StretchableImage(image: image, capInsets: EdgeInsets(top: 2, left: 3, bottom: 2, right: 4), resizingMode: mode),
                           width: 12, height: 8)
            for y in 0..<8 { for x in 0..<12 { #expect(b.pixel(x: x, y: y) == image.pixel(x: x, y: y), "\(mode) (\(x), \(y))") } }
        }
    }

    // MARK: Stretching

    @Test(arguments: [20, 40, 100])
    func centerIsStretchedWithoutBleedingFromTheCaps(_ width: Int) {
        let green: UInt32 = 0xFF20_C040
        let image = cappedImage(width: 12, height: 6, left: 3, right: 4) { _ in green }
        let b = render(StretchableImage(image: image, capInsets: EdgeInsets(top: 0, left: 3, bottom: 0, right: 4)), width: width, height: 6)
        for y in 0..<6 {
            for x in 3..<(width - 4) { #expect(b.pixel(x: x, y: y) == green, "(\(x), \(y)) is \(hex(b.pixel(x: x, y: y)))") }
        }
    }

    @Test func centerIsStretchedInProportion() {
        // Center: two green columns then two blue ones; stretched to 40 pixels, about 20 of each.
        let green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF
        let image = cappedImage(width: 10, height: 4, left: 3, right: 3) { $0 < 5 ? green : blue }
        let b = render(StretchableImage(image: image, capInsets: EdgeInsets(top: 0, left: 3, bottom: 0, right: 3)), width: 46, height: 4)
        // Center is x 3..<43.
        #expect(b.pixel(x: 3, y: 1) == green)
        #expect(b.pixel(x: 15, y: 1) == green)
        #expect(b.pixel(x: 31, y: 1) == blue)
        #expect(b.pixel(x: 42, y: 1) == blue)
        let greenCount = (3..<43).filter { b.pixel(x: $0, y: 1)! & 0xFF00 > 0x8000 }.count
        #expect(abs(greenCount - 20) <= 1, "\(greenCount) greenish columns")
    }

    @Test func oneLineCenterFillsTheWholeMiddle() {
        // The UIKit 2.x form: left cap 5, top cap 3, a one-pixel center.
        let image = distinctImage()
        let s = StretchableImage(image: image, leftCapWidth: 5, topCapHeight: 3)
        let b = render(s, width: 40, height: 30)
        let center = image.pixel(x: 5, y: 3)
        for y in 3..<(30 - 4) {
            for x in 5..<(40 - 6) { #expect(b.pixel(x: x, y: y) == center, "(\(x), \(y)) is \(hex(b.pixel(x: x, y: y)))") }
        }
        // Edges stretch their one row or column.
        #expect(b.pixel(x: 20, y: 0) == image.pixel(x: 5, y: 0))
        #expect(b.pixel(x: 0, y: 15) == image.pixel(x: 0, y: 3))
        #expect(b.pixel(x: 39, y: 15) == image.pixel(x: 11, y: 3))
        #expect(b.pixel(x: 20, y: 29) == image.pixel(x: 5, y: 7))
    }

    @Test func targetSmallerThanTheCapsShrinksThem() {
        let image = distinctImage()
        let s = StretchableImage(image: image, capInsets: EdgeInsets(top: 0, left: 6, bottom: 0, right: 6))
        let b = render(s, width: 6, height: 8)
        // Each cap is squeezed into half of the width: the whole width is covered, dark to light red.
        for x in 0..<6 { #expect(b.pixel(x: x, y: 4)! >> 24 == 0xFF) }
        let reds = (0..<6).map { Int(b.pixel(x: $0, y: 4)! >> 16 & 0xFF) }
        #expect(reds == reds.sorted(), "\(reds)")
        #expect(reds[0] < 40 && reds[5] > 200, "\(reds)")
        #expect(b.pixel(x: 0, y: 8) == nil)
    }

    // MARK: Tiling

    @Test(arguments: [25, 40, 61])
    func tileModeRepeatsTheCenter(_ width: Int) {
        let image = distinctImage()
        let s = StretchableImage(image: image, capInsets: EdgeInsets(top: 0, left: 3, bottom: 0, right: 3), resizingMode: .tile)
        let b = render(s, width: width, height: 8)
        for y in 0..<8 {
            for x in 0..<3 { #expect(b.pixel(x: x, y: y) == image.pixel(x: x, y: y)) }
            for k in 0..<(width - 6) {
                #expect(b.pixel(x: 3 + k, y: y) == image.pixel(x: 3 + k % 6, y: y), "center column \(k) at width \(width)")
            }
            for x in 0..<3 { #expect(b.pixel(x: width - 3 + x, y: y) == image.pixel(x: 9 + x, y: y)) }
        }
    }

    @Test func tileModeTilesEdgesAlongTheirLength() {
        let image = distinctImage()
        let s = StretchableImage(image: image, capInsets: EdgeInsets(top: 2, left: 3, bottom: 2, right: 3), resizingMode: .tile)
        let b = render(s, width: 30, height: 23)
        // Left edge: rows 2..<6 repeat down to the bottom cap at 21.
        for k in 0..<(23 - 4) {
            for x in 0..<3 { #expect(b.pixel(x: x, y: 2 + k) == image.pixel(x: x, y: 2 + k % 4), "left edge row \(k)") }
        }
        // Top edge: columns 3..<9 repeat across.
        for k in 0..<(30 - 6) {
            #expect(b.pixel(x: 3 + k, y: 1) == image.pixel(x: 3 + k % 6, y: 1), "top edge column \(k)")
        }
        // Center in both directions.
        #expect(b.pixel(x: 3 + 13, y: 2 + 9) == image.pixel(x: 3 + 13 % 6, y: 2 + 9 % 4))
        // Bottom cap.
        #expect(b.pixel(x: 0, y: 22) == image.pixel(x: 0, y: 7))
    }

    @Test func stretchModeDoesNotTile() {
        let image = distinctImage()
        let s = StretchableImage(image: image, capInsets: EdgeInsets(top: 0, left: 3, bottom: 0, right: 3))
        let b = render(s, width: 30, height: 8)
        // Stretched, the center's colors keep increasing in red across the span.
        let reds = (3..<27).map { Int(b.pixel(x: $0, y: 4)! >> 16 & 0xFF) }
        #expect(reds == reds.sorted())
        #expect(reds.last! > reds.first!)
    }

    // MARK: Insets

    @Test func capInsetsLargerThanTheImageAreClamped() {
        let image = distinctImage() // 12x8 points
        let s = StretchableImage(image: image, capInsets: EdgeInsets(top: 20, left: 10, bottom: 1, right: 10))
        #expect(s.capInsets == EdgeInsets(top: 8, left: 10, bottom: 0, right: 2))
        let t = StretchableImage(image: image, capInsets: EdgeInsets(top: -1, left: .nan, bottom: .infinity, right: 50))
        #expect(t.capInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 12))
        let u = StretchableImage(image: image, capInsets: EdgeInsets(top: 3, left: 4, bottom: 2, right: 5))
        #expect(u.capInsets == EdgeInsets(top: 3, left: 4, bottom: 2, right: 5))
        #expect(u.size == Size(width: 12, height: 8))
        #expect(u.resizingMode == .stretch)
    }

    @Test func capInsetsAreInPoints() {
        let image = distinctImage(width: 24, height: 16, scale: 2) // 12x8 points
        let s = StretchableImage(image: image, capInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        #expect(s.capInsets == EdgeInsets(top: 0, left: 10, bottom: 0, right: 2))
    }

    @Test func clampedInsetsStillDrawTheCaps() {
        let image = distinctImage()
        let s = StretchableImage(image: image, capInsets: EdgeInsets(top: 100, left: 100, bottom: 100, right: 100))
        #expect(s.capInsets == EdgeInsets(top: 8, left: 12, bottom: 0, right: 0))
        let b = render(s, width: 12, height: 8)
        for y in 0..<8 { for x in 0..<12 { #expect(b.pixel(x: x, y: y) == image.pixel(x: x, y: y)) } }
    }

    @Test func leftCapWidthAndTopCapHeightGiveUIKitCaps() {
        let image = distinctImage() // 12x8
        #expect(StretchableImage(image: image, leftCapWidth: 5, topCapHeight: 3).capInsets
                == EdgeInsets(top: 3, left: 5, bottom: 4, right: 6))
        // Zero: that axis stretches as a whole.
        #expect(StretchableImage(image: image, leftCapWidth: 0, topCapHeight: 2).capInsets
                == EdgeInsets(top: 2, left: 0, bottom: 5, right: 0))
        #expect(StretchableImage(image: image, leftCapWidth: 4, topCapHeight: 0).capInsets
                == EdgeInsets(top: 0, left: 4, bottom: 0, right: 7))
        #expect(StretchableImage(image: image, leftCapWidth: -3, topCapHeight: -1).capInsets == EdgeInsets())
        // Caps as wide as the image leave no center.
        #expect(StretchableImage(image: image, leftCapWidth: 11, topCapHeight: 7).capInsets
                == EdgeInsets(top: 7, left: 11, bottom: 0, right: 0))
        #expect(StretchableImage(image: image, leftCapWidth: 40, topCapHeight: 40).capInsets
                == EdgeInsets(top: 8, left: 12, bottom: 0, right: 0))
        #expect(StretchableImage(image: image, leftCapWidth: 5, topCapHeight: 3).resizingMode == .stretch)
    }

    @Test func leftCapWidthIsInPoints() {
        let image = distinctImage(width: 24, height: 16, scale: 2) // 12x8 points
        #expect(StretchableImage(image: image, leftCapWidth: 5, topCapHeight: 3).capInsets
                == EdgeInsets(top: 3, left: 5, bottom: 4, right: 6))
    }

    @Test func zeroCapsStretchTheWholeImage() {
        let image = distinctImage()
        let s = StretchableImage(image: image, leftCapWidth: 0, topCapHeight: 0)
        let a = render(s, width: 36, height: 24)
        let b = try! Bitmap(pixelWidth: 36, pixelHeight: 24)
        Canvas(bitmap: b).draw(image, in: Rect(x: 0, y: 0, width: 36, height: 24))
        for y in 0..<24 { for x in 0..<36 { #expect(a.pixel(x: x, y: y) == b.pixel(x: x, y: y), "(\(x), \(y))") } }
    }

    @Test func drawNinePartUsesTheSourceRect() {
        // Nine-part drawing of the right half of an image only shows that half's pixels.
        let image = distinctImage()
        let b = try! Bitmap(pixelWidth: 20, pixelHeight: 8)
        Canvas(bitmap: b).drawNinePart(image, source: Rect(x: 6, y: 0, width: 6, height: 8),
                                       capInsets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2), in: Rect(x: 0, y: 0, width: 20, height: 8))
        for y in 0..<8 {
            #expect(b.pixel(x: 0, y: y) == image.pixel(x: 6, y: y))
            #expect(b.pixel(x: 1, y: y) == image.pixel(x: 7, y: y))
            #expect(b.pixel(x: 19, y: y) == image.pixel(x: 11, y: y))
        }
    }
}

@Suite struct StretchableTilingLimitsTests {
    /// Tiling a part millions of tiles long draws only the visible tiles: it returns at once.
    @Test func hugeTiledPartsDrawOnlyWhatIsVisible() throws {
        let tile = try Image(width: 3, height: 3, premultipliedARGB: [UInt32](repeating: 0xFFFF_0000, count: 9))
        let s = StretchableImage(image: tile, capInsets: EdgeInsets(all: 1), resizingMode: .tile)
        let bitmap = try Bitmap(pixelWidth: 50, pixelHeight: 50)
        let canvas = Canvas(bitmap: bitmap)
        s.draw(in: Rect(x: 0, y: 0, width: 1e12, height: 1e12), on: canvas)  // used to loop ~1e23 times
        s.draw(in: Rect(x: 0, y: 0, width: 40, height: 40), on: canvas)
        #expect(bitmap.pixel(x: 20, y: 20) == 0xFFFF_0000)
        let tiny = StretchableImage(image: try Image(width: 3, height: 3, premultipliedARGB: [UInt32](repeating: 0xFF00_00FF, count: 9),
                                                     scale: 1e7), capInsets: EdgeInsets(all: 1e-7), resizingMode: .tile)
        tiny.draw(in: Rect(x: 0, y: 0, width: 50, height: 50), on: canvas)
        #expect(bitmap.pixel(x: 25, y: 25) == 0xFF00_00FF)
    }

    /// A part whose visible tiles lie past 2^53 tile widths from its origin: a Double index
    /// stepped by one never moved there, and the drawing never ended.
    @Test func tilesFarFromTheOriginEnd() throws {
        let tile = try Image(width: 3, height: 3, premultipliedARGB: [UInt32](repeating: 0xFF00_FF00, count: 9))
        let s = StretchableImage(image: tile, capInsets: EdgeInsets(all: 1), resizingMode: .tile)
        let bitmap = try Bitmap(pixelWidth: 50, pixelHeight: 50)
        let canvas = Canvas(bitmap: bitmap)
        s.draw(in: Rect(x: -1e17, y: -1e17, width: 2e17, height: 2e17), on: canvas)
        // That far out a Double cannot place one-point tiles exactly, so what lands where is not
        // asserted; that the call returned is the point. The canvas still draws afterwards.
        s.draw(in: Rect(x: 0, y: 0, width: 40, height: 40), on: canvas)
        #expect(bitmap.pixel(x: 20, y: 20) == 0xFF00_FF00)
    }
}
