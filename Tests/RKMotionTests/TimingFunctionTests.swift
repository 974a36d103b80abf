import Testing
@testable import RKMotion
import RKGeometry

/// Reference solver written independently of the implementation: Bernstein form of the curve
/// and plain bisection on t for 200 steps (far below double precision).
private func referenceValue(_ p: (Double, Double, Double, Double), at x: Double) -> Double {
    func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bezier(mid, p.0, p.2) < x { lo = mid } else { hi = mid }
    }
    return bezier((lo + hi) / 2, p.1, p.3)
}

private let curves: [(TimingFunction, (Double, Double, Double, Double))] = [
    (.linear, (0, 0, 1, 1)),
    (.easeIn, (0.42, 0, 1, 1)),
    (.easeOut, (0, 0, 0.58, 1)),
    (.easeInEaseOut, (0.42, 0, 0.58, 1)),
    (.default, (0.25, 0.1, 0.25, 1)),
    (TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55), (0.68, -0.55, 0.265, 1.55)),  // overshoots
    (TimingFunction(controlPoints: 0.1, 0.9, 0.2, 1), (0.1, 0.9, 0.2, 1)),
    (TimingFunction(controlPoints: 1, 0, 0, 1), (1, 0, 0, 1)),  // x'(0.5) = 0: Newton must fall back
    (TimingFunction(controlPoints: 0, 1, 1, 0), (0, 1, 1, 0)),
]

@Test func namedCurvesHaveCoreAnimationsControlPoints() {
    #expect(TimingFunction.easeIn == TimingFunction(controlPoints: 0.42, 0, 1, 1))
    #expect(TimingFunction.easeOut == TimingFunction(controlPoints: 0, 0, 0.58, 1))
    #expect(TimingFunction.easeInEaseOut == TimingFunction(controlPoints: 0.42, 0, 0.58, 1))
    #expect(TimingFunction.default == TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
    #expect(TimingFunction.linear == TimingFunction(controlPoints: 0, 0, 1, 1))
    let d = TimingFunction.default
    #expect(d.controlPoint(at: 0) == Point(x: 0, y: 0))
    #expect(d.controlPoint(at: 1) == Point(x: 0.25, y: 0.1))
    #expect(d.controlPoint(at: 2) == Point(x: 0.25, y: 1))
    #expect(d.controlPoint(at: 3) == Point(x: 1, y: 1))
    #expect(TimingFunction(name: "easeInEaseOut") == .easeInEaseOut)
    #expect(TimingFunction(name: "default") == .default)
    #expect(TimingFunction(name: "bouncy") == nil)
}

@Test func valuesMatchAnIndependentBisection() {
    for (f, p) in curves {
        for i in 0...1000 {
            let x = Double(i) / 1000
            let expected = referenceValue(p, at: x)
            let got = f.value(at: x)
            // Where x(t) has a flat spot (a vertical tangent in y over x), rounding of x alone
            // moves t by ~(1e-16)^(1/3): even the reference is only good to a few 1e-6 there.
            let tolerance = p.0 == 1 && p.2 == 0 || p.0 == 0 && p.2 == 1 && p.1 != 0 ? 2e-5 : 1e-6
            #expect(abs(got - expected) < tolerance, "\(p) at \(x): \(got) vs \(expected)")
        }
    }
}

@Test func timingHandValues() {
    // Linear is the identity; the symmetric ease is 0.5 at 0.5.
    #expect(TimingFunction.linear.value(at: 0.3) == 0.3)
    #expect(abs(TimingFunction.easeInEaseOut.value(at: 0.5) - 0.5) < 1e-12)
    // (1, 0, 0, 1): x = 1/2 at t = 1/2 where y = 3t² - 2t³ = 1/2.
    #expect(abs(TimingFunction(controlPoints: 1, 0, 0, 1).value(at: 0.5) - 0.5) < 1e-9)
    // easeOut is easeIn turned half a turn about (0.5, 0.5).
    for i in 0...20 {
        let x = Double(i) / 20
        #expect(abs(TimingFunction.easeIn.value(at: x) - (1 - TimingFunction.easeOut.value(at: 1 - x))) < 1e-9)
    }
    // Ease-in starts slow, ease-out fast.
    #expect(TimingFunction.easeIn.value(at: 0.25) < 0.25)
    #expect(TimingFunction.easeOut.value(at: 0.25) > 0.25)
}

@Test func endsAreExactAndInputIsClamped() {
    for (f, _) in curves {
        #expect(f.value(at: 0) == 0)
        #expect(f.value(at: 1) == 1)
        #expect(f.value(at: -3) == 0)
        #expect(f.value(at: 7) == 1)
        #expect(f.value(at: .nan) == 0)
        #expect(f.value(at: .infinity) == 1)
    }
}

@Test func controlPointsAreSanitized() {
    let f = TimingFunction(controlPoints: -0.5, 2, 1.5, -1)
    #expect(f.c1x == 0 && f.c2x == 1)
    #expect(f.c1y == 2 && f.c2y == -1)  // y is free: overshoot is allowed
    #expect(TimingFunction(controlPoints: .nan, 0, 1, 1) == .linear)
    #expect(TimingFunction(controlPoints: 0.2, .infinity, 1, 1) == .linear)
    // A clamped curve still solves correctly.
    for i in 1..<10 {
        let x = Double(i) / 10
        #expect(abs(f.value(at: x) - referenceValue((0, 2, 1, -1), at: x)) < 1e-6)
    }
}

@Test func standardCurvesAreMonotonic() {
    for f in [TimingFunction.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
        var previous = 0.0
        for i in 0...500 {
            let v = f.value(at: Double(i) / 500)
            #expect(v >= previous - 1e-12)
            previous = v
        }
    }
}

@Test func slopeMatchesFiniteDifferences() {
    for (f, p) in curves.prefix(7) {
        for x in stride(from: 0.05, through: 0.95, by: 0.05) {
            let h = 1e-5
            let numeric = (referenceValue(p, at: x + h) - referenceValue(p, at: x - h)) / (2 * h)
            #expect(abs(f.slope(at: x) - numeric) < 1e-4 * max(1, abs(numeric)), "\(p) at \(x)")
        }
    }
    #expect(TimingFunction.linear.slope(at: 0.4) == 1)
    // easeOut starts at slope c2y / c2x (both first derivatives vanish at t = 0).
    #expect(abs(TimingFunction.easeOut.slope(at: 0) - 1 / 0.58) < 1e-6)
    // easeIn starts at slope c1y / c1x = 0.
    #expect(abs(TimingFunction.easeIn.slope(at: 0)) < 1e-12)
}
