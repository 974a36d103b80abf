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
            let scheduler = LayoutScheduler()
            LayoutPhase.of(loop).addPass("windows") { [unowned scheduler] in scheduler.layOutPendingWindows() }
            // Windows left waiting (a layout cut off at the pass limit) ask for another frame:
            // without it a host would sleep until input with the layout undone.
            loop.addPhase("layout-pending", at: .commit, needsFrames: { [unowned scheduler] in !scheduler.order.isEmpty }) {}
            return scheduler
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

    /// Whether the pass limit cut layout off since layout last settled: the log line is written
    /// once, not every frame, while a view keeps marking itself.
    private var cutOff = false

    /// Lays out the scheduled windows, again while layout marks more, up to ``passLimit`` passes.
    /// At the limit it logs (once until layout settles again) and leaves the windows still marked
    /// scheduled for the next frame, which it asks the loop for: the frame is not held up, and
    /// the layout is not dropped (windows used to stay unscheduled, their views marked, never
    /// laid out again).
    func layOutPendingWindows() {
        var passes = 0
        while !order.isEmpty {
            passes += 1
            if passes > Self.passLimit {
                if !cutOff {
                    RecipeLog.write("layout did not settle after \(Self.passLimit) passes; a layoutSubviews keeps marking views for layout")
                }
                cutOff = true
                return
            }
            let ids = order
            let windows = ids.compactMap { scheduled[$0]?.window }
            order.removeAll()
            scheduled.removeAll()
            for w in windows { unschedule(w) }
            for w in windows { w.layoutIfNeeded() }
        }
        cutOff = false
    }
}
