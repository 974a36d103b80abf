import CRKGLib
import CRKGTK
import CRKWebKitGTK
import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKMainLoop
import RKViews

/// A view that shows web content, rendered by WebKitGTK (WKWebView's role).
///
/// The engine draws into a GTK offscreen window on a private display that RecipeKit owns (see
/// docs/recipes/web-view.md); the view's layer shows that window's pixels as external contents,
/// without a copy, and the window's exact damage becomes the layer's, so the compositor
/// repaints only what changed. An idle page draws nothing and costs nothing. The view's size
/// and the window's `contentsScale` become the page's viewport and its pixels. Touches and the
/// mouse become pointer events, the wheel scrolls the page, and as first responder the view
/// takes keys, text and input method compositions.
///
/// Loads report to the ``navigationDelegate``; ``title``, ``url``, ``isLoading``,
/// ``estimatedProgress``, ``canGoBack`` and ``canGoForward`` tell observers added with
/// ``addObserver(_:)`` when they change.
///
/// The engine is Debian's `libwebkit2gtk-4.1-0`, which Debian's security archive keeps
/// patched.
@MainActor
open class WebView: View, TextInput {
    /// A property that changed, as observers hear it.
    public enum Change: Hashable, Sendable {
        /// The property of that name: ``WebView/title``, ``WebView/url``, ``WebView/isLoading``,
        /// ``WebView/estimatedProgress``, ``WebView/canGoBack`` or ``WebView/canGoForward``.
        case title, url, isLoading, estimatedProgress, canGoBack, canGoForward
    }

    /// The settings the view was made with.
    public let configuration: WebViewConfiguration
    /// Decides navigations and hears how loads go.
    public weak var navigationDelegate: WebViewNavigationDelegate?

    /// The page's title (`document.title`), nil before a page has one.
    public private(set) var title: String?
    /// The page's URL (the one loading while a load is provisional).
    public private(set) var url: URL?
    /// Whether the main frame is loading.
    public private(set) var isLoading = false
    /// How much of the page has loaded, 0 to 1.
    public private(set) var estimatedProgress: Double = 0
    /// Whether there is a page to go back to.
    public private(set) var canGoBack = false
    /// Whether there is a page to go forward to.
    public private(set) var canGoForward = false

    /// Seconds a load may wait for its response before it fails with
    /// ``WebViewError/timedOut(_:)`` (60, as URLRequest's default). Real time: the network does
    /// not follow a host's virtual clock.
    public var timeoutInterval: Double = 60

    /// Whether Escape, after the page has had it, also ends the view's first-responder status
    /// (true), so that a second Escape reaches the app, as a text field's editing ends.
    public var escapeResignsFirstResponder = true

    /// Whether the engine started (false when its private display could not start: the view
    /// then stays blank and every load fails).
    public var isEngineAvailable: Bool { engine != nil }

    // MARK: Engine objects

    struct Engine {
        let view: UnsafeMutablePointer<WebKitWebView>
        /// The GtkOffscreenWindow the view draws into.
        let window: UnsafeMutablePointer<GtkWidget>
        let contentManager: UnsafeMutablePointer<WebKitUserContentManager>
        /// Carries the host's input method compositions to the page.
        let inputMethod: UnsafeMutablePointer<WebKitInputMethodContext>
        let context: WebContext
    }
    var engine: Engine?
    /// What the engine's callbacks hold: the view, weakly.
    let callbackTarget = WebViewCallbackTarget()
    let frames = WebFrameReceiver()

    private var observers: [(id: Int, body: (Change) -> Void)] = []
    private var observerCounter = 0
    var scriptHandlers: [String: ScriptHandler] = [:]

    /// State of the current main-frame load.
    var load = LoadState()
    var timeoutSource: guint = 0
    var pointerButtons: UInt32 = 0
    /// The script that gives the page's `devicePixelRatio` the window's scale.
    var pixelRatioScript: OpaquePointer?
    /// The option list the page has open (a `<select>`), shown by ``optionMenuView``.
    var optionMenu: UnsafeMutablePointer<WebKitOptionMenu>?
    var optionMenuView: View?
    var sizeSent = Size.zero
    /// The composition shown in the page, as the host's input method last set it.
    var markedText = ""
    var scaleSent = 0.0

