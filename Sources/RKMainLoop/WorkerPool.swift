import Dispatch
import Glibc
import Synchronization

/// Background work for views: decoding, scaling, tile drawing. Jobs wait in two stacks, newest
/// first, because what was asked for last is what is on screen now: ``Priority/high`` work
/// (needed on screen) always goes before ``Priority/low`` work (prefetching), so looking ahead
/// never delays what is visible. A job not started yet can be cancelled and then costs nothing. At most ``width`` jobs run at once, on Dispatch's
/// global threads. Results go back to the main actor through ``EventLoopWaker/post(_:)``.
public final class WorkerPool: Sendable {
    /// A queued job; cancel it when its result is no longer wanted.
    public final class Ticket: Sendable {
        fileprivate let cancelled = Atomic<Bool>(false)
        fileprivate let started = Atomic<Bool>(false)
        fileprivate let pool: WorkerPool
        fileprivate let id: Int

        fileprivate init(pool: WorkerPool, id: Int) {
            self.pool = pool
            self.id = id
        }

        /// Marks the job cancelled. Returns true when it had not started (it never will).
        @discardableResult
        public func cancel() -> Bool {
            cancelled.store(true, ordering: .relaxed)
            return pool.remove(id)
        }

        /// Takes the job out of the queue when it has not started, and returns true (it never
        /// runs, and counts as cancelled). A job already running is left to finish and deliver:
        /// unlike ``cancel()``, this never marks it cancelled, so moving a job to the front
        /// (withdraw, then submit again) cannot lose a result already being made.
        @discardableResult
        public func withdraw() -> Bool {
            guard pool.remove(id) else { return false }
            cancelled.store(true, ordering: .relaxed)
            return true
        }

        /// True once ``cancel()`` was called; a long job may check it and stop early.
        public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
    }

    private struct Job {
        var id: Int
        var ticket: Ticket
        var body: @Sendable (Ticket) -> Void
    }

    /// Which of the two stacks a job waits in.
    public enum Priority: Sendable {
        /// Needed now (a tile on screen).
        case high
        /// Wanted soon (a tile ahead of a scroll); runs when no high-priority job waits.
        case low
    }

    private struct State {
        var stack: [Job] = []
        var lowStack: [Job] = []
        var running = 0
        var nextID = 0
        var completed = 0
    }

    /// The most jobs running at once.
    public let width: Int
    private let state = Mutex(State())

    /// A pool running up to `width` jobs at once (at least 1).
    public init(width: Int) {
        self.width = Swift.max(1, width)
    }

    /// The shared pool: as wide as the machine has cores, less one for the main thread.
    public static let shared = WorkerPool(width: Swift.max(1, System.coreCount - 1))

    /// Queues `body`; it runs on a background thread with its ticket (check
    /// ``Ticket/isCancelled`` in long work).
    @discardableResult
    public func submit(priority: Priority = .high, _ body: @escaping @Sendable (Ticket) -> Void) -> Ticket {
        let ticket: Ticket = state.withLock { s in
            s.nextID += 1
            let t = Ticket(pool: self, id: s.nextID)
            let job = Job(id: s.nextID, ticket: t, body: body)
            if priority == .high { s.stack.append(job) } else { s.lowStack.append(job) }
            return t
        }
        startIfIdle()
        return ticket
    }

    /// Jobs waiting to start.
    public var queuedCount: Int { state.withLock { $0.stack.count + $0.lowStack.count } }
    /// Jobs running now.
    public var runningCount: Int { state.withLock { $0.running } }
    /// Jobs finished so far (cancelled ones that never started are not counted).
    public var completedCount: Int { state.withLock { $0.completed } }

    /// Blocks until nothing is queued or running (tests; never on the main actor in apps).
    public func waitUntilIdle() {
        while state.withLock({ !$0.stack.isEmpty || !$0.lowStack.isEmpty || $0.running > 0 }) { usleepShort() }
    }

    fileprivate func remove(_ id: Int) -> Bool {
        state.withLock { s in
            if let i = s.stack.lastIndex(where: { $0.id == id }) {
                s.stack.remove(at: i)
                return true
            }
            if let i = s.lowStack.lastIndex(where: { $0.id == id }) {
                s.lowStack.remove(at: i)
                return true
            }
            return false
        }
    }

    private func startIfIdle() {
        let start = state.withLock { s -> Bool in
            guard s.running < width, !s.stack.isEmpty || !s.lowStack.isEmpty else { return false }
            s.running += 1
            return true
        }
        guard start else { return }
        DispatchQueue.global(qos: .userInitiated).async { self.drain() }
    }

    private func drain() {
        while let job = state.withLock({ s -> Job? in
            guard let j = s.stack.popLast() ?? s.lowStack.popLast() else { s.running -= 1; return nil }
            return j
        }) {
            job.ticket.started.store(true, ordering: .relaxed)
            if !job.ticket.isCancelled { job.body(job.ticket) }
            state.withLock { $0.completed += 1 }
        }
    }
}

/// Facts about the machine the pools size themselves by.
enum System {
    static var coreCount: Int {
        let n = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return n > 0 ? n : 1
    }
}

private func usleepShort() { usleep(1000) }
