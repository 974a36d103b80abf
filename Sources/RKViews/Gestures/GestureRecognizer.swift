import RKGeometry
import RKLayers
import RKMainLoop
import RKMotion

/// Decides with its recognizer whether it may begin and share touches (UIGestureRecognizerDelegate).
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave the possible state (default true).
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Whether the recognizer sees `touch` at all (default true).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether both recognizers may recognize together (default false).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
}

/// Turns touches into a gesture (UIGestureRecognizer). Subclasses override the touch hooks
/// and move ``state`` through UIKit's state machine: discrete gestures go from `possible` to
/// `ended` (recognized) or `failed`; continuous ones go `began`, `changed`..., then `ended` or
/// `cancelled`. Illegal transitions are refused the same way in every build: the state stays as
/// it was and ``/RKMainLoop/RecipeLog`` reports the transition.
///
/// The window offers each touch to the recognizers of the view it began in and of that view's
/// ancestors, before the view itself. When a recognizer recognizes, the others working on the
/// same touches fail unless either's delegate allows recognizing simultaneously, and, with
/// ``cancelsTouchesInView``, the view receives touchesCancelled and no more of those touches.
@MainActor
open class GestureRecognizer {
    /// The states of a recognizer.
    public enum State: Sendable, CustomStringConvertible {
        /// Watching touches; nothing recognized yet (the initial state).
        case possible
        /// A continuous gesture was recognized and has begun.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (a discrete gesture's recognized state).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed
        /// The discrete gestures' recognized state is `ended`, as in UIKit.
        public static let recognized = State.ended

