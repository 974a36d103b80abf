import CRKGLib
import CRKGTK
import CRKWebKitGTK
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import RKGeometry
import RKMainLoop

/// A web page, loaded and scripted by WebKitGTK, with or without a view to show it (the role
/// of WebKit's `WebPage` beside `WKWebView`).
///
/// The page owns the engine's side: WebKitGTK's web view in its GTK offscreen window on the
/// private display, its web process, the navigation state, the script message bridge and the
/// app's resources. A page made on its own loads, runs scripts and posts messages with no view
/// at all (its window stays hidden, so the engine draws nothing); a ``WebView`` made with it
/// (``WebView/init(frame:page:)``) shows its frames and gives it input, its size and its scale.
///
/// Ownership: a view holds its page strongly, and the page knows its view only weakly. The page
/// lives while the app or a view holds it; released, it ends its web process at once (the
/// network process ends with the last page of its data store). A page shows in one view at a
/// time: a view made with a page another view shows takes it over, and the other view goes
/// blank.
///
/// Loads report to the ``navigationDelegate`` and to the navigation delegate of the view
/// showing the page; ``title``, ``url``, ``isLoading``, ``estimatedProgress``, ``canGoBack`` and
/// ``canGoForward`` tell observers added with ``addObserver(_:)`` when they change.
@MainActor
public final class WebPage {
    /// A property that changed, as observers hear it.
    public enum Change: Hashable, Sendable {
        /// The property of that name: ``WebPage/title``, ``WebPage/url``, ``WebPage/isLoading``,
        /// ``WebPage/estimatedProgress``, ``WebPage/canGoBack`` or ``WebPage/canGoForward``.
        case title, url, isLoading, estimatedProgress, canGoBack, canGoForward
    }

    /// The settings the page was made with.
    public let configuration: WebViewConfiguration
    /// Decides navigations and hears how loads go, beside the navigation delegate of the view
    /// that shows the page (a navigation goes ahead only when both allow it).
    public weak var navigationDelegate: WebPageNavigationDelegate?

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

    /// Whether the engine started (false when its private display could not start: the page
    /// then stays blank and every load fails).
    public var isEngineAvailable: Bool { engine != nil }

    /// The view showing the page, if one does (it holds the page; the page does not hold it).
    weak var view: WebView?

    // MARK: Engine objects

    struct Engine {
        let view: UnsafeMutablePointer<WebKitWebView>
        /// The GtkOffscreenWindow the engine view draws into.
        let window: UnsafeMutablePointer<GtkWidget>
        let contentManager: UnsafeMutablePointer<WebKitUserContentManager>
        /// Carries the host's input method compositions to the page.
        let inputMethod: UnsafeMutablePointer<WebKitInputMethodContext>
        let context: WebContext
    }
    var engine: Engine?
    /// What the engine's callbacks hold: the page, weakly.
    let callbackTarget = WebPageCallbackTarget()

    private var observers: [(id: Int, body: (Change) -> Void)] = []
    private var observerCounter = 0
    var scriptHandlers: [String: ScriptHandler] = [:]

    /// State of the current main-frame load.
    var load = LoadState()
    var timeoutSource: guint = 0
    /// The script that gives the page's `devicePixelRatio` the window's scale.
    var pixelRatioScript: OpaquePointer?
    /// The viewport last given to the engine, in points, and the zoom it is drawn at.
    var sizeSent = Size.zero
    var scaleSent = 0.0

    /// A page with `configuration`, not shown until a ``WebView`` is made with it. A page made
    /// while the engine cannot start logs why and loads nothing.
    public init(configuration: WebViewConfiguration = WebViewConfiguration()) {
        self.configuration = configuration
        callbackTarget.page = self
        engine = makeEngine()
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
        callbackTarget.page = nil
        if let s = pixelRatioScript { webkit_user_script_unref(s) }
        // The page's process ends now, even if its script never returns to the engine.
        webkit_web_view_terminate_web_process(e.view)
        // Destroying the window destroys the view in it; the reference taken at its making goes last.
        gtk_widget_destroy(e.window)
        g_object_unref(UnsafeMutableRawPointer(e.view))
        g_object_unref(UnsafeMutableRawPointer(e.contentManager))
        g_object_unref(UnsafeMutableRawPointer(e.inputMethod))
        e.context.release()
    }

    /// The loop that reports to the page's delegates: its view's, else the current one.
    var eventLoop: EventLoop { view?.eventLoop ?? EventLoop.current }

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

    func update<T: Equatable>(_ keyPath: ReferenceWritableKeyPath<WebPage, T>, to value: T, _ change: Change) {
        guard self[keyPath: keyPath] != value else { return }
        self[keyPath: keyPath] = value
        notify(change)
    }

    // MARK: Loading

    /// Loads `url`. Schemes nobody serves, blocked ports and malformed URLs fail at once
    /// (on the next turn) with the matching ``WebViewError``.
    public func load(_ url: URL) {
        WebEngineThread.check()
        start(url, timeout: nil, headers: [:])
    }

    /// Loads `request`, as `WKWebView.load(_:)` does: its URL, with its HTTP header fields,
    /// waiting at most its `timeoutInterval` for the response (for this load; ``timeoutInterval``
    /// stays as it is). The engine's API sends GET requests only, so a request with another
    /// method or with a body is not sent: it fails at once (on the next turn) with
    /// ``WebViewError/engine(domain:code:message:url:)`` saying why, rather than being sent as
    /// a GET. A request without a URL fails with ``WebViewError/invalidURL(_:)``.
    public func load(_ request: URLRequest) {
        WebEngineThread.check()
        guard let url = request.url else { return failSoon(nil, .invalidURL("")) }
        let method = request.httpMethod?.uppercased() ?? "GET"
        if method != "GET" || request.httpBody != nil || request.httpBodyStream != nil {
            let what = method != "GET" ? "a \(method) request" : "a request with a body"
            return failSoon(url, .engine(domain: "RecipeKit", code: 1,
                                         message: "The web engine sends only GET requests without a body; \(what) was not sent",
                                         url: url))
        }
        start(url, timeout: request.timeoutInterval, headers: request.allHTTPHeaderFields ?? [:])
    }

