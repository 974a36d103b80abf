import CRKSDL2
import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKAccessibilityBridge
import RKMotion
import RKDesktop
import RKViews

/// A real, resizable window opened with SDL2 that shows a layer tree and reports input.
///
/// The host owns an ``/RKMainLoop/EventLoop`` on the system clock. Each frame it runs one turn of it
/// (posted work, Swift's main-actor jobs and `DispatchQueue.main` blocks, Foundation timers,
/// GLib sources, watched descriptors, timers, display-link observers, animations, the implicit
/// transaction), runs the frame pipeline (the same as ``HeadlessHost``'s), lets its
/// ``compositor`` repaint what changed into the frame buffer, and shows only the damaged
/// rectangles: copied into the window's own surface by default (``Presentation/windowSurface``),
/// or uploaded to a streaming texture that SDL's renderer draws with `RECIPEKIT_PRESENT=renderer`
/// (``Presentation/renderer``). When nothing changed
/// and nothing needs frames, the loop sleeps until window input arrives, a descriptor is ready,
/// work is posted or queued on the main queue, or the next timer is due, so an idle window
/// costs no CPU. Presentation is capped at the display's refresh rate (vsync, or a frame-time
/// sleep without it).
///
/// Call ``run()`` from the main thread outside any main-actor job (top-level code in
/// `main.swift`, or a synchronous `static func main()`), as SDL wants: the loop then serves
/// the main dispatch queue itself, which is what runs `Task { @MainActor in ... }` work.
///
/// The window is HiDPI-aware: ``size`` is in points, the frame buffer is the drawable's size in
/// pixels, and ``scale`` is their ratio. Input arrives through ``onEvent`` as ``HostEvent``
/// values in points.
///
/// ```swift
/// let host = try SDLHost(title: "Demo", size: Size(width: 640, height: 480))
/// host.rootLayer.addSublayer(card)
/// host.onEvent = { event in if case .pointerDown(_, let p, _) = event { card.position = p } }
/// host.run()   // returns when the window is closed
/// ```
@MainActor
public final class SDLHost {
    /// The layer filling the window; its frame follows the window's size in points.
    public let rootLayer: Layer
    /// The compositor; it keeps the previous frame to repaint only what changed.
    public var compositor: Compositor { frameOwner.compositor }
    /// The host's event loop, on the system clock; it is made current when the host is created.
    public let eventLoop = EventLoop(clock: SystemClock())
    /// Makes every frame (``renderFrame()``), in the same phases as a headless host's.
    public private(set) lazy var frameOwner = FrameOwner(eventLoop: eventLoop)
    private let waiter = SDLEventWaiter()
    /// Receives the window's input. Called on the main actor, between frames. Once ``window``
    /// is used, input goes to ``scene``'s windows first, and `onEvent` gets what they leave
    /// (pointers that went down where no window wants them, keys no responder took, resizes,
    /// quitting).
    public var onEvent: ((HostEvent) -> Void)?

    /// A views window filling the host, created on first use and shown in ``scene`` (whose
    /// layer goes on top of the root layer then), as ``HeadlessHost/window``. From then on the
    /// host routes input to the scene itself, and hands the input method the first
    /// responder's caret.
    public var window: Window {
        if let w = windowStorage { return w }
        let w = Window(frame: Rect(size: size))
        w.layer.contentsScale = scale
        Transaction.perform(disableActions: true) {
            scene.layer.frame = Rect(size: size)
            rootLayer.addSublayer(scene.layer)
        }
        w.windowScene = scene
        windowStorage = w
        let router = WindowInputRouter(scene: scene, window: w)
        sceneRouter = router
        if textInputRectProvider == nil { textInputRectProvider = { [weak router] in router?.textInputRect } }
        return w
    }
    private var windowStorage: Window?
    /// The traits of the last frame, to repaint all when they change.
    private var appearance = HostAppearance()
    private var sceneRouter: WindowInputRouter?

    /// Where the host shows windows: ``window`` and any other window whose
    /// ``/RKViews/Window/windowScene`` is set to it (an alert, the on-screen keyboard), composited
    /// in level order in one frame; pointers go to the topmost window that wants them.
    public private(set) lazy var scene: WindowScene = {
        let s = WindowScene(frame: Rect(size: size))
        // Every window shown in the scene (alerts, the keyboard) draws at the host's scale.
        s.contentsScale = scale
        return s
    }()

