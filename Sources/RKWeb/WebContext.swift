import CRKGLib
import CRKWebKitGTK
import Foundation
import RKMainLoop

/// The engine's process-wide side: the web pages of each data store share one WebKit context
/// (one network process and its web processes). A context is released when the last page
/// using it goes, and its processes end with it; when no context is left, the private display
/// ends too, after its grace period (``WebDisplay/scheduleStop()``).
@MainActor
final class WebContext {
    private static var contexts: [WebsiteDataStore: WebContext] = [:]
    /// The pages alive, by their engine view, so that scheme requests find their page.
    private static var pages: [UnsafeMutableRawPointer: WeakWebPage] = [:]

    let pointer: UnsafeMutablePointer<WebKitWebContext>
    let store: WebsiteDataStore
    private var users = 0
    private var schemes: Set<String> = []

    private init(store: WebsiteDataStore) {
        self.store = store
        pointer = store == .nonPersistent ? webkit_web_context_new_ephemeral() : webkit_web_context_new()
        // Sandboxed web processes (before the first one starts) can reach only their display's
        // socket file besides what the engine binds itself.
        if let display = WebDisplay.current, display.isSandboxed {
            webkit_web_context_set_sandbox_enabled(pointer, 1)
            webkit_web_context_add_path_to_sandbox(pointer, WebSandbox.x11Socket(display.webProcessDisplayName), 0)
        }
        register(scheme: WebViewConfiguration.resourceScheme)
        // Pages from elsewhere may not load the app's resources (as they may not load files);
        // the app's own pages reach each other.
        if let security = webkit_web_context_get_security_manager(pointer) {
            webkit_security_manager_register_uri_scheme_as_local(security, WebViewConfiguration.resourceScheme)
        }
        // Downloads are refused in the policy decision; one that starts anyway is cancelled.
        g_signal_connect_data(
            UnsafeMutableRawPointer(pointer), "download-started",
            unsafeBitCast(WebContext.downloadStarted, to: GCallback.self), nil, nil, GConnectFlags(0))
    }

    private static let downloadStarted: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
        _, download, _ in
        WebEngineThread.check("download-started")
        if let download { webkit_download_cancel(download.assumingMemoryBound(to: WebKitDownload.self)) }
    }

    /// The context for `store`, counted as used until ``release()``.
    static func acquire(_ store: WebsiteDataStore) -> WebContext {
        let c = contexts[store] ?? WebContext(store: store)
        contexts[store] = c
        c.users += 1
        return c
    }

    /// Gives the context back; the last user frees it, which ends its processes.
    func release() {
        users -= 1
        guard users == 0 else { return }
        Self.contexts[store] = nil
        g_object_unref(pointer)
        if Self.contexts.isEmpty { WebDisplay.scheduleStop() }
    }

    /// Number of contexts alive (the tests check that none outlives its pages).
    static var liveContextCount: Int { contexts.count }

    static func register(_ page: WebPage, engineView: UnsafeMutableRawPointer) {
        pages[engineView] = WeakWebPage(page)
    }

    static func unregister(engineView: UnsafeMutableRawPointer) {
        pages[engineView] = nil
    }

    static func page(for engineView: UnsafeMutableRawPointer?) -> WebPage? {
        engineView.flatMap { pages[$0]?.page }
    }

    /// Routes `scheme`'s requests to the requesting page (once per context).
    func register(scheme: String) {
        guard !schemes.contains(scheme) else { return }
        schemes.insert(scheme)
        webkit_web_context_register_uri_scheme(
            pointer, scheme,
            { request, _ in
                WebEngineThread.callback { WebContext.serve(request) }
            }, nil, nil)
    }

    private static func serve(_ request: UnsafeMutablePointer<WebKitURISchemeRequest>?) {
        guard let request else { return }
        let uri = webkit_uri_scheme_request_get_uri(request).map { String(cString: $0) } ?? ""
        let engineView = webkit_uri_scheme_request_get_web_view(request).map { UnsafeMutableRawPointer($0) }
        guard let url = URL(string: uri), let page = page(for: engineView) else {
            return finish(request, failing: uri)
        }
        guard let resource = page.resource(for: url) else { return finish(request, failing: uri) }
        let count = resource.data.count
        let copy = g_malloc(gsize(Swift.max(count, 1)))!
        resource.data.withUnsafeBytes { if let b = $0.baseAddress { memcpy(copy, b, count) } }
        let stream = g_memory_input_stream_new_from_data(copy, gssize(count), g_free)
        webkit_uri_scheme_request_finish(request, stream, gint64(count), resource.mimeType)
        g_object_unref(stream)
    }

    /// The error domain of resources the app does not have.
    static let resourceErrorDomain = "recipekit-resource-error-quark"

    private static func finish(_ request: UnsafeMutablePointer<WebKitURISchemeRequest>, failing uri: String) {
        let error = g_error_new_literal(g_quark_from_string(resourceErrorDomain), 404, "No resource at \(uri)")
        webkit_uri_scheme_request_finish_error(request, error)
        g_error_free(error)
    }
}

/// A page held weakly.
@MainActor
final class WeakWebPage {
    weak var page: WebPage?
    init(_ page: WebPage) { self.page = page }
}
