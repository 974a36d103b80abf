import Motion

/// Tracks the layers that have animations, reports starts and stops to delegates and
/// completion closures, and removes finished animations. The event loop ticks it once per
/// turn; callbacks run after the bookkeeping, so a callback may add or remove animations.
@MainActor
enum AnimationEngine {
    struct WeakLayer { weak var layer: Layer? }
    static var layers: [ObjectIdentifier: WeakLayer] = [:]
    static var callbacks: [() -> Void] = []

    /// The time animations are evaluated at: the main event loop's clock.
    static var now: MediaTime { EventLoop.main.clock.now }

    static func register(_ layer: Layer) {
        layers[ObjectIdentifier(layer)] = WeakLayer(layer: layer)
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
    static func tick() {
        let t = now
        for (id, entry) in layers {
            guard let layer = entry.layer else {
                layers[id] = nil
                continue
            }
            layer.advanceAnimations(to: t)
            if layer.attachedAnimations.isEmpty { layers[id] = nil }
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
