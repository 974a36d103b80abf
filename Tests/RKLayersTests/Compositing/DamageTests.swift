import RKGeometry
import RKGraphics
import RKSnapshotTesting
import Testing

@testable import RKLayers

@MainActor
@Suite struct DamageTests {
    /// A scene with every kind of content: rounded, bordered, shadowed, masked, pattern,
    /// image, perspective and group-opacity layers.
    @MainActor final class Scene {
        let root = makeRoot(400, 300)
        var knob: Layer!
        var group: Layer!
        var shadowed: Layer!
        var cover: Layer!
        var pieces: [Layer] = []

        init() {
            root.backgroundColor = Color(white: 0.95)
            for i in 0..<24 {
                let l = box(Rect(x: Double(i % 6) * 62 + 8, y: Double(i / 6) * 55 + 8, width: 50, height: 42),
                            Color(red: Double(i) / 24, green: 0.5, blue: 1 - Double(i) / 24), in: root)
                l.cornerRadius = Double(i % 4) * 5
                l.borderWidth = Double(i % 3)
                l.borderColor = .black
                if i % 5 == 0 {
                    l.shadowOpacity = 0.5
                    l.shadowRadius = 4
                }
                if i % 7 == 0 { l.contents = TestImages.photo(width: 50, height: 42) }
                pieces.append(l)
            }
            shadowed = pieces[5]
            group = Layer()
            group.frame = Rect(x: 20, y: 230, width: 150, height: 60)
            group.opacity = 0.7
            root.addSublayer(group)
            _ = box(Rect(x: 0, y: 0, width: 90, height: 60), .red, in: group)
            _ = box(Rect(x: 60, y: 0, width: 90, height: 60), .blue, in: group)
            let masked = box(Rect(x: 190, y: 230, width: 80, height: 60), .green, in: root)
            let m = Layer()
            m.frame = Rect(x: 10, y: 5, width: 60, height: 50)
            m.backgroundColor = .black
            m.cornerRadius = 25
            masked.mask = m
            masked.backgroundColor = Color(patternImage: TestImages.checker())
            cover = Layer()
            cover.frame = Rect(x: 300, y: 225, width: 70, height: 70)
            cover.contents = TestImages.photo(width: 70, height: 70)
            cover.transform = Transform3D(rotationAngle: 0.8, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: 500))
            root.addSublayer(cover)
            knob = box(Rect(x: 100, y: 100, width: 40, height: 40), .white, in: root)
            knob.cornerRadius = 20
            knob.borderWidth = 1
            knob.borderColor = .gray
            knob.shadowOpacity = 0.4
            knob.shadowRadius = 2
            knob.shadowOffset = Size(width: 0, height: 1)
        }
    }

    func pixelsEqual(_ a: Bitmap, _ b: Bitmap) -> Int {
        var differing = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 }
        }
        return differing
    }

    /// After each change, the incremental frame equals a full repaint pixel for pixel.
    @Test(arguments: [1.0, 2.0])
    func partialRepaintIsPixelIdenticalToFullRepaint(scale: Double) throws {
        let scene = Scene()
        let incremental = Compositor()
        let frame = try Bitmap(size: Size(width: 400, height: 300), scale: scale)
        incremental.update(scene.root, into: frame)
        let changes: [(String, () -> Void)] = [
            ("move knob", { scene.knob.position.x += 7.5 }),
            ("shadowed color", { scene.shadowed.backgroundColor = .orange }),
            ("group opacity", { scene.group.opacity = 0.3 }),
            ("rotate cover", { scene.cover.transform = scene.cover.transform.rotated(by: 0.2, x: 0, y: 1, z: 0) }),
            ("hide piece", { scene.pieces[3].isHidden = true }),
            ("reorder", { scene.root.insertSublayer(scene.pieces[8], at: 0) }),
            ("remove", { scene.pieces[9].removeFromSuperlayer() }),
            ("add", { _ = box(Rect(x: 330, y: 20, width: 30, height: 30), .red, in: scene.root) }),
            ("mask move", { scene.root.sublayers.first { $0.mask != nil }?.mask?.position.x += 10 }),
            ("knob back", { scene.knob.position.x -= 7.5 }),
        ]
        for (name, change) in changes {
            withoutActions(change)
            let damage = incremental.update(scene.root, into: frame)
            #expect(!damage.isEmpty, "\(name) produced no damage")
            let full = try Bitmap(size: Size(width: 400, height: 300), scale: scale)
            Compositor().renderAfresh(scene.root, into: full)
            let d = pixelsEqual(frame, full)
            #expect(d == 0, "\(name): \(d) pixels differ from a full repaint")
        }
    }

    @Test func movingOneKnobDamagesOnlyItsNeighbourhood() throws {
        let scene = Scene()
        let c = Compositor()
        let frame = try Bitmap(pixelWidth: 400, pixelHeight: 300)
        c.update(scene.root, into: frame)
        #expect(c.update(scene.root, into: frame).isEmpty)  // nothing changed: nothing repainted
        withoutActions { scene.knob.position.x += 4 }
        let damage = c.update(scene.root, into: frame)
        // Old and new knob with its shadow: about 50x50 points.
        #expect(damage.area < 60 * 60)
        #expect(damage.bounds.contains(Rect(x: 100, y: 100, width: 44, height: 40)))
        #expect(c.statistics.pixelsPainted == damage.area)
    }

    @Test func movingAShadowByWholePixelsReusesItsBlur() throws {
        let root = makeRoot(200, 120)
        let card = box(Rect(x: 20, y: 20, width: 60, height: 40), .white, in: root)
        card.cornerRadius = 8
        card.shadowOpacity = 0.5
        card.shadowRadius = 6
        let c = Compositor()
        let frame = try Bitmap(pixelWidth: 200, pixelHeight: 120)
        c.update(root, into: frame)
        #expect(c.statistics.shadowsBlurred == 1)
        withoutActions { card.position.x += 30 }
        c.update(root, into: frame)
        #expect(c.statistics.shadowsBlurred == 0)
        let full = try Bitmap(pixelWidth: 200, pixelHeight: 120)
        Compositor().renderAfresh(root, into: full)
        #expect(pixelsEqual(frame, full) == 0)
        withoutActions { card.position.x += 0.5 }  // a new sub-pixel phase needs a new blur
        c.update(root, into: frame)
        #expect(c.statistics.shadowsBlurred == 1)
        withoutActions { card.bounds.size.width += 10 }
        c.update(root, into: frame)
        #expect(c.statistics.shadowsBlurred == 1)
    }

    @Test func ancestorChangesDamageDescendants() throws {
        let root = makeRoot(200, 200)
        let container = Layer()  // paints nothing itself
        container.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        root.addSublayer(container)
        _ = box(Rect(x: 150, y: 150, width: 20, height: 20), .red, in: container)
        let c = Compositor()
        let frame = try Bitmap(pixelWidth: 200, pixelHeight: 200)
        c.update(root, into: frame)
        withoutActions { container.opacity = 0.5 }
        #expect(c.update(root, into: frame).bounds.contains(Rect(x: 150, y: 150, width: 20, height: 20)))
        withoutActions { container.position.x += 10 }
        #expect(c.update(root, into: frame).bounds.contains(Rect(x: 150, y: 150, width: 30, height: 20)))
    }

    @Test func damageMergesOverlapsAndCapsItsCount() {
        var d = Damage()
        d.add(Rect(x: 0, y: 0, width: 10, height: 10))
        d.add(Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(d.rects == [Rect(x: 0, y: 0, width: 15, height: 15)])
        d.add(Rect(x: 0.5, y: 100.2, width: 1, height: 1))
        #expect(d.rects.last == Rect(x: 0, y: 100, width: 2, height: 2))
        d.add(Rect(x: .nan, y: 0, width: 1, height: 1))
        d.add(.null)
        #expect(d.rects.count == 2)
        for i in 0..<40 { d.add(Rect(x: Double(i) * 20, y: 300, width: 5, height: 5)) }
        #expect(d.rects.count <= Damage.maximumRects)
        d.clip(to: Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(d.bounds.maxX <= 50 && d.bounds.maxY <= 50)
    }

    @Test func anLOfStripsAndATileAcrossThemStaysApart() {
        var d = Damage()
        d.keepsOverlapsApart = true  // as in the frames of a scroll
        d.add(Rect(x: 0, y: 0, width: 1000, height: 6))  // the strip a scroll exposes at the top
        d.add(Rect(x: 0, y: 6, width: 6, height: 994))  // and at the left
        d.add(Rect(x: 0, y: 0, width: 200, height: 200))  // a tile across both
        // Covered exactly, not as the 1000 x 1000 bounding box.
        #expect(d.area == 6_000 + 5_964 + 194 * 194)
        d.add(Rect(x: 190, y: 0, width: 200, height: 200))  // the next tile, overlapping it
        #expect(d.area < 1_000 * 1_000 / 10)
    }

    /// Whatever is added, the rectangles never overlap, cover all of it, and stay within the count.
    @Test func randomRectanglesStayApartAndCoverWhatWasAdded() {
        var rng = SeededRandomNumberGenerator(seed: 7)
        for k in 0..<50 {
            var d = Damage()
            d.keepsOverlapsApart = k % 2 == 0
            var added: [Rect] = []
            for _ in 0..<Int(rng.below(40)) + 1 {
                let r = Rect(x: Double(rng.below(300)), y: Double(rng.below(300)),
                             width: Double(rng.below(120)) + 1, height: Double(rng.below(120)) + 1)
                added.append(r)
                d.add(r)
            }
            #expect(d.rects.count <= Damage.maximumRects)
            for (i, a) in d.rects.enumerated() {
                for b in d.rects[(i + 1)...] { #expect(!a.intersects(b), "\(a) overlaps \(b)") }
            }
            for r in added {
                for p in [Point(x: r.minX, y: r.minY), Point(x: r.maxX - 0.5, y: r.maxY - 0.5), Point(x: r.midX, y: r.midY)] {
                    #expect(d.rects.contains { $0.contains(p) }, "\(p) of \(r) not covered")
                }
            }
        }
    }
}