    /// A web view with `configuration`. A view made while the engine cannot start logs why
    /// and shows nothing.
    public init(frame: Rect = .zero, configuration: WebViewConfiguration = WebViewConfiguration()) {
        self.configuration = configuration
        super.init(frame: frame)
        isMultipleTouchEnabled = false
        // A late frame of the old size stays where it is rather than stretching.
        contentMode = .topLeft
        clipsToBounds = true
        callbackTarget.view = self
        engine = makeEngine()
        let hover = HoverGestureRecognizer { [weak self] r in self?.hovered(r) }
        addGestureRecognizer(hover)
    }

    isolated deinit {
        WebEngineThread.check()
        cancelTimeout()
        guard let e = engine else { return }
        let target = Unmanaged.passUnretained(callbackTarget).toOpaque()
        g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(e.view), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, target)
        for h in scriptHandlers.values {
            g_signal_handlers_disconnect_matched(
                UnsafeMutableRawPointer(e.contentManager), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil,
                Unmanaged.passUnretained(h).toOpaque())
            webkit_user_content_manager_unregister_script_message_handler_in_world(
                e.contentManager, h.name, ScriptMessageBridge.worldName)
        }
        ScriptMessageBridge.forget(e.contentManager)
        g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(e.window), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, target)
        WebContext.unregister(engineView: UnsafeMutableRawPointer(e.view))
        callbackTarget.view = nil
        if let m = optionMenu {
            g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(m), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, target)
            webkit_option_menu_close(m)
            g_object_unref(UnsafeMutableRawPointer(m))
        }
        if let s = pixelRatioScript { webkit_user_script_unref(s) }
        frames.reset()
        // The page's process ends now, even if its script never returns to the engine.
        webkit_web_view_terminate_web_process(e.view)
        // Destroying the window destroys the view in it; the reference taken at its making goes last.
        gtk_widget_destroy(e.window)
        g_object_unref(UnsafeMutableRawPointer(e.view))
        g_object_unref(UnsafeMutableRawPointer(e.contentManager))
        g_object_unref(UnsafeMutableRawPointer(e.inputMethod))
        e.context.release()
    }

    // MARK: Observing

    /// Calls `body` whenever one of the observable properties changes. Keep the token;
    /// ``removeObserver(_:)`` stops it.
    @discardableResult
    public func addObserver(_ body: @escaping (Change) -> Void) -> Int {
        observerCounter += 1
        observers.append((observerCounter, body))
        return observerCounter
    }

    /// Stops the observer `token` names.
    public func removeObserver(_ token: Int) {
        observers.removeAll { $0.id == token }
    }

    func notify(_ change: Change) {
        for o in observers { o.body(change) }
    }

    /// Reads the observable properties from the engine and tells observers what changed.
    func refreshProperties() {
        guard let e = engine else { return }
        update(
            \.title, to: webkit_web_view_get_title(e.view).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }, .title)
        update(\.url, to: webkit_web_view_get_uri(e.view).flatMap { URL(string: String(cString: $0)) }, .url)
        update(\.isLoading, to: webkit_web_view_is_loading(e.view) != 0, .isLoading)
        update(\.estimatedProgress, to: webkit_web_view_get_estimated_load_progress(e.view), .estimatedProgress)
        update(\.canGoBack, to: webkit_web_view_can_go_back(e.view) != 0, .canGoBack)
        update(\.canGoForward, to: webkit_web_view_can_go_forward(e.view) != 0, .canGoForward)
    }

    func update<T: Equatable>(_ keyPath: ReferenceWritableKeyPath<WebView, T>, to value: T, _ change: Change) {
        guard self[keyPath: keyPath] != value else { return }
        self[keyPath: keyPath] = value
        notify(change)
    }

    // MARK: Loading

    /// Loads `url`. Schemes nobody serves, blocked ports and malformed URLs fail at once
    /// (on the next turn) with the matching ``WebViewError``.
    public func load(_ url: URL) {
        WebEngineThread.check()
        if let error = Self.problem(loading: url, configuration: configuration) {
            return failSoon(url, error)
        }
        guard let e = engine else {
            return failSoon(url, .engine(domain: "WebKitGTK", code: 0, message: WebView.unavailableMessage, url: url))
        }
        beginLoad(url)
        webkit_web_view_load_uri(e.view, url.absoluteString)
    }

    /// Shows `html`, with relative URLs (and the page's origin) taken from `baseURL`
    /// (`about:blank` when nil).
    public func loadHTMLString(_ html: String, baseURL: URL?) {
        WebEngineThread.check()
        guard let e = engine else {
            return failSoon(baseURL, .engine(domain: "WebKitGTK", code: 0, message: WebView.unavailableMessage, url: baseURL))
        }
        beginLoad(baseURL ?? URL(string: "about:blank"))
        webkit_web_view_load_html(e.view, html, baseURL?.absoluteString)
    }

    /// Loads the current page again.
    public func reload() {
        WebEngineThread.check()
        guard let e = engine else { return }
        beginLoad(url)
        webkit_web_view_reload(e.view)
    }

    /// Stops the current load; it reports ``WebViewError/cancelled(_:)``.
    public func stopLoading() {
        WebEngineThread.check()
        guard let e = engine else { return }
        webkit_web_view_stop_loading(e.view)
    }

    /// Goes back a page in the history, when there is one.
    public func goBack() {
        WebEngineThread.check()
        guard let e = engine, webkit_web_view_can_go_back(e.view) != 0 else { return }
        webkit_web_view_go_back(e.view)
    }

    /// Goes forward a page in the history, when there is one.
    public func goForward() {
        WebEngineThread.check()
        guard let e = engine, webkit_web_view_can_go_forward(e.view) != 0 else { return }
        webkit_web_view_go_forward(e.view)
    }

    /// Why loads fail when the engine did not start.
    static var unavailableMessage: String {
        WebDisplay.failure.isEmpty ? "The web engine is not available" : "The web engine is not available: \(WebDisplay.failure)"
    }

    /// Why `url` cannot be loaded, or nil when it can.
    static func problem(loading url: URL, configuration: WebViewConfiguration) -> WebViewError? {
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else { return .invalidURL(url.absoluteString) }
        if ["http", "https"].contains(scheme), (url.host ?? "").isEmpty { return .invalidURL(url.absoluteString) }
        guard configuration.serves(scheme: scheme) else { return .unsupportedScheme(url, scheme: scheme) }
        if let port = BlockedPorts.blockedPort(of: url) { return .blockedPort(url, port: port) }
        return nil
    }

    /// Reports `error` for `url` on the next turn, so that a delegate set after the call hears it.
    func failSoon(_ url: URL?, _ error: WebViewError) {
        eventLoop.performOnNextTurn { [weak self] in
            guard let self else { return }
            self.navigationDelegate?.webView(self, didFailNavigationTo: url, error: error)
        }
    }

    // MARK: JavaScript

    /// Runs `script` in the page and returns its value: strings as they are, other values as
    /// JSON, nil for `undefined` and `null`. A script that throws fails with
    /// ``WebViewError/javaScript(message:)``.
    ///
    /// The answer comes through the event loop. Awaited where no loop turn is under way (the
    /// top level of `main.swift` before the host runs, or a test between frames), nothing else
    /// would turn the loop, so this call turns it itself until the answer is in; inside a turn
    /// (an action, a task the running host serves) it suspends and the host's loop goes on.
    public func evaluateJavaScript(_ script: String) async throws -> String? {
        let loop = eventLoop
        if !loop.isInTurn {
            var outcome: Result<String?, WebViewError>?
            evaluateJavaScript(script) { outcome = $0 }
            while outcome == nil {
                loop.wait(timeout: 0.05)
                loop.runOnce()
            }
            return try outcome!.get()
        }
        return try await withCheckedThrowingContinuation { (c: CheckedContinuation<String?, Error>) in
            evaluateJavaScript(script) { c.resume(with: $0.mapError { $0 as Error }) }
        }
    }

    /// ``evaluateJavaScript(_:)`` with a completion handler, called once on the main actor.
    public func evaluateJavaScript(_ script: String, completion: @escaping @MainActor (Result<String?, WebViewError>) -> Void) {
        WebEngineThread.check()
        guard let e = engine else { return completion(.failure(.javaScript(message: "The web engine is not available"))) }
        let box = Unmanaged.passRetained(JavaScriptCompletion(completion)).toOpaque()
        webkit_web_view_evaluate_javascript(
            e.view, script, -1, nil, nil, nil,
            { object, result, data in
                let box = Unmanaged<JavaScriptCompletion>.fromOpaque(data!).takeRetainedValue()
                let view = UnsafeMutableRawPointer(object!).assumingMemoryBound(to: WebKitWebView.self)
                var error: UnsafeMutablePointer<GError>?
                let js = webkit_web_view_evaluate_javascript_finish(view, result, &error)
                let outcome: Result<String?, WebViewError>
                if let js {
                    outcome = .success(WebView.string(from: js))
                    g_object_unref(UnsafeMutableRawPointer(js))
                } else {
                    let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                    if let error { g_error_free(error) }
                    outcome = .failure(.javaScript(message: message))
                }
                WebEngineThread.callback { box.body(outcome) }
            }, box)
    }

    /// A JavaScript value as the app sees it: strings as they are, the rest as JSON.
    nonisolated static func string(from value: UnsafeMutablePointer<JSCValue>?) -> String? {
        guard let value, jsc_value_is_undefined(value) == 0, jsc_value_is_null(value) == 0 else { return nil }
        let raw = jsc_value_is_string(value) != 0 ? jsc_value_to_string(value) : jsc_value_to_json(value, 0)
        guard let raw else { return nil }
        defer { g_free(raw) }
        return String(cString: raw)
    }

    // MARK: Script messages

    /// Receives the messages the page posts with
    /// `window.webkit.messageHandlers.<name>.postMessage(value)`, from the page and from its
    /// frames; each ``ScriptMessage`` says which frame posted and its origin
    /// (``ScriptMessage/frameInfo``). A second handler for the same name replaces the first.
    /// A handler added while a page is shown reaches its main frame at once and its frames
    /// from their next load.
    public func addScriptMessageHandler(name: String, _ handler: @escaping @MainActor (ScriptMessage) -> Void) {
        WebEngineThread.check()
        guard let e = engine else { return }
        if let old = scriptHandlers[name] {
            old.body = handler
            return
        }
        ScriptMessageBridge.install(e.contentManager, view: e.view)
        guard
            webkit_user_content_manager_register_script_message_handler_in_world(e.contentManager, name, ScriptMessageBridge.worldName)
                != 0
        else {
            RecipeLog.write("WebView: the script message handler \"\(name)\" could not be registered")
            return
        }
        let h = ScriptHandler(name: name, body: handler)
        scriptHandlers[name] = h
        let callback: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
            _, js, data in
            let h = Unmanaged<ScriptHandler>.fromOpaque(data!).takeUnretainedValue()
            let message = ScriptMessageBridge.message(name: h.name, from: js.flatMap { webkit_javascript_result_get_js_value($0) })
            WebEngineThread.callback { h.body(message) }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(e.contentManager), "script-message-received::\(name)",
            unsafeBitCast(callback, to: GCallback.self), Unmanaged.passUnretained(h).toOpaque(), nil, GConnectFlags(0))
    }

    /// Stops receiving messages posted to `name`.
    public func removeScriptMessageHandler(name: String) {
        WebEngineThread.check()
        guard let e = engine, let h = scriptHandlers.removeValue(forKey: name) else { return }
        g_signal_handlers_disconnect_matched(
            UnsafeMutableRawPointer(e.contentManager), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil,
            Unmanaged.passUnretained(h).toOpaque())
        webkit_user_content_manager_unregister_script_message_handler_in_world(e.contentManager, name, ScriptMessageBridge.worldName)
    }

    // MARK: Resources

    /// What the view serves for a URL of its resource scheme or of an app scheme.
    func resource(for url: URL) -> WebResource? {
        let scheme = url.scheme?.lowercased() ?? ""
        if scheme == WebViewConfiguration.resourceScheme {
            guard let file = configuration.resourceFile(for: url), let data = try? Data(contentsOf: file) else { return nil }
            return WebResource(data: data, mimeType: WebViewConfiguration.mimeType(forExtension: file.pathExtension))
        }
        guard let handler = configuration.schemeHandlers[scheme] else { return nil }
        return try? handler(url)
    }

    // MARK: Layout and visibility

    open override func layoutSubviews() {
        super.layoutSubviews()
        sendGeometry()
    }

    open override func didMoveToWindow() {
        WebEngineThread.check()
        super.didMoveToWindow()
        sendGeometry()
        guard let e = engine else { return }
        // Out of a window the page is hidden: the engine stops drawing and throttles its timers.
        if window != nil {
            gtk_widget_show(e.window)
        } else {
            sendFocus(false)
            gtk_widget_hide(e.window)
        }
    }

    /// The largest side, in points, the engine is given: WebKit takes sizes as 32-bit integers,
    /// and a page larger than this could not be drawn anyway.
    static let maximumEngineSide = 16_384.0

    /// A side in points as the engine takes it: rounded, at least 1, at most
    /// ``maximumEngineSide``; infinite or NaN sides (which trapped converting to `UInt32`) give 1.
    static func enginePoints(_ side: Double) -> Double {
        guard side.isFinite else { return 1 }
        return Swift.min(maximumEngineSide, Swift.max(1, side.rounded()))
    }

    /// Tells the engine the view's size in points and the window's scale, when they changed.
    ///
    /// GTK's scale is the display's, one for the process; the window's scale is the page's zoom
    /// instead, over a window of as many pixels as the view covers, so the page lays out in
    /// points and draws in the window's pixels.
    func sendGeometry() {
        WebEngineThread.check()
        guard let e = engine else { return }
        let size = Size(width: WebView.enginePoints(bounds.width), height: WebView.enginePoints(bounds.height))
        let scale = layer.contentsScale > 0 && layer.contentsScale.isFinite ? Swift.min(layer.contentsScale, 4) : 1
        guard scale != scaleSent || size != sizeSent else { return }
        if scale != scaleSent {
            scaleSent = scale
            webkit_web_view_set_zoom_level(e.view, scale)
            setPixelRatio(scale)
        }
        sizeSent = size
        let pixels = (Swift.min(size.width * scale, WebView.maximumEngineSide), Swift.min(size.height * scale, WebView.maximumEngineSide))
        gtk_widget_set_size_request(e.view.widget, gint(pixels.0.rounded()), gint(pixels.1.rounded()))
    }

    // MARK: Input

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) { pointerBegan(touches) }
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) { pointerMoved(touches) }
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) { pointerEnded(touches) }
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { pointerCancelled(touches) }

    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        if !keyPressed(presses) { super.pressesBegan(presses, with: event) }
    }

    open override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
        if !keyReleased(presses) { super.pressesEnded(presses, with: event) }
    }

    // MARK: Focus

    open override var canBecomeFirstResponder: Bool { engine != nil }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard super.becomeFirstResponder() else { return false }
        sendFocus(true)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard super.resignFirstResponder() else { return false }
        sendFocus(false)
        return true
    }
}

