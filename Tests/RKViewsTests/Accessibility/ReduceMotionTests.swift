import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMainLoop
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ReduceMotionTests {
    @Test func changingTheSettingPostsTheNotification() {
        final class Count: @unchecked Sendable { var posts = 0 }
        let count = Count()
        let token = NotificationCenter.default.addObserver(
            forName: Accessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in count.posts += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        let was = Accessibility.isReduceMotionEnabled
        // Flipped and restored within one main-actor turn: no other test sees it.
        Accessibility.isReduceMotionEnabled = !was
        #expect(Accessibility.isReduceMotionEnabled == !was)
        Accessibility.isReduceMotionEnabled = !was
        Accessibility.isReduceMotionEnabled = was
        #expect(count.posts == 2)
    }

    @Test func aTaskCanReadItsOwnSetting() {
        let outside = Accessibility.isReduceMotionEnabled
        Accessibility.withReduceMotion(!outside) { #expect(Accessibility.isReduceMotionEnabled == !outside) }
        #expect(Accessibility.isReduceMotionEnabled == outside)
    }

    @Test func springsSettleAtOnce() throws {
        let h = try HeadlessHost(size: Size(width: 100, height: 100))
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(v)
        h.run(for: 0.05)
        var done = false
        Accessibility.withReduceMotion(true) {
            View.animate(withDuration: 1, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, animations: {
                v.center = Point(x: 60, y: 60)
            }, completion: { _ in done = true })
        }
        #expect(!(v.layer.animation(forKey: "position") is SpringAnimation))
        h.run(for: 0.05)
        #expect(v.layer.presentation().position == Point(x: 60, y: 60))
        #expect(done)
        // Without reduced motion the same block springs.
        View.animate(withDuration: 1, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, animations: {
            v.center = Point(x: 20, y: 20)
        })
        #expect(v.layer.animation(forKey: "position") is SpringAnimation)
    }

    @Test func navigationCrossFadesInsteadOfSliding() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let nav = NavigationController(rootViewController: ViewController())
        h.window.rootViewController = nav
        h.run(for: 0.1)
        let next = ViewController()
        try Accessibility.withReduceMotion(true) {
            nav.pushViewController(next, animated: true)
            let fade = try #require(next.view.layer.animation(forKey: NavigationController.slideKey) as? BasicAnimation)
            #expect(fade.keyPath == "opacity")
            // Nothing moves: the new view is where it stays.
            #expect(next.view.frame.minX == 0)
            h.run(for: Accessibility.reducedMotionFadeDuration + 0.05)
        }
        #expect(nav.topViewController === next)
        #expect(next.view.layer.animationKeys.isEmpty)
        #expect(nav.viewControllers.first?.view.superview == nil)
    }
}
