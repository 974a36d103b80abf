import Foundation
import RKGeometry
import RKHosts
import RKViews
import RKWebTesting
import Testing

@testable import RKWeb

/// Records what a page tells its own navigation delegate.
@MainActor
final class PageNavigationRecorder: WebPageNavigationDelegate {
    var started: [URL?] = []
    var finished: [URL?] = []
    var failures: [WebViewError] = []

    func webPage(_ page: WebPage, didStartNavigationTo url: URL?) { started.append(url) }
    func webPage(_ page: WebPage, didFinishNavigationTo url: URL?) { finished.append(url) }
    func webPage(_ page: WebPage, didFailNavigationTo url: URL?, error: WebViewError) { failures.append(error) }

    var settled: Bool { !finished.isEmpty || !failures.isEmpty }
}

/// A page lives, loads and runs scripts apart from any view; a view shows the page it is
/// given, and holds it.
@MainActor
@Suite(.serialized) struct WebPageTests {
    /// No web view anywhere: the host is there only to turn the event loop.
    @Test func aPageLoadsAndRunsScriptsWithNoView() async throws {
        let host = try HeadlessHost(size: Size(width: 120, height: 90))
        let page = WebPage(configuration: WebTestEnvironment.configuration())
        let recorder = PageNavigationRecorder()
        page.navigationDelegate = recorder
        page.timeoutInterval = 20
        var messages: [String] = []
        page.addScriptMessageHandler(name: "note") { messages.append($0.body) }
        var changes: Set<WebPage.Change> = []
        page.addObserver { changes.insert($0) }
        page.loadHTMLString(
            "<title>alone</title><p id=p>text</p><script>webkit.messageHandlers.note.postMessage('loaded')</script>",
            baseURL: URL(string: "https://example.invalid/"))
        // The title can come just after the load finishes.
        #expect(await host.run(until: { recorder.settled && page.title != nil }))
        #expect(recorder.failures.isEmpty)
        #expect(recorder.started == [URL(string: "https://example.invalid/")])
        #expect(page.view == nil)
        #expect(page.title == "alone" && page.url == URL(string: "https://example.invalid/"))
        #expect(!page.isLoading && page.estimatedProgress == 1)
        #expect(changes.isSuperset(of: [.title, .url, .isLoading]))
        #expect(await host.run(until: { messages == ["loaded"] }))
        var answer: String?
        page.evaluateJavaScript("document.getElementById('p').textContent + 6 * 7") { answer = try? $0.get() }
        #expect(await host.run(until: { answer != nil }))
        #expect(answer == "text42")
        #expect(try await page.evaluateJavaScript("document.title") == "alone")
    }

    /// A page loaded on its own shows in a view made with it afterwards, drawn at the view's size.
    @Test func aViewGivenAPageShowsThatPagesFrames() async throws {
        let host = try HeadlessHost(size: Size(width: 120, height: 90))
        host.window.makeKeyAndVisible()
        let page = WebPage(configuration: WebTestEnvironment.configuration())
        let recorder = PageNavigationRecorder()
        page.navigationDelegate = recorder
        page.loadHTMLString("<title>blue</title><body style='margin:0;background:rgb(0,0,255)'></body>", baseURL: nil)
        #expect(await host.run(until: { recorder.settled && page.title == "blue" }))
        let web = WebView(frame: Rect(x: 0, y: 0, width: 120, height: 90), page: page)
        #expect(web.page === page && page.view === web)
        #expect(web.title == "blue")
        host.window.addSubview(web)
        func pixel(_ x: Int, _ y: Int) -> UInt32 { host.bitmap.pixel(x: x, y: y) ?? 0 }
        #expect(await host.run(until: { pixel(60, 45) == 0xFF00_00FF && pixel(115, 85) == 0xFF00_00FF }))
        // The view's loads are the page's, and both delegates hear them.
        let viewRecorder = NavigationRecorder()
        web.navigationDelegate = viewRecorder
        web.loadHTMLString("<title>red</title><body style='margin:0;background:rgb(255,0,0)'></body>", baseURL: nil)
        #expect(await host.run(until: { viewRecorder.settled && recorder.finished.count == 2 && page.title == "red" }))
        #expect(page.title == "red")
        #expect(await host.run(until: { pixel(60, 45) == 0xFFFF_0000 }))
    }

    /// The view holds its page; a page the app holds outlives its view and goes on answering;
    /// a page released with no view is freed. (That its web process then ends is checked in a
    /// process of its own, `WebDisplayLifetimeTests`: here other suites' pages start web
    /// processes at the same time, and which one is this page's cannot be told.)
    @Test func aViewHoldsItsPageAndAReleasedPageIsFreed() async throws {
        let configuration = WebTestEnvironment.configuration()
        let host = try HeadlessHost(size: Size(width: 120, height: 90))
        var web: WebView? = WebView(frame: Rect(x: 0, y: 0, width: 120, height: 90), configuration: configuration)
        weak let ownPage = web!.page
        web = nil
        #expect(ownPage == nil)

        var page: WebPage? = WebPage(configuration: configuration)
        let recorder = PageNavigationRecorder()
        page!.navigationDelegate = recorder
        web = WebView(frame: Rect(x: 0, y: 0, width: 120, height: 90), page: page!)
        host.window.addSubview(web!)
        page!.loadHTMLString("<p>kept</p>", baseURL: nil)
        #expect(await host.run(until: { recorder.settled }))
        // A second view takes the page over; the first no longer reaches its engine.
        var second: WebView? = WebView(frame: Rect(x: 0, y: 0, width: 60, height: 40), page: page!)
        #expect(page!.view === second && web!.engine == nil && second!.engine != nil)
        web!.removeFromSuperview()
        web = nil
        #expect(page!.view === second)
        second = nil
        #expect(page!.view == nil)
        var answer: String?
        page!.evaluateJavaScript("1 + 1") { answer = try? $0.get() }
        #expect(await host.run(until: { answer != nil }))
        #expect(answer == "2")
        weak let weakPage = page
        page = nil
        #expect(weakPage == nil)
    }
}
