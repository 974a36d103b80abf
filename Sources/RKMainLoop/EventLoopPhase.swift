import RKMotion

extension EventLoop {
    /// Where a phase runs in each turn, after the loop's own work (posted blocks, foreign work,
    /// descriptor sources, next-turn blocks, timers and frame observers). Lower runs first.
    public struct PhaseOrder: Comparable, Hashable, Sendable {
        /// The position in the turn: phases with smaller values run first.
        public let rawValue: Int
        /// An order at the given position, for a phase that must run between two others.
        public init(_ rawValue: Int) { self.rawValue = rawValue }
        /// Whether `a` runs before `b`.
        public static func < (a: PhaseOrder, b: PhaseOrder) -> Bool { a.rawValue < b.rawValue }

        /// Animations are evaluated: starts and stops reported, finished ones removed.
        public static let animation = PhaseOrder(100)
        /// The implicit transaction is committed.
        public static let commit = PhaseOrder(200)
    }

    struct Phase {
        let order: PhaseOrder
        let name: String
        let body: @MainActor () -> Void
        let needsFrames: @MainActor () -> Bool
        let nextWake: @MainActor () -> MediaTime?
    }
}
