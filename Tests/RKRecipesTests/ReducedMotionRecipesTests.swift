import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing
import RKViews

@testable import RKRecipes

/// What the recipes' movements become while reduced motion is on (set for each test's task
/// alone, with `Accessibility.withReduceMotion`).
@MainActor
@Suite(.serialized) struct ReducedMotionRecipesTests {
    @Test func aSlideInFadesInWhereItRestsAndFadesOut() throws {
        let h = try HeadlessHost(size: Size(width: 200, height: 300))
        let v = SlideInView(image: splashTestImage(width: 80, height: 40, color: 0xFF20_8040))
        v.slideInDuration = 1
        var dismissed = 0
        v.onDismiss = { dismissed += 1 }
        try Accessibility.withReduceMotion(true) {
            v.show(in: h.window, from: .top, duration: 1, bounce: true)
            #expect(v.entrance == .fade)
            let fade = try #require(v.layer.animation(forKey: "slideIn") as? BasicAnimation)
            #expect(fade.keyPath == "opacity")
            // It never moves: it is where it rests from the first frame.
            #expect(v.layer.presentation().position == v.restingPosition)
            h.run(for: 0.1)
            #expect(v.layer.presentation().opacity > 0.2 && v.layer.presentation().opacity < 0.8)
            #expect(v.layer.presentation().position == v.restingPosition)
            h.run(for: 1.0)
            // Dismissed by its timer: it fades where it is.
            #expect(v.layer.presentation().position == v.restingPosition)
            h.run(for: 0.3)
        }
        #expect(v.superview == nil && dismissed == 1)
        #expect(v.alpha == 1)
        // Without reduced motion the same notification bounces in.
        v.show(in: h.window, from: .top, duration: 1, bounce: true)
        #expect(v.entrance == .bounce)
    }

    @Test func coverFlowJumpsToItsCoverWithoutCoasting() throws {
        let h = try HeadlessHost(size: Size(width: 800, height: 500))
        let flow = CoverFlowView(frame: Rect(x: 0, y: 0, width: 800, height: 500), count: 20)
        flow.selectCover(at: 5, animated: false)
        h.window.addSubview(flow)
        h.run(for: 0.05)
        Accessibility.withReduceMotion(true) {
            flow.selectCover(at: 9, animated: true)
            #expect(!flow.isMoving)
            #expect(flow.flowPosition == 9 && flow.selectedIndex == 9)
            // A flick lets go where the finger did, with no coasting beyond.
            let ppc = flow.flowLayer.layout.pointsPerCover
            h.drag(from: Point(x: 500, y: 250), to: Point(x: 500 - 2 * ppc, y: 250), steps: 6, duration: 0.1)
            #expect(!flow.isMoving)
            #expect(flow.flowPosition == 11)
        }
    }
}
