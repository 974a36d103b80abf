import CRKSDL2
import RKGeometry
import RKLayers
import RKMainLoop
import RKViews
import Testing

@testable import RKHosts

/// An application that logs every event passing its ``Application/sendEvent(_:)`` and swallows
/// the kinds it is told to, as an app's own subclass would.
@MainActor
final class RecordingApplication: Application {
    var log: [String] = []
    var swallowed: Set<Event.Kind> = []

    override func sendEvent(_ event: Event) {
        log.append(Self.describe(event))
        if swallowed.contains(event.kind) { return }
        super.sendEvent(event)
    }

    static func describe(_ e: Event) -> String {
        switch e.kind {
        case .touches: "touch \(e.changedTouch.map { "\($0.phase)" } ?? "?")"
        case .presses: "press \(e.press.map { "\($0.key.code)" } ?? "?")"
        case .scroll: "scroll \(e.scrollDelta.x),\(e.scrollDelta.y)"
        case .hover: e.location == nil ? "hover out" : "hover"
        case .text: e.markedSelection == nil ? "text \(e.text ?? "")" : "marked \(e.text ?? "")"
        case .pointerButton: "button \(e.buttonMask.rawValue)"
        case .drop: "drop \(e.dropSession?.items.count ?? 0)"
        }
    }

    /// Runs `body` with a recording application as `Application.shared`, then puts the previous
    /// one back. (Tests on the main actor that do not suspend run whole, so no other test sees
    /// it.)
    static func with<T>(_ body: (RecordingApplication) throws -> T) rethrows -> T {
        let saved = Application.shared
        let app = RecordingApplication()
        Application.shared = app
        defer { Application.shared = saved }
        return try body(app)
    }
}

