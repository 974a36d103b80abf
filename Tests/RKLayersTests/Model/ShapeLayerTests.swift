import Foundation
import RKGeometry
import RKGraphics
import RKMainLoop
import RKMotion
import RKSnapshotTesting
import Testing

@testable import RKLayers

@MainActor
@Suite struct ShapeLayerTests {
    func render(_ root: Layer, scale: Double = 1) -> Bitmap {
        let bitmap = try! Bitmap(size: root.bounds.size, scale: scale)
        Compositor().render(root, into: bitmap)
        return bitmap
    }

    @Test func fillsItsPathAndStrokesBeyondItsBounds() {
        let root = makeRoot(100, 100)
        let shape = ShapeLayer()
        shape.frame = Rect(x: 20, y: 20, width: 40, height: 40)
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 40, height: 40))
        shape.fillColor = .red
        shape.strokeColor = .blue
        shape.lineWidth = 10
        root.addSublayer(shape)
        let b = render(root)
        #expect(red(b.pixel(x: 40, y: 40)) == 255 && blue(b.pixel(x: 40, y: 40)) == 0)
        // The stroke is centred on the path: 5 pt outside the bounds too.
        #expect(blue(b.pixel(x: 17, y: 40)) == 255)
        #expect(alpha(b.pixel(x: 12, y: 40)) == 0)
    }

    @Test func strokeStartAndEndCutThePathByLength() {
        let root = makeRoot(120, 40)
        let line = ShapeLayer()
        line.frame = root.bounds
        var p = Path()
        p.move(to: Point(x: 10, y: 20))
        p.addLine(to: Point(x: 110, y: 20))
        line.path = p
        line.strokeColor = .black
        line.lineWidth = 6
        line.strokeStart = 0.25
        line.strokeEnd = 0.5
        root.addSublayer(line)
        let b = render(root)
        #expect(alpha(b.pixel(x: 20, y: 20)) == 0)  // before 35
        #expect(alpha(b.pixel(x: 45, y: 20)) == 255)
        #expect(alpha(b.pixel(x: 70, y: 20)) == 0)  // after 60
        line.strokeEnd = .nan
        #expect(line.strokeEnd == 1)
        line.strokeStart = 2
        #expect(line.strokeStart == 1)
    }

    @Test func aTrimmedCircleCoversTheExpectedArc() {
        let root = makeRoot(100, 100)
        let ring = ShapeLayer()
        ring.frame = root.bounds
        // Starts at 3 o'clock and runs clockwise on screen: half covers the bottom half.
        var p = Path()
        p.addArc(center: Point(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        ring.path = p
        ring.fillColor = nil
        ring.strokeColor = .black
        ring.lineWidth = 4
        ring.strokeEnd = 0.5
        root.addSublayer(ring)
        let b = render(root)
        #expect(alpha(b.pixel(x: 50, y: 90)) == 255)  // bottom
        #expect(alpha(b.pixel(x: 50, y: 10)) == 0)  // top
    }

    /// A shape scaled 60× keeps a one-pixel antialiased edge, where a 60×-stretched bitmap of
    /// the same shape has an edge ~60 pixels wide.
    @Test func aScaledShapeAndAScaledShapeMaskStayCrisp() {
        for asMask in [false, true] {
            let root = makeRoot(300, 300)
            let host = Layer()
            host.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
            host.position = Point(x: 150, y: 150)
            host.transform = Transform3D(scaleX: 60, y: 60, z: 1)
            root.addSublayer(host)
            let circle = ShapeLayer()
            circle.frame = host.bounds
            circle.path = Path(ellipseIn: host.bounds)
            circle.fillColor = .black
            if asMask {
                host.backgroundColor = .black
                host.mask = circle
            } else {
                host.addSublayer(circle)
            }
            let b = render(root)
            // Along the middle row, count pixels that are neither empty nor full.
            var partial = 0
            for x in 0..<300 {
                let a = alpha(b.pixel(x: x, y: 150))
                if a > 8 && a < 247 { partial += 1 }
            }
            #expect(partial <= 4, "mask: \(asMask)")
            #expect(alpha(b.pixel(x: 150, y: 150)) == 255)
            #expect(alpha(b.pixel(x: 150 - 125, y: 150 - 125)) == 0)
        }
    }

    @Test func strokeEndAnimatesFromZeroToOne() {
        let root = makeRoot(120, 40)
        let line = ShapeLayer()
        line.frame = root.bounds
        var p = Path()
        p.move(to: Point(x: 10, y: 20))
        p.addLine(to: Point(x: 110, y: 20))
        line.path = p
        line.strokeColor = .black
        line.lineWidth = 6
        root.addSublayer(line)
        EventLoop.installVirtual(at: 100)
        let clock = EventLoop.current.clock as! VirtualClock
        line.add(BasicAnimation(keyPath: "strokeEnd", from: 0, to: 1, duration: 1), forKey: "draw")
        clock.advance(by: 0.5)
        #expect(abs(line.presentationProperties.shape.strokeEnd - 0.5) < 1e-9)
        let b = render(root)
        #expect(alpha(b.pixel(x: 45, y: 20)) == 255)
        #expect(alpha(b.pixel(x: 80, y: 20)) == 0)
    }

    @Test func pathsOfTheSameShapeMorphPointByPoint() {
        let a = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = Path(rect: Rect(x: 10, y: 10, width: 30, height: 10))
        let mid = a.interpolated(to: b, fraction: 0.5)
        #expect(mid == Path(rect: Rect(x: 5, y: 5, width: 20, height: 10)))
        // Different structures switch halfway.
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(a.interpolated(to: circle, fraction: 0.4) == a)
        #expect(a.interpolated(to: circle, fraction: 0.6) == circle)
    }

    @Test func nonFinitePathsAreRefused() {
        let shape = ShapeLayer()
        var p = Path()
        p.move(to: Point(x: .nan, y: 0))
        p.addLine(to: Point(x: 10, y: 10))
        shape.path = p
        #expect(shape.path == nil)
        shape.lineWidth = .infinity
        #expect(shape.lineWidth == 1)
    }

    @Test func changingTheStrokeDamagesOnlyTheShape() {
        let root = makeRoot(200, 200)
        root.backgroundColor = .white
        let shape = ShapeLayer()
        shape.frame = Rect(x: 20, y: 20, width: 20, height: 20)
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20))
        shape.strokeColor = .black
        shape.lineWidth = 4
        shape.lineJoin = .round
        root.addSublayer(shape)
        let bitmap = try! Bitmap(pixelWidth: 200, pixelHeight: 200)
        let compositor = Compositor()
        compositor.update(root, into: bitmap)
        Transaction.stack.removeAll()
        Transaction.begin()
        Transaction.disableActions = true
        shape.strokeColor = .red
        Transaction.commit()
        let damage = compositor.update(root, into: bitmap)
        let box = damage.rects.reduce(Rect.null) { $0.union($1) }
        #expect(box.contains(Rect(x: 18, y: 18, width: 24, height: 24)))
        #expect(box.width < 40 && box.height < 40)
        #expect(red(bitmap.pixel(x: 19, y: 30)) == 255)
    }

    @Test func snapshots() {
        for scale in [1.0, 2.0] {
            let root = makeRoot(240, 120)
            root.backgroundColor = Color(white: 0.96)
            let star = ShapeLayer()
            star.frame = Rect(x: 10, y: 10, width: 100, height: 100)
            var p = Path()
            for k in 0..<10 {
                let r = k % 2 == 0 ? 48.0 : 20
                let a = Double(k) * .pi / 5 - .pi / 2
                let pt = Point(x: 50 + r * cos(a), y: 50 + r * sin(a))
                if k == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.close()
            star.path = p
            star.fillColor = Color(red: 1, green: 0.8, blue: 0.2)
            star.strokeColor = Color(red: 0.6, green: 0.3, blue: 0)
            star.lineWidth = 3
            star.lineJoin = .round
            root.addSublayer(star)
            let ring = ShapeLayer()
            ring.frame = Rect(x: 130, y: 10, width: 100, height: 100)
            var arc = Path()
            arc.addArc(center: Point(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
            ring.path = arc
            ring.fillColor = nil
            ring.strokeColor = Color(red: 0.2, green: 0.5, blue: 0.9)
            ring.lineWidth = 10
            ring.lineCap = .round
            ring.strokeEnd = 0.7
            ring.lineDashPattern = []
            root.addSublayer(ring)
            let dashed = ShapeLayer()
            dashed.frame = ring.frame
            dashed.path = Path(ellipseIn: Rect(x: 25, y: 25, width: 50, height: 50))
            dashed.fillColor = nil
            dashed.strokeColor = .black
            dashed.lineDashPattern = [6, 4]
            dashed.lineWidth = 2
            root.addSublayer(dashed)
            Snapshot.expect(render(root, scale: scale).makeImage(), named: "shapes-\(Int(scale))x")
        }
        // 60×: a quarter of a 4-pt circle's edge filling the frame.
        let root = makeRoot(240, 120)
        root.backgroundColor = .white
        let host = Layer()
        host.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
        host.anchorPoint = .zero
        host.position = Point(x: 0, y: -60)
        host.transform = Transform3D(scaleX: 60, y: 60, z: 1)
        root.addSublayer(host)
        let circle = ShapeLayer()
        circle.frame = host.bounds
        circle.path = Path(ellipseIn: host.bounds)
        circle.fillColor = Color(red: 0.2, green: 0.5, blue: 0.9)
        circle.strokeColor = .black
        circle.lineWidth = 0.1
        host.addSublayer(circle)
        Snapshot.expect(render(root).makeImage(), named: "shape-60x")
    }
}
