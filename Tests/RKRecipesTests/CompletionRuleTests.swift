import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing
import RKViews

@testable import RKRecipes

/// The rule of docs/RELIABILITY.md: every completion runs exactly once, whatever the duration,
/// and an infinite delay never fires. Each case here once left something stuck.
@MainActor
@Suite(.serialized) struct CompletionRuleTests {
    func makeHost() throws -> (HeadlessHost, ViewController) {
        let h = try HeadlessHost(size: Size(width: 200, height: 300))
        let root = ViewController()
        h.window.rootViewController = root
        h.window.makeKeyAndVisible()
        return (h, root)
    }

    @Test func aRevealSplashWithANaNDurationStillLeaves() throws {
        let (h, root) = try makeHost()
        let s = RevealSplashScreen()
        s.splashImage = splashTestImage(width: 200, height: 300)
        s.duration = .nan
        var completions = 0
        s.completion = { completions += 1 }
        s.present(over: root)
        h.run(for: 1)
        #expect(completions == 1)
        #expect(s.view.superview == nil && root.presentedViewController == nil)
    }

    @Test func aSlideOutWithANaNDurationDoesNotBlockTheQueue() throws {
        let (h, _) = try makeHost()
        let a = SlideInView(image: splashTestImage(width: 80, height: 40))
        a.slideOutDuration = .nan
        let b = SlideInView(image: splashTestImage(width: 80, height: 40))
        var dismissed: [String] = []
        a.onDismiss = { dismissed.append("a") }
        b.onDismiss = { dismissed.append("b") }
        a.show(in: h.window, from: .top, duration: 0.5)
        b.show(in: h.window, from: .top, duration: 0.5)
        h.run(for: 4)
        #expect(dismissed == ["a", "b"])
    }

    @Test func aFlipWithANaNDurationEndsItsTransition() throws {
        let (h, root) = try makeHost()
        let old = ViewController.transitionDuration
        ViewController.transitionDuration = .nan
        defer { ViewController.transitionDuration = old }
        let modal = ViewController()
        modal.modalTransitionStyle = .flipHorizontal
        var presented = 0
        #expect(root.present(modal, animated: true) { presented += 1 })
        h.run(for: 1)
        #expect(presented == 1)
        var dismissed = 0
        modal.dismiss(animated: true) { dismissed += 1 }
        h.run(for: 1)
        #expect(dismissed == 1 && root.presentedViewController == nil)
        #expect(root.present(ViewController(), animated: false))  // no transition left in progress
    }

    @Test func aViewAnimationToANonFiniteValueStillCompletes() throws {
        let (h, root) = try makeHost()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(v)
        h.run(for: 0.1)
        var finished: [Bool] = []
        View.animate(withDuration: 0.3, animations: { v.alpha = 0.5; v.center = Point(x: Double.nan, y: 5) },
                     completion: { finished.append($0) })
        h.run(for: 1)
        #expect(finished.count == 1)
    }

    @Test func infiniteDelaysNeverFire() throws {
        let (h, root) = try makeHost()
        let splash = SplashScreen()
        splash.splashImage = splashTestImage(width: 60, height: 60)
        splash.waitsUntilReady = true
        splash.maximumWait = .infinity
        splash.present(over: root)
        let note = SlideInView(image: splashTestImage(width: 80, height: 40))
        note.show(in: h.window, from: .bottom, duration: .infinity)
        h.run(for: 10)
        #expect(root.presentedViewController === splash)  // still waiting for markReady()
        #expect(note.superview != nil)  // still shown
        splash.markReady()
        h.run(for: 1)
        #expect(root.presentedViewController == nil)
        // A tap with no time limit is still a tap.
        let target = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        root.view.addSubview(target)
        var taps = 0
        let tap = TapGestureRecognizer { r in if r.state == .ended { taps += 1 } }
        tap.maximumTapDuration = .infinity
        target.addGestureRecognizer(tap)
        h.tap(at: Point(x: 100, y: 100))
        #expect(taps == 1)
    }
}
