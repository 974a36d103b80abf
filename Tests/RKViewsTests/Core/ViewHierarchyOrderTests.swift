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
}
