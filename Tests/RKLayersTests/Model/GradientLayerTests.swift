import RKGeometry
import RKGraphics
import RKMainLoop
import RKMotion
import RKSnapshotTesting
import Testing

@testable import RKLayers

@MainActor
@Suite struct GradientLayerTests {
    func render(_ root: Layer, scale: Double = 1) -> Bitmap {
        let bitmap = try! Bitmap(size: root.bounds.size, scale: scale)
        Compositor().render(root, into: bitmap)
        return bitmap
    }

    @Test func axialRunsFromStartPointToEndPointThroughItsLocations() {
        let root = makeRoot(100, 100)
        let g = GradientLayer()
        g.frame = root.bounds
        g.colors = [.red, .blue]
        root.addSublayer(g)
        var b = render(root)
        #expect(red(b.pixel(x: 50, y: 0)) > 250 && blue(b.pixel(x: 50, y: 0)) < 5)
        #expect(blue(b.pixel(x: 50, y: 99)) > 250 && red(b.pixel(x: 50, y: 99)) < 5)
        #expect(abs(red(b.pixel(x: 50, y: 50)) - 127) < 4)
        // Left to right, all red until 0.6.
        Transaction.perform(disableActions: true) {
            g.startPoint = Point(x: 0, y: 0.5)
            g.endPoint = Point(x: 1, y: 0.5)
            g.locations = [0.6, 1]
        }
        b = render(root)
        #expect(red(b.pixel(x: 55, y: 10)) > 250)
        #expect(abs(red(b.pixel(x: 80, y: 10)) - 127) < 8)
    }

    @Test func radialSpreadsFromTheCentreToTheEllipseThroughTheEndPoint() {
        let root = makeRoot(100, 100)
        let g = GradientLayer()
        g.frame = root.bounds
        g.type = .radial
        g.colors = [.white, .black]
        g.startPoint = Point(x: 0.5, y: 0.5)
        g.endPoint = Point(x: 1, y: 1)
        root.addSublayer(g)
        let b = render(root)
        #expect(red(b.pixel(x: 50, y: 50)) > 250)
        #expect(red(b.pixel(x: 99, y: 50)) < 5)  // radius 50 along x
        #expect(abs(red(b.pixel(x: 75, y: 50)) - 127) < 6)
        #expect(abs(red(b.pixel(x: 50, y: 75)) - 127) < 6)
    }

    @Test func colorsAndLocationsAnimate() {
        EventLoop.installVirtual(at: 100)
        let clock = EventLoop.current.clock as! VirtualClock
        let g = GradientLayer()
        g.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        g.colors = [.black, .black]
        g.add(BasicAnimation(keyPath: "colors", from: .colors([.black, .black]), to: .colors([.white, .red]), duration: 1),
              forKey: "c")
        g.add(BasicAnimation(keyPath: "locations", from: .numbers([0, 1]), to: .numbers([0.5, 1]), duration: 1), forKey: "l")
        clock.advance(by: 0.5)
        let p = g.presentationProperties.gradient
        #expect(abs(p.colors[0].red - 0.5) < 1e-9 && abs(p.colors[1].red - 0.5) < 1e-9 && p.colors[1].green == 0)
        #expect(p.locations == [0.25, 1])
        #expect(g.colors == [.black, .black])  // the model stays
    }

    @Test func roundedCornersAndSnapshot() {
        let root = makeRoot(240, 120)
        root.backgroundColor = Color(white: 0.96)
        let axial = GradientLayer()
        axial.frame = Rect(x: 10, y: 10, width: 100, height: 100)
        axial.cornerRadius = 20
        axial.colors = [Color(red: 1, green: 0.5, blue: 0.2), Color(red: 0.9, green: 0.1, blue: 0.5), Color(red: 0.3, green: 0.1, blue: 0.8)]
        axial.startPoint = Point(x: 0, y: 0)
        axial.endPoint = Point(x: 1, y: 1)
        root.addSublayer(axial)
        let radial = GradientLayer()
        radial.frame = Rect(x: 130, y: 10, width: 100, height: 100)
        radial.type = .radial
        // Seed 002's dimming: black 60% at the centre to 40% at the edges.
        radial.colors = [Color(white: 0, alpha: 0.6), Color(white: 0, alpha: 0.4)]
        radial.startPoint = Point(x: 0.5, y: 0.5)
        radial.endPoint = Point(x: 1, y: 1)
        root.addSublayer(radial)
        let b = render(root, scale: 2)
        #expect(alpha(b.pixel(x: 22, y: 22)) == 0 || red(b.pixel(x: 22, y: 22)) == 245)  // cut corner shows the background
        Snapshot.expect(b.makeImage(), named: "gradients")
    }
}
