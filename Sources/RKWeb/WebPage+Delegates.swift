import Foundation

/// The page's reports, to its own delegate and to its view's: both hear every event, and a
/// navigation goes ahead only when both allow it.
extension WebPage {
    func reportStart(_ url: URL?) {
        navigationDelegate?.webPage(self, didStartNavigationTo: url)
        if let v = view { v.navigationDelegate?.webView(v, didStartNavigationTo: url) }
    }

    func reportCommit(_ url: URL?) {
        navigationDelegate?.webPage(self, didCommitNavigationTo: url)
        if let v = view { v.navigationDelegate?.webView(v, didCommitNavigationTo: url) }
    }

    func reportFinish(_ url: URL?) {
        navigationDelegate?.webPage(self, didFinishNavigationTo: url)
        if let v = view { v.navigationDelegate?.webView(v, didFinishNavigationTo: url) }
    }

    func reportFailure(_ url: URL?, _ error: WebViewError) {
        navigationDelegate?.webPage(self, didFailNavigationTo: url, error: error)
        if let v = view { v.navigationDelegate?.webView(v, didFailNavigationTo: url, error: error) }
    }

    func policy(for action: NavigationAction) -> NavigationActionPolicy {
        if navigationDelegate?.webPage(self, decidePolicyFor: action) == .cancel { return .cancel }
        guard let v = view else { return .allow }
        return v.navigationDelegate?.webView(v, decidePolicyFor: action) ?? .allow
    }

    func policy(for response: NavigationResponse) -> NavigationResponsePolicy {
        if navigationDelegate?.webPage(self, decidePolicyFor: response) == .cancel { return .cancel }
        guard let v = view else { return .allow }
        return v.navigationDelegate?.webView(v, decidePolicyFor: response) ?? .allow
    }

    func allowsPopup(for action: NavigationAction) -> Bool {
        let page = navigationDelegate.map { $0.webPage(self, shouldOpenPopupFor: action) }
        let fromView = view.flatMap { v in v.navigationDelegate.map { $0.webView(v, shouldOpenPopupFor: action) } }
        // Blocked unless a delegate allows it, and none refuses.
        switch (page, fromView) {
        case (nil, nil): return false
        case (let p?, nil): return p
        case (nil, let v?): return v
        case (let p?, let v?): return p && v
        }
    }
}
