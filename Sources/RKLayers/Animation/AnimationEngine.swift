import RKMainLoop
import RKMotion

/// Tracks the layers that have animations on one event loop, reports starts and stops to
/// delegates and completion closures, and removes finished animations. Each loop has its own
/// engine, made with its first animation, which its turns tick in the animation phase;
/// callbacks run after the bookkeeping, so a callback may add or remove animations.
@MainActor
final class AnimationEngine {
    /// A registered layer, held weakly through its ``Layer/AnimationToken``: a weak reference to
    /// the layer itself would give every animated layer a side table, which makes each retain
    /// and release of it (the compositor's walk, any loop over layers) take a slow path.
    struct WeakLayer {
        weak var token: Layer.AnimationToken?
        var layer: Layer? { token?.layer }
    }

    /// The clock of the loop that owns the engine, held strongly: a layer of a host that has
    /// gone away still reads the time through its engine (a late callback setting a property),
    /// and an unowned loop made that read abort the process.
    let clock: any Clock
    var layers: [ObjectIdentifier: WeakLayer] = [:] {
        didSet { needsPass = true }
    }
    var callbacks: [() -> Void] = []

    /// Set when animations were added, removed or changed since the last pass over the layers.
    private var needsPass = true
    /// ``generation`` as of the last pass: a change to any animation object moves it on.
    private var passGeneration: UInt64 = 0
    /// A time before which no animation can start or end, as of the last pass.
    private var nextEventTime = -MediaTime.infinity
    /// The time of the last pass.
    private var lastPassTime = MediaTime.infinity

    private init(loop: EventLoop) {
        clock = loop.clock
    }

    /// The engine of `loop`, made (with the loop's animation and commit phases) on first use.
    static func of(_ loop: EventLoop) -> AnimationEngine {
        loop.component(AnimationEngine.self) {
            let engine = AnimationEngine(loop: loop)
            loop.addPhase("animation", at: .animation, needsFrames: { [unowned engine] in engine.needsFrame },
                          nextWake: { [unowned engine] in engine.nextStep }) { [unowned engine] in engine.tick() }
            loop.addPhase("commit", at: .commit) { Transaction.flush() }
            return engine
        }
    }

    /// The time animations are evaluated at: the loop's clock.
    var now: MediaTime { clock.now }

    func register(_ layer: Layer, token: Layer.AnimationToken) {
        layers[ObjectIdentifier(layer)] = WeakLayer(token: token)
    }

    /// Moves on whenever any animation changes, which invalidates every evaluator cached in
    /// the layers (see ``Layer/AttachedAnimation/evaluator``). Shared by every engine: an
    /// animation object does not know which loop runs it.
    @exclusivity(unchecked) static var generation: UInt64 = 1

    /// Tells the engines that an animation was added, removed or changed, so that their next
    /// tick looks at every animated layer again.
    static func animationsChanged() {
        generation &+= 1
    }

    /// Queues the stop callbacks of an animation.
    func reportStop(_ a: Layer.AttachedAnimation, finished: Bool) {
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
    func tick() {
        let t = now
        if needsPass || passGeneration != AnimationEngine.generation || !(t < nextEventTime) || t < lastPassTime {
            var next = MediaTime.infinity
            passGeneration = AnimationEngine.generation
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

    func runCallbacks() {
        // Callbacks may queue more (an animation added and removed inside a completion).
        var rounds = 0
        while !callbacks.isEmpty && rounds < 100 {
            let pending = callbacks
            callbacks.removeAll()
            for c in pending { c() }
            rounds += 1
        }
    }

    /// How close a step must be for its frame to be drawn now rather than slept towards: the
    /// wake-up that comes for it may be a hair early.
    static let stepLead = 0.001

    /// True when the next frame must be drawn: callbacks wait, or an animation changes
    /// continuously, or a stepping one (a discrete keyframe animation, as an activity
    /// indicator's) reaches its next step within ``stepLead``. A stepping animation between
    /// steps needs no frames: the loop sleeps until ``nextStep``.
    var needsFrame: Bool {
        if !callbacks.isEmpty { return true }
        let t = now
        for entry in layers.values {
            guard let layer = entry.layer else { continue }
            for a in layer.attachedAnimations where !a.animation.hasEnded(at: t) {
                guard let step = a.animation.nextStep(after: t) else { return true }
                if step <= t + AnimationEngine.stepLead { return true }
            }
        }
        return false
    }

    /// The time of the next step of the stepping animations, when every running animation
    /// steps; nil when one changes continuously (frames are needed anyway) or none runs.
    var nextStep: MediaTime? {
        let t = now
        var next: MediaTime?
        for entry in layers.values {
            guard let layer = entry.layer else { continue }
            for a in layer.attachedAnimations where !a.animation.hasEnded(at: t) {
                guard let step = a.animation.nextStep(after: t) else { return nil }
                if next == nil || step < next! { next = step }
            }
        }
        return next
    }

    /// True when some layer still has an animation that changes over time, or callbacks wait.
    var isAnimating: Bool {
        if !callbacks.isEmpty { return true }
        let t = now
        return layers.values.contains { $0.layer?.attachedAnimations.contains { !$0.animation.hasEnded(at: t) } ?? false }
    }
}

/// The current time of the current event loop's clock (CACurrentMediaTime): use it to set an
/// animation's ``Animation/beginTime`` for a delayed start. A layer's own loop may differ when
/// several hosts run; `layer.eventLoop.clock.now` is then exact.
@MainActor
public func currentMediaTime() -> MediaTime { EventLoop.current.clock.now }
