import RKGeometry
import RKLayers
import Testing

@testable import RKViews

/// Views and layers added straight to a view's layer share one sublayer list; UIKit keeps a
/// view added last above them all, and views in their own order.
@MainActor
@Suite struct ViewHierarchyOrderTests {
    @Test func aSubviewAddedAfterALayerIsDrawnAboveIt() {
        let v = View(), a = View(), b = View(), c = View()
        let plain = Layer()
        v.layer.addSublayer(plain)
        v.addSubview(a)
        #expect(v.layer.sublayers.map(ObjectIdentifier.init) == [plain, a.layer].map(ObjectIdentifier.init))
        v.addSubview(b)
        v.insertSubview(c, at: 0)
        // c comes just below a, the view it now precedes; the plain layer stays below a.
        #expect(v.layer.sublayers.map(ObjectIdentifier.init) == [plain, c.layer, a.layer, b.layer].map(ObjectIdentifier.init))
        v.bringSubviewToFront(c)
        #expect(v.layer.sublayers.last === c.layer)
        v.sendSubviewToBack(b)
        #expect(v.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        let viewLayers = v.layer.sublayers.filter { $0 !== plain }
        #expect(viewLayers.map(ObjectIdentifier.init) == [b.layer, a.layer, c.layer].map(ObjectIdentifier.init))
    }

    /// Reordering is not adding: no `didAddSubview`, and the superview is not marked for layout,
    /// so a `layoutSubviews` that keeps a view in front settles (a table view with section
    /// headers laid itself out 100 times a frame).
    @Test func reorderingIsNotAddingAndMarksNoLayout() throws {
        final class Counting: View {
            var added = 0
            var layouts = 0
            override func didAddSubview(_ subview: View) { added += 1 }
            override func layoutSubviews() {
                layouts += 1
                if let first = subviews.first { bringSubviewToFront(first) }
            }
        }
        let v = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let a = View(), b = View()
        v.addSubview(a)
        v.addSubview(b)
        #expect(v.added == 2)
        v.layoutIfNeeded()
        #expect(v.subviews.last === a && v.added == 2)
        v.layoutIfNeeded()  // nothing marked it again
        #expect(v.layouts == 1)
        v.sendSubviewToBack(a)
        v.sendSubviewToBack(a)  // already at the back: nothing happens
        #expect(v.subviews.first === a && v.added == 2)
    }
}