    /// Gives `event` to the scene's windows when ``window`` is in use, then what they leave to
    /// ``onEvent``; returns true when a window took it.
    @discardableResult
    func emit(_ event: HostEvent) -> Bool {
        if let sceneRouter {
            if case .resized(let s) = event {
                Transaction.perform(disableActions: true) { windowStorage?.frame = Rect(size: s) }
                scene.frame = Rect(size: s)
            } else if sceneRouter.handle(event) {
                return true
            }
        }
        onEvent?(event)
        return false
    }
    /// When true, Escape closes the window: ``onEvent`` gets the key, then ``HostEvent/quit``,
    /// and ``run()`` returns; an Escape a responder of ``window`` takes (a text field ending its
    /// editing) does not. False by default: in a desktop app Escape cancels (a menu, a dialog, an
    /// edit) and closing is the window manager's, or the app's own shortcut. Demos and galleries
    /// turn it on.
    public var quitsOnEscape = false
    var iconStorage: Bitmap?

    /// The window's title.
    public var title: String {
        didSet {
            SDLHost.withUTF8Locale(for: title) { SDL_SetWindowTitle(sdlWindow, title) }
            accessibleWindow.title = title
        }
    }

    /// The window as screen readers see it (a frame of the app on the AT-SPI2 bus, see
    /// ``/RKAccessibilityBridge/AccessibilityBridge``): its title, its place on screen, and by
    /// default the windows of ``scene`` once ``window`` is used. An app that shows views windows
    /// elsewhere in the host (scaled, in a scene of its own) sets its `contents`.
    public private(set) lazy var accessibleWindow: AccessibleWindow = AccessibleWindow(
        title: title,
        screenFrame: { [unowned self] in
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(sdlWindow, &x, &y)
            return Rect(x: Double(x), y: Double(y), width: size.width, height: size.height)
        },
        contents: { [unowned self] in
            windowStorage == nil ? [] : scene.windows.map { AccessibleWindow.Placement(window: $0) }
        })
    /// The smallest size in points the user can resize the window to (nil: no limit).
    public var minimumSize: Size? {
        didSet {
            let m = minimumSize ?? Size(width: 0, height: 0)
            SDL_SetWindowMinimumSize(sdlWindow, SDLHost.side(m.width / pointsPerWindowUnit),
                                     SDLHost.side(m.height / pointsPerWindowUnit))
            // SDL grows a smaller window at once, recording the new size itself, so no
            // size-changed event follows: take the new geometry now. (Mesa's software OpenGL
            // can keep drawing into the old drawable until the window is resized or exposed
            // again; pass the minimum to init to have it before the renderer exists.)
            windowGeometryChanged()
        }
    }
    /// A minimum side in whole points for SDL: rounded up, clamped to what a bitmap allows;
    /// 0 (no limit) for non-finite values.
    static func side(_ v: Double) -> Int32 {
        v.isFinite ? Int32(Swift.min(Swift.max(0, v.rounded(.up)), Double(Bitmap.maximumSide))) : 0
    }

    /// The window's size in points.
    public private(set) var size: Size
    /// Pixels per point, as the desktop asks (``desktopScale``): the frame buffer is ``size``
    /// times this, and layers draw at it.
    public private(set) var scale: Double
    /// The scale with where it came from (the compositor, `Xft.dpi`, `RECIPEKIT_SCALE`...),
    /// followed when the window moves to another output or its drawable changes.
    public private(set) var desktopScale: DesktopScale
    /// The SDL video driver the window is on: "wayland", "x11", or another SDL names.
    public let videoDriver: String
    /// Points per SDL window unit: SDL reports input and sizes in units, which are points when the
    /// compositor scales the window (Wayland), pixels on X11.
    var pointsPerWindowUnit: Double
    /// What the scale was resolved from, kept to resolve it again as the drawable changes.
    let scaleEnvironment: [String: String]
    /// The X resource database, read again when it changes (``resourceWatcher``).
    var xResources: String?
    /// Follows `Xft.dpi` while the window is open, on X11.
    private var resourceWatcher: XResourceWatcher?

