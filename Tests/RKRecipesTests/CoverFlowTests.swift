import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMainLoop
import RKSnapshotTesting
import Testing
import RKViews

@testable import RKRecipes

/// A data source that answers when told to, and records everything.
@MainActor
final class RecordingCovers: CoverFlowDataSource, CoverFlowDelegate, CoverFlowHost {
    var requests: [(Int, CoverImageQuality)] = []
    var cancels: [Int] = []
    var selections: [Int] = []
    var flips: [Bool] = []
    var flipRequests: [Int] = []
    var taps: [Int] = []
    var doubleTaps = 0
    var answersAtOnce = true
    let image: Image

    init() {
        image = try! Image(width: 20, height: 20, premultipliedARGB: Array(repeating: 0xFF33_99DD, count: 400))
    }

    func coverFlow(_ view: CoverFlowView, requestImageAt index: Int, quality: CoverImageQuality) {
        requests.append((index, quality))
        if answersAtOnce { view.setImage(image, at: index, quality: quality) }
    }
    func coverFlow(_ view: CoverFlowView, cancelImageAt index: Int) { cancels.append(index) }
    func coverFlow(_ view: CoverFlowView, titleAt index: Int) -> String? { "Cover \(index)" }
    func coverFlow(_ view: CoverFlowView, flipLayerAt index: Int) -> Layer? {
        flipRequests.append(index)
        let l = Layer()
        l.backgroundColor = .red
        return l
    }
    func coverFlow(_ view: CoverFlowView, selectionDidChange index: Int) { selections.append(index) }
    func coverFlowFlipDidEnd(_ view: CoverFlowView, isFlipped: Bool) { flips.append(isFlipped) }
    func coverFlow(_ view: CoverFlowView, didTapSelectedCoverAt index: Int) { taps.append(index) }
    func coverFlowDidDoubleTap(_ view: CoverFlowView) { doubleTaps += 1 }
}

@MainActor
@Suite(.serialized) struct CoverFlowTests {
    func setUp(count: Int = 20, start: Int = 5) throws -> (HeadlessHost, CoverFlowView, RecordingCovers) {
        let h = try HeadlessHost(size: Size(width: 800, height: 500))
        let flow = CoverFlowView(frame: Rect(x: 0, y: 0, width: 800, height: 500), count: count)
        let covers = RecordingCovers()
        flow.dataSource = covers
        flow.delegate = covers
        flow.host = covers
        flow.selectCover(at: start, animated: false)
        h.window.addSubview(flow)
        h.window.makeKeyAndVisible()
        _ = flow.becomeFirstResponder()
        h.run(for: 0.05)
        covers.selections = []
        return (h, flow, covers)
    }

    // MARK: Layout

    /// The placement, computed here from the documented geometry, not by the layout.
    func expected(_ d: Double, _ l: CoverFlowLayout) -> (x: Double, z: Double, angle: Double) {
        let a = abs(d), s = d < 0 ? -1.0 : 1.0
        let x = a <= 1 ? d * l.centerGap : s * (l.centerGap + (a - 1) * l.sideSpacing)
        // Core Animation's sense of a y rotation sends the right edge back for positive angles;
        // covers on the right turn their inner (left) edge back.
        return (x, -l.sideDepth * min(a, 1), -s * min(a, 1) * l.sideAngle)
    }

    @Test func placementsFollowTheGeometry() {
        let l = CoverFlowLayout()
        for d in [-3.0, -1, -0.5, 0, 0.25, 1, 2.5, 40] {
            let p = l.placement(distance: d), e = expected(d, l)
            #expect(abs(p.x - e.x) < 1e-9 && abs(p.z - e.z) < 1e-9 && abs(p.angle - e.angle) < 1e-9, "d = \(d)")
        }
        #expect(l.placement(distance: 0).angle == 0 && l.placement(distance: 0).z == 0)
        // Nearer covers draw in front.
        #expect(l.placement(distance: 0).order > l.placement(distance: 1).order)
        #expect(l.placement(distance: -1).order > l.placement(distance: -2).order)
        #expect(l.perspective.m34 == -1.0 / 500)
    }

