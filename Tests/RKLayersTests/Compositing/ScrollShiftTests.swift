import RKGeometry
import RKGraphics
import RKSnapshotTesting
import Testing

@testable import RKLayers

/// A clipping layer whose bounds origin moves by whole device pixels is scrolled by moving the
/// pixels already drawn; these tests check that the frame always equals a full repaint and
/// that the move is in fact taken where it can be.
@MainActor
@Suite(.serialized) struct ScrollShiftTests {
    /// Pixels differing by more than 8/255 in a channel. Moved pixels are exact copies, but
    /// Cairo flattens curves (rounded corners) in absolute coordinates, so the same corner drawn
    /// a few pixels lower can antialias a few units differently at its edge (seen: up to 4/255).
    /// Stale content, the failure these tests look for, is far larger.
    func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
        PixelComparison.differingPixels(a, b, tolerance: 8)
    }

    func full(_ root: Layer, scale: Double, background: Color) throws -> Bitmap {
        let b = try Bitmap(size: root.bounds.size, scale: scale)
        let c = Compositor()
        c.backgroundColor = background
        c.renderAfresh(root, into: b)
        return b
    }

    /// A 200 × 150 root with a plain background and, at (20, 10), a 160 × 120 clipping layer
    /// with 30 rounded tiles in content twice as tall.
    func makeScene() -> (root: Layer, scroller: Layer, tiles: [Layer]) {
        let root = makeRoot(200, 150)
        root.backgroundColor = Color(white: 0.93)
        let scroller = Layer()
        scroller.frame = Rect(x: 20, y: 10, width: 160, height: 120)
        scroller.masksToBounds = true
        root.addSublayer(scroller)
        var tiles: [Layer] = []
        for i in 0..<30 {
            let t = box(Rect(x: Double(i % 5) * 32 + 2, y: Double(i / 5) * 40 + 2, width: 28, height: 36),
                        Color(red: Double(i % 5) / 5, green: 0.4, blue: Double(i / 5) / 6), in: scroller)
            t.cornerRadius = 6
            tiles.append(t)
        }
        return (root, scroller, tiles)
    }

    @Test(arguments: [1.0, 2.0])
    func aScrollMovesPixelsAndRepaintsOnlyTheExposedStrip(scale: Double) throws {
        let (root, scroller, _) = makeScene()
        let c = Compositor()
        c.backgroundColor = .white
        let frame = try Bitmap(size: root.bounds.size, scale: scale)
        c.update(root, into: frame)
        withoutActions { scroller.bounds.origin.y += 3 }
        let changed = c.update(root, into: frame)
        let w = 160 * scale, h = 120 * scale, strip = 3 * scale
        #expect(c.statistics.pixelsShifted == w * (h - strip))
        #expect(c.statistics.pixelsPainted == w * strip)
        // The tiles moved with the content, inside the clip or not: copied moved, not built
        // again.
        #expect(c.statistics.layersReused == 30)
        #expect(changed.bounds == Rect(x: 20 * scale, y: 10 * scale, width: w, height: h))
        #expect(differing(frame, try full(root, scale: scale, background: .white)) == 0)
        // Back up and sideways: still exact.
        withoutActions { scroller.bounds.origin = Point(x: 2, y: -5) }
        c.update(root, into: frame)
        #expect(c.statistics.pixelsShifted > 0)
        #expect(differing(frame, try full(root, scale: scale, background: .white)) == 0)
    }

    @Test func fractionalMovesAndUnplainBackdropsAreRepainted() throws {
        let (root, scroller, _) = makeScene()
        let c = Compositor()
        let frame = try Bitmap(pixelWidth: 200, pixelHeight: 150)
        c.update(root, into: frame)
        withoutActions { scroller.bounds.origin.y += 2.5 }  // not a whole pixel
        c.update(root, into: frame)
        #expect(c.statistics.pixelsShifted == 0)
        #expect(differing(frame, try full(root, scale: 1, background: .clear)) == 0)
        // A patterned backdrop does not move with the content.
        withoutActions { root.backgroundColor = Color(patternImage: TestImages.checker()) }
        c.update(root, into: frame)
        withoutActions { scroller.bounds.origin.y += 3 }
        c.update(root, into: frame)
        #expect(c.statistics.pixelsShifted == 0)
        #expect(differing(frame, try full(root, scale: 1, background: .clear)) == 0)
        // Its own opaque background hides the backdrop: the move is taken again.
        withoutActions { scroller.backgroundColor = .white }
        c.update(root, into: frame)
        withoutActions { scroller.bounds.origin.y += 3 }
        c.update(root, into: frame)
        #expect(c.statistics.pixelsShifted > 0)
        #expect(differing(frame, try full(root, scale: 1, background: .clear)) == 0)
    }

    @Test func layersAboveAndChangesInsideAreRepainted() throws {
        let (root, scroller, tiles) = makeScene()
        let badge = box(Rect(x: 60, y: 40, width: 50, height: 30), .red, in: root)  // over the scroller
        badge.cornerRadius = 8
        badge.opacity = 0.8
        let c = Compositor()
        let frame = try Bitmap(pixelWidth: 200, pixelHeight: 150)
        c.update(root, into: frame)
        withoutActions {
            scroller.bounds.origin.y += 4
            tiles[6].backgroundColor = .yellow
            tiles[12].removeFromSuperlayer()
            tiles[3].position.x += 5
        }
        c.update(root, into: frame)
        #expect(c.statistics.pixelsShifted > 0)
        #expect(differing(frame, try full(root, scale: 1, background: .clear)) == 0)
    }

    /// A diagonal scroll exposes two strips, an L; with a tile changing across both (as tiles
    /// arrive while a wall coasts), the damage once merged them into their bounding box: the
    /// whole scroller was repainted every such frame.
    @Test(arguments: [1.0, 2.0])
    func aDiagonalScrollWithAChangeAcrossTheStripsRepaintsOnlyThem(scale: Double) throws {
        let (root, scroller, tiles) = makeScene()
        let c = Compositor()
        c.backgroundColor = .white
        let frame = try Bitmap(size: root.bounds.size, scale: scale)
        c.update(root, into: frame)
        withoutActions {
            scroller.bounds.origin = Point(x: 3, y: 4)
            tiles[0].backgroundColor = .yellow  // the corner tile, across both strips
        }
        c.update(root, into: frame)
        let w = 160 * scale, h = 120 * scale
        #expect(c.statistics.pixelsShifted == (w - 3 * scale) * (h - 4 * scale))
        // The strips, and the tile at its old (moved) and new places: far less than the scroller.
        let strips = (3 * h + 4 * w) * scale
        let tile = 2 * (28 + 2) * (36 + 2) * scale * scale
        #expect(c.statistics.pixelsPainted <= strips + tile)
        #expect(c.statistics.pixelsPainted < w * h / 4)
        #expect(differing(frame, try full(root, scale: scale, background: .white)) == 0)
    }

    /// Random scrolls with random changes of every kind, each frame checked against a full
    /// repaint.
    @Test(arguments: [1.0, 2.0])
    func randomScrollsAndChangesMatchAFullRepaint(scale: Double) throws {
        var rng = SeededRandomNumberGenerator(seed: scale == 1 ? 3 : 5)
        let (root, scroller, tiles) = makeScene()
        let cell = Layer()  // a clipping cell inside the content
        cell.frame = Rect(x: 10, y: 100, width: 60, height: 50)
        cell.masksToBounds = true
        cell.backgroundColor = .white
        scroller.addSublayer(cell)
        _ = box(Rect(x: 20, y: 20, width: 60, height: 60), .blue, in: cell)
        let badge = box(Rect(x: 60, y: 40, width: 50, height: 30), .red, in: root)
        let all = tiles + [cell, badge, scroller]
        let c = Compositor()
        let frame = try Bitmap(size: root.bounds.size, scale: scale)
        c.update(root, into: frame)
        var shifted = 0.0
        for step in 0..<200 {
            let op = rng.below(10)
            withoutActions {
                scroller.bounds.origin.y += Double(rng.below(9)) - 4
                if rng.below(4) == 0 { scroller.bounds.origin.x += Double(rng.below(3)) - 1 }
                let l = all[rng.below(all.count)]
                switch op {
                case 0: l.backgroundColor = Color(red: rng.nextUnit(), green: rng.nextUnit(), blue: rng.nextUnit())
                case 1: l.isHidden.toggle()
                case 2: l.position.x += Double(rng.below(5)) - 2
                case 3: if l !== scroller { (rng.below(2) == 0 ? scroller : root).addSublayer(l) }
                case 4: badge.position.y = 20 + Double(rng.below(100))
                case 5: cell.bounds.origin.y += Double(rng.below(5)) - 2
                case 6: scroller.bounds.origin.y += 0.5  // a fractional scroll
                case 7: root.backgroundColor = Color(white: rng.nextUnit())
                default: break
                }
            }
            c.update(root, into: frame)
            shifted += c.statistics.pixelsShifted
            let reference = try full(root, scale: scale, background: .clear)
            let d = differing(frame, reference)
            #expect(d == 0, "step \(step), change \(op): \(d) pixels differ from a full repaint")
            if d != 0 { break }
        }
        #expect(shifted > 0)
    }
}
