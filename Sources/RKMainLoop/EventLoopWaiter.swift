import Glibc

/// How an event loop sleeps: given the descriptors to watch and a timeout, block until one is
/// ready or the time is up. The default is `poll(2)`; a window host substitutes a waiter that
/// also wakes for the windowing system's input.
@MainActor
public protocol EventLoopWaiter: AnyObject {
    /// Blocks until a descriptor in `descriptors` is ready or `timeout` seconds pass (never
    /// longer; `timeout` is finite and not negative), filling in each `revents`.
    func wait(on descriptors: inout [pollfd], timeout: Double)
}

/// The default waiter: one `poll(2)` call.
public final class PollWaiter: EventLoopWaiter {
    /// Creates a waiter.
    public init() {}

    /// Calls `poll(2)` once, with the timeout in whole milliseconds rounded up (at most a day).
    public func wait(on descriptors: inout [pollfd], timeout: Double) {
        let ms = Int32(Swift.min(timeout * 1000, 86_400_000).rounded(.up))
        let n = descriptors.count
        _ = descriptors.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t(n), ms) }
    }
}
