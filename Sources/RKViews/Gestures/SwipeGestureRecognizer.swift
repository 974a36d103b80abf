import RKGeometry
import RKLayers
import RKMainLoop
import RKMotion

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Recognizes a swipe (UISwipeGestureRecognizer): `numberOfTouchesRequired` fingers travel at
/// least ``minimumDistance`` (50 pt) in one of the allowed ``direction``s within
/// ``maximumDuration`` (0.5 s), staying within ``maximumAngle`` of that direction. Discrete: it
/// goes straight from `possible` to `ended` (recognized) and calls its actions once.
///
/// It fails when the fingers stray outside every allowed direction's cone after moving more
/// than ``allowableMovement`` points, when the time runs out, when more fingers than required
/// touch down, or when they lift before travelling far enough.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may take (UISwipeGestureRecognizer.Direction), in screen terms:
    /// `right` is towards increasing x, `down` towards increasing y.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The directions' bits.
        public let rawValue: Int
        /// Creates a set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Towards increasing x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards decreasing x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards decreasing y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards increasing y.
        public static let down = Direction(rawValue: 1 << 3)

        /// The unit vector of a single direction.
        var unitVector: Point {
            switch self {
            case .right: return Point(x: 1, y: 0)
            case .left: return Point(x: -1, y: 0)
            case .up: return Point(x: 0, y: -1)
            default: return Point(x: 0, y: 1)
            }
        }

        /// The single directions in this set.
        var singles: [Direction] { [.right, .left, .up, .down].filter { contains($0) } }
    }

    /// The allowed directions (`.right` by default, as UIKit).
    public var direction: Direction = .right
    /// How many fingers must swipe together (1 by default).
    public var numberOfTouchesRequired = 1
    /// How far the fingers must travel along the direction, in points.
    public var minimumDistance = 50.0
    /// How long the swipe may take from the moment all fingers are down, in seconds.
    public var maximumDuration = 0.5
    /// How far, in radians, the movement may stray from an allowed direction (30° by default).
    public var maximumAngle = Double.pi / 6
    /// Movement below this many points is never judged (a finger wobbles as it lands).
    public var allowableMovement = 10.0

    /// The direction the last recognized swipe took (one of ``direction``'s members).
    public private(set) var recognizedDirection: Direction?

    private var start: Point?
    private var timer: EventLoop.Timer?

    open override var isDiscrete: Bool { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        // The swipe is measured from the moment every finger is down.
        start = location(in: nil)
        timer?.invalidate()
        timer = eventLoop.perform(afterDelay: maximumDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        evaluate()
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        evaluate()
        if state == .possible { state = .failed }
    }

    /// Recognizes or fails from the centroid's travel since all fingers came down.
    private func evaluate() {
        guard state == .possible, let start, numberOfTouches == numberOfTouchesRequired else { return }
        let now = location(in: nil)
        let d = Point(x: now.x - start.x, y: now.y - start.y)
        let travelled = (d.x * d.x + d.y * d.y).squareRoot()
        guard travelled > allowableMovement else { return }
        var inCone = false
        for single in direction.singles {
            let u = single.unitVector
            let along = d.x * u.x + d.y * u.y
            let across = Swift.abs(d.x * u.y - d.y * u.x)
            guard along > 0, atan2(across, along) <= maximumAngle else { continue }
            inCone = true
            if along >= minimumDistance {
                recognizedDirection = single
                timer?.invalidate()
                state = .recognized
                return
            }
        }
        if !inCone { state = .failed }
    }

    open override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        start = nil
    }
}
