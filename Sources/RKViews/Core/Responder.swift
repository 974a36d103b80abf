import RKGeometry

/// An object that can respond to events and take part in the responder chain (UIResponder).
/// Unhandled touches travel up the chain: a view's next responder is its superview (or its
/// view controller), a window's is the application.
@MainActor
open class Responder {
    /// A responder; subclasses decide what comes ``next`` in the chain (none by default).
    public init() {}

    /// The window this responder is first responder of, while it is.
    weak var focusWindow: Window?

    /// The next object in the chain; nil ends it.
    open var next: Responder? { nil }

    /// Whether this responder accepts first-responder status (false by default).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether it gives it up when asked (true by default).
    open var canResignFirstResponder: Bool { true }

    /// True while this responder is its window's first responder.
    public var isFirstResponder: Bool { FirstResponder.current(for: self) === self }

    /// Asks to become the first responder; returns whether it did. The previous first
    /// responder must agree to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = FirstResponder.current(for: self) {
            FirstResponder.isHandingOver = true
            defer { FirstResponder.isHandingOver = false }
            if !current.resignFirstResponder() { return false }
        }
        FirstResponder.set(self, for: self)
        return true
    }

    /// Gives up first-responder status; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        let window = FirstResponder.window(of: self)
        FirstResponder.set(nil, for: self)
        if !FirstResponder.isHandingOver, let view = self as? View, let window {
            window.firstResponderResigned(from: view)
        }
        return true
    }

    /// The undo manager this responder's changes register with: the next responder's by default,
    /// so every responder in a window finds the window's (UIResponder.undoManager). Override to
    /// give a view or controller its own history.
    open var undoManager: UndoManager? { next?.undoManager }

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

    // MARK: Presses

    /// A key went down; the default passes it up the responder chain.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        if let next { next.pressesBegan(presses, with: event) } else { event.reachedTheEndOfTheChain = true }
    }
    /// A key came up; the default passes it up the responder chain.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
        if let next { next.pressesEnded(presses, with: event) } else { event.reachedTheEndOfTheChain = true }
    }
    /// A press was cancelled (focus went elsewhere); the default passes it up the responder chain.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent) {
        if let next { next.pressesCancelled(presses, with: event) } else { event.reachedTheEndOfTheChain = true }
    }
}

/// Keyboard focus. Each window has its own first responder, as in UIKit, so windows of
/// different hosts never take focus from each other; a responder that is not a view in a
/// window (a view controller, the application) shares one process-wide slot, for lack of a
/// window to hold it.
@MainActor
enum FirstResponder {
    /// The first responder of responders outside any window.
    static weak var detached: Responder?
    /// True while the first responder resigns for another to take over (no one else should
    /// take it meanwhile).
    static var isHandingOver = false

    /// The window whose focus `responder` takes part in, if any: the one it took focus in
    /// (until it resigns, even after leaving it), else its own.
    static func window(of responder: Responder) -> Window? {
        responder.focusWindow ?? (responder as? View)?.window
    }

    /// The first responder in the same scope as `responder`: its window's, or the detached one.
    static func current(for responder: Responder) -> Responder? {
        if let w = window(of: responder) { return w.focusedResponder }
        return detached
    }

    static func set(_ new: Responder?, for responder: Responder) {
        let w = window(of: responder)
        if let w {
            w.focusedResponder?.focusWindow = nil
            w.focusedResponder = new
        } else {
            detached = new
        }
        new?.focusWindow = w
        if let w {
            w.firstResponderDidChange(to: new)
            Application.shared.keyboardPresenter.focusChanged(in: w)
        }
    }

    /// The first responder of the key window (menus act on it), or the detached one.
    static var key: Responder? {
        Application.shared.keyWindow?.firstResponder ?? detached
    }
}
