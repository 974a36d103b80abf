import RKGeometry
import RKLayers
import RKMotion

/// Input other than touches: each entry point makes an ``Event`` and sends it through
/// ``Application/sendEvent(_:)``, which hands it back to ``Window/sendEvent(_:)``; the `deliver`
/// methods below are what the window does with it there. Hosts reach these entry points through
/// their shared input router, scripted input included, so every kind of input takes one path.
extension Window {
    /// Sends `event` through the application and lays out what it changed; returns whether it
    /// was taken (delivered and not ignored, or swallowed by the application).
    private func send(_ event: Event) -> Bool {
        Application.shared.sendEvent(event)
        layoutIfMarked()
        return !event.wasIgnored
    }

    private var now: MediaTime { layer.eventLoop.clock.now }

    // MARK: Keys

    /// Sends a key press up the responder chain from the first responder when it takes text,
    /// else from the focused view (``focusedView``), else from the first responder (the window
    /// itself when there is none): ``Responder/pressesBegan(_:with:)`` then, as hosts report
    /// presses rather than releases, ``Responder/pressesEnded(_:with:)``. The window takes Tab
    /// and Shift-Tab to move focus. Returns false when nobody took it (it reached the end of the
    /// chain), so that the app may act on it.
    @discardableResult
    public func handleKey(_ key: KeyboardKey, isRepeat: Bool = false) -> Bool {
        let press = Press(key: key, isRepeat: isRepeat, phase: .began, timestamp: now)
        return send(Event(kind: .presses, timestamp: press.timestamp, window: self, press: press))
    }

    func deliverPress(_ event: Event) {
        guard let press = event.press else { return }
        hideToolTip()
        // An open context menu has the keyboard, as a desktop popup menu grabs it.
        if let menu = attachment(ContextMenuPresenter.self), menu.isShowing, menu.handle(press) { return }
        if ContextMenuPresenter.opensMenu(press.key), openContextMenuFromKeyboard() { return }
        keyWasPressed(press.key)
        let target = keyTarget
        press.phase = .began
        let began = PressesEvent(allPresses: [press])
        target.pressesBegan([press], with: began)
        press.phase = .ended
        let ended = PressesEvent(allPresses: [press])
        target.pressesEnded([press], with: ended)
        if began.reachedTheEndOfTheChain, press.key.modifiers.isEmpty, let input = firstResponder as? TextInput {
            // A text responder that did not take the key itself gets what UIKit's key input
            // gets: Backspace deletes, Return types a line break.
            switch press.key.code {
            case .backspace:
                input.deleteBackward()
                return
            case .return, .keypadEnter:
                input.insertText("\n")
                return
            default: break
            }
        }
        event.wasIgnored = began.reachedTheEndOfTheChain
    }

    /// Where a key press starts up the responder chain: a text input being typed into (the first
    /// responder), else the focused view, else the first responder, else the window.
    var keyTarget: Responder {
        let responder = firstResponder
        if let responder, responder is TextInput { return responder }
        return focusedView ?? responder ?? self
    }

    // MARK: Text

    /// Sends typed text to the first responder when it takes text input (``TextInput``).
    /// Returns false when none does.
    @discardableResult
    public func handleText(_ text: String) -> Bool {
        send(Event(kind: .text, timestamp: now, window: self, text: text))
    }

    /// Sends an input method's composition to the first responder when it takes marked text
    /// (``MarkedTextInput``): `text` is shown marked, `selectedRange` is the input method's
    /// caret within it; an empty `text` ends the composition. Returns false when the first
    /// responder takes no marked text.
    @discardableResult
    public func handleMarkedText(_ text: String, selectedRange: Range<Int>) -> Bool {
        send(Event(kind: .text, timestamp: now, window: self, text: text, markedSelection: selectedRange))
    }

    func deliverText(_ event: Event) {
        if let menu = attachment(ContextMenuPresenter.self), menu.isShowing { return }
        guard let text = event.text else { return }
        // The Tab key's own character is never typed: the key moves focus (as SDL, which sends
        // no text for it, and GTK's entries have it).
        if event.markedSelection == nil, text == "\t" {
            event.wasIgnored = true
            return
        }
        if let range = event.markedSelection {
            guard let input = firstResponder as? MarkedTextInput else {
                event.wasIgnored = true
                return
            }
            input.setMarkedText(text, selectedRange: range)
        } else {
            guard let input = firstResponder as? TextInput else {
                event.wasIgnored = true
                return
            }
            input.insertText(text)
        }
    }

    /// Where text being typed goes, in the window's coordinates: the caret of a first
    /// responder that takes marked text. Hosts hand it to the platform's input method, so that
    /// its candidate window opens there. Nil when the first responder takes no text.
    public var textInputRect: Rect? {
        guard let input = firstResponder as? MarkedTextInput, let view = input as? View, view.window === self else {
            return nil
        }
        return view.convert(input.inputCaretRect, to: self)
    }

    // MARK: Hover

    /// The pointer moved over the window with no button pressed, to `location` (window points),
    /// or left it (nil): views under it become hovered (``View/isHovered``), those it left stop
    /// being, and their ``HoverGestureRecognizer``s begin, change and end.
    public func handleHover(at location: Point?) {
        _ = send(Event(kind: .hover, timestamp: now, window: self, location: location))
    }

