import RKGeometry
import RKMotion

/// Turns a window's pointer input into touches and delivers them (the part of UIWindow that
/// handles touches): it keeps one ``Touch`` per finger, counts taps, hit-tests on touch-down,
/// attaches the recognizers of the hit view and its ancestors to the touch, sends every phase
/// through ``Application/sendEvent(_:)`` and, when the window hands the event back, offers it
/// to the recognizers, then to the view unless one claimed it. It owns the window's
/// ``GestureArena`` and applies its decisions to what views see: phases held back for
/// `delaysTouchesBegan` and `delaysTouchesEnded`, and cancellations for `cancelsTouchesInView`.
@MainActor
final class TouchDispatcher {
    /// The window whose touches these are. It owns the dispatcher, so it outlives it; unowned
    /// without the runtime's checks, as this reference is read several times per touch event.
    unowned(unsafe) let window: Window

    private var activeTouches: [Int: Touch] = [:]
    private var lastTap: (location: Point, time: MediaTime, count: Int)?
    /// Touches that went farther than ``Touch/multipleTapDistance`` from where they began: their
    /// lift ends a drag, not a tap, and starts no tap count.
    private var wanderedTouches: Set<Int> = []
    private var touchStarts: [Int: Point] = [:]
    /// Arbitrates between the recognizers taking part in the current gestures.
    let arena = GestureArena()
    /// Began phases held back from views by recognizers with delaysTouchesBegan.
    private var heldBegan: [Touch] = []
    /// Ended phases held back by recognizers with delaysTouchesEnded that wait for more touches
    /// (a double tap between its taps): delivered if they fail, cancelled if they recognize.
    private var heldEnded: [Touch] = []

    init(window: Window) {
        self.window = window
        // The window's arena only ever holds recognizers (attachRecognizers adds them).
        arena.onRecognize = { [unowned self] m in (m as? GestureRecognizer).map(self.recognizerClaimedTouches) }
        arena.onFail = { [unowned self] _ in self.releaseHeldTouches() }
    }

    /// The touches currently down.
    var touches: Set<Touch> { Set(activeTouches.values) }

    /// Feeds one pointer event (a finger, or the mouse as identifier 0) in window coordinates.
    /// Unknown identifiers for moves and lifts, and a second down for a finger already down,
    /// are ignored, so a confused host can never wedge a touch.
    ///
    /// A non-finite location (a confused or lossy host) never leaves a touch down: a lift there
    /// ends the touch where it last was, a cancellation cancels it, and a press or move there
    /// is ignored.
    func handlePointer(_ phase: Window.PointerPhase, id: Int, at location: Point, timestamp: MediaTime) {
        guard location.isFinite else {
            switch phase {
            case .up:
                if let last = activeTouches[id]?.location(in: nil), last.isFinite {
                    handlePointer(.up, id: id, at: last, timestamp: timestamp)
                } else {
                    cancelTouch(id: id, timestamp: timestamp)
                }
            case .cancelled: cancelTouch(id: id, timestamp: timestamp)
            case .down, .moved: break
            }
            return
        }
        switch phase {
        case .down:
            guard activeTouches[id] == nil else { return }
            var taps = 1
            if let last = lastTap, timestamp - last.time <= Touch.multipleTapInterval,
               last.location.distance(to: location) <= Touch.multipleTapDistance {
                taps = last.count + 1
            }
            let touch = Touch(identifier: id, location: location, timestamp: timestamp, tapCount: taps, window: window)
            touchStarts[id] = location
            wanderedTouches.remove(id)
            window.layoutIfMarked()
            touch.view = window.hitTest(location, with: nil)
            // The recognizers still see a second finger on a single-touch view, as in UIKit (a
            // pinch on an image view); only the view itself does not.
            var recognizerView = touch.view
            if let v = touch.view, !v.isMultipleTouchEnabled, activeTouches.values.contains(where: { $0.view === v }) {
                touch.view = nil  // a second finger on a single-touch view goes nowhere
            }
            if activeTouches.values.contains(where: { $0.view?.isExclusiveTouch == true }) || (touch.view?.isExclusiveTouch == true && !activeTouches.isEmpty) {
                touch.view = nil
                recognizerView = nil
            }
            activeTouches[id] = touch
            attachRecognizers(to: touch, from: recognizerView)
            deliver(touch, timestamp: timestamp)
        case .moved:
            guard let touch = activeTouches[id] else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
            touch.timestamp = timestamp
            touch.phase = .moved
            if let start = touchStarts[id], start.distance(to: location) > Touch.multipleTapDistance { wanderedTouches.insert(id) }
            deliver(touch, timestamp: timestamp)
        case .up, .cancelled:
            guard let touch = activeTouches[id] else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
            touch.timestamp = timestamp
            touch.phase = phase == .up ? .ended : .cancelled
            deliver(touch, timestamp: timestamp)
            activeTouches[id] = nil
            let wandered = wanderedTouches.remove(id) != nil
                || (touchStarts[id].map { $0.distance(to: location) > Touch.multipleTapDistance } ?? false)
            touchStarts[id] = nil
            if phase == .up { lastTap = wandered ? nil : (location, timestamp, touch.tapCount) }
        }
    }

    /// Cancels the touch with identifier `id`, at the place it was (its view receives
    /// touchesCancelled).
    func cancelTouch(id: Int, timestamp: MediaTime) {
        guard let t = activeTouches[id] else { return }
        handlePointer(.cancelled, id: id, at: t.locationInWindow, timestamp: timestamp)
    }