    @Test func coversAtRestStandWhereTheGeometrySaysWithReflections() throws {
        let (_, flow, _) = try setUp()
        let l = flow.flowLayer.layout
        for i in flow.flowLayer.liveIndices {
            let cover = try #require(flow.flowLayer.coverLayer(at: i))
            let d = Double(i - 5), e = expected(d, l)
            let want = Transform3D(rotationAngle: e.angle, x: 0, y: 1, z: 0)
                .concatenating(Transform3D(translationX: e.x, y: 0, z: e.z))
            #expect(cover.transform == want, "cover \(i)")
            #expect(cover.zPosition == -abs(d))
            // The reflection hangs under the cover, upside down, fading downward.
            #expect(cover.reflection.transform.m22 == -1)
            #expect(cover.reflection.position.y == l.coverSize * 1.5 + l.reflectionGap)
            let fade = try #require(cover.reflection.mask as? GradientLayer)
            #expect(fade.colors.first!.alpha > 0 && fade.colors.last!.alpha == 0)
        }
        // The selected cover at rest is not turned or pushed back: drawn without resampling.
        let middle = try #require(flow.flowLayer.coverLayer(at: 5))
        #expect(middle.transform == .identity)
        #expect(flow.label.text == "Cover 5")
    }

    // MARK: Dragging
    /// A side cover's pixels where the exact projection puts them: its corners through the
    /// cover's transform, then the flow's perspective about the middle, computed here.
    @Test func aSideCoverIsWhereTheExactProjectionPutsIt() throws {
        @MainActor final class OneRed: CoverFlowDataSource {
            let red = try! Image(width: 10, height: 10, premultipliedARGB: Array(repeating: 0xFFFF_0000, count: 100))
            let gray = try! Image(width: 10, height: 10, premultipliedARGB: Array(repeating: 0xFF40_4040, count: 100))
            func coverFlow(_ view: CoverFlowView, requestImageAt index: Int, quality: CoverImageQuality) {
                view.setImage(index == 4 ? red : gray, at: index, quality: quality)
            }
        }
        let h = try HeadlessHost(size: Size(width: 800, height: 500))
        let flow = CoverFlowView(frame: Rect(x: 0, y: 0, width: 800, height: 500), count: 7)
        let source = OneRed()
        flow.dataSource = source
        flow.selectCover(at: 3, animated: false)
        h.window.addSubview(flow)
        h.run(for: 0.05)
        let l = flow.flowLayer.layout
        let cover = try #require(flow.flowLayer.coverLayer(at: 4))
        let center = Point(x: 400, y: 250)
        let e = expected(1, l)
        let t = Transform3D(rotationAngle: e.angle, x: 0, y: 1, z: 0).concatenating(Transform3D(translationX: e.x, y: 0, z: e.z))
        func project(_ x: Double, _ y: Double) -> Point {
            let p = t.applyHomogeneous(x: x, y: y, z: 0)
            // The cover's position relative to the flow's middle, then the perspective there.
            let X = p.x + cover.position.x - center.x, Y = p.y + cover.position.y - center.y, Z = p.z
            let w = 1 - Z / l.eyeDistance
            return Point(x: center.x + X / w, y: center.y + Y / w)
        }
        let half = l.coverSize / 2
        let topRight = project(half, -half), bottomRight = project(half, half)
        let img = h.snapshot()
        func isRed(_ x: Int, _ y: Int) -> Bool {
            guard let v = img.pixel(x: x, y: y) else { return false }
            return (v >> 16 & 0xFF) > 200 && (v >> 8 & 0xFF) < 60 && (v & 0xFF) < 60
        }
        let redXs = (0..<800).filter { x in (0..<330).contains { isRed(x, $0) } }
        let maxX = try #require(redXs.last)
        #expect(abs(Double(maxX + 1) - topRight.x) <= 1.5)
        // The outer edge's height, two pixels in from it.
        let column = Int(topRight.x) - 2
        let redYs = (0..<330).filter { isRed(column, $0) }
        let top = try #require(redYs.first), bottom = try #require(redYs.last)
        #expect(abs(Double(top) - topRight.y) <= 2)
        #expect(abs(Double(bottom + 1) - bottomRight.y) <= 2)
        // Its inner edge is turned back, behind the middle cover: the outer edge, nearer the
        // eye, is the taller.
        #expect(topRight.y < project(-half, -half).y)
    }

