import Foundation

/// Where a web view keeps cookies, caches and local storage.
public enum WebsiteDataStore: Hashable, Sendable {
    /// On disk, under the XDG data and cache folders (`$XDG_DATA_HOME`, `$XDG_CACHE_HOME`).
    case persistent
    /// In memory only, gone when the last web view using it goes (private browsing).
    case nonPersistent
}

/// What a URL scheme handler answers with.
public struct WebResource: Sendable {
    /// The body.
    public var data: Data
    /// Its MIME type ("text/html").
    public var mimeType: String

    /// A resource of `data` with `mimeType`.
    public init(data: Data, mimeType: String) {
        self.data = data
        self.mimeType = mimeType
    }
}

/// A web view's settings, fixed when the view is made (WKWebViewConfiguration's role).
///
/// The defaults are the safe ones: remote pages cannot read `file:` URLs, schemes nobody serves
/// are refused, pop-ups are blocked unless the navigation delegate allows them.
@MainActor
public struct WebViewConfiguration {
    /// The scheme that serves ``resourceDirectory``.
    public static let resourceScheme = "recipekit-resource"

    /// Where cookies and caches go (persistent by default, as a browser's).
    public var websiteDataStore: WebsiteDataStore = .persistent
    /// A folder the page may load from through `recipekit-resource://` URLs (see
    /// ``resourceURL(_:)``); nil serves nothing. Paths that leave the folder are refused.
    public var resourceDirectory: URL?
    /// Whether JavaScript runs (true).
    public var javaScriptEnabled = true
    /// The user agent, or nil for the engine's.
    public var customUserAgent: String?

    /// Handlers for the app's own schemes, by lowercased scheme name.
    public private(set) var schemeHandlers: [String: @MainActor (URL) throws -> WebResource] = [:]

    /// A configuration with the defaults.
    public init() {}

    /// Serves `scheme` with `handler`: it gets each URL the page loads with the scheme and
    /// returns its resource, or throws (the load then fails with
    /// ``WebViewError/resourceNotFound(_:)``). Schemes the engine handles itself (http, https,
    /// file, data, about, blob) and ``resourceScheme`` cannot be taken over; those calls are
    /// ignored.
    public mutating func setURLSchemeHandler(
        _ handler: @escaping @MainActor (URL) throws -> WebResource, forScheme scheme: String
    ) {
        let s = scheme.lowercased()
        guard !Self.engineSchemes.contains(s), s != Self.resourceScheme, !s.isEmpty else { return }
        schemeHandlers[s] = handler
    }

    /// The URL that serves `path` (relative to ``resourceDirectory``), such as
    /// `recipekit-resource://app/index.html`.
    public static func resourceURL(_ path: String) -> URL {
        let trimmed = path.drop { $0 == "/" }
        let escaped = trimmed.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String(trimmed)
        return URL(string: "\(resourceScheme)://app/\(escaped)")!
    }

    /// Schemes the engine serves itself.
    static let engineSchemes: Set<String> = ["http", "https", "file", "data", "about", "blob", "javascript"]

    /// Whether a page may be navigated to `scheme`.
    func serves(scheme: String) -> Bool {
        let s = scheme.lowercased()
        return Self.engineSchemes.contains(s) || s == Self.resourceScheme || schemeHandlers[s] != nil
    }

    /// The file in ``resourceDirectory`` that `url` names, or nil when the directory is unset,
    /// no regular file lies there, or the path leaves the folder (`..`, an encoded separator,
    /// symbolic links out); see ``WebResourcePath``.
    func resourceFile(for url: URL) -> URL? {
        guard let folder = resourceDirectory else { return nil }
        return WebResourcePath(url: url)?.file(in: folder)
    }

    /// The MIME type a resource file is served with, from its extension.
    static func mimeType(forExtension ext: String) -> String {
        switch ext.lowercased() {
        case "html", "htm": return "text/html"
        case "css": return "text/css"
        case "js", "mjs": return "text/javascript"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "txt": return "text/plain"
        case "woff2": return "font/woff2"
        case "woff": return "font/woff"
        case "ttf": return "font/ttf"
        default: return "application/octet-stream"
        }
    }
}
