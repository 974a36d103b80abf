/// Finding the first responder from a view, for hosts that route keyboard input.
extension View {
    /// The application's first responder when it is a view in the same window as this view;
    /// nil when there is none, when it is elsewhere, or when this view is not in a window.
    ///
    /// Hosts send keyboard input to it: `host.window.firstResponderInWindow as? TextField`.
    public var firstResponderInWindow: View? {
        guard let w = window, let v = FirstResponder.current as? View, v.window === w else { return nil }
        return v
    }
}
