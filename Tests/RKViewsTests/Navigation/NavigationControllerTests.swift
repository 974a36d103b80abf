import RKGeometry
import RKHosts
import RKLayers
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct NavigationControllerTests {
    let log = EventLog()

    /// A 320 × 480 host whose window's root is a navigation controller on `root`.
    func setUp(_ root: StepController? = nil) throws -> (
        HeadlessHost, NavigationController, StepController
    ) {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let r = root ?? StepController("A", log: log)
        let nav = NavigationController(rootViewController: r)
        nav.delegate = delegate
        h.window.rootViewController = nav
        h.renderFrame()
        return (h, nav, r)
    }

    var delegate: LoggingNavigationDelegate { Self.delegates(log) }
    /// The delegate is held weakly by the controller: keep one per log alive.
    static var kept: [LoggingNavigationDelegate] = []
    static func delegates(_ log: EventLog) -> LoggingNavigationDelegate {
        if let d = kept.first(where: { $0.log === log }) { return d }
        let d = LoggingNavigationDelegate(log: log)
        kept.append(d)
        return d
    }

    @Test func theRootAppearsWithItsWindowBelowTheBar() throws {
        let (_, nav, root) = try setUp()
        #expect(log.take() == ["A.didLoad", "A.willAppear", "A.didAppear"])
        #expect(
            nav.viewControllers === [root] && nav.topViewController === root
                && nav.visibleViewController === root)
        #expect(root.navigationController === nav && root.parent === nav)
        let top = nav.view.safeAreaInsets.top
        #expect(nav.navigationBar.frame == Rect(x: 0, y: top, width: 320, height: 44))
        #expect(root.view.frame == Rect(x: 0, y: top + 44, width: 320, height: 480 - top - 44))
        #expect(nav.navigationBar.topItem === root.navigationItem && nav.navigationBar.backItem == nil)
    }

    @Test func animatedPushAndPopCallInUIKitOrder() throws {
        let (h, nav, a) = try setUp()
        _ = log.take()
        let b = StepController("B", log: log)
        nav.pushViewController(b, animated: true)
        // The stack changes at once; the "did" half waits for the slide.
        #expect(nav.viewControllers === [a, b] && nav.topViewController === b)
        #expect(log.take() == ["B.didLoad", "willShow B", "A.willDisappear", "B.willAppear"])
        h.run(for: 0.5)
        #expect(log.take() == ["A.didDisappear", "B.didAppear", "didShow B"])
        #expect(a.view.superview == nil && b.view.superview === nav.view)
        #expect(b.navigationController === nav)

        let popped = nav.popViewController(animated: true)
        #expect(popped === b && nav.viewControllers === [a])
        #expect(log.take() == ["willShow A", "B.willDisappear", "A.willAppear"])
        h.run(for: 0.5)
        #expect(log.take() == ["B.didDisappear", "A.didAppear", "didShow A"])
        #expect(b.view.superview == nil && a.view.superview === nav.view)
        #expect(b.navigationController == nil && b.parent == nil)
        #expect(a.view.frame == nav.contentFrame)
    }

    @Test func unanimatedChangesFinishBeforeReturning() throws {
        let (_, nav, a) = try setUp()
        _ = log.take()
        let b = StepController("B", log: log)
        let c = StepController("C", log: log)
        nav.pushViewController(b, animated: false)
        #expect(
            log.take() == [
                "B.didLoad", "willShow B", "A.willDisappear", "B.willAppear", "A.didDisappear",
                "B.didAppear", "didShow B",
            ])
        nav.pushViewController(c, animated: false)
        _ = log.take()
        // Popping to the root skips B entirely: it never appears.
        let popped = nav.popToRootViewController(animated: false)
        #expect(popped === [b, c] && nav.viewControllers === [a])
        #expect(
            log.take() == [
                "willShow A", "C.willDisappear", "A.willAppear", "C.didDisappear", "A.didAppear",
                "didShow A",
            ])
        #expect(nav.popViewController(animated: false) == nil)  // the root stays
        #expect(nav.popToViewController(b, animated: false) == nil)  // not on the stack
        #expect(log.take().isEmpty)
    }

    @Test func popToAControllerInTheMiddle() throws {
        let (_, nav, a) = try setUp()
        let b = StepController("B")
        let c = StepController("C")
        let d = StepController("D")
        nav.setViewControllers([a, b, c, d], animated: false)
        #expect(nav.popToViewController(b, animated: false) === [c, d])
        #expect(
            nav.viewControllers === [a, b] && b.view.superview === nav.view && d.view.superview == nil)
        #expect(nav.navigationBar.items.count == 2 && nav.navigationBar.topItem === b.navigationItem)
    }

    @Test func theSlideIsHalfwayAtHalfTime() throws {
        let (h, nav, a) = try setUp()
        let b = StepController("B")
        nav.pushViewController(b, animated: true)
        // The ease-in-ease-out curve is symmetric, so half the time is half the distance: the new
        // view has come in by half the width, the old one has gone left by a sixth.
        h.run(for: NavigationController.slideDuration / 2)
        let home = nav.contentFrame.midX
        #expect(abs(b.view.layer.presentationProperties.position.x - (home + 160)) < 0.5)
        #expect(abs(a.view.layer.presentationProperties.position.x - (home - 320.0 / 6)) < 0.5)
        h.run(for: 0.5)
        #expect(b.view.layer.presentationProperties.position.x == home)

        nav.popViewController(animated: true)
        h.run(for: NavigationController.slideDuration / 2)
        #expect(abs(b.view.layer.presentationProperties.position.x - (home + 160)) < 0.5)
        #expect(abs(a.view.layer.presentationProperties.position.x - (home - 320.0 / 6)) < 0.5)
        h.run(for: 0.5)
        #expect(a.view.layer.presentationProperties.position.x == home && b.view.superview == nil)
    }

    @Test func theOldViewIsDimmedDuringTheSlide() throws {
        let (h, nav, a) = try setUp()
        nav.pushViewController(StepController("B"), animated: true)
        h.run(for: NavigationController.slideDuration / 2)
        let image = h.snapshot()
        // A white point of A's that is still uncovered at half time: x = 40 is left of B's edge.
        let y = Int(nav.contentFrame.midY)
        let p = image.pixel(x: 40, y: y) ?? 0
        let gray = Int((p >> 8) & 0xFF)
        #expect(gray < 250 && gray > 200)
        _ = a
    }

    @Test func aPushDuringATransitionFinishesItFirst() throws {
        let (h, nav, a) = try setUp()
        _ = log.take()
        let b = StepController("B", log: log)
        let c = StepController("C", log: log)
        nav.pushViewController(b, animated: true)
        h.run(for: 0.1)
        _ = log.take()
        nav.pushViewController(c, animated: true)
        #expect(
            log.take() == [
                "A.didDisappear", "B.didAppear", "didShow B", "C.didLoad", "willShow C",
                "B.willDisappear", "C.willAppear",
            ])
        #expect(nav.viewControllers === [a, b, c])
        #expect(a.view.superview == nil)
        h.run(for: 0.5)
        #expect(log.take() == ["B.didDisappear", "C.didAppear", "didShow C"])
        #expect(nav.view.subviews.filter { !($0 is NavigationBar) } === [c.view])
        #expect(c.view.frame == nav.contentFrame)
        #expect(
            nav.navigationBar.topItem === c.navigationItem
                && nav.navigationBar.backItem === b.navigationItem)
        #expect(nav.view.isUserInteractionEnabled)
    }

    @Test func aPopDuringAPushLeavesTheRootInPlace() throws {
        let (h, nav, a) = try setUp()
        let b = StepController("B")
        nav.pushViewController(b, animated: true)
        h.run(for: 0.05)
        nav.popViewController(animated: true)
        h.run(for: 0.6)
        #expect(nav.viewControllers === [a] && b.view.superview == nil)
        #expect(
            a.view.frame == nav.contentFrame
                && a.view.layer.presentationProperties.position.x == nav.contentFrame.midX)
        #expect(nav.view.subviews.filter { !($0 is NavigationBar) } === [a.view])
    }

    @Test func tappingBackPops() throws {
        let (h, nav, a) = try setUp()
        nav.pushViewController(StepController("B"), animated: false)
        h.renderFrame()
        let back = try #require(nav.navigationBar.backButtonCenterInWindow)
        h.tap(at: back)
        #expect(nav.viewControllers === [a])
        h.run(for: 0.5)
        #expect(nav.navigationBar.backButtonCenterInWindow == nil)
        // A tap during the slide would go nowhere; after it, the root's view takes touches again.
        #expect(
            nav.view.hitTest(nav.view.convert(Point(x: 160, y: 300), from: nil), with: nil) === a.view)
    }

    @Test func escapeAndAltLeftPopWhenTheBackButtonShows() throws {
        let (h, nav, a) = try setUp()
        #expect(!h.press(.escape))  // at the root nothing takes it
        let b = StepController("B")
        nav.pushViewController(b, animated: false)
        #expect(h.press(.escape))
        #expect(nav.viewControllers === [a])
        h.run(for: 0.5)
        nav.pushViewController(b, animated: false)
        #expect(h.press(KeyboardKey(name: "Left", modifiers: .alt)))
        #expect(nav.viewControllers === [a])
        h.run(for: 0.5)
        #expect(!h.press(.left))  // Left alone is not a back key
        let c = StepController("C")
        c.navigationItem.hidesBackButton = true
        nav.pushViewController(c, animated: false)
        #expect(!h.press(.escape))
        #expect(nav.viewControllers === [a, c])
    }

    /// A field edited on a pushed page, then done with (it resigns and hides, as a rename
    /// does): Escape still goes back. The field's resigning left the window with no first
    /// responder, so Escape went past the navigation to the app (the gallery quit).
    @Test func escapeGoesBackAfterAFieldOnThePageResigns() throws {
        let (h, nav, a) = try setUp()
        let b = StepController("B")
        nav.pushViewController(b, animated: false)
        h.run(for: 0.5)
        // An Edit button in the bar shows a field and starts editing in it; Return ends the
        // editing, and the field goes (as the gallery's rename does).
        let field = TextField(frame: Rect(x: 16, y: 80, width: 200, height: 36))
        field.isHidden = true
        b.view.addSubview(field)
        b.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .edit) {
            field.isHidden = false
            _ = field.becomeFirstResponder()
        }
        field.shouldReturn = { f in
            _ = f.resignFirstResponder()
            f.isHidden = true
            return false
        }
        h.renderFrame()
        let edit = try #require(nav.navigationBar.itemButtons.last).centerInWindow
        h.tap(at: edit)
        #expect(field.isFirstResponder)
        h.type("x")
        #expect(h.press(.return))
        #expect(!field.isFirstResponder && field.isHidden)
        #expect(h.press(.escape))
        #expect(nav.viewControllers === [a])
        // Giving focus to another view directly leaves it there, not with the navigation.
        h.run(for: 0.5)
        let c = StepController("C")
        nav.pushViewController(c, animated: false)
        h.run(for: 0.5)
        let first = TextField(frame: Rect(x: 16, y: 80, width: 200, height: 36))
        let second = TextField(frame: Rect(x: 16, y: 130, width: 200, height: 36))
        c.view.addSubview(first)
        c.view.addSubview(second)
        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder())
        #expect(second.isFirstResponder && !nav.view.isFirstResponder)
    }

    @Test func aHiddenBarLeavesTheWholeViewToTheContent() throws {
        let (h, nav, a) = try setUp()
        nav.isNavigationBarHidden = true
        h.renderFrame()
        #expect(nav.navigationBar.isHidden && a.view.frame == nav.view.bounds)
        nav.setNavigationBarHidden(false, animated: true)
        #expect(!nav.navigationBar.isHidden)
        h.run(for: 0.5)
        let top = nav.view.safeAreaInsets.top
        #expect(nav.navigationBar.frame.minY == top && a.view.frame.minY == top + 44)
        nav.setNavigationBarHidden(true, animated: true)
        #expect(!nav.navigationBar.isHidden)  // it slides out first
        h.run(for: 0.5)
        #expect(nav.navigationBar.isHidden && a.view.frame == nav.view.bounds)
        // A controller pushed while the bar is hidden fills the view too.
        let b = StepController("B")
        nav.pushViewController(b, animated: false)
        #expect(b.view.frame == nav.view.bounds)
    }

    @Test func poppedControllersAreReleased() throws {
        let (h, nav, _) = try setUp()
        weak var weakB: StepController?
        weak var weakItem: NavigationItem?
        do {
            let b = StepController("B")
            final class Counter { var n = 0 }
            let counter = Counter()
            b.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add) { [weak b] in
                counter.n += 1
                _ = b
            }
            b.navigationItem.leftBarButtonItem = BarButtonItem(
                title: "Reload", target: b, action: StepController.reload)
            b.navigationItem.leftItemsSupplementBackButton = true
            weakB = b
            weakItem = b.navigationItem
            nav.pushViewController(b, animated: true)
        }
        h.run(for: 0.5)
        #expect(weakB != nil)  // on the stack
        nav.popViewController(animated: true)
        h.run(for: 0.5)
        #expect(weakB == nil && weakItem == nil)
    }

    @Test func titlesFollowTheControllerUnlessTheItemHasOne() throws {
        let (h, nav, a) = try setUp()
        h.renderFrame()
        #expect(nav.navigationBar.content?.titleLabel.text == "A")
        a.title = "Recipes"
        #expect(
            a.navigationItem.title == "Recipes" && nav.navigationBar.content?.titleLabel.text == "Recipes"
        )
        a.navigationItem.title = "All recipes"
        a.title = "Ignored"
        #expect(nav.navigationBar.content?.titleLabel.text == "All recipes")
        a.navigationItem.title = nil
        #expect(nav.navigationBar.content?.titleLabel.text == "Ignored")
    }

    @Test func refusesWhatWouldCorruptTheStack() throws {
        let (_, nav, a) = try setUp()
        nav.pushViewController(a, animated: false)
        nav.pushViewController(
            NavigationController(rootViewController: StepController("X")), animated: false)
        let other = NavigationController(rootViewController: StepController("Y"))
        nav.pushViewController(other.topViewController!, animated: false)
        #expect(nav.viewControllers === [a])
        #expect(StepController("Z").navigationController == nil)
    }

    @Test func aPresentedNavigationControllerPassesItsAppearanceOnAndItsDoneItemDismisses() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let presenter = ViewController()
        h.window.rootViewController = presenter
        h.renderFrame()
        let page = StepController("Page", log: log)
        let nav = NavigationController(rootViewController: page)
        page.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done) { [weak page] in
            page?.dismiss(animated: true)
        }
        presenter.present(nav, animated: true)
        h.run(for: 1)
        #expect(log.take() == ["Page.didLoad", "Page.willAppear", "Page.didAppear"])
        let done = try #require(nav.navigationBar.itemButtons.first)
        #expect(done.currentTitle == "Done")
        h.tap(at: done.centerInWindow)
        h.run(for: 1)
        #expect(presenter.presentedViewController == nil && nav.view.superview == nil)
        #expect(log.take() == ["Page.willDisappear", "Page.didDisappear"])
    }
}

extension StepController {
    func reload() {}
}
