import Testing
@testable import RKMotion
#if canImport(Glibc)
import Glibc
#endif

/// RK4 on x″ = -ω²(x - target) - 2ω·x′ (critical damping), independent of the closed form.
private func integrate(_ s: SpringBack, to end: Double, dt: Double = 1e-4) -> [(t: Double, x: Double, v: Double)] {
    let w = 2 * Double.pi / s.response
    func acc(_ x: Double, _ v: Double) -> Double { -w * w * (x - s.target) - 2 * w * v }
    var x = s.start, v = s.initialVelocity, t = 0.0
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

private let cases = [
    SpringBack(from: -120, to: 0),
    SpringBack(from: 1080, to: 1000, velocity: 900),   // still moving outwards when released
    SpringBack(from: 30, to: 0, velocity: -2000, response: 0.3),  // flung past the edge
]

@Test func positionMatchesTheCriticallyDampedOscillator() {
    for s in cases {
        for (i, p) in integrate(s, to: 1.5).enumerated() where i % 300 == 0 {
            #expect(abs(s.position(at: p.t) - p.x) < 1e-6, "\(s) at \(p.t)")
            #expect(abs(s.velocity(at: p.t) - p.v) < 1e-4, "\(s) at \(p.t)")
        }
    }
}

@Test func endsAtTheEdge() {
    for s in cases {
        #expect(s.position(at: 0) == s.start)
        #expect(s.position(at: -1) == s.start)
        #expect(s.velocity(at: 0) == s.initialVelocity)
        #expect(abs(s.position(at: 10) - s.target) < 1e-9)
        #expect(s.position(at: .infinity) == s.target)
    }
    // Hand value: from rest, x = target + A(1 + ωt)e^(-ωt) with ω = 2π/0.4.
    let s = SpringBack(from: -120, to: 0)
    let w = 2 * Double.pi / 0.4
    #expect(abs(s.position(at: 0.1) - (-120 * (1 + w * 0.1) * exp(-w * 0.1))) < 1e-12)
    #expect(abs(s.angularFrequency - w) < 1e-12)
}

@Test func fromRestNeverCrossesTheEdge() {
    let s = SpringBack(from: -120, to: 0)
    for i in 0...2000 {
        #expect(s.position(at: Double(i) / 1000) <= 0)
    }
}

@Test func durationIsWhenItStaysWithinHalfAPoint() {
    for s in cases {
        let d = s.duration()
        var last = 0.0
        for p in integrate(s, to: 3) where abs(p.x - s.target) >= 0.5 { last = p.t }
        #expect(abs(d - last) < 0.0015, "\(s): \(d) vs \(last)")
    }
    // 120 points at the default response settles in about half a second, like UIKit.
    let d = SpringBack(from: -120, to: 0).duration()
    #expect(d > 0.35 && d < 0.65)
    #expect(SpringBack(from: 0.2, to: 0).duration() == 0)
    #expect(SpringBack(from: 10, to: 0).duration(threshold: 0) == .infinity)
}

@Test func sanitizesInputs() {
    let s = SpringBack(from: 5, to: 0, velocity: .nan, response: -1)
    #expect(s.initialVelocity == 0 && s.response == 0.4)
}
