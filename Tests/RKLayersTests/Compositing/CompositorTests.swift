import Foundation
import RKGeometry
import RKGraphics
import RKSnapshotTesting
import Testing

@testable import RKLayers

/// Changes layers without implicit animations: after a layer's first frame, changes animate
/// (as in Core Animation), and these tests look at the end state at once.
@MainActor
func withoutActions(_ body: () -> Void) {
    Transaction.perform(disableActions: true, body)
}

/// Renders a tree at scale 1 into a fresh bitmap.
@MainActor
func render(_ root: Layer, width: Int, height: Int, scale: Double = 1, background: Color = .white) -> Bitmap {
    let bitmap = try! Bitmap(pixelWidth: width, pixelHeight: height, scale: scale)
    let c = Compositor()
    c.backgroundColor = background
    c.render(root, into: bitmap)
    return bitmap
}

func alpha(_ p: UInt32?) -> Int { Int((p ?? 0) >> 24) }
func red(_ p: UInt32?) -> Int { Int(((p ?? 0) >> 16) & 0xFF) }
func green(_ p: UInt32?) -> Int { Int(((p ?? 0) >> 8) & 0xFF) }
func blue(_ p: UInt32?) -> Int { Int((p ?? 0) & 0xFF) }

@MainActor
func makeRoot(_ w: Double, _ h: Double) -> Layer {
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: w, height: h)
    return root
}

@MainActor
func box(_ r: Rect, _ color: Color, in parent: Layer) -> Layer {
    let l = Layer()
    l.frame = r
    l.backgroundColor = color
    parent.addSublayer(l)
    return l
}

@MainActor
@Suite struct CompositorTests {
    @Test func backgroundBorderAndCornerRadiusLandOnTheRightPixels() {
        let root = makeRoot(100, 100)
        let l = box(Rect(x: 10, y: 10, width: 80, height: 60), .blue, in: root)
        l.borderWidth = 5
        l.borderColor = .red
        l.cornerRadius = 20
        let bmp = render(root, width: 100, height: 100, background: .clear)
        #expect(bmp.pixel(x: 50, y: 40) == 0xFF00_00FF)  // inside: blue
        #expect(bmp.pixel(x: 50, y: 12) == 0xFFFF_0000)  // top border: red
        #expect(bmp.pixel(x: 87, y: 40) == 0xFFFF_0000)  // right border
        #expect(alpha(bmp.pixel(x: 11, y: 11)) == 0)  // cut corner
        #expect(alpha(bmp.pixel(x: 5, y: 5)) == 0)  // outside
    }

    @Test func borderIsDrawnAboveSublayers() {
        let root = makeRoot(60, 60)
        let l = box(Rect(x: 0, y: 0, width: 60, height: 60), .white, in: root)
        l.borderWidth = 6
        l.borderColor = .black
        _ = box(Rect(x: 0, y: 0, width: 60, height: 60), .green, in: l)
        let bmp = render(root, width: 60, height: 60)
        #expect(bmp.pixel(x: 2, y: 30) == 0xFF00_0000)
        #expect(bmp.pixel(x: 30, y: 30) == 0xFF00_FF00)
    }

    @Test func masksToBoundsClipsSublayersToTheRoundedBounds() {
        let root = makeRoot(100, 100)
        let parent = box(Rect(x: 20, y: 20, width: 60, height: 60), .clear, in: root)
        parent.cornerRadius = 30
        _ = box(Rect(x: -20, y: -20, width: 100, height: 100), .red, in: parent)
        var bmp = render(root, width: 100, height: 100)
        #expect(bmp.pixel(x: 10, y: 10) == 0xFFFF_0000)  // not clipped yet
        parent.masksToBounds = true
        bmp = render(root, width: 100, height: 100)
        #expect(bmp.pixel(x: 10, y: 10) == 0xFFFF_FFFF)
        #expect(bmp.pixel(x: 22, y: 22) == 0xFFFF_FFFF)  // rounded corner cut
        #expect(bmp.pixel(x: 50, y: 50) == 0xFFFF_0000)
    }

