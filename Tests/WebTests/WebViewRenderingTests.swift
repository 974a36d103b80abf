import Foundation
import Geometry
import Graphics
import Hosts
import Testing
import Views
import WebTesting

@testable import Web

/// The page's pixels reach the host's frames through the layer's external contents.
@MainActor
@Suite(.serialized) struct WebViewRenderingTests {
    final class Recorder: WebViewNavigationDelegate {
        var finished: [URL?] = []
        var failures: [WebViewError] = []
        var started = 0, committed = 0
        func webView(_ webView: WebView, didStartNavigationTo url: URL?) { started += 1 }
        func webView(_ webView: WebView, didCommitNavigationTo url: URL?) { committed += 1 }
        func webView(_ webView: WebView, didFinishNavigationTo url: URL?) { finished.append(url) }
        func webView(_ webView: WebView, didFailNavigationTo url: URL?, error: WebViewError) { failures.append(error) }
    }

    static func colorAt(_ host: HeadlessHost, _ x: Int, _ y: Int) -> UInt32 {
        host.bitmap.pixel(x: x * Int(host.scale), y: y * Int(host.scale)) ?? 0
    }

    @Test func htmlShowsInTheLayer() throws {
        let host = try HeadlessHost(size: Size(width: 200, height: 150))
        let web = WebView(frame: Rect(x: 0, y: 0, width: 200, height: 150), configuration: WebTestEnvironment.configuration())
        let recorder = Recorder()
        web.navigationDelegate = recorder
        host.window.addSubview(web)
        web.loadHTMLString("<body style='margin:0;background:rgb(255,0,0)'><div style='height:75px;background:rgb(0,0,255)'></div></body>", baseURL: nil)
        #expect(host.run(until: { !recorder.finished.isEmpty }))
        #expect(host.run(until: { Self.colorAt(host, 100, 120) == 0xFFFF_0000 }))
        #expect(Self.colorAt(host, 100, 20) == 0xFF00_00FF)
        #expect(recorder.started == 1 && recorder.committed == 1 && recorder.failures.isEmpty)
        #expect(!web.isLoading && web.estimatedProgress == 1)
    }
}
