import RKGeometry
import RKGraphics
import RKMainLoop
import Testing

@testable import RKLayers

@MainActor
@Suite struct LayerTests {
    func near(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

    @Test func frameIsDerivedFromBoundsPositionAndAnchor() {
        let l = Layer()
        l.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        l.position = Point(x: 200, y: 100)
        #expect(l.frame == Rect(x: 150, y: 80, width: 100, height: 40))
        l.anchorPoint = Point(x: 0, y: 0)
        #expect(l.frame == Rect(x: 200, y: 100, width: 100, height: 40))
        l.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(l.position == Point(x: 10, y: 20))
        #expect(l.bounds.size == Size(width: 30, height: 40))
    }

    @Test func frameOfATransformedLayerIsTheBoundingBox() {
        let l = Layer()
        l.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        l.affineTransform = Transform2D(rotationAngle: .pi / 2)
        let f = l.frame
        // Rotating 100x50 about its center (50, 25) gives a 50x100 box centered there.
        #expect(near(f.minX, 25) && near(f.minY, -25) && near(f.width, 50) && near(f.height, 100))
    }

    @Test func settersClampBadValues() {
        let l = Layer()
        l.opacity = .nan
        #expect(l.opacity == 1)
        l.opacity = 3
        #expect(l.opacity == 1)
        l.opacity = -1
        #expect(l.opacity == 0)
        l.cornerRadius = -4
        #expect(l.cornerRadius == 0)
        l.borderWidth = .infinity
        #expect(l.borderWidth == 0)
        l.shadowOpacity = .nan
        #expect(l.shadowOpacity == 0)
        l.contentsScale = 0
        #expect(l.contentsScale == 1)
    }

    @Test func sublayerManagement() {
        let root = Layer(), a = Layer(), b = Layer(), c = Layer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(root.sublayers.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        root.insertSublayer(a, above: b)
        #expect(root.sublayers.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        // Moving a layer that comes before its new sibling lands right next to it.
        root.insertSublayer(c, below: a)
        #expect(root.sublayers.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        root.insertSublayer(b, above: c)
        #expect(root.sublayers.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        root.insertSublayer(b, above: b)
        #expect(root.sublayers.count == 3)
        let other = Layer()
        other.addSublayer(c)
        #expect(root.sublayers.count == 2)
        #expect(c.superlayer === other)
        root.replaceSublayer(b, with: c)
        #expect(root.sublayers.first === c && b.superlayer == nil && other.sublayers.isEmpty)
        a.removeFromSuperlayer()
        a.removeFromSuperlayer()  // twice is harmless
        #expect(root.sublayers.count == 1)
        #expect(c.isDescendant(of: root) && !root.isDescendant(of: c))
    }

    @Test func maskIsNotASublayer() {
        let l = Layer(), m = Layer(), parent = Layer()
        parent.addSublayer(m)
        l.mask = m
        #expect(m.superlayer == nil && parent.sublayers.isEmpty)
        #expect(m.rootLayer === l)
    }

    @Test func convertThroughTransformsAndSublayerTransform() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let a = Layer()
        a.frame = Rect(x: 100, y: 50, width: 100, height: 100)
        root.addSublayer(a)
        let b = Layer()
        b.frame = Rect(x: 10, y: 20, width: 30, height: 30)
        a.addSublayer(b)
        #expect(b.convert(Point(x: 0, y: 0), to: root) == Point(x: 110, y: 70))
        #expect(root.convert(Point(x: 110, y: 70), to: b) == Point(x: 0, y: 0))
        a.affineTransform = Transform2D(scaleX: 2, y: 2)
        // a now spans (50, 0)...(250, 200); b's origin is a's (10, 20) scaled about a's center.
        let p = b.convert(Point(x: 0, y: 0), to: root)
        #expect(near(p.x, 70) && near(p.y, 40))
        let back = b.convert(p, from: root)
        #expect(near(back.x, 0) && near(back.y, 0))
    }

    @Test func hitTestFindsDeepestVisibleLayer() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 300, height: 300)
        let a = Layer()
        a.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let b = Layer()
        b.frame = Rect(x: 50, y: 50, width: 100, height: 100)
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(root.hitTest(Point(x: 75, y: 75)) === b)  // front-most wins
        #expect(root.hitTest(Point(x: 25, y: 25)) === a)
        #expect(root.hitTest(Point(x: 250, y: 250)) === root)
        #expect(root.hitTest(Point(x: 350, y: 10)) == nil)
        b.isHidden = true
        #expect(root.hitTest(Point(x: 75, y: 75)) === a)
        b.isHidden = false
        b.affineTransform = Transform2D(rotationAngle: .pi / 4)
        // b's corner at (50, 50) moved: its center (100, 100) is still inside, (55, 55) no longer.
        #expect(root.hitTest(Point(x: 100, y: 100)) === b)
        #expect(root.hitTest(Point(x: 55, y: 55)) === a)
        // A sublayer outside a masksToBounds parent is not hit outside the parent.
        let child = Layer()
        child.frame = Rect(x: 90, y: 0, width: 50, height: 20)
        a.addSublayer(child)
        #expect(root.hitTest(Point(x: 120, y: 10)) === child)
        a.masksToBounds = true
        #expect(root.hitTest(Point(x: 120, y: 10)) === root)
    }

    final class CountingLayer: Layer {
        var draws = 0
        override func draw(in canvas: Canvas) {
            draws += 1
            canvas.fill(bounds, with: .red)
        }
        override var overridesDraw: Bool { true }
    }

    @Test func drawnContentIsCachedUntilMarked() {
        let l = CountingLayer()
        l.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        l.setNeedsDisplay()
        l.displayIfNeeded()
        l.displayIfNeeded()
        #expect(l.draws == 1)
        #expect(l.contents?.pixelWidth == 20)
        #expect(l.contents?.pixel(x: 5, y: 5) == 0xFFFF_0000)
        l.contentsScale = 2  // a new scale needs a sharper backing store
        l.displayIfNeeded()
        #expect(l.draws == 2)
        #expect(l.contents?.pixelWidth == 40)
        l.bounds = Rect(x: 0, y: 0, width: 30, height: 10)  // resizing drawn content redraws it
        l.displayIfNeeded()
        #expect(l.draws == 3)
    }

    @Test func hugeLayerDoesNotAllocateABackingStore() {
        let l = CountingLayer()
        l.frame = Rect(x: 0, y: 0, width: 100_000, height: 100_000)
        l.setNeedsDisplay()
        l.displayIfNeeded()
        #expect(l.draws == 0)
        #expect(l.contents == nil)
    }
}