    @Test func duringADragCoversStandBetweenTheirPlaces() throws {
        let (h, flow, _) = try setUp()
        let l = flow.flowLayer.layout
        h.touchDown(at: Point(x: 400, y: 250))
        h.run(for: 1.0 / 60)
        h.touchMove(to: Point(x: 400 - 0.4 * l.pointsPerCover, y: 250))
        h.run(for: 1.0 / 60)
        #expect(abs(flow.flowPosition - 5.4) < 1e-9)
        for i in flow.flowLayer.liveIndices {
            let cover = try #require(flow.flowLayer.coverLayer(at: i))
            let e = expected(Double(i) - 5.4, l)
            let want = Transform3D(rotationAngle: e.angle, x: 0, y: 1, z: 0)
                .concatenating(Transform3D(translationX: e.x, y: 0, z: e.z))
            #expect(cover.transform == want, "cover \(i)")
        }
        // Cover 5 is 0.4 of the way to the side: turned 0.4 of the side angle, away.
        let five = try #require(flow.flowLayer.coverLayer(at: 5))
        #expect(abs(five.transform.m11 - cos(0.4 * l.sideAngle)) < 1e-9)
        #expect(flow.selectedIndex == 5)
        h.touchUp(at: Point(x: 400 - 0.4 * l.pointsPerCover, y: 250))
    }


    @Test func aDragMovesTheFlowUnderTheFingerAndSettlesOnACover() throws {
        let (h, flow, covers) = try setUp()
        let ppc = flow.flowLayer.layout.pointsPerCover
        h.drag(from: Point(x: 400, y: 250), to: Point(x: 400 - 3 * ppc, y: 250), steps: 30, duration: 1.0, lift: false)
        #expect(abs(flow.flowPosition - 8) < 0.01)
        h.run(for: 0.3)  // held still before lifting: no momentum
        h.touchUp(at: Point(x: 400 - 3 * ppc, y: 250))
        h.run(for: 1.5, framesPerSecond: 20)
        #expect(flow.flowPosition == 8 && flow.selectedIndex == 8 && !flow.isMoving)
        #expect(covers.selections == [6, 7, 8])
    }

    @Test func aFlickCoastsFurtherAndEndsOnACover() throws {
        let (h, flow, covers) = try setUp()
        let ppc = flow.flowLayer.layout.pointsPerCover
        h.drag(from: Point(x: 500, y: 250), to: Point(x: 500 - 2 * ppc, y: 250), steps: 6, duration: 0.1)
        #expect(flow.isMoving)
        h.run(for: 2, framesPerSecond: 20)
        #expect(flow.flowPosition > 7.5 && flow.flowPosition == flow.flowPosition.rounded())
        #expect(!flow.isMoving)
        #expect(covers.selections == Array(6...flow.selectedIndex))
    }

    @Test func theEndsGiveWayAndSpringBack() throws {
        let (h, flow, _) = try setUp(count: 10, start: 0)
        let ppc = flow.flowLayer.layout.pointsPerCover
        h.drag(from: Point(x: 200, y: 250), to: Point(x: 200 + 3 * ppc, y: 250), steps: 20, duration: 0.6, lift: false)
        // Three covers' worth past the start moves it a third as far.
        #expect(abs(flow.flowPosition + 1) < 0.01)
        h.run(for: 0.2)
        h.touchUp(at: Point(x: 200 + 3 * ppc, y: 250))
        h.run(for: 1.5, framesPerSecond: 20)
        #expect(flow.flowPosition == 0)
        flow.selectCover(at: 9, animated: false)
        h.drag(from: Point(x: 600, y: 250), to: Point(x: 600 - 3 * ppc, y: 250), steps: 20, duration: 0.6, lift: false)
        #expect(abs(flow.flowPosition - 10) < 0.01)
        h.run(for: 0.2)
        h.touchUp(at: Point(x: 600 - 3 * ppc, y: 250))
        h.run(for: 1.5, framesPerSecond: 20)
        #expect(flow.flowPosition == 9)
    }

    // MARK: Taps, keys, wheel, accessibility