        /// The state's name, as logs print it.
        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }
    }

    /// The legal transitions (UIKit's state machine).
    public static func isLegal(from: State, to: State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        case (_, .possible): return true  // reset
        default: return false
        }
    }

    /// Decides with the recognizer whether it begins, sees a touch, and shares touches.
    public weak var delegate: GestureRecognizerDelegate?
    /// The view the recognizer is attached to (``View/addGestureRecognizer(_:)``).
    public internal(set) weak var view: View?

    /// The event loop the recognizer's timers run on: its view's, or the current loop.
    public var eventLoop: EventLoop { view?.eventLoop ?? EventLoop.current }
    /// Whether the recognizer takes touches; disabling it cancels a gesture in progress.
    public var isEnabled = true {
        didSet { if !isEnabled && (state == .began || state == .changed) { state = .cancelled } }
    }
    /// Cancel the touches in the view once the gesture is recognized (true by default).
    public var cancelsTouchesInView = true
    /// Hold touchesBegan from the view until this recognizer fails (false by default).
    public var delaysTouchesBegan = false
    /// Hold touchesEnded from the view until this recognizer fails (true by default, as UIKit).
    public var delaysTouchesEnded = true

    /// Recognizers that must fail before this one may recognize.
    var failureRequirements: [WeakRecognizer] = []
    /// A recognition waiting for the requirements to fail.
    var pendingState: State?
    var actions: [(GestureRecognizer) -> Void] = []
    var trackedTouches: [Touch] = []

    /// A recognizer calling `action` each time its state changes to began, changed, ended
    /// (recognized) or cancelled, as UIKit sends its action messages. The action gets the
    /// recognizer as a `GestureRecognizer`; ``GestureRecognizerActions/init(handler:)`` hands it
    /// over typed as what it is.
    ///
    /// Required so that ``GestureRecognizerActions/init(handler:)`` can make any subclass.
    public required init(action: ((GestureRecognizer) -> Void)? = nil) {
        if let action { actions.append(action) }
    }

    /// ``GestureRecognizerActions/addAction(_:)`` with the recognizer handed as a `GestureRecognizer`.
    func addUntypedAction(_ action: @escaping (GestureRecognizer) -> Void) { actions.append(action) }

    /// This recognizer waits for `other` to fail before recognizing (tap vs double tap).
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.append(WeakRecognizer(recognizer: other))
    }

    /// The state. Subclasses set it from their touch hooks.
    public var state: State = .possible {
        didSet {
            guard !isRevertingState else { return }
            guard oldValue != state || state == .changed else { return }
            stateDidChange(from: oldValue)
        }
    }
    /// Set while ``stateStorageRevert(_:_:force:)`` assigns: Swift calls the observer again for
    /// an assignment made in a method called from it (only assignments written inside the
    /// observer's own body skip it).
    private var isRevertingState = false

    /// True for gestures that recognize once (tap, swipe), false for continuous ones.
    open var isDiscrete: Bool { false }

    /// The touches the recognizer is following.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates.
    open func location(in view: View?) -> Point {
        guard !trackedTouches.isEmpty else { return lastLocation.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
        var x = 0.0, y = 0.0
        for t in trackedTouches {
            let p = t.location(in: view)
            x += p.x
            y += p.y
        }
        return Point(x: x / Double(trackedTouches.count), y: y / Double(trackedTouches.count))
    }
    private var lastLocation: Point?

    /// The location of one of the tracked touches.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        guard trackedTouches.indices.contains(index) else { return .zero }
        return trackedTouches[index].location(in: view)
    }

    // MARK: Hooks for subclasses

    /// Touches went down in the view or its subviews; subclasses move ``state`` from here on.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Touches the recognizer follows moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Touches the recognizer follows lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Touches the recognizer follows were cancelled: by default a gesture in progress is
    /// cancelled and a possible one fails.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }
    /// Returns the recognizer to its initial values; called after it ends, fails or is
    /// cancelled, once its touches are gone. Call super when overriding.
    open func reset() {}

    // MARK: Machinery

    private func stateDidChange(from old: State) {
        if !GestureRecognizer.isLegal(from: old, to: state) {
            // Refused the same way in every build: a debug-only trap would make release builds
            // behave differently.
            RecipeLog.write("GestureRecognizer: illegal transition \(old) -> \(state) in \(type(of: self)) refused")
            stateStorageRevert(old, old)
            return
        }
        if old == .possible && (state == .began || state == .ended) {
            // Asking to begin: the delegate, failure requirements and other recognizers decide.
            if let d = delegate, !d.gestureRecognizerShouldBegin(self) {
                stateStorageRevert(old, .failed, force: true)
                return
            }
            // The views the touches are in have a say too, as in UIKit.
            if trackedTouches.contains(where: { t in t.view.map { $0 !== view && !$0.gestureRecognizerShouldBegin(self) } ?? false }) {
                stateStorageRevert(old, .failed, force: true)
                return
            }
            if failureRequirements.contains(where: { $0.recognizer?.state == .possible && $0.recognizer?.isTracking == true }) {
                pendingState = state
                stateStorageRevert(old, .possible, force: true)
                return
            }
            if failureRequirements.contains(where: { [.began, .changed, .ended].contains($0.recognizer?.state) }) {
                stateStorageRevert(old, .failed, force: true)
                return
            }
            arena?.recognizerWillRecognize(self)
        }
        if state == .began || state == .changed || state == .ended || state == .cancelled {
            lastLocation = trackedTouches.isEmpty ? lastLocation : location(in: nil)
            for a in actions { a(self) }
        }
        if state == .failed { arena?.recognizerDidFail(self) }
    }

    /// Replaces the state being set from inside its own observer (Swift does not call the
    /// observer again for that assignment).
    private func stateStorageRevert(_ old: State, _ new: State, force: Bool = false) {
        isRevertingState = true
        state = new
        isRevertingState = false
        if new == .failed { arena?.recognizerDidFail(self) }
    }

    var window: Window? { view?.window }

    /// The arena arbitrating the gesture this recognizer takes part in, while it does.
    weak var arena: GestureArena?

    /// True while the recognizer has touches to follow.
    var isTracking: Bool { !trackedTouches.isEmpty }

    /// Lets a recognizer that waited for a failure requirement recognize now, when all of them
    /// failed or are done.
    private func recognizePendingIfRequirementsFailed() {
        guard let pending = pendingState, state == .possible else { return }
        guard failureRequirements.allSatisfy({ $0.recognizer?.state == .failed || $0.recognizer == nil || $0.recognizer?.isTracking == false }) else { return }
        pendingState = nil
        state = pending
    }

    /// Whether a recognizer still `possible` when its touches are gone waits for more (a
    /// multiple tap between taps) instead of failing.
    open var waitsForMoreTouches: Bool { false }

    /// Called when the recognizer has no touches left: a possible recognizer fails unless it
    /// waits for more touches or for a failure requirement; finished ones reset.
    func finishIfDone() {
        guard trackedTouches.isEmpty else { return }
        if state == .possible && pendingState == nil && !waitsForMoreTouches { state = .failed }
        if state == .ended || state == .cancelled || state == .failed { resetRecognizer() }
    }

    func resetRecognizer() {
        trackedTouches.removeAll()
        pendingState = nil
        state = .possible
        reset()
    }
}

