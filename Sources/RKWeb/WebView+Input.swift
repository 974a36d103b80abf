import CRKGLib
import CRKGTK
import CRKWebKitGTK
import Foundation
import RKGeometry
import RKMainLoop
import RKViews

/// Input for the page: touches and the mouse as pointer events, the wheel, keys and text.
///
/// Each becomes the GDK event a real device would give the engine's GTK view, sent to it with
/// `gtk_widget_event`: positions in the window's pixels (the view's points times the scale the
/// page is zoomed by), keys as X key symbols with the display's key codes, text as the key
/// symbols of its characters.
extension WebView: WheelInput {
    /// Milliseconds on the view's clock, as GDK's events carry them.
    private var eventTime: UInt32 { UInt32(truncatingIfNeeded: eventLoop.clock.nanoseconds / 1_000_000) }

    /// Points in the view as pixels of the engine's window, clamped to what GDK's coordinates hold.
    private func devicePoint(_ p: Point) -> (Double, Double) {
        let s = scaleSent > 0 ? scaleSent : 1
        guard p.isFinite else { return (0, 0) }
        func device(_ v: Double) -> Double { Swift.min(Swift.max((v * s).rounded(.down), -1e6), 1e6) }
        return (device(p.x), device(p.y))
    }

    /// The engine view's GDK window, where its input goes (nil while it is not realized).
    private var inputWindow: OpaquePointer? {
        guard let e = engine else { return nil }
        return gtk_widget_get_window(e.view.widget)
    }

    private func send(_ event: UnsafeMutablePointer<GdkEvent>?) {
        WebEngineThread.check()
        guard let e = engine, let event else { return }
        gtk_widget_event(e.view.widget, event)
        gdk_event_free(event)
    }

    private func sendMotion(at p: Point) {
        guard let w = inputWindow else { return }
        let (x, y) = devicePoint(p)
        send(recipekit_gdk_motion_event(w, x, y, pointerButtons, eventTime))
    }

    private func sendButton(_ pressed: Bool, at p: Point) {
        guard let w = inputWindow else { return }
        let (x, y) = devicePoint(p)
        // The state is the buttons held before the event, as X reports it.
        let state = pointerButtons
        pointerButtons = pressed ? pointerButtons | GDK_BUTTON1_MASK.rawValue : pointerButtons & ~GDK_BUTTON1_MASK.rawValue
        send(recipekit_gdk_button_event(pressed ? GDK_BUTTON_PRESS : GDK_BUTTON_RELEASE, w, x, y, 1, state, eventTime))
    }

    func pointerBegan(_ touches: Set<Touch>) {
        guard let t = touches.first else { return }
        // A touch outside an open option list closes it, choosing nothing.
        if optionMenu != nil { return closeOptionMenu(choosing: nil) }
        if !isFirstResponder { becomeFirstResponder() }
        let p = t.location(in: self)
        sendMotion(at: p)
        sendButton(true, at: p)
    }

    func pointerMoved(_ touches: Set<Touch>) {
        guard let t = touches.first else { return }
        sendMotion(at: t.location(in: self))
    }

    func pointerEnded(_ touches: Set<Touch>) {
        guard let t = touches.first else { return }
        sendButton(false, at: t.location(in: self))
    }

    func pointerCancelled(_ touches: Set<Touch>) {
        guard !touches.isEmpty, pointerButtons != 0 else { return }
        // The page must not see a click that did not happen: the button is let go outside it.
        sendButton(false, at: Point(x: -1, y: -1))
        pointerButtons = 0
    }

    func hovered(_ recognizer: GestureRecognizer) {
        guard pointerButtons == 0, let w = inputWindow else { return }
        let p = recognizer.location(in: self)
        switch recognizer.state {
        case .began:
            let (x, y) = devicePoint(p)
            send(recipekit_gdk_crossing_event(GDK_ENTER_NOTIFY, w, x, y, eventTime))
            sendMotion(at: p)
        case .ended, .cancelled, .failed:
            let (x, y) = devicePoint(p)
            send(recipekit_gdk_crossing_event(GDK_LEAVE_NOTIFY, w, x, y, eventTime))
        default:
            sendMotion(at: p)
        }
    }

    /// The wheel scrolls the page, which takes all of it (what the page could not scroll is
    /// not known here).
    public func wheelScrolled(by delta: Point, at location: Point) -> Point {
        guard let w = inputWindow, delta.isFinite else { return delta }
        let (x, y) = devicePoint(location)
        // GDK's smooth deltas are in wheel steps, which the engine scrolls by 40 pixels each.
        send(recipekit_gdk_scroll_event(w, x, y, delta.x / WebView.pixelsPerWheelStep, delta.y / WebView.pixelsPerWheelStep, 0, eventTime))
        return .zero
    }

    /// How far the engine scrolls for one step of a wheel (WebKit's line step).
    static let pixelsPerWheelStep = 40.0

    // MARK: Keys and text