    /// Where text is being typed, in window points (for example a router's
    /// ``WindowInputRouter/textInputRect``): asked after each frame and handed to the input
    /// method (SDL_SetTextInputRect), so that its candidate window opens at the caret.
    public var textInputRectProvider: (() -> Rect?)?
    var lastTextInputRect: Rect?
    /// The frame buffer the compositor paints (the drawable's size, in pixels).
    public var bitmap: Bitmap { frameBuffer.bitmap }
    /// The display's refresh rate in frames per second (60 when the display does not say).
    public private(set) var refreshRate: Double
    /// True when presentation waits for the display's vertical sync; false when the host paces
    /// frames by sleeping instead.
    public private(set) var isVSyncEnabled: Bool
    /// The name of SDL's renderer ("opengl", "software"...), or "surface" when frames go to
    /// the window surface.
    public let rendererName: String
    /// Frames presented so far (for tests and diagnostics).
    public private(set) var framesPresented = 0
    /// True while ``run()`` is running.
    public private(set) var isRunning = false

    let sdlWindow: OpaquePointer
    /// SDL's renderer, when frames are presented through one (``Presentation/renderer``).
    let renderer: OpaquePointer?
    /// How frames reach the screen.
    public let presentation: Presentation

    /// How a host's frames reach the screen.
    public enum Presentation: String, Sendable {
        /// Damaged rectangles are copied into the window's own surface and only those are
        /// shown (`SDL_UpdateWindowSurfaceRects`: on X11 a shared-memory put of just those
        /// pixels). The default on X11: frames are drawn by the CPU anyway, and a small change (a
        /// spinner's step) costs a small copy, not a whole-window draw. No vsync; the host
        /// paces frames to the refresh rate. Drivers without a surface of their own (Wayland in
        /// SDL 2.26) present through the renderer even when this is asked for.
        case windowSurface = "surface"
        /// Damaged rectangles are uploaded to a streaming texture that SDL's renderer draws
        /// whole each frame, with vsync where the driver gives it. The default on Wayland, whose
        /// SDL 2.26 driver has no window surface of its own (SDL would emulate one at the window's
        /// size in points, a blurred half of a 2x drawable); `RECIPEKIT_PRESENT=renderer` asks
        /// for it elsewhere. It costs a whole-window draw per frame, which on software OpenGL
        /// (llvmpipe) is most of an animated window's CPU.
        case renderer = "renderer"

        /// `RECIPEKIT_PRESENT` (`surface` or `renderer`), nil when it is not set.
        static var fromEnvironment: Presentation? {
            ProcessInfo.processInfo.environment["RECIPEKIT_PRESENT"].flatMap(Presentation.init(rawValue:))
        }

        /// What suits SDL's video driver `driver`: the window surface where SDL has a real one
        /// (X11's shared memory; its offscreen and dummy drivers keep one in memory), the renderer
        /// elsewhere (Wayland, KMS/DRM).
        public static func preferred(byVideoDriver driver: String) -> Presentation {
            ["x11", "offscreen", "dummy"].contains(driver) ? .windowSurface : .renderer
        }
    }
    var frameBuffer: SDLFrameBuffer
    /// The texture holds a frame that has not been shown yet (or the window was exposed).
    var needsPresent = true
    /// The texture is stale as a whole (new texture, renderer reset).
    var needsFullUpload = true
    /// Presents still to repeat after the drawable changed size: Mesa's EGL takes a resized
    /// Wayland or X11 window's new size at the next buffer, so the first frame after a resize
    /// can land in a buffer of the old size, and a static window would keep showing it.
    var repeatPresents = 0
    var quitRequested = false
    var mouseIsDown = false
    /// Files and text of a drop in progress (between SDL_DROPBEGIN and SDL_DROPCOMPLETE).
    var pendingDrop: [DropItem]?
    /// While Control is held during a left-button drag: where the press began; the mouse and a
    /// mirrored second pointer then act as two fingers (see ``HostEvent/mirrorPointerID``).
    var twoFingerCenter: Point?
    /// Small identifiers handed to fingers that are down, by SDL finger identifier.
    var fingerIDs: [SDL_FingerID: Int] = [:]
    var lastPresent: MediaTime = -.infinity
    /// Consecutive presents that came back much faster than the refresh interval although
    /// vsync was reported; a few in a row and the host paces by sleeping.
    var fastPresents = 0

