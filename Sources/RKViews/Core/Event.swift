import RKMotion

/// A group of touches delivered together (UIEvent).
@MainActor
public final class Event {
    /// What kind of input the event carries.
    public enum Kind: Sendable { case touches }

    public let kind: Kind
    /// When it happened, in event-loop time.
    public let timestamp: MediaTime
    /// Every touch currently down (and those ending in this event).
    public let allTouches: Set<Touch>
    /// The touch whose phase changed in this event (what the window delivers).
    public let changedTouch: Touch?
    /// The window the event is for (nil for events made to be handed to a view directly).
    public private(set) weak var window: Window?

    init(kind: Kind = .touches, timestamp: MediaTime, allTouches: Set<Touch>, changedTouch: Touch? = nil,
         window: Window? = nil) {
        self.window = window
        self.kind = kind
        self.timestamp = timestamp
        self.allTouches = allTouches
        self.changedTouch = changedTouch
    }

    /// The touches delivered to `view`.
    public func touches(for view: View) -> Set<Touch> {
        allTouches.filter { $0.view === view }
    }
}
