import RKGeometry
import RKMotion

/// Follows a pointer moving over its view with no button pressed (UIHoverGestureRecognizer):
/// began when it enters the view, changed as it moves, ended when it leaves (or the window
/// loses it). Hover never takes touches, so it recognizes alongside every other recognizer.
@MainActor
open class HoverGestureRecognizer: GestureRecognizer {
    /// Where the pointer is, in window coordinates, while it hovers.
    private(set) var hoverLocation: Point?

    /// Where the pointer is in `view`'s coordinates (the window's when nil); the last place it
    /// was once it left.
    public override func location(in view: View?) -> Point {
        guard let p = hoverLocation ?? lastHover, let window = self.view?.window else { return super.location(in: view) }
        return view?.convert(p, from: window) ?? p
    }
    private var lastHover: Point?

    /// Called by the window as the pointer moves; `location` nil means it left the view.
    func hover(at location: Point?) {
        guard isEnabled else { return }
        switch (hoverLocation, location) {
        case (nil, let p?):
            hoverLocation = p
            lastHover = p
            state = .began
        case (_?, let p?):
            hoverLocation = p
            lastHover = p
            state = .changed
        case (_?, nil):
            hoverLocation = nil
            state = .ended
            resetRecognizer()
        case (nil, nil):
            break
        }
    }
}
