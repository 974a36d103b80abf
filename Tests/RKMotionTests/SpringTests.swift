import Testing
@testable import RKMotion
#if canImport(Glibc)
import Glibc
#endif

/// Integrates m·x″ = -k(x - 1) - c·x′ from x = 0, x′ = v0 with classic RK4: an answer that
/// shares nothing with the closed forms under test.
private func integrate(_ s: Spring, to end: Double, dt: Double = 1e-4) -> [(t: Double, x: Double, v: Double)] {
    let m = s.mass, k = s.stiffness, c = s.damping
    func acc(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
    var x = 0.0, v = s.initialVelocity, t = 0.0
    var out = [(t, x, v)]
    while t < end - dt / 2 {
        let k1x = v, k1v = acc(x, v)
        let k2x = v + dt / 2 * k1v, k2v = acc(x + dt / 2 * k1x, v + dt / 2 * k1v)
        let k3x = v + dt / 2 * k2v, k3v = acc(x + dt / 2 * k2x, v + dt / 2 * k2v)
        let k4x = v + dt * k3v, k4v = acc(x + dt * k3x, v + dt * k3v)
        x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t += dt
        out.append((t, x, v))
    }
    return out
}

private let springs: [Spring] = [
    Spring(),                                                         // ζ = 0.5
    Spring(mass: 1, stiffness: 100, damping: 20),                     // ζ = 1
    Spring(mass: 1, stiffness: 100, damping: 50),                     // ζ = 2.5
    Spring(mass: 2, stiffness: 300, damping: 5, initialVelocity: 3),  // light damping, launched
    Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -4),
    Spring(mass: 0.5, stiffness: 200, damping: 40, initialVelocity: 10),
]

@Test func closedFormsMatchNumericalIntegration() {
    for s in springs {
        let path = integrate(s, to: 3)
        for (i, sample) in path.enumerated() where i % 250 == 0 {
            #expect(abs(s.value(at: sample.t) - sample.x) < 1e-7, "\(s) at \(sample.t)")
            #expect(abs(s.velocity(at: sample.t) - sample.v) < 1e-5, "\(s) at \(sample.t)")
        }
    }
}

@Test func springHandValues() {
    // Critically damped from rest, ω = 10: x = 1 - (1 + 10t)e^(-10t).
    let critical = Spring(mass: 1, stiffness: 100, damping: 20)
    #expect(abs(critical.value(at: 0.1) - (1 - 2 * exp(-1.0))) < 1e-12)
    #expect(abs(critical.value(at: 0.3) - (1 - 4 * exp(-3.0))) < 1e-12)
    // Default spring: ζ = 0.5, ω₀ = 10, ωd = √75: x = 1 - e^(-5t)(cos ωd t + 5/ωd sin ωd t).
    let wd = 75.0.squareRoot()
    for t in [0.05, 0.2, 0.5, 1.0] {
        let x = 1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
        #expect(abs(Spring().value(at: t) - x) < 1e-12)
    }
    #expect(Spring().naturalFrequency == 10)
    #expect(Spring().dampingRatio == 0.5)
}

@Test func startsAtZeroAndEndsAtOne() {
    for s in springs {
        #expect(s.value(at: 0) == 0)
        #expect(s.value(at: -1) == 0)
        #expect(s.value(at: .nan) == 0)
        #expect(s.value(at: .infinity) == 1)
        #expect(abs(s.value(at: 60) - 1) < 1e-9)
        #expect(s.velocity(at: 0) == s.initialVelocity)
    }
}

@Test func criticalAndOverdampedNeverOvershootFromRest() {
    for s in [Spring(mass: 1, stiffness: 100, damping: 20), Spring(mass: 1, stiffness: 100, damping: 50),
              Spring(dampingRatio: 1, response: 0.3)] {
        var previous = 0.0
        for i in 1...3000 {
            let x = s.value(at: Double(i) / 1000)
            #expect(x <= 1 + 1e-12)
            #expect(x >= previous - 1e-12)  // and approaches monotonically
            previous = x
        }
    }
}

@Test func underdampedOvershootsThenSettles() {
    let s = Spring()  // ζ = 0.5: the first peak is at t = π/ωd with overshoot e^(-ζπ/√(1-ζ²))
    let wd = 75.0.squareRoot()
    let peak = s.value(at: .pi / wd)
    #expect(abs(peak - (1 + exp(-0.5 * .pi / 0.75.squareRoot()))) < 1e-12)
    #expect(peak > 1.16)
    #expect(abs(s.velocity(at: .pi / wd)) < 1e-12)
}

/// The last instant before `end` at which the integrated motion is not at rest, plus one step.
private func referenceSettling(_ s: Spring, end: Double) -> Double {
    let path = integrate(s, to: end, dt: 1e-4)
    var last = 0.0
    for p in path where abs(1 - p.x) >= 0.001 || abs(p.v) >= 0.01 { last = p.t }
    return last
}

@Test func settlingDurationMatchesAnIndependentScan() {
    for s in springs {
        let expected = referenceSettling(s, end: 20)
        #expect(abs(s.settlingDuration - expected) < 0.0015, "\(s): \(s.settlingDuration) vs \(expected)")
        // At rest from there on.
        for i in 0..<2000 {
            let t = s.settlingDuration + Double(i) * 0.005
            #expect(abs(1 - s.value(at: t)) < 0.001 && abs(s.velocity(at: t)) < 0.01)
        }
    }
    // The default spring, ζ = 0.5 and ω₀ = 10, settles in about 1.4 s (e^(-5t)·1.155 = 0.001).
    #expect(Spring().settlingDuration > 1.2 && Spring().settlingDuration < 1.45)
    #expect(Spring(damping: 0).settlingDuration == .infinity)
    // A barely damped spring is slow to settle, but its duration is still found quickly.
    let slow = Spring(mass: 1, stiffness: 100, damping: 0.02)
    #expect(slow.settlingDuration > 600 && slow.settlingDuration < 800)
}

@Test func dampingRatioAndResponse() {
    let s = Spring(dampingRatio: 0.7, response: 0.5)
    #expect(s.mass == 1)
    #expect(abs(s.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
    #expect(abs(s.damping - 4 * .pi * 0.7 / 0.5) < 1e-9)
    #expect(abs(s.dampingRatio - 0.7) < 1e-12)
    // The response is the undamped period.
    #expect(abs(2 * .pi / s.naturalFrequency - 0.5) < 1e-12)
    let critical = Spring(dampingRatio: 1, response: 1)
    #expect(abs(critical.dampingRatio - 1) < 1e-12)
}

@Test func invalidParametersAreClamped() {
    let s = Spring(mass: 0, stiffness: -5, damping: -1, initialVelocity: .nan)
    #expect(s.mass > 0 && s.stiffness > 0)
    #expect(s.damping == 0 && s.initialVelocity == 0)
    var t = Spring()
    t.mass = .nan
    t.damping = .nan
    t.stiffness = 0
    #expect(t.mass == Spring.minimumParameter && t.stiffness == Spring.minimumParameter && t.damping == 0)
    t.initialVelocity = .infinity
    #expect(t.initialVelocity == 0)
    #expect(Spring(dampingRatio: .nan, response: -1).stiffness > 0)
    // An undamped spring oscillates forever: x = 1 - cos(ω₀t).
    let free = Spring(damping: 0)
    #expect(abs(free.value(at: 0.2) - (1 - cos(2.0))) < 1e-12)
}
