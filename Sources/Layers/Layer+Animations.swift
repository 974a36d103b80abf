import Foundation
import Motion

extension Layer {
    /// An animation attached to a layer, with its bookkeeping.
    struct AttachedAnimation {
        let key: String
        let animation: Animation
        var started = false
        var stopReported = false
        var transactions: [Transaction.State]
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
            FileHandle.standardError.write(Data("RecipeKit: animation ignored: \(error)\n".utf8))
        }
    }

    /// ``add(_:forKey:)``, throwing why an animation cannot run instead of ignoring it.
    public func addChecked(_ animation: Animation, forKey key: String?) throws(AnimationError) {
        try animation.validate()
        let copy = animation.copy()
        if copy.beginTime == 0 { copy.beginTime = AnimationEngine.now }
        let k = key ?? "animation-\(UUID().uuidString)"
        if let i = attachedAnimations.firstIndex(where: { $0.key == k }) {
            let old = attachedAnimations.remove(at: i)
            if !old.stopReported { AnimationEngine.reportStop(old, finished: false) }
        }
        attachedAnimations.append(AttachedAnimation(key: k, animation: copy, transactions: Transaction.track()))
        AnimationEngine.register(self)
    }

    /// Removes the animation for `key`; it is told it did not finish.
    public func removeAnimation(forKey key: String) {
        guard let i = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
        let old = attachedAnimations.remove(at: i)
        if !old.stopReported { AnimationEngine.reportStop(old, finished: false) }
    }

    /// Removes every animation; each is told it did not finish.
    public func removeAllAnimations() {
        let all = attachedAnimations
        attachedAnimations.removeAll()
        for a in all where !a.stopReported { AnimationEngine.reportStop(a, finished: false) }
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
        for a in attachedAnimations { _ = a.animation.apply(to: &p, at: time) }
        return p
    }

    /// Reports starts and ends up to `time` and removes finished animations.
    func advanceAnimations(to time: MediaTime) {
        var i = 0
        while i < attachedAnimations.count {
            var a = attachedAnimations[i]
            if !a.started && a.animation.hasStarted(at: time) {
                a.started = true
                let animation = a.animation
                AnimationEngine.callbacks.append { animation.delegate?.animationDidStart(animation) }
            }
            if !a.stopReported && a.animation.hasEnded(at: time) {
                a.stopReported = true
                AnimationEngine.reportStop(a, finished: true)
                if a.animation.isRemovedOnCompletion {
                    attachedAnimations.remove(at: i)
                    continue
                }
            }
            attachedAnimations[i] = a
            i += 1
        }
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
        // A layer that has never been drawn has no presentation to animate from (a layer built
        // and configured in one turn appears in its final state, as in Core Animation).
        guard hasBeenRendered else {
            properties[keyPath: kp] = value
            return
        }
        _ = Transaction.current
        let old = AnimatableKeyPath.value(key, in: presentationProperties)
        properties[keyPath: kp] = value
        guard case .animation(let template) = action(forKey: key) else { return }
        let animation = template.copy()
        if let basic = animation as? BasicAnimation, basic.fromValue == nil, basic.byValue == nil, basic.toValue == nil {
            basic.fromValue = old
        }
        add(animation, forKey: key)
    }
}
