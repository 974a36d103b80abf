import Foundation
import RKGraphics
import RKMainLoop

/// Waiting for work that runs in real time — a web page loading in the engine's processes, a
/// reply from a server — while the host's clock stays virtual. Such work reaches the loop
/// through its descriptors and GLib sources, which every turn serves; these calls also sleep
/// on them between frames, so the host does not spin while it waits.
extension HeadlessHost {
    /// Renders frames until `condition` holds, for at most `timeout` seconds of real time.
    /// Each frame advances the virtual clock by one frame; between frames the loop sleeps
    /// until real work is ready, for at most a frame. Returns whether the condition held.
    @discardableResult
    public func run(until condition: () -> Bool, timeout: Double, framesPerSecond: Double = 60) -> Bool {
        let step = framesPerSecond.isFinite && framesPerSecond > 0 ? 1 / framesPerSecond : 1.0 / 60
        let deadline = Date().addingTimeInterval(timeout.isFinite ? Swift.max(0, timeout) : 0)
        while !condition() {
            if Date() >= deadline { return false }
            run(for: step)
            if condition() { return true }
            eventLoop.wait(timeout: step)
        }
        return true
    }

    /// ``run(until:timeout:framesPerSecond:)`` for async code: it suspends after every frame,
    /// so that other main-actor work (a resumed `await`) runs.
    @discardableResult
    public func run(until condition: () -> Bool, timeout: Double, framesPerSecond: Double = 60) async -> Bool {
        let step = framesPerSecond.isFinite && framesPerSecond > 0 ? 1 / framesPerSecond : 1.0 / 60
        let deadline = Date().addingTimeInterval(timeout.isFinite ? Swift.max(0, timeout) : 0)
        while !condition() {
            if Date() >= deadline { return false }
            await run(for: step)
            if condition() { return true }
            eventLoop.wait(timeout: step)
        }
        return true
    }

    /// Runs `seconds` of virtual time no faster than real time: after each frame it serves
    /// real work until that frame's moment in real time has come. What an outside producer
    /// (a web page) shows then appears in the frames roughly when it would on screen. Returns
    /// the frames when `capture` is true.
    @discardableResult
    public func runInRealTime(for seconds: Double, framesPerSecond: Double = 60, capture: Bool = false) -> [Image] {
        var frames: [Image] = []
        guard seconds.isFinite, seconds > 0 else { return frames }
        let step = framesPerSecond.isFinite && framesPerSecond > 0 ? 1 / framesPerSecond : 1.0 / 60
        let start = Date()
        let count = Int((seconds / step).rounded())
        for k in 1...Swift.max(1, count) {
            run(for: step)
            if capture { frames.append(bitmap.makeImage()) }
            let due = start.addingTimeInterval(Double(k) * step)
            while case let left = due.timeIntervalSinceNow, left > 0 {
                eventLoop.wait(timeout: left)
                eventLoop.runOnce()
            }
        }
        return frames
    }
}
