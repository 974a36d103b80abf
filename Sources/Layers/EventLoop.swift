import Motion

/// The main loop (RunLoop's role): fires timers in fire-date order, runs blocks queued for the
/// next turn and per-frame callbacks (a display link), advances animations and commits the
/// implicit transaction, once per turn.
///
/// Time comes from ``clock``: a ``SystemClock`` in apps, a ``VirtualClock`` in tests and
/// headless export, where ``advance(by:frameInterval:)`` steps it frame by frame and nothing
/// ever sleeps. Named `EventLoop` (and its timers `EventLoop.Timer`) so that it never clashes
/// with Foundation's `RunLoop` and `Timer` in files importing both.
@MainActor
public final class EventLoop {
    /// The loop every layer, animation and timer uses unless told otherwise.
    public static var main = EventLoop(clock: SystemClock())

    /// The source of time.
    public let clock: Clock

    /// Creates a loop reading `clock`.
    public init(clock: Clock) {
        self.clock = clock
    }

    /// Installs a new main loop on a virtual clock starting at `time` and returns it; tests and
    /// headless rendering call this first.
    @discardableResult
    public static func installVirtual(at time: MediaTime = 0) -> EventLoop {
        main = EventLoop(clock: VirtualClock(now: time))
        AnimationEngine.layers.removeAll()
        AnimationEngine.callbacks.removeAll()
        Transaction.stack.removeAll()
        return main
    }

    /// A timer: fires its block at ``fireDate`` and, when repeating, every ``interval`` after.
    @MainActor
    public final class Timer {
        public let interval: Double
        public let repeats: Bool
        public private(set) var fireDate: MediaTime
        public private(set) var isValid = true
        let block: (Timer) -> Void
        let order: Int

        init(fireDate: MediaTime, interval: Double, repeats: Bool, order: Int, block: @escaping (Timer) -> Void) {
            self.fireDate = fireDate
            self.interval = interval
            self.repeats = repeats
            self.order = order
            self.block = block
        }

        /// Stops the timer; it never fires again. Safe to call more than once, or from its block.
        public func invalidate() { isValid = false }

        func reschedule(after now: MediaTime) {
            // A late repeating timer skips the fires it missed rather than firing in a burst.
            fireDate += interval
            if fireDate <= now { fireDate = now + interval - (now - fireDate).truncatingRemainder(dividingBy: interval) }
        }
    }

    private var timers: [Timer] = []
    private var nextTurn: [() -> Void] = []
    private var frameObservers: [(id: Int, body: (MediaTime) -> Void)] = []
    private var counter = 0

    /// Schedules `block` after `interval` seconds (and every `interval` when repeating; a
    /// repeating interval under 1 ms is raised to 1 ms). NaN or negative intervals count as 0.
    @discardableResult
    public func scheduleTimer(interval: Double, repeats: Bool = false, _ block: @escaping (Timer) -> Void) -> Timer {
        var i = interval.isFinite ? Swift.max(0, interval) : 0
        if repeats { i = Swift.max(i, 0.001) }
        counter += 1
        let t = Timer(fireDate: clock.now + i, interval: i, repeats: repeats, order: counter, block: block)
        timers.append(t)
        return t
    }

    /// Runs `block` once after `delay` seconds (performSelector:afterDelay:); the returned
    /// timer can cancel it.
    @discardableResult
    public func perform(afterDelay delay: Double, _ block: @escaping () -> Void) -> Timer {
        scheduleTimer(interval: delay) { _ in block() }
    }

    /// Runs `block` at the start of the next turn, never inside the current one.
    public func performOnNextTurn(_ block: @escaping () -> Void) {
        nextTurn.append(block)
    }

    /// A per-frame callback (CADisplayLink). Keep the token; `removeFrameObserver` stops it.
    @discardableResult
    public func addFrameObserver(_ body: @escaping (MediaTime) -> Void) -> Int {
        counter += 1
        frameObservers.append((counter, body))
        return counter
    }

    public func removeFrameObserver(_ token: Int) {
        frameObservers.removeAll { $0.id == token }
    }

    /// The earliest time a valid timer fires.
    public var nextFireDate: MediaTime? {
        timers.filter(\.isValid).map(\.fireDate).min()
    }

    /// True when something needs the next frame: a frame observer, a queued block, or an
    /// animation still in progress. Hosts sleep otherwise.
    public var needsFrames: Bool {
        !frameObservers.isEmpty || !nextTurn.isEmpty || AnimationEngine.isAnimating
    }

    /// One turn at the clock's current time: blocks queued before the turn, due timers (in
    /// fire-date order, ties in scheduling order), frame callbacks, animation start/stop
    /// callbacks, then the implicit transaction's commit.
    public func runOnce() {
        let now = clock.now
        let queued = nextTurn
        nextTurn.removeAll()
        for b in queued { b() }

        timers.removeAll { !$0.isValid }
        // Fire each due timer once per turn; a repeating timer due again fires next turn.
        let due = timers.filter { $0.fireDate <= now }.sorted { ($0.fireDate, $0.order) < ($1.fireDate, $1.order) }
        for t in due where t.isValid {
            t.block(t)
            if t.repeats && t.isValid { t.reschedule(after: now) } else { t.invalidate() }
        }
        timers.removeAll { !$0.isValid }

        for o in frameObservers { o.body(now) }
        AnimationEngine.tick()
        Transaction.flush()
    }

    /// Advances a virtual clock by `seconds`, running a turn at every frame boundary and at
    /// every timer's fire date in between, so timers fire at their exact times.
    /// - Precondition: the clock is a ``VirtualClock``.
    public func advance(by seconds: Double, frameInterval: Double = 1.0 / 60, onFrame: (() -> Void)? = nil) {
        guard let vc = clock as? VirtualClock else {
            preconditionFailure("EventLoop.advance(by:) needs a VirtualClock")
        }
        guard seconds.isFinite, seconds > 0 else {
            runOnce()
            return
        }
        let end = vc.now + seconds
        var nextFrame = vc.now + frameInterval
        while vc.now < end - 1e-12 {
            var target = Swift.min(nextFrame, end)
            if let f = nextFireDate, f > vc.now, f < target { target = f }
            vc.advance(by: target - vc.now)
            runOnce()
            if abs(vc.now - nextFrame) < 1e-9 || vc.now >= nextFrame {
                onFrame?()
                nextFrame += frameInterval
            }
        }
    }
}
