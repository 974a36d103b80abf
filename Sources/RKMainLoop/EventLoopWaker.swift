import CRKLoopSupport
import Glibc
import Synchronization

/// The thread-safe side of an event loop: any thread may queue work for the loop's next turn
/// and wake it from its sleep (CFRunLoopWakeUp, `g_main_context_wakeup`). Background decoding
/// and I/O hand their results to the main actor this way.
///
/// An `eventfd` the loop includes in every wait; writing to it makes the loop's `poll` return.
public final class EventLoopWaker: Sendable {
    let fileDescriptor: Int32
    private let queue = Mutex<[@Sendable @MainActor () -> Void]>([])

    init() {
        fileDescriptor = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        if fileDescriptor < 0 {
            // Without a descriptor, posted work still runs, at the loop's next turn.
            RecipeLog.write("no eventfd for wakeups (errno \(errno)); posted work waits for the next turn")
        }
    }

    deinit {
        if fileDescriptor >= 0 { close(fileDescriptor) }
    }

    /// Wakes the loop if it sleeps; its next turn comes at once. Callable from any thread.
    public func wake() {
        guard fileDescriptor >= 0 else { return }
        var one: UInt64 = 1
        _ = withUnsafeBytes(of: &one) { write(fileDescriptor, $0.baseAddress, 8) }
    }

    /// Queues `block` for the loop's next turn, on the main actor, and wakes the loop. Callable
    /// from any thread; blocks run in the order they were posted.
    public func post(_ block: @escaping @Sendable @MainActor () -> Void) {
        queue.withLock { $0.append(block) }
        wake()
    }

    /// Clears the wakeup and takes the posted blocks.
    func drain() -> [@Sendable @MainActor () -> Void] {
        if fileDescriptor >= 0 {
            var value: UInt64 = 0
            _ = withUnsafeMutableBytes(of: &value) { read(fileDescriptor, $0.baseAddress, 8) }
        }
        return queue.withLock { q in
            let taken = q
            q.removeAll()
            return taken
        }
    }

    var hasPosted: Bool { queue.withLock { !$0.isEmpty } }
}
