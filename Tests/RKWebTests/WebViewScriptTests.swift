import Foundation
import RKGeometry
import RKHosts
import Testing
import RKViews
import RKWebTesting

@testable import RKWeb

/// JavaScript from the app, and messages from the page.
@MainActor
@Suite(.serialized) struct WebViewScriptTests {
    @Test func valuesComeBackAsStrings() throws {
        let f = try WebFixture()
        #expect(f.show("<title>t</title><p id=p>text</p>"))
        #expect(f.value("document.getElementById('p').textContent") == "text")
        #expect(f.value("6 * 7") == "42")
        #expect(f.value("({a: 1, b: [true, null]})") == #"{"a":1,"b":[true,null]}"#)
        #expect(f.value("undefined") == nil)
        #expect(f.value("null") == nil)
    }

    @Test func aThrowingScriptFails() throws {
        let f = try WebFixture()
        #expect(f.show("<p>x</p>"))
        guard case .failure(let e)? = f.evaluate("throw new Error('no luck')") else {
            Issue.record("the script did not fail")
            return
        }
        guard case .javaScript(let message) = e else {
            Issue.record("got \(e)")
            return
        }
        #expect(message.contains("no luck"))
        guard case .failure(.javaScript)? = f.evaluate("thisIsNotDefined + 1") else {
            Issue.record("no ReferenceError")
            return
        }
    }

    @Test func evaluateJavaScriptAwaits() async throws {
        let f = try WebFixture()
        #expect(f.show("<title>awaited</title>"))
        let title = try await f.host.value { try await f.web.evaluateJavaScript("document.title") }
        #expect(title == "awaited")
        await #expect(throws: WebViewError.self) {
            _ = try await f.host.value { try await f.web.evaluateJavaScript("(") }
        }
    }

    /// Awaited the way `main.swift` awaits before its host runs: no loop turn under way and
    /// nothing else turning the loop. It used to wait forever.
    @Test func evaluateJavaScriptAwaitedWithNoLoopRunning() async throws {
        let f = try WebFixture()
        #expect(f.show("<title>top level</title>"))
        #expect(!f.host.eventLoop.isInTurn)
        let title = try await f.web.evaluateJavaScript("document.title")
        #expect(title == "top level")
        await #expect(throws: WebViewError.self) { _ = try await f.web.evaluateJavaScript("(") }
    }

    @Test func pagesPostMessages() throws {
        let f = try WebFixture()
        var received: [ScriptMessage] = []
        f.web.addScriptMessageHandler(name: "app") { received.append($0) }
        #expect(
            f.show(
                """
                <script>
                webkit.messageHandlers.app.postMessage('hello');
                webkit.messageHandlers.app.postMessage({n: 2});
                </script>
                """))
        #expect(f.host.run(until: { received.count == 2 }))
        #expect(received.map(\.body) == ["hello", #"{"n":2}"#])
        #expect(received.allSatisfy { $0.name == "app" })
        f.web.removeScriptMessageHandler(name: "app")
        #expect(
            f.value("String(typeof window.webkit === 'undefined' || typeof window.webkit.messageHandlers.app === 'undefined')")
                == "true")
    }
}
