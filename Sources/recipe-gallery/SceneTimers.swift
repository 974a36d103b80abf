import RecipeKit

/// The timers a scene's demo schedules (scripted touches, a delayed alert): cancelled when the
/// stage shows another scene, so that a demo never acts on a scene that has gone (an alert of
/// the alerts scene used to try to show, and log that it could not, after the scene was left).
@MainActor
enum SceneTimers {
    private static var timers: [EventLoop.Timer] = []

    /// Runs `body` after `delay` seconds on the current loop, unless the scene changes first.
    @discardableResult
    static func perform(afterDelay delay: Double, _ body: @escaping () -> Void) -> EventLoop.Timer {
        timers.removeAll { !$0.isValid }
        let timer = EventLoop.current.perform(afterDelay: delay, body)
        timers.append(timer)
        return timer
    }

    /// Cancels every timer still pending.
    static func cancelAll() {
        for t in timers { t.invalidate() }
        timers.removeAll()
    }

    /// The timers still pending (for tests and the state dump).
    static var pendingCount: Int { timers.filter(\.isValid).count }
}
