import RKGeometry
import RKLayers
import RKMainLoop
import RKMotion

/// The animation block in progress, which view property changes turn into layer animations.
@MainActor
final class ViewAnimation {
    static var current: ViewAnimation?

    let duration: Double
    let delay: Double
    let options: View.AnimationOptions
    let spring: Spring?
    private var pending = 0
    private var allFinished = true
    private var closed = false
    private let completion: ((Bool) -> Void)?

    init(duration: Double, delay: Double, options: View.AnimationOptions, spring: Spring?, completion: ((Bool) -> Void)?) {
        self.duration = duration.isFinite ? Swift.max(0, duration) : 0
        self.delay = delay.isFinite ? Swift.max(0, delay) : 0
        self.options = options
        self.spring = spring
        self.completion = completion
    }

    var timingFunction: TimingFunction {
        if options.contains(.curveLinear) { return .linear }
        if options.contains(.curveEaseIn) { return .easeIn }
        if options.contains(.curveEaseOut) { return .easeOut }
        return .easeInEaseOut
    }

    /// The animation for a property change inside the block.
    func action(forKey key: String) -> LayerAction? {
        guard AnimatableKeyPath.implicitlyAnimated.contains(key) else { return LayerAction.none }
        let a: BasicAnimation
        if let spring {
            let s = SpringAnimation(keyPath: key)
            s.spring = spring
            a = s
        } else {
            a = BasicAnimation(keyPath: key)
            a.timingFunction = timingFunction
        }
        a.duration = duration
        if delay > 0 {
            a.beginTime = currentMediaTime() + delay
            a.fillMode = .backwards
        }
        if options.contains(.repeat) { a.repeatCount = .infinity }
        a.autoreverses = options.contains(.autoreverse)
        pending += 1
        a.completion = { [self] finished in
            pending -= 1
            if !finished { allFinished = false }
            finishIfDone()
        }
        return .animation(a)
    }

    func close() {
        closed = true
        if pending == 0 {
            // UIKit calls the completion of a block that animated nothing on the next turn.
            let c = completion
            EventLoop.current.performOnNextTurn { c?(true) }
            return
        }
    }

    private func finishIfDone() {
        guard closed, pending == 0 else { return }
        completion?(allFinished)
    }
}

extension View {
    /// Options for ``animate(withDuration:delay:options:animations:completion:)``.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits (UIView.AnimationOptions' values).
        public let rawValue: Int
        /// Options from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run forward then backward (with `repeat`, back and forth forever).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// The default curve.
        public static let curveEaseInOut: AnimationOptions = []
        /// Starts slowly, then speeds up.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Starts quickly, then slows down.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Moves at constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Animates the view property changes made in `animations` (UIView.animate): each change
    /// becomes a layer animation from the current presentation value, lasting `duration`
    /// after `delay`. `completion` runs once every animation has stopped, with `finished` false
    /// if any was removed or replaced first; when nothing animated it runs on the next turn.
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((_ finished: Bool) -> Void)? = nil) {
        run(ViewAnimation(duration: duration, delay: delay, options: options, spring: nil, completion: completion), animations)
    }

    /// A spring animation block: `dampingRatio` 1 settles without overshoot, smaller values
    /// bounce; `initialVelocity` is in whole distances per second (UIKit's spring API). While
    /// reduced motion is on (``Accessibility/isReduceMotionEnabled``) the spring settles at
    /// once: the changes apply without animating, and `completion` runs on the next turn.
    public static func animate(withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
                               initialSpringVelocity initialVelocity: Double, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((_ finished: Bool) -> Void)? = nil) {
        if Accessibility.isReduceMotionEnabled {
            run(ViewAnimation(duration: 0, delay: delay, options: options, spring: nil, completion: completion), animations)
            return
        }
        var spring = Spring(dampingRatio: dampingRatio, response: Swift.max(0.05, duration / 2))
        spring.initialVelocity = initialVelocity
        run(ViewAnimation(duration: duration, delay: delay, options: options, spring: spring, completion: completion), animations)
    }

    /// Runs `changes` with no animation, even inside an animation block.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        let saved = ViewAnimation.current
        ViewAnimation.current = nil
        changes()
        ViewAnimation.current = saved
    }

    private static func run(_ context: ViewAnimation, _ animations: () -> Void) {
        let saved = ViewAnimation.current
        ViewAnimation.current = context
        animations()
        ViewAnimation.current = saved
        context.close()
    }
}
