import CRKSDL2
import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import Testing
import RKViews

@testable import RKHosts

/// The SDL window host, on SDL's invisible "offscreen" video driver (no display needed): what
/// reaches the window's renderer is read back with `SDL_RenderReadPixels`.
@MainActor
@Suite(.serialized) struct SDLHostTests {
    /// Runs `body` with SDL's hints set to the offscreen video driver and the software
    /// renderer (hints, not environment variables, so that no other test sees them).
    private func offscreen(_ body: () throws -> Void) rethrows {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        defer {
            SDL_ResetHint(SDL_HINT_VIDEODRIVER)
            SDL_ResetHint(SDL_HINT_RENDER_DRIVER)
        }
        try body()
    }

    /// The pixel at (x, y) of what the window shows, as 0xAARRGGBB: read back from the renderer,
    /// or from the window surface.
    private func screenPixel(_ host: SDLHost, x: Int32, y: Int32) -> UInt32 {
        var pixel: UInt32 = 0
        if let renderer = host.renderer {
            var rect = SDL_Rect(x: x, y: y, w: 1, h: 1)
            SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
        } else if let surface = SDL_GetWindowSurface(host.sdlWindow), let pixels = surface.pointee.pixels {
            let s = surface.pointee
            let bpp = Int(s.format.pointee.BytesPerPixel)
            SDL_ConvertPixels(1, 1, s.format.pointee.format, pixels + Int(y) * Int(s.pitch) + Int(x) * bpp, s.pitch,
                              SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
        }
        return pixel | 0xFF00_0000
    }

    @Test func withoutADisplayInitThrowsAClearError() throws {
        let env = ProcessInfo.processInfo.environment
        guard ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].allSatisfy({ (env[$0] ?? "").isEmpty }) else { return }
        #expect(!SDLHost.isDisplayAvailable)
        do {
            _ = try SDLHost(title: "no display", size: Size(width: 100, height: 100))
            Issue.record("a window opened without a display")
        } catch {
            #expect(error.stage == .initialization)
            #expect(error.message.contains("DISPLAY"))
        }
    }

    @Test(arguments: [SDLHost.Presentation.windowSurface, .renderer])
    func showsTheTreeAndUploadsOnlyTheDamage(presentation: SDLHost.Presentation) throws {
        try offscreen {
            let host = try SDLHost(title: "test", size: Size(width: 120, height: 80), backgroundColor: .white,
                                   presentation: presentation)
            #expect(host.presentation == presentation && (host.renderer == nil) == (presentation == .windowSurface))
            #expect(host.size == Size(width: 120, height: 80))
            #expect(host.scale == 1)
            #expect(host.bitmap.pixelWidth == 120 && host.bitmap.pixelHeight == 80)
            let box = Layer()
            box.frame = Rect(x: 10, y: 10, width: 20, height: 20)
            box.backgroundColor = .red
            host.rootLayer.addSublayer(box)

            let first = host.renderFrame()
            #expect(first.bounds == Rect(x: 0, y: 0, width: 120, height: 80))
            host.present()
            #expect(screenPixel(host, x: 15, y: 15) == 0xFFFF_0000)
            #expect(screenPixel(host, x: 60, y: 15) == 0xFFFF_FFFF)
            #expect(host.renderFrame().isEmpty)
            #expect(!host.needsPresent)

            Transaction.perform(disableActions: true) { box.position.x += 50 }
            let damage = host.renderFrame()
            #expect(!damage.isEmpty && damage.area < 120 * 80 / 2)
            // Scribble on the bitmap outside the damage: it must not reach the screen.
            host.bitmap.withPixels { base, stride in
                base.storeBytes(of: UInt32(0xFF00_FF00), toByteOffset: 70 * stride + 110 * 4, as: UInt32.self)
            }
            host.present()
            #expect(screenPixel(host, x: 65, y: 15) == 0xFFFF_0000)
            #expect(screenPixel(host, x: 15, y: 15) == 0xFFFF_FFFF)
            #expect(screenPixel(host, x: 110, y: 70) == 0xFFFF_FFFF)
            #expect(host.framesPresented == 2)
        }
    }

