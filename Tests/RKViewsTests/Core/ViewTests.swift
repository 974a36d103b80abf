import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMainLoop
import RKMotion
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct ViewTests {
    func reset() { EventLoop.installVirtual(at: 0) }

    @Test func geometryForwardsToTheLayer() {
        reset()
        let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == Point(x: 60, y: 45))
        v.center = Point(x: 100, y: 100)
        #expect(v.frame == Rect(x: 50, y: 75, width: 100, height: 50))
        v.alpha = 0.5
        #expect(v.layer.opacity == 0.5)
        v.clipsToBounds = true
        #expect(v.layer.masksToBounds)
    }

    @Test func hierarchyKeepsLayersInViewOrder() {
        reset()
        let root = View(), a = View(), b = View(), c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect(root.layer.sublayers.map(ObjectIdentifier.init) == [c, a, b].map { ObjectIdentifier($0.layer) })
        root.bringSubviewToFront(c)
        #expect(root.subviews.last === c && root.layer.sublayers.last === c.layer)
        root.sendSubviewToBack(b)
        #expect(root.subviews.first === b)
        b.tag = 7
        #expect(root.viewWithTag(7) === b)
        b.removeFromSuperview()
        b.removeFromSuperview()
        #expect(b.superview == nil && root.subviews.count == 2 && b.layer.superlayer == nil)
        #expect(a.isDescendant(of: root) && !root.isDescendant(of: a))
    }

    @Test func sizingFollowsUIKitsDefaultsAndOverrides() {
        reset()
        let plain = View(frame: Rect(x: 5, y: 6, width: 30, height: 20))
        #expect(plain.sizeThatFits(Size(width: 100, height: 100)) == Size(width: 30, height: 20))
        #expect(plain.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        plain.sizeToFit()
        #expect(plain.frame == Rect(x: 5, y: 6, width: 30, height: 20))
        final class Badge: View {
            override func sizeThatFits(_ size: Size) -> Size { Size(width: min(size.width, 64), height: 24) }
        }
        let badge = Badge(frame: Rect(x: 1, y: 2, width: 200, height: 5))
        badge.sizeToFit()  // the base sizeToFit asks the override
        #expect(badge.frame == Rect(x: 1, y: 2, width: 64, height: 24))
        // Through the base type, a label answers with its text's size.
        let label: View = Label(text: "Sized")
        #expect(label.intrinsicContentSize.width > 10 && label.sizeThatFits(.zero).height > 5)
    }

    @Test func insertsAboveAndBelowASibling() {
        reset()
        let root = View(), a = View(), b = View(), c = View(), d = View()
        for v in [a, b, c] { root.addSubview(v) }
        func order() -> [ObjectIdentifier] { root.subviews.map(ObjectIdentifier.init) }
        root.insertSubview(d, aboveSubview: a)
        #expect(order() == [a, d, b, c].map(ObjectIdentifier.init))
        root.insertSubview(a, aboveSubview: c)  // moving up past the sibling
        #expect(order() == [d, b, c, a].map(ObjectIdentifier.init))
        root.insertSubview(a, belowSubview: d)  // moving down
        #expect(order() == [a, d, b, c].map(ObjectIdentifier.init))
        root.insertSubview(b, belowSubview: c)  // already there
        #expect(order() == [a, d, b, c].map(ObjectIdentifier.init))
        root.insertSubview(d, belowSubview: View())  // not a sibling: to the bottom
        #expect(order() == [d, a, b, c].map(ObjectIdentifier.init))
        #expect(root.layer.sublayers.map(ObjectIdentifier.init) == [d, a, b, c].map { ObjectIdentifier($0.layer) })
    }

    @Test func hitTestingSkipsHiddenTransparentAndDisabledViews() {
        reset()
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let a = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        #expect(root.hitTest(Point(x: 75, y: 75), with: nil) === b)
        b.isHidden = true
        #expect(root.hitTest(Point(x: 75, y: 75), with: nil) === a)
        b.isHidden = false
        b.alpha = 0.005
        #expect(root.hitTest(Point(x: 75, y: 75), with: nil) === a)
        b.alpha = 1
        b.isUserInteractionEnabled = false
        #expect(root.hitTest(Point(x: 75, y: 75), with: nil) === a)
        // A subview outside its superview is hit unless the superview clips.
        let outside = View(frame: Rect(x: 90, y: 0, width: 50, height: 20))
        a.addSubview(outside)
        #expect(root.hitTest(Point(x: 120, y: 10), with: nil) === outside)
        a.clipsToBounds = true
        #expect(root.hitTest(Point(x: 120, y: 10), with: nil) === root)
        #expect(root.hitTest(Point(x: 500, y: 10), with: nil) == nil)
    }

    @Test func convertThroughTransforms() {
        reset()
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(a)
        let b = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        a.addSubview(b)
        #expect(b.convert(Point(x: 0, y: 0), to: root) == Point(x: 110, y: 110))
        a.transform = Transform2D(scaleX: 2, y: 2)
        let p = b.convert(Point(x: 0, y: 0), to: root)
        #expect(abs(p.x - 70) < 1e-9 && abs(p.y - 70) < 1e-9)
        #expect(root.convert(p, to: b).distance(to: .zero) < 1e-9)
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        reset()
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let stretchy = View(frame: Rect(x: 10, y: 10, width: 180, height: 80))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = View(frame: Rect(x: 150, y: 0, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centered = View(frame: Rect(x: 50, y: 0, width: 100, height: 20))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(stretchy)
        root.addSubview(pinnedRight)
        root.addSubview(centered)
        root.frame = Rect(x: 0, y: 0, width: 300, height: 150)
        #expect(stretchy.frame == Rect(x: 10, y: 10, width: 280, height: 130))
        #expect(pinnedRight.frame == Rect(x: 250, y: 0, width: 40, height: 20))
        #expect(centered.frame == Rect(x: 100, y: 0, width: 100, height: 20))
    }

    final class LayoutView: View {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    @Test func layoutRunsOnceWhenMarked() {
        reset()
        let v = LayoutView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        v.layoutIfNeeded()
        #expect(v.layouts == 1)
        v.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        v.layoutIfNeeded()
        #expect(v.layouts == 2)
        v.setNeedsLayout()
        v.layoutIfNeeded()
        #expect(v.layouts == 3)
    }

    final class Dot: View {
        var draws = 0
        override func draw(_ rect: Rect, in canvas: Canvas) {
            draws += 1
            canvas.fill(Path(ellipseIn: rect), with: .red)
        }
    }

    @Test func customDrawingAppearsAndPlainViewsHaveNoBackingStore() throws {
        reset()
        let host = try HeadlessHost(size: Size(width: 100, height: 100), scale: 2)
        let dot = Dot(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        let plain = View(frame: Rect(x: 60, y: 10, width: 30, height: 30))
        plain.backgroundColor = .blue
        host.window.addSubview(dot)
        host.window.addSubview(plain)
        let frame = host.snapshot()
        #expect(dot.draws == 1)
        #expect(dot.layer.contents?.pixelWidth == 80)  // drawn at the window's scale
        #expect(frame.pixel(x: 60, y: 60) == 0xFFFF_0000)
        #expect(frame.pixel(x: 150, y: 50) == 0xFF00_00FF)
        host.run(for: 0.05)
        #expect(plain.layer.contents == nil)
        host.renderFrame()
        #expect(dot.draws == 1)
        dot.setNeedsDisplay()
        host.renderFrame()
        #expect(dot.draws == 2)
    }

    @Test func firstResponderIsUniqueAndMustBeAllowed() {
        reset()
        final class Field: View { override var canBecomeFirstResponder: Bool { true } }
        final class Sticky: View {
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { false }
        }
        let a = Field(), b = Field(), plain = View(), sticky = Sticky()
        #expect(!plain.becomeFirstResponder())
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
        #expect(sticky.becomeFirstResponder())
        #expect(!a.becomeFirstResponder())  // sticky refuses to resign
        #expect(sticky.isFirstResponder)
    }

    /// `layer.contents = image` on a view that draws nothing (UIKit code does it) survives a
    /// redraw, such as the one moving into a window of another scale asks for.
    @Test func contentsSetOnAViewThatDrawsNothingSurviveARedraw() throws {
        let image = try Image(width: 4, height: 4, premultipliedARGB: Array(repeating: 0xFFFF_0000, count: 16), scale: 2)
        let v = View(frame: Rect(x: 0, y: 0, width: 2, height: 2))
        v.layer.contents = image
        v.setNeedsDisplay()
        v.layer.displayIfNeeded()
        #expect(v.layer.contents === image)
        let h = try HeadlessHost(size: Size(width: 20, height: 20), scale: 2)
        h.window.addSubview(v)
        h.run(for: 0.05)
        #expect(v.layer.contents === image)
        #expect(h.snapshot().pixel(x: 1, y: 1) == 0xFFFF_0000)
    }
}

/// A view whose layout marks itself for layout again, forever.
@MainActor final class RestlessView: View {
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        setNeedsLayout()
    }
}

@MainActor @Test func aLayoutThatNeverSettlesIsCutOffWithALogLine() throws {
    let host = try HeadlessHost(size: Size(width: 50, height: 50))
    let v = RestlessView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    host.window.addSubview(v)
    let lines = RecipeLog.capturingLines { host.renderFrame() }
    #expect(v.passes > 1 && v.passes <= 101)
    #expect(lines.contains { $0.contains("did not settle") })
}

/// A view that settles a frame after the cut-off: the window stays scheduled and asks for that
/// frame (it used to be dropped, its views marked and never laid out again), and the log line
/// is not repeated every frame.
@MainActor @Test func aLayoutCutOffGoesOnNextFrame() throws {
    final class SlowToSettle: View {
        var passes = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            if passes < 150 { setNeedsLayout() }
        }
    }
    let host = try HeadlessHost(size: Size(width: 50, height: 50))
    let v = SlowToSettle(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    host.window.addSubview(v)
    let lines = RecipeLog.capturingLines {
        host.renderFrame()
        #expect(v.passes == 100)
        #expect(host.eventLoop.needsFrames)
        host.run(for: 0.1)
    }
    #expect(v.passes == 150)
    #expect(!host.eventLoop.needsFrames)
    #expect(lines.filter { $0.contains("did not settle") }.count == 1)
}

@MainActor @Test func aSubviewCycleIsRefusedWithALogLineInEveryBuild() {
    let a = View(), b = View()
    a.addSubview(b)
    let lines = RecipeLog.capturingLines {
        b.addSubview(a)
        a.addSubview(a)
    }
    #expect(a.superview == nil && b.superview === a)
    #expect(lines.count == 2 && lines.allSatisfy { $0.contains("cycle") })
}

@MainActor @Test func safeAreaInsetsCountTheStatusBarAndLayoutMarginsStartFromThem() throws {
    let host = try HeadlessHost(size: Size(width: 200, height: 300))
    let w = host.window
    let root = View(frame: w.bounds)
    w.addSubview(root)
    let child = View(frame: Rect(x: 0, y: 10, width: 100, height: 100))
    root.addSubview(child)
    #expect(root.safeAreaInsets == EdgeInsets())  // not the key window: no status bar
    w.makeKeyAndVisible()
    defer { Application.shared.isStatusBarHidden = false }
    #expect(root.safeAreaInsets == EdgeInsets(top: 20))
    #expect(child.safeAreaInsets == EdgeInsets(top: 10))  // the part of the bar over it
    #expect(root.layoutMarginsRect == Rect(x: 8, y: 28, width: 184, height: 264))
    root.insetsLayoutMarginsFromSafeArea = false
    #expect(root.layoutMarginsRect == Rect(x: 8, y: 8, width: 184, height: 284))
    Application.shared.isStatusBarHidden = true
    defer { Application.shared.isStatusBarHidden = false }  // application-wide: other suites draw it
    #expect(root.safeAreaInsets == EdgeInsets())
    child.layoutMargins = EdgeInsets(top: 60, left: 60, bottom: 60, right: 60)
    #expect(child.layoutMarginsRect.width == 0)  // margins wider than the view: nothing left
    #expect(View().safeAreaInsets == EdgeInsets())
}
