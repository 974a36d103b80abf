import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMainLoop
import Testing

@testable import RKViews

/// Constraint layouts compared with frames worked out by hand.
@MainActor
@Suite(.serialized) struct AutoLayoutTests {
    func root(_ w: Double = 400, _ h: Double = 300) -> View { View(frame: Rect(x: 0, y: 0, width: w, height: h)) }

    func constrained(in parent: View) -> View {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    @Test func anchorsPlaceAViewAgainstItsSuperview() {
        let r = root()
        let v = constrained(in: r)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 20),
            v.topAnchor.constraint(equalTo: r.topAnchor, constant: 10),
            v.trailingAnchor.constraint(equalTo: r.trailingAnchor, constant: -30),
            v.heightAnchor.constraint(equalTo: r.heightAnchor, multiplier: 0.5, constant: -10),
        ])
        r.layoutIfNeeded()
        #expect(v.frame == Rect(x: 20, y: 10, width: 350, height: 140))
        #expect(r.constraints.count == 4 && v.constraints.isEmpty)
    }

    @Test func centersAndSiblingChains() {
        let r = root()
        let a = constrained(in: r)
        let b = constrained(in: r)
        LayoutConstraint.activate([
            a.centerXAnchor.constraint(equalTo: r.centerXAnchor),
            a.centerYAnchor.constraint(equalTo: r.centerYAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.firstBaselineAnchor.constraint(equalTo: a.bottomAnchor),  // no text: baseline is the bottom
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.heightAnchor.constraint(equalToConstant: 20),
        ])
        r.layoutIfNeeded()
        #expect(a.frame == Rect(x: 150, y: 130, width: 100, height: 40))
        #expect(b.frame == Rect(x: 258, y: 150, width: 50, height: 20))
    }

    @Test func classicInitializerAndAddConstraint() {
        let r = root()
        let v = constrained(in: r)
        r.addConstraints([
            LayoutConstraint(
                item: v, attribute: .left, relatedBy: .equal, toItem: r, attribute: .left, multiplier: 1, constant: 5),
            LayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: r, attribute: .top, multiplier: 1, constant: 6),
            LayoutConstraint(
                item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 70),
            LayoutConstraint(
                item: v, attribute: .height, relatedBy: .equal, toItem: v, attribute: .width, multiplier: 0.5, constant: 0),
        ])
        r.layoutIfNeeded()
        #expect(v.frame == Rect(x: 5, y: 6, width: 70, height: 35))
        r.removeConstraints(r.constraints)
        #expect(r.constraints.isEmpty)
    }

    @Test func inequalitiesAndPrioritiesDecideTheWidth() {
        let r = root()
        let v = constrained(in: r)
        let pull = v.widthAnchor.constraint(equalToConstant: 1000)
        pull.priority = .defaultLow
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.leadingAnchor), v.topAnchor.constraint(equalTo: r.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
            v.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
            v.trailingAnchor.constraint(lessThanOrEqualTo: r.trailingAnchor, constant: -40), pull,
        ])
        r.layoutIfNeeded()
        #expect(v.frame.width == 360)  // as wide as the ≤ allows
        let stronger = v.widthAnchor.constraint(equalToConstant: 200)
        stronger.priority = .defaultHigh
        stronger.isActive = true
        r.layoutIfNeeded()
        #expect(v.frame.width == 200)  // 750 beats 250
        pull.constant = 10
        stronger.isActive = false
        r.layoutIfNeeded()
        #expect(v.frame.width == 150)  // the pull to 10 stops at the ≥ 150
    }

    @Test func huggingAndCompressionShareARow() {
        let r = root(300, 100)
        let a = Label(text: "Name")
        let b = Label(text: "Value")
        for l in [a, b] {
            l.translatesAutoresizingMaskIntoConstraints = false
            r.addSubview(l)
        }
        let aw = a.intrinsicContentSize.width
        let bw = b.intrinsicContentSize.width
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: r.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: r.trailingAnchor), a.topAnchor.constraint(equalTo: r.topAnchor),
            b.topAnchor.constraint(equalTo: r.topAnchor),
        ])
        r.layoutIfNeeded()
        #expect(a.frame.width == aw && b.frame.minX == aw && b.frame.width == 300 - aw)
        #expect(a.frame.height == a.intrinsicContentSize.height)
        // Too little room: the lower compression resistance gives way.
        r.frame.size.width = aw + bw - 10
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        r.layoutIfNeeded()
        #expect(b.frame.width == bw && a.frame.width == aw - 10)
        // New text is measured again.
        #expect(b.contentHuggingPriority(for: .horizontal) == LayoutPriority(249))
        a.text = "A"
        r.layoutIfNeeded()
        #expect(a.frame.width == a.intrinsicContentSize.width)
    }

    @Test func baselinesAlignLabelsOfDifferentFonts() throws {
        let r = root()
        let small = Label(text: "small", font: .system(size: 12))
        let big = Label(text: "Big", font: .system(size: 30))
        for l in [small, big] {
            l.translatesAutoresizingMaskIntoConstraints = false
            r.addSubview(l)
        }
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: r.topAnchor, constant: 10), big.leadingAnchor.constraint(equalTo: r.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        r.layoutIfNeeded()
        let bigOffset = try #require(big.labelBaselineOffsetFromCenter(first: true))
        let smallOffset = try #require(small.labelBaselineOffsetFromCenter(first: true))
        let baseline = 10 + big.frame.height / 2 + bigOffset
        let expectedTop = baseline - smallOffset - small.frame.height / 2
        #expect(abs(small.frame.minY - expectedTop) <= 0.5)  // rounded to pixels
        #expect(small.frame.minY > big.frame.minY)
    }

    @Test func marginsAndGuides() {
        let r = root()
        let v = constrained(in: r)
        let guide = LayoutGuide()
        r.addLayoutGuide(guide)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: r.layoutMarginsGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: r.layoutMarginsGuide.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 20),
            guide.topAnchor.constraint(equalTo: v.bottomAnchor), guide.bottomAnchor.constraint(equalTo: r.bottomAnchor),
            guide.leadingAnchor.constraint(equalTo: r.leadingAnchor), guide.widthAnchor.constraint(equalToConstant: 1),
        ])
        r.layoutIfNeeded()
        #expect(v.frame == Rect(x: 8, y: 8, width: 384, height: 20))
        #expect(guide.layoutFrame == Rect(x: 0, y: 28, width: 1, height: 272))
        r.layoutMargins = EdgeInsets(top: 20, left: 30, bottom: 0, right: 10)
        r.layoutIfNeeded()
        #expect(v.frame == Rect(x: 30, y: 20, width: 360, height: 20))
    }

    @Test func readableContentGuideCapsTheWidth() {
        let r = root(1000, 100)
        let v = constrained(in: r)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.readableContentGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: r.readableContentGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: r.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        r.layoutIfNeeded()
        #expect(v.frame == Rect(x: 164, y: 0, width: 672, height: 10))  // centered in 8...992
        r.frame.size.width = 300
        r.layoutIfNeeded()
        #expect(v.frame == Rect(x: 8, y: 0, width: 284, height: 10))
    }

    /// Too few constraints, as UIKit has it, are no error: the views get some finite frame that
    /// satisfies what there is (here: where it starts and how wide it is at least), nothing is
    /// logged, and the pass ends.
    @Test func anAmbiguousLayoutGivesFiniteFramesQuietly() {
        let log = RecipeLog.Capture()
        log.run {
            let r = root()
            let a = constrained(in: r)
            let b = constrained(in: r)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 10),
                a.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor),
            ])
            r.layoutIfNeeded()
            for f in [a.frame, b.frame] {
                #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite)
            }
            #expect(a.frame.minX == 10 && a.frame.width >= 50)
            #expect(b.frame.minX == a.frame.maxX + 8 && b.frame.minY >= a.frame.maxY)
            #expect(log.lines.isEmpty)
        }
    }

    @Test func unsatisfiableConstraintIsBrokenAndLogged() {
        let log = RecipeLog.Capture()
        log.run {
            let r = root()
            let v = constrained(in: r)
            v.tag = 7
            let first = v.widthAnchor.constraint(equalToConstant: 100)
            let second = v.widthAnchor.constraint(equalToConstant: 200)
            second.identifier = "too-wide"
            let weak = v.widthAnchor.constraint(equalToConstant: 300)
            weak.priority = .defaultLow
            LayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: r.leadingAnchor), v.topAnchor.constraint(equalTo: r.topAnchor),
                v.heightAnchor.constraint(equalToConstant: 5), first, weak, second,
            ])
            r.layoutIfNeeded()
            #expect(v.frame.width == 100)  // the weak one gives way, the last required one is broken
            #expect(log.lines.count == 1)
            let line = log.lines.first ?? ""
            #expect(line.contains("View(tag 7)") && line.contains("too-wide") && line.contains("== 100"))
            // Changing a constant into a conflict breaks it the same way, and never hangs.
            second.isActive = false
            first.constant = 120
            r.layoutIfNeeded()
            #expect(v.frame.width == 120)
            let cap = v.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
            cap.isActive = true
            r.layoutIfNeeded()
            #expect(v.frame.width == 120 && log.lines.count == 1)
            first.constant = 180
            r.layoutIfNeeded()
            #expect(v.frame.width == 150 && log.lines.count == 2)
            #expect(log.lines.last?.contains("== 180") == true && log.lines.last?.contains("<= 150") == true)
        }
    }

    @Test func constantChangesAreIncremental() throws {
        let r = root(400, 100_000)
        var previous: View?
        var top: LayoutConstraint?
        for _ in 0..<200 {
            let v = constrained(in: r)
            let t = v.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? r.topAnchor, constant: 4)
            if top == nil { top = t }
            LayoutConstraint.activate([
                t, v.leadingAnchor.constraint(equalTo: r.leadingAnchor), v.trailingAnchor.constraint(equalTo: r.trailingAnchor),
                v.heightAnchor.constraint(equalToConstant: 20),
            ])
            previous = v
        }
        r.layoutIfNeeded()
        #expect(previous?.frame.minY == Double(199 * 24 + 4))
        let engine = try #require(r.attachment(LayoutEngine.self))
        let pivots = engine.solver.pivotCount
        let count = engine.installedCount
        top?.constant = 50
        r.layoutIfNeeded()
        #expect(previous?.frame.minY == Double(199 * 24 + 50))
        #expect(engine.solver.pivotCount - pivots <= 2 && engine.installedCount == count)
    }

    @Test func removingAViewDeactivatesConstraintsHeldAbove() {
        let r = root()
        let a = constrained(in: r)
        let c = a.widthAnchor.constraint(equalTo: r.widthAnchor)
        let own = a.widthAnchor.constraint(lessThanOrEqualToConstant: 10)
        own.priority = .defaultHigh
        LayoutConstraint.activate([c, own])
        #expect(c.isActive && own.holder === a)
        a.removeFromSuperview()
        #expect(!c.isActive && own.isActive && r.constraints.isEmpty)
    }

    @Test func constraintsMoveWithTheirSubtreeIntoAWindow() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 200))
        let container = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        let label = Label(text: "Hello")
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -6),
        ])
        let fitted = container.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let s = label.intrinsicContentSize
        #expect(fitted == Size(width: s.width + 24, height: s.height + 12))
        h.window.addSubview(container)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: h.window.safeAreaLayoutGuide.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: h.window.safeAreaLayoutGuide.trailingAnchor),
            container.bottomAnchor.constraint(equalTo: h.window.safeAreaLayoutGuide.bottomAnchor),
        ])
        h.renderFrame()
        #expect(container.frame == Rect(x: 0, y: 200 - s.height - 12, width: 320, height: s.height + 12))
        #expect(label.frame == Rect(x: 12, y: 6, width: 296, height: s.height))
        // The window resizes: the form reflows at the next frame.
        h.window.frame = Rect(x: 0, y: 0, width: 500, height: 300)
        h.renderFrame()
        #expect(container.frame == Rect(x: 0, y: 300 - s.height - 12, width: 500, height: s.height + 12))
    }

    @Test func updateConstraintsRunsBeforeLayout() {
        final class Box: View {
            var updates = 0
            var side = 30.0
            var made: LayoutConstraint?
            override func updateConstraints() {
                updates += 1
                made?.isActive = false
                made = widthAnchor.constraint(equalToConstant: side)
                made?.isActive = true
                super.updateConstraints()
            }
        }
        let r = root()
        let b = Box()
        b.translatesAutoresizingMaskIntoConstraints = false
        r.addSubview(b)
        LayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: r.leadingAnchor), b.topAnchor.constraint(equalTo: r.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 1),
        ])
        b.setNeedsUpdateConstraints()
        #expect(b.needsUpdateConstraints())
        r.layoutIfNeeded()
        #expect(b.updates == 1 && b.frame.width == 30 && !b.needsUpdateConstraints())
        b.side = 45
        b.setNeedsUpdateConstraints()
        r.layoutIfNeeded()
        #expect(b.updates == 2 && b.frame.width == 45)
    }

    @Test func animatingAConstantAnimatesTheFrames() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(v)
        let left = v.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 0)
        LayoutConstraint.activate([
            left, v.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 50),
            v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 40),
        ])
        h.renderFrame()
        #expect(v.frame.minX == 0)
        View.animate(withDuration: 1, options: .curveLinear) {
            left.constant = 200
            h.window.layoutIfNeeded()
        }
        #expect(v.frame.minX == 200)  // the model is at the end at once
        h.run(for: 0.5)
        let x = v.layer.presentationProperties.position.x
        #expect(abs(x - (100 + 20)) < 1)  // halfway, center of a 40-point view
        h.run(for: 0.6)
        #expect(abs(v.layer.presentationProperties.position.x - 220) < 1e-6)
    }
}

/// UIKit's smaller spellings: system spacing and the anchors of a constraint.
@MainActor
@Suite(.serialized) struct LayoutAnchorSpellingTests {
    @Test func systemSpacingAndAnchorsOfAConstraint() {
        let r = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let a = View()
        let b = View()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            r.addSubview(v)
        }
        let after = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: r.leadingAnchor), a.topAnchor.constraint(equalTo: r.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            after, b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        r.layoutIfNeeded()
        #expect(b.frame == Rect(x: 26, y: 18, width: 10, height: 10))
        #expect(after.firstAnchor?.itemObject === b && after.secondAnchor?.itemObject === a)
        #expect(after.firstAttribute == .leading && after.secondAttribute == .trailing)
        #expect(a.widthAnchor.constraint(equalToConstant: 3).secondAnchor == nil)
    }
}
