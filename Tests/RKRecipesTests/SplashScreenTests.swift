import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing
import RKViews

@testable import RKRecipes

@MainActor
final class SplashLog: SplashScreenDelegate {
    var events: [String] = []
    func splashScreenDidAppear(_ s: SplashScreen) { events.append("didAppear") }
    func splashScreenWillDisappear(_ s: SplashScreen) { events.append("willDisappear") }
    func splashScreenDidDisappear(_ s: SplashScreen) { events.append("didDisappear") }
}

/// A solid image with a centered white square.
@MainActor
func splashTestImage(width: Int, height: Int, color: UInt32 = 0xFFC0_2020) -> Image {
    var px = [UInt32](repeating: color, count: width * height)
    for y in height / 3..<(2 * height / 3) { for x in width / 3..<(2 * width / 3) { px[y * width + x] = 0xFFFF_FFFF } }
    return try! Image(width: width, height: height, premultipliedARGB: px)
}

@MainActor
@Suite(.serialized) struct SplashScreenTests {
    func makeHost() throws -> (HeadlessHost, ViewController) {
        let h = try HeadlessHost(size: Size(width: 200, height: 300))
        let root = ViewController()
        root.view.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
        h.window.rootViewController = root
        return (h, root)
    }

    @Test func tellsTheDelegateThenHidesOnTheNextTurn() throws {
        let (h, root) = try makeHost()
        let log = SplashLog()
        let splash = SplashScreen()
        splash.splashImage = splashTestImage(width: 60, height: 60)
        splash.delegate = log
        var completed = false
        splash.completion = { completed = true; log.events.append("completion") }
        #expect(splash.present(over: root))
        h.window.makeKeyAndVisible()
        #expect(log.events.isEmpty)
        h.eventLoop.runOnce()
        #expect(log.events == ["didAppear"])
        #expect(root.presentedViewController === splash)
        h.eventLoop.runOnce()
        #expect(log.events == ["didAppear", "willDisappear"])
        h.run(for: ViewController.transitionDuration + 0.1)
        #expect(log.events == ["didAppear", "willDisappear", "didDisappear", "completion"])
        #expect(completed)
        #expect(root.presentedViewController == nil)
        #expect(splash.view.superview == nil)
    }

    @Test func centersItsImageAndShowsTheStatusBar() throws {
        let (h, root) = try makeHost()
        Application.shared.isStatusBarHidden = true
        defer { Application.shared.isStatusBarHidden = false }  // also when an expectation fails
        let splash = SplashScreen()
        splash.splashImage = splashTestImage(width: 60, height: 60)
        splash.showsStatusBarOnDismissal = true
        splash.present(over: root)
        h.window.makeKeyAndVisible()
        #expect(splash.view.contentMode == .center)
        #expect(splash.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(splash.view.frame == h.window.bounds)
        #expect(splash.modalTransitionStyle == .crossDissolve)
        h.run(for: 1)
        #expect(Application.shared.isStatusBarHidden == false)
    }

    /// The bounding box of the pixels of `color` in the host's frame.
    func box(of color: UInt32, in h: HeadlessHost) -> Rect {
        var r = Rect.null
        for y in 0..<h.bitmap.pixelHeight {
            for x in 0..<h.bitmap.pixelWidth where h.bitmap.pixel(x: x, y: y) == color {
                r = r.union(Rect(x: Double(x), y: Double(y), width: 1, height: 1))
            }
        }
        return r
    }

    @Test func aSquareImageStaysCenteredWhenTheWindowRotates() throws {
        let (h, root) = try makeHost()
        Application.shared.isStatusBarHidden = true
        // Application-wide: other suites' snapshots draw the status bar.
        defer { Application.shared.isStatusBarHidden = false }
        final class SizeLog: ViewController {
            var sizes: [Size] = []
            override func viewWillTransition(to size: Size) { sizes.append(size) }
        }
        let tracked = SizeLog()
        h.window.rootViewController = tracked
        _ = root
        let splash = SplashScreen()
        splash.splashImage = splashTestImage(width: 60, height: 60)
        splash.waitsUntilReady = true  // stays up while the window turns
        splash.present(over: tracked)
        h.run(for: 0.2)
        let red: UInt32 = 0xFFC0_2020
        #expect(box(of: red, in: h) == Rect(x: 70, y: 120, width: 60, height: 60))
        try h.resize(to: Size(width: 300, height: 200))  // landscape
        h.run(for: 0.1)
        #expect(tracked.sizes == [Size(width: 300, height: 200)])
        #expect(splash.view.frame == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(box(of: red, in: h) == Rect(x: 120, y: 70, width: 60, height: 60))
        try h.resize(to: Size(width: 200, height: 300))  // and back
        h.run(for: 0.1)
        #expect(box(of: red, in: h) == Rect(x: 70, y: 120, width: 60, height: 60))
        splash.markReady()
        h.run(for: ViewController.transitionDuration + 0.1)
        #expect(splash.view.superview == nil)
    }

    @Test func aMissingImageIsLoggedNotFatal() throws {
        let (h, root) = try makeHost()
        var lines: [String] = []
        let old = SplashScreen.log
        SplashScreen.log = { lines.append($0) }
        defer { SplashScreen.log = old }
        let splash = SplashScreen()
        splash.imagePath = "/nonexistent/Default.png"
        #expect(splash.splashImage == nil)
        #expect(lines.count == 1 && lines[0].contains("/nonexistent/Default.png"))
        splash.present(over: root)
        h.window.makeKeyAndVisible()
        #expect(splash.view.backgroundColor == .white)
        h.run(for: 1)
        #expect(root.presentedViewController == nil)
    }

