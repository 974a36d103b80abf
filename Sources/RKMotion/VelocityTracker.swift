import RKGeometry

/// Estimates a finger's velocity from the touch positions it reports, for flicks and
/// scroll-view momentum.
///
/// A least-squares line through the samples of the last ``window`` seconds, rather than the last
/// two samples' difference, because touch events arrive at irregular times with jittery
/// positions: one late event would otherwise produce a spike. Samples are kept sorted by time
/// whatever order they arrive in; a sample at a time already present, or with a NaN or infinite
/// coordinate or time, is ignored.
public struct VelocityTracker: Sendable {
    /// One recorded touch position.
    public struct Sample: Hashable, Sendable {
        /// Where the touch was, in points.
        public var position: Point
        /// When it was there.
        public var time: MediaTime
    }

    /// How far back from the newest sample, in seconds, samples count towards the fit.
    public var window: Double

    /// Samples sorted by time, oldest first; never more than ``maximumSamples``.
    public private(set) var samples: [Sample] = []

    /// The number of samples kept at most; older ones are dropped, since only the last
    /// ``window`` seconds matter and a long drag must not grow memory.
    public static let maximumSamples = 64

    /// A tracker fitting the last `window` seconds of samples (0.1 s by default; values ≤ 0 or
    /// non-finite become the default).
    public init(window: Double = 0.1) {
        self.window = window > 0 && window.isFinite ? window : 0.1
    }

    /// Records a position at a time, inserting it in time order.
    public mutating func add(position: Point, time: MediaTime) {
        guard position.isFinite, time.isFinite else { return }
        // Binary search for the first sample not earlier than `time`.
        var lo = 0, hi = samples.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if samples[mid].time < time { lo = mid + 1 } else { hi = mid }
        }
        if lo < samples.count && samples[lo].time == time { return }
        samples.insert(Sample(position: position, time: time), at: lo)
        // Samples too old for any future fit can go: the newest time only ever grows.
        if let newest = samples.last?.time {
            let keepAfter = newest - window
            if let firstKept = samples.firstIndex(where: { $0.time >= keepAfter }), firstKept > 0 {
                samples.removeFirst(firstKept)
            }
        }
        if samples.count > Self.maximumSamples { samples.removeFirst(samples.count - Self.maximumSamples) }
    }

    /// Forgets every sample (a new touch begins).
    public mutating func reset() { samples.removeAll() }

    /// The velocity in points per second: the slope of the least-squares line through the
    /// samples within ``window`` seconds of the newest one. Zero with fewer than two samples.
    public var velocity: Point {
        guard let newest = samples.last?.time else { return .zero }
        return fit(from: newest - window, to: newest)
    }

    /// The velocity as of time `now`: only samples within ``window`` seconds before `now` count,
    /// so a finger that has rested since its last move (no new events) reads as still.
    public func velocity(at now: MediaTime) -> Point {
        guard now.isFinite else { return velocity }
        return fit(from: now - window, to: now)
    }

    private func fit(from start: Double, to end: Double) -> Point {
        let used = samples.filter { $0.time >= start && $0.time <= end }
        guard used.count >= 2 else { return .zero }
        // Centre times and positions first: touch timestamps are large (seconds since boot), and
        // squaring them uncentred would lose every digit that matters.
        let n = Double(used.count)
        let tMean = used.reduce(0) { $0 + $1.time } / n
        let xMean = used.reduce(0) { $0 + $1.position.x } / n
        let yMean = used.reduce(0) { $0 + $1.position.y } / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for s in used {
            let dt = s.time - tMean
            stt += dt * dt
            stx += dt * (s.position.x - xMean)
            sty += dt * (s.position.y - yMean)
        }
        guard stt > 0 else { return .zero }
        return Point(x: stx / stt, y: sty / stt)
    }
}
