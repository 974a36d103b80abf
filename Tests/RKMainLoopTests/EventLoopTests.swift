import RKMotion
import Testing

@testable import RKMainLoop

@MainActor
struct EventLoopTests {
    // Each test has a loop of its own: nothing is shared between tests.
    let loop = EventLoop(clock: VirtualClock(now: 0))
    var clock: VirtualClock { loop.clock as! VirtualClock }
    func reset() {}

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

    @Test func infiniteDelaysNeverFire() {
        var fired = false
        let t = loop.perform(afterDelay: .infinity) { fired = true }
        loop.advance(by: 100)
        #expect(!fired)
        #expect(t.isValid)
        #expect(t.fireDate == .infinity)
        #expect(loop.nextFireDate == nil)
        let r = loop.scheduleTimer(interval: .infinity, repeats: true) { _ in fired = true }
        loop.advance(by: 100)
        #expect(!fired)
        r.invalidate()
    }

    /// A timer due exactly at the end of a run fires in that run, whatever the durations'
    /// binary representation, in one run or in several runs that add up to it.
    @Test func timersDueAtTheEndOfARunFireInIt() {
        for tenths in 1...100 {
            let d = Double(tenths) / 10
            let loop = EventLoop(clock: VirtualClock(now: 1000.0 / 3))
            var fired = false
            loop.perform(afterDelay: d) { fired = true }
            loop.advance(by: d)
            #expect(fired, "a \(d) s timer had not fired after advance(by: \(d))")
        }
        // 0.7 + 0.1 is 0.7999999999999999 in Double arithmetic; integer nanoseconds are exact.
        for (steps, total) in [([0.7, 0.1], 0.8), ([0.1, 0.2], 0.3), ([0.3, 0.3, 0.3], 0.9), ([2.9, 0.1, 3.3], 6.3)] {
            let loop = EventLoop(clock: VirtualClock(now: 0))
            var fired = false
            var firedInRun: Int?
            loop.perform(afterDelay: total) { fired = true }
            for (i, s) in steps.enumerated() {
                loop.advance(by: s)
                if fired && firedInRun == nil { firedInRun = i }
            }
            #expect(firedInRun == steps.count - 1, "\(steps) should fire the \(total) s timer in the last run")
        }
    }

    @Test func framesLandOnExactMultiplesOfTheInterval() {
        var times: [Int64] = []
        loop.advance(by: 1, frameInterval: 1.0 / 60) { times.append(clock.nanoseconds) }
        #expect(times.count == 60)
        #expect(times.last == 1_000_000_000)
        #expect(times[29] == 500_000_000)
    }

    @Test func badFrameIntervalsFallBackToSixtyHertz() {
        for bad in [0.0, -1, .nan, .infinity] {
            let loop = EventLoop(clock: VirtualClock(now: 0))
            var frames = 0
            loop.advance(by: 0.5, frameInterval: bad) { frames += 1 }
            #expect(frames == 30)
        }
    }

    /// A frame interval of a picosecond used to cost 10^9 turns a virtual second.
    @Test func tinyFrameIntervalsAreHeldToAMillisecond() {
        for tiny in [1e-12, 1e-300, 0.0005] {
            let loop = EventLoop(clock: VirtualClock(now: 0))
            var frames = 0
            loop.advance(by: 0.5, frameInterval: tiny) { frames += 1 }
            #expect(frames == 500)
        }
    }

    @Test func advancingASystemClockRunsOneTurnAndLogs() {
        let loop = EventLoop(clock: SystemClock())
        var turns = 0
        loop.addPhase("count", at: .commit) { turns += 1 }
        let lines = RecipeLog.capturingLines { loop.advance(by: 1) }
        #expect(turns == 1)
        #expect(lines.contains { $0.contains("VirtualClock") })
    }

    @Test func phasesRunInOrderAfterTimersAndTheirDemandKeepsFramesComing() {
        var order: [String] = []
        var busy = true
        loop.addPhase("commit", at: .commit) { order.append("commit") }
        loop.addPhase("animation", at: .animation, needsFrames: { busy }) { order.append("animation") }
        loop.perform(afterDelay: 0) { order.append("timer") }
        loop.runOnce()
        #expect(order == ["timer", "animation", "commit"])
        #expect(loop.phaseNames == ["animation", "commit"])
        #expect(loop.needsFrames)
        busy = false
        #expect(!loop.needsFrames)
    }

    @Test func currentIsTheLoopWhoseTurnRuns() {
        let other = EventLoop(clock: VirtualClock(now: 0))
        other.makeCurrent()
        var seen: [ObjectIdentifier] = []
        loop.performOnNextTurn { seen.append(ObjectIdentifier(EventLoop.current)) }
        loop.runOnce()
        #expect(seen == [ObjectIdentifier(loop)])
        #expect(EventLoop.current === other)
    }

    @Test func componentsAreMadeOncePerLoop() {
        final class Box { var n = 0 }
        var made = 0
        let a = loop.component(Box.self) { made += 1; return Box() }
        let b = loop.component(Box.self) { made += 1; return Box() }
        #expect(a === b && made == 1)
        let c = EventLoop().component(Box.self) { made += 1; return Box() }
        #expect(c !== a && made == 2)
    }
}
