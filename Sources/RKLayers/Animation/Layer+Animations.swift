import Foundation
import RKMainLoop
import RKMotion

extension Layer {
    /// An animation attached to a layer, with its bookkeeping.
    struct AttachedAnimation {
        let key: String
        let animation: Animation
        var started = false
        var stopReported = false
        var transactions: [Transaction.State]
        /// The animation's compiled evaluator, cached by the engine's pass over the layers
        /// (``advanceAnimations(to:)``) so that a frame need not visit the animation object;
        /// valid while ``AnimationEngine/generation`` equals `generation` (any change to any
        /// animation moves the generation on). `evaluator` keeps it alive; frames call it
        /// through `unretained`.
        var evaluator: CompiledEvaluator? = nil
        var unretained: Unmanaged<CompiledEvaluator>? = nil
        var generation: UInt64 = 0
        /// The layer's token, shared by all its attached animations (see ``AnimationToken``).
        let token: AnimationToken
    }

    /// Stands for a layer with animations in the animation engine's registry, which holds it
    /// weakly. The layer's attached animations hold it, so it lives exactly as long as the layer
    /// has animations (or the layer itself, whichever ends first), and the registry never
    /// refers to the layer weakly (see ``AnimationEngine/WeakLayer``).
    final class AnimationToken {
        unowned let layer: Layer
        /// The engine of the loop the layer's animations run on: its loop when the first of
        /// them was added.
        let engine: AnimationEngine

        init(_ layer: Layer, engine: AnimationEngine) {
            self.layer = layer
            self.engine = engine
        }
    }

    /// Adds an animation for `key` (copied, as Core Animation copies it). An animation already
    /// running for the same key is removed first and told it did not finish. A nil key gets a
    /// unique one. An animation with a ``Animation/beginTime`` of 0 starts now.
    ///
    /// Animations that cannot run (an unknown key path, NaN or infinite values, values of
    /// different kinds) are not added: the reason is written to standard error, and
    /// ``addChecked(_:forKey:)`` throws it instead, for code that wants to handle it.
    public func add(_ animation: Animation, forKey key: String?) {
        do {
            try addChecked(animation, forKey: key)
        } catch {
            RecipeLog.write("animation ignored: \(error)")
            // Every animation's completion runs exactly once: a refused one reports, on the next
            // turn, that it did not finish, as a removed one does; a transaction it was added in
            // waits for that report.
            let states = Transaction.track()
            let engine = AnimationEngine.of(eventLoop)
            engine.callbacks.append {
                animation.delegate?.animationDidStop(animation, finished: false)
                animation.completion?(false)
                Transaction.stopped(states)
            }
        }
    }

    /// ``add(_:forKey:)``, throwing why an animation cannot run instead of ignoring it.
    public func addChecked(_ animation: Animation, forKey key: String?) throws(AnimationError) {
        try animation.validate()
        let copy = animation.copy()
        let token = attachedAnimations.first?.token ?? AnimationToken(self, engine: AnimationEngine.of(eventLoop))
        let engine = token.engine
        if copy.beginTime == 0 { copy.beginTime = engine.now }
        let k = key ?? "animation-\(UUID().uuidString)"
        if let i = attachedAnimations.firstIndex(where: { $0.key == k }) {
            let old = attachedAnimations.remove(at: i)
            if !old.stopReported { engine.reportStop(old, finished: false) }
        }
        attachedAnimations.append(AttachedAnimation(key: k, animation: copy, transactions: Transaction.track(),
                                                    token: token))
        markSubtreeChanged()
        engine.register(self, token: token)
        AnimationEngine.animationsChanged()
    }

    /// Removes the animation for `key`; it is told it did not finish.
    public func removeAnimation(forKey key: String) {
        guard let i = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
        let old = attachedAnimations.remove(at: i)
        markSubtreeChanged()
        AnimationEngine.animationsChanged()
        if !old.stopReported { old.token.engine.reportStop(old, finished: false) }
    }

    /// Removes every animation; each is told it did not finish.
    public func removeAllAnimations() {
        let all = attachedAnimations
        attachedAnimations.removeAll()
        markSubtreeChanged()
        AnimationEngine.animationsChanged()
        for a in all where !a.stopReported { a.token.engine.reportStop(a, finished: false) }
    }

