import Foundation  // log, cos for the normal deviate

/// A small, fast, deterministic PRNG (Steele, Lea & Flood's SplitMix64), so the
/// corpus is identical on every platform and Swift version.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// Uniform in [lower, upper).
    mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * unit()
    }

    /// Log-uniform in [lower, upper): equal odds per octave, as for sizes and rates.
    mutating func logUniform(_ lower: Double, _ upper: Double) -> Double {
        lower * exp(log(upper / lower) * unit())
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// ±1 with equal odds.
    mutating func sign() -> Double {
        next() & 1 == 0 ? 1 : -1
    }

    /// A standard normal deviate (Box-Muller; the second value is discarded
    /// to keep the state a single word).
    mutating func gaussian() -> Double {
        let u1 = max(unit(), 0x1p-53)
        let u2 = unit()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }
}
