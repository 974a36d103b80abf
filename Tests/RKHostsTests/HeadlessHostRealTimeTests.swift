import Foundation
import RKGeometry
import RKHosts
import RKMainLoop
import Testing

/// Waiting, on real time, for work done outside the virtual clock.
@MainActor
@Suite(.serialized) struct HeadlessHostRealTimeTests {
    final class Flag: @unchecked Sendable {
        var isSet = false
    }

    @Test func runUntilWakesForWorkPostedFromAnotherThread() throws {
        let host = try HeadlessHost(size: Size(width: 10, height: 10))
        let flag = Flag()
        let waker = host.eventLoop.waker
        Thread.detachNewThread {
            usleep(50_000)
            waker.post { flag.isSet = true }
        }
        let start = host.clock.now
        #expect(host.run(until: { flag.isSet }, timeout: 10))
        // Frames were rendered while it waited: the virtual clock moved on.
        #expect(host.clock.now > start)
    }

    @Test func runUntilGivesUpAtTheDeadline() throws {
        let host = try HeadlessHost(size: Size(width: 10, height: 10))
        #expect(!host.run(until: { false }, timeout: 0.05))
        #expect(!host.run(until: { false }, timeout: -1))
        #expect(!host.run(until: { false }, timeout: .nan))
        #expect(host.run(until: { true }, timeout: 0))
    }

    @Test func runInRealTimeRendersEveryFrame() throws {
        let host = try HeadlessHost(size: Size(width: 10, height: 10))
        let frames = host.runInRealTime(for: 0.1, framesPerSecond: 50, capture: true)
        #expect(frames.count == 5)
        #expect(abs(host.clock.now - 0.1) < 1e-9)
        #expect(host.runInRealTime(for: .infinity).isEmpty)
    }
}
