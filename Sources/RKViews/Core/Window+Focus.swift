import Foundation
import RKGeometry
import RKLayers

/// Keyboard focus: which view of the window gets keys first, how Tab and Shift-Tab move it,
/// and the ring that shows it.
///
/// Each window has its own focused view (``focusedView``), as each has its own first
/// responder. Tab moves focus to the next view that ``View/canBecomeFocused`` in reading order
/// (``focusTraversalOrder``), Shift-Tab to the previous one, both wrapping around. A click
/// focuses the nearest focusable view under the pointer (or nothing) without showing the ring;
/// the next key press shows it, as GTK and browsers do. A view that becomes first responder
/// (a text field that starts editing) takes focus too, and a view reached by the keyboard that
/// can become first responder becomes it: Tab into a text field starts editing, Tab out of it
/// ends editing.
///
/// Every change posts ``focusDidChangeNotification`` on `NotificationCenter.default`, with the
/// window as object: what assistive technologies follow.
extension Window {
    /// Posted on `NotificationCenter.default` after the focused view of a window changed; the
    /// object is the window, the user info holds ``previouslyFocusedViewUserInfoKey`` and
    /// ``nextFocusedViewUserInfoKey`` (each absent when there was or is no focused view) and
    /// ``focusHeadingUserInfoKey`` when Tab or Shift-Tab moved it.
    public nonisolated static let focusDidChangeNotification = Notification.Name("RecipeKitWindowFocusDidChangeNotification")
    /// The user info key of the view that had focus (a ``View``).
    public nonisolated static let previouslyFocusedViewUserInfoKey = "RecipeKitPreviouslyFocusedViewUserInfoKey"
    /// The user info key of the view that has focus now (a ``View``).
    public nonisolated static let nextFocusedViewUserInfoKey = "RecipeKitNextFocusedViewUserInfoKey"
    /// The user info key of the way focus moved (a ``FocusHeading``), present only when Tab or
    /// Shift-Tab moved it.
    public nonisolated static let focusHeadingUserInfoKey = "RecipeKitFocusHeadingUserInfoKey"

    /// How focus came to move: it decides what happens to the first responder and the ring.
    enum FocusCause {
        /// Tab or Shift-Tab.
        case keyboard
        /// A click or a touch.
        case pointer
        /// ``setFocusedView(_:)``.
        case program
        /// A view became first responder.
        case firstResponder
        /// The focused view left the window or can no longer take focus.
        case lost
    }

    /// The view with keyboard focus (UIKit's focused item), nil when none has it. Keys go to it
    /// first, then up the responder chain, unless a text input is the first responder.
    public var focusedView: View? {
        guard let v = focusedViewStorage, v.window === self else { return nil }
        return v
    }

    /// Whether the focus ring shows now: a view has focus and the last input to the window was
    /// a key, not a click.
    public var isFocusRingVisible: Bool {
        guard let ring = focusRingLayer else { return false }
        return !ring.isHidden
    }

    /// The ring's frame in the window's coordinates while it shows, else nil.
    public var focusRingFrame: Rect? { isFocusRingVisible ? focusRingLayer?.frame : nil }

    /// Gives focus to `view` (nil takes it away), as an app or an assistive technology asks; a
    /// view that can become first responder becomes it (a text field starts editing). Returns
    /// false, changing nothing, when `view` is not in this window or cannot take focus now
    /// (hidden, disabled, off the window).
    @discardableResult
    public func setFocusedView(_ view: View?) -> Bool {
        if let view, view.window !== self || !FocusTraversal.canFocus(view, in: self) { return false }
        changeFocus(to: view, heading: nil, cause: .program)
        return true
    }

    /// Moves focus as Tab (`.next`) or Shift-Tab (`.previous`) does: to the following or
    /// preceding view of ``focusTraversalOrder``, wrapping around, and shows the ring. Returns
    /// false when no view of the window can take focus.
    @discardableResult
    public func moveFocus(_ heading: FocusHeading) -> Bool {
        let order = focusTraversalOrder
        guard !order.isEmpty else { return false }
        let current = focusedView
        let i = current.flatMap { c in order.firstIndex { $0 === c } }
        let next: View
        switch (heading, i) {
        case (.next, let i?): next = order[(i + 1) % order.count]
        case (.previous, let i?): next = order[(i + order.count - 1) % order.count]
        case (.next, nil): next = order[0]
        case (.previous, nil): next = order[order.count - 1]
        }
        focusRingWanted = true
        if next === current, let current {
            // The only stop: it is reached again, as from elsewhere (a range slider goes back to
            // its first knob).
            current.didUpdateFocus(in: FocusUpdateContext(previouslyFocusedView: current, nextFocusedView: current,
                                                          heading: heading, isKeyboardDriven: true))
            updateFocusRing()
            return true
        }
        changeFocus(to: next, heading: heading, cause: .keyboard)
        return true
    }

    /// The views Tab visits, in order: those that can take focus now (``View/canBecomeFocused``,
    /// enabled, not hidden or transparent with their ancestors, on the window), in reading order
    /// (top to bottom by line, then left to right), each focus group's views together at the
    /// place of its first. Empty while a modal alert shows over the window.
    public var focusTraversalOrder: [View] { FocusTraversal.order(in: self) }