    /// With `RECIPEKIT_SCALE=1.5` on a driver that does not scale windows itself (as X11), the
    /// window is 1.5 times its points in pixels, layers draw at 1.5, and input SDL reports in
    /// window pixels arrives in points.
    @Test func aFractionalScaleSizesTheWindowInPixels() throws {
        try offscreen {
            setenv("RECIPEKIT_SCALE", "1.5", 1)
            let made = Result { () throws(SDLHostError) -> SDLHost in
                try SDLHost(title: "scale", size: Size(width: 200, height: 100), minimumSize: Size(width: 100, height: 60))
            }
            unsetenv("RECIPEKIT_SCALE")
            let host = try made.get()
            #expect(host.scale == 1.5 && host.desktopScale.source == .override && host.videoDriver == "offscreen")
            #expect(host.size == Size(width: 200, height: 100))
            #expect(host.bitmap.pixelWidth == 300 && host.bitmap.pixelHeight == 150)
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetWindowSize(host.sdlWindow, &w, &h)
            #expect(w == 300 && h == 150)
            SDL_GetWindowMinimumSize(host.sdlWindow, &w, &h)
            #expect(w == 150 && h == 90)

            let box = Layer()
            box.frame = Rect(x: 10, y: 10, width: 20, height: 20)
            box.backgroundColor = .red
            host.rootLayer.addSublayer(box)
            host.renderFrame()
            host.present()
            #expect(screenPixel(host, x: 16, y: 16) == 0xFFFF_0000)
            #expect(screenPixel(host, x: 44, y: 44) == 0xFFFF_0000)
            #expect(screenPixel(host, x: 46, y: 20) == 0xFFFF_FFFF)

            var events: [HostEvent] = []
            host.onEvent = { events.append($0) }
            var e = SDL_Event()
            e.type = SDL_MOUSEBUTTONDOWN.rawValue
            e.button.button = UInt8(SDL_BUTTON_LEFT)
            e.button.x = 150
            e.button.y = 75
            host.handle(e)
            guard case .pointerDown(_, let p, _)? = events.first else {
                Issue.record("no pointer down: \(events)")
                return
            }
            #expect(p == Point(x: 100, y: 50))

            // A resize by the user, in pixels: the points follow at the same scale.
            SDL_SetWindowSize(host.sdlWindow, 450, 330)
            host.windowGeometryChanged()
            #expect(host.size == Size(width: 300, height: 220) && host.scale == 1.5)
            #expect(host.bitmap.pixelWidth == 450 && host.bitmap.pixelHeight == 330)
            #expect(events.last == .resized(Size(width: 300, height: 220)))
        }
    }

    /// Wayland is asked for before X11 only where it is the session and the user chose nothing.
    @Test func prefersWaylandWhereItIsTheSession() {
        #expect(SDLHost.preferredVideoDrivers(environment: ["WAYLAND_DISPLAY": "wayland-1", "DISPLAY": ":0"]) == "wayland,x11")
        #expect(SDLHost.preferredVideoDrivers(environment: ["WAYLAND_DISPLAY": "wayland-1", "SDL_VIDEODRIVER": "x11"]) == nil)
        #expect(SDLHost.preferredVideoDrivers(environment: ["DISPLAY": ":0", "WAYLAND_DISPLAY": ""]) == nil)
        #expect(SDLHost.Presentation.preferred(byVideoDriver: "x11") == .windowSurface)
        #expect(SDLHost.Presentation.preferred(byVideoDriver: "wayland") == .renderer)
        #expect(SDLHost.Presentation.preferred(byVideoDriver: "kmsdrm") == .renderer)
    }

    /// The window's icon, and full screen through SDL's desktop full screen.
    @Test func iconAndFullScreen() throws {
        try offscreen {
            let host = try SDLHost(title: "state", size: Size(width: 200, height: 100))
            #expect(host.icon == nil && !host.isFullScreen && !host.isMinimized)
            let icon = try Bitmap(pixelWidth: 16, pixelHeight: 16)
            host.icon = icon
            #expect(host.icon === icon)
            host.isFullScreen = true
            #expect(host.isFullScreen)
            host.isFullScreen = false
            #expect(!host.isFullScreen)
            // Icons want straight alpha: a half-transparent premultiplied red is full red.
            #expect(SDLHost.unpremultiplied(0x8080_0000) == 0x80FF_0000)
            #expect(SDLHost.unpremultiplied(0x0000_0000) == 0 && SDLHost.unpremultiplied(0xFF12_3456) == 0xFF12_3456)
        }
    }

