import CRKLoopSupport
import Foundation

/// The work a Swift program queues without knowing RecipeKit: `DispatchQueue.main.async`,
/// `Task { @MainActor in ... }` and resumed continuations (the main actor's executor is the
/// main dispatch queue), `RunLoop.main.perform` and Foundation `Timer`s. The event loop runs
/// it every turn through Foundation's own run loop, which serves the main queue the way
/// CoreFoundation does on Apple's systems.
enum ForeignWork {
    /// Runs what is due now. Returns the seconds until Foundation's next timer, or nil when none
    /// is scheduled.
    ///
    /// On the main thread this serves the main queue and `RunLoop.main`. Elsewhere (main-actor
    /// code in a process whose main thread is parked in `dispatchMain()`, as Swift Testing's
    /// is) the main queue is served by libdispatch itself, between main-actor jobs, and only the
    /// current thread's run loop can be run here.
    static func run() -> Double? {
        let loop = Thread.isMainThread ? RunLoop.main : RunLoop.current
        guard let next = loop.limitDate(forMode: .default), next != .distantFuture else { return nil }
        return Swift.max(0, next.timeIntervalSinceNow)
    }

    /// The descriptor that becomes readable when work is queued on the main queue from anywhere,
    /// so that a sleeping loop wakes for it; only on the main thread, where the loop serves
    /// that queue.
    static var mainQueueDescriptor: Int32? {
        guard Thread.isMainThread else { return nil }
        let fd = _dispatch_get_main_queue_handle_4CF()
        return fd >= 0 ? fd : nil
    }
}