    /// The animation attached for `key` (the copy the layer runs).
    public func animation(forKey key: String) -> Animation? {
        attachedAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added (and applied).
    public var animationKeys: [String] { attachedAnimations.map(\.key) }

    /// A detached layer holding the current presentation values (CALayer.presentation()), for
    /// reading where an animating layer is on screen now. It has no sublayers.
    public func presentation() -> Layer {
        let l = Layer()
        l.properties = presentationProperties
        return l
    }

    /// The model values with every attached animation applied, in order, at `time`.
    func properties(at time: MediaTime) -> LayerProperties {
        var p = properties
        Layer.apply(attachedAnimations, to: &p, at: time)
        return p
    }

    /// Applies `attached`, in order, to `p`. Out of line, so that ``presentationProperties``,
    /// which callers inline, stays small.
    @inline(never)
    static func apply(_ attached: [AttachedAnimation], to p: inout LayerProperties, at time: MediaTime) {
        guard !applyCompiled(attached, to: &p, at: time, generation: AnimationEngine.generation) else { return }
        for i in attached.indices { _ = attached[i].animation.evaluate(&p, at: time) }
    }

    /// Applies `attached` through the evaluators cached in it when every one is valid; returns
    /// false, having done nothing, otherwise.
    ///
    /// `attached` keeps the evaluators alive for the whole call (in `evaluator`), and evaluators
    /// cannot reach it, so they are used without a retain and a release (two atomic operations
    /// per animation per frame). Nonisolated, so that the closure here is too (a main-actor
    /// closure handed to a generic function would check the executor at each call).
    private nonisolated static func applyCompiled(_ attached: [AttachedAnimation], to p: inout LayerProperties,
                                                  at time: MediaTime, generation: UInt64) -> Bool {
        let n = attached.count
        for i in 0..<n where attached[i].generation != generation || attached[i].unretained == nil { return false }
        for i in 0..<n {
            _ = attached[i].unretained.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.run(&p, time) }
        }
        return true
    }

    /// Reports starts and ends up to `time` and removes finished animations. Returns a time
    /// before which nothing is due (see ``Timing/nextEventTime(started:ended:)``): -infinity
    /// when something may be due at once, +infinity when nothing is to come.
    @discardableResult
    func advanceAnimations(to time: MediaTime) -> MediaTime {
        var next = MediaTime.infinity
        var i = 0
        while i < attachedAnimations.count {
            var a = attachedAnimations[i]
            let timing = a.animation.timing
            if !a.started && timing.hasStarted(at: time) {
                a.started = true
                let animation = a.animation
                a.token.engine.callbacks.append { animation.delegate?.animationDidStart(animation) }
            }
            if !a.stopReported && timing.hasEnded(at: time) {
                a.stopReported = true
                a.token.engine.reportStop(a, finished: true)
                if a.animation.isRemovedOnCompletion {
                    attachedAnimations.remove(at: i)
                    markSubtreeChanged()
                    continue
                }
            }
            if a.generation != AnimationEngine.generation {
                a.evaluator = a.animation.compiledEvaluator
                a.unretained = a.evaluator.map { Unmanaged.passUnretained($0) }
                a.generation = AnimationEngine.generation
            }
            let event = timing.nextEventTime(started: a.started, ended: a.stopReported)
            if event.isNaN {
                next = -.infinity
            } else if event < next {
                next = event
            }
            attachedAnimations[i] = a
            i += 1
        }
        return next
    }

    // MARK: Implicit actions

    /// The action for a change of `key`: the delegate's, then ``actions``, then the default
    /// implicit animation for animatable keys; nil when actions are disabled.
    public func action(forKey key: String) -> LayerAction {
        if Transaction.disableActions { return .none }
        if let d = delegate, let a = d.action(for: self, forKey: key) { return a }
        if let a = actions[key] { return a }
        return defaultAction(forKey: key)
    }

    /// The implicit animation for `key`: a basic animation lasting the transaction's duration.
    public func defaultAction(forKey key: String) -> LayerAction {
        guard AnimatableKeyPath.implicitlyAnimated.contains(key) else { return .none }
        let a = BasicAnimation(keyPath: key)
        a.duration = Transaction.animationDuration
        a.timingFunction = Transaction.animationTimingFunction
        return .animation(a)
    }

    /// Sets a model value and runs the key's action.
    func setAnimatable<T: Equatable>(_ key: String, _ kp: WritableKeyPath<LayerProperties, T>, _ value: T) {
        guard properties[keyPath: kp] != value else { return }
        guard case .animation(let template) = actionForChange(key) else {
            properties[keyPath: kp] = value
            return
        }
        _ = Transaction.current
        let old = AnimatableKeyPath.value(key, in: presentationProperties)
        properties[keyPath: kp] = value
        let animation = template.copy()
        if let basic = animation as? BasicAnimation, basic.fromValue == nil, basic.byValue == nil, basic.toValue == nil {
            basic.fromValue = old
        }
        add(animation, forKey: key)
    }

    /// The action for a model change. The default implicit animation applies only once the
    /// layer has been drawn: a layer built and configured in one turn appears in its final
    /// state, as in Core Animation. Actions from the delegate (a view's animation block) or
    /// from ``actions`` apply at any time.
    private func actionForChange(_ key: String) -> LayerAction {
        if Transaction.disableActions { return .none }
        if let d = delegate, let a = d.action(for: self, forKey: key) { return a }
        if let a = actions[key] { return a }
        return hasBeenRendered ? defaultAction(forKey: key) : .none
    }

}
