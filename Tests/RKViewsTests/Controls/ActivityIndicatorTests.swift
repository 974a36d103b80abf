import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ActivityIndicatorTests {
    func setUp(_ style: ActivityIndicator.Style = .large) throws -> (HeadlessHost, ActivityIndicator) {
        let h = try HeadlessHost(size: Size(width: 100, height: 100))
        let a = ActivityIndicator(style: style)
        a.center = Point(x: 50, y: 50)
        h.window.addSubview(a)
        h.renderFrame()
        return (h, a)
    }

    /// The rotation of the spokes layer now, in whole steps of 30°.
    func step(_ a: ActivityIndicator) -> Int {
        let t = a.subviews[0].layer.presentationProperties.transform
        var angle = atan2(t.m12, t.m11)
        if angle < -1e-9 { angle += 2 * Double.pi }
        return Int((angle / (Double.pi / 6)).rounded()) % 12
    }

    @Test func stylesHaveUIKitsSizes() throws {
        #expect(ActivityIndicator(style: .medium).bounds.size == Size(width: 20, height: 20))
        #expect(ActivityIndicator(style: .large).bounds.size == Size(width: 37, height: 37))
        let a = ActivityIndicator(style: .medium)
        a.center = Point(x: 100, y: 100)
        a.style = .large
        a.sizeToFit()
        #expect(a.frame == Rect(x: 81.5, y: 81.5, width: 37, height: 37))
    }

    @Test func hiddenUntilStartedAndAfterStopping() throws {
        let (h, a) = try setUp()
        #expect(a.isHidden && !a.isAnimating)
        a.startAnimating()
        #expect(!a.isHidden && a.isAnimating)
        #expect(a.subviews[0].layer.animation(forKey: ActivityIndicator.animationKey) != nil)
        h.run(for: 0.2)
        a.stopAnimating()
        #expect(a.isHidden && !a.isAnimating)
        #expect(a.subviews[0].layer.animationKeys.isEmpty)
        a.hidesWhenStopped = false
        #expect(!a.isHidden)
        a.startAnimating()
        a.stopAnimating()
        #expect(!a.isHidden)
    }

    @Test func spinsOneSpokeAtATimeForever() throws {
        let (h, a) = try setUp()
        a.startAnimating()
        // Sample in the middle of each step, away from the exact switching times.
        h.run(for: 1.0 / 24)
        #expect(step(a) == 0)
        var seen: [Int] = []
        for _ in 0..<30 {
            h.run(for: 1.0 / 12)
            seen.append(step(a))
        }
        // Each twelfth of a second the wheel turns one step; after a turn it starts again.
        #expect(seen == (1...30).map { $0 % 12 })
        #expect(a.subviews[0].layer.transform == .identity)  // the model never turns
    }

    @Test func drawsDarkestAtTwelveOClock() throws {
        let (h, a) = try setUp()
        a.startAnimating()
        let img = h.snapshot()
        // Top spoke (around (50, 37)) is darker than the one just clockwise of it.
        let top = rgb(img, 50, 37).r
        let next = rgb(img, 56, 38).r
        #expect(top < 130)
        #expect(next > top)
    }
}