/// The current main-frame load.
struct LoadState {
    /// The URL the app asked for, which may open `file:` URLs that pages may not.
    var appRequestedURL: URL?
    /// Set once this load reported a failure, so that FINISHED says nothing more.
    var failed = false
    /// Set when the view stopped the load itself (a timeout): the engine's cancellation is
    /// not reported again.
    var stoppedForTimeout = false
    /// A navigation the view itself refused; the engine's policy error is not reported again.
    var refusedByView = false
    /// The main resource's HTTP status.
    var statusCode = 0
}

/// The weak link from the engine's callbacks to their view.
final class WebViewCallbackTarget: @unchecked Sendable {
    weak var view: WebView?
}

/// A completion of `evaluateJavaScript`, carried through the engine's callback.
final class JavaScriptCompletion: @unchecked Sendable {
    let body: @MainActor (Result<String?, WebViewError>) -> Void
    init(_ body: @escaping @MainActor (Result<String?, WebViewError>) -> Void) { self.body = body }
}

/// A script message handler, carried through the engine's callback.
final class ScriptHandler: @unchecked Sendable {
    let name: String
    var body: @MainActor (ScriptMessage) -> Void
    init(name: String, body: @escaping @MainActor (ScriptMessage) -> Void) {
        self.name = name
        self.body = body
    }
}
