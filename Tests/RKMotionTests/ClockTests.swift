import Testing
@testable import RKMotion
#if canImport(Glibc)
import Glibc
#endif

@Test func virtualClockStartsWhereTold() {
    #expect(VirtualClock().now == 0)
    #expect(VirtualClock(now: 12.5).now == 12.5)
    #expect(VirtualClock(now: .nan).now == 0)
}

@Test func virtualClockAdvancesOnlyForward() {
    let clock = VirtualClock(now: 5)
    clock.advance(by: 0.5)
    #expect(clock.now == 5.5)
    clock.advance(by: -1)
    #expect(clock.now == 5.5)
    clock.advance(by: .nan)
    #expect(clock.now == 5.5)
    clock.advance(by: .infinity)
    #expect(clock.now == 5.5)
    clock.advance(by: 0)
    #expect(clock.now == 5.5)
    clock.advance(to: 7)
    #expect(clock.now == 7)
    clock.advance(to: 6)
    #expect(clock.now == 7)
    // Each step is rounded to whole nanoseconds (16 666 667 ns), so sixty of them overshoot by
    // 20 ns; steps given in whole nanoseconds add up exactly.
    for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
    #expect(abs(clock.now - 8) < 60e-9)
    for _ in 0..<10 { clock.advance(by: 0.1) }
    #expect(clock.nanoseconds == 9_000_000_020)
}

@Test func clockProtocolIsMotionsClock() {
    // The unqualified name must resolve to Motion's protocol, not the standard library's.
    let clocks: [any Clock] = [VirtualClock(now: 3), SystemClock()]
    #expect(clocks[0].now == 3)
    let shared = VirtualClock()
    let reader: any Clock = shared
    shared.advance(by: 2)
    #expect(reader.now == 2)  // a class: every holder sees the same time
}

@Test func systemClockIsMonotonicAndMatchesClockGettime() {
    let clock = SystemClock()
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    let reference = Double(ts.tv_sec) + Double(ts.tv_nsec) / 1_000_000_000
    let a = clock.now
    #expect(abs(a - reference) < 1)
    var previous = a
    for _ in 0..<1000 {
        let t = clock.now
        #expect(t >= previous)
        previous = t
    }
    usleep(20_000)
    let b = clock.now
    #expect(b - a >= 0.019)
    #expect(b - a < 5)
}
