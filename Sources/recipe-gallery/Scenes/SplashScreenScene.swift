import Foundation
import RKMainLoop
import RecipeKit

extension GalleryScene {
    static let splashScreen = GalleryScene(
        name: "splash-screen", title: "Splash screen",
        summary: "Recipe 1: the launch image hands over to the app with a cross-dissolve on the run-loop turn after "
            + "it appears, or when the app says it is ready. The log shows the delegate calls in order.",
        size: SplashScene.size, duration: 2.0, keyFrames: [0, 0.25, 0.6, 1.45, 2.0], still: 0.25,
        previews: SplashScene.basicPreviews,
        animateViews: { SplashScene.pressReplayAll(in: $0) },
        buildViews: { SplashScene.buildBasic($0) }, build: { _ in })
}

/// Shared by the three scenes: launch art, panel captions and the replay buttons.
@MainActor
enum SplashScene {
    nonisolated static let size = Size(width: 860, height: 600)
    /// The tag of each scene's "Replay all" button (pressed by the headless export).
    static let replayAllTag = 900

    /// Presses the scene's "Replay all" button, as a click would.
    static func pressReplayAll(in window: Window) {
        (window.viewWithTag(replayAllTag) as? Control)?.sendActions(for: .primaryActionTriggered)
    }

    /// A small gray button that calls `action` when pressed.
    static func button(_ title: String, frame: Rect, _ action: @escaping () -> Void) -> Button {
        let b = Button(style: .gray)
        b.setTitle(title, for: .normal)
        b.titleLabel.font = .system(size: 12, weight: .semibold)
        b.contentEdgeInsets = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        b.frame = frame
        b.addAction(for: .primaryActionTriggered) { _, _ in action() }
        return b
    }

    /// The "Replay all" button at the top right of a scene.
    static func addReplayAll(to window: Window, sceneWidth: Double, _ action: @escaping () -> Void) {
        let b = button("▶ Replay all", frame: Rect(x: sceneWidth - GalleryScene.margin - 110, y: 22, width: 110, height: 28),
                       action)
        b.tag = replayAllTag
        window.addSubview(b)
    }

    /// A caption under a panel: a bold title and a detail of up to two lines, top-aligned.
    static func caption(_ title: String, detail: String, x: Double, y: Double, width: Double, in window: Window) {
        window.addSubview(ViewKit.label(title, frame: Rect(x: x, y: y, width: width, height: 18), size: 13, weight: .bold,
                                        color: Palette.ink, alignment: .center))
        let d = ViewKit.label(detail, frame: Rect(x: x, y: y + 20, width: width, height: 30), size: 11, alignment: .center)
        d.numberOfLines = 2
        let fitted = d.sizeThatFits(Size(width: width, height: 30))
        d.frame.size.height = Swift.min(30, fitted.height)
        window.addSubview(d)
    }

    /// A launch image of `size` points: a gradient, a round logo and the product's name.
    static func launchImage(size: Size) -> Image {
        SampleArt.image(size: size) { c, r in
            c.fill(Path(rect: r), with: Gradient.linear([Color(red: 0.11, green: 0.17, blue: 0.42),
                                                         Color(red: 0.42, green: 0.20, blue: 0.55)],
                                                        from: Point(x: 0, y: 0), to: Point(x: 0, y: r.height)))
            let d = Swift.min(r.width, r.height) * 0.38
            let logo = Rect(x: r.midX - d / 2, y: r.midY - d / 2 - 16, width: d, height: d)
            c.fill(Path(ellipseIn: logo), with: Gradient.radial([.white, Palette.amber], center: Point(x: logo.midX - d / 6, y: logo.midY - d / 6),
                                                               radius: d * 0.8))
            let rk = TextLayout(AttributedString("RK"), font: .system(size: d * 0.34, weight: .bold),
                                color: Color(red: 0.11, green: 0.17, blue: 0.42))
            rk.draw(in: c, at: Point(x: logo.midX - rk.size.width / 2, y: logo.midY - rk.size.height / 2))
            let name = TextLayout(AttributedString("RecipeKit"), font: .system(size: 15, weight: .bold), color: .white)
            name.draw(in: c, at: Point(x: r.midX - name.size.width / 2, y: logo.maxY + 12))
        }
    }

    // MARK: Recipe 1

    static let basicColumnWidth = 264.0
    nonisolated static func basicColumnX(_ i: Int) -> Double { (size.width - 3 * 264.0) / 2 + Double(i) * 264.0 }
    /// Each screen of the scene with its caption and log, for its own animated preview.
    nonisolated static let basicPreviews: [GalleryScene.Preview] = ["next-turn", "until-ready", "no-image"].enumerated().map {
        GalleryScene.Preview(name: $0.element, rect: Rect(x: basicColumnX($0.offset), y: 96, width: 264, height: 446))
    }