extension GestureRecognizer: GestureArenaMember {
    var arenaTouches: [Touch] { trackedTouches }
    var isContending: Bool { state == .possible || state == .began || state == .changed }
    var isWaitingForRequirement: Bool { pendingState != nil }
    var isDoneInArena: Bool { trackedTouches.isEmpty && state == .possible && pendingState == nil && !waitsForMoreTouches }
    var currentArena: GestureArena? { arena }

    func requiresFailure(of other: any GestureArenaMember) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
    }

    func allowsSimultaneousRecognition(with other: any GestureArenaMember) -> Bool {
        guard let other = other as? GestureRecognizer else { return false }
        return delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false
    }

    func rejectGesture() {
        pendingState = nil
        if state == .possible { state = .failed } else if state == .began || state == .changed { state = .cancelled }
    }

    func requirementDidFail() {
        recognizePendingIfRequirementsFailed()
        finishIfDone()
    }

    func arenaDidChange(_ arena: GestureArena?) { self.arena = arena }
}

struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}

extension View {
    /// Attaches a gesture recognizer to the view.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizerList.append(recognizer)
    }

    /// Detaches a gesture recognizer; one in the middle of a gesture is cancelled.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        if recognizer.state == .began || recognizer.state == .changed { recognizer.state = .cancelled }
        recognizer.arena?.remove(recognizer)
        gestureRecognizerList.removeAll { $0 === recognizer }
        recognizer.resetRecognizer()
        recognizer.view = nil
    }

    /// The view's gesture recognizers.
    public var gestureRecognizers: [GestureRecognizer] { gestureRecognizerList }
}

/// Gives ``GestureRecognizer`` its typed ``addAction(_:)``: the action gets the recognizer
/// typed as what it is at the call site (a pan's action gets a `PanGestureRecognizer`).
@MainActor
public protocol GestureRecognizerActions: AnyObject {}

extension GestureRecognizer: GestureRecognizerActions {}

extension GestureRecognizerActions where Self: GestureRecognizer {
    /// A recognizer calling `handler` each time its state changes to began, changed, ended
    /// (recognized) or cancelled, with the recognizer typed as what it is, so no cast is needed:
    ///
    /// ```swift
    /// let pan = PanGestureRecognizer { pan in
    ///     card.center = start + pan.translation(in: card.superview)
    /// }
    /// ```
    ///
    /// The recognizer is handed in, not captured, so the handler does not keep it alive.
    public init(handler: @escaping (Self) -> Void) {
        self.init(action: nil)
        addAction(handler)
    }

    /// Runs `action` on each state change that reports (began, changed, ended, cancelled),
    /// with the recognizer typed as `Self`; it is handed in, not captured.
    public func addAction(_ action: @escaping (Self) -> Void) {
        // The recognizer handed back is always this one, so the downcast cannot fail.
        addUntypedAction { action(unsafeDowncast($0, to: Self.self)) }
    }
}
