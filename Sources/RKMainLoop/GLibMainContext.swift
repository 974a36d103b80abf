import CRKGLib
import Glibc

/// GLib's default main context, served by the event loop so that GLib sources (GIO's file
/// monitors, the web engine's sockets and timeouts) run in its turns.
///
/// A wait is GLib's documented split iteration: acquire, prepare, query (its descriptors and
/// timeout join the loop's `poll`), then check and dispatch with the results. Ownership is
/// taken for each iteration and given back after it, because main-actor code may run on
/// different threads from one job to the next (Swift Testing's main actor does).
@MainActor
final class GLibMainContext {
    private let context = g_main_context_default()
    private var fds = [GPollFD](repeating: GPollFD(), count: 8)
    private var count: Int32 = 0
    private var priority: gint = 0
    private var acquired = false

    /// Dispatches every source that is ready now, without blocking.
    ///
    /// One iteration dispatches only the ready sources of the highest priority, so a web
    /// engine's lower-priority work (its rendering, behind its messages) would wait for later
    /// turns; a headless host's turns come as fast as virtual time runs. A few iterations drain
    /// what is ready, and the bound keeps an always-ready idle source from holding the turn.
    func dispatchReady() {
        for _ in 0..<GLibMainContext.iterationsPerTurn {
            if g_main_context_iteration(context, 0) == 0 { break }
        }
    }

    /// The most GLib iterations one turn runs.
    static let iterationsPerTurn = 16

    /// Starts a wait: the descriptors GLib wants polled, and its timeout in milliseconds (-1 for
    /// none). Nil when another thread owns the context; GLib then takes no part in this wait.
    func prepareWait() -> (fds: [pollfd], timeout: Int32)? {
        guard g_main_context_acquire(context) != 0 else { return nil }
        acquired = true
        let readyNow = g_main_context_prepare(context, &priority) != 0
        var timeout: gint = -1
        count = g_main_context_query(context, priority, &timeout, &fds, gint(fds.count))
        if Int(count) > fds.count {
            fds = [GPollFD](repeating: GPollFD(), count: Int(count))
            count = g_main_context_query(context, priority, &timeout, &fds, gint(fds.count))
        }
        let polled = fds.prefix(Int(count)).map { pollfd(fd: $0.fd, events: Int16(bitPattern: $0.events), revents: 0) }
        return (polled, readyNow ? 0 : timeout)
    }

    /// Ends a wait begun by ``prepareWait()`` with what `poll` reported for its descriptors,
    /// dispatching the sources that are ready.
    func finishWait(_ results: ArraySlice<pollfd>) {
        guard acquired else { return }
        acquired = false
        for (i, r) in zip(0..<Int(count), results) { fds[i].revents = UInt16(bitPattern: r.revents) }
        if g_main_context_check(context, priority, &fds, count) != 0 {
            g_main_context_dispatch(context)
        }
        g_main_context_release(context)
    }
}