    @Test func groupOpacityDoesNotDoubleOverlaps() {
        let root = makeRoot(100, 50)
        let group = Layer()
        group.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        group.opacity = 0.5
        root.addSublayer(group)
        _ = box(Rect(x: 0, y: 0, width: 60, height: 50), .black, in: group)
        _ = box(Rect(x: 40, y: 0, width: 60, height: 50), .black, in: group)
        let bmp = render(root, width: 100, height: 50, background: .clear)
        let single = alpha(bmp.pixel(x: 10, y: 25)), overlap = alpha(bmp.pixel(x: 50, y: 25))
        #expect(abs(single - 128) <= 1)
        #expect(single == overlap)
    }

    @Test func shadowIsBlurredAndItsRadiusMatters() {
        func shadowProfile(radius: Double) -> [Int] {
            let root = makeRoot(200, 100)
            let l = box(Rect(x: 50, y: 25, width: 100, height: 50), .white, in: root)
            l.shadowOpacity = 1
            l.shadowRadius = radius
            l.shadowOffset = .zero
            let bmp = render(root, width: 200, height: 100, background: .clear)
            return (0..<20).map { alpha(bmp.pixel(x: 49 - $0, y: 50)) }
        }
        let sharp = shadowProfile(radius: 0), small = shadowProfile(radius: 3), large = shadowProfile(radius: 12)
        #expect(sharp[3] == 0)  // no blur: nothing beyond the edge
        #expect(small[1] > 0 && small[10] == 0)
        #expect(large[10] > 0 && large[3] > small[3] / 2)
        // Blurred alpha falls off monotonically from the edge.
        #expect(zip(large, large.dropFirst()).allSatisfy { $0 >= $1 })
    }

    @Test func shadowAndRoundedClipAreBothVisible() {
        let root = makeRoot(120, 120)
        let l = box(Rect(x: 30, y: 30, width: 60, height: 60), .red, in: root)
        l.cornerRadius = 20
        l.masksToBounds = true
        _ = box(Rect(x: 0, y: 0, width: 60, height: 60), .blue, in: l)
        l.shadowOpacity = 0.8
        l.shadowRadius = 6
        l.shadowOffset = Size(width: 0, height: 8)
        let bmp = render(root, width: 120, height: 120, background: .clear)
        #expect(alpha(bmp.pixel(x: 60, y: 96)) > 40)  // shadow below the layer
        #expect(bmp.pixel(x: 60, y: 60) == 0xFF00_00FF)  // clipped sublayer inside
        #expect(blue(bmp.pixel(x: 32, y: 32)) < 128)  // the sublayer does not fill the cut corner
    }

    @Test func maskUsesTheMaskLayersAlpha() {
        let root = makeRoot(100, 100)
        let l = box(Rect(x: 0, y: 0, width: 100, height: 100), .red, in: root)
        let m = Layer()
        m.frame = Rect(x: 0, y: 0, width: 50, height: 100)
        m.backgroundColor = Color(white: 0, alpha: 0.5)
        l.mask = m
        let bmp = render(root, width: 100, height: 100, background: .clear)
        #expect(abs(alpha(bmp.pixel(x: 25, y: 50)) - 128) <= 1)
        #expect(alpha(bmp.pixel(x: 75, y: 50)) == 0)
    }