@MainActor @Test func aMaskThatIsTheLayerOrAnAncestorIsRefused() {
    let lines = RecipeLog.capturingLines {
        let parent = Layer(), child = Layer()
        parent.addSublayer(child)
        child.mask = child
        #expect(child.mask == nil)
        child.mask = parent
        #expect(child.mask == nil && child.superlayer === parent)
        let m = Layer()
        child.mask = m
        #expect(child.mask === m)
        child.mask = parent  // refused: the previous mask stays
        #expect(child.mask === m)
        child.backgroundColor = .red  // a change still walks up and ends
    }
    #expect(lines.filter { $0.contains("mask refused") }.count == 3)
}

/// Cycles through masks: two layers masking each other, and a layer added under its own mask.
/// The change walk follows masks to their owners, and the checks used to follow superlayers
/// only, so the next change hung.
@MainActor @Test func cyclesThroughMasksAreRefused() {
    let lines = RecipeLog.capturingLines {
        let a = Layer(), b = Layer()
        a.mask = b
        b.mask = a  // refused
        #expect(a.mask === b && b.mask == nil)
        b.backgroundColor = .red  // ends
        let c = Layer(), m = Layer()
        c.mask = m
        m.addSublayer(c)  // refused
        #expect(c.superlayer == nil && c.mask === m)
        let grand = Layer()
        m.addSublayer(grand)
        grand.addSublayer(c)  // refused: grand is under c's mask
        #expect(c.superlayer == nil)
        grand.opacity = 0.5  // ends
        let root = Layer(), child = Layer(), x = Layer()
        root.addSublayer(child)
        child.mask = x
        x.addSublayer(root)  // refused: root, child, its mask x, root again
        #expect(root.superlayer == nil)
    }
    #expect(lines.filter { $0.contains("mask refused") }.count == 1)
    #expect(lines.filter { $0.contains("insertSublayer refused") }.count == 3)
}
