import RKGeometry
import RKSnapshotTesting
import Testing
@testable import RKGraphics

@Suite struct BitmapTests {
    // MARK: Sizes

    @Test(arguments: [(0, 10), (10, 0), (0, 0), (-1, 5), (5, -1), (Int.min, 1),
                      (Bitmap.maximumSide + 1, 1), (1, Bitmap.maximumSide + 1), (Int.max, Int.max)])
    func invalidPixelSizesThrow(_ size: (Int, Int)) {
        #expect(throws: Bitmap.BitmapError.invalidSize(width: size.0, height: size.1)) {
            try Bitmap(pixelWidth: size.0, pixelHeight: size.1)
        }
    }

    // MARK: Shifting pixels

    /// A 12 × 10 bitmap whose pixel (x, y) holds 0xFF000000 | y << 8 | x.
    func numbered() throws -> Bitmap {
        let b = try Bitmap(pixelWidth: 12, pixelHeight: 10)
        b.withPixels { base, stride in
            for y in 0..<10 {
                let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<12 { row[x] = 0xFF00_0000 | UInt32(y) << 8 | UInt32(x) }
            }
        }
        return b
    }

    @Test(arguments: [(0, 3), (0, -3), (2, 0), (-2, 0), (3, -2), (-1, 4), (0, 0)])
    func shiftMovesPixelsInsideTheRectangleOnly(_ d: (Int, Int)) throws {
        let b = try numbered()
        let rect = Rect(x: 2, y: 1, width: 8, height: 7)  // x 2..<10, y 1..<8
        let moved = b.shiftPixels(in: rect, dx: d.0, dy: d.1)
        #expect(moved == Rect(x: Double(max(2, 2 + d.0)), y: Double(max(1, 1 + d.1)),
                              width: Double(8 - abs(d.0)), height: Double(7 - abs(d.1))))
        for y in 0..<10 {
            for x in 0..<12 {
                let original = 0xFF00_0000 | UInt32(y) << 8 | UInt32(x)
                let inMoved = moved.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let expected = inMoved ? 0xFF00_0000 | UInt32(y - d.1) << 8 | UInt32(x - d.0) : original
                #expect(b.pixel(x: x, y: y) == expected, "(\(x), \(y)) after a shift by \(d)")
            }
        }
    }

    @Test func shiftsLargerThanTheRectangleOrOutsideTheBitmapMoveNothing() throws {
        let b = try numbered()
        #expect(b.shiftPixels(in: Rect(x: 2, y: 1, width: 8, height: 7), dx: 0, dy: 7) == .zero)
        #expect(b.shiftPixels(in: Rect(x: 20, y: 20, width: 5, height: 5), dx: 1, dy: 1) == .zero)
        #expect(b.shiftPixels(in: Rect(x: 0, y: 0, width: Double.nan, height: 5), dx: 1, dy: 0) == .zero)
        // A fractional rectangle shifts only the whole pixels inside it; one that overhangs the
        // bitmap is clipped to it.
        #expect(b.shiftPixels(in: Rect(x: 0.5, y: -3, width: 6, height: 20), dx: 1, dy: 0)
                == Rect(x: 2, y: 0, width: 4, height: 10))
        #expect(b.pixel(x: 2, y: 0) == 0xFF00_0001 && b.pixel(x: 1, y: 0) == 0xFF00_0001)
    }

    /// A bitmap with spare rows scrolls whole rows by moving where they start; whatever the
    /// sequence of scrolls (some larger than the spare rows, some of part of the width, some
    /// running out of spare rows), and with drawing between them, its pixels are those of a
    /// plain bitmap that moved them.
    @Test func scrollingBySpareRowsGivesThePixelsOfMovingThem() throws {
        var rng = SeededRandomNumberGenerator(seed: 21)
        let plain = try Bitmap(pixelWidth: 12, pixelHeight: 10)
        let spare = try Bitmap(pixelWidth: 12, pixelHeight: 10, spareRows: 4)
        for b in [plain, spare] {
            b.withPixels { base, stride in
                for y in 0..<10 {
                    let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<12 { row[x] = 0xFF00_0000 | UInt32(y) << 8 | UInt32(x) }
                }
            }
        }
        var startsMoved = 0
        for step in 0..<400 {
            let y0 = Int(rng.next() % 6), y1 = y0 + 2 + Int(rng.next() % UInt64(9 - y0))
            let partial = rng.next() % 8 == 0
            let rect = Rect(x: partial ? 1 : 0, y: Double(y0), width: partial ? 10 : 12, height: Double(y1 - y0))
            let dy = Int(rng.next() % 13) - 6
            let before = spare.firstRow
            let a = plain.shiftPixels(in: rect, dx: 0, dy: dy)
            let b = spare.shiftPixels(in: rect, dx: 0, dy: dy)
            #expect(a == b, "step \(step)")
            if spare.firstRow != before { startsMoved += 1 }
            if step % 5 == 0 {
                let color = Color(red: Double(step % 7) / 7, green: 0.5, blue: Double(step % 3) / 3)
                let r = Rect(x: Double(step % 9), y: Double(step % 8), width: 3, height: 2)
                Canvas(bitmap: plain).fill(r, with: color)
                Canvas(bitmap: spare).fill(r, with: color)
            }
            var differing = 0
            for y in 0..<10 {
                for x in 0..<12 where plain.pixel(x: x, y: y) != spare.pixel(x: x, y: y) { differing += 1 }
            }
            #expect(differing == 0, "step \(step): \(rect) by \(dy)")
            if differing != 0 { break }
        }
        #expect(startsMoved > 150)  // most scrolls moved the start, not the pixels
        #expect(spare.makeImage().pixel(x: 3, y: 3) == plain.makeImage().pixel(x: 3, y: 3))
    }

    /// A canvas made before a scroll keeps the memory it draws into alive; a bitmap whose
    /// pixels a live image shows moves them instead of where they start.
    @Test func surfacesOutliveTheirPlaceAndLiveImagesPinIt() throws {
        let b = try Bitmap(pixelWidth: 8, pixelHeight: 8, spareRows: 2)
        let early = Canvas(bitmap: b)
        b.shiftPixels(in: Rect(x: 0, y: 0, width: 8, height: 8), dx: 0, dy: 1)
        #expect(b.firstRow != 2)
        early.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: .red)  // the old place: no crash
        let image = b.liveImage
        let row = b.firstRow
        b.shiftPixels(in: Rect(x: 0, y: 0, width: 8, height: 8), dx: 0, dy: 1)
        #expect(b.firstRow == row)
        #expect(image.pixelWidth == 8)
    }

    // MARK: Sharing another library's surface

    /// A bitmap sharing opaque pixels shows them as an opaque image over the same memory: what
    /// the producer writes later shows, and drawing it gives the same pixels as the plain one.
    @Test func sharedOpaquePixelsMakeAnOpaqueLiveImage() throws {
        let producer = try numbered()
        let opaque = try #require(Bitmap(sharing: producer.surface, opaque: true))
        let plain = try #require(Bitmap(sharing: producer.surface))
        #expect(opaque.liveImage.isOpaque)
        #expect(!plain.liveImage.isOpaque)
        producer.withPixels { base, _ in base.assumingMemoryBound(to: UInt32.self)[0] = 0xFF12_3456 }
        #expect(opaque.liveImage.pixel(x: 0, y: 0) == 0xFF12_3456)
        for image in [opaque.liveImage, plain.liveImage] {
            let target = try Bitmap(pixelWidth: 12, pixelHeight: 10)
            Canvas(bitmap: target).fill(Rect(x: 0, y: 0, width: 12, height: 10), with: .red)
            Canvas(bitmap: target).draw(image, in: Rect(x: 0, y: 0, width: 12, height: 10))
            for y in 0..<10 {
                for x in 0..<12 { #expect(target.pixel(x: x, y: y) == producer.pixel(x: x, y: y)) }
            }
        }
    }

    @Test func maximumSideIsAllowed() throws {
        let wide = try Bitmap(pixelWidth: Bitmap.maximumSide, pixelHeight: 1)
        #expect(wide.pixelWidth == Bitmap.maximumSide)
        let tall = try Bitmap(pixelWidth: 1, pixelHeight: Bitmap.maximumSide)
        #expect(tall.pixelHeight == Bitmap.maximumSide)
    }

    @Test(arguments: [Size(width: 0, height: 10), Size(width: 10, height: -1), Size(width: .nan, height: 10),
                      Size(width: 10, height: .infinity), Size(width: 1e30, height: 1), Size(width: 20_000, height: 1)])
    func invalidPointSizesThrow(_ size: Size) {
        #expect(throws: Bitmap.BitmapError.self) { try Bitmap(size: size, scale: 1) }
    }

    @Test func pointSizeRoundsUpToWholePixels() throws {
        let b = try Bitmap(size: Size(width: 10.2, height: 5), scale: 2)
        #expect(b.pixelWidth == 21)
        #expect(b.pixelHeight == 10)
        #expect(b.scale == 2)
        #expect(b.size == Size(width: 10.5, height: 5))
        // 8193 points at scale 2 is one pixel too many.
        #expect(throws: Bitmap.BitmapError.invalidSize(width: 16386, height: 2)) {
            try Bitmap(size: Size(width: 8193, height: 1), scale: 2)
        }
    }

    @Test func invalidScaleFallsBackToOne() throws {
        #expect(try Bitmap(pixelWidth: 4, pixelHeight: 4, scale: 0).scale == 1)
        #expect(try Bitmap(pixelWidth: 4, pixelHeight: 4, scale: -2).scale == 1)
        #expect(try Bitmap(pixelWidth: 4, pixelHeight: 4, scale: .nan).scale == 1)
        #expect(try Bitmap(pixelWidth: 4, pixelHeight: 4, scale: .infinity).scale == 1)
    }

    @Test func sizeAndStride() throws {
        let b = try Bitmap(pixelWidth: 30, pixelHeight: 20, scale: 2)
        #expect(b.size == Size(width: 15, height: 10))
        #expect(b.stride >= 30 * 4)
        #expect(b.stride % 4 == 0)
    }

    // MARK: Pixels

    @Test func newBitmapIsTransparent() throws {
        let b = try Bitmap(pixelWidth: 7, pixelHeight: 5)
        #expect((0..<35).allSatisfy { b.pixel(x: $0 % 7, y: $0 / 7) == 0 })
    }

    @Test func pixelOutsideIsNil() throws {
        let b = try Bitmap(pixelWidth: 4, pixelHeight: 3)
        #expect(b.pixel(x: -1, y: 0) == nil)
        #expect(b.pixel(x: 0, y: -1) == nil)
        #expect(b.pixel(x: 4, y: 0) == nil)
        #expect(b.pixel(x: 0, y: 3) == nil)
        #expect(b.pixel(x: 3, y: 2) == 0)
    }

    @Test func withPixelsWritesAreSeen() throws {
        let b = try Bitmap(pixelWidth: 4, pixelHeight: 3)
        b.withPixels { base, stride in
            (base + 2 * stride).assumingMemoryBound(to: UInt32.self)[1] = 0xFF12_3456
        }
        #expect(b.pixel(x: 1, y: 2) == 0xFF12_3456)
        // Drawing afterwards composites over what was written.
        Canvas(bitmap: b).fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .red)
        #expect(b.pixel(x: 1, y: 2) == 0xFF12_3456)
        #expect(b.makeImage().pixel(x: 1, y: 2) == 0xFF12_3456)
    }

    @Test func clearMakesEveryPixelTransparent() throws {
        let b = try Bitmap(pixelWidth: 6, pixelHeight: 6)
        Canvas(bitmap: b).paint(.blue)
        #expect(b.pixel(x: 3, y: 3) == 0xFF00_00FF)
        b.clear()
        #expect((0..<36).allSatisfy { b.pixel(x: $0 % 6, y: $0 / 6) == 0 })
    }

    // MARK: Images

    @Test func makeImageCopiesThePixels() throws {
        let b = try Bitmap(pixelWidth: 8, pixelHeight: 6, scale: 2)
        let c = Canvas(bitmap: b)
        c.fill(Rect(x: 0, y: 0, width: 2, height: 3), with: .red)
        let image = b.makeImage()
        #expect(image.pixelWidth == 8 && image.pixelHeight == 6)
        #expect(image.scale == 2)
        #expect(image.size == Size(width: 4, height: 3))
        for y in 0..<6 { for x in 0..<8 { #expect(image.pixel(x: x, y: y) == b.pixel(x: x, y: y)) } }

        // Later drawing and clearing do not reach the image.
        c.paint(.green)
        #expect(b.pixel(x: 0, y: 0) == 0xFF00_FF00)
        #expect(image.pixel(x: 0, y: 0) == 0xFFFF_0000)
        #expect(image.pixel(x: 7, y: 5) == 0)
        b.clear()
        #expect(image.pixel(x: 3, y: 5) == 0xFFFF_0000)
        b.withPixels { base, _ in base.assumingMemoryBound(to: UInt32.self)[0] = 0xFF00_00FF }
        #expect(image.pixel(x: 0, y: 0) == 0xFFFF_0000)
    }

    @Test func imagesFromOneBitmapAreIndependent() throws {
        let b = try Bitmap(pixelWidth: 2, pixelHeight: 2)
        let c = Canvas(bitmap: b)
        c.paint(.red)
        let first = b.makeImage()
        c.paint(.blue)
        let second = b.makeImage()
        #expect(first.pixel(x: 1, y: 1) == 0xFFFF_0000)
        #expect(second.pixel(x: 1, y: 1) == 0xFF00_00FF)
        #expect(first != second)
        #expect(first.isOpaque && second.isOpaque)
    }

    @Test func imageOfTranslucentBitmapIsNotOpaque() throws {
        let b = try Bitmap(pixelWidth: 2, pixelHeight: 2)
        Canvas(bitmap: b).fill(Rect(x: 0, y: 0, width: 1, height: 2), with: .black)
        #expect(!b.makeImage().isOpaque)
        Canvas(bitmap: b).paint(Color(white: 0, alpha: 0.5))
        #expect(!b.makeImage().isOpaque)
    }

    @Test func imageSurvivesItsBitmap() throws {
        var image: Image?
        do {
            let b = try Bitmap(pixelWidth: 3, pixelHeight: 3)
            Canvas(bitmap: b).paint(.green)
            image = b.makeImage()
        }
        #expect(image?.pixel(x: 2, y: 2) == 0xFF00_FF00)
        #expect(image?.premultipliedARGB == [UInt32](repeating: 0xFF00_FF00, count: 9))
    }
}

@Test func shiftingANullOrNonFiniteRectangleMovesNothing() throws {
    let b = try Bitmap(pixelWidth: 10, pixelHeight: 10)
    #expect(b.shiftPixels(in: .null, dx: 1, dy: 0) == .zero)
    #expect(b.shiftPixels(in: Rect(x: 0, y: 0, width: .infinity, height: 5), dx: 1, dy: 0) == .zero)
    #expect(b.shiftPixels(in: Rect(x: .nan, y: 0, width: 5, height: 5), dx: 1, dy: 0) == .zero)
}
