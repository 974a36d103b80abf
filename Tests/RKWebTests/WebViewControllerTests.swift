import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing
import RKWebTesting

@testable import RKViews
@testable import RKWeb

/// Recipe 6: the reusable web view controller.
@MainActor
@Suite(.serialized) struct WebViewControllerTests {
    final class Recorder: WebViewControllerDelegate {
        var finishes = 0
        var failures: [WebViewError] = []
        var allowsLandscape = true
        func webControllerDidFinishLoading(_ controller: WebViewController) { finishes += 1 }
        func webController(_ controller: WebViewController, didFailLoadWithError error: WebViewError) { failures.append(error) }
        func webController(_ controller: WebViewController, shouldAutorotateTo orientation: ViewController.OrientationMask)
            -> Bool
        {
            allowsLandscape || !ViewController.OrientationMask.landscape.contains(orientation)
        }
    }

    /// A host whose window shows `controller` in a navigation controller.
    func show(_ controller: WebViewController, size: Size = Size(width: 321, height: 481)) throws -> (
        HeadlessHost, NavigationController
    ) {
        let host = try HeadlessHost(size: size)
        let nav = NavigationController(rootViewController: controller)
        host.window.rootViewController = nav
        host.window.makeKeyAndVisible()
        host.run(for: 1.0 / 60)
        return (host, nav)
    }

    static let titled = "<html><head><title>From the page</title></head><body style='background:rgb(0,160,0)'></body></html>"

    @Test func theIndicatorSpinsCenteredOnWholePointsUntilThePageFadesIn() throws {
        let server = try LoopbackHTTPServer(routes: ["/": .page(status: 200, body: Self.titled)])
        let controller = WebViewController(url: server.url("/"), configuration: WebTestEnvironment.configuration())
        let recorder = Recorder()
        controller.delegate = recorder
        let (host, _) = try show(controller)
        let web = try #require(controller.webView)
        let spinner = controller.activityIndicator
        #expect(spinner.isAnimating && !spinner.isHidden)
        #expect(web.alpha == 0)
        func checkCentered() {
            let b = controller.view.bounds
            let f = spinner.frame
            #expect(f.minX == ((b.width - f.width) / 2).rounded(.down) && f.minY == ((b.height - f.height) / 2).rounded(.down))
            #expect(f.minX == f.minX.rounded() && f.minY == f.minY.rounded())
            #expect(abs(f.midX - b.midX) <= 0.5 && abs(f.midY - b.midY) <= 0.5)
        }
        checkCentered()
        // Rotated (or a window resized), it stays centered.
        try host.resize(to: Size(width: 483, height: 319))
        host.run(for: 1.0 / 60)
        #expect(controller.view.bounds.width == 483)
        checkCentered()

        #expect(host.run(until: { recorder.finishes == 1 }))
        #expect(!spinner.isAnimating && spinner.isHidden)
        #expect(web.alpha == 1)
        // The fade is an animation of the layer's opacity, halfway through it.
        host.run(for: controller.fadeDuration / 2)
        let halfway = web.layer.presentationProperties.opacity
        #expect(halfway > 0 && halfway < 1)
        host.run(for: controller.fadeDuration)
        #expect(web.layer.presentationProperties.opacity == 1)
        #expect(host.run(until: { controller.navigationItem.title == "From the page" }))
        #expect(recorder.failures.isEmpty)
    }

    @Test func aTitleOfItsOwnIsKeptAndSeveralFinishesAreTolerated() throws {
        let server = try LoopbackHTTPServer(routes: ["/": .page(status: 200, body: Self.titled)])
        let controller = WebViewController(url: server.url("/"), configuration: WebTestEnvironment.configuration())
        controller.title = "Fixed"
        let recorder = Recorder()
        controller.delegate = recorder
        let (host, _) = try show(controller)
        #expect(host.run(until: { recorder.finishes == 1 }))
        controller.webView?.reload()
        #expect(host.run(until: { recorder.finishes == 2 }))
        host.run(for: 0.5)
        #expect(controller.navigationItem.title == "Fixed")
        #expect(controller.webView?.alpha == 1 && !controller.activityIndicator.isAnimating)
        #expect(recorder.failures.isEmpty)
    }