    @Test func contentsGravityAndStretchableCenter() throws {
        let img = try Image(width: 10, height: 10, premultipliedARGB: (0..<100).map { i in
            let x = i % 10, y = i / 10
            return (x < 2 || x > 7 || y < 2 || y > 7) ? 0xFF00_0000 : 0xFFFF_FFFF
        })
        let root = makeRoot(100, 60)
        let l = Layer()
        l.frame = Rect(x: 0, y: 0, width: 100, height: 60)
        l.contents = img
        l.contentsCenter = Rect(x: 0.2, y: 0.2, width: 0.6, height: 0.6)
        root.addSublayer(l)
        var bmp = render(root, width: 100, height: 60)
        // Caps stay 2 px thick; the white center stretches.
        #expect(bmp.pixel(x: 1, y: 30) == 0xFF00_0000)
        #expect(bmp.pixel(x: 3, y: 30) == 0xFFFF_FFFF)
        #expect(bmp.pixel(x: 98, y: 30) == 0xFF00_0000)
        #expect(bmp.pixel(x: 96, y: 30) == 0xFFFF_FFFF)
        withoutActions {
            l.contentsCenter = Rect(x: 0, y: 0, width: 1, height: 1)
            l.contentsGravity = .center
            root.backgroundColor = .red
        }
        bmp = render(root, width: 100, height: 60)
        #expect(bmp.pixel(x: 45, y: 25) == 0xFF00_0000)  // image 10x10 centered at (50, 30)
        #expect(bmp.pixel(x: 50, y: 30) == 0xFFFF_FFFF)
        #expect(bmp.pixel(x: 40, y: 30) == 0xFFFF_0000)
    }

    @Test func zPositionOrdersSiblings() {
        let root = makeRoot(20, 20)
        let a = box(Rect(x: 0, y: 0, width: 20, height: 20), .red, in: root)
        _ = box(Rect(x: 0, y: 0, width: 20, height: 20), .blue, in: root)
        #expect(render(root, width: 20, height: 20).pixel(x: 10, y: 10) == 0xFF00_00FF)
        withoutActions { a.zPosition = 1 }
        #expect(render(root, width: 20, height: 20).pixel(x: 10, y: 10) == 0xFFFF_0000)
    }

    /// A 200x200 layer rotated 60 degrees about y under m34 = -1/500 must match the exact
    /// projection within 1 px and keep sharp edges.
    @Test func perspectiveMatchesTheExactProjection() {
        let root = makeRoot(600, 400)
        let l = box(Rect(x: 200, y: 100, width: 200, height: 200), .black, in: root)
        var persp = Transform3D.identity
        persp.m34 = -1.0 / 500
        l.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(persp)
        let bmp = render(root, width: 600, height: 400, background: .clear)

        // Independent projection: u, v relative to the anchor (300, 200).
        func project(_ u: Double, _ v: Double) -> Point {
            let w = 1 + u * sin(Double.pi / 3) / 500
            return Point(x: 300 + u * cos(Double.pi / 3) / w, y: 200 + v / w)
        }
        let left = project(-100, 0).x, right = project(100, 0).x
        // Where coverage crosses 50% along the middle row.
        let row = (0..<600).map { alpha(bmp.pixel(x: $0, y: 200)) }
        guard let firstIn = row.firstIndex(where: { $0 >= 128 }), let lastIn = row.lastIndex(where: { $0 >= 128 }) else {
            Issue.record("nothing rendered")
            return
        }
        #expect(abs(Double(firstIn) + 0.5 - left) <= 1, "left edge \(firstIn) vs \(left)")
        #expect(abs(Double(lastIn) + 0.5 - right) <= 1, "right edge \(lastIn) vs \(right)")
        // Top edge along columns near both sides follows the projected line.
        for u in [-80.0, 0, 80] {
            let top = project(u, -100)
            let x = Int(top.x)
            let col = (0..<400).map { alpha(bmp.pixel(x: x, y: $0)) }
            guard let y = col.firstIndex(where: { $0 >= 128 }) else { Issue.record("column \(x) empty"); continue }
            // The edge is sloped: compare with the exact line at this column's center.
            let a = project(-100, -100), b = project(100, -100)
            let t = (Double(x) + 0.5 - a.x) / (b.x - a.x)
            let exactY = a.y + t * (b.y - a.y)
            #expect(abs(Double(y) + 0.5 - exactY) <= 1, "top edge at x=\(x): \(y) vs \(exactY)")
        }
        // Sharp: the left edge goes from under 10% to over 90% coverage within 2 pixels.
        let rampStart = row.firstIndex(where: { $0 > 25 })!, rampEnd = row.firstIndex(where: { $0 > 230 })!
        #expect(rampEnd - rampStart <= 2)
    }

