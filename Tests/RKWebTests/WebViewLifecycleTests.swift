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
    /// (The kernel keeps 15 characters of a process's name: WebKitWebProces.)
    @Test func theWebProcessEndsWithItsView() async throws {
        let configuration = WebTestEnvironment.configuration()
        let host = try HeadlessHost(size: Size(width: 120, height: 90))
        func webProcesses() -> Set<Int32> { Set(webEngineChildProcessIDs().filter { $0.name.hasPrefix("WebKitWebProces") }.map(\.pid)) }
        let before = webProcesses()
        var web: WebView? = WebView(frame: Rect(x: 0, y: 0, width: 120, height: 90), configuration: configuration)
        let recorder = NavigationRecorder()
        web!.navigationDelegate = recorder
        host.window.addSubview(web!)
        web!.loadHTMLString("<p>processes</p>", baseURL: nil)
        #expect(await host.run(until: { recorder.settled }))
        // Its process is the one that was not there before (other suites' views come and go too).
        let mine = webProcesses().subtracting(before)
        #expect(!mine.isEmpty)
        weak let weakView = web
        web!.removeFromSuperview()
        web = nil
        #expect(weakView == nil)
        #expect(await host.run(until: { webProcesses().isDisjoint(with: mine) }, timeout: 30), "left: \(mine)")
        #expect(WebContext.liveContextCount == 1)
    }

    /// A script that never returns holds its own process, not the app: the host keeps turning,
    /// and closing the view ends that process.
    @Test func aPageLoopingForeverDoesNotHoldTheApp() async throws {
        let configuration = WebTestEnvironment.configuration()
        let host = try HeadlessHost(size: Size(width: 120, height: 90))
        func webProcesses() -> Set<Int32> { Set(webEngineChildProcessIDs().filter { $0.name.hasPrefix("WebKitWebProces") }.map(\.pid)) }
        let before = webProcesses()
        var web: WebView? = WebView(frame: Rect(x: 0, y: 0, width: 120, height: 90), configuration: configuration)
        host.window.addSubview(web!)
        web!.loadHTMLString("<script>document.title = 'looping'; for (;;) {}</script>", baseURL: nil)
        // Its process is the one that was not there before (other suites' views come and go too).
        var mine: Set<Int32> = []
        #expect(await host.run(until: { mine = webProcesses().subtracting(before); return !mine.isEmpty }))
        // The loop runs (the page's process is busy) while the host goes on turning, and another
        // web view's page goes on answering.
        await host.run(until: { false }, timeout: 0.5)
        let other = WebView(frame: Rect(x: 0, y: 0, width: 60, height: 40), configuration: configuration)
        host.window.addSubview(other)
        other.loadHTMLString("<p>beside</p>", baseURL: nil)
        #expect(await host.run(until: { !other.isLoading && other.estimatedProgress == 1 }))
        var otherAnswer: String?
        other.evaluateJavaScript("6 * 7") { otherAnswer = try? $0.get() }
        #expect(await host.run(until: { otherAnswer != nil }))
        #expect(otherAnswer == "42")
        other.removeFromSuperview()
        var answered = false
        web!.evaluateJavaScript("1") { _ in answered = true }
        await host.run(for: 0.3)
        #expect(!answered)
        web!.stopLoading()
        web!.removeFromSuperview()
        web = nil
        #expect(await host.run(until: { webProcesses().isDisjoint(with: mine) }, timeout: 30), "left: \(mine)")
    }
}