/// Every kind of input, from either host, passes ``Application/sendEvent(_:)``: touches, key
/// presses, wheel turns, hover, typed text and input-method compositions. An app's override
/// sees them all and can swallow any, and the same input gives the same sequence headless and
/// in an SDL window.
@MainActor
@Suite(.serialized) struct OneInputPathTests {
    /// A text field being edited at the top, a scroll view with taller content below.
    @MainActor final class Screen: DropInteractionDelegate {
        let field = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 30))
        let scroller = ScrollView(frame: Rect(x: 0, y: 50, width: 200, height: 50))
        var dropped: [DropItem] = []
        init(in window: Window) {
            scroller.addInteraction(DropInteraction(delegate: self))
            scroller.contentSize = Size(width: 200, height: 400)
            window.addSubview(field)
            window.addSubview(scroller)
            window.makeKeyAndVisible()
            _ = field.becomeFirstResponder()
        }
        func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
            dropped += session.items
        }
    }

    /// What the scripted input below sends, in order.
    static let expected = ["hover", "scroll 0.0,40.0", "touch began", "touch ended", "text a", "marked b",
                           "press left", "button 2", "drop 1"]

    @Test func everyKindOfHeadlessInputPassesTheApplication() throws {
        try RecordingApplication.with { app in
            let host = try HeadlessHost(size: Size(width: 200, height: 100))
            let screen = Screen(in: host.window)
            host.hover(at: Point(x: 100, y: 75))
            #expect(host.scroll(at: Point(x: 100, y: 75), by: Point(x: 0, y: 40)))
            host.tap(at: Point(x: 100, y: 75))
            #expect(host.type("a"))
            #expect(host.compose("b"))
            #expect(host.press(.left))
            #expect(host.click(.secondary, at: Point(x: 100, y: 25)))
            #expect(host.window.shownContextMenu?.first?.contains("Paste") == true)
            // A drop closes the menu and lands on what is under it.
            #expect(host.drop([.text("dropped")], at: Point(x: 100, y: 75)))
            #expect(host.window.shownContextMenu == nil)
            #expect(app.log == Self.expected)
            #expect(screen.dropped == [.text("dropped")])
            #expect(screen.scroller.contentOffset.y == 40)
            #expect(screen.field.text == "ab")
        }
    }

    @Test func anApplicationCanSwallowKeysWheelHoverAndText() throws {
        try RecordingApplication.with { app in
            let host = try HeadlessHost(size: Size(width: 200, height: 100))
            let screen = Screen(in: host.window)
            app.swallowed = [.presses, .scroll, .hover, .text]
            host.hover(at: Point(x: 100, y: 75))
            host.scroll(at: Point(x: 100, y: 75), by: Point(x: 0, y: 40))
            host.type("a")
            host.press(.backspace)
            #expect(app.log == ["hover", "scroll 0.0,40.0", "text a", "press backspace"])
            #expect(!screen.scroller.isHovered)
            #expect(screen.scroller.contentOffset.y == 0)
            #expect(screen.field.text == "")
            // Passed on again, the same input arrives.
            app.swallowed = []
            host.type("a")
            #expect(screen.field.text == "a")
        }
    }

    /// The window host turns SDL's events into the same events, through the same path.
    @Test func anSDLWindowSendsTheSameSequence() throws {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        defer {
            SDL_ResetHint(SDL_HINT_VIDEODRIVER)
            SDL_ResetHint(SDL_HINT_RENDER_DRIVER)
        }
        try RecordingApplication.with { app in
            let host = try SDLHost(title: "one path", size: Size(width: 200, height: 100))
            let screen = Screen(in: host.window)
            var left: [HostEvent] = []
            host.onEvent = { left.append($0) }
            func push(_ fill: (inout SDL_Event) -> Void) {
                var e = SDL_Event()
                fill(&e)
                SDL_PushEvent(&e)
            }
            push { e in
                e.type = SDL_MOUSEMOTION.rawValue
                e.motion.x = 100
                e.motion.y = 75
            }
            push { e in
                e.type = SDL_MOUSEWHEEL.rawValue
                e.wheel.preciseY = -1
                e.wheel.mouseX = 100
                e.wheel.mouseY = 75
            }
            for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
                push { e in
                    e.type = type.rawValue
                    e.button.button = UInt8(SDL_BUTTON_LEFT)
                    e.button.x = 100
                    e.button.y = 75
                }
            }
            push { e in
                e.type = SDL_TEXTINPUT.rawValue
                withUnsafeMutableBytes(of: &e.text.text) { raw in raw[0] = UInt8(ascii: "a") }
            }
            push { e in
                e.type = SDL_TEXTEDITING.rawValue
                withUnsafeMutableBytes(of: &e.edit.text) { raw in raw[0] = UInt8(ascii: "b") }
                e.edit.start = 1
            }
            push { e in
                e.type = SDL_KEYDOWN.rawValue
                e.key.keysym.sym = Int32(SDLK_LEFT.rawValue)
            }
            push { e in
                e.type = SDL_MOUSEBUTTONDOWN.rawValue
                e.button.button = UInt8(SDL_BUTTON_RIGHT)
                e.button.x = 100
                e.button.y = 25
            }
            // SDL 2's drops carry no position: the host asks where the pointer is, and with
            // none over the window, the key window's centre (the scroll view here) gets it.
            push { e in e.type = SDL_DROPBEGIN.rawValue }
            push { e in
                e.type = SDL_DROPTEXT.rawValue
                e.drop.file = SDL_strdup("dropped")  // the host frees it, as SDL's own
            }
            push { e in e.type = SDL_DROPCOMPLETE.rawValue }
            push { e in e.type = SDL_QUIT.rawValue }
            host.run()
            #expect(app.log == Self.expected)
            #expect(screen.dropped == [.text("dropped")])
            #expect(screen.scroller.contentOffset.y == 40)
            #expect(screen.field.text == "ab")
            // The window took everything; the app's handler heard only the quit.
            #expect(left == [.quit])
        }
    }

    /// A pointer whose touch ended without the router (its window left the scene) can go down
    /// again: the router does not keep it captured for good.
    @Test func aPointerWhoseTouchEndedElsewhereGoesDownAgain() throws {
        let host = try HeadlessHost(size: Size(width: 200, height: 100))
        final class Counter: View {
            var began = 0
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { began += 1 }
        }
        let view = Counter(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        host.window.addSubview(view)
        host.touchDown(at: Point(x: 50, y: 50))
        host.window.cancelAllTouches(timestamp: host.clock.now)
        host.touchDown(at: Point(x: 50, y: 50))
        host.touchUp(at: Point(x: 50, y: 50))
        #expect(view.began == 2)
    }
}
