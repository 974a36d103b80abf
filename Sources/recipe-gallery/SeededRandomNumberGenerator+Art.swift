import RecipeKit

/// The gallery's art draws values in closed ranges; the shared seeded generator keeps it the same
/// on every run and every machine.
extension SeededRandomNumberGenerator {
    /// A double in `range` (the upper bound itself is never drawn).
    mutating func value(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + nextUnit() * (range.upperBound - range.lowerBound)
    }
}
