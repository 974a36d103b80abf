import Testing
@testable import RKMotion
#if canImport(Glibc)
import Glibc
#endif

@Test func findsTheLastUnsettledInstant() {
    // |e^(-t) cos(20t)| < 0.01, bounded by e^(-t): rest comes at the last peak above 0.01.
    let motion = { (t: Double) in exp(-t) * cos(20 * t) }
    let found = settlingTime(from: 0, boundAtRest: { exp(-$0) < 0.01 }, atRest: { abs(motion($0)) < 0.01 })
    var last = 0.0
    for i in 0...1_000_000 {
        let t = Double(i) * 1e-5
        if abs(motion(t)) >= 0.01 { last = t }
    }
    #expect(abs(found - last) < 0.0011)
    #expect(found <= -log(0.01) + 0.001)
}

@Test func alreadyAtRestAndNeverAtRest() {
    #expect(settlingTime(from: 0, boundAtRest: { _ in true }, atRest: { _ in true }) == 0)
    #expect(settlingTime(from: 0, boundAtRest: { _ in false }, atRest: { _ in false }) == .infinity)
}
