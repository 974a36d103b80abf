import RKMotion

extension EventLoop {
    /// A timer: fires its block at ``fireDate`` and, when repeating, every ``interval`` after.
    ///
    /// Fire dates are whole nanoseconds on the loop's clock (see ``/RKMotion/Clock``), so a timer
    /// scheduled `d` seconds ahead is due exactly when a virtual clock has been stepped by `d`,
    /// in one step or many.
    @MainActor
    public final class Timer {
        /// Seconds between fires of a repeating timer (the delay of a one-shot one).
        public let interval: Double
        /// Whether the timer fires again after each fire.
        public let repeats: Bool
        /// When the timer fires next, in nanoseconds; `Int64.max` for a timer that never fires
        /// (an infinite delay).
        public private(set) var fireNanoseconds: Int64
        /// Whether the timer will still fire.
        public private(set) var isValid = true
        let block: (Timer) -> Void
        let order: Int
        private let step: Int64

        /// When the timer fires next, in seconds on the loop's clock (infinity for never).
        public var fireDate: MediaTime { MediaTime(nanoseconds: fireNanoseconds) }

        init(fireNanoseconds: Int64, interval: Double, step: Int64, repeats: Bool, order: Int,
             block: @escaping (Timer) -> Void) {
            self.fireNanoseconds = fireNanoseconds
            self.interval = interval
            self.step = step
            self.repeats = repeats
            self.order = order
            self.block = block
        }

        /// Stops the timer; it never fires again. Safe to call more than once, or from its block.
        public func invalidate() { isValid = false }

        func reschedule(after now: Int64) {
            guard step < .max else {
                invalidate()
                return
            }
            // A late repeating timer skips the fires it missed rather than firing in a burst.
            fireNanoseconds = fireNanoseconds.addingSaturating(step)
            if fireNanoseconds <= now {
                let missed = (now - fireNanoseconds) / step + 1
                fireNanoseconds = fireNanoseconds.addingSaturating(missed.multipliedReportingOverflow(by: step).overflow
                                                                   ? .max : missed * step)
            }
        }
    }
}
