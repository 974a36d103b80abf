import RKViews

// focus: keyboard focus is read from the first responder until views carry their own focus
// (`Window.focusedView`); these two functions are the only places the bridge asks.

/// The view that has the keyboard focus in `window`, if any.
@MainActor
func focusedView(in window: Window) -> View? {
    window.firstResponderInWindow
}

/// Whether `view` has the keyboard focus of its window.
@MainActor
func isFocused(_ view: View) -> Bool {
    guard let window = view.window else { return false }
    return focusedView(in: window) === view
}
