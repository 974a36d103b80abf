import RKLayers
import RKMainLoop
import RKMotion

/// Holds a touch back from a scroll view's content for ``delay`` seconds, so that a drag can
/// start scrolling before the content ever sees the touch (UIScrollView's delaysContentTouches).
/// It never recognizes: it fails once the time is up or a finger lifts, which releases the held
/// touchesBegan to the content. When the scroll view's pan begins first, the window cancels the
/// held touches and the content sees nothing.
@MainActor
final class ContentTouchDelayRecognizer: GestureRecognizer {
    /// How long a touch is held back, in seconds (UIKit's 150 ms).
    static let delay = 0.15

    private var timer: EventLoop.Timer?

    required init(action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    override var isDiscrete: Bool { true }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, timer == nil else { return }
        timer = eventLoop.perform(afterDelay: Self.delay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
    }
}