    /// The longest the idle loop sleeps in one wait: it wakes this often even with no timers
    /// and no input, so that a quit signal is never stuck behind an endless wait.
    static let maximumIdleWait = 0.5

    /// Whether each frame's compositor statistics go to standard error: set
    /// `RECIPEKIT_FRAME_STATISTICS=1` to see what a frame costs.
    static let reportsFrameStatistics = ProcessInfo.processInfo.environment["RECIPEKIT_FRAME_STATISTICS"] == "1"

    /// Opens a window titled `title`, `size` points large, centered on the first display.
    ///
    /// Where `WAYLAND_DISPLAY` is set and `SDL_VIDEODRIVER` is not, SDL is asked for Wayland
    /// first and X11 second. The window's pixels per point come from the desktop (see
    /// ``DesktopScale``): on X11 a window at 1.5 is 1.5 times its size in points in pixels.
    /// - Parameters:
    ///   - minimumSize: the smallest size the user can resize the window to (see
    ///     ``minimumSize``); the window opens at least this large.
    ///   - backgroundColor: the color under the layer tree; the system background (white, black
    ///     when the window is dark) by default.
    ///   - presentation: how frames reach the screen; nil reads `RECIPEKIT_PRESENT`, else picks
    ///     what the video driver does best (see ``Presentation``).
    ///   - appID: the application's identifier, such as `org.example.Recipes`: the Wayland app id
    ///     and the X11 `WM_CLASS`, by which the desktop groups the app's windows and finds its
    ///     `.desktop` file and icon. `SDL_VIDEO_WAYLAND_WMCLASS` and `SDL_VIDEO_X11_WMCLASS`, when
    ///     set, win; it is read when SDL's video starts, so the first window of a process sets it.
    /// - Throws: ``SDLHostError`` with SDL's explanation when there is no display, or the
    ///   window, renderer or texture cannot be created. Nothing is left open on failure.
    public init(title: String, size: Size, minimumSize: Size? = nil,
                backgroundColor: Color = .systemBackground, presentation: Presentation? = nil,
                appID: String? = nil) throws(SDLHostError) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
              size.width <= Double(Bitmap.maximumSide), size.height <= Double(Bitmap.maximumSide) else {
            throw SDLHostError(stage: .window, message: "cannot open a window of \(size.width) × \(size.height) points")
        }

