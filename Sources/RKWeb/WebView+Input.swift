import CRKGLib
import CRKWPE
import CRKWPEBackendFDO
import Foundation
import RKGeometry
import RKMainLoop
import RKViews

/// Input for the page: touches and the mouse as pointer events, the wheel, keys and text.
///
/// The engine takes pointer positions in device pixels (it divides them by the device scale
/// it was given), keys as XKB key symbols, and text as the key symbols of its characters.
extension WebView: WheelInput {
    /// Milliseconds on the view's clock, as the engine's events carry them.
    private var eventTime: UInt32 { UInt32(truncatingIfNeeded: eventLoop.clock.nanoseconds / 1_000_000) }

    private func devicePoint(_ p: Point) -> (Int32, Int32) {
        let s = scaleSent > 0 ? scaleSent : 1
        guard p.isFinite else { return (0, 0) }
        // Clamped as Doubles: a point past Int's range (|x| of 9.2e18 and more) trapped converting.
        func device(_ v: Double) -> Int32 {
            let d = (v * s).rounded(.down)
            guard d.isFinite else { return d > 0 ? .max : .min }
            return Int32(Swift.min(Swift.max(d, Double(Int32.min)), Double(Int32.max)))
        }
        return (device(p.x), device(p.y))
    }

    private func sendPointer(_ type: wpe_input_pointer_event_type, at p: Point, button: UInt32 = 0, pressed: Bool = false) {
        guard let e = engine else { return }
        let (x, y) = devicePoint(p)
        var event = wpe_input_pointer_event(
            type: type, time: eventTime, x: x, y: y, button: button,
            state: pressed ? 1 : 0, modifiers: pointerButtons)
        wpe_view_backend_dispatch_pointer_event(e.backend, &event)
    }

    func pointerBegan(_ touches: Set<Touch>) {
        guard let t = touches.first else { return }
        if !isFirstResponder { becomeFirstResponder() }
        let p = t.location(in: self)
        sendPointer(wpe_input_pointer_event_type_motion, at: p)
        pointerButtons |= wpe_input_pointer_modifier_button1.rawValue
        sendPointer(wpe_input_pointer_event_type_button, at: p, button: 1, pressed: true)
    }

    func pointerMoved(_ touches: Set<Touch>) {
        guard let t = touches.first else { return }
        sendPointer(wpe_input_pointer_event_type_motion, at: t.location(in: self))
    }

    func pointerEnded(_ touches: Set<Touch>) {
        guard let t = touches.first else { return }
        pointerButtons &= ~wpe_input_pointer_modifier_button1.rawValue
        sendPointer(wpe_input_pointer_event_type_button, at: t.location(in: self), button: 1, pressed: false)
    }

    func pointerCancelled(_ touches: Set<Touch>) {
        guard !touches.isEmpty, pointerButtons != 0 else { return }
        // The page must not see a click that did not happen: the button is let go outside it.
        pointerButtons = 0
        sendPointer(wpe_input_pointer_event_type_button, at: Point(x: -1, y: -1), button: 1, pressed: false)
    }

    func hovered(_ recognizer: GestureRecognizer) {
        guard pointerButtons == 0 else { return }
        sendPointer(wpe_input_pointer_event_type_motion, at: recognizer.location(in: self))
    }

    /// The wheel scrolls the page, which takes all of it (what the page could not scroll is
    /// not known here).
    public func wheelScrolled(by delta: Point, at location: Point) -> Point {
        guard let e = engine, delta.isFinite else { return delta }
        let (x, y) = devicePoint(location)
        let type = wpe_input_axis_event_type(
            rawValue: wpe_input_axis_event_type_mask_2d.rawValue | wpe_input_axis_event_type_motion_smooth.rawValue)
        var event = wpe_input_axis_2d_event(
            base: wpe_input_axis_event(type: type, time: eventTime, x: x, y: y, axis: 0, value: 0, modifiers: 0),
            x_axis: -delta.x, y_axis: -delta.y)
        withUnsafeMutablePointer(to: &event) { p in
            p.withMemoryRebound(to: wpe_input_axis_event.self, capacity: 1) {
                wpe_view_backend_dispatch_axis_event(e.backend, $0)
            }
        }
        return .zero
    }

    // MARK: Keys and text

    private func sendKey(_ keysym: UInt32, modifiers: UInt32 = 0) {
        guard let e = engine, keysym != 0 else { return }
        for pressed in [true, false] {
            var event = wpe_input_keyboard_event(
                time: eventTime, key_code: keysym, hardware_key_code: 0, pressed: pressed, modifiers: modifiers)
            wpe_view_backend_dispatch_keyboard_event(e.backend, &event)
        }
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
            c.unicodeScalars.count == 1 ? c.unicodeScalars.first.map { wpe_unicode_to_key_code($0.value) } : nil
        case .other: nil
        }
    }

    static func modifiers(_ m: KeyboardKey.Modifiers) -> UInt32 {
        var out: UInt32 = 0
        if m.contains(.control) { out |= wpe_input_keyboard_modifier_control.rawValue }
        if m.contains(.shift) { out |= wpe_input_keyboard_modifier_shift.rawValue }
        if m.contains(.alt) { out |= wpe_input_keyboard_modifier_alt.rawValue }
        if m.contains(.command) { out |= wpe_input_keyboard_modifier_meta.rawValue }
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
                sendKey(wpe_unicode_to_key_code(scalar.value))
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
        guard let e = engine else { return }
        markedText = text
        let cursor = Swift.min(Swift.max(0, selectedRange.upperBound), text.unicodeScalars.count)
        recipekit_imc_set_preedit(e.inputMethod, text, guint(cursor))
    }

    /// Commits the composition as typed text, as when the input method confirms it.
    public func unmarkText() {
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
