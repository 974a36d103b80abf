/// A small, fast, seedable random number generator (Steele, Lea & Flood's SplitMix64), for
/// everything that must come out the same on every run, machine and Swift version: generated
/// textures and sample art, synthetic stroke corpora, randomized tests and benchmark orders.
///
/// Swift's `SystemRandomNumberGenerator` cannot be seeded, and the standard library promises no
/// particular algorithm behind `Double.random(in:using:)`; this generator's sequence is fixed by
/// its seed alone, so a snapshot or a corpus made from it never changes underneath its tests.
///
/// ```swift
/// var rng = SeededRandomNumberGenerator(seed: 42)
/// let bits = rng.next()          // 64 random bits
/// let x = rng.nextUnit()         // uniform in 0..<1
/// let card = deck.randomElement(using: &rng)
/// ```
///
/// It is not cryptographically secure.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Hashable, Sendable {
    /// The whole state is one word, so a copy of the generator continues the same sequence.
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`: equal seeds give equal sequences.
    ///
    /// - Parameter seed: Any value; 0 is as good a seed as any other.
    public init(seed: UInt64) {
        state = seed
    }

    /// Returns the next 64 random bits and advances the generator.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Returns a double uniform in `0..<1`, made from the top 53 bits of the next value.
    ///
    /// The mapping is spelled out here, rather than left to `Double.random(in:using:)`, because
    /// generated art and corpora depend on the exact values and the standard library does not
    /// promise its mapping.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
