import CRKGLib
import CRKGTK
import CRKWebKitGTK
import Foundation
import RKGeometry
import RKLayers
import RKMainLoop

/// The engine's side of the page: its view in an offscreen window, the signals, the loads' policy.
extension WebPage {
    func makeEngine() -> Engine? {
        WebEngineThread.check()
        guard WebDisplay.shared != nil else { return nil }
        let context = WebContext.acquire(configuration.websiteDataStore)
        for scheme in configuration.schemeHandlers.keys { context.register(scheme: scheme) }
        let settings = webkit_settings_new()!
        webkit_settings_set_allow_file_access_from_file_urls(settings, 0)
        webkit_settings_set_allow_universal_access_from_file_urls(settings, 0)
        webkit_settings_set_javascript_can_open_windows_automatically(settings, 0)
        webkit_settings_set_enable_javascript(settings, configuration.javaScriptEnabled ? 1 : 0)
        // There is no GPU path on the private display; asked for GL, the engine would render
        // in software at several times the cost, whole frames at a time.
        webkit_settings_set_hardware_acceleration_policy(settings, WEBKIT_HARDWARE_ACCELERATION_POLICY_NEVER)
        if let agent = configuration.customUserAgent { webkit_settings_set_user_agent(settings, agent) }
        let contentManager = webkit_user_content_manager_new()!
        let view = recipekit_web_view_new(context.pointer, contentManager, settings)!
        g_object_unref(settings)
        // The view is GTK's floating object until its window takes it; this reference is the
        // page's own, so that the engine view outlives its window's destruction in deinit.
        g_object_ref_sink(UnsafeMutableRawPointer(view))
        let inputMethod = recipekit_input_method_context_new()!
        webkit_web_view_set_input_method_context(view, inputMethod)
        let window = gtk_offscreen_window_new()!
        gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), view.widget)
        // The smallest viewport until a view gives the page its size.
        gtk_widget_set_size_request(view.widget, 1, 1)
        sizeSent = Size(width: 1, height: 1)
        scaleSent = 1
        let e = Engine(view: view, window: window, contentManager: contentManager, inputMethod: inputMethod, context: context)
        WebContext.register(self, engineView: UnsafeMutableRawPointer(view))
        connectSignals(view)
        connectWindow(window)
        connectPopupSignals(view)
        // Realized (so that input has a window to go to), then hidden until a view shows it in one.
        gtk_widget_show_all(window)
        gtk_widget_grab_focus(view.widget)
        gtk_widget_hide(window)
        return e
    }

    /// Gives the page's `devicePixelRatio` the window's scale, from the next page on (and now).
    ///
    /// The page is zoomed by the window's scale rather than given GTK's scale (which is the
    /// display's, one for the process), so WebKit would report 1; pages that size canvases or
    /// pick images by the ratio should see the pixels they are drawn in.
    func setPixelRatio(_ scale: Double) {
        WebEngineThread.check()
        guard let e = engine else { return }
        if let old = pixelRatioScript {
            webkit_user_content_manager_remove_script(e.contentManager, old)
            webkit_user_script_unref(old)
            pixelRatioScript = nil
        }
        guard scale != 1 else { return }
        let source = "Object.defineProperty(window, 'devicePixelRatio', {get: () => \(scale), configurable: true});"
        let script = webkit_user_script_new(
            source, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES, WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, nil, nil)!
        webkit_user_content_manager_add_script(e.contentManager, script)
        pixelRatioScript = script
        webkit_web_view_evaluate_javascript(e.view, source, -1, nil, nil, nil, nil, nil)
    }

    /// Sends focus in or out to the engine's window, which hands it to the view.
    func sendFocus(_ focused: Bool) {
        WebEngineThread.check()
        guard let e = engine, let w = gtk_widget_get_window(e.window) else { return }
        let event = recipekit_gdk_focus_event(w, focused ? 1 : 0)
        gtk_widget_send_focus_change(e.window, event)
        gdk_event_free(event)
    }

    // MARK: The window

    private func connectWindow(_ window: UnsafeMutablePointer<GtkWidget>) {
        let damage: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEvent>?, UnsafeMutableRawPointer?) -> gboolean = {
            _, event, data in
            guard let event else { return 0 }
            var rects = [cairo_rectangle_int_t](repeating: cairo_rectangle_int_t(), count: 16)
            let n = event.withMemoryRebound(to: GdkEventExpose.self, capacity: 1) {
                Int(recipekit_gdk_expose_rectangles($0, &rects, 16))
            }
            // More rectangles than were asked for: their bounds, the event's area.
            let damage: [Rect] =
                n <= 16
                ? rects.prefix(n).map { Rect(x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height)) }
                : event.withMemoryRebound(to: GdkEventExpose.self, capacity: 1) {
                    let a = $0.pointee.area
                    return [Rect(x: Double(a.x), y: Double(a.y), width: Double(a.width), height: Double(a.height))]
                }
            WebEngineThread.callback { WebPage.target(data)?.view?.receiveFrame(damage: damage) }
            return 0
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(window), "damage-event", unsafeBitCast(damage, to: GCallback.self),
            Unmanaged.passUnretained(callbackTarget).toOpaque(), nil, GConnectFlags(0))
    }

    // MARK: Signals

    func connect(_ view: UnsafeMutablePointer<WebKitWebView>, _ signal: String, _ callback: GCallback) {
        g_signal_connect_data(
            UnsafeMutableRawPointer(view), signal, callback,
            Unmanaged.passUnretained(callbackTarget).toOpaque(), nil, GConnectFlags(0))
    }

    static func target(_ data: UnsafeMutableRawPointer?) -> WebPage? {
        data.flatMap { Unmanaged<WebPageCallbackTarget>.fromOpaque($0).takeUnretainedValue().page }
    }

    private func connectSignals(_ view: UnsafeMutablePointer<WebKitWebView>) {
        typealias Notify = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
        let notify: Notify = { _, _, data in WebEngineThread.callback { WebPage.target(data)?.refreshProperties() } }
        for p in ["title", "uri", "is-loading", "estimated-load-progress"] {
            connect(view, "notify::\(p)", unsafeBitCast(notify, to: GCallback.self))
        }

        let loadChanged: @convention(c) (UnsafeMutableRawPointer?, WebKitLoadEvent, UnsafeMutableRawPointer?) -> Void = {
            _, event, data in
            WebEngineThread.callback { WebPage.target(data)?.loadChanged(event) }
        }
        connect(view, "load-changed", unsafeBitCast(loadChanged, to: GCallback.self))

        let loadFailed:
            @convention(c) (
                UnsafeMutableRawPointer?, WebKitLoadEvent, UnsafePointer<gchar>?, UnsafeMutablePointer<GError>?,
                UnsafeMutableRawPointer?
            ) -> gboolean = { _, _, uri, error, data in
                let failing = uri.map { String(cString: $0) }
                let info = error.map {
                    (
                        String(cString: g_quark_to_string($0.pointee.domain)), Int($0.pointee.code),
                        String(cString: $0.pointee.message)
                    )
                }
                return WebEngineThread.callback {
                    WebPage.target(data)?.loadFailed(
                        uri: failing, domain: info?.0 ?? "", code: info?.1 ?? 0, message: info?.2 ?? "")
                }
                    // Handled: the engine's own error page would load as a second navigation.
                    ?? 1
            }
        connect(view, "load-failed", unsafeBitCast(loadFailed, to: GCallback.self))

        let tlsFailed:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafePointer<gchar>?, UnsafeMutableRawPointer?, GTlsCertificateFlags,
                UnsafeMutableRawPointer?
            ) -> gboolean = { _, uri, _, flags, data in
                let failing = uri.map { String(cString: $0) }
                WebEngineThread.callback { WebPage.target(data)?.tlsFailed(uri: failing, flags: flags) }
                return 1
            }
        connect(view, "load-failed-with-tls-errors", unsafeBitCast(tlsFailed, to: GCallback.self))

        let decide:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutablePointer<WebKitPolicyDecision>?, WebKitPolicyDecisionType,
                UnsafeMutableRawPointer?
            ) -> gboolean = { _, decision, type, data in
                guard let decision else { return 0 }
                return WebEngineThread.callback { WebPage.target(data)?.decide(decision, type: type) ?? 0 }
            }
        connect(view, "decide-policy", unsafeBitCast(decide, to: GCallback.self))

        let terminated:
            @convention(c) (UnsafeMutableRawPointer?, WebKitWebProcessTerminationReason, UnsafeMutableRawPointer?) -> Void = {
                _, _, data in
                WebEngineThread.callback { WebPage.target(data)?.webProcessTerminated() }
            }
        connect(view, "web-process-terminated", unsafeBitCast(terminated, to: GCallback.self))
    }

    // MARK: Loads

    func beginLoad(_ url: URL?, timeout: Double? = nil) {
        load = LoadState()
        load.appRequestedURL = url
        load.timeout = timeout
        startTimeout()
    }

    func loadChanged(_ event: WebKitLoadEvent) {
        refreshProperties()
        guard let e = engine else { return }
        let current = url
        switch event {
        case WEBKIT_LOAD_STARTED:
            // A load the page started (a link) gets a fresh state; the app's own kept its URL.
            if timeoutSource == 0 {
                let requested = load.appRequestedURL, timeout = load.timeout
                load = LoadState()
                load.appRequestedURL = requested
                load.timeout = timeout
            }
            // The wait for the response counts from here, once the engine has the load (a new
            // page's first load also waits for its web process to start).
            startTimeout()
            reportStart(current)
        case WEBKIT_LOAD_COMMITTED:
            cancelTimeout()
            if let resource = webkit_web_view_get_main_resource(e.view), let response = webkit_web_resource_get_response(resource)
            {
                load.statusCode = Int(webkit_uri_response_get_status_code(response))
            }
            reportCommit(current)
        case WEBKIT_LOAD_FINISHED:
            cancelTimeout()
            let failed = load.failed
            load.appRequestedURL = nil
            guard !failed else { return }
            if load.statusCode >= 400, let u = current {
                load.failed = true
                reportFailure(u, .httpStatus(u, code: load.statusCode))
            } else {
                reportFinish(current)
            }
        default:
            break
        }
    }

    func loadFailed(uri: String?, domain: String, code: Int, message: String) -> gboolean {
        cancelTimeout()
        let url = uri.flatMap { URL(string: $0) } ?? self.url
        if load.stoppedForTimeout || load.refusedByView || load.failed { return 1 }
        load.failed = true
        let error = WebPage.error(domain: domain, code: code, message: message, url: url)
        reportFailure(url, error)
        return 1
    }

    func tlsFailed(uri: String?, flags: GTlsCertificateFlags) {
        cancelTimeout()
        let url = uri.flatMap { URL(string: $0) } ?? self.url ?? URL(string: "about:blank")!
        guard !load.failed else { return }
        load.failed = true
        reportFailure(url, .tlsFailure(url, reason: WebPage.describe(flags)))
    }

    func webProcessTerminated() {
        cancelTimeout()
        guard isLoading || !load.failed else { return }
        load.failed = true
        reportFailure(url, .webProcessTerminated)
    }

    /// The engine's error as a ``WebViewError``.
    static func error(domain: String, code: Int, message: String, url: URL?) -> WebViewError {
        let u = url ?? URL(string: "about:blank")!
        switch domain {
        case "g-io-error-quark":
            switch Int32(code) {
            case Int32(G_IO_ERROR_CONNECTION_REFUSED.rawValue): return .connectionRefused(u)
            case Int32(G_IO_ERROR_TIMED_OUT.rawValue): return .timedOut(u)
            case Int32(G_IO_ERROR_HOST_NOT_FOUND.rawValue), Int32(G_IO_ERROR_HOST_UNREACHABLE.rawValue): return .hostNotFound(u)
            case Int32(G_IO_ERROR_CANCELLED.rawValue): return .cancelled(url)
            default: break
            }
        case "g-resolver-error-quark":
            return .hostNotFound(u)
        case "g-tls-error-quark":
            return .tlsFailure(u, reason: message)
        case "WebKitNetworkError":
            switch code {
            case 302: return .cancelled(url)
            case 301: return .unsupportedScheme(u, scheme: u.scheme ?? "")
            case 303: return .resourceNotFound(u)
            default: break
            }
        case "WebKitPolicyError":
            if code == 103, let port = u.port { return .blockedPort(u, port: port) }
            if code == 102 { return .cancelled(url) }
            // A scheme nobody serves, which the engine refused itself (see decideNavigation).
            if code == 101, let scheme = u.scheme?.lowercased(), !WebViewConfiguration.engineSchemes.contains(scheme) {
                return .unsupportedScheme(u, scheme: scheme)
            }
        case WebContext.resourceErrorDomain:
            return .resourceNotFound(u)
        default:
            break
        }
        // libsoup and GIO word some failures only in their messages.
        let m = message.lowercased()
        if m.contains("connection refused") { return .connectionRefused(u) }
        if m.contains("timed out") || m.contains("timeout") { return .timedOut(u) }
        if m.contains("resolve") || m.contains("name or service not known") || m.contains("not found") && m.contains("host") {
            return .hostNotFound(u)
        }
        if m.contains("tls") || m.contains("certificate") || m.contains("handshake") { return .tlsFailure(u, reason: message) }
        return .engine(domain: domain, code: code, message: message, url: url)
    }

    static func describe(_ flags: GTlsCertificateFlags) -> String {
        var reasons: [String] = []
        let f = flags.rawValue
        if f & G_TLS_CERTIFICATE_UNKNOWN_CA.rawValue != 0 { reasons.append("the certificate's issuer is not trusted") }
        if f & G_TLS_CERTIFICATE_BAD_IDENTITY.rawValue != 0 { reasons.append("the certificate is for another host") }
        if f & G_TLS_CERTIFICATE_NOT_ACTIVATED.rawValue != 0 { reasons.append("the certificate is not valid yet") }
        if f & G_TLS_CERTIFICATE_EXPIRED.rawValue != 0 { reasons.append("the certificate has expired") }
        if f & G_TLS_CERTIFICATE_REVOKED.rawValue != 0 { reasons.append("the certificate was revoked") }
        if f & G_TLS_CERTIFICATE_INSECURE.rawValue != 0 { reasons.append("the certificate's algorithm is insecure") }
        return reasons.isEmpty ? "the certificate could not be verified" : reasons.joined(separator: ", ")
    }

    // MARK: Timeout

    func startTimeout() {
        cancelTimeout()
        let seconds = load.timeout ?? timeoutInterval
        guard seconds.isFinite, seconds > 0 else { return }
        let ms = guint(Swift.min(seconds * 1000, Double(Int32.max)))
        timeoutSource = g_timeout_add_full(
            G_PRIORITY_DEFAULT, ms,
            { data in
                WebEngineThread.callback { WebPage.target(data)?.timedOut() }
                return 0  // G_SOURCE_REMOVE
            }, Unmanaged.passUnretained(callbackTarget).toOpaque(), nil)
    }

    func cancelTimeout() {
        if timeoutSource != 0 { g_source_remove(timeoutSource) }
        timeoutSource = 0
    }

    func timedOut() {
        timeoutSource = 0
        guard let e = engine, !load.failed else { return }
        let u = url ?? load.appRequestedURL ?? URL(string: "about:blank")!
        load.failed = true
        load.stoppedForTimeout = true
        webkit_web_view_stop_loading(e.view)
        reportFailure(u, .timedOut(u))
    }

    // MARK: Policy

    func decide(_ decision: UnsafeMutablePointer<WebKitPolicyDecision>, type: WebKitPolicyDecisionType) -> gboolean {
        switch type {
        case WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION, WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION:
            let nav = UnsafeMutableRawPointer(decision).assumingMemoryBound(to: WebKitNavigationPolicyDecision.self)
            guard let raw = webkit_navigation_policy_decision_get_navigation_action(nav) else { return 0 }
            let action = Self.action(raw, opensNewWindow: type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION)
            let allowed = decideNavigation(action)
            if allowed, action.opensNewWindow, let u = action.url {
                // A pop-up the delegate allowed opens here: there is no second window.
                webkit_policy_decision_ignore(decision)
                eventLoop.performOnNextTurn { [weak self] in self?.load(u) }
                return 1
            }
            allowed ? webkit_policy_decision_use(decision) : webkit_policy_decision_ignore(decision)
            return 1
        case WEBKIT_POLICY_DECISION_TYPE_RESPONSE:
            let r = UnsafeMutableRawPointer(decision).assumingMemoryBound(to: WebKitResponsePolicyDecision.self)
            guard let response = webkit_response_policy_decision_get_response(r) else { return 0 }
            let uri = webkit_uri_response_get_uri(response).map { String(cString: $0) }
            let canShow = webkit_response_policy_decision_is_mime_type_supported(r) != 0
            let info = NavigationResponse(
                url: uri.flatMap { URL(string: $0) }, statusCode: Int(webkit_uri_response_get_status_code(response)),
                mimeType: webkit_uri_response_get_mime_type(response).map { String(cString: $0) },
                canShowMIMEType: canShow, isForMainFrame: webkit_response_policy_decision_is_main_frame_main_resource(r) != 0)
            var policy = policy(for: info)
            // Downloads are not supported: what the engine cannot show is not fetched, and the
            // delegate hears so (the engine's own cancellation says nothing it could act on).
            if !canShow {
                policy = .cancel
                if info.isForMainFrame, !load.failed, let u = info.url {
                    load.failed = true
                    let type = info.mimeType ?? "unknown type"
                    reportFailure(
                        u, .engine(domain: WebPage.downloadErrorDomain, code: 0, message: "Downloads are not supported (\(type))", url: u))
                }
            }
            if policy == .cancel && info.isForMainFrame { load.refusedByView = true }
            policy == .allow ? webkit_policy_decision_use(decision) : webkit_policy_decision_ignore(decision)
            return 1
        default:
            return 0
        }
    }

    /// The domain of the ``WebViewError/engine(domain:code:message:url:)`` error a refused
    /// download reports.
    static let downloadErrorDomain = "RecipeKitDownload"

    static func action(_ raw: OpaquePointer, opensNewWindow: Bool) -> NavigationAction {
        let request = webkit_navigation_action_get_request(raw)
        let uri = request.flatMap { webkit_uri_request_get_uri($0) }.map { String(cString: $0) }
        let method = request.flatMap { webkit_uri_request_get_http_method($0) }.map { String(cString: $0) }
        let kind: NavigationAction.Kind
        switch webkit_navigation_action_get_navigation_type(raw) {
        case WEBKIT_NAVIGATION_TYPE_LINK_CLICKED: kind = .linkActivated
        case WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED: kind = .formSubmitted
        case WEBKIT_NAVIGATION_TYPE_BACK_FORWARD: kind = .backForward
        case WEBKIT_NAVIGATION_TYPE_RELOAD: kind = .reload
        case WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED: kind = .formResubmitted
        default: kind = .other
        }
        return NavigationAction(
            url: uri.flatMap { URL(string: $0) }, kind: kind, httpMethod: method,
            isUserGesture: webkit_navigation_action_is_user_gesture(raw) != 0, opensNewWindow: opensNewWindow)
    }

    /// The page's own rules first (schemes, ports, `file:` from elsewhere), then the delegate's.
    ///
    /// The engine does not say whether a navigation is its page's or one of its frames', and
    /// only the page's failures are the page's to report. So a page's or frame's navigation to
    /// a scheme nobody serves is left to the engine, which refuses it by itself and reports
    /// only the main frame's (``WebPage/error(domain:code:message:url:)`` makes that
    /// ``WebViewError/unsupportedScheme(_:scheme:)``); a frame's is dropped silently, as a
    /// browser does. Blocked ports and `file:` URLs from a page the engine refuses before
    /// asking, so their refusal here only ever concerns the app's own loads.
    func decideNavigation(_ action: NavigationAction) -> Bool {
        guard let u = action.url else { return false }
        let scheme = u.scheme?.lowercased() ?? ""
        let fromApp = load.appRequestedURL.map { $0.absoluteString == u.absoluteString } ?? false
        var refusal: WebViewError?
        if !fromApp, let problem = Self.problem(loading: u, configuration: configuration) {
            if case .unsupportedScheme = problem, !action.opensNewWindow { return true }
            refusal = problem
        } else if scheme == "file", !fromApp, (url?.isFileURL ?? false) == false {
            refusal = .fileAccessDenied(u)
        }
        if let refusal {
            load.refusedByView = true
            reportFailure(u, refusal)
            return false
        }
        if action.opensNewWindow {
            return allowsPopup(for: action)
        }
        let policy = policy(for: action)
        if policy == .cancel && fromApp { load.refusedByView = true }
        return policy == .allow
    }
}

extension UnsafeMutablePointer where Pointee == WebKitWebView {
    /// The engine's view as the GTK widget it is.
    var widget: UnsafeMutablePointer<GtkWidget> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkWidget.self) }

    /// Whether the view paints its pixels opaque: it does when its background color is opaque
    /// (WebKit's default, white, which RecipeKit keeps), filling it under the page, so that a
    /// page with a transparent background shows that color. (Its first frame in a new window
    /// surface can still leave parts transparent; ``WebFrameReceiver`` looks.)
    var paintsOpaque: Bool {
        var color = GdkRGBA()
        webkit_web_view_get_background_color(self, &color)
        return color.alpha >= 1
    }
}
