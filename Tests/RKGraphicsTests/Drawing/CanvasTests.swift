import Foundation
import RKGeometry
import RKSnapshotTesting
import Testing
@_spi(Cairo) @testable import RKGraphics

// MARK: Helpers

private func hex(_ p: UInt32) -> String { "0x" + String(p, radix: 16, uppercase: true) }

private func channels(_ p: UInt32) -> [Int] {
    [Int(p >> 24), Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)]
}

/// Premultiplied 0xAARRGGBB within `tolerance` per channel.
private func matches(_ p: UInt32, _ expected: UInt32, tolerance: Int) -> Bool {
    zip(channels(p), channels(expected)).allSatisfy { abs($0 - $1) <= tolerance }
}

private func expectPixel(_ b: Bitmap, _ x: Int, _ y: Int, _ expected: UInt32, tolerance: Int = 0,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    let p = b.pixel(x: x, y: y) ?? 0xDEAD_BEEF
    #expect(matches(p, expected, tolerance: tolerance), "pixel (\(x), \(y)) is \(hex(p)), expected \(hex(expected))",
            sourceLocation: sourceLocation)
}

private func alpha(_ b: Bitmap, _ x: Int, _ y: Int) -> Int { Int(b.pixel(x: x, y: y)! >> 24) }

private func makeBitmap(_ w: Int, _ h: Int, scale: Double = 1) -> (Bitmap, Canvas) {
    let b = try! Bitmap(pixelWidth: w, pixelHeight: h, scale: scale)
    return (b, Canvas(bitmap: b))
}

private func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
    var p = Path()
    p.move(to: Point(x: x0, y: y0))
    p.addLine(to: Point(x: x1, y: y1))
    return p
}

private let opaqueRed: UInt32 = 0xFFFF_0000
private let opaqueGreen: UInt32 = 0xFF00_FF00
private let opaqueBlue: UInt32 = 0xFF00_00FF
private let opaqueWhite: UInt32 = 0xFFFF_FFFF
private let opaqueBlack: UInt32 = 0xFF00_0000
private let transparent: UInt32 = 0

/// A 2x2 image: red, green / blue, white.
private func quadImage(scale: Double = 1) -> Image {
    try! Image(width: 2, height: 2, premultipliedARGB: [opaqueRed, opaqueGreen, opaqueBlue, opaqueWhite], scale: scale)
}

private func mod(_ a: Int, _ n: Int) -> Int { ((a % n) + n) % n }

@Suite struct CanvasTests {
    // MARK: Fill

