import Foundation
import Glibc
import RKMotion

/// The run loop (RunLoop's role) of one host: it fires timers at their exact times, runs
/// blocks queued for the next turn and per-frame callbacks (a display link), watches file
/// descriptors, takes work posted from other threads, serves GLib's main context and the work
/// Swift code queues on the main actor (`Task { @MainActor }`, `DispatchQueue.main.async`,
/// `RunLoop.main.perform`, Foundation timers), and then runs the phases higher modules
/// registered (animation evaluation, the transaction commit), once per turn.
///
/// Each host owns a loop: a ``/RKMotion/SystemClock`` in a window, a ``/RKMotion/VirtualClock`` in
/// headless rendering and tests, where ``advance(by:frameInterval:onFrame:)`` steps it frame by
/// frame and nothing sleeps. Named `EventLoop` (and its timers `EventLoop.Timer`) so that it
/// never clashes with Foundation's `RunLoop` and `Timer` in files importing both.
///
/// ``current`` is the loop code runs under when it does not know its own: the loop whose turn,
/// or whose host's call, is running, else the one last made current.
@MainActor
public final class EventLoop {
    /// The source of time.
    public let clock: Clock
    /// Queues work from any thread and wakes the loop.
    public nonisolated let waker = EventLoopWaker()
    /// How the loop sleeps in ``wait(timeout:)``; window hosts replace it.
    public var waiter: EventLoopWaiter = PollWaiter()
    /// Whether the loop serves GLib's default main context (on by default).
    public var servesGLib = true

    /// Creates a loop reading `clock` (the machine's monotonic clock by default).
    public init(clock: Clock = SystemClock()) {
        self.clock = clock
    }

    // MARK: The current loop

    private static var entered: [EventLoop] = []
    private static var lastCurrent: EventLoop?

    /// The loop whose turn or host call is running; else the loop last made current with
    /// ``makeCurrent()`` (hosts do when created); else a loop on the system clock, made on
    /// first use. Code that has a layer or a view should ask it for its loop instead.
    public static var current: EventLoop {
        if let l = entered.last { return l }
        if let l = lastCurrent { return l }
        let l = EventLoop()
        lastCurrent = l
        return l
    }

    /// Whether code is running inside this loop right now (a turn, or ``withCurrent(_:)``): false
    /// at the top level of a program before its host runs, when nothing would turn the loop for
    /// work that waits on it.
    public var isInTurn: Bool { EventLoop.entered.contains { $0 === self } }

    /// Makes this the loop ``current`` returns outside any turn.
    public func makeCurrent() { EventLoop.lastCurrent = self }

