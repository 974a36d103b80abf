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

    @Test func processesEndWithTheLastView() async throws {
        let host = try HeadlessHost(size: Size(width: 120, height: 90))
        var web: WebView? = WebView(
            frame: Rect(x: 0, y: 0, width: 120, height: 90), configuration: WebTestEnvironment.configuration())
        let recorder = NavigationRecorder()
        web!.navigationDelegate = recorder
        host.window.addSubview(web!)
        web!.loadHTMLString("<p>processes</p>", baseURL: nil)
        #expect(await host.run(until: { recorder.settled }))
        #expect(webEngineChildProcesses().contains { $0.hasPrefix("WPEWebProcess") })
        weak let weakView = web
        web!.removeFromSuperview()
        web = nil
        #expect(weakView == nil)
        // Other suites' web views may still be alive in this process: wait for all to go.
        #expect(
            await host.run(until: { WebContext.liveContextCount == 0 && webEngineChildProcesses().isEmpty }, timeout: 120),
            "left: \(webEngineChildProcesses())")
    }
}