    /// Starts the app's load of `url` with `headers`, waiting `timeout` seconds for the response
    /// (``timeoutInterval`` when nil); a URL the page refuses fails on the next turn.
    private func start(_ url: URL, timeout: Double?, headers: [String: String]) {
        if let error = Self.problem(loading: url, configuration: configuration) {
            return failSoon(url, error)
        }
        guard let e = engine else {
            return failSoon(url, .engine(domain: "WebKitGTK", code: 0, message: WebPage.unavailableMessage, url: url))
        }
        beginLoad(url, timeout: timeout)
        let request = webkit_uri_request_new(url.absoluteString)!
        if !headers.isEmpty, let fields = webkit_uri_request_get_http_headers(request) {
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
                soup_message_headers_append(fields, name, value)
            }
        }
        webkit_web_view_load_request(e.view, request)
        g_object_unref(request)
    }

    /// Shows `html`, with relative URLs (and the page's origin) taken from `baseURL`
    /// (`about:blank` when nil).
    public func loadHTMLString(_ html: String, baseURL: URL?) {
        WebEngineThread.check()
        guard let e = engine else {
            return failSoon(baseURL, .engine(domain: "WebKitGTK", code: 0, message: WebPage.unavailableMessage, url: baseURL))
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
            self?.reportFailure(url, error)
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
                    outcome = .success(WebPage.string(from: js))
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
            RecipeLog.write("WebPage: the script message handler \"\(name)\" could not be registered")
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

    /// What the page serves for a URL of its resource scheme or of an app scheme.
    func resource(for url: URL) -> WebResource? {
        let scheme = url.scheme?.lowercased() ?? ""
        if scheme == WebViewConfiguration.resourceScheme {
            guard let file = configuration.resourceFile(for: url), let data = try? Data(contentsOf: file) else { return nil }
            return WebResource(data: data, mimeType: WebViewConfiguration.mimeType(forExtension: file.pathExtension))
        }
        guard let handler = configuration.schemeHandlers[scheme] else { return nil }
        return try? handler(url)
    }

    // MARK: Geometry

    /// The largest side, in points, the engine is given: WebKit takes sizes as 32-bit integers,
    /// and a page larger than this could not be drawn anyway.
    static let maximumEngineSide = 16_384.0

    /// A side in points as the engine takes it: rounded, at least 1, at most
    /// ``maximumEngineSide``; infinite or NaN sides (which trapped converting to `UInt32`) give 1.
    static func enginePoints(_ side: Double) -> Double {
        guard side.isFinite else { return 1 }
        return Swift.min(maximumEngineSide, Swift.max(1, side.rounded()))
    }

    /// Gives the engine a viewport of `size` points drawn `scale` times, when they changed.
    ///
    /// GTK's scale is the display's, one for the process; the window's scale is the page's zoom
    /// instead, over a window of as many pixels as the view covers, so the page lays out in
    /// points and draws in the window's pixels.
    func setViewport(size points: Size, scale wanted: Double) {
        WebEngineThread.check()
        guard let e = engine else { return }
        let size = Size(width: WebPage.enginePoints(points.width), height: WebPage.enginePoints(points.height))
        let scale = wanted > 0 && wanted.isFinite ? Swift.min(wanted, 4) : 1
        guard scale != scaleSent || size != sizeSent else { return }
        if scale != scaleSent {
            scaleSent = scale
            webkit_web_view_set_zoom_level(e.view, scale)
            setPixelRatio(scale)
        }
        sizeSent = size
        let pixels = (Swift.min(size.width * scale, WebPage.maximumEngineSide), Swift.min(size.height * scale, WebPage.maximumEngineSide))
        gtk_widget_set_size_request(e.view.widget, gint(pixels.0.rounded()), gint(pixels.1.rounded()))
    }

    /// Shows the engine's window (the page draws, its timers run at full pace) or hides it (it
    /// stops drawing and throttles its timers), as a view puts the page in a window or out.
    func setVisible(_ visible: Bool) {
        WebEngineThread.check()
        guard let e = engine else { return }
        visible ? gtk_widget_show(e.window) : gtk_widget_hide(e.window)
    }

    /// The engine's current frame: the surface its window draws into (nil before it drew).
    var frameSurface: OpaquePointer? {
        guard let e = engine else { return nil }
        return gtk_offscreen_window_get_surface(UnsafeMutableRawPointer(e.window).assumingMemoryBound(to: GtkOffscreenWindow.self))
    }
}

/// The current main-frame load.
struct LoadState {
    /// The URL the app asked for, which may open `file:` URLs that pages may not.
    var appRequestedURL: URL?
    /// Set once this load reported a failure, so that FINISHED says nothing more.
    var failed = false
    /// Set when the page stopped the load itself (a timeout): the engine's cancellation is
    /// not reported again.
    var stoppedForTimeout = false
    /// A navigation the page itself refused; the engine's policy error is not reported again.
    var refusedByView = false
    /// The main resource's HTTP status.
    var statusCode = 0
    /// Seconds this load may wait for its response when it is not ``WebPage/timeoutInterval``
    /// (a `URLRequest`'s own).
    var timeout: Double?
}

/// The weak link from the engine's callbacks to their page.
final class WebPageCallbackTarget: @unchecked Sendable {
    weak var page: WebPage?
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
