import Foundation
import RKMainLoop
import Synchronization
import Testing

@Suite struct WorkerPoolTests {
    /// A flag the test opens.
    final class Gate: Sendable {
        let isOpen = Atomic<Bool>(false)
        func open() { isOpen.store(true, ordering: .relaxed) }
    }

    /// Occupies the pool's one worker until `gate` opens, and returns once the job runs, so
    /// that what is submitted next waits in the queue.
    func block(_ pool: WorkerPool, until gate: Gate) {
        let busy = Gate()
        pool.submit { _ in
            busy.open()
            while !gate.isOpen.load(ordering: .relaxed) { usleep(200) }
        }
        while !busy.isOpen.load(ordering: .relaxed) { usleep(100) }
    }

    @Test func runsNewestFirstAndNeverWiderThanItsWidth() {
        let pool = WorkerPool(width: 1)
        let gate = Gate()
        let order = Mutex<[Int]>([])
        block(pool, until: gate)
        for i in 0..<5 { pool.submit { _ in order.withLock { $0.append(i) } } }
        gate.open()
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
        let gate = Gate()
        let ran = Atomic<Bool>(false)
        block(pool, until: gate)
        let ticket = pool.submit { _ in ran.store(true, ordering: .relaxed) }
        #expect(ticket.cancel())
        gate.open()
        pool.waitUntilIdle()
        let didRun = ran.load(ordering: .relaxed)
        #expect(!didRun)
        #expect(ticket.isCancelled)
    }

    /// Withdrawing takes a waiting job out, as cancelling does, but leaves a running one alone:
    /// it is not marked cancelled, so it can still deliver.
    @Test func aWithdrawnJobDoesNotRunAndARunningOneIsNotCancelled() {
        let pool = WorkerPool(width: 1)
        let gate = Gate(), busy = Gate()
        let running = pool.submit { _ in
            busy.open()
            while !gate.isOpen.load(ordering: .relaxed) { usleep(200) }
        }
        while !busy.isOpen.load(ordering: .relaxed) { usleep(200) }
        let ran = Atomic<Bool>(false)
        let waiting = pool.submit { _ in ran.store(true, ordering: .relaxed) }
        #expect(waiting.withdraw())
        #expect(!running.withdraw())
        #expect(!running.isCancelled)
        gate.open()
        pool.waitUntilIdle()
        let didRun = ran.load(ordering: .relaxed)
        #expect(!didRun)
        #expect(waiting.isCancelled)
    }

    @Test func highPriorityJobsGoBeforeLowOnes() {
        let pool = WorkerPool(width: 1)
        let gate = Gate()
        let order = Mutex<[String]>([])
        block(pool, until: gate)
        pool.submit(priority: .low) { _ in order.withLock { $0.append("low 1") } }
        pool.submit { _ in order.withLock { $0.append("high 1") } }
        pool.submit(priority: .low) { _ in order.withLock { $0.append("low 2") } }
        let cancelled = pool.submit(priority: .low) { _ in order.withLock { $0.append("low 3") } }
        pool.submit { _ in order.withLock { $0.append("high 2") } }
        #expect(cancelled.cancel())
        #expect(pool.queuedCount == 4)
        gate.open()
        pool.waitUntilIdle()
        #expect(order.withLock { $0 } == ["high 2", "high 1", "low 2", "low 1"])
    }
}
