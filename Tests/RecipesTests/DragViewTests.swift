import Geometry
import Hosts
import Layers
import Testing
import Views

@testable import Recipes

@MainActor
@Suite(.serialized) struct DragViewTests {
    @Test func followsTheFingerAndComesToTheFront() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 300))
        let a = DragView(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        let b = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        h.window.addSubview(a)
        h.window.addSubview(b)
        b.isUserInteractionEnabled = false
        h.drag(from: Point(x: 30, y: 30), to: Point(x: 130, y: 80), steps: 10)
        #expect(a.center == Point(x: 130, y: 80))
        #expect(h.window.subviews.last === a)
    }

    @Test func staysInsideItsConstraintAndOnItsAxes() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 300))
        let a = DragView(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        a.constraintRect = Rect(x: 0, y: 0, width: 200, height: 200)
        h.window.addSubview(a)
        h.drag(from: Point(x: 30, y: 30), to: Point(x: 290, y: 290), steps: 10)
        #expect(a.frame.maxX == 200 && a.frame.maxY == 200)
        a.allowsVerticalMovement = false
        h.drag(from: Point(x: 180, y: 180), to: Point(x: 100, y: 20), steps: 10)
        #expect(a.center == Point(x: 100, y: 180))
    }
}
