import Dispatch
import Foundation
import RecipeKit

/// Work the gallery window queues the usual Swift ways when it opens, so that the window test
/// can check that each kind runs while the SDL host's loop spins (the state dump lists those
/// that ran, in ``StateDump/queuedWork``).
@MainActor
final class QueuedWorkProbe {
    private(set) var ran: [String] = []

    /// Queues one piece of work of each kind on `loop`'s thread.
    init(loop: EventLoop) {
        Task { @MainActor in self.ran.append("task") }
        DispatchQueue.main.async { MainActor.assumeIsolated { self.ran.append("dispatch-main") } }
        // Foundation calls these on the main thread, where the window's loop runs.
        RunLoop.main.perform { MainActor.assumeIsolated { self.ran.append("runloop-perform") } }
        RunLoop.main.add(Foundation.Timer(timeInterval: 0.2, repeats: false) { _ in
            MainActor.assumeIsolated { self.ran.append("foundation-timer") }
        }, forMode: .default)
        Task { @MainActor in
            let v = await withCheckedContinuation { (c: CheckedContinuation<String, Never>) in
                DispatchQueue.global().async { c.resume(returning: "continuation") }
            }
            self.ran.append(v)
        }
        let waker = loop.waker
        DispatchQueue.global().async {
            waker.post { self.ran.append("posted") }
        }
    }
}
