import Foundation  // log, cos for the normal deviate
import RKGeometry

/// The distributions the corpus draws from, on the shared seeded generator, so the corpus is
/// identical on every platform and Swift version.
extension SeededRandomNumberGenerator {
    /// Uniform in [lower, upper).
    mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * nextUnit()
    }

    /// Log-uniform in [lower, upper): equal odds per octave, as for sizes and rates.
    mutating func logUniform(_ lower: Double, _ upper: Double) -> Double {
        lower * exp(log(upper / lower) * nextUnit())
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        nextUnit() < p
    }

    /// ±1 with equal odds.
    mutating func sign() -> Double {
        next() & 1 == 0 ? 1 : -1
    }

    /// A standard normal deviate (Box-Muller; the second value is discarded
    /// to keep the state a single word).
    mutating func gaussian() -> Double {
        let u1 = max(nextUnit(), 0x1p-53)
        let u2 = nextUnit()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }
}