    @Test func fillRectCoversExactlyItsPixels() {
        let (b, c) = makeBitmap(20, 20)
        c.fill(Rect(x: 5, y: 6, width: 10, height: 4), with: .red)
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = (5..<15).contains(x) && (6..<10).contains(y)
                expectPixel(b, x, y, inside ? opaqueRed : transparent)
            }
        }
    }

    @Test func fillIsScaledByTheBitmapScale() {
        let (b, c) = makeBitmap(20, 20, scale: 2)
        c.fill(Rect(x: 1, y: 2, width: 3, height: 1), with: .blue)
        expectPixel(b, 2, 4, opaqueBlue)
        expectPixel(b, 7, 5, opaqueBlue)
        expectPixel(b, 1, 4, transparent)
        expectPixel(b, 8, 4, transparent)
        expectPixel(b, 2, 3, transparent)
        expectPixel(b, 2, 6, transparent)
    }

    @Test func translucentFillIsPremultiplied() {
        let (b, c) = makeBitmap(4, 4)
        c.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        expectPixel(b, 2, 2, 0x8080_4000, tolerance: 1)
    }

    @Test func fillPathHalfCoversEdgePixels() {
        let (b, c) = makeBitmap(10, 10)
        c.fill(Path(rect: Rect(x: 2.5, y: 2, width: 5, height: 4)), with: .black)
        expectPixel(b, 2, 3, 0x8000_0000, tolerance: 1)
        expectPixel(b, 3, 3, opaqueBlack)
        expectPixel(b, 7, 3, 0x8000_0000, tolerance: 1)
        expectPixel(b, 8, 3, transparent)
    }

    @Test func evenOddFillLeavesAHole() {
        var p = Path(rect: Rect(x: 0, y: 0, width: 12, height: 12))
        p.append(Path(rect: Rect(x: 4, y: 4, width: 4, height: 4)))
        let (b, c) = makeBitmap(12, 12)
        c.fill(p, with: .black, evenOdd: true)
        expectPixel(b, 1, 1, opaqueBlack)
        expectPixel(b, 5, 5, transparent)
        // The rule is reset afterwards: the default winding fill covers the hole.
        let (b2, c2) = makeBitmap(12, 12)
        c2.fill(p, with: .black, evenOdd: true)
        c2.fill(p, with: .red)
        expectPixel(b2, 5, 5, opaqueRed)
    }

    @Test func paintAndClear() {
        let (b, c) = makeBitmap(10, 10)
        c.paint(.green)
        c.clear(Rect(x: 2, y: 3, width: 4, height: 2))
        expectPixel(b, 0, 0, opaqueGreen)
        expectPixel(b, 2, 3, transparent)
        expectPixel(b, 5, 4, transparent)
        expectPixel(b, 6, 4, opaqueGreen)
        expectPixel(b, 2, 5, opaqueGreen)
        // Clearing does not leave the CLEAR operator behind.
        c.fill(Rect(x: 2, y: 3, width: 1, height: 1), with: .red)
        expectPixel(b, 2, 3, opaqueRed)
    }

    // MARK: Stroke

    @Test func oddWidthLineOnPixelCenterIsSharp() {
        let (b, c) = makeBitmap(20, 20)
        c.stroke(line(2, 10.5, 18, 10.5), with: .black, style: StrokeStyle(lineWidth: 1))
        expectPixel(b, 10, 10, opaqueBlack)
        expectPixel(b, 10, 9, transparent)
        expectPixel(b, 10, 11, transparent)
        expectPixel(b, 2, 10, opaqueBlack)
        expectPixel(b, 17, 10, opaqueBlack)
        expectPixel(b, 1, 10, transparent)
        expectPixel(b, 18, 10, transparent)
    }

    @Test func oddWidthLineOnPixelEdgeIsSplitInHalves() {
        let (b, c) = makeBitmap(20, 20)
        c.stroke(line(2, 10, 18, 10), with: .black, style: StrokeStyle(lineWidth: 1))
        expectPixel(b, 10, 9, 0x8000_0000, tolerance: 1)
        expectPixel(b, 10, 10, 0x8000_0000, tolerance: 1)
        expectPixel(b, 10, 8, transparent)
        expectPixel(b, 10, 11, transparent)
    }

    @Test func lineWidthSetsTheThickness() {
        let (b, c) = makeBitmap(20, 20)
        c.stroke(line(2, 10, 18, 10), with: .red, style: StrokeStyle(lineWidth: 4))
        for y in 8...11 { expectPixel(b, 10, y, opaqueRed) }
        expectPixel(b, 10, 7, transparent)
        expectPixel(b, 10, 12, transparent)
    }

    @Test func lineWidthIsInPoints() {
        let (b, c) = makeBitmap(40, 40, scale: 2)
        c.stroke(line(1, 10.5, 19, 10.5), with: .black, style: StrokeStyle(lineWidth: 1))
        expectPixel(b, 20, 20, opaqueBlack)
        expectPixel(b, 20, 21, opaqueBlack)
        expectPixel(b, 20, 19, transparent)
        expectPixel(b, 20, 22, transparent)
    }

    @Test func defaultStyleIsAOnePointButtLine() {
        let (b, c) = makeBitmap(20, 20)
        c.stroke(line(4, 10.5, 16, 10.5), with: .black)
        expectPixel(b, 4, 10, opaqueBlack)
        expectPixel(b, 3, 10, transparent)
        expectPixel(b, 15, 10, opaqueBlack)
        expectPixel(b, 16, 10, transparent)
        expectPixel(b, 10, 9, transparent)
    }

    @Test func invalidLineWidths() {
        // Negative: nothing is drawn. NaN: the default of one point.
        let (b, c) = makeBitmap(20, 20)
        c.stroke(line(2, 10.5, 18, 10.5), with: .black, style: StrokeStyle(lineWidth: -3))
        #expect((0..<20).allSatisfy { alpha(b, 10, $0) == 0 })
        c.stroke(line(2, 10.5, 18, 10.5), with: .black, style: StrokeStyle(lineWidth: .nan))
        expectPixel(b, 10, 10, opaqueBlack)
        expectPixel(b, 10, 9, transparent)
        expectPixel(b, 10, 11, transparent)
    }

    @Test func buttCapEndsAtTheEndPoints() {
        let (b, c) = makeBitmap(24, 20)
        c.stroke(line(4, 10, 20, 10), with: .black, style: StrokeStyle(lineWidth: 4, lineCap: .butt))
        expectPixel(b, 4, 9, opaqueBlack)
        expectPixel(b, 19, 9, opaqueBlack)
        expectPixel(b, 3, 9, transparent)
        expectPixel(b, 20, 9, transparent)
    }

    @Test func squareCapExtendsByHalfTheWidth() {
        let (b, c) = makeBitmap(24, 20)
        c.stroke(line(4, 10, 20, 10), with: .black, style: StrokeStyle(lineWidth: 4, lineCap: .square))
        for x in [2, 3, 20, 21] { expectPixel(b, x, 8, opaqueBlack); expectPixel(b, x, 11, opaqueBlack) }
        expectPixel(b, 1, 9, transparent)
        expectPixel(b, 22, 9, transparent)
    }

    @Test func roundCapIsAHalfDisc() {
        let (b, c) = makeBitmap(24, 20)
        c.stroke(line(4, 10, 20, 10), with: .black, style: StrokeStyle(lineWidth: 4, lineCap: .round))
        // Pixels wholly inside the cap's radius-2 disc around (4, 10).
        expectPixel(b, 3, 9, opaqueBlack)
        expectPixel(b, 3, 10, opaqueBlack)
        expectPixel(b, 20, 9, opaqueBlack)
        // The cap's corner pixel is only partly covered, unlike with a square cap.
        let corner = alpha(b, 2, 8)
        #expect(corner > 0 && corner < 200, "corner alpha \(corner)")
        expectPixel(b, 1, 10, transparent)
        expectPixel(b, 22, 10, transparent)
    }

    @Test func joins() {
        // An L from (4, 20) to (20, 20) to (20, 4), 6 wide: the outer corner square is
        // x 20...23, y 20...23.
        var path = Path()
        path.move(to: Point(x: 4, y: 20))
        path.addLine(to: Point(x: 20, y: 20))
        path.addLine(to: Point(x: 20, y: 4))
        func render(_ join: StrokeStyle.LineJoin) -> Bitmap {
            let (b, c) = makeBitmap(30, 30)
            c.stroke(path, with: .black, style: StrokeStyle(lineWidth: 6, lineJoin: join))
            return b
        }
        let miter = render(.miter), bevel = render(.bevel), round = render(.round)
        // Miter fills the whole outer corner.
        expectPixel(miter, 22, 22, opaqueBlack)
        expectPixel(miter, 21, 21, opaqueBlack)
        expectPixel(miter, 24, 22, transparent)
        // Bevel cuts the corner along the diagonal x + y = 43.
        expectPixel(bevel, 22, 22, transparent)
        expectPixel(bevel, 20, 21, opaqueBlack)
        // Round: the corner pixel at distance 2.8...4.2 from the vertex is partly covered.
        let r = alpha(round, 22, 22)
        #expect(r > 0 && r < 255, "round join corner alpha \(r)")
        expectPixel(round, 21, 21, opaqueBlack)
        // The inner side is the same for all three.
        for b in [miter, bevel, round] { expectPixel(b, 17, 17, opaqueBlack); expectPixel(b, 16, 16, transparent) }
    }

    @Test func miterLimitBevelsSharpAngles() {
        // A very sharp V: the miter is far longer than 2x the width, so limit 2 turns it into a bevel.
        var path = Path()
        path.move(to: Point(x: 5, y: 5))
        path.addLine(to: Point(x: 30, y: 10))
        path.addLine(to: Point(x: 5, y: 15))
        func tipAlpha(_ limit: Double) -> Int {
            let (b, c) = makeBitmap(60, 20)
            c.stroke(path, with: .black, style: StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: limit))
            return (31..<60).flatMap { [alpha(b, $0, 9), alpha(b, $0, 10)] }.max()!
        }
        #expect(tipAlpha(100) > 100, "a long miter reaches past x = 31")
        #expect(tipAlpha(2) == 0, "limited: no ink past the bevel")
    }

    @Test func dashesLeaveGaps() {
        let (b, c) = makeBitmap(40, 4)
        c.stroke(line(0, 1.5, 40, 1.5), with: .black, style: StrokeStyle(lineWidth: 1, dash: [4, 2]))
        for x in 0..<36 {
            expectPixel(b, x, 1, x % 6 < 4 ? opaqueBlack : transparent)
        }
        #expect(alpha(b, 5, 0) == 0 && alpha(b, 5, 2) == 0)
    }

    @Test func dashPhaseShiftsThePattern() {
        let (b, c) = makeBitmap(40, 4)
        c.stroke(line(0, 1.5, 40, 1.5), with: .black, style: StrokeStyle(lineWidth: 1, dash: [4, 2], dashPhase: 1))
        for x in 0..<36 {
            expectPixel(b, x, 1, (x + 1) % 6 < 4 ? opaqueBlack : transparent)
        }
    }

    @Test func dashesAreInPoints() {
        let (b, c) = makeBitmap(80, 8, scale: 2)
        c.stroke(line(0, 1.5, 40, 1.5), with: .black, style: StrokeStyle(lineWidth: 1, dash: [3, 1]))
        for x in 0..<72 {
            expectPixel(b, x, 3, x % 8 < 6 ? opaqueBlack : transparent)
        }
    }

    @Test func zeroOrInvalidDashesDrawASolidLine() {
        for dash in [[0.0, 0.0], [Double.nan], [-1.0]] {
            let (b, c) = makeBitmap(20, 4)
            c.stroke(line(0, 1.5, 20, 1.5), with: .black, style: StrokeStyle(lineWidth: 1, dash: dash))
            #expect((0..<20).allSatisfy { alpha(b, $0, 1) == 255 }, "dash \(dash)")
        }
    }

    @Test func dashedStrokeDoesNotLeakIntoTheNextStroke() {
        let (b, c) = makeBitmap(40, 8)
        c.stroke(line(0, 1.5, 40, 1.5), with: .black, style: StrokeStyle(lineWidth: 1, dash: [2, 2]))
        c.stroke(line(0, 5.5, 40, 5.5), with: .black)
        #expect((0..<40).allSatisfy { alpha(b, $0, 5) == 255 })
    }

    // MARK: Clip, state, transforms

    @Test func clipToRect() {
        let (b, c) = makeBitmap(20, 20)
        c.clip(to: Rect(x: 5, y: 5, width: 10, height: 10))
        c.paint(.red)
        expectPixel(b, 5, 5, opaqueRed)
        expectPixel(b, 14, 14, opaqueRed)
        expectPixel(b, 4, 5, transparent)
        expectPixel(b, 15, 14, transparent)
        expectPixel(b, 14, 15, transparent)
        // Clips intersect.
        c.clip(to: Rect(x: 0, y: 0, width: 8, height: 8))
        c.paint(.blue)
        expectPixel(b, 7, 7, opaqueBlue)
        expectPixel(b, 8, 8, opaqueRed)
    }

    @Test func clipToPath() {
        let (b, c) = makeBitmap(20, 20)
        c.clip(to: Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20)))
        c.paint(.black)
        expectPixel(b, 10, 10, opaqueBlack)
        let edge = alpha(b, 0, 10)
        #expect(edge > 0 && edge < 255, "the edge pixel is partly covered: \(edge)")
        expectPixel(b, 0, 0, transparent)
        expectPixel(b, 19, 19, transparent)
    }

    @Test func clipBounds() {
        let (_, c) = makeBitmap(20, 10, scale: 2)
        #expect(c.clipBounds == Rect(x: 0, y: 0, width: 10, height: 5))
        c.clip(to: Rect(x: 1, y: 1, width: 3, height: 2))
        #expect(c.clipBounds == Rect(x: 1, y: 1, width: 3, height: 2))
        c.translate(x: 1, y: 1)
        #expect(c.clipBounds == Rect(x: 0, y: 0, width: 3, height: 2))
    }

    @Test func restoreUndoesClipAndTransform() {
        let (b, c) = makeBitmap(20, 20)
        c.save()
        c.clip(to: Rect(x: 0, y: 0, width: 5, height: 5))
        c.translate(x: 10, y: 10)
        c.restore()
        #expect(c.currentTransform == .identity)
        c.fill(Rect(x: 8, y: 8, width: 4, height: 4), with: .red)
        expectPixel(b, 8, 8, opaqueRed)
        expectPixel(b, 11, 11, opaqueRed)
        expectPixel(b, 18, 18, transparent)
    }

    @Test func withSavedStateRestoresAndReturns() {
        let (b, c) = makeBitmap(20, 20)
        let v = c.withSavedState { () -> Int in
            c.clip(to: Rect(x: 0, y: 0, width: 2, height: 2))
            c.scale(x: 3, y: 3)
            return 42
        }
        #expect(v == 42)
        #expect(c.currentTransform == .identity)
        c.paint(.green)
        expectPixel(b, 19, 19, opaqueGreen)

        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try c.withSavedState {
                c.translate(x: 5, y: 5)
                throw Boom()
            }
        }
        #expect(c.currentTransform == .identity, "restored even when the body throws")
    }

    @Test func translateMovesDrawing() {
        let (b, c) = makeBitmap(20, 20)
        c.translate(x: 10, y: 5)
        c.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .red)
        expectPixel(b, 10, 5, opaqueRed)
        expectPixel(b, 13, 8, opaqueRed)
        expectPixel(b, 9, 5, transparent)
        expectPixel(b, 14, 8, transparent)
        expectPixel(b, 0, 0, transparent)
    }

    @Test func scaleEnlargesDrawing() {
        let (b, c) = makeBitmap(20, 20)
        c.scale(x: 2, y: 3)
        c.fill(Rect(x: 1, y: 1, width: 2, height: 2), with: .blue)
        expectPixel(b, 2, 3, opaqueBlue)
        expectPixel(b, 5, 8, opaqueBlue)
        expectPixel(b, 6, 8, transparent)
        expectPixel(b, 5, 9, transparent)
        expectPixel(b, 1, 3, transparent)
    }

    @Test func rotateTurnsClockwiseOnScreen() {
        let (b, c) = makeBitmap(20, 20)
        c.translate(x: 20, y: 0)
        c.rotate(by: .pi / 2)
        // (x, y) -> (20 - y, x): the 10x5 rect lands on x 15...20, y 0...10.
        c.fill(Rect(x: 0, y: 0, width: 10, height: 5), with: .red)
        expectPixel(b, 15, 0, opaqueRed)
        expectPixel(b, 19, 9, opaqueRed)
        expectPixel(b, 14, 5, transparent)
        expectPixel(b, 17, 10, transparent)
    }

    @Test func concatenateAndCurrentTransform() {
        let (b, c) = makeBitmap(40, 40, scale: 2)
        #expect(c.currentTransform == Transform2D(scaleX: 2, y: 2))
        c.concatenate(Transform2D(translationX: 3, y: 4))
        #expect(c.currentTransform == Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 6, ty: 8))
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .red)
        expectPixel(b, 6, 8, opaqueRed)
        expectPixel(b, 7, 9, opaqueRed)
        expectPixel(b, 8, 8, transparent)

        c.currentTransform = .identity
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .blue)
        expectPixel(b, 0, 0, opaqueBlue)
        expectPixel(b, 1, 1, transparent)
    }

    @Test func wrappedCairoContextKeepsItsOwnTransform() {
        let b = try! Bitmap(pixelWidth: 10, pixelHeight: 10)
        let outer = Canvas(bitmap: b)
        outer.translate(x: 2, y: 3)
        let inner = Canvas(cairoContext: outer.cairo, scale: 1)
        #expect(inner.currentTransform == Transform2D(translationX: 2, y: 3))
        inner.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .red)
        expectPixel(b, 2, 3, opaqueRed)
    }

    // MARK: Group opacity

    @Test func groupOpacityAppliesToTheGroupAsAWhole() {
        let (b, c) = makeBitmap(40, 20)
        c.beginTransparencyLayer()
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: .black)
        c.fill(Rect(x: 10, y: 0, width: 20, height: 20), with: .black)
        c.endTransparencyLayer(opacity: 0.5)
        let outsideLeft = alpha(b, 5, 10), overlap = alpha(b, 15, 10), outsideRight = alpha(b, 25, 10)
        #expect(abs(outsideLeft - 128) <= 1)
        #expect(overlap == outsideLeft, "overlap \(overlap) vs \(outsideLeft)")
        #expect(overlap == outsideRight)
        #expect(alpha(b, 35, 10) == 0)
    }

    @Test func separateTranslucentFillsDoubleUpWhereTheyOverlap() {
        let (b, c) = makeBitmap(40, 20)
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: Color(white: 0, alpha: 0.5))
        c.fill(Rect(x: 10, y: 0, width: 20, height: 20), with: Color(white: 0, alpha: 0.5))
        let outside = alpha(b, 5, 10), overlap = alpha(b, 15, 10)
        #expect(abs(outside - 128) <= 1)
        #expect(abs(overlap - 191) <= 2, "overlap \(overlap)")
    }

    @Test func groupShowsOnlyTheTopmostColorInTheOverlap() {
        let (b, c) = makeBitmap(40, 20)
        c.beginTransparencyLayer()
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: .red)
        c.fill(Rect(x: 10, y: 0, width: 20, height: 20), with: .blue)
        c.endTransparencyLayer(opacity: 0.5)
        expectPixel(b, 15, 10, 0x8000_0080, tolerance: 1)
        expectPixel(b, 5, 10, 0x8080_0000, tolerance: 1)
    }

    @Test func groupOpacityIsClamped() {
        for (opacity, expected) in [(Double.nan, 255), (3, 255), (-1, 0), (1, 255), (0, 0)] {
            let (b, c) = makeBitmap(4, 4)
            c.beginTransparencyLayer()
            c.paint(.black)
            c.endTransparencyLayer(opacity: opacity)
            #expect(alpha(b, 1, 1) == expected, "opacity \(opacity)")
        }
    }

    @Test func groupsKeepTheCanvasState() {
        let (b, c) = makeBitmap(20, 20)
        c.translate(x: 5, y: 5)
        c.beginTransparencyLayer()
        c.fill(Rect(x: 0, y: 0, width: 2, height: 2), with: .red)
        c.endTransparencyLayer()
        expectPixel(b, 5, 5, opaqueRed)
        expectPixel(b, 0, 0, transparent)
        c.fill(Rect(x: 5, y: 5, width: 1, height: 1), with: .green)
        expectPixel(b, 10, 10, opaqueGreen)
    }

    // MARK: Gradients

    @Test func linearGradientEndsAndMiddle() {
        let (b, c) = makeBitmap(101, 4)
        c.drawGradient(.linear([.black, .white], from: Point(x: 0.5, y: 0), to: Point(x: 100.5, y: 0)))
        expectPixel(b, 0, 1, opaqueBlack)
        expectPixel(b, 100, 1, opaqueWhite)
        expectPixel(b, 50, 1, 0xFF80_8080, tolerance: 1)
        expectPixel(b, 25, 1, 0xFF40_4040, tolerance: 1)
        expectPixel(b, 75, 1, 0xFFBF_BFBF, tolerance: 1)
        // Constant across the gradient line.
        #expect(b.pixel(x: 30, y: 0) == b.pixel(x: 30, y: 3))
    }

    @Test func linearGradientColorsAndAlpha() {
        let (b, c) = makeBitmap(11, 2)
        c.drawGradient(.linear([.red, Color(red: 0, green: 0, blue: 1, alpha: 0)],
                               from: Point(x: 0.5, y: 0), to: Point(x: 10.5, y: 0)))
        expectPixel(b, 0, 0, opaqueRed)
        expectPixel(b, 10, 0, transparent)
        // Halfway: alpha 0.5, color (0.5, 0, 0.5) unpremultiplied... premultiplied 0.25.
        expectPixel(b, 5, 0, 0x8040_0040, tolerance: 2)
    }

    @Test func linearGradientThreeStops() {
        let (b, c) = makeBitmap(21, 2)
        c.drawGradient(.linear([.red, .green, .blue], from: Point(x: 0.5, y: 0), to: Point(x: 20.5, y: 0)))
        expectPixel(b, 0, 0, opaqueRed)
        expectPixel(b, 10, 0, opaqueGreen)
        expectPixel(b, 20, 0, opaqueBlue)
        expectPixel(b, 5, 0, 0xFF80_8000, tolerance: 1)
    }

    @Test func gradientExtendsOrNot() {
        let g = Gradient.linear([.black, .white], from: Point(x: 10, y: 0), to: Point(x: 30, y: 0))
        let (b, c) = makeBitmap(40, 2)
        c.drawGradient(g)
        expectPixel(b, 2, 0, opaqueBlack)
        expectPixel(b, 37, 0, opaqueWhite)

        var bounded = g
        bounded.extends = false
        let (b2, c2) = makeBitmap(40, 2)
        c2.drawGradient(bounded)
        expectPixel(b2, 2, 0, transparent)
        expectPixel(b2, 37, 0, transparent)
        expectPixel(b2, 20, 0, 0xFF80_8080, tolerance: 8)
    }

    @Test func gradientStopsAreSortedAndClamped() {
        let kind = Gradient.Kind.linear(start: Point(x: 0.5, y: 0), end: Point(x: 10.5, y: 0))
        let sorted = Gradient(kind: kind, stops: [.init(location: 0, color: .black), .init(location: 1, color: .white)])
        let shuffled = Gradient(kind: kind, stops: [.init(location: 7, color: .white), .init(location: -2, color: .black)])
        let (a, ca) = makeBitmap(11, 1), (b, cb) = makeBitmap(11, 1)
        ca.drawGradient(sorted)
        cb.drawGradient(shuffled)
        for x in 0..<11 { #expect(a.pixel(x: x, y: 0) == b.pixel(x: x, y: 0), "x \(x)") }
    }

    @Test func fillPathWithGradientStaysInThePath() {
        let (b, c) = makeBitmap(20, 20)
        c.fill(Path(rect: Rect(x: 5, y: 5, width: 10, height: 10)),
               with: .linear([.red, .blue], from: Point(x: 5, y: 0), to: Point(x: 15, y: 0)))
        expectPixel(b, 4, 10, transparent)
        expectPixel(b, 15, 10, transparent)
        expectPixel(b, 10, 4, transparent)
        #expect(alpha(b, 5, 10) == 255 && alpha(b, 14, 10) == 255)
        #expect(channels(b.pixel(x: 5, y: 10)!)[1] > 200)
        #expect(channels(b.pixel(x: 14, y: 10)!)[3] > 200)
    }

    @Test func radialGradientCenterMiddleAndOutside() {
        let (b, c) = makeBitmap(101, 101)
        c.drawGradient(.radial([.white, .black], center: Point(x: 50.5, y: 50.5), radius: 40))
        expectPixel(b, 50, 50, opaqueWhite)
        expectPixel(b, 70, 50, 0xFF80_8080, tolerance: 1)
        expectPixel(b, 50, 30, 0xFF80_8080, tolerance: 1)
        expectPixel(b, 90, 50, opaqueBlack)
        expectPixel(b, 96, 50, opaqueBlack)
        expectPixel(b, 0, 0, opaqueBlack)
    }

    @Test func radialGradientWithoutExtendLeavesOutsideUntouched() {
        var g = Gradient.radial([.white, .black], center: Point(x: 50.5, y: 50.5), radius: 40)
        g.extends = false
        let (b, c) = makeBitmap(101, 101)
        c.drawGradient(g)
        expectPixel(b, 50, 50, opaqueWhite)
        expectPixel(b, 96, 50, transparent)
        expectPixel(b, 0, 0, transparent)
    }

    @Test func radialGradientBetweenTwoCircles() {
        let g = Gradient(kind: .radial(startCenter: Point(x: 50.5, y: 50.5), startRadius: 10,
                                       endCenter: Point(x: 50.5, y: 50.5), endRadius: 30),
                         stops: [.init(location: 0, color: .red), .init(location: 1, color: .blue)])
        let (b, c) = makeBitmap(101, 101)
        c.drawGradient(g)
        expectPixel(b, 50, 50, opaqueRed) // inside the start circle: padded
        expectPixel(b, 70, 50, 0xFF80_0080, tolerance: 1) // 20 from the center: halfway
        expectPixel(b, 90, 50, opaqueBlue)
    }

    @Test func singleColorGradientIsSolid() {
        let (b, c) = makeBitmap(10, 10)
        c.drawGradient(.linear([.green], from: .zero, to: Point(x: 10, y: 0)))
        expectPixel(b, 0, 0, opaqueGreen)
        expectPixel(b, 9, 9, opaqueGreen)
    }

    // MARK: Images

    @Test func imageScaledWithoutInterpolationHitsExactPixels() {
        let (b, c) = makeBitmap(10, 10)
        c.draw(quadImage(), in: Rect(x: 0, y: 0, width: 8, height: 8), interpolation: .none)
        for y in 0..<10 {
            for x in 0..<10 {
                let expected: UInt32
                switch (x, y) {
                case (0..<4, 0..<4): expected = opaqueRed
                case (4..<8, 0..<4): expected = opaqueGreen
                case (0..<4, 4..<8): expected = opaqueBlue
                case (4..<8, 4..<8): expected = opaqueWhite
                default: expected = transparent
                }
                expectPixel(b, x, y, expected)
            }
        }
    }

    @Test func imageScaledWithInterpolationBlendsAtTheSeam() {
        let (b, c) = makeBitmap(8, 8)
        c.draw(quadImage(), in: Rect(x: 0, y: 0, width: 8, height: 8), interpolation: .low)
        // Padded edges keep the corner colors; the seam between red and green is mixed.
        expectPixel(b, 0, 0, opaqueRed)
        expectPixel(b, 7, 0, opaqueGreen)
        let seam = channels(b.pixel(x: 3, y: 0)!)
        #expect(seam[0] == 255 && seam[1] > 100 && seam[2] > 20, "seam \(seam)")
    }

    @Test func imageAtScaleTwoOnScaleTwoBitmap() {
        let (b, c) = makeBitmap(12, 12, scale: 2)
        c.draw(quadImage(scale: 2), in: Rect(x: 1, y: 1, width: 4, height: 4), interpolation: .none)
        // 4x4 points = 8x8 pixels from (2, 2); each source pixel covers 4x4 device pixels.
        expectPixel(b, 2, 2, opaqueRed)
        expectPixel(b, 5, 5, opaqueRed)
        expectPixel(b, 6, 2, opaqueGreen)
        expectPixel(b, 9, 5, opaqueGreen)
        expectPixel(b, 2, 6, opaqueBlue)
        expectPixel(b, 9, 9, opaqueWhite)
        expectPixel(b, 1, 1, transparent)
        expectPixel(b, 10, 10, transparent)
    }

    @Test func imageFlippedByNegativeRect() {
        let (b, c) = makeBitmap(4, 4)
        c.draw(quadImage(), in: Rect(x: 4, y: 0, width: -4, height: 4), interpolation: .none)
        expectPixel(b, 0, 0, opaqueGreen)
        expectPixel(b, 3, 0, opaqueRed)
        expectPixel(b, 0, 3, opaqueWhite)
    }

    @Test func imagePartFlippedByNegativeRect() {
        let (b, c) = makeBitmap(4, 4)
        c.draw(quadImage(), from: Rect(x: 0, y: 0, width: 2, height: 2), in: Rect(x: 0, y: 4, width: 4, height: -4),
               interpolation: .none)
        expectPixel(b, 0, 0, opaqueBlue)
        expectPixel(b, 3, 0, opaqueWhite)
        expectPixel(b, 0, 3, opaqueRed)
    }

    @Test func tiledRectWithNegativeSizeCoversItsArea() {
        let image = TestImages.checker(size: 2)
        let (b, c) = makeBitmap(8, 8)
        c.drawTiled(image, in: Rect(x: 8, y: 8, width: -8, height: -8))
        for y in 0..<8 { for x in 0..<8 { expectPixel(b, x, y, image.pixel(x: x % 4, y: y % 4)!) } }
    }

    @Test func imageOpacity() {
        let (b, c) = makeBitmap(4, 4)
        c.draw(quadImage(), in: Rect(x: 0, y: 0, width: 4, height: 4), opacity: 0.5, interpolation: .none)
        expectPixel(b, 0, 0, 0x8080_0000, tolerance: 1)
        expectPixel(b, 3, 3, 0x8080_8080, tolerance: 1)
        let (b2, c2) = makeBitmap(4, 4)
        c2.draw(quadImage(), in: Rect(x: 0, y: 0, width: 4, height: 4), opacity: -1, interpolation: .none)
        expectPixel(b2, 0, 0, transparent)
    }

    @Test func emptyRectDrawsNothing() {
        let (b, c) = makeBitmap(4, 4)
        c.draw(quadImage(), in: Rect(x: 0, y: 0, width: 0, height: 4))
        c.draw(quadImage(), from: Rect(x: 0, y: 0, width: 1, height: 1), in: Rect(x: 0, y: 0, width: 4, height: 0))
        c.draw(quadImage(), from: Rect(x: 0, y: 0, width: 0, height: 1), in: Rect(x: 0, y: 0, width: 4, height: 4))
        #expect((0..<16).allSatisfy { b.pixel(x: $0 % 4, y: $0 / 4) == 0 })
    }

    @Test func drawPartOfAnImage() {
        let (b, c) = makeBitmap(6, 6)
        c.draw(quadImage(), from: Rect(x: 1, y: 0, width: 1, height: 1), in: Rect(x: 1, y: 1, width: 4, height: 4),
               interpolation: .none)
        for y in 1..<5 { for x in 1..<5 { expectPixel(b, x, y, opaqueGreen) } }
        expectPixel(b, 0, 0, transparent)
        expectPixel(b, 5, 5, transparent)
    }

    @Test(arguments: [Canvas.Interpolation.low, .high])
    func drawPartOfAnImageNeverSamplesOutsideThePart(_ interpolation: Canvas.Interpolation) {
        // Scaling up a part with a smoothing filter must not blend in the neighbouring pixels.
        let (b, c) = makeBitmap(8, 8)
        c.draw(quadImage(), from: Rect(x: 1, y: 0, width: 1, height: 1), in: Rect(x: 0, y: 0, width: 8, height: 8),
               interpolation: interpolation)
        for y in 0..<8 { for x in 0..<8 { expectPixel(b, x, y, opaqueGreen) } }
    }

    @Test func drawPartOfAScaledImageUsesPoints() {
        // A 4x4-pixel image at scale 2 (2x2 points) in four 2x2-pixel quadrants.
        var px = [UInt32](repeating: 0, count: 16)
        for y in 0..<4 { for x in 0..<4 { px[y * 4 + x] = [opaqueRed, opaqueGreen, opaqueBlue, opaqueWhite][(y / 2) * 2 + x / 2] } }
        let image = try! Image(width: 4, height: 4, premultipliedARGB: px, scale: 2)
        let (b, c) = makeBitmap(4, 4)
        c.draw(image, from: Rect(x: 0, y: 1, width: 1, height: 1), in: Rect(x: 0, y: 0, width: 4, height: 4), interpolation: .none)
        for y in 0..<4 { for x in 0..<4 { expectPixel(b, x, y, opaqueBlue) } }
    }

    // MARK: Pattern colors

    @Test func patternColorTilesFromTheOrigin() {
        let image = TestImages.checker(size: 2)
        let (b, c) = makeBitmap(16, 16)
        c.fill(Rect(x: 1, y: 2, width: 14, height: 13), with: Color(patternImage: image))
        for y in 2..<15 {
            for x in 1..<15 { expectPixel(b, x, y, image.pixel(x: x % 4, y: y % 4)!) }
        }
        expectPixel(b, 0, 0, transparent)
        expectPixel(b, 15, 15, transparent)
    }

    @Test func patternColorPhaseFollowsTheTransform() {
        let image = TestImages.checker(size: 2)
        let (b, c) = makeBitmap(16, 16)
        c.translate(x: 1, y: 3)
        c.fill(Rect(x: 0, y: 0, width: 12, height: 12), with: Color(patternImage: image))
        for y in 3..<15 {
            for x in 1..<13 { expectPixel(b, x, y, image.pixel(x: mod(x - 1, 4), y: mod(y - 3, 4))!) }
        }
    }

    @Test func drawTiledStartsAtItsPhase() {
        let image = TestImages.checker(size: 2)
        let (b, c) = makeBitmap(16, 16)
        c.drawTiled(image, in: Rect(x: 0, y: 0, width: 16, height: 16), phase: Point(x: 1, y: 3))
        for y in 0..<16 {
            for x in 0..<16 { expectPixel(b, x, y, image.pixel(x: mod(x - 1, 4), y: mod(y - 3, 4))!) }
        }
    }

    @Test func scaledPatternImageTilesAtItsScale() {
        // A 4x4-pixel pattern at scale 2 on a scale-2 bitmap maps pixel for pixel.
        let source = TestImages.checker(size: 2)
        let image = try! Image(width: 4, height: 4, premultipliedARGB: source.premultipliedARGB, scale: 2)
        let (b, c) = makeBitmap(16, 16, scale: 2)
        c.paint(Color(patternImage: image))
        for y in 0..<16 { for x in 0..<16 { expectPixel(b, x, y, image.pixel(x: x % 4, y: y % 4)!) } }
    }

    @Test func patternColorStrokes() {
        let image = TestImages.checker(size: 2)
        let (b, c) = makeBitmap(16, 8)
        c.stroke(line(0, 4, 16, 4), with: Color(patternImage: image), style: StrokeStyle(lineWidth: 2))
        for x in 0..<16 {
            expectPixel(b, x, 3, image.pixel(x: x % 4, y: 3)!)
            expectPixel(b, x, 4, image.pixel(x: x % 4, y: 0)!)
            expectPixel(b, x, 2, transparent)
        }
    }

    @Test func patternColorAlphaScalesThePattern() {
        let image = TestImages.checker(size: 2)
        let (b, c) = makeBitmap(8, 8)
        c.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: Color(patternImage: image, alpha: 0.5))
        for y in 0..<8 {
            for x in 0..<8 {
                let src = channels(image.pixel(x: x % 4, y: y % 4)!)
                let expected = src.map { UInt32(($0 * 128 + 127) / 255) }
                expectPixel(b, x, y, expected[0] << 24 | expected[1] << 16 | expected[2] << 8 | expected[3], tolerance: 1)
            }
        }
    }

    @Test func patternColorAlphaAppliesToStrokeAndPaint() {
        let image = try! Image(width: 1, height: 1, premultipliedARGB: [opaqueBlack])
        let color = Color(patternImage: image, alpha: 0.25)
        let (b, c) = makeBitmap(10, 10)
        c.stroke(line(0, 2, 10, 2), with: color, style: StrokeStyle(lineWidth: 2))
        #expect(abs(alpha(b, 5, 1) - 64) <= 1)
        let (b2, c2) = makeBitmap(10, 10)
        c2.paint(color)
        #expect(abs(alpha(b2, 5, 5) - 64) <= 1)
    }

    @Test func patternColorAlphaDoesNotDoubleWhereAPathOverlapsItself() {
        // Two overlapping subpaths in one fill: the pattern alpha is applied once.
        let image = try! Image(width: 1, height: 1, premultipliedARGB: [opaqueBlack])
        var p = Path(rect: Rect(x: 0, y: 0, width: 6, height: 4))
        p.append(Path(rect: Rect(x: 3, y: 0, width: 6, height: 4)))
        let (b, c) = makeBitmap(10, 4)
        c.fill(p, with: Color(patternImage: image, alpha: 0.5))
        #expect(alpha(b, 1, 1) == alpha(b, 4, 1))
        #expect(abs(alpha(b, 4, 1) - 128) <= 1)
    }
}
