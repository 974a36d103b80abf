import Geometry

/// An object that can respond to events and take part in the responder chain (UIResponder).
/// Unhandled touches travel up the chain: a view's next responder is its superview (or its
/// view controller), a window's is the application.
@MainActor
open class Responder {
    public init() {}

    /// The next object in the chain; nil ends it.
    open var next: Responder? { nil }

    /// Whether this responder accepts first-responder status (false by default).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether it gives it up when asked (true by default).
    open var canResignFirstResponder: Bool { true }

    /// True while this responder is its window's first responder.
    public var isFirstResponder: Bool { FirstResponder.current === self }

    /// Asks to become the first responder; returns whether it did. The previous first
    /// responder must agree to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = FirstResponder.current, !current.resignFirstResponder() { return false }
        FirstResponder.current = self
        return true
    }

    /// Gives up first-responder status; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        FirstResponder.current = nil
        return true
    }

    /// Whether this responder can perform a menu item: ``MenuController`` shows only the items
    /// its first responder accepts (true by default, UIResponder.canPerformAction).
    open func canPerformAction(_ item: MenuItem) -> Bool { true }

    // MARK: Touches

    /// Touches began; the default passes them up the responder chain.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) { next?.touchesBegan(touches, with: event) }
    /// Touches moved; the default passes them up the responder chain.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) { next?.touchesMoved(touches, with: event) }
    /// Touches ended; the default passes them up the responder chain.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled (the system or a gesture recognizer took them); the default passes
    /// them up the responder chain.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) { next?.touchesCancelled(touches, with: event) }
}

/// The one first responder of the application (keyboard focus).
@MainActor
enum FirstResponder {
    static weak var current: Responder?
}