    /// One screen of the `splash-screen` scene and its event log.
    @MainActor
    final class BasicPanel: SplashScreenDelegate {
        let phone: PhoneScreen
        let log: Label
        let configure: (SplashScreen, BasicPanel) -> Void
        var splash: SplashScreen?
        var lines: [String] = []
        var started: MediaTime = 0

        init(phone: PhoneScreen, log: Label, configure: @escaping (SplashScreen, BasicPanel) -> Void) {
            self.phone = phone
            self.log = log
            self.configure = configure
        }

        /// Starts over: a fresh app with a fresh splash presented over it, unanimated, as at launch.
        func replay() {
            let app = phone.restart()
            let s = SplashScreen()
            s.modalPresentationStyle = .currentContext
            s.delegate = self
            splash = s
            lines = []
            started = EventLoop.current.clock.now
            s.completion = { [weak self, weak s] in
                guard let self, let s, s === self.splash else { return }
                self.note("completion")
            }
            configure(s, self)
            s.present(over: app)
            render()
        }

        /// Adds a line to the log, stamped with the time since the replay.
        func note(_ text: String) {
            lines.append(String(format: "%.2f s  ", EventLoop.current.clock.now - started) + text)
            render()
        }

        /// Shows the lines top-aligned: the label grows with them (a label centers its text).
        func render() {
            let shown = lines.isEmpty ? ["presented"] : lines
            log.text = shown.joined(separator: "\n")
            log.frame.size.height = Double(shown.count) * 14 + 2
        }

        func splashScreenDidAppear(_ s: SplashScreen) { if s === splash { note("didAppear") } }
        func splashScreenWillDisappear(_ s: SplashScreen) { if s === splash { note("willDisappear") } }
        func splashScreenDidDisappear(_ s: SplashScreen) { if s === splash { note("didDisappear") } }
    }

    static func buildBasic(_ window: Window) {
        let screen = Size(width: 180, height: 300)
        let columnWidth = SplashScene.basicColumnWidth
        let configs: [(String, String, (SplashScreen, BasicPanel) -> Void)] = [
            ("Hides on the next turn", "the default: a cross-dissolve once it has appeared", { s, _ in
                s.splashImage = launchImage(size: screen)
            }),
            ("Stays until ready", "waitsUntilReady; the app calls markReady() after 1.2 s", { s, panel in
                s.splashImage = launchImage(size: screen)
                s.waitsUntilReady = true
                SceneTimers.perform(afterDelay: 1.2) { [weak s, weak panel] in
                    guard let s, !s.isReady, s.presentingViewController != nil else { return }
                    panel?.note("markReady()")
                    s.markReady()
                }
            }),
            ("No image: plain background", "a missing launch image is logged, not fatal", { s, panel in
                s.imagePath = "Resources/NoSuchLaunchImage.png"
                s.fallbackBackgroundColor = Color(red: 0.98, green: 0.93, blue: 0.82)
                // The image is looked for when the view loads: load it now, with the log
                // hook pointing at this panel, and put the hook back.
                let previous = SplashScreen.log
                SplashScreen.log = { [weak panel] _ in panel?.note("logged: image missing") }
                _ = s.view
                SplashScreen.log = previous
            }),
        ]
        var panels: [BasicPanel] = []
        for (i, (title, detail, configure)) in configs.enumerated() {
            let cx = SplashScene.basicColumnX(i)
            let phone = PhoneScreen(frame: Rect(x: cx + (columnWidth - screen.width) / 2, y: 104, width: screen.width,
                                                height: screen.height), in: window)
            caption(title, detail: detail, x: cx + 8, y: 414, width: columnWidth - 16, in: window)
            let log = ViewKit.label("", frame: Rect(x: cx + 40, y: 464, width: columnWidth - 60, height: 16), size: 11,
                                    color: Palette.ink)
            log.font = Font(family: "DejaVu Sans Mono", size: 10.5)
            log.numberOfLines = 0
            window.addSubview(log)
            let panel = BasicPanel(phone: phone, log: log, configure: configure)
            panels.append(panel)
            window.addSubview(button("▶ Replay", frame: Rect(x: cx + (columnWidth - 90) / 2, y: 548, width: 90, height: 28)) {
                panel.replay()
            })
        }
        addReplayAll(to: window, sceneWidth: SplashScene.size.width) {
            for p in panels { p.replay() }
        }
    }
}
