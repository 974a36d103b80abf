/// Finding the first responder from a view, for hosts that route keyboard input.
extension View {
    /// The first responder of this view's window when it is a view in that window;
    /// nil when there is none, when it is elsewhere, or when this view is not in a window.
    ///
    /// Hosts send keyboard input to it: `host.window.firstResponderInWindow as? TextField`.
    public var firstResponderInWindow: View? {
        window?.firstResponder as? View
    }
}
