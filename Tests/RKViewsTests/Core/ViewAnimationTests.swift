import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMotion
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ViewAnimationTests {
    func setUp() throws -> (HeadlessHost, View) {
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        let v = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        v.backgroundColor = .red
        h.window.addSubview(v)
        h.renderFrame()
        return (h, v)
    }

    @Test func viewChangesOutsideBlocksDoNotAnimate() throws {
        let (_, v) = try setUp()
        v.center = Point(x: 200, y: 100)
        v.alpha = 0.3
        #expect(v.layer.animationKeys.isEmpty)
        #expect(v.layer.presentationProperties.position == Point(x: 200, y: 100))
    }

    @Test func animateBlockInterpolatesAndCompletes() throws {
        let (h, v) = try setUp()
        var finished: Bool?
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            v.center = Point(x: 125, y: 25)
            v.alpha = 0
        }, completion: { finished = $0 })
        #expect(v.center == Point(x: 125, y: 25))  // the model changes at once
        h.run(for: 0.5)
        #expect(abs(v.layer.presentationProperties.position.x - 75) < 1e-6)
        #expect(abs(v.layer.presentationProperties.opacity - 0.5) < 1e-6)
        #expect(finished == nil)
        h.run(for: 0.6)
        #expect(finished == true)
        #expect(v.layer.animationKeys.isEmpty)
    }

    @Test func delayHoldsTheStartValueAndInterruptionReportsUnfinished() throws {
        let (h, v) = try setUp()
        var finished: Bool?
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { v.center.x = 225 },
                     completion: { finished = $0 })
        h.run(for: 0.25)
        #expect(abs(v.layer.presentationProperties.position.x - 25) < 1e-6)
        v.layer.removeAllAnimations()
        h.run(for: 0.05)
        #expect(finished == false)
    }

    @Test func completionRunsOnTheNextTurnWhenNothingAnimates() throws {
        let (h, v) = try setUp()
        var finished: Bool?
        View.animate(withDuration: 1, animations: { v.tag = 3 }, completion: { finished = $0 })
        #expect(finished == nil)
        h.run(for: 1.0 / 60)
        #expect(finished == true)
    }

    @Test func springBlockOvershootsAndWithoutAnimationDoesNot() throws {
        let (h, v) = try setUp()
        View.animate(withDuration: 1, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, animations: { v.center.x = 125 })
        var maxX = 0.0
        for _ in 0..<60 {
            h.run(for: 1.0 / 60)
            maxX = max(maxX, v.layer.presentationProperties.position.x)
        }
        #expect(maxX > 126)
        let before = v.layer.animation(forKey: "position")
        View.animate(withDuration: 1, animations: {
            View.performWithoutAnimation { v.alpha = 0.4 }
        })
        #expect(v.layer.animation(forKey: "opacity") == nil)
        #expect(v.layer.animation(forKey: "position") === before)
    }
}