    /// An app's window stays open on Escape unless it asks otherwise: the key goes to the app.
    @Test func escapeDoesNotQuitByDefault() throws {
        try offscreen {
            let host = try SDLHost(title: "escape", size: Size(width: 200, height: 100))
            #expect(!host.quitsOnEscape)
            var events: [HostEvent] = []
            host.onEvent = { events.append($0) }
            var e = SDL_Event()
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = Int32(SDLK_ESCAPE.rawValue)
            host.handle(e)
            #expect(events == [.key(name: "Escape", modifiers: [])])
            #expect(!host.quitRequested)
        }
    }

    @Test func translatesInputAndQuitsOnEscape() throws {
        try offscreen {
            let host = try SDLHost(title: "input", size: Size(width: 200, height: 100))
            host.quitsOnEscape = true
            var events: [HostEvent] = []
            host.onEvent = { events.append($0) }

            func push(_ fill: (inout SDL_Event) -> Void) {
                var e = SDL_Event()
                fill(&e)
                SDL_PushEvent(&e)
            }
            func mouse(_ type: SDL_EventType, x: Int32, y: Int32, which: UInt32 = 0) {
                push { e in
                    e.type = type.rawValue
                    e.button.button = UInt8(SDL_BUTTON_LEFT)
                    e.button.which = which
                    e.button.x = x
                    e.button.y = y
                }
            }
            mouse(SDL_MOUSEBUTTONDOWN, x: 10, y: 20)
            push { e in
                e.type = SDL_MOUSEMOTION.rawValue
                e.motion.state = 1  // the left button is held (SDL_BUTTON_LMASK)
                e.motion.x = 30
                e.motion.y = 40
            }
            mouse(SDL_MOUSEBUTTONUP, x: 31, y: 41)
            mouse(SDL_MOUSEBUTTONDOWN, x: 5, y: 5, which: CSDL2_TOUCH_MOUSEID)  // made from a touch: skipped
            push { e in
                e.type = SDL_FINGERDOWN.rawValue
                e.tfinger.fingerId = 77
                e.tfinger.x = 0.5
                e.tfinger.y = 0.25
            }
            push { e in
                e.type = SDL_FINGERUP.rawValue
                e.tfinger.fingerId = 77
                e.tfinger.x = 0.5
                e.tfinger.y = 0.5
            }
            push { e in
                e.type = SDL_KEYDOWN.rawValue
                e.key.keysym.sym = Int32(SDLK_UP.rawValue)
                e.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue | KMOD_RCTRL.rawValue)
            }
            push { e in
                e.type = SDL_TEXTINPUT.rawValue
                withUnsafeMutableBytes(of: &e.text.text) { raw in
                    for (i, b) in "é!".utf8.enumerated() { raw[i] = b }
                }
            }
            push { e in
                e.type = SDL_KEYDOWN.rawValue
                e.key.keysym.sym = Int32(SDLK_ESCAPE.rawValue)
            }
            push { e in e.type = SDL_USEREVENT.rawValue }  // after the quit: never handled

            host.run()   // returns at Escape
            #expect(!host.isRunning)
            let mouseID = HostEvent.mousePointerID
            let expected: [HostEvent] = [
                .pointerDown(id: mouseID, location: Point(x: 10, y: 20), timestamp: 0),
                .pointerMoved(id: mouseID, location: Point(x: 30, y: 40), timestamp: 0),
                .pointerUp(id: mouseID, location: Point(x: 31, y: 41), timestamp: 0),
                .pointerDown(id: 1, location: Point(x: 100, y: 25), timestamp: 0),
                .pointerUp(id: 1, location: Point(x: 100, y: 50), timestamp: 0),
                .key(name: "Up", modifiers: [.shift, .control]),
                .text("é!"),
                .key(name: "Escape", modifiers: []),
                .quit,
            ]
            #expect(events.map(Self.withoutTimestamp) == expected)
        }
    }

    /// Input-method compositions arrive as marked text, short ones in the fixed event and long
    /// ones in the extended event; SDL counts the cursor in Unicode scalars.
    @Test func textEditingBecomesMarkedText() throws {
        try offscreen {
            let host = try SDLHost(title: "ime", size: Size(width: 200, height: 100))
            host.quitsOnEscape = true  // the test ends each run with Escape
            var events: [HostEvent] = []
            host.onEvent = { events.append($0) }
            var e = SDL_Event()
            e.type = SDL_TEXTEDITING.rawValue
            withUnsafeMutableBytes(of: &e.edit.text) { raw in
                for (i, b) in "ni hao".utf8.enumerated() { raw[i] = b }
            }
            e.edit.start = 3
            e.edit.length = 3
            SDL_PushEvent(&e)
            var ext = SDL_Event()
            ext.type = SDL_TEXTEDITING_EXT.rawValue
            ext.editExt.text = SDL_strdup("e\u{301}漢字かな交じり文")
            ext.editExt.start = 2  // after the e and its combining accent: one Character
            ext.editExt.length = 0
            SDL_PushEvent(&ext)
            var esc = SDL_Event()
            esc.type = SDL_KEYDOWN.rawValue
            esc.key.keysym.sym = Int32(SDLK_ESCAPE.rawValue)
            SDL_PushEvent(&esc)
            host.run()
            #expect(events.prefix(2) == [.markedText("ni hao", selectedRange: 3..<6),
                                         .markedText("e\u{301}漢字かな交じり文", selectedRange: 1..<1)])
        }
    }

    /// Once the host's views window is used, input goes to its scene first: a focused field takes
    /// typed and composed text and the first Escape (ending its editing), and the app's handler
    /// gets only what is left.
    @Test func theHostWindowTakesInputBeforeTheApp() throws {
        try offscreen {
            let host = try SDLHost(title: "views", size: Size(width: 300, height: 100))
            host.quitsOnEscape = true
            var events: [HostEvent] = []
            host.onEvent = { events.append($0) }
            let field = TextField(frame: Rect(x: 10, y: 10, width: 280, height: 30))
            host.window.addSubview(field)
            #expect(field.becomeFirstResponder())
            #expect(host.window.windowScene === host.scene && host.scene.layer.superlayer === host.rootLayer)
            let caret = try #require(host.textInputRectProvider?())
            #expect(field.frame.contains(Point(x: caret.midX, y: caret.midY)))
            func push(_ fill: (inout SDL_Event) -> Void) {
                var e = SDL_Event()
                fill(&e)
                SDL_PushEvent(&e)
            }
            push { e in
                e.type = SDL_TEXTINPUT.rawValue
                withUnsafeMutableBytes(of: &e.text.text) { raw in for (i, b) in "ab".utf8.enumerated() { raw[i] = b } }
            }
            push { e in
                e.type = SDL_TEXTEDITING.rawValue
                withUnsafeMutableBytes(of: &e.edit.text) { raw in raw[0] = UInt8(ascii: "c") }
                e.edit.start = 1
            }
            for _ in 0..<2 {
                push { e in
                    e.type = SDL_KEYDOWN.rawValue
                    e.key.keysym.sym = Int32(SDLK_ESCAPE.rawValue)
                }
            }
            host.run()  // the first Escape ends the editing, the second quits
            #expect(field.text == "abc" && !field.isEditing)
            #expect(events == [.key(name: "Escape", modifiers: []), .quit])
            #expect(host.textInputRectProvider?() == nil)
        }
    }

    /// Motion with no button pressed is hover; leaving the window ends it.
    @Test func motionWithoutAButtonIsHover() throws {
        try offscreen {
            let host = try SDLHost(title: "hover", size: Size(width: 200, height: 100))
            host.quitsOnEscape = true  // the test ends each run with Escape
            var events: [HostEvent] = []
            host.onEvent = { events.append($0) }
            var e = SDL_Event()
            e.type = SDL_MOUSEMOTION.rawValue
            e.motion.x = 12
            e.motion.y = 34
            SDL_PushEvent(&e)
            var leave = SDL_Event()
            leave.type = SDL_WINDOWEVENT.rawValue
            leave.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
            SDL_PushEvent(&leave)
            var esc = SDL_Event()
            esc.type = SDL_KEYDOWN.rawValue
            esc.key.keysym.sym = Int32(SDLK_ESCAPE.rawValue)
            SDL_PushEvent(&esc)
            host.run()
            let hovers = events.compactMap { event -> Point?? in
                if case .pointerHovered(let p, _) = event { return .some(p) }
                return nil
            }
            #expect(hovers == [Point(x: 12, y: 34), nil])
        }
    }

    /// Wheel and touchpad scrolling arrive as content-offset deltas at the pointer.
    @Test func wheelEventsBecomeScrollDeltas() throws {
        try offscreen {
            let host = try SDLHost(title: "wheel", size: Size(width: 200, height: 100))
            host.quitsOnEscape = true  // the test ends each run with Escape
            var events: [HostEvent] = []
            host.onEvent = { events.append($0) }
            func wheel(x: Float, y: Float, flipped: Bool = false) {
                var e = SDL_Event()
                e.type = SDL_MOUSEWHEEL.rawValue
                e.wheel.preciseX = x
                e.wheel.preciseY = y
                e.wheel.mouseX = 30
                e.wheel.mouseY = 40
                e.wheel.direction = flipped ? UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) : UInt32(SDL_MOUSEWHEEL_NORMAL.rawValue)
                SDL_PushEvent(&e)
            }
            wheel(x: 0, y: -1)          // one notch down: show content further down
            wheel(x: 0.25, y: 0)        // a touchpad's quarter step to the right
            wheel(x: 0, y: -1, flipped: true)
            var esc = SDL_Event()
            esc.type = SDL_KEYDOWN.rawValue
            esc.key.keysym.sym = Int32(SDLK_ESCAPE.rawValue)
            SDL_PushEvent(&esc)
            host.run()
            let at = Point(x: 30, y: 40), step = HostEvent.pointsPerWheelStep
            #expect(Array(events.prefix(3)) == [
                .scroll(location: at, delta: Point(x: 0, y: step)),
                .scroll(location: at, delta: Point(x: step / 4, y: 0)),
                .scroll(location: at, delta: Point(x: 0, y: -step)),
            ])
        }
    }

    /// A release that never came, and focus lost with the button held, cancel the pointer.
    @Test func aLostReleaseOrLostFocusCancelsThePointer() throws {
        try offscreen {
            let host = try SDLHost(title: "cancel", size: Size(width: 200, height: 100))
            host.quitsOnEscape = true  // the test ends each run with Escape
            var events: [HostEvent] = []
            host.onEvent = { events.append($0) }
            func push(_ fill: (inout SDL_Event) -> Void) {
                var e = SDL_Event()
                fill(&e)
                SDL_PushEvent(&e)
            }
            func down() {
                push { e in
                    e.type = SDL_MOUSEBUTTONDOWN.rawValue
                    e.button.button = UInt8(SDL_BUTTON_LEFT)
                    e.button.x = 10
                    e.button.y = 10
                }
            }
            down()
            push { e in
                e.type = SDL_MOUSEMOTION.rawValue
                e.motion.state = 0  // no button held: the release was lost
                e.motion.x = 20
                e.motion.y = 10
            }
            down()
            push { e in
                e.type = SDL_WINDOWEVENT.rawValue
                e.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
            }
            push { e in
                e.type = SDL_KEYDOWN.rawValue
                e.key.keysym.sym = Int32(SDLK_ESCAPE.rawValue)
            }
            host.run()
            let m = HostEvent.mousePointerID
            let expected: [HostEvent] = [
                .pointerDown(id: m, location: Point(x: 10, y: 10), timestamp: 0),
                .pointerCancelled(id: m, timestamp: 0),
                .pointerDown(id: m, location: Point(x: 10, y: 10), timestamp: 0),
                .pointerCancelled(id: m, timestamp: 0),
                .focusLost,
            ]
            #expect(Array(events.map(Self.withoutTimestamp).prefix(5)) == expected)
        }
    }

    @Test func controlDragActsAsTwoMirroredFingers() throws {
        try offscreen {
            let host = try SDLHost(title: "pinch", size: Size(width: 300, height: 200))
            host.quitsOnEscape = true  // the test ends each run with Escape
            var events: [HostEvent] = []
            host.onEvent = { events.append($0) }
            func push(_ fill: (inout SDL_Event) -> Void) {
                var e = SDL_Event()
                fill(&e)
                SDL_PushEvent(&e)
            }
            SDL_SetModState(KMOD_LCTRL)
            defer { SDL_SetModState(KMOD_NONE) }
            push { e in
                e.type = SDL_MOUSEBUTTONDOWN.rawValue
                e.button.button = UInt8(SDL_BUTTON_LEFT)
                e.button.x = 100
                e.button.y = 100
            }
            push { e in
                e.type = SDL_MOUSEMOTION.rawValue
                e.motion.state = 1  // the left button is held (SDL_BUTTON_LMASK)
                e.motion.x = 120
                e.motion.y = 100
            }
            push { e in
                e.type = SDL_MOUSEBUTTONUP.rawValue
                e.button.button = UInt8(SDL_BUTTON_LEFT)
                e.button.x = 120
                e.button.y = 100
            }
            push { e in
                e.type = SDL_KEYDOWN.rawValue
                e.key.keysym.sym = Int32(SDLK_ESCAPE.rawValue)
            }
            host.run()
            let m = HostEvent.mousePointerID, b = HostEvent.mirrorPointerID
            let expected: [HostEvent] = [
                .pointerDown(id: m, location: Point(x: 140, y: 100), timestamp: 0),
                .pointerDown(id: b, location: Point(x: 60, y: 100), timestamp: 0),
                // Moving 20 points sideways spreads the fingers 40 points: a pinch outward.
                .pointerMoved(id: m, location: Point(x: 160, y: 100), timestamp: 0),
                .pointerMoved(id: b, location: Point(x: 40, y: 100), timestamp: 0),
                .pointerUp(id: m, location: Point(x: 160, y: 100), timestamp: 0),
                .pointerUp(id: b, location: Point(x: 40, y: 100), timestamp: 0),
            ]
            #expect(Array(events.map(Self.withoutTimestamp).prefix(6)) == expected)
        }
    }

    @Test func idlesInsteadOfSpinningAndWakesForTimers() throws {
        try offscreen {
            let host = try SDLHost(title: "idle", size: Size(width: 50, height: 50))
            let loop = EventLoop.current
            let start = loop.clock.now
            var fired: Double?
            loop.perform(afterDelay: 0.3) {
                fired = loop.clock.now - start
                var e = SDL_Event()
                e.type = SDL_QUIT.rawValue
                SDL_PushEvent(&e)
            }
            host.run()
            let f = try #require(fired)
            #expect(f >= 0.3 && f < 0.6)
            // The first frame, then nothing changed: the loop slept rather than presenting.
            #expect(host.framesPresented <= 2)
        }
    }

    @Test func thePasteboardIsTheSystemClipboard() throws {
        let board = Pasteboard.general
        let saved = (board.reader, board.writer)
        defer { board.reader = saved.0; board.writer = saved.1 }
        try offscreen {
            let host = try SDLHost(title: "clipboard", size: Size(width: 60, height: 40))
            _ = host
            board.string = "copied in RecipeKit"
            let text = SDL_GetClipboardText()
            defer { SDL_free(text) }
            #expect(text.map { String(cString: $0) } == "copied in RecipeKit")
            SDL_SetClipboardText("copied elsewhere")
            #expect(board.string == "copied elsewhere")
        }
    }

    @Test func modifiersFollowSDLsBits() {
        #expect(SDLHost.modifiers(0) == [])
        #expect(SDLHost.modifiers(UInt16(KMOD_RSHIFT.rawValue | KMOD_LALT.rawValue | KMOD_LGUI.rawValue))
                == [.shift, .alt, .command])
    }

    /// Events with their timestamps zeroed, to compare the rest.
    private static func withoutTimestamp(_ e: HostEvent) -> HostEvent {
        switch e {
        case .pointerDown(let id, let p, _): return .pointerDown(id: id, location: p, timestamp: 0)
        case .pointerMoved(let id, let p, _): return .pointerMoved(id: id, location: p, timestamp: 0)
        case .pointerUp(let id, let p, _): return .pointerUp(id: id, location: p, timestamp: 0)
        case .pointerCancelled(let id, _): return .pointerCancelled(id: id, timestamp: 0)
        default: return e
        }
    }
}
