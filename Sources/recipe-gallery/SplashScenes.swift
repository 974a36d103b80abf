import Foundation
import MainLoop
import RecipeKit

/// Scenes of recipes 1-3: splash screens and slide-in notifications, live in small phone
/// screens. Every panel has a button that replays it; the scene's "Replay all" button plays
/// them together, and the headless export presses it to record the key frames and the GIF,
/// plus a GIF of each panel alone (each transition, each side).
extension GalleryScene {
    static let splashScreen = GalleryScene(
        name: "splash-screen", title: "Splash screen",
        summary: "Recipe 1: the launch image hands over to the app with a cross-dissolve on the run-loop turn after "
            + "it appears, or when the app says it is ready. The log shows the delegate calls in order.",
        size: SplashScene.size, duration: 2.0, keyFrames: [0, 0.25, 0.6, 1.45, 2.0], still: 0.25,
        previews: SplashScene.basicPreviews,
        animateViews: { SplashScene.pressReplayAll(in: $0) },
        buildViews: { SplashScene.buildBasic($0) }, build: { _ in })

    static let revealSplash = GalleryScene(
        name: "reveal-splash", title: "Reveal splash screen",
        summary: "Recipe 2: the splash goes away through a hole in a mask that grows from an edge, the center or "
            + "any image's transparent shape. Each screen replays on its button.",
        size: RevealScene.size, duration: 1.6, keyFrames: [0, 0.3, 0.55, 0.8, 1.6], still: 0.55,
        previews: RevealScene.previews,
        animateViews: { SplashScene.pressReplayAll(in: $0) },
        buildViews: { RevealScene.build($0) }, build: { _ in })

    static let slideIn = GalleryScene(
        name: "slide-in", title: "Slide-in notifications",
        summary: "Recipe 3: a notification slides in from a side, with or without a bounce, and slides back out "
            + "after its time; tap it to dismiss it at once, or swipe it back. Each screen keeps its own queue.",
        size: SlideInScene.size, duration: 3.0, keyFrames: [0.09, 0.25, 0.5, 1.2, 2.2], still: 0.5,
        previews: SlideInScene.previews,
        animateViews: { SplashScene.pressReplayAll(in: $0) },
        buildViews: { SlideInScene.build($0) }, build: { _ in })
}

/// A small phone screen: a rounded, clipped container holding an app's view. Splashes are
/// presented over the app in the current context, so they stay inside the screen.
@MainActor
final class PhoneScreen {
    let frame: View
    private(set) var app: ViewController

    init(frame rect: Rect, in window: Window) {
        frame = View(frame: rect)
        frame.clipsToBounds = true
        frame.layer.cornerRadius = 14
        frame.layer.borderWidth = 1
        frame.layer.borderColor = Palette.hairline
        frame.backgroundColor = .white
        window.addSubview(frame)
        app = PhoneScreen.makeApp(size: rect.size)
        frame.addSubview(app.view)
    }

    /// Throws away whatever the screen shows (the app and anything presented over it) and
    /// starts a fresh app.
    func restart() -> ViewController {
        for v in frame.subviews { v.removeFromSuperview() }
        app = PhoneScreen.makeApp(size: frame.bounds.size)
        frame.addSubview(app.view)
        return app
    }