    @Test func perspectiveSublayerTransformGivesCoverFlowDepth() {
        let root = makeRoot(400, 200)
        let container = Layer()
        container.frame = Rect(x: 0, y: 0, width: 400, height: 200)
        var persp = Transform3D.identity
        persp.m34 = -1.0 / 500
        container.sublayerTransform = persp
        root.addSublayer(container)
        let cover = box(Rect(x: 250, y: 50, width: 100, height: 100), .black, in: container)
        cover.transform = Transform3D(rotationAngle: -.pi / 3, x: 0, y: 1, z: 0)
        let bmp = render(root, width: 400, height: 200, background: .clear)
        // The edge nearer the eye is taller than the far one.
        func height(atX x: Int) -> Int { (0..<200).filter { alpha(bmp.pixel(x: x, y: $0)) > 128 }.count }
        let xs = (0..<400).filter { height(atX: $0) > 0 }
        #expect(!xs.isEmpty)
        if let l = xs.first, let r = xs.last { #expect(height(atX: l + 1) != height(atX: r - 1)) }
    }

    /// A 3D subtree that only moves (a cover while the flow is dragged) is drawn flat once and
    /// projected again each frame; a change inside it draws it again. Each frame equals the
    /// render of a separate tree built the same way, which shares no caches with it.
    @Test func aSubtreeMovingIn3DIsDrawnFlatOnce() throws {
        func makeTree(step: Int, innerColor: Color) -> (root: Layer, cover: Layer, inner: Layer) {
            let root = makeRoot(400, 200)
            let container = Layer()
            container.frame = Rect(x: 0, y: 0, width: 400, height: 200)
            container.sublayerTransform = .perspective(eyeDistance: 500)
            root.addSublayer(container)
            let cover = box(Rect(x: 150, y: 50, width: 100, height: 100), .blue, in: container)
            let inner = box(Rect(x: 10, y: 10, width: 30, height: 30), innerColor, in: cover)
            withoutActions { cover.transform = transform(step) }
            return (root, cover, inner)
        }
        func transform(_ step: Int) -> Transform3D {
            Transform3D(rotationAngle: -0.5 - 0.01 * Double(step), x: 0, y: 1, z: 0)
                .concatenating(Transform3D(translationX: Double(step) * 3, y: 0, z: -20))
        }
        let (root, cover, inner) = makeTree(step: 0, innerColor: .red)
        let c = Compositor()
        c.backgroundColor = .white
        let frame = try Bitmap(pixelWidth: 400, pixelHeight: 200)
        var drawn = 0
        for step in 0..<6 {
            withoutActions { cover.transform = transform(step) }
            c.render(root, into: frame)
            drawn += c.statistics.perspectiveOffscreens
            let reference = render(makeTree(step: step, innerColor: .red).root, width: 400, height: 200)
            #expect(PixelComparison.differingPixels(frame, reference, tolerance: 2) == 0, "step \(step)")
        }
        // The first frame draws it flat; the moves reuse that (the resolution is rounded up to
        // a quarter octave, so a small turn keeps it).
        #expect(drawn == 1)
        withoutActions { inner.backgroundColor = .green }
        c.render(root, into: frame)
        #expect(c.statistics.perspectiveOffscreens == 1)
        let reference = render(makeTree(step: 5, innerColor: .green).root, width: 400, height: 200)
        #expect(PixelComparison.differingPixels(frame, reference, tolerance: 2) == 0)
    }

    @Test func culledLayersAreNotDrawn() {
        let root = makeRoot(100, 100)
        for i in 0..<50 { _ = box(Rect(x: 1000 + Double(i) * 10, y: 0, width: 5, height: 5), .red, in: root) }
        _ = box(Rect(x: 0, y: 0, width: 10, height: 10), .red, in: root)
        let c = Compositor()
        let bmp = try! Bitmap(pixelWidth: 100, pixelHeight: 100)
        c.render(root, into: bmp)
        #expect(c.statistics.layers == 52)
        #expect(c.statistics.layersDrawn == 1)
        #expect(c.statistics.subtreesCulled == 50)
    }

    // MARK: Bad input

    @Test func nonFiniteLayersAreSkippedAndTheFrameStillRenders() {
        let root = makeRoot(50, 50)
        let bad = box(Rect(x: 0, y: 0, width: 50, height: 50), .red, in: root)
        bad.position = Point(x: .nan, y: 3)
        let bad2 = box(Rect(x: 0, y: 0, width: 50, height: 50), .red, in: root)
        bad2.bounds = Rect(x: 0, y: 0, width: .infinity, height: 10)
        let bad3 = box(Rect(x: 0, y: 0, width: 50, height: 50), .red, in: root)
        var t = Transform3D.identity
        t.m11 = .nan
        bad3.transform = t
        _ = box(Rect(x: 0, y: 0, width: 25, height: 50), .green, in: root)
        let c = Compositor()
        let bmp = try! Bitmap(pixelWidth: 50, pixelHeight: 50)
        c.render(root, into: bmp)
        #expect(c.statistics.layersSkippedNonFinite == 3)
        #expect(bmp.pixel(x: 10, y: 10) == 0xFF00_FF00)
        #expect(alpha(bmp.pixel(x: 40, y: 10)) == 0)
    }

    @Test func zeroAndHugeLayersRenderCheaply() {
        let root = makeRoot(64, 64)
        _ = box(Rect(x: 10, y: 10, width: 0, height: 0), .red, in: root)
        let huge = box(Rect(x: -50_000, y: -50_000, width: 100_000, height: 100_000), .blue, in: root)
        huge.cornerRadius = 10
        huge.borderWidth = 2
        huge.shadowOpacity = 1
        huge.shadowRadius = 10
        let bmp = render(root, width: 64, height: 64)
        #expect(bmp.pixel(x: 32, y: 32) == 0xFF00_00FF)
    }

    @Test func layersBehindTheEyeAreSkipped() {
        let root = makeRoot(100, 100)
        let l = box(Rect(x: 0, y: 0, width: 100, height: 100), .red, in: root)
        // The eye is 20 points away, closer than the near edge swings toward it.
        l.transform = Transform3D(rotationAngle: .pi / 2.2, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: 20))
        let bmp = render(root, width: 100, height: 100, background: .clear)
        #expect(alpha(bmp.pixel(x: 50, y: 50)) == 0)
    }
}

