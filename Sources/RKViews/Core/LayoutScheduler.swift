import RKLayers
import RKMainLoop

/// The windows of one event loop waiting for layout (UIKit's layout pass before drawing): a
/// view marked with ``View/setNeedsLayout()`` schedules its window here, and the frame's layout
/// phase lays out every scheduled window before anything draws. One per loop, so hosts running
/// side by side never lay out each other's windows; a window moved to another host's tree after
/// being marked is scheduled again there.
@MainActor
final class LayoutScheduler {
    /// At most this many passes a frame: a `layoutSubviews` that keeps marking views for layout
    /// cannot hang the app.
    static let passLimit = 100

    private struct WeakWindow { weak var window: Window? }
    /// The scheduled windows in the order they were marked, and the same by identity.
    private var order: [ObjectIdentifier] = []
    private var scheduled: [ObjectIdentifier: WeakWindow] = [:]

    private init() {}

    /// The scheduler of `loop`, made on first use, when it also registers its pass with the
    /// loop's layout phase.
    static func of(_ loop: EventLoop) -> LayoutScheduler {
        loop.component(LayoutScheduler.self) {
            LayoutPhase.of(loop).addPass("windows") { [unowned loop] in LayoutScheduler.of(loop).layOutPendingWindows() }
            return LayoutScheduler()
        }
    }

    /// Whether `window` waits for layout here.
    func isScheduled(_ window: Window) -> Bool {
        scheduled[ObjectIdentifier(window)]?.window === window
    }

    /// Takes `window` off the schedule (and off the window's note of it).
    private func unschedule(_ window: Window) {
        if window.layoutScheduler === self { window.layoutScheduler = nil }
    }

    /// Schedules `window` for the next layout pass (once).
    func schedule(_ window: Window) {
        let id = ObjectIdentifier(window)
        window.layoutScheduler = self
        if let entry = scheduled[id], entry.window === window { return }
        if scheduled[id] == nil { order.append(id) }
        scheduled[id] = WeakWindow(window: window)
    }

    /// Lays out `window` now if it is scheduled, taking it off the schedule; does nothing (and
    /// walks no view) otherwise. Input delivery calls it after every event, so it must cost
    /// nothing when no view was marked.
    func layOutIfScheduled(_ window: Window) {
        guard isScheduled(window) else { return }
        let id = ObjectIdentifier(window)
        scheduled[id] = nil
        order.removeAll { $0 == id }
        unschedule(window)
        window.layoutIfNeeded()
    }

    /// Lays out the scheduled windows, again while layout marks more, up to ``passLimit`` passes.
    /// At the limit it logs and lets go of every scheduled window, so that each can be scheduled
    /// again by its next `setNeedsLayout()` rather than wait for good.
    func layOutPendingWindows() {
        var passes = 0
        while !order.isEmpty {
            passes += 1
            if passes > Self.passLimit {
                RecipeLog.write("layout did not settle after \(Self.passLimit) passes; a layoutSubviews keeps marking views for layout")
                for w in scheduled.values.compactMap(\.window) { unschedule(w) }
                order.removeAll()
                scheduled.removeAll()
                return
            }
            let ids = order
            let windows = ids.compactMap { scheduled[$0]?.window }
            order.removeAll()
            scheduled.removeAll()
            for w in windows { unschedule(w) }
            for w in windows { w.layoutIfNeeded() }
        }
    }
}
