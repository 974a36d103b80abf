import RKGeometry
import RKMotion

/// One finger (or the mouse's left button) on the screen, from touch-down to lift-off
/// (UITouch). The same object is reused through its phases, so it can be tracked by identity.
@MainActor
public final class Touch: Hashable {
    /// Where a touch is in its life.
    public enum Phase: Sendable {
        /// Touched down, moved, held still while others moved, lifted, or cancelled: it will not end
        /// normally (the host cancelled it, or the window lost focus).
        case began, moved, stationary, ended, cancelled
    }

    /// The host's identifier of the finger (0 for the mouse).
    public let identifier: Int
    /// Where the touch is in its life.
    public internal(set) var phase: Phase
    /// When the touch last changed, in event-loop time.
    public internal(set) var timestamp: MediaTime
    /// Taps in quick succession at about the same place: 2 for the second tap of a double tap.
    /// Taps count together when the next begins within ``multipleTapInterval`` of the previous
    /// lift-off and within ``multipleTapDistance`` points of it.
    public internal(set) var tapCount: Int
    /// The view the touch began in (hit-tested on touch-down); it keeps receiving the touch.
    public internal(set) weak var view: View?
    /// The window the touch began in.
    public internal(set) weak var window: Window?

    var locationInWindow: Point
    var previousLocationInWindow: Point
    /// The recognizers this touch is offered to, chosen on touch-down.
    var recognizers: [WeakRecognizer] = []
    /// Set once a recognizer claimed the touch: the view receives no more of it.
    var cancelledForView = false
    /// Whether the view has been told the touch began (it may be held back by a recognizer).
    var beganDeliveredToView = false

    /// The longest pause between taps that still counts them together, in seconds.
    public static let multipleTapInterval = 0.35
    /// The farthest apart two taps may be and still count together, in points.
    public static let multipleTapDistance = 45.0

    init(identifier: Int, location: Point, timestamp: MediaTime, tapCount: Int, window: Window?) {
        self.identifier = identifier
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        self.locationInWindow = location
        self.previousLocationInWindow = location
    }

    /// The location in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> Point {
        guard let view, let window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// The location at the previous event, in `view`'s coordinates.
    public func previousLocation(in view: View?) -> Point {
        guard let view, let window else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    /// True only for the same touch object, which lasts from touch-down to lift-off.
    public nonisolated static func == (a: Touch, b: Touch) -> Bool { a === b }
    /// Hashes the object's identity, consistent with ``==(_:_:)``.
    public nonisolated func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

