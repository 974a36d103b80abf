import CRKGLib
import CRKWebKitGTK
import Foundation

/// Carries `window.webkit.messageHandlers.<name>.postMessage(value)` from every frame of a page
/// to the app with the frame that posted and its origin.
///
/// WebKitGTK tells a script message handler only the value posted, not who posted it, and a
/// page's cross-site `<iframe>` reaches the same handlers as the page. So the handlers are
/// registered in a private script world that the page's scripts cannot see, and a script of
/// that world in each frame forwards the page's posts, adding what only the frame itself
/// knows and the page cannot forge there: its origin, its URL and whether it is the main
/// frame. In the page's world a small script provides `window.webkit.messageHandlers`, whose
/// handlers exist exactly while the app has them (it asks the private world, synchronously,
/// through a DOM event both worlds see). A same-origin frame can reach its parent's document
/// and post as it; frames of other origins cannot.
enum ScriptMessageBridge {
    /// The private script world the handlers live in.
    static let worldName = "recipekit-script-messages"

    /// The DOM event the two worlds talk through.
    private static let eventName = "recipekit-script-message"

    /// The content managers the bridge's scripts were added to.
    nonisolated(unsafe) private static var installed: Set<UnsafeMutableRawPointer> = []

    /// Adds the bridge's scripts to `contentManager`'s pages (and to the page `view` shows now,
    /// whose main frame gets them at once; its frames get them from their next load).
    @MainActor
    static func install(_ contentManager: UnsafeMutablePointer<WebKitUserContentManager>, view: UnsafeMutablePointer<WebKitWebView>) {
        guard installed.insert(UnsafeMutableRawPointer(contentManager)).inserted else { return }
        for (source, world) in [(pageSource, nil), (forwarderSource, worldName)] as [(String, String?)] {
            let script =
                world.map {
                    webkit_user_script_new_for_world(
                        source, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES, WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, $0, nil, nil)
                } ?? webkit_user_script_new(source, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES, WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, nil, nil)
            guard let script else { continue }
            webkit_user_content_manager_add_script(contentManager, script)
            webkit_user_script_unref(script)
            webkit_web_view_evaluate_javascript(view, source, -1, world, nil, nil, nil, nil)
        }
    }

    /// Forgets `contentManager` (its view is going).
    @MainActor
    static func forget(_ contentManager: UnsafeMutablePointer<WebKitUserContentManager>) {
        installed.remove(UnsafeMutableRawPointer(contentManager))
    }

    /// The message a forwarded post carries: the value as the app sees it (a string as it is,
    /// anything else as JSON) and the frame.
    static func message(name: String, from value: UnsafeMutablePointer<JSCValue>?) -> ScriptMessage {
        func property(_ object: UnsafeMutablePointer<JSCValue>?, _ key: String) -> UnsafeMutablePointer<JSCValue>? {
            guard let object, jsc_value_is_object(object) != 0 else { return nil }
            return jsc_value_object_get_property(object, key)
        }
        func string(_ object: UnsafeMutablePointer<JSCValue>?, _ key: String) -> String? {
            guard let v = property(object, key) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(v)) }
            guard jsc_value_is_string(v) != 0, let raw = jsc_value_to_string(v) else { return nil }
            defer { g_free(raw) }
            return String(cString: raw)
        }
        func number(_ object: UnsafeMutablePointer<JSCValue>?, _ key: String) -> Double {
            guard let v = property(object, key) else { return 0 }
            defer { g_object_unref(UnsafeMutableRawPointer(v)) }
            return jsc_value_is_number(v) != 0 ? jsc_value_to_double(v) : 0
        }
        func flag(_ object: UnsafeMutablePointer<JSCValue>?, _ key: String) -> Bool {
            guard let v = property(object, key) else { return false }
            defer { g_object_unref(UnsafeMutableRawPointer(v)) }
            return jsc_value_is_boolean(v) != 0 && jsc_value_to_boolean(v) != 0
        }
        let body = string(value, "string") ?? string(value, "json") ?? ""
        let origin = property(value, "origin")
        defer { if let origin { g_object_unref(UnsafeMutableRawPointer(origin)) } }
        let port = number(origin, "port")
        let securityOrigin = SecurityOrigin(
            protocol: string(origin, "protocol") ?? "", host: string(origin, "host") ?? "",
            port: port.isFinite && port >= 0 && port <= 65535 ? Int(port) : 0)
        let frame = FrameInfo(
            isMainFrame: flag(value, "main"), url: string(value, "url").flatMap { URL(string: $0) }, securityOrigin: securityOrigin)
        return ScriptMessage(name: name, body: body, frameInfo: frame)
    }

    /// The page's side: `window.webkit.messageHandlers`, whose posts become DOM events. Taken
    /// from the built-ins before the page's scripts run, so that a page that replaces them
    /// later breaks only its own posts.
    private static let pageSource = """
        (() => {
          if (window.webkit !== undefined) return;
          const doc = document, dispatch = EventTarget.prototype.dispatchEvent, Custom = CustomEvent;
          const stringify = JSON.stringify, freeze = Object.freeze, posters = new Map();
          const send = (detail, cancelable) => dispatch.call(doc, new Custom('\(eventName)', {detail: stringify(detail), cancelable}));
          const has = name => typeof name === 'string' && !send({query: name}, true);
          const poster = name => {
            let p = posters.get(name);
            if (!p) {
              p = freeze({postMessage(value) {
                if (arguments.length < 1) throw new TypeError('Not enough arguments');
                const m = {name};
                if (typeof value === 'string') m.string = value;
                else if (value !== undefined && value !== null) m.json = stringify(value);
                send(m, false);
              }});
              posters.set(name, p);
            }
            return p;
          };
          const handlers = new Proxy(Object.create(null), {
            get: (_, name) => has(name) ? poster(name) : undefined,
            has: (_, name) => has(name),
          });
          Object.defineProperty(window, 'webkit', {value: freeze({messageHandlers: handlers})});
        })();
        """

    /// The private world's side, in each frame: answers which handlers exist and forwards
    /// posts with what the frame knows of itself.
    private static let forwarderSource = """
        (() => {
          if (globalThis.recipekitForwarder) return;
          globalThis.recipekitForwarder = true;
          document.addEventListener('\(eventName)', e => {
            let m;
            try { m = JSON.parse(e.detail); } catch (_) { return; }
            if (m === null || typeof m !== 'object') return;
            const handlers = window.webkit && window.webkit.messageHandlers;
            if (!handlers) return;
            if (typeof m.query === 'string') { if (handlers[m.query]) e.preventDefault(); return; }
            const h = typeof m.name === 'string' ? handlers[m.name] : undefined;
            if (!h) return;
            let origin = {protocol: '', host: '', port: 0};
            if (self.origin !== 'null') {
              const u = new URL(self.origin);
              origin = {protocol: u.protocol.slice(0, -1), host: u.hostname, port: u.port === '' ? 0 : Number(u.port)};
            }
            h.postMessage({string: m.string, json: m.json, url: location.href, main: window === window.top, origin});
          }, true);
        })();
        """
}