    @Test func aTapSelectsASideCoverAndADoubleTapCallsTheHost() throws {
        let (h, flow, covers) = try setUp()
        // The cover two to the right: its centre on screen.
        let x = 400 + flow.flowLayer.layout.centerGap + flow.flowLayer.layout.sideSpacing
        h.tap(at: Point(x: x, y: 230))
        h.run(for: 1.5, framesPerSecond: 20)
        #expect(flow.selectedIndex == 7)
        h.tap(at: Point(x: 400, y: 230))
        h.run(for: 0.5, framesPerSecond: 20)
        #expect(covers.taps == [7])
        h.doubleTap(at: Point(x: 400, y: 230))
        h.run(for: 0.5, framesPerSecond: 20)
        #expect(covers.doubleTaps == 1 && covers.taps == [7])
    }

    @Test func keysTheWheelAndAssistiveTechnologiesBrowse() throws {
        let (h, flow, covers) = try setUp()
        defer { withExtendedLifetime(covers) {} }  // the flow holds its data source weakly
        h.press(.right)
        h.run(for: 1, framesPerSecond: 20)
        #expect(flow.selectedIndex == 6)
        h.press(.left)
        h.press(.left)
        h.run(for: 1, framesPerSecond: 20)
        #expect(flow.selectedIndex == 4)
        #expect(flow.scroll(byWheel: Point(x: 0, y: 80)))
        h.run(for: 1, framesPerSecond: 20)
        #expect(flow.selectedIndex == 6)
        #expect(flow.accessibilityTraits.contains(.adjustable))
        flow.accessibilityIncrement()
        h.run(for: 1, framesPerSecond: 20)
        #expect(flow.selectedIndex == 7)
        #expect(flow.accessibilityValue == "Cover 7")
        #expect(flow.accessibilityNumericValue == AccessibilityNumericValue(current: 8, minimum: 1, maximum: 20, step: 1))
        h.press(.end)
        h.run(for: 1.5, framesPerSecond: 20)
        #expect(flow.selectedIndex == 19)
        // Set over the value: rounded, clamped, browsed to as the keys would.
        #expect(flow.accessibilitySetNumericValue(3.4))
        h.run(for: 1.5, framesPerSecond: 20)
        #expect(flow.selectedIndex == 2)
        #expect(flow.accessibilitySetNumericValue(99))
        h.run(for: 1.5, framesPerSecond: 20)
        #expect(flow.selectedIndex == 19)
        #expect(!flow.accessibilitySetNumericValue(.nan))
        h.press(KeyboardKey(name: "F"))
        h.run(for: 0.9, framesPerSecond: 20)
        #expect(flow.isFlipped)
    }

    // MARK: Flip

    @Test func aFlipTurnsToTheBackAndBackAgain() throws {
        let (h, flow, covers) = try setUp()
        flow.flipSelectedCover()
        h.run(for: 0.35)
        #expect(!flow.isFlipped)  // half way
        h.run(for: 0.5, framesPerSecond: 20)
        #expect(flow.isFlipped && covers.flips == [true])
        #expect(covers.flipRequests == [5])
        let cover = try #require(flow.flowLayer.coverLayer(at: 5))
        #expect(cover.back === flow.flipLayer && cover.back != nil)
        #expect(cover.transform.m11 > 1.5)  // enlarged
        flow.flipSelectedCover()
        h.run(for: 0.9, framesPerSecond: 20)
        #expect(!flow.isFlipped && covers.flips == [true, false])
        #expect(covers.flipRequests == [5])  // the back is asked for once per flip
        #expect(cover.back == nil && cover.transform == .identity)
    }

    // MARK: Scale

    @Test func tenThousandCoversKeepTheLayersAndImagesBounded() throws {
        let (h, flow, covers) = try setUp(count: 10_000, start: 5_000)
        let live = flow.flowLayer.liveCoverCount
        #expect(live > 5 && live < 30)
        for i in stride(from: 5_000, through: 6_000, by: 25) {
            flow.selectCover(at: i, animated: false)
            h.run(for: 1.0 / 60)
            #expect(flow.flowLayer.liveCoverCount <= live + 1)
            #expect(flow.flowLayer.heldImageCount <= flow.flowLayer.liveCoverCount)
        }
        // Every request was for a cover near one the flow stood at.
        #expect(covers.requests.count < 41 * 2 * (live + 1))
        // A slow data source: an image that arrives for a cover gone from the range is dropped.
        covers.answersAtOnce = false
        flow.selectCover(at: 8_000, animated: false)
        h.run(for: 1.0 / 60)
        let asked = try #require(covers.requests.last?.0)
        flow.selectCover(at: 9_000, animated: false)
        h.run(for: 1.0 / 60)
        #expect(covers.cancels.contains(asked))
        let dropped = flow.flowLayer.droppedImageCount
        flow.setImage(covers.image, at: asked, quality: .high)
        #expect(flow.flowLayer.droppedImageCount == dropped + 1)
    }

