import Foundation

/// The frame a script message came from (WKFrameInfo's role): whether it is the page's main
/// frame, its URL and its security origin.
///
/// The engine fills it in from the frame itself, in a script world the page's own scripts
/// cannot reach, so a frame cannot claim another's origin; a handler that acts on messages
/// should check ``securityOrigin`` (and often ``isMainFrame``) before trusting one.
public struct FrameInfo: Sendable, Equatable {
    /// Whether the frame is the page's main frame rather than an `<iframe>`.
    public let isMainFrame: Bool
    /// The frame's document URL (nil when it has none the app could parse).
    public let url: URL?
    /// The origin of the frame's document.
    public let securityOrigin: SecurityOrigin

    /// A frame's description (for tests and apps that forward messages).
    public init(isMainFrame: Bool, url: URL?, securityOrigin: SecurityOrigin) {
        self.isMainFrame = isMainFrame
        self.url = url
        self.securityOrigin = securityOrigin
    }
}

/// A web origin: scheme, host and port (WKSecurityOrigin's role). An opaque origin (a sandboxed
/// frame, a `data:` document) has an empty ``protocol`` and ``host``.
public struct SecurityOrigin: Sendable, Hashable {
    /// The scheme, without its colon ("https").
    public let `protocol`: String
    /// The host ("example.com", "127.0.0.1"); empty for schemes without one.
    public let host: String
    /// The port, 0 when the URL named none (the scheme's default).
    public let port: Int

    /// An origin of `protocol`, `host` and `port`.
    public init(protocol: String, host: String, port: Int) {
        self.protocol = `protocol`
        self.host = host
        self.port = port
    }

    /// Whether the origin is opaque (it matches no other origin, not even itself by value).
    public var isOpaque: Bool { `protocol`.isEmpty }
}