    @Test func waitsUntilMarkedReady() throws {
        let (h, root) = try makeHost()
        let splash = SplashScreen()
        splash.splashImage = splashTestImage(width: 20, height: 20)
        splash.waitsUntilReady = true
        splash.maximumWait = 10
        splash.present(over: root)
        h.window.makeKeyAndVisible()
        h.run(for: 2)
        #expect(root.presentedViewController === splash)
        splash.markReady()
        h.run(for: 1)
        #expect(root.presentedViewController == nil)
    }

    @Test func aMaximumWaitEndsTheWait() throws {
        let (h, root) = try makeHost()
        let old = SplashScreen.log
        SplashScreen.log = { _ in }
        defer { SplashScreen.log = old }
        let splash = SplashScreen()
        splash.splashImage = splashTestImage(width: 20, height: 20)
        splash.waitsUntilReady = true
        splash.maximumWait = 1.5
        splash.present(over: root)
        h.window.makeKeyAndVisible()
        h.run(for: 1.4)
        #expect(root.presentedViewController === splash)
        h.run(for: 0.6)
        #expect(root.presentedViewController == nil)
    }

    @Test func isReleasedAfterDismissal() throws {
        let (h, root) = try makeHost()
        weak var weakSplash: SplashScreen?
        weak var weakView: View?
        do {
            let splash = SplashScreen()
            splash.splashImage = splashTestImage(width: 20, height: 20)
            let log = SplashLog()
            splash.delegate = log
            splash.completion = { [weak splash] in _ = splash }
            splash.present(over: root)
            weakSplash = splash
            weakView = splash.view
        }
        h.window.makeKeyAndVisible()
        h.run(for: 1)
        #expect(weakSplash == nil)
        #expect(weakView == nil)
    }
}

/// hide() called early: in the same turn as present, or by hand while waiting.
@MainActor
@Suite(.serialized) struct SplashScreenEarlyHideTests {
    func makeHost() throws -> (HeadlessHost, ViewController) {
        let h = try HeadlessHost(size: Size(width: 200, height: 300))
        let root = ViewController()
        h.window.rootViewController = root
        return (h, root)
    }

    @Test func aHideInThePresentingTurnHidesOnceTheSplashHasAppeared() throws {
        let (h, root) = try makeHost()
        let log = SplashLog()
        let splash = SplashScreen()
        splash.splashImage = splashTestImage(width: 60, height: 60)
        splash.waitsUntilReady = true
        splash.delegate = log
        splash.present(over: root)
        splash.hide()
        h.window.makeKeyAndVisible()
        h.run(for: ViewController.transitionDuration + 0.5)
        #expect(log.events == ["didAppear", "willDisappear", "didDisappear"])
        #expect(root.presentedViewController == nil)
    }

    @Test func aRevealSplashHiddenByHandStopsWaiting() throws {
        let (h, root) = try makeHost()
        let splash = RevealSplashScreen()
        splash.splashImage = splashTestImage(width: 200, height: 300)
        splash.waitsUntilReady = true
        splash.maximumWait = 1
        splash.duration = 0.3
        var completions = 0
        splash.completion = { completions += 1 }
        splash.present(over: root)
        h.window.makeKeyAndVisible()
        h.run(for: 0.2)
        var logged: [String] = []
        let oldLog = SplashScreen.log
        SplashScreen.log = { logged.append($0) }
        defer { SplashScreen.log = oldLog }
        splash.hide()
        h.run(for: 2)  // past the maximum wait: its timer must be gone, not fire
        #expect(logged.isEmpty, "the wait timer still fired: \(logged)")
        #expect(completions == 1)
        #expect(splash.view.superview == nil)
    }
}

@MainActor
@Suite(.serialized) struct SplashScreenDefaultImageTests {
    /// The seed's [UIImage imageNamed:@"Default.png"]: the launch image from the bundle, at the
    /// screen's scale, whatever the working directory.
    @Test func theDefaultImageComesFromTheBundleAtTheScreensScale() throws {
        let bundle = try #require(Bundle.module.url(forResource: "LaunchImages", withExtension: nil).flatMap(Bundle.init(url:)))
        let old = SplashScreen.imageBundle
        SplashScreen.imageBundle = bundle
        defer { SplashScreen.imageBundle = old }
        for scale in [1.0, 2.0] {
            let h = try HeadlessHost(size: Size(width: 100, height: 150), scale: scale)
            let root = ViewController()
            h.window.rootViewController = root
            h.window.makeKeyAndVisible()
            let splash = SplashScreen()
            splash.present(over: root)
            let image = try #require(splash.splashImage)
            #expect(image.scale == scale && image.size == Size(width: 20, height: 30))
        }
        // A missing name logs and shows the plain background.
        var logged: [String] = []
        let oldLog = SplashScreen.log
        SplashScreen.log = { logged.append($0) }
        defer { SplashScreen.log = oldLog }
        let missing = SplashScreen()
        missing.imageName = "NoSuchLaunchImage"
        #expect(missing.splashImage == nil && logged.count == 1)
    }
}
