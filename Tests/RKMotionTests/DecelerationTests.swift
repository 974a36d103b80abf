import Testing
@testable import RKMotion
#if canImport(Glibc)
import Glibc
#endif

@Test func totalDistanceOfAFlick() {
    // -v / (1000 ln r): 1000 pt/s at 0.998 coasts 499.4997 points.
    let d = Deceleration.normal.totalDistance(velocity: 1000)
    #expect(abs(d - (-1000 / (1000 * log(0.998)))) < 1e-9)
    #expect(abs(d - 499.4997) < 1e-3)
    #expect(Deceleration.normal.totalDistance(velocity: -1000) == -d)
    #expect(Deceleration.normal.totalDistance(velocity: 0) == 0)
    // The fast rate stops about five times sooner: -1000/(1000 ln 0.99) = 99.4992.
    let fast = Deceleration.fast.totalDistance(velocity: 1000)
    #expect(abs(fast - 99.4992) < 1e-3)
    #expect(fast < d / 4)
}

@Test func offsetApproachesTheTotal() {
    let r = 0.998, v = 1000.0
    for t in [0.0, 0.1, 0.5, 1, 2, 5] {
        let expected = v * (pow(r, 1000 * t) - 1) / (1000 * log(r))
        #expect(abs(Deceleration.normal.offset(after: t, velocity: v) - expected) < 1e-9)
    }
    // After ten seconds rate^10000 ≈ 2e-9 of the motion is left.
    #expect(abs(Deceleration.normal.offset(after: 10, velocity: v) - Deceleration.normal.totalDistance(velocity: v)) < 1e-5)
    #expect(Deceleration.normal.offset(after: .infinity, velocity: v) == Deceleration.normal.totalDistance(velocity: v))
    #expect(Deceleration.normal.offset(after: -1, velocity: v) == 0)
    #expect(Deceleration.normal.offset(after: 1, velocity: -v) == -Deceleration.normal.offset(after: 1, velocity: v))
}

@Test func matchesMillisecondStepping() {
    // UIKit's definition: each millisecond, move by v·1ms, then multiply v by the rate.
    for decel in [Deceleration.normal, .fast] {
        var v = 1500.0, x = 0.0
        for _ in 0..<800 {
            x += v * 0.001
            v *= decel.rate
        }
        #expect(abs(decel.offset(after: 0.8, velocity: 1500) - x) / x < 0.006)
        #expect(abs(decel.velocity(after: 0.8, initial: 1500) - v) < 1e-6 * 1500)
    }
}

@Test func velocityAndDuration() {
    let d = Deceleration.normal
    #expect(abs(d.velocity(after: 0.5, initial: 800) - 800 * pow(0.998, 500)) < 1e-9)
    #expect(d.velocity(after: 0, initial: 800) == 800)
    let t = d.duration(velocity: 800)
    // Speed is 0.5 pt/s exactly then: t = ln(0.5/800)/(1000 ln 0.998).
    #expect(abs(t - log(0.5 / 800) / (1000 * log(0.998))) < 1e-9)
    #expect(abs(abs(d.velocity(after: t, initial: -800)) - 0.5) < 1e-9)
    #expect(d.duration(velocity: 0.4) == 0)
    #expect(d.duration(velocity: 800, threshold: 10) < t)
    #expect(Deceleration.fast.duration(velocity: 800) < t / 4)
}

@Test func timeToTravelInvertsOffset() throws {
    let d = Deceleration.normal
    for distance in [1.0, 50, 250, 499] {
        let t = try #require(d.time(toTravel: distance, velocity: 1000))
        #expect(abs(d.offset(after: t, velocity: 1000) - distance) < 1e-9)
        let back = try #require(d.time(toTravel: -distance, velocity: -1000))
        #expect(abs(back - t) < 1e-12)
    }
    #expect(d.time(toTravel: 600, velocity: 1000) == nil)   // coasts only 499.5
    #expect(d.time(toTravel: -10, velocity: 1000) == nil)   // wrong way
    #expect(d.time(toTravel: 0, velocity: 1000) == 0)
}

@Test func degenerateRatesAndVelocities() {
    let frictionless = Deceleration(rate: 1)
    #expect(frictionless.offset(after: 2, velocity: 30) == 60)
    #expect(frictionless.totalDistance(velocity: -30) == -.infinity)
    #expect(frictionless.duration(velocity: 30) == .infinity)
    #expect(frictionless.velocity(after: 5, initial: 30) == 30)
    for stopped in [Deceleration(rate: 0), Deceleration(rate: -1), Deceleration(rate: .nan)] {
        #expect(stopped.offset(after: 2, velocity: 30) == 0)
        #expect(stopped.totalDistance(velocity: 30) == 0)
        #expect(stopped.velocity(after: 0.1, initial: 30) == 0)
        #expect(stopped.duration(velocity: 30) == 0)
    }
    #expect(Deceleration.normal.offset(after: 1, velocity: .nan) == 0)
    #expect(Deceleration.normal.totalDistance(velocity: .infinity) == 0)
    #expect(Deceleration.normal.duration(velocity: 100, threshold: 0) == .infinity)
}
