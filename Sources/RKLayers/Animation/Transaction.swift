import RKMainLoop
import RKMotion

/// Groups layer changes (CATransaction). As in Core Animation, where transactions belong to a
/// thread, there is one stack of transactions for the main actor, shared by every host: the
/// first loop to end its turn commits the implicit transaction.
///
/// Every change belongs to a transaction: an explicit
/// one between ``begin()`` and ``commit()``, or the implicit one the event loop commits at the
/// end of each turn (or ``flush()`` commits at once). Transactions nest; settings apply to the
/// innermost one and are inherited from outer ones.
///
/// Changing an animatable property of a layer that has been rendered and does not back a
/// view makes an implicit animation from the old presentation value, lasting
/// ``animationDuration`` (0.25 s), unless ``disableActions`` is set.
@MainActor
public enum Transaction {
    final class State {
        var disableActions: Bool?
        var duration: Double?
        var timingFunction: TimingFunction??
        var completion: (() -> Void)?
        /// Animations added while this transaction was open that have not stopped yet.
        var pending = 0
        var committed = false
        let implicit: Bool
        init(implicit: Bool) { self.implicit = implicit }

        func finishIfDone() {
            guard committed, pending == 0, let c = completion else { return }
            completion = nil
            c()
        }
    }

    static var stack: [State] = []

    /// Opens an explicit transaction.
    public static func begin() {
        stack.append(State(implicit: false))
    }

    /// Closes the innermost explicit transaction. Its completion block runs once every
    /// animation added inside it has stopped, or at once when there were none.
    public static func commit() {
        guard let i = stack.lastIndex(where: { !$0.implicit }) else { return }
        // An implicit transaction opened inside this one ends with it.
        let closing = stack[i...]
        stack.removeSubrange(i...)
        for s in closing.reversed() {
            s.committed = true
            s.finishIfDone()
        }
    }

    /// Commits the implicit transaction now (headless code and tests use this instead of
    /// waiting for the end of the event loop's turn). Explicit transactions stay open.
    public static func flush() {
        while let last = stack.last, last.implicit {
            stack.removeLast()
            last.committed = true
            last.finishIfDone()
        }
    }

    /// Runs `body` inside its own transaction.
    public static func perform(disableActions: Bool? = nil, duration: Double? = nil, completion: (() -> Void)? = nil,
                               _ body: () -> Void) {
        begin()
        if let disableActions { self.disableActions = disableActions }
        if let duration { animationDuration = duration }
        completionBlock = completion
        body()
        commit()
    }

    /// The innermost transaction, opening the implicit one when none is open.
    static var current: State {
        if let s = stack.last { return s }
        // The loop running now commits it at the end of its turn (its commit phase).
        _ = AnimationEngine.of(EventLoop.current)
        let s = State(implicit: true)
        stack.append(s)
        return s
    }

    /// When true, property changes make no implicit animations.
    public static var disableActions: Bool {
        get { stack.reversed().lazy.compactMap(\.disableActions).first ?? false }
        set { current.disableActions = newValue }
    }

    /// The duration of implicit animations (0.25 s unless set).
    public static var animationDuration: Double {
        get { stack.reversed().lazy.compactMap(\.duration).first ?? 0.25 }
        set { current.duration = newValue }
    }

    /// The timing function of implicit animations (Core Animation's default curve unless set).
    public static var animationTimingFunction: TimingFunction? {
        get {
            for s in stack.reversed() { if let f = s.timingFunction { return f } }
            return .default
        }
        set { current.timingFunction = .some(newValue) }
    }

    /// Runs once every animation added in this transaction has stopped (at commit when none).
    public static var completionBlock: (() -> Void)? {
        get { current.completion }
        set { current.completion = newValue }
    }

    /// Registers an animation with every open transaction; returns a token to call when it
    /// stops.
    static func track() -> [State] {
        _ = current
        for s in stack { s.pending += 1 }
        return stack
    }

    static func stopped(_ states: [State]) {
        for s in states {
            s.pending -= 1
            s.finishIfDone()
        }
    }
}
