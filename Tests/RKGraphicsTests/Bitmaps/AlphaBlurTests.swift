import RKGeometry
import RKSnapshotTesting
import Testing
@testable import RKGraphics

/// An 8-bit alpha buffer with padding at the end of each row, as Cairo's A8 surfaces have.
private struct AlphaBuffer {
    let width: Int, height: Int, stride: Int
    var bytes: [UInt8]
    static let padding: UInt8 = 0x5A

    init(width: Int, height: Int, value: (Int, Int) -> UInt8) {
        self.width = width
        self.height = height
        stride = width + 5
        bytes = [UInt8](repeating: AlphaBuffer.padding, count: stride * height)
        for y in 0..<height { for x in 0..<width { bytes[y * stride + x] = value(x, y) } }
    }

    /// A `size`-square buffer with an opaque `side`-square in the middle.
    static func square(size: Int, side: Int) -> AlphaBuffer {
        let lo = (size - side) / 2
        return AlphaBuffer(width: size, height: size) { x, y in
            (lo..<lo + side).contains(x) && (lo..<lo + side).contains(y) ? 255 : 0
        }
    }

    subscript(x: Int, y: Int) -> Int { Int(bytes[y * stride + x]) }

    var mass: Int {
        var s = 0
        for y in 0..<height { for x in 0..<width { s += self[x, y] } }
        return s
    }

    var paddingIntact: Bool {
        (0..<height).allSatisfy { y in (width..<stride).allSatisfy { bytes[y * stride + $0] == AlphaBuffer.padding } }
    }

    mutating func blur(sigma: Double) {
        let (w, h, s) = (width, height, stride)
        bytes.withUnsafeMutableBufferPointer { AlphaBlur.blur($0.baseAddress!, width: w, height: h, stride: s, sigma: sigma) }
    }
}

@Suite struct AlphaBlurTests {
    @Test(arguments: [2.0, 3.0, 5.0, 10.0, 25.0, 60.0])
    func boxSizesApproximateTheGaussian(_ sigma: Double) {
        let sizes = AlphaBlur.boxSizes(sigma: sigma)
        #expect(sizes.count == 3)
        #expect(sizes.allSatisfy { $0 % 2 == 1 && $0 >= 1 }, "\(sizes)")
        #expect(sizes == sizes.sorted())
        // Box variances add up: a box of width w has variance (w² - 1) / 12.
        let variance = sizes.map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
        #expect(abs(variance.squareRoot() - sigma) / sigma < 0.1, "sizes \(sizes) give sigma \(variance.squareRoot())")
    }

    @Test(arguments: [1.0, 3.0, 6.0, 12.0])
    func blurPreservesTotalAlpha(_ sigma: Double) {
        var buf = AlphaBuffer.square(size: 161, side: 41)
        let before = buf.mass
        buf.blur(sigma: sigma)
        let after = buf.mass
        #expect(abs(Double(after - before)) / Double(before) < 0.02, "mass \(before) -> \(after)")
        #expect(buf.paddingIntact, "bytes past the row width are not touched")
    }

    @Test func blurIsSymmetric() {
        var buf = AlphaBuffer.square(size: 101, side: 21)
        buf.blur(sigma: 4)
        var worstTranspose = 0
        for y in 0..<101 {
            for x in 0..<101 {
                #expect(buf[x, y] == buf[100 - x, y], "mirror x at (\(x), \(y))")
                #expect(buf[x, y] == buf[x, 100 - y], "mirror y at (\(x), \(y))")
                worstTranspose = max(worstTranspose, abs(buf[x, y] - buf[y, x]))
            }
        }
        // Passes run rows then columns, so rounding may differ by one across the diagonal.
        #expect(worstTranspose <= 1)
    }

    @Test func blurFallsOffMonotonicallyFromTheCenter() {
        var buf = AlphaBuffer.square(size: 121, side: 61)  // opaque x 30...90
        buf.blur(sigma: 5)
        for x in 60..<120 { #expect(buf[x, 60] >= buf[x + 1, 60], "at x \(x)") }
        #expect(buf[60, 60] == 255, "the middle of a wide square stays opaque")
        #expect(buf[90, 60] > 100 && buf[90, 60] < 170, "the edge is about half: \(buf[90, 60])")
        #expect(buf[110, 60] == 0, "nothing beyond 3 sigma and a bit")
    }

    @Test func largerSigmaSpreadsFurther() {
        func alphaOutside(_ sigma: Double, distance: Int) -> Int {
            var buf = AlphaBuffer.square(size: 201, side: 61)
            buf.blur(sigma: sigma)
            // The square's right edge is at x = 130 (last opaque column 130).
            return buf[130 + distance, 100]
        }
        let narrow = alphaOutside(1, distance: 6), wide = alphaOutside(5, distance: 6)
        #expect(narrow == 0)
        #expect(wide > 15, "sigma 5 reaches 6 px: \(wide)")
        #expect(alphaOutside(5, distance: 2) > alphaOutside(5, distance: 6))
        #expect(alphaOutside(12, distance: 20) > alphaOutside(5, distance: 20))
    }

    @Test(arguments: [0.0, 0.1, 0.2, -3.0, Double.nan])
    func tinyOrInvalidSigmaLeavesTheBufferAlone(_ sigma: Double) {
        let original = AlphaBuffer.square(size: 20, side: 8)
        var buf = original
        buf.blur(sigma: sigma)
        #expect(buf.bytes == original.bytes)
    }

    @Test func blurOfUniformInteriorKeepsItOpaque() {
        var buf = AlphaBuffer(width: 60, height: 60) { _, _ in 255 }
        buf.blur(sigma: 3)
        #expect(buf[30, 30] == 255)
        // At the buffer's border, outside counts as transparent.
        #expect(buf[0, 30] < 200)
        #expect(buf[0, 0] < buf[0, 30])
    }

    @Test func blurHandlesBuffersNarrowerThanTheBox() {
        var buf = AlphaBuffer(width: 3, height: 2) { _, _ in 255 }
        buf.blur(sigma: 10)
        #expect(buf.paddingIntact)
        #expect((0..<2).allSatisfy { y in (0..<3).allSatisfy { buf[$0, y] < 255 } })
    }
}
