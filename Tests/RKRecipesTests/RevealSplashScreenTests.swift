import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKSnapshotTesting
import Testing
import RKViews

@testable import RKRecipes

@MainActor
@Suite(.serialized) struct RevealSplashScreenTests {
    func makeHost() throws -> (HeadlessHost, ViewController) {
        let h = try HeadlessHost(size: Size(width: 160, height: 240))
        let root = ViewController()
        root.view.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
        h.window.rootViewController = root
        return (h, root)
    }

    func makeSplash(_ t: RevealSplashScreen.Transition) -> RevealSplashScreen {
        let s = RevealSplashScreen()
        s.splashImage = splashTestImage(width: 160, height: 240)
        s.transition = t
        s.delay = 0.5
        s.duration = 1
        return s
    }

    @Test(arguments: RevealSplashScreen.Transition.allCases)
    func maskScalesFromOneToTheClearingScale(_ t: RevealSplashScreen.Transition) throws {
        let (h, root) = try makeHost()
        let log = SplashLog()
        let splash = makeSplash(t)
        splash.delegate = log
        splash.present(over: root)
        h.window.makeKeyAndVisible()
        h.eventLoop.runOnce()
        #expect(log.events == ["didAppear"])
        h.run(for: 0.4)
        #expect(log.events == ["didAppear"])
        h.run(for: 0.101) // the reveal starts at 0.5 s exactly
        #expect(log.events == ["didAppear", "willDisappear"])
        let mask = try #require(splash.maskLayer)
        let s = 240.0 / 8
        #expect(mask.anchorPoint == t.anchor)
        #expect(mask.animation(forKey: "scale")?.fillMode == .both)
        #expect(mask.animation(forKey: "scale")?.isRemovedOnCompletion == false)
        #expect(abs(mask.presentation().transform.m11 - 1) < 0.05) // 0%
        h.run(for: 0.499)
        #expect(abs(mask.presentation().transform.m11 - (1 + (s - 1) / 2)) < 0.05) // 50%
        #expect(splash.view.superview != nil)
        h.run(for: 0.55)
        #expect(abs(mask.presentation().transform.m11 - s) < 1e-6)
        #expect(splash.view.superview == nil)
        #expect(splash.view.layer.mask == nil)
        #expect(log.events == ["didAppear", "willDisappear", "didDisappear"])
        #expect(root.presentedViewController == nil)
    }

    @Test func generatedMasksClearTheWholeViewAtTheFinalScale() {
        let size = Size(width: 160, height: 240)
        for t in RevealSplashScreen.Transition.allCases {
            let img = RevealSplashScreen.makeMaskImage(for: t, size: size, finalScale: 30)!
            // The pixel at the anchor is transparent; a far corner is opaque.
            let ax = min(159, Int(t.anchor.x * 160)), ay = min(239, Int(t.anchor.y * 240))
            #expect((img.pixel(x: ax, y: ay)! >> 24) == 0, "\(t)")
            let fx = t.anchor.x < 0.5 ? 159 : 0, fy = t.anchor.y < 0.5 ? 239 : 0
            #expect((img.pixel(x: fx, y: fy)! >> 24) == 0xFF, "\(t)")
        }
    }

    @Test func masksFollowTheScreensPixelDensity() {
        let size = Size(width: 160, height: 240)
        let lo = RevealSplashScreen.makeMaskImage(for: .circleFromCenter, size: size, finalScale: 30)!
        let hi = RevealSplashScreen.makeMaskImage(for: .circleFromCenter, size: size, finalScale: 30, scale: 2)!
        #expect(hi.pixelWidth == 320 && hi.pixelHeight == 480 && hi.scale == 2 && hi.size == size)
        // The hole is as wide in points: twice as many clear pixels across its middle row.
        func clear(_ img: Image) -> Int {
            (0..<img.pixelWidth).filter { (img.pixel(x: $0, y: img.pixelHeight / 2)! >> 24) < 128 }.count
        }
        #expect(clear(lo) > 4 && abs(clear(hi) - 2 * clear(lo)) <= 2)
        #expect(RevealSplashScreen.makeMaskImage(for: .clearFromLeft, size: Size(width: Double.nan, height: 10),
                                                 finalScale: 30) == nil)
    }

    /// Just before the end, the hole covers the whole view: not a pixel of the splash is left
    /// (a stretched bitmap mask left faint bands of it in four of the six transitions).
    @Test(arguments: RevealSplashScreen.Transition.allCases)
    func nothingOfTheSplashRemainsAtTheEnd(_ t: RevealSplashScreen.Transition) throws {
        let (h, root) = try makeHost()
        let splash = makeSplash(t)
        splash.present(over: root)
        h.window.makeKeyAndVisible()
        Application.shared.isStatusBarHidden = true
        defer { Application.shared.isStatusBarHidden = false }
        h.run(for: 0.5 + 0.999)
        #expect(splash.view.superview != nil)  // still revealing
        let img = h.snapshot()
        let background = img.pixel(x: 80, y: 120)
        var left = 0
        for y in 0..<240 { for x in 0..<160 where img.pixel(x: x, y: y) != background { left += 1 } }
        #expect(left == 0, "\(left) pixels of the splash remain at 99.9% of \(t)")
    }

    @Test func theFinalScaleCanBeSetForACustomMask() {
        let splash = RevealSplashScreen()
        splash.finalScale = 12
        #expect(splash.finalScale == 12)
        splash.finalScale = .nan
        #expect(splash.finalScale == Swift.max(splash.view.bounds.height / 8, 2))
    }

    @Test func snapshotsOfAllSixTransitionsAtTheirStartMiddleAndEnd() throws {
        for t in RevealSplashScreen.Transition.allCases {
            let (h, root) = try makeHost()
            let splash = makeSplash(t)
            splash.present(over: root)
            Application.shared.isStatusBarHidden = false
            h.window.makeKeyAndVisible()
            h.run(for: 0.501)
            Snapshot.expect(h.snapshot(), named: "all-\(t)-000")
            h.run(for: 0.5)
            Snapshot.expect(h.snapshot(), named: "all-\(t)-050")
            h.run(for: 0.498)
            Snapshot.expect(h.snapshot(), named: "all-\(t)-100")
        }
    }

    @Test func snapshotsOfTheRevealKeyFrames() throws {
        for t in [RevealSplashScreen.Transition.circleFromCenter, .clearFromRight] {
            let (h, root) = try makeHost()
            let splash = makeSplash(t)
            splash.present(over: root)
            // The status bar is application-wide state other suites change: fix it for the pictures.
            Application.shared.isStatusBarHidden = false
            h.window.makeKeyAndVisible()
            h.run(for: 0.501)
            Snapshot.expect(h.snapshot(), named: "\(t)-000")
            h.run(for: 0.05)
            Snapshot.expect(h.snapshot(), named: "\(t)-005")
            h.run(for: 0.15)
            Snapshot.expect(h.snapshot(), named: "\(t)-020")
            h.run(for: 0.8)
            Snapshot.expect(h.snapshot(), named: "\(t)-100")
        }
    }

    @Test func isReleasedAfterTheReveal() throws {
        let (h, root) = try makeHost()
        weak var weakSplash: RevealSplashScreen?
        weak var weakMask: Layer?
        do {
            let splash = makeSplash(.circleFromCenter)
            splash.present(over: root)
            weakSplash = splash
        }
        h.window.makeKeyAndVisible()
        h.run(for: 0.6)
        weakMask = weakSplash?.maskLayer
        #expect(weakMask != nil)
        h.run(for: 1.5)
        #expect(weakSplash == nil)
        #expect(weakMask == nil)
    }
}