/// One bad layer must not blank the rest of the frame: Cairo errors are permanent on a context.
@MainActor
@Suite struct CompositorIsolationTests {
    @Test func degenerateTransformsAndContentsRectsSkipOnlyTheirLayer() throws {
        let root = makeRoot(100, 40)
        let flat = box(Rect(x: 0, y: 0, width: 30, height: 30), .red, in: root)
        flat.transform = Transform3D(scaleX: 0, y: 1, z: 1)
        let thin = box(Rect(x: 0, y: 0, width: 30, height: 30), .red, in: root)
        thin.transform = Transform3D(scaleX: 1e-320, y: 1e-320, z: 1)
        let img = Layer()
        img.frame = Rect(x: 40, y: 0, width: 20, height: 20)
        img.contents = try Image(width: 2, height: 2, premultipliedARGB: [UInt32](repeating: 0xFF00_FF00, count: 4))
        img.contentsRect = Rect(x: 0, y: 0, width: .infinity, height: 1)
        root.addSublayer(img)
        let zero = Layer()
        zero.frame = Rect(x: 40, y: 20, width: 20, height: 20)
        zero.contents = img.contents
        zero.contentsRect = Rect(x: 0.5, y: 0.5, width: 0, height: 0)
        root.addSublayer(zero)
        let after = box(Rect(x: 70, y: 10, width: 20, height: 20), .blue, in: root)
        _ = after
        let bitmap = try Bitmap(pixelWidth: 100, pixelHeight: 40)
        let compositor = Compositor()
        compositor.render(root, into: bitmap)
        #expect(blue(bitmap.pixel(x: 80, y: 20)) == 255)
        compositor.update(root, into: bitmap)
        #expect(blue(bitmap.pixel(x: 80, y: 20)) == 255)
    }
}
