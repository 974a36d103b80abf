import Motion
import Testing

@testable import Layers

@MainActor
@Suite(.serialized) struct EventLoopTests {
    // Every test installs its own virtual main loop: suites run concurrently, so state set up
    // in an initializer could be replaced before the test body runs.
    var loop: EventLoop { EventLoop.main }
    var clock: VirtualClock { loop.clock as! VirtualClock }
    func reset() { EventLoop.installVirtual(at: 0) }

    @Test func timersFireInFireDateOrderAtTheirExactTimes() {
        reset()
        var log: [(String, Double)] = []
        loop.scheduleTimer(interval: 0.3) { _ in log.append(("b", clock.now)) }
        loop.scheduleTimer(interval: 0.1) { _ in log.append(("a", clock.now)) }
        loop.perform(afterDelay: 0.3) { log.append(("c", clock.now)) }
        loop.advance(by: 1)
        #expect(log.map(\.0) == ["a", "b", "c"])
        #expect(abs(log[0].1 - 0.1) < 1e-9 && abs(log[1].1 - 0.3) < 1e-9)
    }

    @Test func repeatingTimersAndInvalidation() {
        reset()
        var fires = 0
        let t = loop.scheduleTimer(interval: 0.25, repeats: true) { timer in
            fires += 1
            if fires == 3 { timer.invalidate() }
        }
        loop.advance(by: 2)
        #expect(fires == 3)
        #expect(!t.isValid)
        var cancelled = false
        let c = loop.perform(afterDelay: 0.5) { cancelled = true }
        c.invalidate()
        c.invalidate()
        loop.advance(by: 1)
        #expect(!cancelled)
    }

    @Test func lateRepeatingTimerSkipsMissedFires() {
        reset()
        var fires = 0
        loop.scheduleTimer(interval: 0.1, repeats: true) { _ in fires += 1 }
        clock.advance(by: 1.05)  // the app stalled for a second
        loop.runOnce()
        #expect(fires == 1)
        clock.advance(by: 0.1)
        loop.runOnce()
        #expect(fires == 2)
    }

    @Test func nextTurnBlocksNeverRunInTheTurnThatQueuedThem() {
        reset()
        var order: [String] = []
        loop.performOnNextTurn {
            order.append("first")
            loop.performOnNextTurn { order.append("second") }
        }
        loop.runOnce()
        #expect(order == ["first"])
        loop.runOnce()
        #expect(order == ["first", "second"])
    }

    @Test func frameObserversRunEveryFrame() {
        reset()
        var frames: [Double] = []
        let token = loop.addFrameObserver { frames.append($0) }
        loop.advance(by: 0.1, frameInterval: 0.025)
        #expect(frames.count == 4)
        loop.removeFrameObserver(token)
        loop.advance(by: 0.1)
        #expect(frames.count == 4)
        #expect(!loop.needsFrames)
    }

    @Test func badIntervalsAreClamped() {
        reset()
        var fired = 0
        loop.scheduleTimer(interval: .nan) { _ in fired += 1 }
        loop.scheduleTimer(interval: -5) { _ in fired += 1 }
        loop.runOnce()
        #expect(fired == 2)
        let r = loop.scheduleTimer(interval: 0, repeats: true) { _ in }
        #expect(r.interval == 0.001)
        r.invalidate()
    }
}
