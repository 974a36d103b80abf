import RKGeometry
import RKGraphics

/// Pixel-level comparison of two frames, for tests that check an incremental frame against a
/// full repaint.
public enum PixelComparison {
    /// The number of pixels of `a` and `b` whose channels differ by more than `tolerance`
    /// (0 to 255); every pixel when the sizes differ.
    @MainActor
    public static func differingPixels(_ a: Bitmap, _ b: Bitmap, tolerance: Int = 0) -> Int {
        let pa = a.makeImage().premultipliedARGB, pb = b.makeImage().premultipliedARGB
        guard pa.count == pb.count else { return max(pa.count, pb.count) }
        var n = 0
        for i in pa.indices where pa[i] != pb[i] {
            let p = pa[i], q = pb[i]
            for shift in stride(from: 0, through: 24, by: 8) {
                let u = Int((p >> UInt32(shift)) & 0xFF), v = Int((q >> UInt32(shift)) & 0xFF)
                if abs(u - v) > tolerance {
                    n += 1
                    break
                }
            }
        }
        return n
    }
}

/// Randomized tests pick among `n` choices with a plain modulo, as their recorded sequences were
/// made; the shared seeded generator keeps them the same on every run and every machine.
extension SeededRandomNumberGenerator {
    /// An integer in `0..<n` (the next value modulo `n`: slightly biased, which such tests do not mind).
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
