import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKSnapshotTesting
import Testing
import RKViews

@testable import RKRecipes

@MainActor
@Suite(.serialized) struct SmileyViewTests {
    @Test func theSmileyFillsTheRecognizedCircle() throws {
        let fit = CircleFit(center: Point(x: 100, y: 90), radius: 60, rmsError: 0, sweptAngle: 2 * .pi)
        let smiley = SmileyView(circle: fit)
        #expect(smiley.frame == Rect(x: 40, y: 30, width: 120, height: 120))
        #expect(!smiley.isUserInteractionEnabled)  // drawing on goes on under it
        let h = try HeadlessHost(size: Size(width: 200, height: 180))
        h.window.backgroundColor = .white
        h.window.addSubview(smiley)
        h.run(for: 0.05)
        let img = h.snapshot()
        // Face colour inside, ink at the top of the outline, white outside the circle.
        #expect(img.pixel(x: 100, y: 130) == img.pixel(x: 70, y: 60))
        #expect(img.pixel(x: 100, y: 32).map { $0 & 0xFF } ?? 255 < 80)
        #expect(img.pixel(x: 45, y: 35) == 0xFFFF_FFFF)
        Snapshot.expect(img, named: "smiley", tolerance: 8, pixelBudget: 0.01)
        // A degenerate fit still makes a (tiny) view, not a crash.
        #expect(SmileyView(circle: CircleFit(center: .zero, radius: .nan, rmsError: 0, sweptAngle: 0)).bounds.width == 2)
    }
}
