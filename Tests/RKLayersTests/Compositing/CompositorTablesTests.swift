import RKGeometry
import RKGraphics
import RKMainLoop
import RKSnapshotTesting
import Testing

@testable import RKLayers

/// What a compositor remembers of each layer lives in its own tables, not on the layers: two
/// compositors on one tree keep their own, and nothing is kept for a layer that left the tree
/// or was freed.
@MainActor
@Suite(.serialized) struct CompositorTablesTests {
    func makeCards(_ root: Layer, count: Int) -> [Layer] {
        (0..<count).map { i in
            let card = box(Rect(x: 10 + Double(i) * 30, y: 20, width: 24, height: 24), .red, in: root)
            card.shadowOpacity = 0.5
            card.shadowRadius = 3
            return card
        }
    }

    @Test func twoCompositorsTakingTurnsOnOneTreeBothReuseTheirFrames() throws {
        let root = makeRoot(200, 80)
        let cards = makeCards(root, count: 5)
        let a = Compositor(), b = Compositor()
        let frameA = try Bitmap(pixelWidth: 200, pixelHeight: 80)
        let frameB = try Bitmap(pixelWidth: 200, pixelHeight: 80)
        let frameFull = try Bitmap(pixelWidth: 200, pixelHeight: 80)
        a.update(root, into: frameA)
        b.update(root, into: frameB)
        for step in 0..<3 {
            a.update(root, into: frameA)
            #expect(a.statistics.layersReused == 6, "step \(step)")
            #expect(a.statistics.shadowsBlurred == 0, "step \(step)")
            b.update(root, into: frameB)
            #expect(b.statistics.layersReused == 6, "step \(step)")
            // A full repaint keeps a render tree of its own beside them.
            a.render(root, into: frameFull)
            if step > 0 { #expect(a.statistics.layersReused == 6, "step \(step)") }
        }
        withoutActions { cards[2].position.y += 10 }
        a.update(root, into: frameA)
        b.update(root, into: frameB)
        // The moved card and the root are patched; the other four are kept as they were.
        #expect(b.statistics.layersReused == 4)
        let full = try Bitmap(pixelWidth: 200, pixelHeight: 80)
        Compositor().renderAfresh(root, into: full)
        #expect(PixelComparison.differingPixels(frameA, full, tolerance: 0) == 0)
        #expect(PixelComparison.differingPixels(frameB, full, tolerance: 0) == 0)
    }

    @Test func aLayerThatLeavesTheTreeIsForgottenAndAHiddenOneIsNot() throws {
        let root = makeRoot(200, 80)
        let cards = makeCards(root, count: 3)
        let inner = box(Rect(x: 2, y: 2, width: 6, height: 6), .blue, in: cards[0])
        let c = Compositor()
        let frame = try Bitmap(pixelWidth: 200, pixelHeight: 80)
        c.update(root, into: frame)
        for l in [cards[0], cards[1], inner] {
            #expect(c.tables.slot(l) != nil)
            #expect(c.tables.buildCache(l) != nil)
        }
        #expect(c.tables.renderCache(cards[0])?.shadowMask != nil)
        withoutActions {
            cards[0].removeFromSuperlayer()
            cards[1].isHidden = true
        }
        c.update(root, into: frame)
        for l in [cards[0], inner] {
            #expect(c.tables.slot(l) == nil)
            #expect(c.tables.buildCache(l) == nil)
        }
        #expect(c.tables.renderCache(cards[0])?.shadowMask == nil)
        // Hidden, it is still in the tree: it will show again with its shadow as it was.
        #expect(c.tables.slot(cards[1]) == nil)
        #expect(c.tables.buildCache(cards[1]) != nil)
        #expect(c.tables.renderCache(cards[1])?.shadowMask != nil)
        withoutActions { cards[1].isHidden = false }
        c.update(root, into: frame)
        #expect(c.statistics.shadowsBlurred == 0)
    }

    @Test func aFreedLayersRecordsGoBeforeItsNumberIsTakenAgain() throws {
        let root = makeRoot(200, 80)
        var card: Layer? = makeCards(root, count: 1)[0]
        let c = Compositor()
        let frame = try Bitmap(pixelWidth: 200, pixelHeight: 80)
        // A full repaint keeps no strong hold on the layers it drew.
        c.render(root, into: frame)
        let id = try #require(card?.id)
        #expect(c.tables.renderCache(try #require(card))?.shadowMask != nil)
        card?.removeFromSuperlayer()
        card = nil
        let next = Layer()
        #expect(next.id == id)
        #expect(c.tables.renderCache(next) == nil)
        #expect(c.tables.slot(next) == nil)
        #expect(c.tables.buildCache(next) == nil)
    }

    /// Kept render nodes are matched with layers by serial, so a serial must never name two
    /// layers, even when a new layer takes a freed one's address (which malloc does at once).
    @Test func serialsAreNeverTakenAgainEvenAtAReusedAddress() {
        var serials = Set<UInt64>()
        var previous: ObjectIdentifier?
        var addressTakenAgain = 0
        for _ in 0..<200 {
            let layer = Layer()
            #expect(serials.insert(layer.serial).inserted)
            if ObjectIdentifier(layer) == previous { addressTakenAgain += 1 }
            previous = ObjectIdentifier(layer)
        }
        // Not the point of the test, but what makes it one: addresses were taken again.
        #expect(addressTakenAgain > 0)
    }

    /// A bitmap made afresh for each update, of the same size, is a new target and is painted
    /// whole, even when it takes the address of the one freed before it (the compositor used
    /// to know its target by address, and painted only the damage into the new bitmap).
    @Test func aFreshBitmapOfTheSameSizeIsPaintedWhole() throws {
        let root = makeRoot(40, 20)
        root.backgroundColor = .white
        let dot = box(Rect(x: 2, y: 2, width: 4, height: 4), .red, in: root)
        let c = Compositor()
        var previous: ObjectIdentifier?
        var addressTakenAgain = 0
        for step in 0..<12 {
            dot.frame.origin.x = Double(2 + step)
            let bitmap = try Bitmap(pixelWidth: 40, pixelHeight: 20)
            if ObjectIdentifier(bitmap) == previous { addressTakenAgain += 1 }
            previous = ObjectIdentifier(bitmap)
            c.update(root, into: bitmap)
            // Far from the dot: only a whole repaint puts the background there.
            #expect(bitmap.pixel(x: 35, y: 15) == 0xFFFF_FFFF, "step \(step)")
        }
        #expect(addressTakenAgain > 0)
    }

    @Test func recordsDoNotPileUpAsScenesComeAndGo() throws {
        let root = makeRoot(200, 80)
        let c = Compositor()
        let frame = try Bitmap(pixelWidth: 200, pixelHeight: 80)
        let full = try Bitmap(pixelWidth: 200, pixelHeight: 80)
        c.update(root, into: frame)
        let bare = c.tables.entryCounts
        var kept: [Layer] = []
        for round in 0..<4 {
            let scene = Layer()
            scene.frame = root.bounds
            for card in makeCards(scene, count: 3 + round) {
                _ = box(Rect(x: 2, y: 2, width: 6, height: 6), .blue, in: card)
            }
            root.addSublayer(scene)
            c.update(root, into: frame)
            c.render(root, into: full)
            #expect(c.tables.entryCounts.slots == bare.slots + 1 + 2 * (3 + round))
            #expect(c.tables.entryCounts.renderCaches == 3 + round)
            scene.removeFromSuperlayer()
            // Every other scene is kept by its owner, the others are freed: both are forgotten.
            if round % 2 == 0 { kept.append(scene) }
            c.update(root, into: frame)
            #expect(c.tables.entryCounts == bare, "round \(round)")
        }
        #expect(kept.count == 2)
    }

    /// A layer that leaves the tree with sublayers is forgotten with them only after the old
    /// places of all of them are damaged: a navigation bar's old content, removed while it
    /// fades, left the ends of its wider title on screen when its sublayers were forgotten
    /// first.
    @Test func aSubtreeThatLeavesTheTreeIsRepaintedWhereItWas() throws {
        let loop = EventLoop.installVirtual(at: 0)
        let root = makeRoot(200, 60)
        root.backgroundColor = .white
        let bar = box(Rect(x: 0, y: 0, width: 200, height: 40), .white, in: root)
        func content(_ width: Double, _ color: Color) -> Layer {
            let c = Layer()
            c.frame = bar.bounds
            bar.addSublayer(c)
            _ = box(Rect(x: 100 - width / 2, y: 10, width: width, height: 20), color, in: c)
            return c
        }
        func fullRender() throws -> Bitmap {
            let b = try Bitmap(pixelWidth: 200, pixelHeight: 60)
            Compositor().renderAfresh(root, into: b)
            return b
        }
        let c = Compositor()
        let frame = try Bitmap(pixelWidth: 200, pixelHeight: 60)
        var current = content(160, .black)
        c.update(root, into: frame)
        for (step, width) in [120.0, 80, 140, 60].enumerated() {
            let old = current
            current = content(width, .blue)
            current.add(BasicAnimation(keyPath: "opacity", from: .double(0), to: .double(1), duration: 0.25), forKey: "fade")
            withoutActions { old.opacity = 0 }
            old.add(BasicAnimation(keyPath: "opacity", from: .double(1), to: .double(0), duration: 0.25), forKey: "fade")
            c.update(root, into: frame)
            loop.advance(by: 0.05)
            c.update(root, into: frame)
            // The next change comes before the fade ends: the fading content goes now.
            old.removeFromSuperlayer()
            c.update(root, into: frame)
            #expect(PixelComparison.differingPixels(frame, try fullRender(), tolerance: 2) == 0, "step \(step)")
            loop.advance(by: 0.05)
            c.update(root, into: frame)
            #expect(PixelComparison.differingPixels(frame, try fullRender(), tolerance: 2) == 0, "step \(step)")
        }
    }

    /// A table that notes the layers it is told were freed.
    final class FreedLog: LayerTable {
        var freed: [LayerID] = []
        func layerFreed(_ id: LayerID) { freed.append(id) }
    }

    @Test func liveLayersHaveDistinctNumbersAndTablesHearOfFreedOnes() {
        let log = FreedLog()
        LayerID.register(log)
        var layers: [Layer] = (0..<4).map { _ in Layer() }
        #expect(Set(layers.map(\.id)).count == 4)
        let gone = layers[1].id
        layers.remove(at: 1)
        #expect(log.freed == [gone])
        let taken = Layer()
        #expect(taken.id == gone)
        #expect(!layers.contains { $0.id == taken.id })
    }
}
