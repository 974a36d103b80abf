import CRKLoopSupport
import CRKSDL2
import Foundation
import Glibc
import RKMainLoop

/// How the window host's event loop sleeps: in `SDL_WaitEventTimeout`, which wakes for window
/// input, while a helper thread polls the loop's descriptors (its wakeups, the main queue,
/// watched files, GLib) and pushes an SDL event when one is ready. SDL gives no descriptor for
/// its own queue, and its video functions belong to the main thread, so the two waits run side
/// by side and whichever ends first ends the other.
@MainActor
final class SDLEventWaiter: EventLoopWaiter {
    /// The event the helper pushes to end the wait; the host ignores it.
    nonisolated static let wakeEventType: UInt32 = {
        let t = SDL_RegisterEvents(1)
        return t == UInt32.max ? SDL_USEREVENT.rawValue : t
    }()

    /// The SDL event that ended the last wait, for the host to handle.
    var pendingEvent: SDL_Event?
    private let watcher = DescriptorWatcher.shared

    func wait(on descriptors: inout [pollfd], timeout: Double) {
        pendingEvent = nil
        SDL_PumpEvents()
        if SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) > 0 { return }
        let ms = Int32(Swift.min(Swift.max(0, timeout) * 1000, 86_400_000).rounded(.up))
        watcher.start(descriptors, timeoutMS: ms)
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, ms) != 0, event.type != SDLEventWaiter.wakeEventType {
            pendingEvent = event
        }
        descriptors = watcher.finish()
    }
}

/// A thread that polls descriptors on request and pushes an SDL wake event when one is ready.
final class DescriptorWatcher: @unchecked Sendable {
    static let shared = DescriptorWatcher()

    private let condition = NSCondition()
    private var request: (fds: [pollfd], timeoutMS: Int32)?
    private var result: [pollfd]?
    private let cancelFD = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))

    private init() {
        Thread.detachNewThread { [self] in loop() }
    }

    /// Starts polling `fds` for at most `timeoutMS`.
    func start(_ fds: [pollfd], timeoutMS: Int32) {
        condition.lock()
        request = (fds, timeoutMS)
        result = nil
        condition.signal()
        condition.unlock()
    }

    /// Stops the poll started by ``start(_:timeoutMS:)`` and returns its results.
    func finish() -> [pollfd] {
        var one: UInt64 = 1
        _ = withUnsafeBytes(of: &one) { write(cancelFD, $0.baseAddress, 8) }
        condition.lock()
        while result == nil { condition.wait() }
        let r = result!
        result = nil
        condition.unlock()
        var value: UInt64 = 0
        _ = withUnsafeMutableBytes(of: &value) { read(cancelFD, $0.baseAddress, 8) }
        return r
    }

    private func loop() {
        while true {
            condition.lock()
            while request == nil { condition.wait() }
            let (fds, ms) = request!
            request = nil
            condition.unlock()
            var polled = fds + [pollfd(fd: cancelFD, events: Int16(POLLIN), revents: 0)]
            let n = polled.count
            _ = polled.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t(n), ms) }
            if polled.dropLast().contains(where: { $0.revents != 0 }) {
                var e = SDL_Event()
                e.type = SDLEventWaiter.wakeEventType
                SDL_PushEvent(&e)
            }
            condition.lock()
            result = Array(polled.dropLast())
            condition.signal()
            condition.unlock()
        }
    }
}