    /// An app's first screen: a bar with a title and a few rows.
    static func makeApp(size: Size) -> ViewController {
        let vc = ViewController()
        let v = vc.view
        v.frame = Rect(size: size)
        v.backgroundColor = .white
        let bar = View(frame: Rect(x: 0, y: 0, width: size.width, height: 40))
        bar.backgroundColor = Palette.accent
        v.addSubview(bar)
        bar.addSubview(ViewKit.label("Recipes", frame: Rect(x: 0, y: 12, width: size.width, height: 20), size: 14,
                                     weight: .bold, color: .white, alignment: .center))
        let names = ["Splash", "Slide-in", "Toggle", "Textures", "Sliders", "Cover Flow"]
        var y = 48.0
        for (i, name) in names.enumerated() where y + 30 <= size.height {
            let row = View(frame: Rect(x: 8, y: y, width: size.width - 16, height: 30))
            row.backgroundColor = Color(white: i % 2 == 0 ? 0.95 : 0.91)
            row.layer.cornerRadius = 6
            let dot = View(frame: Rect(x: 8, y: 9, width: 12, height: 12))
            dot.backgroundColor = [Palette.coral, Palette.teal, Palette.amber, Palette.violet, Palette.leaf][i % 5]
            dot.layer.cornerRadius = 6
            row.addSubview(dot)
            row.addSubview(ViewKit.label(name, frame: Rect(x: 28, y: 7, width: size.width - 52, height: 16), size: 12,
                                         color: Palette.ink))
            v.addSubview(row)
            y += 36
        }
        return vc
    }
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
        private var splash: SplashScreen?
        private var lines: [String] = []
        private var started: MediaTime = 0

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
        private func render() {
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
                EventLoop.current.perform(afterDelay: 1.2) { [weak s, weak panel] in
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

// MARK: - Recipe 2

/// The `reveal-splash` scene: the six reveal transitions, a custom mask and a delayed reveal.
@MainActor
enum RevealScene {
    nonisolated static let size = Size(width: 860, height: 740)
    static let screen = Size(width: 140, height: 220)

    /// Where panel `i` (a screen above its caption and button) starts: four to a row.
    nonisolated static func panelOrigin(_ i: Int) -> (x: Double, y: Double) {
        ((size.width - 4 * 200) / 2 + Double(i % 4) * 200, 104 + Double(i / 4) * 318)
    }
    /// Each transition's screen with its caption, for its own animated preview.
    nonisolated static let previews: [GalleryScene.Preview] = [
        "circleFromCenter", "clearFromCenter", "clearFromLeft", "clearFromRight", "clearFromTop", "clearFromBottom",
        "custom-mask", "delay",
    ].enumerated().map {
        let o = panelOrigin($0.offset)
        return GalleryScene.Preview(name: $0.element, rect: Rect(x: o.x, y: o.y - 8, width: 200, height: 282))
    }

    static func build(_ window: Window) {
        var panels: [(PhoneScreen, (RevealSplashScreen) -> Void)] = []
        let items: [(String, String, (RevealSplashScreen) -> Void)] = [
            ("circleFromCenter", "a circle grows from the center", { $0.transition = .circleFromCenter }),
            ("clearFromCenter", "a band widens from the center", { $0.transition = .clearFromCenter }),
            ("clearFromLeft", "a strip grows from the left", { $0.transition = .clearFromLeft }),
            ("clearFromRight", "the default", { $0.transition = .clearFromRight }),
            ("clearFromTop", "a strip grows from the top", { $0.transition = .clearFromTop }),
            ("clearFromBottom", "a strip grows from the bottom", { $0.transition = .clearFromBottom }),
            ("Custom mask", "any image: here a star", { s in
                s.transition = .circleFromCenter
                s.customMaskImage = starMask(size: screen)
            }),
            ("Delay 0.4 s", "clearFromTop, starting later", { s in
                s.transition = .clearFromTop
                s.delay = 0.4
            }),
        ]
        let columnWidth = 200.0
        for (i, (title, detail, configure)) in items.enumerated() {
            let (cx, y) = panelOrigin(i)
            let phone = PhoneScreen(frame: Rect(x: cx + (columnWidth - screen.width) / 2, y: y, width: screen.width,
                                                height: screen.height), in: window)
            SplashScene.caption(title, detail: detail, x: cx + 4, y: y + screen.height + 8, width: columnWidth - 8, in: window)
            panels.append((phone, configure))
            window.addSubview(SplashScene.button("▶ Replay", frame: Rect(x: cx + (columnWidth - 90) / 2, y: y + screen.height + 52,
                                                                         width: 90, height: 26)) {
                play(phone, configure)
            })
        }
        SplashScene.addReplayAll(to: window, sceneWidth: size.width) {
            for (phone, configure) in panels { play(phone, configure) }
        }
    }

    /// A fresh app with a reveal splash over it.
    static func play(_ phone: PhoneScreen, _ configure: (RevealSplashScreen) -> Void) {
        let app = phone.restart()
        let s = RevealSplashScreen()
        s.modalPresentationStyle = .currentContext
        s.splashImage = launchImage
        configure(s)
        s.present(over: app)
    }

    static let launchImage = SplashScene.launchImage(size: screen)

    /// An opaque mask with a small transparent star at its center: scaled about the center, the
    /// star grows until the splash is gone.
    static func starMask(size: Size) -> Image {
        SampleArt.image(size: size) { c, r in
            var star = Path()
            for k in 0..<10 {
                let radius = k % 2 == 0 ? 12.0 : 5.5
                let a = Double(k) * .pi / 5 - .pi / 2
                let p = Point(x: r.midX + radius * cos(a), y: r.midY + radius * sin(a))
                if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.close()
            var outside = Path(rect: r)
            outside.append(star)
            c.fill(outside, with: .black, evenOdd: true)
        }
    }
}

// MARK: - Recipe 3

/// The `slide-in` scene: a screen per side with plain and bouncing slides, and one that queues
/// three notifications.
@MainActor
enum SlideInScene {
    nonisolated static let size = Size(width: 860, height: 500)
    static let screen = Size(width: 146, height: 260)

    nonisolated static func columnX(_ i: Int) -> Double { (size.width - 5 * 158) / 2 + Double(i) * 158 }
    /// Each side's screen (and the queue's) with its caption, for its own animated preview.
    nonisolated static let previews: [GalleryScene.Preview] = ["top", "bottom", "left", "right", "queue"].enumerated().map {
        GalleryScene.Preview(name: $0.element, rect: Rect(x: columnX($0.offset), y: 96, width: 158, height: 330))
    }
    static let stay = 1.6

    static func build(_ window: Window) {
        let columnWidth = 158.0
        var plays: [() -> Void] = []
        for (i, side) in SlideInView.Side.allCases.enumerated() {
            let cx = columnX(i)
            let phone = PhoneScreen(frame: Rect(x: cx + (columnWidth - screen.width) / 2, y: 104, width: screen.width,
                                                height: screen.height), in: window)
            let container = phone.frame
            SplashScene.caption("From the \(side)", detail: "stays \(ViewKit.number(stay)) s; tap or swipe it away",
                                x: cx, y: 374, width: columnWidth, in: window)
            window.addSubview(SplashScene.button("Slide", frame: Rect(x: cx + 8, y: 426, width: 68, height: 26)) {
                show(side: side, bounce: false, in: container)
            })
            window.addSubview(SplashScene.button("Bounce", frame: Rect(x: cx + 82, y: 426, width: 68, height: 26)) {
                show(side: side, bounce: true, in: container)
            })
            plays.append { show(side: side, bounce: true, in: container) }
        }
        let cx = columnX(4)
        let phone = PhoneScreen(frame: Rect(x: cx + (columnWidth - screen.width) / 2, y: 104, width: screen.width,
                                            height: screen.height), in: window)
        let container = phone.frame
        SplashScene.caption("A queue", detail: "three in a row: each waits for the one before",
                            x: cx, y: 374, width: columnWidth, in: window)
        window.addSubview(SplashScene.button("Show 3", frame: Rect(x: cx + (columnWidth - 90) / 2, y: 426, width: 90, height: 26)) {
            queueThree(in: container)
        })
        plays.append { queueThree(in: container) }
        SplashScene.addReplayAll(to: window, sceneWidth: size.width) {
            for p in plays { p() }
        }
    }

    static func show(side: SlideInView.Side, bounce: Bool, in container: View) {
        let vertical = side == .top || side == .bottom
        let note = notification(bounce ? "Bounced in" : "Slid in", detail: "from the \(side)",
                                size: vertical ? Size(width: 126, height: 46) : Size(width: 104, height: 64),
                                color: bounce ? Palette.violet : Palette.teal)
        note.show(in: container, from: side, duration: stay, bounce: bounce)
    }

    static func queueThree(in container: View) {
        let sides: [SlideInView.Side] = [.top, .right, .bottom]
        for (i, side) in sides.enumerated() {
            let vertical = side == .top || side == .bottom
            let note = notification("\(i + 1) of 3", detail: "from the \(side)",
                                    size: vertical ? Size(width: 126, height: 46) : Size(width: 104, height: 64),
                                    color: [Palette.coral, Palette.amber, Palette.leaf][i])
            note.show(in: container, from: side, duration: 0.7, bounce: false)
        }
    }

    /// A rounded banner with a bold line and a detail line.
    static func notification(_ text: String, detail: String, size: Size, color: Color) -> SlideInView {
        let content = View(frame: Rect(size: size))
        content.backgroundColor = color
        content.layer.cornerRadius = 10
        content.layer.borderWidth = 1
        content.layer.borderColor = Color(white: 1, alpha: 0.5)
        content.addSubview(ViewKit.label(text, frame: Rect(x: 4, y: size.height / 2 - 17, width: size.width - 8, height: 18),
                                         size: 13, weight: .bold, color: .white, alignment: .center))
        content.addSubview(ViewKit.label(detail, frame: Rect(x: 4, y: size.height / 2 + 1, width: size.width - 8, height: 16),
                                         size: 11, color: Color(white: 1, alpha: 0.85), alignment: .center))
        let note = SlideInView(contentView: content)
        note.text = "\(text), \(detail)"
        return note
    }
}