    /// Moves focus to `new`, tells the views and observers, and updates the first responder and
    /// the ring as `cause` wants.
    func changeFocus(to new: View?, heading: FocusHeading?, cause: FocusCause) {
        // The view held, even one that has just left the window: observers hear it lost focus.
        let old = focusedViewStorage
        guard new !== old else {
            updateFocusRing()
            return
        }
        focusedViewStorage = new
        if cause == .keyboard || cause == .program {
            if let new, new.canBecomeFirstResponder {
                if !new.isFirstResponder { _ = new.becomeFirstResponder() }
            } else if let r = firstResponder as? View, r !== new, r === old || r.canBecomeFocused || r is TextInput {
                // Focus leaving a text field (any focusable or text-taking first responder) ends
                // its editing, so that the keys follow focus; a container that only listens for
                // keys (a navigation controller's view) stays first responder.
                _ = r.resignFirstResponder()
            }
            if cause == .keyboard, let new { scrollToShow(new) }
        }
        let context = FocusUpdateContext(previouslyFocusedView: old, nextFocusedView: new, heading: heading,
                                         isKeyboardDriven: cause == .keyboard)
        old?.focusStateDidChange()
        new?.focusStateDidChange()
        old?.didUpdateFocus(in: context)
        new?.didUpdateFocus(in: context)
        if new != nil { FocusRingTracker.of(eventLoop).track(self) }
        updateFocusRing()
        var info: [AnyHashable: Any] = [:]
        if let old { info[Window.previouslyFocusedViewUserInfoKey] = old }
        if let new { info[Window.nextFocusedViewUserInfoKey] = new }
        if let heading { info[Window.focusHeadingUserInfoKey] = heading }
        NotificationCenter.default.post(name: Window.focusDidChangeNotification, object: self, userInfo: info)
    }

    /// A pointer went down on `view` (the hit view): the ring hides, and focus goes to the
    /// nearest view from there up that can take it, or to none.
    func pointerWentDown(on view: View?) {
        focusRingWanted = false
        var v = view
        while let c = v, c !== self, !FocusTraversal.canFocus(c, in: self) { v = c.superview }
        changeFocus(to: v === self ? nil : v, heading: nil, cause: .pointer)
    }

    /// A view became this window's first responder: one that can take focus takes it.
    func firstResponderDidChange(to responder: Responder?) {
        guard let v = responder as? View, v !== focusedView, v.window === self, FocusTraversal.canFocus(v, in: self) else {
            return
        }
        changeFocus(to: v, heading: nil, cause: .firstResponder)
    }

    /// `view` stopped being the first responder with nobody taking over (a field done with,
    /// hidden by its page): the nearest view above it that takes the keys when nothing else has
    /// them (a navigation controller's, for Escape and Alt+Left) takes them, as it does when a
    /// page is pushed. Otherwise keys would start at the window and go past the navigation.
    func firstResponderResigned(from view: View) {
        // The view may still have keyboard focus (it loses it when hidden): that is no other
        // view taking over.
        guard firstResponder == nil, focusedView == nil || focusedView === view else { return }
        var v = view.superview
        while let c = v, c !== self {
            if c.takesKeysWhenFree {
                c.becomeFirstResponder()
                return
            }
            v = c.superview
        }
    }

    /// A key reached the window: the ring may show from now on.
    func keyWasPressed(_ key: KeyboardKey) {
        guard !focusRingWanted, !key.isModifierKey else { return }
        focusRingWanted = true
        updateFocusRing()
    }

    /// Scrolls the scroll views around `view` so that it shows, innermost first.
    private func scrollToShow(_ view: View) {
        var child = view
        var s = view.superview
        while let c = s, c !== self {
            if let scroll = c as? ScrollView {
                scroll.scrollRectToVisible(child.convert(child.bounds, to: scroll), animated: false)
            }
            child = c
            s = c.superview
        }
    }

    /// Tab and Shift-Tab (Control-Tab too, which leaves views that take Tab themselves) move
    /// focus when the window has somewhere to move it; Escape closes the edit menu shown in it.
    func takeWindowKey(_ key: KeyboardKey) -> Bool {
        switch key.code {
        case .tab:
            guard key.modifiers.subtracting([.shift, .control]).isEmpty else { return false }
            return moveFocus(key.modifiers.contains(.shift) ? .previous : .next)
        case .escape:
            guard key.modifiers.isEmpty else { return false }
            let menus = subviews.compactMap { ($0 as? MenuBubbleView)?.controller }.filter(\.isMenuVisible)
            for menu in menus { menu.setMenuVisible(false, animated: true) }
            return !menus.isEmpty
        default:
            return false
        }
    }
}

extension View {
    /// Whether this view has its window's keyboard focus (UIView.isFocused).
    public var isFocused: Bool {
        guard let w = window else { return false }
        return w.focusedViewStorage === self
    }

    /// Puts the focus ring back around ``focusRingRect`` now, for a focused view whose ring
    /// rectangle changed while nothing moved (the ring follows moves and resizes by itself, at
    /// the next frame).
    public func setNeedsFocusRingUpdate() {
        guard isFocused else { return }
        window?.updateFocusRing()
    }
}

extension KeyboardKey {
    /// Whether the key is a modifier pressed alone (Shift, Control, Alt, Super), which shows no
    /// focus ring.
    var isModifierKey: Bool {
        guard case .other(let name) = code else { return false }
        return ["shift", "ctrl", "control", "alt", "gui", "super", "meta", "caps"].contains { name.contains($0) }
    }
}
