import RKGeometry

/// Estimates how fast a single value of a multi-touch gesture (a distance, an angle) changes.
///
/// The window delivers each finger's move separately, several at the same timestamp; only the
/// last value seen at each timestamp is kept (the state once every finger has moved), and it is
/// handed to a ``VelocityTracker`` once time moves on.
public struct GestureValueTracker {
    /// A tracker with no samples.
    public init() {}

    private var tracker = VelocityTracker()
    private var pending: (value: Double, time: MediaTime)?

    /// Records the value at a time, replacing one recorded at the same time.
    public mutating func add(_ value: Double, at time: MediaTime) {
        if let p = pending, p.time != time { tracker.add(position: Point(x: p.value, y: 0), time: p.time) }
        pending = (value, time)
    }

    /// Forgets every sample.
    public mutating func reset() {
        tracker.reset()
        pending = nil
    }

    /// The rate of change per second, fitted to the recent samples.
    public var velocity: Double {
        var t = tracker
        if let p = pending { t.add(position: Point(x: p.value, y: 0), time: p.time) }
        return t.velocity.x
    }
}
