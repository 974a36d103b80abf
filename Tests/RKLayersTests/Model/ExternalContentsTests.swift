import RKGeometry
import RKGraphics
import Testing

@testable import RKLayers

@MainActor
@Suite struct ExternalContentsTests {
    func fill(_ bitmap: Bitmap, _ rect: Rect, _ color: Color) {
        let c = Canvas(bitmap: bitmap)
        c.fill(rect, with: color)
    }

    @Test func writtenRectanglesAreAllThatRepaints() {
        let root = makeRoot(200, 200)
        root.backgroundColor = .white
        let view = Layer()
        view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(view)
        let frame = try! Bitmap(pixelWidth: 100, pixelHeight: 100)
        fill(frame, Rect(x: 0, y: 0, width: 100, height: 100), .blue)
        view.setExternalContents(frame)
        #expect(view.contents === frame.liveImage)  // shown without a copy
        let target = try! Bitmap(pixelWidth: 200, pixelHeight: 200)
        let compositor = Compositor()
        compositor.update(root, into: target)
        #expect(blue(target.pixel(x: 50, y: 50)) == 255)

        fill(frame, Rect(x: 10, y: 10, width: 20, height: 20), .red)
        view.setExternalContents(frame, damaged: [Rect(x: 10, y: 10, width: 20, height: 20)])
        let damage = compositor.update(root, into: target)
        let box = damage.rects.reduce(Rect.null) { $0.union($1) }
        #expect(box.contains(Rect(x: 10, y: 10, width: 20, height: 20)))
        #expect(box.width <= 24 && box.height <= 24)
        #expect(red(target.pixel(x: 20, y: 20)) == 255)
        #expect(blue(target.pixel(x: 50, y: 50)) == 255)

        // Scaled by the gravity: the damage follows the scale.
        Transaction.perform(disableActions: true) { view.frame = Rect(x: 0, y: 0, width: 200, height: 200) }
        compositor.update(root, into: target)
        view.setExternalContents(frame, damaged: [Rect(x: 50, y: 50, width: 10, height: 10)])
        let scaled = compositor.update(root, into: target).rects.reduce(Rect.null) { $0.union($1) }
        #expect(scaled.contains(Rect(x: 100, y: 100, width: 20, height: 20)))
        #expect(scaled.width <= 24)
    }

    func samePixels(_ a: Bitmap, _ b: Bitmap) -> Bool {
        (0..<a.pixelHeight).allSatisfy { y in (0..<a.pixelWidth).allSatisfy { x in a.pixel(x: x, y: y) == b.pixel(x: x, y: y) } }
    }

    @Test func pixelForPixelContentsRepaintExactlyTheWrittenPixels() {
        let root = makeRoot(200, 200)
        root.backgroundColor = .white
        let view = Layer()
        view.frame = Rect(x: 30, y: 40, width: 100, height: 100)
        root.addSublayer(view)
        let frame = try! Bitmap(pixelWidth: 100, pixelHeight: 100)
        fill(frame, Rect(x: 0, y: 0, width: 100, height: 100), .blue)
        view.setExternalContents(frame)
        let target = try! Bitmap(pixelWidth: 200, pixelHeight: 200)
        let compositor = Compositor()
        compositor.update(root, into: target)

        fill(frame, Rect(x: 10, y: 10, width: 20, height: 20), .red)
        view.setExternalContents(frame, damaged: [Rect(x: 10, y: 10, width: 20, height: 20)])
        // One image pixel on one device pixel: no filtering spreads the change.
        #expect(compositor.update(root, into: target).rects == [Rect(x: 40, y: 50, width: 20, height: 20)])
        let fresh = try! Bitmap(pixelWidth: 200, pixelHeight: 200)
        Compositor().update(root, into: fresh)
        #expect(samePixels(target, fresh))

        // Stretched by half again, each change reaches a pixel further.
        Transaction.perform(disableActions: true) { view.frame = Rect(x: 30, y: 40, width: 150, height: 150) }
        compositor.update(root, into: target)
        fill(frame, Rect(x: 10, y: 10, width: 20, height: 20), .green)
        view.setExternalContents(frame, damaged: [Rect(x: 10, y: 10, width: 20, height: 20)])
        #expect(compositor.update(root, into: target).rects == [Rect(x: 44, y: 54, width: 32, height: 32)])
        Compositor().update(root, into: fresh)
        #expect(samePixels(target, fresh))
    }

    @Test func emptyAndOutsideRectanglesChangeNothing() {
        let view = Layer()
        let frame = try! Bitmap(pixelWidth: 10, pixelHeight: 10)
        view.setExternalContents(frame)
        let stamp = view.subtreeStamp
        view.setExternalContents(frame, damaged: [Rect(x: 50, y: 50, width: 5, height: 5), Rect(x: .nan, y: 0, width: 1, height: 1)])
        #expect(view.subtreeStamp == stamp)
    }

    final class CountingLayer: Layer {
        var draws: [Rect] = []
        override func draw(in canvas: Canvas) {
            draws.append(canvas.clipBounds)
            canvas.fill(bounds, with: draws.count == 1 ? .blue : .red)
        }
        override var overridesDraw: Bool { true }
    }

    @Test func setNeedsDisplayInRectRedrawsOnlyThere() {
        let root = makeRoot(100, 100)
        let layer = CountingLayer()
        layer.frame = root.bounds
        root.addSublayer(layer)
        layer.setNeedsDisplay()
        let target = try! Bitmap(pixelWidth: 100, pixelHeight: 100)
        let compositor = Compositor()
        compositor.update(root, into: target)
        let image = layer.contents
        layer.setNeedsDisplay(in: Rect(x: 10, y: 10, width: 10, height: 10))
        layer.setNeedsDisplay(in: Rect(x: 15, y: 15, width: 10, height: 10))
        let damage = compositor.update(root, into: target)
        #expect(layer.draws.count == 2)
        #expect(layer.draws[1] == Rect(x: 10, y: 10, width: 15, height: 15))
        #expect(layer.contents === image)  // updated in place
        let box = damage.rects.reduce(Rect.null) { $0.union($1) }
        #expect(box.width <= 19 && box.height <= 19)
        #expect(red(target.pixel(x: 12, y: 12)) == 255)
        #expect(blue(target.pixel(x: 50, y: 50)) == 255)
        // A whole redraw after a partial one takes precedence.
        layer.setNeedsDisplay(in: Rect(x: 0, y: 0, width: 5, height: 5))
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.draws.last == Rect(x: 0, y: 0, width: 100, height: 100))
    }
}
