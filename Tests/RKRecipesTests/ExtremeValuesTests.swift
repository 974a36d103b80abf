import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing
import RKViews

@testable import RKRecipes

/// Values at the edges of Double and Int: each gets a defined result, never a trap or a hang
/// (docs/RELIABILITY.md lists them).
@MainActor
@Suite(.serialized) struct ExtremeValuesTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity, -1e300])
    func pagingWithAnUnusableContentSizeSettlesAtTheOrigin(_ bad: Double) throws {
        let h = try HeadlessHost(size: Size(width: 200, height: 200))
        let s = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        s.isPagingEnabled = true
        s.contentSize = Size(width: bad, height: bad)
        h.window.addSubview(s)
        h.drag(from: Point(x: 150, y: 100), to: Point(x: 40, y: 100))
        h.run(for: 1)
        #expect(s.contentOffset.isFinite)
    }

    @Test func rangeSliderNearTheEndsOfDouble() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 80))
        let r = RangeSlider(frame: Rect(x: 20, y: 20, width: 260, height: 30))
        h.window.addSubview(r)
        r.minimumValue = -1e308
        r.maximumValue = 1e308
        r.lowerValue = -1e308
        r.upperValue = 1e308
        h.run(for: 0.1)
        h.drag(from: Point(x: 25, y: 35), to: Point(x: 150, y: 35))
        #expect(r.lowerValue.isFinite && r.upperValue.isFinite)
        #expect(r.lowerValue <= r.upperValue)
        for v in r.subviews.map(\.frame) + [r.bounds] { #expect(v.isFinite) }
    }

    /// Ends whose difference overflows: the knobs sit at the track's ends (they were NaN or
    /// infinite), a drag moves a knob by the share of the track it covers, and the slider's
    /// spoken value is a percentage (it trapped on Int(NaN)).
    @Test func knobsAndSpokenValuesWhenTheRangeOverflows() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 80))
        let r = RangeSlider(frame: Rect(x: 20, y: 20, width: 260, height: 30))
        h.window.addSubview(r)
        r.minimumValue = -1e308
        r.maximumValue = 1e308
        r.lowerValue = -1e308
        r.upperValue = 1e308
        #expect(r.lowerKnobFrame.isFinite && r.upperKnobFrame.isFinite)
        #expect(r.lowerKnobFrame.midX == r.knobWidth / 2)
        #expect(r.upperKnobFrame.midX == r.bounds.width - r.knobWidth / 2)
        #expect(abs(r.position(for: 0) - r.bounds.width / 2) < 1e-9)
        h.run(for: 0.1)
        // The lower knob dragged a quarter of the track: a quarter of the way across the range.
        let x0 = 20 + r.lowerKnobFrame.midX
        h.drag(from: Point(x: x0, y: 35), to: Point(x: x0 + r.usableTrackLength / 4, y: 35))
        #expect(r.lowerValue.isFinite)
        #expect(abs(r.lowerValue - -0.5e308) < 1e306)
        let top = RangeSlider(frame: Rect(x: 20, y: 20, width: 260, height: 30))
        top.maximumValue = 1e308
        top.upperValue = 1e308
        #expect(top.upperKnobFrame.isFinite && top.lowerKnobFrame.isFinite)
        #expect(top.accessibilityAdjustment.isFinite && top.accessibilityAdjustment > 0)

        let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        slider.minimumValue = -1e308
        slider.maximumValue = 1e308
        slider.value = 0
        #expect(slider.accessibilityValue == "50%")
        slider.accessibilityIncrement()
        #expect(slider.value.isFinite && slider.value > 0)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: slider.bounds, value: 1e308).isFinite)
    }

    /// A flow position of 1e19 (past Int), or covers with no spacing (an infinite reach): the
    /// range of live covers was converted to Int and trapped.
    @Test func coverFlowFarAwayOrWithoutSpacing() throws {
        let h = try HeadlessHost(size: Size(width: 400, height: 300))
        let flow = CoverFlowLayer(numberOfCovers: 50)
        flow.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        h.rootLayer.addSublayer(flow)
        flow.flowPosition = 1e19
        h.renderFrame()
        #expect(flow.liveCoverCount == 0)  // every cover lies far to the left of the middle
        flow.flowPosition = 10
        flow.layout.sideSpacing = 0
        h.renderFrame()
        #expect(flow.liveCoverCount == 50)
        flow.layout.sideSpacing = .nan
        h.renderFrame()
        #expect(flow.liveCoverCount <= 50)
    }

    /// A tap at NaN selects nothing, and tiles past Int's range are numbered, not trapped on.
    @Test func albumWallAtNonFinitePoints() throws {
        let wall = AlbumWallView(frame: Rect(x: 0, y: 0, width: 300, height: 300), items: GeneratedAlbums.items(count: 5))
        wall.selectTile(at: Point(x: .nan, y: 10))
        wall.selectTile(at: Point(x: .infinity, y: 10))
        #expect(wall.selectedIndex == nil)
        let far = wall.tile(at: Point(x: 1e300, y: -1e300))
        #expect(far.column > 0 && far.row < 0)
        #expect(wall.tile(at: Point(x: .nan, y: .nan)) == (0, 0))
        wall.selectTile(at: Point(x: 1e300, y: 1e300))
        #expect(wall.selectedIndex != nil)
    }

    /// The placeholder of a wall at a huge scale is drawn at the largest scale that fits (it
    /// was a `try!` that trapped past 163.84).
    @Test(arguments: [200.0, 1e6, .infinity, .nan, 0])
    func albumWallPlaceholderAtAnyScale(scale: Double) {
        let image = AlbumWallPainter.placeholder(side: 100, scale: scale)
        #expect(image.size == Size(width: 100, height: 100))
        #expect(image.pixelWidth <= Bitmap.maximumSide)
    }

    @Test func pageControlWithIntMaxPages() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 80))
        let p = PageControl(frame: Rect(x: 0, y: 0, width: 300, height: 40))
        p.numberOfPages = Int.max
        p.currentPage = Int.max - 1
        h.window.addSubview(p)
        h.run(for: 0.1)
        h.tap(at: Point(x: 290, y: 20))
        #expect(p.currentPage >= 0 && p.currentPage < p.numberOfPages)
        #expect(p.sizeThatFits(Size(width: 300, height: 40)).isFinite)
    }

    @Test func labelTextRectWithAHugelyNegativeHeight() {
        let l = Label(frame: .zero)
        l.text = "Hello"
        let r = l.textRect(forBounds: Rect(x: 0, y: 0, width: 100, height: -1e21), limitedToNumberOfLines: 0)
        #expect(r.isFinite)
        // Several lines: the lines that fit were counted as an Int and trapped.
        l.text = "A sentence long enough to wrap over several lines at this width, and more"
        l.numberOfLines = 0
        let multi = l.textRect(forBounds: Rect(x: 0, y: 0, width: 100, height: -1e21), limitedToNumberOfLines: 0)
        #expect(multi.isFinite)
        l.frame = Rect(x: 0, y: 0, width: 100, height: -1e21)
        _ = l.isTruncated
        let text = TextLayer()
        text.string = AttributedString(l.text ?? "")
        text.isWrapped = true
        text.truncationMode = .end
        text.frame = Rect(x: 0, y: 0, width: 100, height: -1e21)
        #expect(text.preferredFrameSize(width: 100).width.isFinite)
        text.bounds = Rect(x: 0, y: 0, width: 100, height: -1e21)
        let host = try! HeadlessHost(size: Size(width: 100, height: 100))
        host.rootLayer.addSublayer(text)
        host.renderFrame()
    }

    @Test func aShouldChangeThatEditsTheTextItselfLeavesAConsistentField() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 80))
        let f = TextField(frame: Rect(x: 20, y: 20, width: 260, height: 36))
        h.window.addSubview(f)
        f.shouldChange = { field, _, _ in
            field.text = "x"  // shorter than the range the edit was going to replace
            return true
        }
        h.tap(at: Point(x: 150, y: 38))
        f.text = "abcdef"
        f.selectedRange = 2..<6
        h.type("Q")
        #expect(f.selectedRange.upperBound <= f.count)
        h.press(.backspace)
        #expect(f.selectedRange.upperBound <= f.count)
    }

    @Test(arguments: [1e19, 1e300])
    func revealSplashOfAHugeSize(_ side: Double) throws {
        let h = try HeadlessHost(size: Size(width: 100, height: 100))
        let root = ViewController()
        h.window.rootViewController = root
        let s = RevealSplashScreen()
        s.splashImage = try Image(width: 2, height: 2, premultipliedARGB: [UInt32](repeating: 0xFF33_6699, count: 4))
        s.duration = 0.2
        s.present(over: root)
        h.window.makeKeyAndVisible()
        s.view.frame = Rect(x: 0, y: 0, width: side, height: side)
        h.run(for: 3)
        #expect(s.finalScale.isFinite)
    }
}

