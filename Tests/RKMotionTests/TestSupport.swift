import RKGeometry

// Shared helpers for the Motion tests: tolerant comparisons and a seeded random source, so that
// "random" cases are the same on every run.

/// True when |a - b| ≤ tolerance.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    Swift.abs(a - b) <= tolerance
}

/// The largest element-wise difference between two matrices.
func maxDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
    zip(a.rows, b.rows).map { Swift.abs($0 - $1) }.max() ?? 0
}

/// The largest element-wise difference between two affine transforms.
func maxDifference(_ a: Transform2D, _ b: Transform2D) -> Double {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].map(Swift.abs).max() ?? 0
}

/// The Motion tests' random cases draw from closed ranges through the standard library's mapping,
/// which their recorded tolerances were tuned with.
extension SeededRandomNumberGenerator {
    /// A double in `range`, as `Double.random(in:using:)` draws it.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }
}
