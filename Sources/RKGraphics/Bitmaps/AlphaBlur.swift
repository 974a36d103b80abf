/// Gaussian blur of an 8-bit alpha buffer, approximated by three successive box blurs per axis
/// (the method browsers and Skia use for shadows; within 3% of a true Gaussian). Cairo has no
/// blur of its own, so this is the one piece of raster code RecipeKit writes itself.
enum AlphaBlur {
    /// The three odd box widths whose successive application approximates a Gaussian of `sigma`.
    static func boxSizes(sigma: Double) -> [Int] {
        let n = 3.0
        let wIdeal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(wIdeal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = Swift.max(wl, 1)
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)
        let m = Int(mIdeal.rounded())
        return (0..<3).map { $0 < m ? wl : wu }
    }

    /// Blurs `data` (width x height, `stride` bytes per row) in place.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let sizes = boxSizes(sigma: sigma)
        let longest = Swift.max(width, height)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: longest)
        let tmp = UnsafeMutablePointer<UInt8>.allocate(capacity: longest)
        defer { line.deallocate(); tmp.deallocate() }
        for box in sizes where box > 1 {
            let r = box / 2
            // Fixed-point reciprocal: sum * recip >> 24 == sum / box, rounded.
            let recip = (1 << 24) / box
            for y in 0..<height {
                let row = data + y * stride
                boxLine(row, step: 1, count: width, radius: r, recip: recip, scratch: line, out: tmp)
            }
            for x in 0..<width {
                let col = data + x
                boxLine(col, step: stride, count: height, radius: r, recip: recip, scratch: line, out: tmp)
            }
        }
    }

    /// One box pass over a strided line, treating samples outside as zero (transparent).
    @inline(__always)
    private static func boxLine(_ p: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius r: Int, recip: Int,
                                scratch: UnsafeMutablePointer<UInt8>, out: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { scratch[i] = p[i * step] }
        var sum = 0
        for i in 0..<Swift.min(r, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let add = i + r
            if add < count { sum += Int(scratch[add]) }
            out[i] = UInt8(truncatingIfNeeded: (sum * recip + (1 << 23)) >> 24)
            let sub = i - r
            if sub >= 0 { sum -= Int(scratch[sub]) }
        }
        for i in 0..<count { p[i * step] = out[i] }
    }
}
