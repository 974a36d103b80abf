import Foundation

/// Why a page did not load, or why a script failed, in words an app can show or act on.
///
/// The engine reports some failures as signals with low-level error domains (GIO, GnuTLS,
/// libsoup) and others not at all: a blocked port gives no failure, and an HTTP error status
/// finishes like any page. ``WebView`` turns each into one of these cases.
public enum WebViewError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The string is not a URL the engine can load.
    case invalidURL(String)
    /// Nothing accepted the connection at the URL's host and port.
    case connectionRefused(URL)
    /// The URL's host name did not resolve.
    case hostNotFound(URL)
    /// No response came within the web view's ``WebView/timeoutInterval``, or the network
    /// stack gave up waiting.
    case timedOut(URL)
    /// The secure connection failed: a handshake error, or a certificate the engine does not
    /// trust (`reason` says which).
    case tlsFailure(URL, reason: String)
    /// The port is one browsers refuse to connect to (the Fetch standard's "bad ports").
    case blockedPort(URL, port: Int)
    /// No handler serves this scheme (unknown schemes are refused unless the app registers
    /// a handler with ``WebViewConfiguration/setURLSchemeHandler(_:forScheme:)``).
    case unsupportedScheme(URL, scheme: String)
    /// The server answered with an error status (400 and above). The engine shows the
    /// server's page and does not fail the load; the web view reports it.
    case httpStatus(URL, code: Int)
    /// A page that did not come from the local file system tried to open a `file:` URL.
    case fileAccessDenied(URL)
    /// The app's resource directory or scheme handler has nothing at this URL.
    case resourceNotFound(URL)
    /// The navigation delegate, or a new load, cancelled this load.
    case cancelled(URL?)
    /// A script threw, or its result could not be turned into a string.
    case javaScript(message: String)
    /// The web content process ended (crashed or was killed by the system).
    case webProcessTerminated
    /// Another failure, as the engine described it.
    case engine(domain: String, code: Int, message: String, url: URL?)

    /// A sentence in English an app can show, naming the address, host or port involved.
    public var description: String {
        switch self {
        case .invalidURL(let s): return "\"\(s)\" is not a valid URL"
        case .connectionRefused(let u): return "The connection to \(Self.hostAndPort(u)) was refused"
        case .hostNotFound(let u): return "The host \(u.host ?? u.absoluteString) was not found"
        case .timedOut(let u): return "\(u.absoluteString) did not respond in time"
        case .tlsFailure(let u, let reason): return "The secure connection to \(u.host ?? u.absoluteString) failed: \(reason)"
        case .blockedPort(let u, let port): return "Port \(port) is blocked for web content (\(u.absoluteString))"
        case .unsupportedScheme(_, let scheme): return "The \"\(scheme):\" scheme is not supported"
        case .httpStatus(let u, let code):
            let reason = Self.statusReasons[code].map { " (\($0))" } ?? ""
            return "\(u.absoluteString) answered HTTP \(code)\(reason)"
        case .fileAccessDenied(let u): return "Web content may not open the local file \(u.path)"
        case .resourceNotFound(let u): return "No resource at \(u.absoluteString)"
        case .cancelled(let u): return "The load of \(u?.absoluteString ?? "the page") was cancelled"
        case .javaScript(let m): return "JavaScript error: \(m)"
        case .webProcessTerminated: return "The web content process ended"
        case .engine(let domain, let code, let message, _): return "\(message) (\(domain) \(code))"
        }
    }

    /// The URL the error is about, when there is one.
    public var url: URL? {
        switch self {
        case .connectionRefused(let u), .hostNotFound(let u), .timedOut(let u), .tlsFailure(let u, _),
            .blockedPort(let u, _), .unsupportedScheme(let u, _), .httpStatus(let u, _),
            .fileAccessDenied(let u), .resourceNotFound(let u):
            return u
        case .cancelled(let u), .engine(_, _, _, let u): return u
        case .invalidURL, .javaScript, .webProcessTerminated: return nil
        }
    }

    private static let statusReasons: [Int: String] = [
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 408: "Request Timeout", 410: "Gone", 429: "Too Many Requests",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
        503: "Service Unavailable", 504: "Gateway Timeout",
    ]

    private static func hostAndPort(_ u: URL) -> String {
        guard let h = u.host else { return u.absoluteString }
        return u.port.map { "\(h):\($0)" } ?? h
    }
}
