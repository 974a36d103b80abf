import RKGeometry
import RKHosts
import RKLayers
import RKMainLoop
import RKMotion
import Testing

@testable import RKViews

@MainActor
final class LoggingController: ViewController {
    let name: String
    var log: [String]
    init(_ name: String, log: [String] = []) {
        self.name = name
        self.log = log
        super.init()
    }
    var shared: ((String) -> Void)?
    func note(_ s: String) { shared?("\(name).\(s)") }
    override func loadView() { note("loadView"); super.loadView() }
    override func viewDidLoad() { note("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
}

@MainActor
@Suite(.serialized) struct ViewControllerTests {
    func setUp() throws -> (HeadlessHost, LoggingController, () -> [String], (LoggingController) -> Void) {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        var log: [String] = []
        let attach: (LoggingController) -> Void = { $0.shared = { log.append($0) } }
        let root = LoggingController("root")
        attach(root)
        h.window.rootViewController = root
        h.renderFrame()
        return (h, root, { log }, attach)
    }

    @Test func viewLoadsLazilyOnce() throws {
        var log: [String] = []
        let vc = LoggingController("a")
        vc.shared = { log.append($0) }
        #expect(!vc.isViewLoaded)
        _ = vc.view
        _ = vc.view
        #expect(log == ["a.loadView", "a.viewDidLoad"])
        #expect(vc.view.next === vc)
    }

    @Test func presentAndDismissCallbacksInOrder() throws {
        let (h, root, log, attach) = try setUp()
        let modal = LoggingController("modal")
        attach(modal)
        var presented = false
        #expect(root.present(modal, animated: true) { presented = true })
        #expect(!root.present(LoggingController("other"), animated: false))  // one at a time
        h.run(for: ViewController.transitionDuration + 0.1)
        #expect(presented)
        #expect(log() == ["root.loadView", "root.viewDidLoad", "modal.loadView", "modal.viewDidLoad", "modal.willAppear",
                          "root.willDisappear", "modal.didAppear", "root.didDisappear"])
        #expect(root.presentedViewController === modal && modal.presentingViewController === root)
        var dismissed = 0
        #expect(modal.dismiss(animated: true) { dismissed += 1 })
        h.run(for: ViewController.transitionDuration + 0.1)
        #expect(dismissed == 1)
        #expect(!modal.dismiss(animated: true) { dismissed += 1 })  // a second dismissal does nothing
        #expect(dismissed == 1)
        #expect(Array(log().suffix(4)) == ["modal.willDisappear", "root.willAppear", "modal.didDisappear", "root.didAppear"])
        #expect(modal.view.superview == nil && root.presentedViewController == nil)
    }

    @Test func coverVerticalSlidesUpFromTheBottom() throws {
        let (h, root, _, _) = try setUp()
        let modal = ViewController()
        root.present(modal, animated: true)
        h.run(for: ViewController.transitionDuration / 2)
        let y = modal.view.layer.presentationProperties.position.y
        #expect(y > 240 && y < 240 + 480)  // on its way up from below the window
        h.run(for: ViewController.transitionDuration)
        #expect(modal.view.layer.presentationProperties.position.y == 240)
    }

    @Test func currentContextCoversOnlyThePresentersView() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        let panel = View(frame: Rect(x: 20, y: 40, width: 140, height: 200))
        let topmost = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(panel)
        h.window.addSubview(topmost)
        let context = ViewController()
        context.view.frame = Rect(x: 10, y: 10, width: 120, height: 180)
        let sibling = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        panel.addSubview(context.view)
        panel.addSubview(sibling)
        h.renderFrame()
        let modal = ViewController()
        modal.modalPresentationStyle = .currentContext
        #expect(context.present(modal, animated: true))
        // Same superview and frame as the presenter, just above it (below later siblings).
        #expect(modal.view.superview === panel)
        #expect(modal.view.frame == Rect(x: 10, y: 10, width: 120, height: 180))
        #expect(panel.subviews.map { ObjectIdentifier($0) }
            == [context.view, modal.view, sibling].map { ObjectIdentifier($0) })
        // coverVertical travels the context's height, not the window's.
        h.run(for: ViewController.transitionDuration / 2)
        let y = modal.view.layer.presentationProperties.position.y
        #expect(y > 100 && y < 100 + 180)
        h.run(for: ViewController.transitionDuration)
        #expect(modal.view.layer.presentationProperties.position.y == 100)
        #expect(modal.dismiss(animated: false))
        #expect(modal.view.superview == nil && context.presentedViewController == nil)
        // Full screen (the default) still covers the window.
        let full = ViewController()
        #expect(context.present(full, animated: false))
        #expect(full.view.superview === h.window && full.view.frame == h.window.bounds)
    }

    @Test func crossDissolveAndFlipFinish() throws {
        for style in [ViewController.TransitionStyle.crossDissolve, .flipHorizontal] {
            let (h, root, _, _) = try setUp()
            let modal = ViewController()
            modal.modalTransitionStyle = style
            var done = false
            root.present(modal, animated: true) { done = true }
            h.run(for: ViewController.transitionDuration / 4)
            #expect(!done)
            h.run(for: ViewController.transitionDuration)
            #expect(done, "\(style)")
            #expect(modal.view.alpha == 1 && !modal.view.isHidden)
            var gone = false
            modal.dismiss(animated: true) { gone = true }
            h.run(for: ViewController.transitionDuration * 1.5)
            #expect(gone && modal.view.superview == nil)
        }
    }

    @Test func dismissedControllersAreReleased() throws {
        let (h, root, _, _) = try setUp()
        weak var weakModal: ViewController?
        do {
            let modal = ViewController()
            weakModal = modal
            root.present(modal, animated: true)
            h.run(for: 1)
            modal.dismiss(animated: true)
            h.run(for: 1)
        }
        #expect(weakModal == nil)
    }

    @Test func statusBarFollowsTheApplicationFlag() throws {
        let (h, _, _, _) = try setUp()
        let hasBar = { h.window.layer.sublayers.contains { $0 is StatusBarLayer } }
        #expect(!hasBar())  // not the key window yet
        h.window.makeKeyAndVisible()
        Application.shared.isStatusBarHidden = false
        #expect(hasBar())
        Application.shared.isStatusBarHidden = true
        #expect(!hasBar())
        Application.shared.isStatusBarHidden = false
        let frame = h.snapshot()
        #expect(frame.pixel(x: 5, y: 5) != frame.pixel(x: 5, y: 100))  // the bar is drawn
    }
}

@MainActor @Test func layoutCallbacksBracketTheRootViewsLayout() throws {
    final class Tracking: ViewController {
        var log: [String] = []
        override func viewWillLayoutSubviews() { log.append("will \(view.bounds.width)") }
        override func viewDidLayoutSubviews() { log.append("did") }
    }
    let host = try HeadlessHost(size: Size(width: 120, height: 80))
    let vc = Tracking()
    host.window.rootViewController = vc
    host.renderFrame()
    vc.log.removeAll()
    vc.view.setNeedsLayout()
    host.renderFrame()
    #expect(vc.log == ["will 120.0", "did"])
}

@MainActor @Test func aRefusedPresentationSaysWhy() {
    let lonely = ViewController()
    let lines = RecipeLog.capturingLines { #expect(!lonely.present(ViewController(), animated: false)) }
    #expect(lines.count == 1 && lines[0].contains("not in a window"))
}
