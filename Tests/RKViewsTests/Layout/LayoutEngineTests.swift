import RKGeometry
import RKGraphics
import RKHosts
import RKMainLoop
import Testing

@testable import RKViews

/// The engine's bookkeeping: constraints follow their views between hierarchies, and nothing
/// a program does with them crashes or hangs.
@MainActor
@Suite(.serialized) struct LayoutEngineTests {
    func pinned(_ v: View, in r: View, x: Double, width: Double) -> [LayoutConstraint] {
        [
            v.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: x), v.topAnchor.constraint(equalTo: r.topAnchor),
            v.widthAnchor.constraint(equalToConstant: width), v.heightAnchor.constraint(equalToConstant: 10),
        ]
    }

    @Test func aSubtreeMovesToAnotherWindowWithItsConstraints() throws {
        let h1 = try HeadlessHost(size: Size(width: 300, height: 100))
        let h2 = try HeadlessHost(size: Size(width: 500, height: 100))
        let box = View()
        let inner = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(inner)
        h1.window.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: h1.window.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: h1.window.trailingAnchor),
            box.topAnchor.constraint(equalTo: h1.window.topAnchor), box.heightAnchor.constraint(equalToConstant: 40),
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5),
            inner.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -5),
            inner.topAnchor.constraint(equalTo: box.topAnchor), inner.bottomAnchor.constraint(equalTo: box.bottomAnchor),
        ])
        h1.renderFrame()
        #expect(inner.frame.width == 290)
        let e1 = try #require(h1.window.attachment(LayoutEngine.self))
        #expect(e1.installedCount == 8)
        h2.window.addSubview(box)
        // The constraints to the old window went; those the box holds (its height, its
        // subview's edges) came along.
        #expect(h1.window.constraints.isEmpty && box.constraints.count == 5 && e1.installedCount == 0)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: h2.window.leadingAnchor), box.widthAnchor.constraint(equalToConstant: 400),
            box.topAnchor.constraint(equalTo: h2.window.topAnchor),
        ])
        h2.renderFrame()
        #expect(inner.frame == Rect(x: 5, y: 0, width: 390, height: 40))
        #expect(h2.window.attachment(LayoutEngine.self)?.installedCount == 8)
    }

    @Test func deactivatedBeforeAnyPassAndDeallocatedViewsAreHarmless() {
        let r = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View()
        a.translatesAutoresizingMaskIntoConstraints = false
        r.addSubview(a)
        let cs = pinned(a, in: r, x: 10, width: 30)
        LayoutConstraint.activate(cs)
        cs[2].isActive = false  // never reached the solver
        let w = a.widthAnchor.constraint(equalToConstant: 20)
        w.isActive = true
        r.layoutIfNeeded()
        #expect(a.frame == Rect(x: 10, y: 0, width: 20, height: 10))
        do {
            let gone = View()
            gone.translatesAutoresizingMaskIntoConstraints = false
            r.addSubview(gone)
            LayoutConstraint.activate(pinned(gone, in: r, x: 0, width: 5))
            gone.removeFromSuperview()
        }
        r.layoutIfNeeded()
        #expect(r.constraints.count == 2 && a.constraints.count == 2)  // sizes are held by the view itself
        let orphan = View().widthAnchor.constraint(equalTo: View().widthAnchor)
        orphan.isActive = true  // no common ancestor: refused
        #expect(!orphan.isActive)
    }

    @Test func aConstraintAgainstAutoresizingIsBrokenNamingIt() {
        let log = RecipeLog.Capture()
        log.run {
            let r = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let framed = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))  // translates its frame
            r.addSubview(framed)
            framed.widthAnchor.constraint(equalToConstant: 80).isActive = true
            r.layoutIfNeeded()
            #expect(framed.frame.width == 50 && log.lines.count == 1)
            #expect(log.lines.first?.contains("autoresizing") == true)
            // Opting in lets the constraint hold.
            framed.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                framed.leadingAnchor.constraint(equalTo: r.leadingAnchor), framed.topAnchor.constraint(equalTo: r.topAnchor),
                framed.heightAnchor.constraint(equalToConstant: 5),
            ])
            framed.constraints.first { $0.firstAttribute == .width }?.constant = 81
            r.layoutIfNeeded()
            #expect(framed.frame == Rect(x: 0, y: 0, width: 81, height: 5))
        }
    }

    @Test func aLayoutThatKeepsChangingItsConstraintsDoesNotHang() throws {
        final class Restless: View {
            var c: LayoutConstraint?
            override func layoutSubviews() {
                super.layoutSubviews()
                c?.constant += 1  // every pass asks for another
            }
        }
        let log = RecipeLog.Capture()
        try log.run {
            let h = try HeadlessHost(size: Size(width: 200, height: 200))
            let v = Restless()
            v.translatesAutoresizingMaskIntoConstraints = false
            h.window.addSubview(v)
            let cs = pinned(v, in: h.window, x: 0, width: 10)
            v.c = cs[2]
            LayoutConstraint.activate(cs)
            h.renderFrame()
            #expect(log.lines.contains { $0.contains("did not settle") })
        }
    }

    @Test func releasedViewsGiveBackTheirActiveConstraints() {
        let before = LayoutEngine.activeCount
        do {
            let r = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            let v = View()
            r.addSubview(v)
            LayoutConstraint.activate([
                v.widthAnchor.constraint(equalToConstant: 1), v.leadingAnchor.constraint(equalTo: r.leadingAnchor),
            ])
            r.layoutIfNeeded()
            #expect(LayoutEngine.activeCount == before + 2)
        }
        #expect(LayoutEngine.activeCount == before)
    }

    @Test func requiredConflictsBreakOneAndKeepTheRest() {
        let log = RecipeLog.Capture()
        log.run {
            let r = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
            let a = View()
            let b = View()
            for v in [a, b] {
                v.translatesAutoresizingMaskIntoConstraints = false
                r.addSubview(v)
            }
            // a and b side by side filling 300, each at least 200: impossible.
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: r.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: r.trailingAnchor), a.topAnchor.constraint(equalTo: r.topAnchor),
                b.topAnchor.constraint(equalTo: r.topAnchor), a.heightAnchor.constraint(equalToConstant: 1),
                b.heightAnchor.constraint(equalToConstant: 1),
                a.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
                b.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
            ])
            r.layoutIfNeeded()
            #expect(log.lines.count == 1)
            #expect(a.frame.width >= 200 && a.frame.minX == 0)  // the first ones hold
            #expect(a.frame.width + b.frame.width == 300)
            #expect(log.lines.first?.contains("width >= 200") == true)
        }
    }
}
