import RKGeometry
import RKGraphics
import RKMainLoop
import RKMotion
import RKSnapshotTesting
import Testing

@testable import RKLayers

/// The incremental compositor copies unchanged subtrees from its previous frame. These tests
/// check that a frame built that way is always the frame a full repaint makes.
@MainActor
@Suite(.serialized) struct SubtreeReuseTests {
    /// A layer that draws a stripe whose color depends on a counter it reads when drawn.
    final class StripeLayer: Layer {
        var shade = 0
        override var overridesDraw: Bool { true }
        override func draw(in canvas: Canvas) {
            canvas.fill(Rect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2),
                        with: Color(red: Double(shade % 5) / 4, green: 0.3, blue: 0.6))
        }
    }

    /// Pixels that differ by more than 2/255 in a channel. Stale content differs by far more;
    /// Pixman may round a pixel of group-opacity compositing one unit apart when the clip of a
    /// partial repaint splits its spans differently (seen once in these runs, with or without
    /// subtree reuse).
    func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        PixelComparison.differingPixels(a, b, tolerance: 2)
    }

    func fullRender(_ root: Layer, scale: Double = 1) throws -> Bitmap {
        let b = try Bitmap(size: root.bounds.size, scale: scale)
        Compositor().renderAfresh(root, into: b)
        return b
    }

    @Test func aQuietFrameCopiesEverythingButWhatChanged() throws {
        let root = makeRoot(300, 200)
        var cards: [Layer] = []
        for i in 0..<30 {
            let card = box(Rect(x: Double(i % 6) * 48 + 4, y: Double(i / 6) * 38 + 4, width: 40, height: 30), .blue, in: root)
            _ = box(Rect(x: 4, y: 4, width: 10, height: 10), .white, in: card)
            cards.append(card)
        }
        let c = Compositor()
        let frame = try Bitmap(pixelWidth: 300, pixelHeight: 200)
        c.update(root, into: frame)
        #expect(c.statistics.layersReused == 0 && c.statistics.layers == 61)
        #expect(c.update(root, into: frame).isEmpty)
        #expect(c.statistics.layersReused == 61)  // nothing changed: the whole tree is copied
        withoutActions { cards[7].sublayers[0].backgroundColor = .red }
        let damage = c.update(root, into: frame)
        // Only the changed square's node is made again: the root and its card, which did not
        // change themselves, keep theirs, and the other 29 cards are copied.
        #expect(c.statistics.layersReused == 60 && c.statistics.layers == 61)
        let square = Rect(x: Double(7 % 6) * 48 + 8, y: Double(7 / 6) * 38 + 8, width: 10, height: 10)
        #expect(damage.bounds.contains(square) && square.insetBy(dx: -1, dy: -1).contains(damage.bounds))
        #expect(differingPixels(frame, try fullRender(root)) == 0)
    }

    @Test func aMovedSubtreeIsCopiedMovedAndClippedAgain() throws {
        let root = makeRoot(200, 120)
        root.backgroundColor = .white
        let clipper = box(Rect(x: 10, y: 10, width: 150, height: 100), Color(white: 0.9), in: root)
        clipper.masksToBounds = true
        let first = box(Rect(x: 0, y: 0, width: 20, height: 20), .red, in: clipper)
        let group = Layer()
        group.frame = Rect(x: 30, y: 20, width: 100, height: 60)
        clipper.addSublayer(group)
        for i in 0..<4 { _ = box(Rect(x: Double(i) * 24, y: 10, width: 20, height: 40), .blue, in: group) }
        let c = Compositor()
        let frame = try Bitmap(pixelWidth: 200, pixelHeight: 120)
        c.update(root, into: frame)
        // Moved as a whole: its four boxes are copied moved (and the red box as it was); an
        // ancestor that did not change and whose bounds stay keeps its node.
        withoutActions { group.position.x += 7 }
        c.update(root, into: frame)
        #expect(c.statistics.layersReused == 6)
        #expect(differingPixels(frame, try fullRender(root)) == 0)
        // Moved partly out of the clip while an earlier sibling goes (the copied nodes land at
        // other indices): the moved bounds are clipped again, and moving back brings the part
        // the clip cut.
        withoutActions {
            first.removeFromSuperlayer()
            group.position.x += 40
        }
        c.update(root, into: frame)
        #expect(c.statistics.layersReused == 4)
        #expect(differingPixels(frame, try fullRender(root)) == 0)
        withoutActions { group.position.x -= 20 }
        c.update(root, into: frame)
        #expect(c.statistics.layersReused == 5)
        #expect(differingPixels(frame, try fullRender(root)) == 0)
    }

    /// Hundreds of random changes of every kind, each followed by an incremental frame that must
    /// equal a full repaint, with two compositors taking turns on the same tree at times.
    @Test(arguments: [1.0, 2.0])
    func randomChangesAlwaysMatchAFullRepaint(scale: Double) throws {
        let loop = EventLoop.installVirtual(at: 0)
        var rng = SeededRandomNumberGenerator(seed: scale == 1 ? 7 : 11)
        let root = makeRoot(240, 180)
        root.backgroundColor = Color(white: 0.9)
        var all: [Layer] = []
        for i in 0..<8 {
            let group = box(Rect(x: Double(i % 4) * 60 + 2, y: Double(i / 4) * 90 + 2, width: 56, height: 86),
                            Color(red: Double(i) / 8, green: 0.7, blue: 0.5), in: root)
            all.append(group)
            for j in 0..<3 {
                let child: Layer = j == 2 ? StripeLayer() : Layer()
                child.frame = Rect(x: 4, y: Double(j) * 28 + 4, width: 48, height: 24)
                child.backgroundColor = Color(red: 0.2, green: Double(j) / 3, blue: 0.9)
                child.cornerRadius = Double(j) * 4
                group.addSublayer(child)
                child.setNeedsDisplay()
                all.append(child)
                _ = box(Rect(x: 2, y: 2, width: 8, height: 8), .black, in: child)
            }
        }
        // Animations that run through the whole test, so that every frame has work in flight
        // while the tree changes around them: a continuous turn and a discrete keyframe.
        let spin = BasicAnimation(keyPath: "transform.rotation.z", from: .double(0), to: .double(2 * Double.pi),
                                  duration: 1.3)
        spin.repeatCount = .infinity
        all[5].add(spin, forKey: "spin")
        let steps = KeyframeAnimation(keyPath: "position.x")
        steps.values = [.double(10), .double(40), .double(25)]
        steps.calculationMode = .discrete
        steps.duration = 0.7
        steps.repeatCount = .infinity
        all[18].add(steps, forKey: "steps")
        let a = Compositor(), b = Compositor()
        a.backgroundColor = .white
        b.backgroundColor = .white
        let frameA = try Bitmap(size: root.bounds.size, scale: scale)
        let frameB = try Bitmap(size: root.bounds.size, scale: scale)
        a.update(root, into: frameA)
        // A third compositor repaints the whole tree now and then from its retained render tree.
        let full = Compositor()
        full.backgroundColor = .white
        let frameFull = try Bitmap(size: root.bounds.size, scale: scale)
        var reused = 0, reusedByFull = 0
        for step in 0..<240 {
            let l = all[rng.below(all.count)]
            let op = rng.below(13)
            withoutActions {
                switch op {
                case 0: l.position.x += Double(rng.below(7)) - 3
                case 1: l.backgroundColor = Color(red: rng.nextUnit(), green: rng.nextUnit(), blue: rng.nextUnit())
                case 2: l.isHidden.toggle()
                case 3: l.opacity = [1, 0.5, 0][rng.below(3)]
                case 4: l.zPosition = Double(rng.below(3))
                case 5:  // move to another parent
                    let target = all[rng.below(all.count)]
                    if target !== l && !target.isDescendant(of: l) { target.addSublayer(l) }
                case 6: l.removeFromSuperlayer(); root.addSublayer(l)
                case 7:
                    if let s = l as? StripeLayer { s.shade += 1; s.setNeedsDisplay() }
                case 8:
                    if l.mask == nil {
                        let m = Layer()
                        m.frame = Rect(x: 5, y: 5, width: 30, height: 20)
                        m.backgroundColor = .black
                        m.cornerRadius = 6
                        l.mask = m
                    } else {
                        l.mask?.position.y += 3
                    }
                case 9:
                    l.add(BasicAnimation(keyPath: "opacity", from: .double(1), to: .double(0.2), duration: 0.1), forKey: "fade")
                case 10: l.sublayerTransform = Transform3D(translationX: Double(rng.below(5)), y: 0, z: 0)
                case 11: l.masksToBounds.toggle()
                default: l.borderWidth = Double(rng.below(3))
                }
            }
            loop.advance(by: 1.0 / 30)
            // Now and then the second compositor draws the same tree, so the first one's
            // memory of some layers is replaced by the other's.
            if step % 37 == 5 {
                b.update(root, into: frameB)
                #expect(differingPixels(frameB, try fullRender(root, scale: scale)) == 0, "compositor b, step \(step)")
            }
            a.update(root, into: frameA)
            reused += a.statistics.layersReused
            let fullA = try fullRender(root, scale: scale)
            if step % 3 == 0 {
                full.render(root, into: frameFull)
                reusedByFull += full.statistics.layersReused
                let d = PixelComparison.differingPixels(frameFull, fullA, tolerance: 16)
                #expect(d == 0, "retained full render, step \(step): \(d) pixels differ from one built afresh")
            }
            // Cairo's coverage of a curved mask edge differs by a few levels (up to 12 of 255
            // seen) between a group clipped to a damage rectangle and an unclipped one, which a
            // layer animating under a rounded mask shows; stale or missing damage differs by far
            // more than 16.
            let d = PixelComparison.differingPixels(frameA, fullA, tolerance: 16)
            #expect(d == 0, "step \(step), change \(op) on layer \(all.firstIndex { $0 === l } ?? -1): \(d) pixels differ from a full repaint")
            if d != 0 { break }
        }
        #expect(reused > 240 * 5)  // subtrees were in fact copied
        #expect(reusedByFull > 80 * 5)  // and the full renders kept their render tree
    }

    /// With one of many sublayers changed or animating, an incremental frame visits that one
    /// and its ancestors, and no other layer.
    @Test func oneChangedOrAnimatedSublayerAmongManyIsAllThatIsVisited() throws {
        let loop = EventLoop.installVirtual(at: 0)
        let root = makeRoot(400, 300)
        root.backgroundColor = .white
        let group = box(Rect(x: 0, y: 0, width: 400, height: 300), Color(white: 0.95), in: root)
        var cells: [Layer] = []
        for i in 0..<200 {
            let cell = box(Rect(x: Double(i % 20) * 20, y: Double(i / 20) * 30, width: 18, height: 28),
                           Color(red: Double(i % 7) / 7, green: 0.5, blue: 0.5), in: group)
            _ = box(Rect(x: 2, y: 2, width: 6, height: 6), .black, in: cell)
            cells.append(cell)
        }
        let c = Compositor()
        c.backgroundColor = .white
        let frame = try Bitmap(pixelWidth: 400, pixelHeight: 300)
        c.update(root, into: frame)
        let total = c.statistics.layers
        #expect(total == 402)
        withoutActions { cells[77].backgroundColor = .red }
        var damage = c.update(root, into: frame)
        // root, group and the cell looked at; only the cell's node is made again.
        #expect(c.statistics.layersReused == total - 1)
        #expect(damage.bounds.width <= 21 && damage.bounds.height <= 31)
        #expect(differingPixels(frame, try fullRender(root)) == 0)

        let wobble = BasicAnimation(keyPath: "position.y", from: .double(20), to: .double(40), duration: 1)
        wobble.repeatCount = .infinity
        cells[150].add(wobble, forKey: "wobble")
        loop.advance(by: 0.1)
        c.update(root, into: frame)
        #expect(differingPixels(frame, try fullRender(root)) == 0)
        for _ in 0..<5 {
            loop.advance(by: 0.1)
            damage = c.update(root, into: frame)
            // The animated cell, the group and the root looked at; the cell's dot is moved with
            // it, and the root keeps its node (the group's bounds follow the cell: made again).
            #expect(c.statistics.layersReused == total - 2)
            #expect(!damage.isEmpty)
            #expect(differingPixels(frame, try fullRender(root)) == 0)
        }
        // A structural change takes the full path, and the next frame patches again.
        withoutActions { cells[3].removeFromSuperlayer() }
        c.update(root, into: frame)
        #expect(differingPixels(frame, try fullRender(root)) == 0)
        loop.advance(by: 0.1)
        c.update(root, into: frame)
        #expect(c.statistics.layersReused == total - 2 - 2)
        #expect(differingPixels(frame, try fullRender(root)) == 0)
    }

    /// A layer whose opacity animates up from 0 draws nothing in the first frame; the frames
    /// after must show it, also while a sibling's animation keeps the frames incremental
    /// (a text-input alert's dimming fading in while the alert scales).
    @Test func aLayerFadingInFromZeroAppearsInTheFramesAfter() throws {
        let loop = EventLoop.installVirtual(at: 0)
        let root = makeRoot(200, 100)
        root.backgroundColor = .white
        let dim = box(Rect(x: 0, y: 0, width: 200, height: 100), .black, in: root)
        let panel = box(Rect(x: 80, y: 30, width: 40, height: 40), .blue, in: root)
        let c = Compositor()
        c.backgroundColor = .white
        let frame = try Bitmap(pixelWidth: 200, pixelHeight: 100)
        c.update(root, into: frame)
        dim.add(BasicAnimation(keyPath: "opacity", from: .double(0), to: .double(1), duration: 0.3), forKey: "fade")
        panel.add(BasicAnimation(keyPath: "transform.scale", from: .double(0.5), to: .double(1), duration: 0.3), forKey: "pop")
        c.update(root, into: frame)
        #expect(differingPixels(frame, try fullRender(root)) == 0)
        for step in 0..<4 {
            loop.advance(by: 0.06)
            c.update(root, into: frame)
            #expect(differingPixels(frame, try fullRender(root)) == 0, "step \(step)")
        }
        // Once it has faded in, the frames are incremental again.
        loop.advance(by: 0.2)
        c.update(root, into: frame)  // the animations end
        c.update(root, into: frame)
        withoutActions { panel.backgroundColor = .red }
        c.update(root, into: frame)
        #expect(c.statistics.layersReused > 0)
        #expect(differingPixels(frame, try fullRender(root)) == 0)
        // A layer hidden in its model with an animation attached draws nothing and keeps the
        // frames incremental: a static sibling is copied, not walked, and the root keeps its node.
        _ = box(Rect(x: 10, y: 70, width: 20, height: 20), .red, in: root)
        withoutActions { dim.isHidden = true }
        dim.add(BasicAnimation(keyPath: "position.x", from: .double(90), to: .double(110), duration: 10), forKey: "drift")
        c.update(root, into: frame)
        for step in 0..<3 {
            loop.advance(by: 0.1)
            withoutActions { panel.backgroundColor = step % 2 == 0 ? .green : .red }
            c.update(root, into: frame)
            #expect(c.statistics.layersReused == 2, "step \(step)")
            #expect(differingPixels(frame, try fullRender(root)) == 0)
        }
    }

    /// A large subtree that stays the same under a full-window layer fading in (an app's window
    /// under an alert's dimming) is painted from a kept image after two frames; a change in it
    /// draws it again. Every frame equals a full repaint.
    @Test func aLargeUnchangedSubtreeUnderAFadeIsPaintedFromAKeptImage() throws {
        let loop = EventLoop.installVirtual(at: 0)
        let root = makeRoot(300, 200)
        root.backgroundColor = .white
        let app = box(Rect(x: 0, y: 0, width: 300, height: 200), Color(white: 0.95), in: root)
        var cells: [Layer] = []
        for i in 0..<60 {
            let cell = box(Rect(x: Double(i % 10) * 30 + 2, y: Double(i / 10) * 32 + 4, width: 26, height: 28),
                           Color(red: Double(i % 7) / 7, green: 0.5, blue: 0.4, alpha: i % 3 == 0 ? 0.6 : 1), in: app)
            cell.cornerRadius = 6
            cells.append(cell)
        }
        let dim = box(Rect(x: 0, y: 0, width: 300, height: 200), .black, in: root)
        let c = Compositor()
        c.backgroundColor = .white
        let frame = try Bitmap(pixelWidth: 300, pixelHeight: 200)
        c.update(root, into: frame)
        dim.add(BasicAnimation(keyPath: "opacity", from: .double(0.1), to: .double(0.6), duration: 1), forKey: "fade")
        var painted = 0
        for step in 0..<6 {
            loop.advance(by: 0.1)
            c.update(root, into: frame)
            painted += c.statistics.stableSubtreesPainted
            #expect(differingPixels(frame, try fullRender(root)) == 0, "step \(step)")
        }
        #expect(painted >= 3)
        withoutActions { cells[17].backgroundColor = .red }
        loop.advance(by: 0.1)
        c.update(root, into: frame)
        #expect(c.statistics.stableSubtreesPainted == 0)
        #expect(differingPixels(frame, try fullRender(root)) == 0)
    }

    /// A sublayer on the edge of its parent's bounds that turns (its box grows and shrinks), among
    /// many: each patched frame's bounds are those of a render tree built afresh, whether the
    /// patch could widen the old bounds or had to take the union again.
    @Test func boundsFollowASublayerTurningOnTheEdgeOfItsParent() throws {
        let loop = EventLoop.installVirtual(at: 0)
        let root = makeRoot(400, 300)
        root.backgroundColor = .white
        let group = Layer()  // draws nothing and does not clip: its bounds are its sublayers'
        group.frame = root.bounds
        root.addSublayer(group)
        for i in 0..<100 {
            _ = box(Rect(x: Double(i % 10) * 30 + 40, y: Double(i / 10) * 24 + 40, width: 20, height: 16), .blue, in: group)
        }
        let edge = box(Rect(x: 4, y: 4, width: 20, height: 20), .red, in: group)  // sets the top and left
        let inner = box(Rect(x: 150, y: 150, width: 10, height: 10), .green, in: group)
        let spin = BasicAnimation(keyPath: "transform.rotation.z", from: .double(0), to: .double(2 * Double.pi), duration: 1.2)
        spin.repeatCount = .infinity
        edge.add(spin, forKey: "spin")
        let wobble = BasicAnimation(keyPath: "transform.rotation.z", from: .double(0), to: .double(Double.pi), duration: 0.7)
        wobble.repeatCount = .infinity
        inner.add(wobble, forKey: "wobble")
        let c = Compositor()
        c.backgroundColor = .white
        let frame = try Bitmap(pixelWidth: 400, pixelHeight: 300)
        c.update(root, into: frame)
        for step in 0..<24 {
            loop.advance(by: 0.05)
            c.update(root, into: frame)
            #expect(c.statistics.layersReused >= 100, "step \(step): the frame was patched")
            var fresh: [RenderNode] = []
            var stats = Compositor.Statistics()
            Compositor.buildNodes(root, into: &fresh, scale: 1, reuse: nil, stats: &stats)
            #expect(fresh.count == c.nodes.count)
            for (a, b) in zip(c.nodes, fresh) {
                #expect(nearlyEqual(a.subtreeBounds, b.subtreeBounds), "step \(step): \(a.subtreeBounds) against \(b.subtreeBounds)")
                #expect(nearlyEqual(a.localSubtreeBounds, b.localSubtreeBounds), "step \(step): \(a.localSubtreeBounds) against \(b.localSubtreeBounds)")
                #expect(nearlyEqual(a.boundsInParent, b.boundsInParent), "step \(step): \(a.boundsInParent) against \(b.boundsInParent)")
            }
            #expect(differingPixels(frame, try fullRender(root)) == 0, "step \(step)")
        }
    }

    /// Layers that did not change themselves keep their nodes when something under them did: a
    /// page writing pixels deep in a tree makes its own node again and looks at each ancestor;
    /// a sublayer whose bounds changed makes its parent's node again; an animated sibling is
    /// visited beside the page. Every frame equals a full repaint, and every node one built
    /// afresh.
    @Test func ancestorsOfAChangeKeepTheirNodes() throws {
        let loop = EventLoop.installVirtual(at: 0)
        let root = makeRoot(300, 200)
        root.backgroundColor = .white
        let clipper = box(Rect(x: 10, y: 10, width: 280, height: 180), Color(white: 0.9), in: root)
        clipper.masksToBounds = true
        clipper.cornerRadius = 8
        let group = Layer()  // draws nothing: its bounds are its sublayers'
        group.frame = Rect(x: 10, y: 10, width: 260, height: 160)
        clipper.addSublayer(group)
        let page = Layer()
        page.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        group.addSublayer(page)
        let sibling = box(Rect(x: 210, y: 0, width: 40, height: 40), .blue, in: group)
        let pixels = try Bitmap(pixelWidth: 200, pixelHeight: 100)
        Canvas(bitmap: pixels).fill(Rect(x: 0, y: 0, width: 200, height: 100), with: .green)
        page.setExternalContents(pixels)
        let c = Compositor()
        c.backgroundColor = .white
        let frame = try Bitmap(pixelWidth: 300, pixelHeight: 200)
        c.update(root, into: frame)
        let total = c.statistics.layers
        #expect(total == 5)
        func write(_ step: Int) {
            let written = Rect(x: Double(step) * 20, y: 30, width: 30, height: 20)
            Canvas(bitmap: pixels).fill(written, with: step % 2 == 0 ? .red : .black)
            page.setExternalContents(pixels, damaged: [written])
        }
        for step in 0..<4 {
            write(step)
            let damage = c.update(root, into: frame)
            #expect(c.statistics.layersReused == total - 1, "step \(step): only the page's node is made again")
            #expect(damage.bounds.width <= 32 && damage.bounds.height <= 22, "step \(step): \(damage.bounds)")
            #expect(differingPixels(frame, try fullRender(root)) == 0, "step \(step)")
            expectNodesMatchAFreshBuild(c, root, "step \(step)")
        }
        // The sibling grows past the page: the group's bounds change, so its node and the
        // clipper's are made again, in the same frame as a write.
        write(4)
        withoutActions { sibling.bounds.size.height = 150 }
        c.update(root, into: frame)
        #expect(c.statistics.layersReused < total - 1)
        #expect(differingPixels(frame, try fullRender(root)) == 0)
        expectNodesMatchAFreshBuild(c, root, "grown")
        // An animated sibling is visited with the page, every frame.
        let spin = BasicAnimation(keyPath: "transform.rotation.z", from: .double(0), to: .double(2 * Double.pi), duration: 1)
        spin.repeatCount = .infinity
        sibling.add(spin, forKey: "spin")
        loop.advance(by: 0.1)
        c.update(root, into: frame)
        for step in 5..<9 {
            write(step)
            loop.advance(by: 0.1)
            c.update(root, into: frame)
            #expect(differingPixels(frame, try fullRender(root)) == 0, "step \(step)")
            expectNodesMatchAFreshBuild(c, root, "step \(step)")
        }
    }

    /// Expects the compositor's nodes to be those a build from nothing makes.
    func expectNodesMatchAFreshBuild(_ c: Compositor, _ root: Layer, _ context: String) {
        var fresh: [RenderNode] = []
        var stats = Compositor.Statistics()
        Compositor.buildNodes(root, into: &fresh, scale: 1, reuse: nil, stats: &stats)
        #expect(fresh.count == c.nodes.count, "\(context)")
        for (a, b) in zip(c.nodes, fresh) {
            #expect(a.serial == b.serial && a.record == b.record && a.subtreeEnd == b.subtreeEnd, "\(context)")
            #expect(nearlyEqual(a.ownBounds, b.ownBounds) && nearlyEqual(a.subtreeBounds, b.subtreeBounds)
                        && nearlyEqual(a.boundsInParent, b.boundsInParent), "\(context): \(a.subtreeBounds) against \(b.subtreeBounds)")
        }
    }

    /// Equal within float rounding (unions taken in another order may round the width apart).
    func nearlyEqual(_ a: Rect, _ b: Rect) -> Bool {
        if a.isNull || b.isNull { return a.isNull && b.isNull }
        return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.maxX - b.maxX) < 1e-9
            && abs(a.maxY - b.maxY) < 1e-9
    }

    /// The test behind widening bounds in place: a bounding box keeps every side when the
    /// rectangle replaced stopped short of that side or the new one reaches as far.
    @Test func aBoundingBoxIsWidenedOnlyWhenNoSideDrewBack() {
        let u = Rect(x: 0, y: 0, width: 100, height: 100)
        let inside = Rect(x: 10, y: 10, width: 20, height: 20)
        let onTopLeft = Rect(x: 0, y: 0, width: 20, height: 20)
        #expect(FramePatch.union(u, keepsExtentsReplacing: inside, with: Rect(x: 12, y: 12, width: 5, height: 5)))
        #expect(FramePatch.union(u, keepsExtentsReplacing: inside, with: Rect(x: -5, y: 50, width: 200, height: 5)))
        #expect(FramePatch.union(u, keepsExtentsReplacing: inside, with: .null))
        #expect(FramePatch.union(u, keepsExtentsReplacing: .null, with: inside))
        // On the edge: growing past it or staying on it keeps it; drawing back does not.
        #expect(FramePatch.union(u, keepsExtentsReplacing: onTopLeft, with: Rect(x: -2, y: -2, width: 10, height: 10)))
        #expect(FramePatch.union(u, keepsExtentsReplacing: onTopLeft, with: Rect(x: 0, y: 0, width: 5, height: 5)))
        #expect(!FramePatch.union(u, keepsExtentsReplacing: onTopLeft, with: Rect(x: 1, y: 0, width: 20, height: 20)))
        #expect(!FramePatch.union(u, keepsExtentsReplacing: onTopLeft, with: Rect(x: 0, y: 3, width: 20, height: 20)))
        #expect(!FramePatch.union(u, keepsExtentsReplacing: onTopLeft, with: .null))
        let onBottomRight = Rect(x: 80, y: 80, width: 20, height: 20)
        #expect(!FramePatch.union(u, keepsExtentsReplacing: onBottomRight, with: Rect(x: 80, y: 80, width: 19, height: 20)))
        #expect(!FramePatch.union(u, keepsExtentsReplacing: onBottomRight, with: Rect(x: 80, y: 80, width: 20, height: 19)))
        #expect(FramePatch.union(u, keepsExtentsReplacing: onBottomRight, with: Rect(x: 70, y: 70, width: 40, height: 40)))
    }
}
