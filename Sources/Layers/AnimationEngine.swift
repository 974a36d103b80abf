import Motion

/// Tracks the layers that have animations, reports starts and stops to delegates and
/// completion closures, and removes finished animations. The event loop ticks it once per
/// turn; callbacks run after the bookkeeping, so a callback may add or remove animations.
@MainActor
enum AnimationEngine {
    /// A registered layer, held weakly through its ``Layer/AnimationToken``: a weak reference to
    /// the layer itself would give every animated layer a side table, which makes each retain
    /// and release of it (the compositor's walk, any loop over layers) take a slow path.
    struct WeakLayer {
        weak var token: Layer.AnimationToken?
        var layer: Layer? { token?.layer }
    }
    static var layers: [ObjectIdentifier: WeakLayer] = [:] {
        didSet { needsPass = true }
    }
    static var callbacks: [() -> Void] = []

    /// Set when animations were added, removed or changed since the last pass over the layers.
    private static var needsPass = true
    /// A time before which no animation can start or end, as of the last pass.
    private static var nextEventTime = -MediaTime.infinity
    /// The time of the last pass: a clock that went back (a new main loop) needs a new pass.
    private static var lastPassTime = MediaTime.infinity

    /// The time animations are evaluated at: the main event loop's clock.
    static var now: MediaTime { EventLoop.main.clock.now }

    static func register(_ layer: Layer, token: Layer.AnimationToken) {
        layers[ObjectIdentifier(layer)] = WeakLayer(token: token)
    }

    /// Moves on whenever any animation changes, which invalidates every evaluator cached in
    /// the layers (see ``Layer/AttachedAnimation/evaluator``).
    @exclusivity(unchecked) static var generation: UInt64 = 1

    /// Tells the engine that an animation was added, removed or changed, so that the next tick
    /// looks at every animated layer again.
    static func animationsChanged() {
        needsPass = true
        generation &+= 1
    }

    /// Queues the stop callbacks of an animation.
    static func reportStop(_ a: Layer.AttachedAnimation, finished: Bool) {
        let animation = a.animation
        let states = a.transactions
        callbacks.append {
            animation.delegate?.animationDidStop(animation, finished: finished)
            animation.completion?(finished)
            Transaction.stopped(states)
        }
    }

    /// Processes every animated layer at the current time and runs the queued callbacks.
    ///
    /// A turn in which no animation can start or end (none was added, removed or changed, and
    /// the clock has not reached the earliest start or end found by the last pass) skips the
    /// pass over the layers: with thousands of long animations running, most turns are such.
    static func tick() {
        let t = now
        if needsPass || !(t < nextEventTime) || t < lastPassTime {
            var next = MediaTime.infinity
            for (id, entry) in layers {
                guard let layer = entry.layer else {
                    layers[id] = nil
                    continue
                }
                let event = layer.advanceAnimations(to: t)
                if event < next || event.isNaN { next = event.isNaN ? -.infinity : event }
                if layer.attachedAnimations.isEmpty { layers[id] = nil }
            }
            nextEventTime = next
            lastPassTime = t
            // Cleared after the pass: the pass's own removals from `layers` need no new pass.
            needsPass = false
        }
        runCallbacks()
    }

    static func runCallbacks() {
        // Callbacks may queue more (an animation added and removed inside a completion).
        var rounds = 0
        while !callbacks.isEmpty && rounds < 100 {
            let pending = callbacks
            callbacks.removeAll()
            for c in pending { c() }
            rounds += 1
        }
    }

    /// True when some layer still has an animation that changes over time.
    static var isAnimating: Bool {
        let t = now
        return layers.values.contains { $0.layer?.attachedAnimations.contains { !$0.animation.hasEnded(at: t) } ?? false }
    }
}

/// The current time of the main event loop's clock (CACurrentMediaTime): use it to set an
/// animation's ``Animation/beginTime`` for a delayed start.
@MainActor
public func currentMediaTime() -> MediaTime { EventLoop.main.clock.now }