/// No touch or control stays stuck, whatever the host sends.
@MainActor
@Suite(.serialized) struct StuckTouchTests {
    func setUp() throws -> (HeadlessHost, Button, () -> [String]) {
        let h = try HeadlessHost(size: Size(width: 200, height: 100))
        let b = Button(frame: Rect(x: 20, y: 20, width: 100, height: 40))
        b.setTitle("OK", for: .normal)
        var log: [String] = []
        b.addAction(for: .touchUpInside) { _, _ in log.append("up") }
        b.addAction(for: .touchCancel) { _, _ in log.append("cancel") }
        h.window.addSubview(b)
        return (h, b, { log })
    }

    @Test func aLiftWithANonFiniteLocationEndsTheTouchWhereItWas() throws {
        let (h, b, log) = try setUp()
        h.touchDown(at: Point(x: 50, y: 40))
        #expect(b.isHighlighted && b.isTracking == b.isTracking)
        h.scene.handlePointer(.up, id: 0, at: Point(x: Double.nan, y: .nan), timestamp: h.eventLoop.clock.now)
        #expect(h.window.touches.isEmpty)
        #expect(!b.isHighlighted && !b.isTracking)
        #expect(log() == ["up"])  // it lifted where it last was: inside
        h.window.handlePointer(.down, id: 3, at: Point(x: 50, y: 40), timestamp: h.eventLoop.clock.now)
        h.window.handlePointer(.up, id: 3, at: Point(x: Double.infinity, y: 0), timestamp: h.eventLoop.clock.now)
        #expect(h.window.touches.isEmpty && !b.isHighlighted)
    }

    @Test func aControlRemovedMidTouchForgetsItAndWorksWhenAddedBack() throws {
        let (h, b, log) = try setUp()
        h.touchDown(at: Point(x: 50, y: 40))
        #expect(b.isHighlighted)
        b.removeFromSuperview()
        #expect(!b.isHighlighted && !b.isTracking)
        #expect(log() == ["cancel"])
        h.touchUp(at: Point(x: 50, y: 40))
        h.window.addSubview(b)
        h.tap(at: Point(x: 50, y: 40))
        #expect(log() == ["cancel", "up"])
        #expect(!b.isHighlighted)
    }
}