    /// Cancels every touch in progress (the host lost focus, say): each view receives
    /// touchesCancelled.
    func cancelAllTouches(timestamp: MediaTime) {
        for (id, t) in activeTouches { handlePointer(.cancelled, id: id, at: t.locationInWindow, timestamp: timestamp) }
    }

    private func attachRecognizers(to touch: Touch, from view: View?) {
        var v = view
        var found: [GestureRecognizer] = []
        while let c = v {
            for r in c.gestureRecognizers where r.isEnabled {
                if let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: touch) { continue }
                found.append(r)
            }
            v = c.superview
        }
        for r in found {
            r.trackedTouches.append(touch)
            arena.add(r)
        }
        touch.recognizers = found.map { WeakRecognizer(recognizer: $0) }
    }

    private func deliver(_ touch: Touch, timestamp: MediaTime) {
        var all = Set(activeTouches.values)
        all.insert(touch)
        // Through the application, the app-wide dispatch point, which hands it back to the
        // window's sendEvent(_:) and so to dispatch(_:event:).
        Application.shared.sendEvent(Event(timestamp: timestamp, allTouches: all, changedTouch: touch, window: window))
    }

    func dispatch(_ touch: Touch, event: Event) {
        let set: Set<Touch> = [touch]
        // Recognizers first, then the view.
        for ref in touch.recognizers {
            guard let r = ref.recognizer, r.isEnabled, r.view != nil else { continue }
            guard r.state == .possible || r.state == .began || r.state == .changed else { continue }
            switch touch.phase {
            case .began: r.touchesBegan(set, with: event)
            case .moved, .stationary: r.touchesMoved(set, with: event)
            case .ended: r.touchesEnded(set, with: event)
            case .cancelled: r.touchesCancelled(set, with: event)
            }
        }
        deliverToView(touch, event: event)
        if touch.phase == .ended || touch.phase == .cancelled {
            heldBegan.removeAll { $0 === touch }
            for ref in touch.recognizers {
                guard let r = ref.recognizer else { continue }
                r.trackedTouches.removeAll { $0 === touch }
                r.finishIfDone()
            }
            arena.sweep()
        }
    }

    private func deliverToView(_ touch: Touch, event: Event) {
        // The view may have left the window during earlier handling: the touch then goes nowhere.
        guard !touch.cancelledForView, let view = touch.view, view.window === window else { return }
        let set: Set<Touch> = [touch]
        switch touch.phase {
        case .began:
            if touch.recognizers.contains(where: { $0.recognizer?.delaysTouchesBegan == true && $0.recognizer?.state == .possible }) {
                heldBegan.append(touch)
                return
            }
            touch.beganDeliveredToView = true
            view.touchesBegan(set, with: event)
        case .moved, .stationary:
            guard touch.beganDeliveredToView else { return }
            view.touchesMoved(set, with: event)
        case .ended:
            guard touch.beganDeliveredToView else { return }
            if touch.recognizers.contains(where: {
                guard let r = $0.recognizer else { return false }
                return r.delaysTouchesEnded && r.state == .possible && r.waitsForMoreTouches
            }) {
                heldEnded.append(touch)
                return
            }
            view.touchesEnded(set, with: event)
        case .cancelled:
            guard touch.beganDeliveredToView else { return }
            view.touchesCancelled(set, with: event)
        }
    }

    // MARK: What views see of arbitration

    /// A recognizer won its touches (``GestureArena``): with cancelsTouchesInView, the views
    /// lose them, and ended phases it held back are cancelled.
    private func recognizerClaimedTouches(_ r: GestureRecognizer) {
        guard r.cancelsTouchesInView else { return }
        for t in heldEnded where t.recognizers.contains(where: { $0.recognizer === r }) {
            heldEnded.removeAll { $0 === t }
            t.cancelledForView = true
            if let view = t.view, view.window === window {
                view.touchesCancelled([t], with: Event(timestamp: t.timestamp, allTouches: Set(activeTouches.values)))
            }
        }
        for t in r.trackedTouches where !t.cancelledForView {
            let wasDelivered = t.beganDeliveredToView
            t.cancelledForView = true
            heldBegan.removeAll { $0 === t }
            if wasDelivered, let view = t.view, view.window === window {
                let event = Event(timestamp: t.timestamp, allTouches: Set(activeTouches.values))
                view.touchesCancelled([t], with: event)
            }
        }
    }

    /// A recognizer failed: phases held back for recognizers that no longer wait go to their
    /// views.
    private func releaseHeldTouches() {
        for t in heldEnded where !t.recognizers.contains(where: {
            guard let o = $0.recognizer else { return false }
            return o.delaysTouchesEnded && o.state == .possible && o.waitsForMoreTouches
        }) {
            heldEnded.removeAll { $0 === t }
            guard !t.cancelledForView, let view = t.view, view.window === window else { continue }
            view.touchesEnded([t], with: Event(timestamp: t.timestamp, allTouches: Set(activeTouches.values)))
        }
        for t in heldBegan where !t.recognizers.contains(where: { $0.recognizer?.delaysTouchesBegan == true && $0.recognizer?.state == .possible }) {
            heldBegan.removeAll { $0 === t }
            guard !t.cancelledForView, let view = t.view, view.window === window else { continue }
            t.beganDeliveredToView = true
            let event = Event(timestamp: t.timestamp, allTouches: Set(activeTouches.values))
            view.touchesBegan([t], with: event)
        }
    }
}
