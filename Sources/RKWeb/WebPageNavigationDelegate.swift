import Foundation

/// Decides what a page may load and hears how its loads go, for a ``WebPage`` with or without a
/// view (``WebViewNavigationDelegate`` is the same for a ``WebView``, which hears its page's
/// navigations too). Every method has a default: allow navigations, block pop-ups, ignore the
/// events.
@MainActor
public protocol WebPageNavigationDelegate: AnyObject {
    /// Allows or cancels a navigation before it starts. A cancelled one reports nothing more.
    func webPage(_ page: WebPage, decidePolicyFor action: NavigationAction) -> NavigationActionPolicy
    /// Allows or drops a response before it is shown.
    func webPage(_ page: WebPage, decidePolicyFor response: NavigationResponse) -> NavigationResponsePolicy
    /// Whether a page may open a pop-up window. When it may, the pop-up's page loads in this
    /// page (there is no second window to put it in); the default blocks it.
    func webPage(_ page: WebPage, shouldOpenPopupFor action: NavigationAction) -> Bool
    /// The main frame started loading `url`.
    func webPage(_ page: WebPage, didStartNavigationTo url: URL?)
    /// The first bytes of the page arrived; the old page is gone.
    func webPage(_ page: WebPage, didCommitNavigationTo url: URL?)
    /// The page and its resources loaded with a success status.
    func webPage(_ page: WebPage, didFinishNavigationTo url: URL?)
    /// The load failed, or the server answered with an error status
    /// (``WebViewError/httpStatus(_:code:)``; the server's page still shows).
    func webPage(_ page: WebPage, didFailNavigationTo url: URL?, error: WebViewError)
}

extension WebPageNavigationDelegate {
    /// Allows every navigation.
    public func webPage(_ page: WebPage, decidePolicyFor action: NavigationAction) -> NavigationActionPolicy { .allow }
    /// Shows every response.
    public func webPage(_ page: WebPage, decidePolicyFor response: NavigationResponse) -> NavigationResponsePolicy { .allow }
    /// Blocks pop-ups.
    public func webPage(_ page: WebPage, shouldOpenPopupFor action: NavigationAction) -> Bool { false }
    /// Ignores the start.
    public func webPage(_ page: WebPage, didStartNavigationTo url: URL?) {}
    /// Ignores the commit.
    public func webPage(_ page: WebPage, didCommitNavigationTo url: URL?) {}
    /// Ignores the finish.
    public func webPage(_ page: WebPage, didFinishNavigationTo url: URL?) {}
    /// Ignores the failure.
    public func webPage(_ page: WebPage, didFailNavigationTo url: URL?, error: WebViewError) {}
}
