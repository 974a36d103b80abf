// Runs on the main thread, as an app's top-level code does, and checks that work queued the
// usual Swift ways runs while RecipeKit's loops spin. The HostsTests suite starts this program
// and reads its output: the test process itself runs main-actor code off the main thread, where
// no run loop can serve the main queue or RunLoop.main.
import Dispatch
import Foundation
import RKGeometry
import RKHosts
import RKLayers
import RKMainLoop
import RKMotion

var ran: [String] = []
var woke = false

MainActor.assumeIsolated {
    let host = try! HeadlessHost(size: Size(width: 40, height: 30))

    // 1. During HeadlessHost.run(for:) on virtual time.
    Task { @MainActor in ran.append("task") }
    DispatchQueue.main.async { ran.append("dispatch") }
    // Foundation's callbacks are not main-actor closures; on the main run loop they run on
    // the main thread, which is what assumeIsolated checks.
    RunLoop.main.perform { MainActor.assumeIsolated { ran.append("runloop-perform") } }
    RunLoop.main.add(Foundation.Timer(timeInterval: 0, repeats: false) { _ in
        MainActor.assumeIsolated { ran.append("foundation-timer") }
    }, forMode: .default)
    Task { @MainActor in
        let value = await withCheckedContinuation { (c: CheckedContinuation<Int, Never>) in
            DispatchQueue.global().async { c.resume(returning: 7) }
        }
        ran.append("continuation-\(value)")
    }
    var turns = 0
    // Bounded: real work done by other threads needs real time to arrive, which virtual frames
    // do not take; so run frames until everything came, at most 2000 of them.
    while ran.count < 5 && turns < 2000 {
        host.run(for: 1.0 / 60)
        turns += 1
    }
    print("headless: \(ran.sorted().joined(separator: " "))")

    // 2. A sleeping loop on the system clock wakes for main-queue work from another thread.
    let loop = EventLoop(clock: SystemClock())
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
        DispatchQueue.main.async { woke = true }
    }
    let start = SystemClock().now
    while !woke && SystemClock().now - start < 10 {
        loop.wait(timeout: 10)
        loop.runOnce()
    }
    let elapsed = SystemClock().now - start
    print("wake: \(woke ? "yes" : "no") after \(elapsed < 5 ? "under 5 s" : "\(elapsed) s")")
}
