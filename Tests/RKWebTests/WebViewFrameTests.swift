import Foundation
import RKGeometry
import RKHosts
import Testing
import RKViews
import RKWebTesting

@testable import RKWeb

/// A page's frames: what they post says who they are, and what the view refuses them is not
/// the page's failure.
@MainActor
@Suite(.serialized) struct WebViewFrameTests {
    @Test func scriptMessagesSayWhichFrameAndOriginPosted() throws {
        let frameServer = try LoopbackHTTPServer(routes: [
            "/frame": .page(
                status: 200,
                body: "<script>webkit.messageHandlers.app.postMessage({from: 'frame'})</script>")
        ])
        let pageServer = try LoopbackHTTPServer(routes: [
            "/page": .page(
                status: 200,
                body: """
                    <script>webkit.messageHandlers.app.postMessage('from the page')</script>
                    <iframe src='\(frameServer.url("/frame").absoluteString)'></iframe>
                    """)
        ])
        let f = try WebFixture()
        var received: [ScriptMessage] = []
        f.web.addScriptMessageHandler(name: "app") { received.append($0) }
        f.web.load(pageServer.url("/page"))
        #expect(f.host.run(until: { received.count == 2 }), "\(received)")
        let page = try #require(received.first { $0.body == "from the page" })
        let frame = try #require(received.first { $0.body == #"{"from":"frame"}"# })
        #expect(page.frameInfo.isMainFrame && !frame.frameInfo.isMainFrame)
        #expect(page.frameInfo.securityOrigin == SecurityOrigin(protocol: "http", host: "127.0.0.1", port: pageServer.port))
        #expect(frame.frameInfo.securityOrigin == SecurityOrigin(protocol: "http", host: "127.0.0.1", port: frameServer.port))
        #expect(page.frameInfo.url == pageServer.url("/page") && frame.frameInfo.url == frameServer.url("/frame"))
        // The page's own script cannot reach the world that fills in the frame, nor replace
        // the handlers' object.
        #expect(
            f.value("try { window.webkit = 1; String(typeof window.webkit.messageHandlers.app.postMessage) } catch (e) { 'threw' }")
                == "function")
        #expect(f.value("String(typeof window.recipekitForwarder)") == "undefined")
        #expect(f.value("String(typeof window.webkit.messageHandlers.unknown)") == "undefined")
    }

    @Test func aRefusedSubFrameNavigationIsNotThePagesFailure() throws {
        let server = try LoopbackHTTPServer(routes: [
            "/page": .page(
                status: 200,
                body: """
                    <title>frames</title>
                    <iframe src='weird-scheme://x'></iframe>
                    <iframe src='http://127.0.0.1:25/'></iframe>
                    <iframe src='file:///etc/hostname'></iframe>
                    """)
        ])
        let f = try WebFixture()
        f.web.load(server.url("/page"))
        #expect(f.host.run(until: { f.recorder.settled && f.web.title != nil }))
        // Give the frames' refusals time to arrive.
        f.host.run(until: { false }, timeout: 0.5)
        #expect(f.recorder.failures.isEmpty, "\(f.recorder.failures)")
        #expect(f.recorder.finished == [server.url("/page")])
        // The view still refused what the frames asked for.
        #expect(f.recorder.actions.contains { $0.url?.scheme == "weird-scheme" } == false)
        // A refused main-frame navigation is still reported.
        _ = f.value("location.href = 'weird-scheme://y'")
        #expect(f.host.run(until: { !f.recorder.failures.isEmpty }))
        #expect(f.recorder.failures.first == .unsupportedScheme(URL(string: "weird-scheme://y")!, scheme: "weird-scheme"))
    }
}
