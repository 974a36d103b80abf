import Foundation

/// A navigation the page, the user or the app started, offered to the navigation delegate
/// before it happens (WKNavigationAction's role).
public struct NavigationAction: Sendable {
    /// What started it.
    public enum Kind: Sendable, Equatable {
        /// A click on a link.
        case linkActivated
        /// A form was submitted.
        case formSubmitted
        /// Back or forward in the history.
        case backForward
        /// A reload.
        case reload
        /// A form submitted again (a reload after a POST).
        case formResubmitted
        /// Anything else: a load from the app, a script setting `location`.
        case other
    }

    /// Where it goes.
    public let url: URL?
    /// What started it.
    public let kind: Kind
    /// The HTTP method ("GET", "POST").
    public let httpMethod: String?
    /// Whether the user's input (a click, a key) started it.
    public let isUserGesture: Bool
    /// Whether it opens a new window (a link with `target="_blank"`, `window.open`).
    public let opensNewWindow: Bool
}

/// The response to a navigation, offered to the navigation delegate before it is shown
/// (WKNavigationResponse's role).
public struct NavigationResponse: Sendable {
    /// The URL that answered.
    public let url: URL?
    /// The HTTP status (0 for schemes without one).
    public let statusCode: Int
    /// The MIME type.
    public let mimeType: String?
    /// Whether the engine can show this MIME type (false: it would be a download).
    public let canShowMIMEType: Bool
    /// Whether it is the main frame's page rather than a frame's.
    public let isForMainFrame: Bool
}

/// What to do with a navigation action.
public enum NavigationActionPolicy: Sendable, Equatable {
    /// Let it happen.
    case allow
    /// Cancel it.
    case cancel
}

/// What to do with a navigation response.
public enum NavigationResponsePolicy: Sendable, Equatable {
    /// Show it.
    case allow
    /// Drop it.
    case cancel
}

/// Decides what a web view may load and hears how its loads go (WKNavigationDelegate's role).
/// Every method has a default: allow navigations, block pop-ups, ignore the events.
@MainActor
public protocol WebViewNavigationDelegate: AnyObject {
    /// Allows or cancels a navigation before it starts. A cancelled one reports nothing more.
    func webView(_ webView: WebView, decidePolicyFor action: NavigationAction) -> NavigationActionPolicy
    /// Allows or drops a response before it is shown.
    func webView(_ webView: WebView, decidePolicyFor response: NavigationResponse) -> NavigationResponsePolicy
    /// Whether a page may open a pop-up window. When it may, the pop-up's page loads in this
    /// web view (there is no second window to put it in); the default blocks it.
    func webView(_ webView: WebView, shouldOpenPopupFor action: NavigationAction) -> Bool
    /// The main frame started loading `url`.
    func webView(_ webView: WebView, didStartNavigationTo url: URL?)
    /// The first bytes of the page arrived; the old page is gone.
    func webView(_ webView: WebView, didCommitNavigationTo url: URL?)
    /// The page and its resources loaded with a success status.
    func webView(_ webView: WebView, didFinishNavigationTo url: URL?)
    /// The load failed, or the server answered with an error status
    /// (``WebViewError/httpStatus(_:code:)``; the server's page still shows).
    func webView(_ webView: WebView, didFailNavigationTo url: URL?, error: WebViewError)
}

extension WebViewNavigationDelegate {
    public func webView(_ webView: WebView, decidePolicyFor action: NavigationAction) -> NavigationActionPolicy { .allow }
    public func webView(_ webView: WebView, decidePolicyFor response: NavigationResponse) -> NavigationResponsePolicy { .allow }
    public func webView(_ webView: WebView, shouldOpenPopupFor action: NavigationAction) -> Bool { false }
    public func webView(_ webView: WebView, didStartNavigationTo url: URL?) {}
    public func webView(_ webView: WebView, didCommitNavigationTo url: URL?) {}
    public func webView(_ webView: WebView, didFinishNavigationTo url: URL?) {}
    public func webView(_ webView: WebView, didFailNavigationTo url: URL?, error: WebViewError) {}
}

/// A message a page posted with `window.webkit.messageHandlers.<name>.postMessage(value)`
/// (WKScriptMessage's role).
public struct ScriptMessage: Sendable {
    /// The handler's name.
    public let name: String
    /// The posted value: a string as it is, anything else as JSON (`{"a":1}`, `42`, `true`).
    public let body: String
    /// The frame that posted it, and its origin: a page's `<iframe>` from another site can post
    /// to the same handlers as the page itself.
    public let frameInfo: FrameInfo
}
