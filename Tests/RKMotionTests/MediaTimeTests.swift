import Testing
@testable import RKMotion

@Test func mediaTimeIsSecondsAsDouble() {
    let begin: MediaTime = 1.5
    let end = begin + 0.25  // plain Double arithmetic, as with CFTimeInterval
    #expect(end == 1.75)
    #expect(MediaTime.self == Double.self)
}