    /// Covers that leave the range are set aside bare: neither their picture nor the
    /// compositor's projection of them stays held, so browsing far keeps only what the live
    /// covers show.
    @Test func coversSetAsideHoldNoPixels() throws {
        let (h, flow, _) = try setUp(count: 10_000, start: 5_000)
        h.run(for: 1.0 / 60)
        #expect(flow.flowLayer.coverRenderBytes.live > 0)  // the side covers are projected
        for i in stride(from: 5_000, through: 5_400, by: 7) {
            flow.selectCover(at: i, animated: false)
            h.run(for: 1.0 / 60)
            #expect(flow.flowLayer.coverRenderBytes.spare == 0)
        }
        // At the end of the flow only half the range has covers: the others are set aside.
        flow.selectCover(at: 9_999, animated: false)
        h.run(for: 1.0 / 60)
        #expect(flow.flowLayer.spareCoverCount > 0)
        #expect(flow.flowLayer.coverRenderBytes.spare == 0)
        #expect(flow.flowLayer.coverRenderBytes.live > 0)
    }

    @Test func placeholdersShowUntilTheImagesArrive() throws {
        let h = try HeadlessHost(size: Size(width: 800, height: 500))
        let flow = CoverFlowView(frame: Rect(x: 0, y: 0, width: 800, height: 500), count: 9)
        let covers = RecordingCovers()
        covers.answersAtOnce = false
        flow.dataSource = covers
        flow.selectCover(at: 4, animated: false)
        h.window.addSubview(flow)
        h.run(for: 0.05)
        let cover = try #require(flow.flowLayer.coverLayer(at: 4))
        #expect(cover.picture.contents === flow.flowLayer.placeholderImage)
        #expect(flow.flowLayer.placeholderImage.size == Size(width: 200, height: 200))
        #expect(covers.requests.contains { $0 == (4, .high) })
        #expect(covers.requests.contains { $0.0 == 1 && $0.1 == .low })
        flow.setImage(covers.image, at: 4, quality: .high)
        #expect(cover.picture.contents === covers.image)
        // A worse image does not replace a better one.
        let low = try Image(width: 2, height: 2, premultipliedARGB: Array(repeating: 0xFF00_0000, count: 4))
        flow.setImage(low, at: 4, quality: .low)
        #expect(cover.picture.contents === covers.image)
    }

    // MARK: The seed's demo

    @Test func theCrayonsLoadAndStartInTheMiddle() {
        #expect(Crayon.all.count >= 100)
        #expect(Crayon.all.first == Crayon(name: "Almond", hex: "EFDECD"))
        #expect(Crayon.parse("Red#EE204D\nbad line\nBlue#1f75fe\nNo#12\n") == [Crayon(name: "Red", hex: "EE204D"), Crayon(name: "Blue", hex: "1F75FE")])
        let demo = CrayonsCoverFlow(frame: Rect(x: 0, y: 0, width: 600, height: 400))
        #expect(demo.view.selectedIndex == Crayon.all.count / 2)
        #expect(demo.view.label.text == Crayon.all[Crayon.all.count / 2].name)
    }

    /// The frame with the status bar hidden. The status bar is application-wide and this test
    /// suspends between frames, when other suites' synchronous snapshots may run: it is hidden
    /// only while this frame renders, so theirs never see it hidden.
    func snapshotWithoutStatusBar(_ h: HeadlessHost) -> Image {
        let was = Application.shared.isStatusBarHidden
        Application.shared.isStatusBarHidden = true
        defer { Application.shared.isStatusBarHidden = was }
        return h.snapshot()
    }