    private func sendKey(_ keysym: UInt32, modifiers: UInt32 = 0) {
        guard let w = inputWindow, keysym != 0 else { return }
        send(recipekit_gdk_key_event(GDK_KEY_PRESS, w, keysym, modifiers, eventTime))
        send(recipekit_gdk_key_event(GDK_KEY_RELEASE, w, keysym, modifiers, eventTime))
    }

    /// The XKB key symbol of a key, nil for keys the page has no symbol for.
    static func keySymbol(for key: KeyboardKey) -> UInt32? {
        switch key.code {
        case .return: 0xFF0D
        case .keypadEnter: 0xFF8D
        case .backspace: 0xFF08
        case .tab: 0xFF09
        case .escape: 0xFF1B
        case .delete: 0xFFFF
        case .left: 0xFF51
        case .up: 0xFF52
        case .right: 0xFF53
        case .down: 0xFF54
        case .home: 0xFF50
        case .end: 0xFF57
        case .pageUp: 0xFF55
        case .pageDown: 0xFF56
        case .insert: 0xFF63
        case .space: 0x20
        // F1 is 0xFFBE and the rest follow it (X11's keysymdef.h).
        case .function(let k): UInt32(0xFFBE + k - 1)
        case .character(let c):
            c.unicodeScalars.count == 1 ? c.unicodeScalars.first.map { gdk_unicode_to_keyval($0.value) } : nil
        case .other: nil
        }
    }

    static func modifiers(_ m: KeyboardKey.Modifiers) -> UInt32 {
        var out: UInt32 = 0
        if m.contains(.control) { out |= GDK_CONTROL_MASK.rawValue }
        if m.contains(.shift) { out |= GDK_SHIFT_MASK.rawValue }
        if m.contains(.alt) { out |= GDK_MOD1_MASK.rawValue }
        if m.contains(.command) { out |= GDK_SUPER_MASK.rawValue | GDK_META_MASK.rawValue }
        return out
    }

    /// Sends a press to the page; false when the page does not take it (the view is not
    /// focused, or the key has no key symbol), so it goes on up the responder chain.
    func keyPressed(_ presses: Set<Press>) -> Bool {
        guard isFirstResponder, let press = presses.first else { return false }
        // Keys that type arrive again as text (insertText), which sends them.
        if press.key.typesText { return true }
        guard let keysym = Self.keySymbol(for: press.key) else { return false }
        sendKey(keysym, modifiers: Self.modifiers(press.key.modifiers))
        // The page hears Escape too, but focus leaves it, so that the next Escape reaches the
        // app (as a text field's editing ends).
        if escapeResignsFirstResponder, press.key.code == .escape, press.key.modifiers.isEmpty {
            resignFirstResponder()
        }
        return true
    }

    /// Whether the page took the press that ends.
    func keyReleased(_ presses: Set<Press>) -> Bool {
        guard isFirstResponder, let press = presses.first else { return false }
        return press.key.typesText || Self.keySymbol(for: press.key) != nil
    }

    /// True: what the page holds is not known here, so Backspace is always sent.
    public var hasText: Bool { true }

    /// Types `text` into the page, one key event per character; while an input method
    /// composes, `text` is committed in place of the composition instead.
    public func insertText(_ text: String) {
        WebEngineThread.check()
        if let e = engine, markedTextRange != nil {
            markedText = ""
            recipekit_imc_commit(e.inputMethod, text)
            return
        }
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                sendKey(0xFF0D)
            } else if scalar == "\t" {
                sendKey(0xFF09)
            } else {
                sendKey(gdk_unicode_to_keyval(scalar.value))
            }
        }
    }

    /// Sends Backspace.
    public func deleteBackward() {
        sendKey(0xFF08)
    }
}

/// Input method compositions (Chinese, Japanese, Korean, dead keys): the marked text is shown
/// in the page's focused field, underlined, until it is committed.
extension WebView: MarkedTextInput {
    /// The composition's characters, counted from its start (the page's text around it is not
    /// known here); nil when nothing is being composed.
    public var markedTextRange: Range<Int>? {
        guard let e = engine else { return nil }
        let n = recipekit_imc_preedit_length(e.inputMethod)
        return n < 0 ? nil : 0..<Int(n)
    }

    /// Hands the input method's composition to the page, with the cursor at the end of
    /// `selectedRange`.
    public func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        WebEngineThread.check()
        guard let e = engine else { return }
        markedText = text
        let cursor = Swift.min(Swift.max(0, selectedRange.upperBound), text.unicodeScalars.count)
        recipekit_imc_set_preedit(e.inputMethod, text, guint(cursor))
    }

    /// Commits the composition as typed text, as when the input method confirms it.
    public func unmarkText() {
        WebEngineThread.check()
        guard let e = engine, markedTextRange != nil else { return }
        let text = markedText
        markedText = ""
        recipekit_imc_commit(e.inputMethod, text)
    }

    /// The page's caret, where the input method's candidate window goes.
    public var inputCaretRect: Rect {
        guard let e = engine else { return .zero }
        var x: Int32 = 0
        var y: Int32 = 0
        var w: Int32 = 0
        var h: Int32 = 0
        recipekit_imc_cursor_area(e.inputMethod, &x, &y, &w, &h)
        return Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h))
    }
}
