import RKGraphics

/// A picture of the page as the engine renders it afresh (WKWebView's `takeSnapshot`).
extension WebView {
    /// Renders the visible part of the page into an image, independently of the frames the
    /// view shows, and calls `completion` once on the main actor with it (in the engine's
    /// pixels: the view's points times the window's scale). The page's
    /// ``WebPage/takeSnapshot(completion:)``.
    public func takeSnapshot(completion: @escaping @MainActor (Result<Image, WebViewError>) -> Void) {
        page.takeSnapshot(completion: completion)
    }
}
