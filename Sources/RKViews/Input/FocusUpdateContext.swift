/// Which way keyboard focus moved (UIFocusHeading's Tab part): Tab goes to the ``next`` view in
/// reading order, Shift-Tab to the ``previous`` one.
public enum FocusHeading: Sendable, Hashable {
    /// Forward: Tab.
    case next
    /// Backward: Shift-Tab.
    case previous
}

/// What changed when keyboard focus moved (UIFocusUpdateContext): handed to
/// ``View/didUpdateFocus(in:)`` of the view that lost focus and of the view that took it.
@MainActor
public struct FocusUpdateContext {
    /// The view that had focus; nil when none did.
    public let previouslyFocusedView: View?
    /// The view that has focus now; nil when none does.
    public let nextFocusedView: View?
    /// The way Tab moved it; nil when focus was set otherwise (a click, code, a first responder).
    public let heading: FocusHeading?
    /// Whether the keyboard moved it (Tab, Shift-Tab): the focus ring shows.
    public let isKeyboardDriven: Bool

    /// A context; windows make them as focus moves.
    public init(previouslyFocusedView: View?, nextFocusedView: View?, heading: FocusHeading?, isKeyboardDriven: Bool) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        self.heading = heading
        self.isKeyboardDriven = isKeyboardDriven
    }
}
