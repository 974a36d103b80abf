import Geometry
import Layers
import Motion

/// The root of a view hierarchy shown by a host (UIWindow). Hosts hand it raw pointer input
/// with ``handlePointer(_:id:at:timestamp:)``; it turns that into ``Touch`` objects, hit-tests
/// on touch-down and delivers every later phase of a touch to the view it began in.
@MainActor
open class Window: View {
    /// The phase of raw pointer input from a host.
    public enum PointerPhase: Sendable { case down, moved, up, cancelled }

    private var activeTouches: [Int: Touch] = [:]
    private var lastTap: (location: Point, time: MediaTime, count: Int)?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        owningWindow = self
    }

    /// The touches currently down.
    public var touches: Set<Touch> { Set(activeTouches.values) }

    /// Feeds one pointer event (a finger, or the mouse as identifier 0) in window coordinates.
    /// Unknown identifiers for moves and lifts, and a second down for a finger already down,
    /// are ignored, so a confused host can never wedge a touch.
    public func handlePointer(_ phase: PointerPhase, id: Int, at location: Point, timestamp: MediaTime) {
        guard location.isFinite else { return }
        switch phase {
        case .down:
            guard activeTouches[id] == nil else { return }
            var taps = 1
            if let last = lastTap, timestamp - last.time <= Touch.multipleTapInterval,
               last.location.distance(to: location) <= Touch.multipleTapDistance {
                taps = last.count + 1
            }
            let touch = Touch(identifier: id, location: location, timestamp: timestamp, tapCount: taps, window: self)
            layoutIfNeeded()
            touch.view = hitTest(location, with: nil)
            if let v = touch.view, !v.isMultipleTouchEnabled, activeTouches.values.contains(where: { $0.view === v }) {
                touch.view = nil  // a second finger on a single-touch view goes nowhere
            }
            if activeTouches.values.contains(where: { $0.view?.isExclusiveTouch == true }) || (touch.view?.isExclusiveTouch == true && !activeTouches.isEmpty) {
                touch.view = nil
            }
            activeTouches[id] = touch
            deliver(touch, timestamp: timestamp)
        case .moved:
            guard let touch = activeTouches[id] else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
            touch.timestamp = timestamp
            touch.phase = .moved
            deliver(touch, timestamp: timestamp)
        case .up, .cancelled:
            guard let touch = activeTouches[id] else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
            touch.timestamp = timestamp
            touch.phase = phase == .up ? .ended : .cancelled
            deliver(touch, timestamp: timestamp)
            activeTouches[id] = nil
            if phase == .up { lastTap = (location, timestamp, touch.tapCount) }
        }
    }

    /// Cancels every touch in progress (the host lost focus, say): each view receives
    /// touchesCancelled.
    public func cancelAllTouches(timestamp: MediaTime) {
        for (id, t) in activeTouches { handlePointer(.cancelled, id: id, at: t.locationInWindow, timestamp: timestamp) }
    }

    private func deliver(_ touch: Touch, timestamp: MediaTime) {
        // The view may have left the window during earlier handling: the touch then goes nowhere.
        guard let view = touch.view, view.window === self else { return }
        let event = Event(timestamp: timestamp, allTouches: Set(activeTouches.values))
        let set: Set<Touch> = [touch]
        switch touch.phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved, .stationary: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        }
    }

    /// Windows end the view part of the responder chain.
    open override var next: Responder? { nil }
}
