import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import RKHosts
import RKViews
import RKWebTesting
import Testing

@testable import RKWeb

/// `load(_:)` with a `URLRequest`, as WKWebView users write it: the header fields reach the
/// server, the request's timeout holds for that load only, and a request the engine cannot
/// send as it is fails instead of going out as something else.
@MainActor
@Suite(.serialized) struct WebViewRequestTests {
    @Test func aRequestsHeaderFieldsReachTheServer() throws {
        let server = try LoopbackHTTPServer(routes: ["/r": .page(status: 200, body: "<title>R</title>")])
        let f = try WebFixture()
        var request = URLRequest(url: server.url("/r"))
        request.setValue("pesto", forHTTPHeaderField: "X-Recipe")
        f.web.load(request)
        #expect(f.host.run(until: { f.recorder.settled && f.web.title == "R" }))
        #expect(f.recorder.failures.isEmpty)
        let head = try #require(server.requestHeads.last)
        #expect(head.hasPrefix("GET /r "))
        #expect(head.lowercased().contains("x-recipe: pesto"))
        server.stop()
    }

    @Test func aRequestsTimeoutHoldsForThatLoadOnly() throws {
        let server = try LoopbackHTTPServer(routes: ["/slow": .hang])
        let f = try WebFixture()
        let url = server.url("/slow")
        let kept = f.web.timeoutInterval
        #expect(kept > 5)
        f.web.load(URLRequest(url: url, timeoutInterval: 0.5))
        #expect(f.host.run(until: { !f.recorder.failures.isEmpty }, timeout: 20))
        #expect(f.recorder.failures.first == .timedOut(url))
        #expect(f.web.timeoutInterval == kept)
        server.stop()
    }

    @Test func aPostOrABodyIsRefusedNotSentAsAGet() throws {
        let server = try LoopbackHTTPServer(routes: ["/form": .page(status: 200, body: "<title>F</title>")])
        let f = try WebFixture()
        var post = URLRequest(url: server.url("/form"))
        post.httpMethod = "POST"
        f.web.load(post)
        #expect(f.host.run(until: { !f.recorder.failures.isEmpty }))
        guard case .engine(_, _, let message, let url)? = f.recorder.failures.first else {
            Issue.record("a POST gave \(String(describing: f.recorder.failures.first))")
            return
        }
        #expect(message.contains("POST") && url == server.url("/form"))
        var body = URLRequest(url: server.url("/form"))
        body.httpBody = Data("name=pesto".utf8)
        f.web.load(body)
        #expect(f.host.run(until: { f.recorder.failures.count == 2 }))
        #expect(server.requests.isEmpty)
        server.stop()
    }
}
