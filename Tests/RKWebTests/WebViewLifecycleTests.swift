import Foundation
import RKGeometry
import RKHosts
import Testing
import RKViews
import RKWebTesting

@testable import RKWeb

/// The engine's processes go with the last web view, and tests keep its files out of home.
@MainActor
@Suite(.serialized) struct WebViewLifecycleTests {
    @Test func cachesStayOutOfTheHomeFolder() {
        _ = WebTestEnvironment.configuration()
        #expect(WebTestEnvironment.glibCacheDirectory.hasPrefix(WebTestEnvironment.root.path))
    }

    /// A view's web process ends with the view. (The engine context, and with it the network
    /// process, stays while any view uses it: the test run holds one view for the whole run,
    /// see ``WebTestEnvironment``, so the context outlives this view here.)
    @Test func theWebProcessEndsWithItsView() async throws {
        let configuration = WebTestEnvironment.configuration()
        let host = try HeadlessHost(size: Size(width: 120, height: 90))
        func webProcesses() -> Int { webEngineChildProcesses().filter { $0.hasPrefix("WPEWebProcess") }.count }
        let before = webProcesses()
        var web: WebView? = WebView(frame: Rect(x: 0, y: 0, width: 120, height: 90), configuration: configuration)
        let recorder = NavigationRecorder()
        web!.navigationDelegate = recorder
        host.window.addSubview(web!)
        web!.loadHTMLString("<p>processes</p>", baseURL: nil)
        #expect(await host.run(until: { recorder.settled }))
        #expect(webProcesses() > before)
        weak let weakView = web
        web!.removeFromSuperview()
        web = nil
        #expect(weakView == nil)
        // Other suites' web views may still be alive in this process: wait for them to go too.
        #expect(await host.run(until: { webProcesses() <= before }, timeout: 120), "left: \(webEngineChildProcesses())")
        #expect(WebContext.liveContextCount == 1)
    }
}