    func deliverHover(_ event: Event) {
        let location = event.location
        var chain: [View] = []
        if let p = location, p.isFinite, let hit = hitTest(p, with: nil) {
            var v: View? = hit
            while let c = v {
                chain.append(c)
                v = c.superview
            }
        }
        for v in hoveredViews where !chain.contains(where: { $0 === v }) {
            v.isHovered = false
            for r in v.gestureRecognizers { (r as? HoverGestureRecognizer)?.hover(at: nil) }
        }
        for v in chain {
            v.isHovered = true
            for r in v.gestureRecognizers { (r as? HoverGestureRecognizer)?.hover(at: location) }
        }
        hoveredViews = chain
        lastHoverLocation = location
        if let menu = attachment(ContextMenuPresenter.self), menu.isShowing { menu.hover(at: location) }
        let tipView = chain.first { !($0.toolTip ?? "").isEmpty }
        if tipView != nil || attachment(ToolTipPresenter.self) != nil {
            attachment(ToolTipPresenter.self, orMake: ToolTipPresenter(window: self)).hover(over: tipView, at: location)
        }
        updateCursor()
    }

    // MARK: Wheel

    /// Scrolls the views under `location` (window points) that take the wheel (``WheelInput``:
    /// scroll views, Cover Flow, a web view) by `delta` points of content offset, innermost
    /// first, each taking what it can (a mouse wheel or a touchpad over the window). Returns
    /// whether any of it scrolled.
    @discardableResult
    public func handleScroll(at location: Point, delta: Point) -> Bool {
        guard location.isFinite, delta.isFinite else { return false }
        layoutIfMarked()
        return send(Event(kind: .scroll, timestamp: now, window: self, location: location, scrollDelta: delta))
    }

    func deliverScroll(_ event: Event) {
        guard let location = event.location else { return }
        hideToolTip()
        var view = hitTest(location, with: nil)
        var rest = event.scrollDelta
        var scrolled = false
        while let v = view, rest != .zero {
            if let w = v as? WheelInput {
                let left = w.wheelScrolled(by: rest, at: v.convert(location, from: self))
                if left != rest { scrolled = true }
                rest = left
            }
            view = v.superview
        }
        event.wasIgnored = !scrolled
    }
}

// MARK: - Pointer buttons, cursors, tooltips and context menus

extension Window {
    /// A mouse button other than the primary one went down at `location` (window points): the
    /// views under it, innermost first, get ``View/pointerButtonPressed(_:at:with:)`` until one
    /// takes it (a secondary click opens a context menu, a middle click pastes the primary
    /// selection into a text field). Returns whether one did.
    @discardableResult
    public func handlePointerButton(_ buttons: Event.ButtonMask, at location: Point) -> Bool {
        guard location.isFinite, !buttons.isEmpty else { return false }
        layoutIfMarked()
        return send(Event(kind: .pointerButton, timestamp: now, window: self, location: location, buttonMask: buttons))
    }

    func deliverPointerButton(_ event: Event) {
        guard let location = event.location else { return }
        hideToolTip()
        if let menu = attachment(ContextMenuPresenter.self), menu.isShowing {
            menu.pointerButton(at: location)
            return
        }
        var view = hitTest(location, with: nil)
        while let v = view {
            if v.pointerButtonPressed(event.buttonMask, at: v.convert(location, from: self), with: event) { return }
            view = v.superview
        }
        event.wasIgnored = true
    }

    /// The Menu key or Shift-F10: the context menu of the focused view (or the first
    /// responder), or of the nearest view above it that has one, at its centre.
    func openContextMenuFromKeyboard() -> Bool {
        var view = (firstResponder as? View) ?? focusedView
        while let v = view {
            if v.presentContextMenu(at: Point(x: v.bounds.midX, y: v.bounds.midY)) { return true }
            view = v.superview
        }
        return false
    }

    /// The context menu shown in the window, if any: for tests and state dumps, the titles of
    /// its rows (separators as "-"), one array per open level.
    public var shownContextMenu: [[String]]? {
        guard let menu = attachment(ContextMenuPresenter.self), menu.isShowing else { return nil }
        return menu.panels.map { panel in
            panel.rows.map { row in
                switch row {
                case .separator: "-"
                case .action(let a): a.title
                case .submenu(let m): m.title
                }
            }
        }
    }

    /// Closes the window's context menu, if one is open.
    public func dismissContextMenu() {
        attachment(ContextMenuPresenter.self)?.dismiss()
    }

    /// The text of the tooltip shown in the window, if one is.
    public var shownToolTip: String? { attachment(ToolTipPresenter.self)?.shownText }

    /// Hides the tooltip, if one shows or is waiting to.
    func hideToolTip() {
        attachment(ToolTipPresenter.self)?.hide()
    }

    /// The pointer shape the views under the pointer ask for (the arrow when none does); hosts
    /// show it (see ``Application/onCursorChange``).
    public var currentCursor: Cursor {
        guard let p = lastHoverLocation else { return .arrow }
        for v in hoveredViews where v.isUserInteractionEnabled {
            if let c = v.cursor(at: v.convert(p, from: self)) { return c }
        }
        return .arrow
    }

    /// Tells the application which cursor the pointer over this window wants.
    func updateCursor() {
        guard lastHoverLocation != nil || Application.shared.cursor != .arrow else { return }
        Application.shared.cursor = currentCursor
    }
}
