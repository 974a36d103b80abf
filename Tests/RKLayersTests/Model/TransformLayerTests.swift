import RKGeometry
import RKGraphics
import Testing

@testable import RKLayers

@MainActor
@Suite struct TransformLayerTests {
    func render(_ root: Layer) -> Bitmap {
        let bitmap = try! Bitmap(size: root.bounds.size, scale: 1)
        Compositor().render(root, into: bitmap)
        return bitmap
    }

    /// A sublayer turned 90° about y inside a container turned back -90° faces the viewer when
    /// the container is a transform layer; an ordinary container flattens it edge-on first.
    @Test func sublayersComposeTheirTransformsIn3D() {
        for useTransformLayer in [true, false] {
            let root = makeRoot(200, 200)
            let group = useTransformLayer ? TransformLayer() : Layer()
            group.frame = Rect(x: 50, y: 50, width: 100, height: 100)
            group.transform = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
            root.addSublayer(group)
            let card = Layer()
            card.frame = group.bounds
            card.backgroundColor = .red
            card.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
            group.addSublayer(card)
            let b = render(root)
            let visible = red(b.pixel(x: 60, y: 100)) > 200 && red(b.pixel(x: 140, y: 100)) > 200
            #expect(visible == useTransformLayer)
        }
    }

    /// Turned half a turn, the layer that was behind comes in front.
    @Test func sublayersArePaintedFarthestFirst() {
        let root = makeRoot(200, 200)
        let group = TransformLayer()
        group.frame = Rect(x: 50, y: 50, width: 100, height: 100)
        root.addSublayer(group)
        let near = Layer()
        near.frame = group.bounds
        near.backgroundColor = .red
        near.zPosition = 10
        let far = Layer()
        far.frame = group.bounds
        far.backgroundColor = .blue
        far.zPosition = -10
        group.addSublayer(near)
        group.addSublayer(far)
        #expect(red(render(root).pixel(x: 100, y: 100)) == 255)
        Transaction.perform(disableActions: true) { group.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0) }
        #expect(blue(render(root).pixel(x: 100, y: 100)) == 255)
        // Hit testing agrees with what is drawn, and never returns the transform layer.
        #expect(root.hitTest(Point(x: 100, y: 100)) === far)
        #expect(root.hitTest(Point(x: 10, y: 10)) === root)
    }

    @Test func drawsNothingOfItsOwn() {
        let root = makeRoot(100, 100)
        let group = TransformLayer()
        group.frame = root.bounds
        group.backgroundColor = .red
        group.borderWidth = 5
        root.addSublayer(group)
        #expect(alpha(render(root).pixel(x: 50, y: 50)) == 0)
        #expect(alpha(render(root).pixel(x: 1, y: 1)) == 0)
    }

    @Test func convertingPointsGoesThrough3D() {
        let root = makeRoot(200, 200)
        let group = TransformLayer()
        group.frame = Rect(x: 50, y: 50, width: 100, height: 100)
        group.transform = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
        root.addSublayer(group)
        let card = Layer()
        card.frame = group.bounds
        card.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        group.addSublayer(card)
        let p = card.convert(Point(x: 10, y: 10), to: root)
        #expect(abs(p.x - 60) < 1e-6 && abs(p.y - 60) < 1e-6)
    }
}