    @Test func snapshots() async throws {
        let h = try HeadlessHost(size: Size(width: 640, height: 420))
        let demo = CrayonsCoverFlow(frame: Rect(x: 0, y: 0, width: 640, height: 420))
        h.window.addSubview(demo.view)
        h.window.makeKeyAndVisible()
        // The swatches are drawn off the main thread; frames with suspensions let them in.
        for _ in 0..<20 where demo.view.flowLayer.liveIndices.contains(where: { demo.view.flowLayer.coverLayer(at: $0)?.picture.contents === demo.view.flowLayer.placeholderImage }) {
            await h.run(for: 0.05)
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        await h.run(for: 0.05)
        Snapshot.expect(snapshotWithoutStatusBar(h), named: "cover-flow-rest", tolerance: 8, pixelBudget: 0.01)
        h.touchDown(at: Point(x: 320, y: 200))
        await h.run(for: 0.05)
        h.touchMove(to: Point(x: 290, y: 200))
        await h.run(for: 0.05)
        h.touchMove(to: Point(x: 250, y: 200))
        await h.run(for: 0.05)
        Snapshot.expect(snapshotWithoutStatusBar(h), named: "cover-flow-mid-drag", tolerance: 8, pixelBudget: 0.01)
        h.touchUp(at: Point(x: 250, y: 200))
        await h.run(for: 1.5, framesPerSecond: 20)
        demo.view.flipSelectedCover()
        await h.run(for: 0.2)
        Snapshot.expect(snapshotWithoutStatusBar(h), named: "cover-flow-mid-flip", tolerance: 8, pixelBudget: 0.01)
        await h.run(for: 0.6)
        #expect(demo.view.isFlipped)
        Snapshot.expect(snapshotWithoutStatusBar(h), named: "cover-flow-flipped", tolerance: 8, pixelBudget: 0.01)
    }
}

extension CoverFlowTests {
    /// The wheel reaches Cover Flow through the window, as it does a scroll view: it adopts
    /// ``WheelInput``, so a turn over it in a host browses.
    @Test func theWheelOverTheWindowBrowses() throws {
        let (h, flow, covers) = try setUp()
        defer { withExtendedLifetime(covers) {} }
        #expect(h.scroll(at: Point(x: 400, y: 250), by: Point(x: 0, y: 80)))
        h.run(for: 1, framesPerSecond: 20)
        #expect(flow.selectedIndex == 7)
        #expect(h.scroll(at: Point(x: 400, y: 250), by: Point(x: -40, y: 0)))
        h.run(for: 1, framesPerSecond: 20)
        #expect(flow.selectedIndex == 6)
        // A turn too small to count is left for what encloses it.
        #expect(!h.scroll(at: Point(x: 400, y: 250), by: Point(x: 0, y: 0.5)))
    }
}

/// The seed's delegate: no titles from the data source, the label set on each selection.
@MainActor
private final class SeedLabelDelegate: CoverFlowDataSource, CoverFlowDelegate {
    let titles = (0..<20).map { "Crayon \($0)" }
    var reports: [Int] = []
    weak var view: CoverFlowView?
    func coverFlow(_ view: CoverFlowView, requestImageAt index: Int, quality: CoverImageQuality) {}
    func coverFlow(_ view: CoverFlowView, selectionDidChange index: Int) {
        reports.append(index)
        view.label.text = titles[index]
    }
}

extension CoverFlowTests {
    /// Seed 003 sets the label's text in `coverFlow:selectionDidChange:`; the view used to
    /// reset it at once from the data source's (absent) title.
    @Test func theTitleTheDelegateSetsStays() throws {
        let h = try HeadlessHost(size: Size(width: 800, height: 500))
        let flow = CoverFlowView(frame: Rect(x: 0, y: 0, width: 800, height: 500), count: 20)
        let seed = SeedLabelDelegate()
        flow.dataSource = seed
        flow.delegate = seed
        h.window.addSubview(flow)
        flow.selectCover(at: 3, animated: false)
        #expect(flow.label.text == "Crayon 3")
        flow.selectCover(at: 6)
        h.run(for: 1.5, framesPerSecond: 30)
        #expect(flow.selectedIndex == 6)
        #expect(flow.label.text == "Crayon 6")
        // A data source that gives titles still names the cover.
        let (_, titled, covers) = try setUp()
        titled.selectCover(at: 8, animated: false)
        #expect(titled.label.text == "Cover 8")
        withExtendedLifetime(covers) {}
    }

