import Foundation
import RKMainLoop
import RecipeKit

extension GalleryScene {
    static let revealSplash = GalleryScene(
        name: "reveal-splash", title: "Reveal splash screen",
        summary: "Recipe 2: the splash goes away through a hole in a mask that grows from an edge, the center or "
            + "any image's transparent shape. Each screen replays on its button.",
        size: RevealScene.size, duration: 1.6, keyFrames: [0, 0.3, 0.55, 0.8, 1.6], still: 0.55,
        previews: RevealScene.previews,
        animateViews: { SplashScene.pressReplayAll(in: $0) },
        buildViews: { RevealScene.build($0) }, build: { _ in })
}

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
