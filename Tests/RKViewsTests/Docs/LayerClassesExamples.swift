import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMotion
import Testing

// The examples of docs/LAYER-CLASSES.md, compiled and run here (see DocExamplesTests).

@MainActor
@Suite(.serialized) struct LayerClassesExampleTests {
    @Test func aRingDrawsItself() throws {
        // docs: ring
        let host = try HeadlessHost(size: Size(width: 200, height: 200), scale: 2)
        let ring = ShapeLayer()
        ring.frame = Rect(x: 40, y: 40, width: 120, height: 120)
        ring.path = Path(ellipseIn: ring.bounds.insetBy(dx: 6, dy: 6))
        ring.fillColor = nil
        ring.strokeColor = Color(red: 0.16, green: 0.47, blue: 0.85)
        ring.lineWidth = 12
        ring.lineCap = .round
        host.rootLayer.addSublayer(ring)
        ring.add(BasicAnimation(keyPath: "strokeEnd", from: 0, to: 1, duration: 1), forKey: "draw")
        host.run(for: 0.5)  // half drawn
        // end docs
        #expect(abs(ring.presentationProperties.drawing.map { if case .shape(let s) = $0 { s.strokeEnd } else { 0 } }! - 0.5) < 0.02)
    }

    @Test func aSkyAndACube() throws {
        // docs: gradient
        let sky = GradientLayer()
        sky.frame = Rect(x: 0, y: 0, width: 320, height: 200)
        sky.colors = [Color(red: 0.35, green: 0.65, blue: 0.98), .white]
        sky.locations = [0, 0.8]
        // end docs
        // docs: cube
        let cube = TransformLayer()
        cube.bounds = Rect(x: 0, y: 0, width: 80, height: 80)
        cube.position = Point(x: 160, y: 100)
        for (i, turn) in [0.0, .pi / 2, .pi, 3 * .pi / 2].enumerated() {
            let face = Layer()
            face.frame = cube.bounds
            face.backgroundColor = [Color.red, .green, .blue, .white][i]
            // Each face turned about the cube's vertical axis, 40 points out from its centre.
            face.transform = Transform3D(translationX: 0, y: 0, z: 40)
                .concatenating(Transform3D(rotationAngle: turn, x: 0, y: 1, z: 0))
            cube.addSublayer(face)
        }
        cube.transform = Transform3D(rotationAngle: .pi / 5, x: 0, y: 1, z: 0)
        // end docs
        sky.addSublayer(cube)
        let bitmap = try Bitmap(pixelWidth: 320, pixelHeight: 200)
        Compositor().render(sky, into: bitmap)
        // Turned 36°, the front (red) and one side (white) face the viewer; the back (blue) and the
        // other side (green), painted first, are covered.
        var reds = 0, whites = 0, others = 0
        for x in 100..<220 {
            let p = bitmap.pixel(x: x, y: 100) ?? 0
            let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
            if r > 250 && g < 5 && b < 5 { reds += 1 }
            if r > 250 && g > 250 && b > 250 { whites += 1 }
            if (g > 200 && r < 60) || (b > 200 && r < 60 && g < 60) { others += 1 }
        }
        #expect(reds > 40 && whites > 20 && others == 0)
    }

    @Test func externalFrames() throws {
        // docs: external
        let view = Layer()
        view.frame = Rect(x: 0, y: 0, width: 800, height: 600)
        let frame = try Bitmap(pixelWidth: 800, pixelHeight: 600)
        view.setExternalContents(frame)  // shown as it is, no copy
        // ... the producer writes 64×64 pixels at (10, 20) ...
        frame.withPixels { base, stride in
            for y in 20..<84 { (base + y * stride + 10 * 4).initializeMemory(as: UInt32.self, repeating: 0xFF00_80FF, count: 64) }
        }
        view.setExternalContents(frame, damaged: [Rect(x: 10, y: 20, width: 64, height: 64)])
        // end docs
        #expect(view.contents === frame.liveImage)
    }
}
