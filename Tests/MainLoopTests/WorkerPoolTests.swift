import Foundation
import MainLoop
import Synchronization
import Testing

@Suite struct WorkerPoolTests {
    @Test func runsNewestFirstAndNeverWiderThanItsWidth() {
        let pool = WorkerPool(width: 1)
        let gate = Atomic<Bool>(false)
        let order = Mutex<[Int]>([])
        pool.submit { _ in while !gate.load(ordering: .relaxed) { usleep(200) } }
        for i in 0..<5 { pool.submit { _ in order.withLock { $0.append(i) } } }
        gate.store(true, ordering: .relaxed)
        pool.waitUntilIdle()
        #expect(order.withLock { $0 } == [4, 3, 2, 1, 0])
    }

    @Test func concurrencyIsBounded() {
        let pool = WorkerPool(width: 2)
        let running = Atomic<Int>(0), peak = Atomic<Int>(0)
        for _ in 0..<40 {
            pool.submit { _ in
                let now = running.add(1, ordering: .relaxed).newValue
                var p = peak.load(ordering: .relaxed)
                while now > p, !peak.compareExchange(expected: p, desired: now, ordering: .relaxed).exchanged { p = peak.load(ordering: .relaxed) }
                usleep(300)
                running.subtract(1, ordering: .relaxed)
            }
        }
        pool.waitUntilIdle()
        let highest = peak.load(ordering: .relaxed)
        #expect(highest <= 2)
        #expect(pool.completedCount == 40)
    }

    @Test func aCancelledJobDoesNotRun() {
        let pool = WorkerPool(width: 1)
        let gate = Atomic<Bool>(false), ran = Atomic<Bool>(false)
        pool.submit { _ in while !gate.load(ordering: .relaxed) { usleep(200) } }
        let ticket = pool.submit { _ in ran.store(true, ordering: .relaxed) }
        #expect(ticket.cancel())
        gate.store(true, ordering: .relaxed)
        pool.waitUntilIdle()
        let didRun = ran.load(ordering: .relaxed)
        #expect(!didRun)
        #expect(ticket.isCancelled)
    }

    @Test func highPriorityJobsGoBeforeLowOnes() {
        let pool = WorkerPool(width: 1)
        let gate = Atomic<Bool>(false)
        let order = Mutex<[String]>([])
        pool.submit { _ in while !gate.load(ordering: .relaxed) { usleep(200) } }
        pool.submit(priority: .low) { _ in order.withLock { $0.append("low 1") } }
        pool.submit { _ in order.withLock { $0.append("high 1") } }
        pool.submit(priority: .low) { _ in order.withLock { $0.append("low 2") } }
        let cancelled = pool.submit(priority: .low) { _ in order.withLock { $0.append("low 3") } }
        pool.submit { _ in order.withLock { $0.append("high 2") } }
        #expect(cancelled.cancel())
        #expect(pool.queuedCount == 4)
        gate.store(true, ordering: .relaxed)
        pool.waitUntilIdle()
        #expect(order.withLock { $0 } == ["high 2", "high 1", "low 2", "low 1"])
    }
}
