import Foundation
import RKGeometry
import RKHosts
import Testing
import RKViews
import RKWebTesting

@testable import RKWeb

/// Loads, their observable state, history, the navigation delegate's policy, schemes and the
/// safe defaults.
@MainActor
@Suite(.serialized) struct WebViewNavigationTests {
    @Test func titleURLLoadingAndProgressAreObservable() throws {
        let server = try LoopbackHTTPServer(routes: [
            "/a": .page(status: 200, body: "<html><head><title>Page A</title></head><body>A</body></html>")
        ])
        let f = try WebFixture()
        var changes: [WebView.Change] = []
        var progress: [Double] = []
        var loadingSeen = false
        let token = f.web.addObserver { c in
            changes.append(c)
            if c == .estimatedProgress { progress.append(f.web.estimatedProgress) }
            if c == .isLoading, f.web.isLoading { loadingSeen = true }
        }
        f.web.load(server.url("/a"))
        // The title can come just after the load finishes.
        #expect(f.host.run(until: { f.recorder.settled && f.web.title != nil }))
        #expect(f.recorder.failures.isEmpty)
        #expect(f.web.title == "Page A")
        #expect(f.web.url == server.url("/a"))
        #expect(!f.web.isLoading && loadingSeen)
        #expect(f.web.estimatedProgress == 1 && progress.last == 1)
        #expect(progress == progress.sorted())
        #expect(changes.contains(.title) && changes.contains(.url))
        f.web.removeObserver(token)
        let count = changes.count
        #expect(f.show("<title>B</title>"))
        #expect(changes.count == count)
    }

    @Test func backAndForward() throws {
        let server = try LoopbackHTTPServer(routes: [
            "/one": .page(status: 200, body: "<title>one</title><a id=l href='/two'>two</a>"),
            "/two": .page(status: 200, body: "<title>two</title>"),
        ])
        let f = try WebFixture()
        f.web.load(server.url("/one"))
        #expect(f.host.run(until: { f.web.title == "one" && !f.web.isLoading }))
        #expect(!f.web.canGoBack && !f.web.canGoForward)
        f.web.load(server.url("/two"))
        #expect(f.host.run(until: { f.web.title == "two" && !f.web.isLoading }))
        #expect(f.web.canGoBack && !f.web.canGoForward)
        f.web.goBack()
        #expect(f.host.run(until: { f.web.title == "one" && !f.web.isLoading }))
        #expect(f.web.canGoForward)
        #expect(f.recorder.actions.last?.kind == .backForward)
        f.web.goForward()
        #expect(f.host.run(until: { f.web.title == "two" && !f.web.isLoading }))
        #expect(f.web.url == server.url("/two"))
    }

    @Test func theDelegateCancelsANavigation() throws {
        let server = try LoopbackHTTPServer(routes: [
            "/start": .page(status: 200, body: "<title>start</title><a id=l href='/secret'>secret</a>"),
            "/secret": .page(status: 200, body: "<title>secret</title>"),
        ])
        let f = try WebFixture()
        f.recorder.cancelsURLsContaining = "secret"
        f.web.load(server.url("/start"))
        #expect(f.host.run(until: { f.web.title == "start" && !f.web.isLoading }))
        _ = f.value("document.getElementById('l').click()")
        #expect(f.host.run(until: { f.recorder.actions.contains { $0.url?.path == "/secret" } }))
        f.host.run(for: 0.3)
        #expect(f.web.title == "start")
        #expect(!server.requests.contains("/secret"))
        #expect(f.recorder.actions.first { $0.url?.path == "/secret" }?.kind == .linkActivated)
        #expect(f.recorder.failures.isEmpty)
    }

    @Test func theDelegateSeesAndDropsResponses() throws {
        let server = try LoopbackHTTPServer(routes: [
            "/shown": .page(status: 200, body: "<title>shown</title>"),
            "/dropped": .page(status: 200, body: "<title>dropped</title>"),
        ])
        let f = try WebFixture()
        f.recorder.cancelsResponsesContaining = "dropped"
        f.web.load(server.url("/shown"))
        #expect(f.host.run(until: { f.web.title == "shown" && !f.web.isLoading }))
        let shown = try #require(f.recorder.responses.first { $0.url == server.url("/shown") })
        #expect(shown.statusCode == 200 && shown.mimeType == "text/html" && shown.canShowMIMEType && shown.isForMainFrame)
        f.web.load(server.url("/dropped"))
        #expect(f.host.run(until: { f.recorder.responses.contains { $0.url == server.url("/dropped") } }))
        #expect(f.host.run(until: { !f.web.isLoading }))
        #expect(f.value("document.title") == "shown")
        #expect(f.recorder.failures.isEmpty)
    }

    /// A response the engine cannot show would be a download: it is refused, and said so.
    @Test func aDownloadIsRefusedAndReported() throws {
        let server = try LoopbackHTTPServer(routes: [
            "/file.bin": .page(status: 200, body: "binary", contentType: "application/octet-stream")
        ])
        let f = try WebFixture()
        f.web.load(server.url("/file.bin"))
        #expect(f.host.run(until: { !f.recorder.failures.isEmpty }))
        guard case .engine(let domain, _, let message, let url)? = f.recorder.failures.first else {
            Issue.record("failures: \(f.recorder.failures)")
            return
        }
        #expect(domain == WebView.downloadErrorDomain && message.contains("application/octet-stream"))
        #expect(url == server.url("/file.bin"))
        #expect(f.host.run(until: { !f.web.isLoading }))
        #expect(f.recorder.failures.count == 1)
    }

