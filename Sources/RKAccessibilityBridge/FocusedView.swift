import RKViews

// Keyboard focus as the bridge reads it: the window's focused view (Tab's), else its first
// responder (a text field being edited that focus has not reached, a custom responder).

/// The view that has the keyboard focus in `window`, if any.
@MainActor
func focusedView(in window: Window) -> View? {
    window.focusedView ?? window.firstResponderInWindow
}

/// Whether `view` has the keyboard focus of its window.
@MainActor
func isFocused(_ view: View) -> Bool {
    guard let window = view.window else { return false }
    return focusedView(in: window) === view
}
