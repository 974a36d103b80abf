import Testing
@testable import RKMotion

@Test func formulaAndHandValues() {
    // (1 - 1/(x·c/d + 1))·d
    let d = 600.0, c = 0.55
    for x in [1.0, 10, 100, 1000, 10_000] {
        let expected = (1 - 1 / (x * c / d + 1)) * d
        #expect(abs(RubberBand.offset(overshoot: x, dimension: d) - expected) < 1e-9)
    }
    // At x = d/c the content shows half a dimension.
    #expect(abs(RubberBand.offset(overshoot: d / c, dimension: d, coefficient: c) - d / 2) < 1e-9)
}

@Test func smallDragsMoveByTheCoefficient() {
    // c·x - c²x²/d + …: the quadratic term is 3e-8 here.
    let y = RubberBand.offset(overshoot: 0.01, dimension: 1000)
    #expect(abs(y - 0.55 * 0.01) < 1e-7)
    #expect(y < 0.55 * 0.01)
    #expect(abs(RubberBand.offset(overshoot: 0.01, dimension: 1000, coefficient: 0.3) - 0.003) < 1e-7)
}

@Test func approachesTheDimensionAsymptotically() {
    var previous = 0.0
    for x in stride(from: 100.0, through: 1e7, by: 50_000) {
        let y = RubberBand.offset(overshoot: x, dimension: 400)
        #expect(y > previous && y < 400)
        previous = y
    }
    #expect(previous > 399.9)
    #expect(RubberBand.offset(overshoot: .infinity, dimension: 400) == 400)
}

@Test func preservesSign() {
    #expect(RubberBand.offset(overshoot: -80, dimension: 500) == -RubberBand.offset(overshoot: 80, dimension: 500))
    #expect(RubberBand.offset(overshoot: 0, dimension: 500) == 0)
}

@Test func degenerateArguments() {
    #expect(RubberBand.offset(overshoot: 50, dimension: 0) == 0)
    #expect(RubberBand.offset(overshoot: 50, dimension: -10) == 0)
    #expect(RubberBand.offset(overshoot: .nan, dimension: 100) == 0)
    #expect(RubberBand.offset(overshoot: 50, dimension: 100, coefficient: 0) == 0)
    #expect(RubberBand.offset(overshoot: 50, dimension: .infinity) == 0.55 * 50)
}

@Test func inverseRoundTrips() {
    for x in [-900.0, -5, 0.5, 42, 3000] {
        let y = RubberBand.offset(overshoot: x, dimension: 700, coefficient: 0.4)
        #expect(abs(RubberBand.overshoot(forOffset: y, dimension: 700, coefficient: 0.4) - x) < 1e-8 * max(1, abs(x)))
    }
    #expect(RubberBand.overshoot(forOffset: 700, dimension: 700) == .infinity)
    #expect(RubberBand.overshoot(forOffset: -800, dimension: 700) == -.infinity)
}

@Test func clampBandsOnlyOutsideTheRange() {
    #expect(RubberBand.clamp(120, min: 0, max: 500, dimension: 300) == 120)
    let below = RubberBand.clamp(-60, min: 0, max: 500, dimension: 300)
    #expect(abs(below - RubberBand.offset(overshoot: -60, dimension: 300)) < 1e-12)
    let above = RubberBand.clamp(560, min: 0, max: 500, dimension: 300)
    #expect(abs(above - (500 + RubberBand.offset(overshoot: 60, dimension: 300))) < 1e-12)
    // Content shorter than the viewport: max < min means a single rest point at min.
    #expect(abs(RubberBand.clamp(10, min: 0, max: -100, dimension: 300) - RubberBand.offset(overshoot: 10, dimension: 300)) < 1e-12)
}