    /// The seed's `transitionIn:` slides the covers in; the selection never changes, so the
    /// delegate hears nothing.
    @Test func transitionInReportsNoSelections() throws {
        let (h, flow, covers) = try setUp()
        flow.transitionIn(duration: 1)
        #expect(flow.flowPosition == 9)
        h.run(for: 0.5, framesPerSecond: 30)
        #expect(flow.flowPosition > 5 && flow.flowPosition < 9)
        h.run(for: 1, framesPerSecond: 30)
        #expect(flow.flowPosition == 5)
        #expect(flow.selectedIndex == 5)
        #expect(covers.selections.isEmpty)
    }

    /// A flow freed while it moves takes its frame observer with it: the loop can sleep again.
    /// (One that leaves its window stops there; this one moves outside any window, on the loop
    /// of the layer tree it is in, and is freed with its container.)
    @Test func aFlowFreedWhileMovingStopsAskingForFrames() throws {
        let h = try HeadlessHost(size: Size(width: 800, height: 500))
        let covers = RecordingCovers()
        weak var freed: CoverFlowView?
        do {
            let container = View(frame: Rect(x: 0, y: 0, width: 800, height: 500))
            container.layer.hostEventLoop = h.eventLoop
            let flow = CoverFlowView(frame: container.bounds, count: 20)
            flow.dataSource = covers
            container.addSubview(flow)
            flow.selectCover(at: 15)
            #expect(flow.isMoving)
            #expect(h.eventLoop.needsFrames)
            h.run(for: 0.05)
            freed = flow
        }
        #expect(freed == nil)
        #expect(!h.eventLoop.needsFrames)
    }
}

/// A controller written from seed 003's sample, in the seed's own method names.
@MainActor
private final class SeedSpelledCovers: CoverFlowDataSource, CoverFlowDelegate, CoverFlowHost {
    var requested: [Int] = []
    var flipLayerRequests: [Int] = []
    var flipEnds = 0
    var doubleTaps = 0
    let image = try! Image(width: 8, height: 8, premultipliedARGB: Array(repeating: 0xFF00_FF00, count: 64))
    func coverFlow(_ view: CoverFlowView, requestImageAtIndex index: Int, quality: CoverImageQuality) {
        requested.append(index)
        view.setImage(image, at: index, quality: quality)
    }
    func coverFlow(_ view: CoverFlowView, requestFlipLayerAtIndex index: Int) -> Layer? {
        flipLayerRequests.append(index)
        return Layer()
    }
    func coverFlowFlipDidEnd(_ view: CoverFlowView) { flipEnds += 1 }
    func doubleTapCallback() { doubleTaps += 1 }
}

extension CoverFlowTests {
    /// The seed's spellings used to compile and never be called.
    @Test func theSeedsSpellingsAreCalled() throws {
        let h = try HeadlessHost(size: Size(width: 800, height: 500))
        let flow = CoverFlowView(frame: Rect(x: 0, y: 0, width: 800, height: 500), count: 10)
        let seed = SeedSpelledCovers()
        flow.dataSource = seed
        flow.delegate = seed
        flow.host = seed
        h.window.addSubview(flow)
        h.window.makeKeyAndVisible()
        h.run(for: 0.1)
        #expect(seed.requested.contains(0))
        flow.flipSelectedCover()
        h.run(for: 1)
        #expect(seed.flipLayerRequests == [0])
        #expect(seed.flipEnds == 1 && flow.isFlipped)
        h.tap(at: Point(x: 400, y: 250))
        h.tap(at: Point(x: 400, y: 250))
        h.run(for: 0.5)
        #expect(seed.doubleTaps == 1)
    }

    /// A data source that answers neither spelling is told so, once, instead of silently
    /// showing blank covers.
    @Test func aDataSourceWithoutImagesIsLoggedOnce() throws {
        final class Mute: CoverFlowDataSource {}
        let h = try HeadlessHost(size: Size(width: 800, height: 500))
        let mute = Mute()
        let lines = RecipeLog.capturingLines {
            let flow = CoverFlowView(frame: Rect(x: 0, y: 0, width: 800, height: 500), count: 10)
            flow.dataSource = mute
            h.window.addSubview(flow)
            h.run(for: 0.1)
        }
        #expect(lines.filter { $0.contains("requestImageAt") }.count == 1)
    }
}