        guard SDLHost.hasDisplayVariable || !SDLHost.requestedVideoDrivers.isEmpty else {
            throw SDLHostError(stage: .initialization,
                               message: "no display to open a window on: neither DISPLAY nor WAYLAND_DISPLAY is set "
                                   + "(SDL_VIDEODRIVER chooses another SDL video driver, such as kmsdrm)")
        }
        SDL_SetMainReady()
        // Keep the desktop compositor running and the screensaver alone: this is an app window.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        SDLHost.announce(appID: appID, name: title)
        guard SDLHost.startVideo() else {
            throw SDLHostError(stage: .initialization,
                               message: "SDL could not start its video subsystem: \(SDLHost.lastError)"
                                   + SDLHost.displayHint)
        }
        if let driver = SDLHost.invisibleVideoDriver {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLHostError(stage: .initialization,
                               message: "SDL found no display to open a window on (only its '\(driver)' video driver "
                                   + "started)" + SDLHost.displayHint)
        }
        let driver = SDLHost.currentVideoDriver ?? "unknown"
        let environment = ProcessInfo.processInfo.environment
        let resources = driver == "x11" ? SDLHost.xResources() : nil
        // Until the window exists the compositor's scale is unknown; a window whose scale comes
        // from elsewhere is sized in pixels (X11), and corrected below where a compositor scales it.
        let initial = DesktopScale(environment: environment, xResources: resources, videoDriver: driver)
        let unitsPerPoint = initial.source == .compositor ? 1 : initial.factor

        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let created = SDLHost.withUTF8Locale(for: title) {
            SDL_CreateWindow(title, CSDL2_WINDOWPOS_CENTERED, CSDL2_WINDOWPOS_CENTERED,
                             SDLHost.units(size.width, unitsPerPoint), SDLHost.units(size.height, unitsPerPoint), flags)
        }
        guard let w = created else {
            let message = "SDL could not open a window: \(SDLHost.lastError)"
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLHostError(stage: .window, message: message)
        }
        let unitsPerPointNow = SDLHost.correctUnits(of: w, points: size, environment: environment,
                                                    resources: resources, driver: driver)
        if let m = minimumSize {
            // Before the renderer exists, so that it starts with the window's final size.
            SDL_SetWindowMinimumSize(w, SDLHost.side(m.width * unitsPerPointNow), SDLHost.side(m.height * unitsPerPointNow))
        }
        var presentation = presentation ?? Presentation.fromEnvironment ?? Presentation.preferred(byVideoDriver: driver)
        var r: OpaquePointer?
        if presentation == .windowSurface {
            // The platform's own framebuffer (X11: shared-memory images), not SDL's fallback that
            // draws the surface through a renderer as a whole-window texture each update.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            if SDL_GetWindowSurface(w) == nil {
                // Asked for by name (RECIPEKIT_PRESENT or the app) on a driver without one, as
                // Wayland in SDL 2.26: the renderer still shows the window.
                RecipeLog.write("SDLHost: the '\(driver)' video driver gives no window surface "
                                + "(\(SDLHost.lastError)); presenting through SDL's renderer")
                presentation = .renderer
            }
        }
        if presentation == .renderer {
            let vsync = SDL_RENDERER_PRESENTVSYNC.rawValue
            guard let made = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue | vsync)
                    ?? SDL_CreateRenderer(w, -1, vsync) ?? SDL_CreateRenderer(w, -1, 0) else {
                let message = "SDL could not create a renderer for the window: \(SDLHost.lastError)"
                SDL_DestroyWindow(w)
                SDL_QuitSubSystem(SDL_INIT_VIDEO)
                throw SDLHostError(stage: .renderer, message: message)
            }
            var info = SDL_RendererInfo()
            SDL_GetRendererInfo(made, &info)
            rendererName = info.name.map { String(cString: $0) } ?? "unknown"
            isVSyncEnabled = info.flags & vsync != 0
            r = made
        } else {
            rendererName = "surface"
            isVSyncEnabled = false
        }
        self.presentation = presentation
        videoDriver = driver
        scaleEnvironment = environment
        xResources = resources

        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(w)
        refreshRate = display >= 0 && SDL_GetCurrentDisplayMode(display, &mode) == 0 && mode.refresh_rate > 0
            ? Double(mode.refresh_rate) : 60

        let geometry = SDLHost.geometry(window: w, renderer: r, fallback: size) { native in
            DesktopScale(environment: environment, xResources: resources, videoDriver: driver, compositorScale: native)
        }
        do {
            frameBuffer = try SDLFrameBuffer(renderer: r, window: w, pixelWidth: geometry.pixelWidth,
                                             pixelHeight: geometry.pixelHeight, scale: geometry.scale.factor)
        } catch {
            if let r { SDL_DestroyRenderer(r) }
            SDL_DestroyWindow(w)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        sdlWindow = w
        renderer = r
        self.title = title
        self.size = geometry.points
        scale = geometry.scale.factor
        desktopScale = geometry.scale
        pointsPerWindowUnit = geometry.pointsPerUnit
        rootLayer = Layer()
        self.minimumSize = minimumSize
        Transaction.perform(disableActions: true) {
            rootLayer.frame = Rect(size: geometry.points)
            rootLayer.contentsScale = geometry.scale.factor
        }
        compositor.backgroundColor = backgroundColor
        // Long input-method compositions arrive whole (SDL_TEXTEDITING_EXT) rather than cut
        // at 32 bytes.
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        SDL_StartTextInput()
        SDLHost.connectClipboard()
        SDLHost.enableDrops()
        SDLHost.showCursors()
        rootLayer.hostEventLoop = eventLoop
        eventLoop.waiter = waiter
        eventLoop.makeCurrent()
        accessibleWindow.isActive = { [unowned self] in
            SDL_GetWindowFlags(sdlWindow) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0
        }
        AccessibilityBridge.shared.add(accessibleWindow, loop: eventLoop)
        AccessibilityBridge.shared.start()
        // The desktop's dark, contrast, accent and reduced-motion settings, followed live: a
        // plain app gets them without a line of code (see RKDesktop's DesktopSettings).
        DesktopSettings.shared.start()
        // The desktop's text scale (Xft.dpi) changes live, as GNOME's "Large text" does: the
        // window renders at the new scale without a restart, keeping its size in pixels.
        if videoDriver == "x11" {
            resourceWatcher = XResourceWatcher(loop: eventLoop) { [weak self] in
                guard let self else { return }
                xResources = SDLHost.xResources()
                windowGeometryChanged()
            }
        }
        // Links open in the desktop's browser unless the app said otherwise.
        if Application.shared.urlOpener == nil { Application.shared.urlOpener = { URLLauncher.open($0) } }
    }

    isolated deinit {
        resourceWatcher = nil
        AccessibilityBridge.shared.remove(accessibleWindow)
        frameBuffer.destroy()
        if let renderer { SDL_DestroyRenderer(renderer) }
        SDL_DestroyWindow(sdlWindow)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    /// Connects ``/RKViews/Pasteboard/general`` to the system clipboard through SDL, so that text
    /// copied in a RecipeKit window pastes elsewhere and the other way round. SDL's clipboard
    /// needs the video subsystem: while it is not running (the window is gone), the pasteboard
    /// falls back to the text last written.
    static func connectClipboard() {
        Pasteboard.general.reader = {
            guard SDL_WasInit(SDL_INIT_VIDEO) != 0, SDL_HasClipboardText() == SDL_TRUE,
                  let text = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(text) }
            return String(cString: text)
        }
        Pasteboard.general.writer = { text in
            guard SDL_WasInit(SDL_INIT_VIDEO) != 0 else { return }
            SDL_SetClipboardText(text ?? "")
        }
        Pasteboard.primary.reader = {
            guard SDL_WasInit(SDL_INIT_VIDEO) != 0, SDL_HasPrimarySelectionText() == SDL_TRUE,
                  let text = SDL_GetPrimarySelectionText() else { return nil }
            defer { SDL_free(text) }
            return String(cString: text)
        }
        Pasteboard.primary.writer = { text in
            guard SDL_WasInit(SDL_INIT_VIDEO) != 0 else { return }
            SDL_SetPrimarySelectionText(text ?? "")
        }
    }

    /// Asks SDL for every kind of drop event: files, text, and the begin and end of a drop
    /// (text drops are off by default in some SDL builds).
    static func enableDrops() {
        for type in [SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPBEGIN, SDL_DROPCOMPLETE] {
            SDL_EventState(type.rawValue, SDL_ENABLE)
        }
    }

    /// SDL's system cursors, made once each.
    nonisolated(unsafe) private static var systemCursors: [Cursor: OpaquePointer] = [:]

    /// Shows the pointer shape the views ask for (``/RKViews/Application/cursor``).
    static func showCursors() {
        Application.shared.onCursorChange = { cursor in
            guard SDL_WasInit(SDL_INIT_VIDEO) != 0 else { return }
            if let made = systemCursors[cursor] {
                SDL_SetCursor(made)
            } else if let made = SDL_CreateSystemCursor(systemCursor(for: cursor)) {
                systemCursors[cursor] = made
                SDL_SetCursor(made)
            }
        }
    }

    /// SDL's name for a cursor shape.
    static func systemCursor(for cursor: Cursor) -> SDL_SystemCursor {
        switch cursor {
        case .arrow: SDL_SYSTEM_CURSOR_ARROW
        case .iBeam: SDL_SYSTEM_CURSOR_IBEAM
        case .pointingHand: SDL_SYSTEM_CURSOR_HAND
        case .crosshair: SDL_SYSTEM_CURSOR_CROSSHAIR
        case .resizeLeftRight: SDL_SYSTEM_CURSOR_SIZEWE
        case .resizeUpDown: SDL_SYSTEM_CURSOR_SIZENS
        case .resizeAll: SDL_SYSTEM_CURSOR_SIZEALL
        case .operationNotAllowed: SDL_SYSTEM_CURSOR_NO
        case .wait: SDL_SYSTEM_CURSOR_WAIT
        }
    }

    /// True when a window can be opened: `DISPLAY` or `WAYLAND_DISPLAY` is set and SDL's video
    /// subsystem starts on a real display (not on its invisible "offscreen" fallback).
    public static var isDisplayAvailable: Bool {
        guard hasDisplayVariable else { return false }
        if SDL_WasInit(SDL_INIT_VIDEO) != 0 { return invisibleVideoDriver == nil }
        SDL_SetMainReady()
        guard startVideo() else { return false }
        let visible = invisibleVideoDriver == nil
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        return visible
    }

    /// The name of the video driver SDL started when it draws nowhere visible ("offscreen",
    /// "dummy": SDL falls back to them when no display can be opened), unless it was asked for
    /// with `SDL_VIDEODRIVER`; nil for a real display.
    static var invisibleVideoDriver: String? {
        guard let d = SDL_GetCurrentVideoDriver() else { return nil }
        let driver = String(cString: d)
        guard driver == "offscreen" || driver == "dummy" else { return nil }
        return requestedVideoDrivers.contains(driver) ? nil : driver
    }

    /// The video drivers asked for with `SDL_VIDEODRIVER` (environment variable or SDL hint).
    static var requestedVideoDrivers: [String] {
        guard let hint = SDL_GetHint(SDL_HINT_VIDEODRIVER) else { return [] }
        return String(cString: hint).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// Shows frames and delivers input until the window is closed, Escape is pressed while
    /// ``quitsOnEscape`` is on, the process gets SIGINT or SIGTERM, or ``stop()`` is called.
    /// Does nothing when already running.
    public func run() {
        guard !isRunning else { return }
        isRunning = true
        quitRequested = false
        defer { isRunning = false }
        eventLoop.withCurrent {
            var event = SDL_Event()
            while !quitRequested {
                let frameStart = eventLoop.clock.now
                while !quitRequested, SDL_PollEvent(&event) != 0 { handle(event) }
                if quitRequested { break }
                eventLoop.runOnce()
                if quitRequested { break }
                let damage = renderFrame()
                updateTextInputRect()
                if needsPresent { present() }
                guard damage.isEmpty, !needsPresent else { continue }
                // Nothing to show: sleep until the next frame is due while something animates
                // (a running animation that did not change a pixel this time, as a spinner
                // between steps), or until there is work otherwise. Never spin.
                let timeout = eventLoop.needsFrames
                    ? Swift.max(0, frameStart + 1 / refreshRate - eventLoop.clock.now)
                    : SDLHost.maximumIdleWait
                eventLoop.wait(timeout: timeout)
                if let e = waiter.pendingEvent {
                    waiter.pendingEvent = nil
                    handle(e)
                }
            }
        }
    }

    /// Makes ``run()`` return after the event or frame in progress. ``onEvent`` is not told.
    public func stop() {
        quitRequested = true
    }

    /// Commits the implicit transaction, repaints what changed into the frame buffer and uploads
    /// the damaged rectangles to the texture; returns the damage. ``run()`` calls this every
    /// frame; call it directly to draw without running the loop (the frame is shown by the
    /// next present).
    @discardableResult
    public func renderFrame() -> Damage {
        let damage = eventLoop.withCurrent {
            appearance.render(window: windowStorage, root: rootLayer, compositor: compositor) {
                frameOwner.makeFrame(rootLayer, into: frameBuffer.bitmap)
            }
        }
        if SDLHost.reportsFrameStatistics, !damage.isEmpty {
            let s = compositor.statistics
            FileHandle.standardError.write(Data(("RecipeKit: frame \(framesPresented): \(s.layers) layers, "
                + "\(s.layersReused) reused, \(s.layersDrawn) drawn, \(Int(s.pixelsPainted)) px painted\n").utf8))
        }
        if needsFullUpload {
            frameBuffer.uploadAll()
            needsFullUpload = false
            needsPresent = true
        } else if !damage.isEmpty {
            frameBuffer.upload(damage.rects)
            needsPresent = true
        }
        return damage
    }

    /// Shows the texture, pacing frames to the refresh rate.
    func present() {
        let interval = 1 / refreshRate
        let sleeps = !isVSyncEnabled || fastPresents >= 3
        if sleeps {
            let wait = lastPresent + interval - eventLoop.clock.now
            if wait > 0.0005 { usleep(useconds_t(Swift.min(wait, interval) * 1_000_000)) }
        }
        if let renderer {
            SDL_RenderCopy(renderer, frameBuffer.texture, nil, nil)
            SDL_RenderPresent(renderer)
        } else {
            frameBuffer.presentSurface()
        }
        let now = eventLoop.clock.now
        if !sleeps {
            // Frames back to back that return far sooner than the refresh interval mean vsync is
            // not really waiting (some drivers report it anyway).
            let gap = now - lastPresent
            fastPresents = gap < interval * 0.5 ? fastPresents + 1 : 0
        }
        lastPresent = now
        needsPresent = false
        framesPresented += 1
        if repeatPresents > 0 {
            repeatPresents -= 1
            needsPresent = true
        }
    }

    /// Runs `body` with a UTF-8 `LC_CTYPE` when `text` is not ASCII. SDL's X11 driver converts
    /// window titles through the C library's locale, which is "C" unless the program sets one,
    /// and in "C" it garbles a non-ASCII title and leaves `_NET_WM_NAME` (the title window
    /// managers show) unchanged. The previous locale is restored afterwards. ASCII titles need
    /// no help and keep a plain `STRING` `WM_NAME` that every X client can read.
    static func withUTF8Locale<R>(for text: String, _ body: () -> R) -> R {
        guard text.utf8.contains(where: { $0 >= 0x80 }), let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8",
              let current = setlocale(LC_CTYPE, nil).map({ String(cString: $0) }),
              setlocale(LC_CTYPE, "C.UTF-8") != nil else { return body() }
        defer { setlocale(LC_CTYPE, current) }
        return body()
    }

    /// SDL's description of the last error.
    static var lastError: String {
        guard let e = SDL_GetError() else { return "unknown error" }
        let s = String(cString: e)
        return s.isEmpty ? "unknown error" : s
    }

    static var hasDisplayVariable: Bool {
        let env = ProcessInfo.processInfo.environment
        return !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// What the display variables say, appended to initialization errors: " (neither DISPLAY nor
    /// WAYLAND_DISPLAY is set)", or their values, so that a wrong socket or display name shows.
    private static var displayHint: String {
        guard hasDisplayVariable else { return " (neither DISPLAY nor WAYLAND_DISPLAY is set)" }
        let env = ProcessInfo.processInfo.environment
        let described = ["WAYLAND_DISPLAY", "DISPLAY"].map { name in
            (env[name] ?? "").isEmpty ? "\(name) is not set" : "\(name) is '\(env[name]!)'"
        }
        return " (" + described.joined(separator: ", ") + ")"
    }

    /// Follows a change of the window's size or of its display's pixel density: a new frame
    /// buffer when the drawable's pixel size changed, the root layer's frame, and a
    /// ``HostEvent/resized(_:)`` event when the size in points changed.
    func windowGeometryChanged() {
        // The renderer's viewport follows the window only on the events SDL sends itself; reset
        // it to the whole output whenever the geometry may have changed.
        if let renderer { SDL_RenderSetViewport(renderer, nil) }
        let environment = scaleEnvironment, resources = xResources, driver = videoDriver
        let m = SDLHost.geometry(window: sdlWindow, renderer: renderer, fallback: size) { native in
            DesktopScale(environment: environment, xResources: resources, videoDriver: driver, compositorScale: native)
        }
        let newScale = m.scale.factor
        if m.pixelWidth != frameBuffer.pixelWidth || m.pixelHeight != frameBuffer.pixelHeight || newScale != scale {
            do {
                let replacement = try SDLFrameBuffer(renderer: renderer, window: sdlWindow, pixelWidth: m.pixelWidth,
                                                     pixelHeight: m.pixelHeight, scale: newScale)
                frameBuffer.destroy()
                frameBuffer = replacement
                compositor.invalidate()
                needsFullUpload = true
                if renderer != nil { repeatPresents = 2 }
            } catch {
                // Keep the old buffer: SDL stretches it to the window until a resize succeeds.
                FileHandle.standardError.write(Data("SDLHost: \(error)\n".utf8))
            }
        }
        let resized = m.points != size || newScale != scale
        size = m.points
        scale = newScale
        desktopScale = m.scale
        pointsPerWindowUnit = m.pointsPerUnit
        Transaction.perform(disableActions: true) {
            rootLayer.frame = Rect(size: m.points)
            rootLayer.contentsScale = newScale
            windowStorage?.layer.contentsScale = newScale
        }
        // The scene's windows and every view in them follow the new scale.
        scene.contentsScale = newScale
        needsPresent = true
        if resized { emit(.resized(m.points)) }
    }
}