    @Test func theResourceSchemeServesTheAppsFolder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("web-resources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("css"), withIntermediateDirectories: true)
        try "<link rel=stylesheet href='css/s.css'><title>bundled</title><p id=p>hi</p>".write(
            to: dir.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try "#p { color: rgb(1, 2, 3) }".write(to: dir.appendingPathComponent("css/s.css"), atomically: true, encoding: .utf8)
        try "outside".write(
            to: dir.deletingLastPathComponent().appendingPathComponent("outside-\(dir.lastPathComponent).txt"),
            atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(at: dir)
            try? FileManager.default.removeItem(
                at: dir.deletingLastPathComponent().appendingPathComponent("outside-\(dir.lastPathComponent).txt"))
        }
        var config = WebTestEnvironment.configuration()
        config.resourceDirectory = dir
        let f = try WebFixture(configuration: config)
        f.web.load(WebViewConfiguration.resourceURL("index.html"))
        #expect(f.host.run(until: { f.recorder.settled && f.web.title != nil }))
        #expect(f.recorder.failures.isEmpty)
        #expect(f.web.title == "bundled")
        #expect(f.value("getComputedStyle(document.getElementById('p')).color") == "rgb(1, 2, 3)")
        // A path that climbs out of the folder is not served.
        f.web.load(URL(string: "recipekit-resource://app/../outside-\(dir.lastPathComponent).txt")!)
        #expect(f.host.run(until: { !f.recorder.failures.isEmpty }))
        if case .resourceNotFound? = f.recorder.failures.first {} else { Issue.record("got \(f.recorder.failures)") }
        #expect(config.resourceFile(for: URL(string: "recipekit-resource://app/%2E%2E/x")!) == nil)
    }

    @Test func appSchemesNeedAHandlerAndUnknownOnesAreRefused() throws {
        var config = WebTestEnvironment.configuration()
        config.setURLSchemeHandler(
            { url in
                WebResource(data: Data("<title>app \(url.host ?? "")</title>".utf8), mimeType: "text/html")
            }, forScheme: "myapp")
        let f = try WebFixture(configuration: config)
        f.web.load(URL(string: "myapp://greeting")!)
        #expect(f.host.run(until: { f.recorder.settled && f.web.title != nil }))
        #expect(f.recorder.failures.isEmpty)
        #expect(f.web.title == "app greeting")
        // A link to a scheme nobody serves goes nowhere and says why.
        #expect(f.show("<a id=l href='weird-scheme://x'>x</a>", baseURL: URL(string: "http://127.0.0.1:1/")))
        _ = f.value("document.getElementById('l').click()")
        #expect(f.host.run(until: { !f.recorder.failures.isEmpty }))
        #expect(f.recorder.failures.first == .unsupportedScheme(URL(string: "weird-scheme://x")!, scheme: "weird-scheme"))
    }

    @Test func remotePagesCannotOpenFiles() throws {
        let f = try WebFixture()
        var messages: [String] = []
        f.web.addScriptMessageHandler(name: "result") { messages.append($0.body) }
        // A page from an http origin: fetch cannot read a file, and neither a link nor a script
        // takes the page to one.
        #expect(
            f.show(
                """
                <title>remote</title>
                <a id=l href='file:///etc/hostname'>file</a>
                <script>
                fetch('file:///etc/hostname').then(r => r.text())
                  .then(t => webkit.messageHandlers.result.postMessage('read'))
                  .catch(e => webkit.messageHandlers.result.postMessage('blocked'));
                </script>
                """, baseURL: URL(string: "http://example.invalid/")))
        #expect(f.host.run(until: { !messages.isEmpty }))
        #expect(messages == ["blocked"])
        _ = f.value("document.getElementById('l').click()")
        _ = f.value("location.href = 'file:///etc/hostname'")
        f.host.run(until: { f.web.url?.isFileURL == true }, timeout: 0.5)
        #expect(f.web.url == URL(string: "http://example.invalid/"))
        #expect(f.value("document.title") == "remote")
        // Should the engine ask, the view refuses it too.
        let action = NavigationAction(
            url: URL(string: "file:///etc/hostname"), kind: .linkActivated, httpMethod: "GET",
            isUserGesture: true, opensNewWindow: false)
        #expect(!f.web.decideNavigation(action))
        #expect(f.recorder.failures.last == .fileAccessDenied(URL(string: "file:///etc/hostname")!))
    }

    @Test func popUpsAreBlockedUnlessTheDelegateAllowsThem() throws {
        let f = try WebFixture()
        #expect(
            f.show(
                "<title>opener</title><a id=l href='about:blank#popup' target=_blank>new</a>",
                baseURL: URL(string: "http://127.0.0.1:1/")))
        #expect(f.value("String(window.open('about:blank') === null)") == "true")
        _ = f.value("document.getElementById('l').click()")
        #expect(f.host.run(until: { !f.recorder.popups.isEmpty }))
        f.host.run(for: 0.2)
        #expect(f.value("document.title") == "opener")
        #expect(f.web.url == URL(string: "http://127.0.0.1:1/"))
        #expect(f.recorder.popups.allSatisfy { $0.opensNewWindow })

        f.recorder.allowsPopups = true
        let server = try LoopbackHTTPServer(routes: ["/p": .page(status: 200, body: "<title>popup page</title>")])
        #expect(
            f.show(
                "<a id=l href='\(server.url("/p").absoluteString)' target=_blank>new</a>",
                baseURL: URL(string: "http://127.0.0.1:1/")))
        _ = f.value("document.getElementById('l').click()")
        // Allowed, it opens in this view (there is no second window).
        #expect(f.host.run(until: { f.web.title == "popup page" }))
    }
}
