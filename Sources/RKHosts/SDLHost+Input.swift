import Foundation
import CRKSDL2
import RKGeometry
import RKLayers
import RKMainLoop
import RKMotion
import RKViews

/// Translation of SDL's events into ``HostEvent`` values.
extension SDLHost {
    /// Handles one SDL event: window changes here, input through ``emit(_:)``.
    func handle(_ event: SDL_Event) {
        switch event.type {
        case SDL_QUIT.rawValue:
            requestQuit()

        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue,
                 SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
                windowGeometryChanged()
            case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue,
                 SDL_WINDOWEVENT_MOVED.rawValue:
                // Exposes, moves and restores repaint at once, at the window's current geometry.
                windowGeometryChanged()
                needsFullUpload = true
                needsPresent = true
            case SDL_WINDOWEVENT_LEAVE.rawValue:
                if !mouseIsDown { emit(.pointerHovered(location: nil, timestamp: eventTime(event.window.timestamp))) }
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
                cancelPointers(timestamp: eventTime(event.window.timestamp))
                emit(.focusLost)
            case SDL_WINDOWEVENT_HIDDEN.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue:
                cancelPointers(timestamp: eventTime(event.window.timestamp))
            default:
                break
            }

        case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
            // The texture's contents were lost: send the whole frame again.
            needsFullUpload = true
            needsPresent = true

        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            // Touches arrive as finger events; SDL's mouse events made from them are skipped.
            guard b.which != CSDL2_TOUCH_MOUSEID else { return }
            let location = point(b.x, b.y)
            let time = eventTime(b.timestamp)
            Application.shared.modifierFlags = SDLHost.modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
            guard Int32(b.button) == SDL_BUTTON_LEFT else {
                // Other buttons act when they go down, as GTK's context menus and middle-click
                // paste do.
                if event.type == SDL_MOUSEBUTTONDOWN.rawValue, let buttons = SDLHost.buttonMask(sdlButton: b.button) {
                    Application.shared.lastInputWasTouch = false
                    emit(.pointerButton(buttons, location: location, timestamp: time))
                }
                return
            }
            if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
                guard !mouseIsDown else { return }
                Application.shared.lastInputWasTouch = false
                mouseIsDown = true
                if SDLHost.modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue)).contains(.control) {
                    twoFingerCenter = location
                    let (a, b) = twoFingerPositions(mouse: location)
                    emit(.pointerDown(id: HostEvent.mousePointerID, location: a, timestamp: time))
                    emit(.pointerDown(id: HostEvent.mirrorPointerID, location: b, timestamp: time))
                } else {
                    emit(.pointerDown(id: HostEvent.mousePointerID, location: location, timestamp: time))
                }
            } else {
                guard mouseIsDown else { return }
                mouseIsDown = false
                if twoFingerCenter != nil {
                    let (a, b) = twoFingerPositions(mouse: location)
                    emit(.pointerUp(id: HostEvent.mousePointerID, location: a, timestamp: time))
                    emit(.pointerUp(id: HostEvent.mirrorPointerID, location: b, timestamp: time))
                    twoFingerCenter = nil
                } else {
                    emit(.pointerUp(id: HostEvent.mousePointerID, location: location, timestamp: time))
                }
            }

        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard m.which != CSDL2_TOUCH_MOUSEID else { return }
            guard mouseIsDown else {
                emit(.pointerHovered(location: point(m.x, m.y), timestamp: eventTime(m.timestamp)))
                return
            }
            if m.state & (1 << UInt32(SDL_BUTTON_LEFT - 1)) == 0 {  // SDL_BUTTON_LMASK, a macro Swift cannot import
                // The button is up, but its release never came (it happened outside, say):
                // cancel rather than leave the touch down for good.
                cancelPointers(timestamp: eventTime(m.timestamp))
                return
            }
            let location = point(m.x, m.y)
            if twoFingerCenter != nil {
                let (a, b) = twoFingerPositions(mouse: location)
                emit(.pointerMoved(id: HostEvent.mousePointerID, location: a, timestamp: eventTime(m.timestamp)))
                emit(.pointerMoved(id: HostEvent.mirrorPointerID, location: b, timestamp: eventTime(m.timestamp)))
            } else {
                emit(.pointerMoved(id: HostEvent.mousePointerID, location: location, timestamp: eventTime(m.timestamp)))
            }

        case SDL_MOUSEWHEEL.rawValue:
            let w = event.wheel
            guard w.which != CSDL2_TOUCH_MOUSEID else { return }
            // Precise amounts (SDL 2.0.18) carry a touchpad's fractions; flipped ("natural")
            // scrolling reports them negated.
            let sign: Double = w.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            var px = Double(w.preciseX), py = Double(w.preciseY)
            if px == 0 && py == 0 { px = Double(w.x); py = Double(w.y) }
            let step = HostEvent.pointsPerWheelStep
            let delta = Point(x: sign * px * step, y: -sign * py * step)
            emit(.scroll(location: point(w.mouseX, w.mouseY), delta: delta))

        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            if event.type == SDL_FINGERDOWN.rawValue { Application.shared.lastInputWasTouch = true }
            handleFinger(event.tfinger, type: event.type)

        case SDL_KEYDOWN.rawValue:
            let keysym = event.key.keysym
            Application.shared.modifierFlags = SDLHost.modifiers(keysym.mod)
            let name = SDL_GetKeyName(keysym.sym).map { String(cString: $0) } ?? ""
            guard !name.isEmpty else { return }
            Application.shared.lastInputWasTouch = false
            let taken = emit(.key(name: name, modifiers: SDLHost.modifiers(keysym.mod)))
            if quitsOnEscape, !taken, keysym.sym == Int32(SDLK_ESCAPE.rawValue) { requestQuit() }

        case SDL_TEXTEDITING.rawValue:
            let text = withUnsafeBytes(of: event.edit.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            emit(.markedText(text, selectedRange: SDLHost.characterRange(in: text, start: event.edit.start, length: event.edit.length)))

        case SDL_TEXTEDITING_EXT.rawValue:
            // Compositions longer than the fixed event's 32 bytes come this way (see the hint
            // set at startup); SDL hands over the text to free.
            guard let raw = event.editExt.text else { return }
            let text = String(cString: raw)
            SDL_free(raw)
            emit(.markedText(text, selectedRange: SDLHost.characterRange(in: text, start: event.editExt.start,
                                                                             length: event.editExt.length)))

        case SDL_DROPBEGIN.rawValue:
            pendingDrop = []

        case SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue:
            guard let raw = event.drop.file else { return }
            let text = String(cString: raw)
            SDL_free(raw)
            let item: DropItem = event.type == SDL_DROPFILE.rawValue ? .file(URL(fileURLWithPath: text)) : .text(text)
            if pendingDrop != nil {
                pendingDrop?.append(item)
            } else {
                // A drop without its begin and end events (older SDL): deliver it at once.
                emit(.drop([item], location: pointerLocationInWindow()))
            }

        case SDL_DROPCOMPLETE.rawValue:
            let items = pendingDrop ?? []
            pendingDrop = nil
            if !items.isEmpty { emit(.drop(items, location: pointerLocationInWindow())) }

        case SDL_TEXTINPUT.rawValue:
            let text = withUnsafeBytes(of: event.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !text.isEmpty { emit(.text(text)) }

        default:
            break
        }
    }

    /// The mouse buttons an SDL button number stands for (nil for the primary one, which makes
    /// touches instead).
    static func buttonMask(sdlButton: UInt8) -> Event.ButtonMask? {
        switch Int32(sdlButton) {
        case SDL_BUTTON_LEFT: nil
        case SDL_BUTTON_MIDDLE: .middle
        case SDL_BUTTON_RIGHT: .secondary
        case let n where n > 0: .button(Int(n))
        default: nil
        }
    }

    /// Where the pointer is over the window, in points, when SDL can tell; SDL 2's drop events
    /// carry no position, so a drop is placed where the pointer is.
    func pointerLocationInWindow() -> Point? {
        var gx: Int32 = 0, gy: Int32 = 0, wx: Int32 = 0, wy: Int32 = 0
        _ = SDL_GetGlobalMouseState(&gx, &gy)
        SDL_GetWindowPosition(sdlWindow, &wx, &wy)
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &w, &h)
        let x = gx - wx, y = gy - wy
        guard x >= 0, y >= 0, x < w, y < h else { return nil }
        return point(x, y)
    }

    /// A position SDL gives in window units, in points.
    func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) * pointsPerWindowUnit, y: Double(y) * pointsPerWindowUnit)
    }

    /// SDL's composition cursor (counted in Unicode scalars) as a range of `Character`s.
    static func characterRange(in text: String, start: Int32, length: Int32) -> Range<Int> {
        let scalars = Array(text.unicodeScalars)
        func characters(upTo n: Int) -> Int {
            let k = Swift.min(Swift.max(0, n), scalars.count)
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[..<k])
            return String(s).count
        }
        let lo = characters(upTo: Int(start))
        let hi = Swift.max(lo, characters(upTo: Int(start) + Swift.max(0, Int(length))))
        return lo..<hi
    }

    /// Hands the caret of the text being typed to the platform's input method, so its candidate
    /// window opens there; called every turn, it talks to SDL only when the rectangle changed.
    func updateTextInputRect() {
        let rect = textInputRectProvider?()
        guard rect != lastTextInputRect else { return }
        lastTextInputRect = rect
        guard let points = rect, points.isFinite else { return }
        let u = pointsPerWindowUnit
        let r = Rect(x: points.minX / u, y: points.minY / u, width: points.width / u, height: points.height / u)
        var sdl = SDL_Rect(x: Int32(clamping: Int(r.minX.rounded(.down))), y: Int32(clamping: Int(r.minY.rounded(.down))),
                           w: Int32(clamping: Int(r.width.rounded(.up))), h: Int32(clamping: Int(r.height.rounded(.up))))
        SDL_SetTextInputRect(&sdl)
    }

    /// The two fingers of the mouse's two-finger mode for a mouse position: one follows the
    /// mouse (offset by the half span), the other mirrors it about the press point.
    func twoFingerPositions(mouse: Point) -> (Point, Point) {
        let c = twoFingerCenter ?? mouse
        let h = HostEvent.twoFingerHalfSpan
        let a = Point(x: mouse.x + h, y: mouse.y)
        return (a, Point(x: 2 * c.x - a.x, y: 2 * c.y - a.y))
    }

    /// Tells the app the window is closing and makes ``run()`` return.
    func requestQuit() {
        guard !quitRequested else { return }
        quitRequested = true
        emit(.quit)
    }

    /// A finger event: SDL gives the position as a fraction of the window.
    private func handleFinger(_ f: SDL_TouchFingerEvent, type: UInt32) {
        let location = Point(x: Double(f.x) * size.width, y: Double(f.y) * size.height)
        let time = eventTime(f.timestamp)
        switch type {
        case SDL_FINGERDOWN.rawValue:
            guard fingerIDs[f.fingerId] == nil else { return }
            // The smallest identifier not in use, from 1: 0 is the mouse.
            var id = 1
            let used = Set(fingerIDs.values)
            while used.contains(id) { id += 1 }
            fingerIDs[f.fingerId] = id
            emit(.pointerDown(id: id, location: location, timestamp: time))
        case SDL_FINGERMOTION.rawValue:
            guard let id = fingerIDs[f.fingerId] else { return }
            emit(.pointerMoved(id: id, location: location, timestamp: time))
        default:
            guard let id = fingerIDs.removeValue(forKey: f.fingerId) else { return }
            emit(.pointerUp(id: id, location: location, timestamp: time))
        }
    }

    /// Cancels every pointer that is down (the mouse, its mirrored second finger, real fingers).
    func cancelPointers(timestamp: MediaTime) {
        if mouseIsDown {
            mouseIsDown = false
            emit(.pointerCancelled(id: HostEvent.mousePointerID, timestamp: timestamp))
            if twoFingerCenter != nil {
                emit(.pointerCancelled(id: HostEvent.mirrorPointerID, timestamp: timestamp))
                twoFingerCenter = nil
            }
        }
        for id in fingerIDs.values.sorted() { emit(.pointerCancelled(id: id, timestamp: timestamp)) }
        fingerIDs.removeAll()
    }

    /// An SDL timestamp (milliseconds since SDL started) on the host's event loop's clock.
    func eventTime(_ ticks: UInt32) -> MediaTime {
        let age = Double(SDL_GetTicks() &- ticks) / 1000
        return eventLoop.clock.now - (age >= 0 && age < 10 ? age : 0)
    }

    /// SDL's modifier bits as ``HostEvent/Modifiers``.
    static func modifiers(_ mod: UInt16) -> HostEvent.Modifiers {
        let m = UInt32(mod)
        var result: HostEvent.Modifiers = []
        if m & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if m & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        if m & KMOD_GUI.rawValue != 0 { result.insert(.command) }
        return result
    }
}
