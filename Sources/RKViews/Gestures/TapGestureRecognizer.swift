import RKGeometry
import RKLayers
import RKMainLoop
import RKMotion

/// Recognizes taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers, each
/// lifted within ``maximumTapDuration`` without moving more than ``allowableMovement`` points,
/// the next beginning within ``Touch/multipleTapInterval`` (UITapGestureRecognizer). Discrete.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture (2 for a double tap).
    public var numberOfTapsRequired = 1
    /// How many fingers must tap together.
    public var numberOfTouchesRequired = 1
    /// How far a finger may move and still tap, in points.
    public var allowableMovement = 10.0
    /// The longest a finger may stay down, in seconds.
    public var maximumTapDuration = 0.75

    private var tapsSeen = 0
    private var starts: [ObjectIdentifier: Point] = [:]
    private var maxTouches = 0
    private var timer: EventLoop.Timer?

    open override var isDiscrete: Bool { true }
    open override var waitsForMoreTouches: Bool { state == .possible && tapsSeen > 0 && tapsSeen < numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        timer?.invalidate()
        for t in touches { starts[ObjectIdentifier(t)] = t.location(in: nil) }
        maxTouches = Swift.max(maxTouches, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        timer = eventLoop.perform(afterDelay: maximumTapDuration) { [weak self] in
            if self?.state == .possible { self?.state = .failed }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for t in touches {
            if let s = starts[ObjectIdentifier(t)], s.distance(to: t.location(in: nil)) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        // The tap completes when the last of its fingers lifts.
        guard numberOfTouches <= touches.count else { return }
        timer?.invalidate()
        guard maxTouches == numberOfTouchesRequired else { state = .failed; return }
        tapsSeen += 1
        maxTouches = 0
        starts.removeAll()
        if tapsSeen >= numberOfTapsRequired {
            state = .recognized
        } else {
            timer = eventLoop.perform(afterDelay: Touch.multipleTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
                self.finishIfDone()
            }
        }
    }

    open override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        tapsSeen = 0
        maxTouches = 0
        starts.removeAll()
    }
}
