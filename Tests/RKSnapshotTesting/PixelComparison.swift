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

/// SplitMix64: a small seedable generator, so randomized tests make the same changes on every
/// run and every machine.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// An integer in 0..<n.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// A double in 0..<1.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