    /// Runs `body` with this loop as ``current``.
    public func withCurrent<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        EventLoop.entered.append(self)
        defer { EventLoop.entered.removeLast() }
        return try body()
    }

    /// Makes a loop on a new virtual clock at `time`, makes it current and returns it: tests of
    /// layers and views without a host start with this.
    @discardableResult
    public static func installVirtual(at time: MediaTime = 0) -> EventLoop {
        let loop = EventLoop(clock: VirtualClock(now: time))
        loop.makeCurrent()
        return loop
    }

    // MARK: Components and phases

    private var components: [ObjectIdentifier: AnyObject] = [:]

    /// The loop's one instance of `T`, made by `make` on first request: how higher modules keep
    /// per-loop state (the animation engine) without the loop knowing their types.
    public func component<T: AnyObject>(_ type: T.Type = T.self, make: () -> T) -> T {
        if let c = components[ObjectIdentifier(type)] as? T { return c }
        let c = make()
        components[ObjectIdentifier(type)] = c
        return c
    }

    private var phases: [Phase] = []

    /// Adds a phase to every turn, at `order`; `needsFrames` tells whether the phase has work
    /// for the next frame (a running animation), which keeps hosts from sleeping, and
    /// `nextWake` when, on the loop's clock, it will have some while it needs no frames now (a
    /// stepping animation's next step): ``wait(timeout:)`` sleeps no longer than that.
    public func addPhase(_ name: String, at order: PhaseOrder, needsFrames: @escaping @MainActor () -> Bool = { false },
                         nextWake: @escaping @MainActor () -> MediaTime? = { nil },
                         _ body: @escaping @MainActor () -> Void) {
        phases.append(Phase(order: order, name: name, body: body, needsFrames: needsFrames, nextWake: nextWake))
        phases.sort { $0.order < $1.order }
    }

    /// The names of the registered phases, in the order they run.
    public var phaseNames: [String] { phases.map(\.name) }

    // MARK: Timers, next-turn blocks, frame observers

    private var timers: [Timer] = []
    private var nextTurn: [() -> Void] = []
    private var frameObservers: [(id: Int, body: (MediaTime) -> Void)] = []
    private var counter = 0

    /// Schedules `block` after `interval` seconds (and every `interval` when repeating; a
    /// repeating interval under 1 ms is raised to 1 ms). NaN or negative intervals count as 0
    /// (the next turn); an infinite interval never fires.
    @discardableResult
    public func scheduleTimer(interval: Double, repeats: Bool = false, _ block: @escaping (Timer) -> Void) -> Timer {
        var i = interval.isNaN ? 0 : Swift.max(0, interval)
        if repeats { i = Swift.max(i, 0.001) }
        let step = i.wholeNanoseconds
        counter += 1
        let t = Timer(fireNanoseconds: clock.nanoseconds.addingSaturating(step), interval: i, step: step,
                      repeats: repeats, order: counter, block: block)
        timers.append(t)
        return t
    }

    /// Runs `block` once after `delay` seconds (performSelector:afterDelay:); the returned
    /// timer can cancel it. An infinite delay never comes.
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

    /// Stops the frame observer `token` names.
    public func removeFrameObserver(_ token: Int) {
        frameObservers.removeAll { $0.id == token }
    }

    /// The earliest time a valid timer fires, in seconds; nil when none will.
    public var nextFireDate: MediaTime? {
        nextFireNanoseconds.map { MediaTime(nanoseconds: $0) }
    }

    /// The earliest time a valid timer fires, in nanoseconds; nil when none will.
    public var nextFireNanoseconds: Int64? {
        var best: Int64?
        for t in timers where t.isValid && t.fireNanoseconds != .max {
            if best == nil || t.fireNanoseconds < best! { best = t.fireNanoseconds }
        }
        return best
    }

    /// True when something needs the next frame: a frame observer, a queued block, work posted
    /// from another thread, or a phase with work (a running animation). Hosts sleep otherwise.
    public var needsFrames: Bool {
        !frameObservers.isEmpty || !nextTurn.isEmpty || waker.hasPosted || phases.contains { $0.needsFrames() }
    }

    // MARK: File descriptors

    private var sources: [FileDescriptorSource] = []

    /// Watches `fileDescriptor` for `events`: when it is ready, `handler` runs in the loop's
    /// next turn with what happened, and a sleeping loop wakes for it at once. Negative
    /// descriptors are refused with a log line (the returned source is already invalid).
    @discardableResult
    public func addSource(fileDescriptor: Int32, events: FileDescriptorSource.Events = .readable,
                          _ handler: @escaping (FileDescriptorSource.Events) -> Void) -> FileDescriptorSource {
        let s = FileDescriptorSource(fileDescriptor: fileDescriptor, events: events, handler: handler)
        if fileDescriptor < 0 {
            RecipeLog.write("addSource: file descriptor \(fileDescriptor) refused")
            s.invalidate()
        } else {
            sources.append(s)
        }
        return s
    }

    private func runReadySources() {
        sources.removeAll { !$0.isValid }
        guard !sources.isEmpty else { return }
        var fds = sources.map { pollfd(fd: $0.fileDescriptor, events: $0.events.rawValue, revents: 0) }
        let n = fds.count
        guard fds.withUnsafeMutableBufferPointer({ poll($0.baseAddress, nfds_t(n), 0) }) > 0 else { return }
        for (s, p) in zip(sources, fds) where p.revents != 0 && s.isValid {
            let happened = FileDescriptorSource.Events(rawValue: p.revents)
            if happened.contains(.invalid) {
                RecipeLog.write("file descriptor \(s.fileDescriptor) closed while watched; its source is removed")
                s.invalidate()
            }
            s.handler(happened)
        }
        sources.removeAll { !$0.isValid }
    }

    // MARK: Turns

    private lazy var glib = GLibMainContext()
    /// Seconds until Foundation's next timer, as of the last turn.
    private var foreignTimerDelay: Double?

    /// One turn at the clock's current time: work posted from other threads, Swift's and
    /// Foundation's queued work, GLib's ready sources, ready file descriptors, blocks queued
    /// before the turn, due timers (in fire-date order, ties in scheduling order), frame
    /// callbacks, then the registered phases (animations, the implicit transaction's commit).
    public func runOnce() {
        withCurrent {
            for b in waker.drain() { b() }
            foreignTimerDelay = ForeignWork.run()
            if servesGLib { glib.dispatchReady() }
            runReadySources()

            let queued = nextTurn
            nextTurn.removeAll()
            for b in queued { b() }

            let now = clock.nanoseconds
            timers.removeAll { !$0.isValid }
            // Fire each due timer once per turn; a repeating timer due again fires next turn.
            let due = timers.filter { $0.fireNanoseconds <= now }
                .sorted { ($0.fireNanoseconds, $0.order) < ($1.fireNanoseconds, $1.order) }
            for t in due where t.isValid {
                t.block(t)
                if t.repeats && t.isValid { t.reschedule(after: now) } else { t.invalidate() }
            }
            timers.removeAll { !$0.isValid }

            let seconds = MediaTime(nanoseconds: now)
            for o in frameObservers { o.body(seconds) }
            for p in phases { p.body() }
        }
    }

    /// Sleeps until there is work: a watched descriptor is ready, another thread posts or
    /// wakes, work is queued on the main queue (when this loop serves it), a GLib source is
    /// ready, the next timer is due (on a system clock; virtual time does not pass while the
    /// loop sleeps), Foundation's next timer is due, or `timeout` seconds pass. Returns at once
    /// when blocks wait for the next turn. Returns whether it woke for work rather than the
    /// timeout. Run a turn after it.
    ///
    /// Frames are the host's business: a host with ``needsFrames`` passes the time left until
    /// its next frame as `timeout`, so that an animation runs at the display's rate and the
    /// loop sleeps in between.
    @discardableResult
    public func wait(timeout: Double) -> Bool {
        if !nextTurn.isEmpty || waker.hasPosted { return true }
        var limit = timeout.isNaN ? 0 : Swift.min(Swift.max(0, timeout), 86_400)
        if clock is SystemClock, let next = nextFireNanoseconds {
            limit = Swift.min(limit, Swift.max(0, MediaTime(nanoseconds: next - clock.nanoseconds)))
        }
        if let f = foreignTimerDelay { limit = Swift.min(limit, f) }
        for p in phases {
            guard let w = p.nextWake() else { continue }
            limit = Swift.min(limit, Swift.max(0, w - clock.now))
        }

        var fds: [pollfd] = []
        if waker.fileDescriptor >= 0 { fds.append(pollfd(fd: waker.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
        if let m = ForeignWork.mainQueueDescriptor { fds.append(pollfd(fd: m, events: Int16(POLLIN), revents: 0)) }
        for s in sources where s.isValid {
            fds.append(pollfd(fd: s.fileDescriptor, events: s.events.rawValue, revents: 0))
        }
        let ownCount = fds.count
        var glibPrepared = false
        if servesGLib, let g = glib.prepareWait() {
            glibPrepared = true
            fds += g.fds
            if g.timeout >= 0 { limit = Swift.min(limit, Double(g.timeout) / 1000) }
        }
        waiter.wait(on: &fds, timeout: limit)
        if glibPrepared { glib.finishWait(fds[ownCount...]) }
        return fds.contains { $0.revents != 0 }
    }

    /// Advances a virtual clock by `seconds`, running a turn at every frame boundary and at
    /// every timer's fire date in between, so timers fire at their exact times; a timer due
    /// exactly at the end fires in this call. `onFrame` runs after each frame's turn.
    ///
    /// A loop on another clock cannot be advanced: it runs one turn and logs why. Infinite or
    /// NaN durations run one turn; a frame interval that is not a positive finite number is
    /// taken as 1/60 s, and one under 1 ms as 1 ms.
    public func advance(by seconds: Double, frameInterval: Double = 1.0 / 60, onFrame: (() -> Void)? = nil) {
        guard let vc = clock as? VirtualClock else {
            RecipeLog.write("EventLoop.advance(by:) needs a VirtualClock; ran one turn instead")
            runOnce()
            return
        }
        guard seconds.isFinite, seconds > 0 else {
            if !seconds.isFinite { RecipeLog.write("EventLoop.advance(by: \(seconds)) ran one turn") }
            runOnce()
            return
        }
        // At most 1000 frames a virtual second, as repeating timers are held to 1 ms: an interval
        // of a nanosecond would cost 10^9 turns a second.
        let interval = frameInterval.isFinite && frameInterval > 0 ? Swift.max(0.001, frameInterval) : 1.0 / 60
        let start = vc.nanoseconds
        let end = start.addingSaturating(seconds.wholeNanoseconds)
        // Frame k lies at start + k * interval, computed afresh each time so that no error adds up.
        var frame: Int64 = 1
        func frameTime(_ k: Int64) -> Int64 {
            start.addingSaturating((Double(k) * interval).wholeNanoseconds)
        }
        var nextFrame = Swift.max(frameTime(frame), start + 1)
        while vc.nanoseconds < end {
            var target = Swift.min(nextFrame, end)
            if let f = nextFireNanoseconds, f > vc.nanoseconds, f < target { target = f }
            vc.advance(toNanoseconds: target)
            runOnce()
            if vc.nanoseconds >= nextFrame {
                onFrame?()
                frame += 1
                nextFrame = Swift.max(frameTime(frame), vc.nanoseconds + 1)
            }
        }
    }
}
