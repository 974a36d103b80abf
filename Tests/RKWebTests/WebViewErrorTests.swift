import Foundation
import RKGeometry
import RKHosts
import Testing
import RKViews
import RKWebTesting

@testable import RKWeb

/// Every failure that can be made without the network arrives as the matching typed error.
@MainActor
@Suite(.serialized) struct WebViewErrorTests {
    /// Loads `url` and returns the one failure it reports.
    func failure(loading url: URL, timeout: Double = 20, configure: (WebView) -> Void = { _ in }) throws -> WebViewError? {
        let f = try WebFixture()
        configure(f.web)
        f.web.load(url)
        f.host.run(until: { f.recorder.settled }, timeout: timeout)
        #expect(f.recorder.finished.isEmpty)
        #expect(f.recorder.failures.count <= 1)
        return f.recorder.failures.first
    }

    @Test func refusedConnection() throws {
        let url = URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.unusedPort())/")!
        let error = try failure(loading: url)
        #expect(error == .connectionRefused(url))
        #expect(error?.description.contains("refused") == true)
    }

    @Test func notFoundStatus() throws {
        let server = try LoopbackHTTPServer(routes: [:])
        let url = server.url("/missing")
        let f = try WebFixture()
        f.web.load(url)
        #expect(f.host.run(until: { f.recorder.settled && f.web.title != nil }))
        #expect(f.recorder.failures == [.httpStatus(url, code: 404)])
        #expect(f.recorder.finished.isEmpty)
        // The server's own page still shows.
        #expect(f.web.title == "Not Found")
        #expect(WebViewError.httpStatus(url, code: 404).description.contains("404 (Not Found)"))
    }

    @Test func serverErrorStatus() throws {
        let server = try LoopbackHTTPServer(routes: ["/boom": .page(status: 503, body: "down")])
        let error = try failure(loading: server.url("/boom"))
        #expect(error == .httpStatus(server.url("/boom"), code: 503))
    }

    @Test func timeout() throws {
        let server = try LoopbackHTTPServer(routes: ["/slow": .hang])
        let url = server.url("/slow")
        let error = try failure(loading: url) { $0.timeoutInterval = 0.5 }
        #expect(error == .timedOut(url))
        server.stop()
    }

    @Test func tlsFailure() throws {
        // A server that speaks plain HTTP where the page expects TLS: the handshake fails.
        let server = try LoopbackHTTPServer(routes: ["/": .page(status: 200, body: "plain")])
        let url = URL(string: "https://127.0.0.1:\(server.port)/")!
        let error = try failure(loading: url)
        guard case .tlsFailure(let u, let reason)? = error else {
            Issue.record("expected a TLS failure, got \(String(describing: error))")
            return
        }
        #expect(u == url && !reason.isEmpty)
    }

    @Test func blockedPort() throws {
        let url = URL(string: "http://127.0.0.1:9/")!
        #expect(try failure(loading: url) == .blockedPort(url, port: 9))
        // Links in pages to such ports are dropped by the engine before any policy decision,
        // so only the app's own loads can report them.
    }

    @Test func unsupportedSchemeAndBadURLs() throws {
        let gopher = URL(string: "gopher://example.org/")!
        #expect(try failure(loading: gopher) == .unsupportedScheme(gopher, scheme: "gopher"))
        let noHost = URL(string: "http://")!
        #expect(try failure(loading: noHost) == .invalidURL("http://"))
        let noScheme = URL(string: "just-words")!
        #expect(try failure(loading: noScheme) == .invalidURL("just-words"))
    }

    @Test func unknownHost() throws {
        // The reserved .invalid domain never resolves; without a network the resolver fails too.
        let url = URL(string: "http://no-such-host.invalid/")!
        let error = try failure(loading: url)
        #expect(error == .hostNotFound(url))
    }

    @Test func errorsDescribeThemselves() {
        let u = URL(string: "http://127.0.0.1:5/x")!
        #expect(WebViewError.connectionRefused(u).description == "The connection to 127.0.0.1:5 was refused")
        #expect(WebViewError.blockedPort(u, port: 5).description.contains("Port 5 is blocked"))
        #expect(WebViewError.timedOut(u).url == u)
        #expect(WebView.error(domain: "g-io-error-quark", code: 39, message: "", url: u) == .connectionRefused(u))
    }
}
