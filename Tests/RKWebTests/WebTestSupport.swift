import Foundation
import RKGeometry
import RKHosts
import RKViews
import RKWebTesting

@testable import RKWeb

/// Records what a web view tells its navigation delegate, and decides as told.
@MainActor
final class NavigationRecorder: WebViewNavigationDelegate {
    var started: [URL?] = []
    var committed: [URL?] = []
    var finished: [URL?] = []
    var failures: [WebViewError] = []
    var actions: [NavigationAction] = []
    var responses: [NavigationResponse] = []
    var popups: [NavigationAction] = []
    var cancelsURLsContaining: String?
    var cancelsResponsesContaining: String?
    var allowsPopups = false

    func webView(_ webView: WebView, decidePolicyFor action: NavigationAction) -> NavigationActionPolicy {
        actions.append(action)
        if let s = cancelsURLsContaining, action.url?.absoluteString.contains(s) == true { return .cancel }
        return .allow
    }
    func webView(_ webView: WebView, decidePolicyFor response: NavigationResponse) -> NavigationResponsePolicy {
        responses.append(response)
        if let s = cancelsResponsesContaining, response.url?.absoluteString.contains(s) == true { return .cancel }
        return .allow
    }
    func webView(_ webView: WebView, shouldOpenPopupFor action: NavigationAction) -> Bool {
        popups.append(action)
        return allowsPopups
    }
    func webView(_ webView: WebView, didStartNavigationTo url: URL?) { started.append(url) }
    func webView(_ webView: WebView, didCommitNavigationTo url: URL?) { committed.append(url) }
    func webView(_ webView: WebView, didFinishNavigationTo url: URL?) { finished.append(url) }
    func webView(_ webView: WebView, didFailNavigationTo url: URL?, error: WebViewError) { failures.append(error) }

    var settled: Bool { !finished.isEmpty || !failures.isEmpty }
}

/// A host with a web view filling it, its delegate recording.
@MainActor
struct WebFixture {
    let host: HeadlessHost
    let web: WebView
    let recorder = NavigationRecorder()

    init(
        size: Size = Size(width: 240, height: 180), scale: Double = 1,
        configuration: WebViewConfiguration = WebTestEnvironment.configuration()
    ) throws {
        host = try HeadlessHost(size: size, scale: scale)
        web = WebView(frame: Rect(size: size), configuration: configuration)
        web.navigationDelegate = recorder
        host.window.addSubview(web)
        host.window.makeKeyAndVisible()
        web.timeoutInterval = 20
    }

    /// Loads `html` and waits for it to finish.
    @discardableResult
    func show(_ html: String, baseURL: URL? = nil) -> Bool {
        let before = recorder.finished.count
        web.loadHTMLString(html, baseURL: baseURL)
        return host.run(until: { recorder.finished.count > before || !recorder.failures.isEmpty })
    }

    /// Runs `script` and waits for its result.
    func evaluate(_ script: String) -> Result<String?, WebViewError>? {
        var result: Result<String?, WebViewError>?
        web.evaluateJavaScript(script) { result = $0 }
        host.run(until: { result != nil })
        return result
    }

    /// The script's string value, nil on failure.
    func value(_ script: String) -> String? {
        guard case .success(let v)? = evaluate(script) else { return nil }
        return v
    }

    /// Waits until the page's `script` is `expected`.
    @discardableResult
    func waitFor(_ script: String, toBe expected: String, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if value(script) == expected { return true }
            host.run(for: 1.0 / 60)
        }
        return false
    }

    /// The host's pixel at (x, y) points, as premultiplied 0xAARRGGBB.
    func pixel(_ x: Double, _ y: Double) -> UInt32 {
        host.bitmap.pixel(x: Int(x * host.scale), y: Int(y * host.scale)) ?? 0
    }

    /// Waits until the host shows `color` at (x, y).
    @discardableResult
    func waitForPixel(_ x: Double, _ y: Double, _ color: UInt32) -> Bool {
        host.run(until: { pixel(x, y) == color })
    }
}