    @Test func failuresReachTheDelegateWithAClearError() throws {
        let server = try LoopbackHTTPServer(routes: ["/slow": .hang])
        let refused = URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.unusedPort())/")!
        let cases: [(URL, (WebViewError) -> Bool)] = [
            (URL(string: "http://")!, { $0 == .invalidURL("http://") }),
            (URL(string: "htp://example.org")!, { $0 == .unsupportedScheme(URL(string: "htp://example.org")!, scheme: "htp") }),
            (refused, { $0 == .connectionRefused(refused) }),
            (server.url("/missing"), { $0 == .httpStatus(server.url("/missing"), code: 404) }),
            (server.url("/slow"), { $0 == .timedOut(server.url("/slow")) }),
        ]
        for (url, matches) in cases {
            let controller = WebViewController(url: url, configuration: WebTestEnvironment.configuration())
            // Long enough for a refusal or a 404 to come back through the engine's processes on a loaded machine.
            controller.timeoutInterval = 2
            let recorder = Recorder()
            controller.delegate = recorder
            let (host, _) = try show(controller)
            #expect(host.run(until: { !recorder.failures.isEmpty }), "\(url)")
            #expect(recorder.failures.count == 1 && recorder.failures.allSatisfy(matches), "\(url): \(recorder.failures)")
            #expect(recorder.failures.first.map { !$0.description.isEmpty } == true)
            #expect(!controller.activityIndicator.isAnimating)
            #expect(recorder.finishes == 0)
        }
        server.stop()
    }

    /// A delegate written from seed 000, with the error as `any Error` and the seed's rotation
    /// spelling, is called: those spellings used to compile and never run.
    @Test func theSeedsDelegateSpellingsAreCalled() throws {
        final class Seed: WebViewControllerDelegate {
            var failures: [any Error] = []
            var askedOrientations = 0
            func webController(_ controller: WebViewController, didFailLoadWithError error: any Error) { failures.append(error) }
            func webController(
                _ controller: WebViewController, shouldAutorotateToInterfaceOrientation orientation: ViewController.OrientationMask
            ) -> Bool {
                askedOrientations += 1
                return orientation == .portrait
            }
        }
        let controller = WebViewController(url: URL(string: "http://")!, configuration: WebTestEnvironment.configuration())
        let seed = Seed()
        controller.delegate = seed
        let (host, _) = try show(controller)
        #expect(host.run(until: { !seed.failures.isEmpty }))
        #expect(seed.failures.count == 1 && (seed.failures.first as? WebViewError) == .invalidURL("http://"))
        #expect(controller.supportedInterfaceOrientations == .portrait)
        #expect(seed.askedOrientations > 0)
    }

    @Test func theBackgroundColorWaitsForTheView() throws {
        let controller = WebViewController(url: URL(string: "about:blank")!, configuration: WebTestEnvironment.configuration())
        controller.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.4)
        #expect(!controller.isViewLoaded)
        _ = controller.view
        #expect(controller.view.backgroundColor == Color(red: 0.2, green: 0.3, blue: 0.4))
        controller.backgroundColor = nil
        #expect(controller.view.backgroundColor == .white)
        let plain = WebViewController(url: URL(string: "about:blank")!, configuration: WebTestEnvironment.configuration())
        #expect(plain.view.backgroundColor == .white)
    }

    @Test func theDoneButtonDismisses() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let root = ViewController()
        host.window.rootViewController = root
        host.window.makeKeyAndVisible()
        let controller = WebViewController(url: URL(string: "about:blank")!, configuration: WebTestEnvironment.configuration())
        #expect(controller.navigationItem.rightBarButtonItem == nil)
        controller.showsDoneButton = true
        let nav = NavigationController(rootViewController: controller)
        root.present(nav, animated: false)
        host.run(for: 0.5)
        #expect(controller.navigationItem.rightBarButtonItem?.systemItem == .done)
        let done = try #require(nav.navigationBar.itemButtons.first)
        host.tap(at: done.convert(Point(x: done.bounds.midX, y: done.bounds.midY), to: nil))
        host.run(for: 1)
        #expect(root.presentedViewController == nil)
        controller.showsDoneButton = false
        #expect(controller.navigationItem.rightBarButtonItem == nil)
    }

    @Test func theDelegateDecidesTheOrientations() {
        let controller = WebViewController(url: URL(string: "about:blank")!)
        #expect(controller.supportedInterfaceOrientations == .all)
        let recorder = Recorder()
        recorder.allowsLandscape = false
        controller.delegate = recorder
        #expect(controller.supportedInterfaceOrientations == [.portrait, .portraitUpsideDown])
    }
}

extension NavigationBar {
    /// The buttons shown for items, left ones then right ones.
    var itemButtons: [View] {
        guard let c = content else { return [] }
        return c.leftButtons + c.rightButtons
    }
}
