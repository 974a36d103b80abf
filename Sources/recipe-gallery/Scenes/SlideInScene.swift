import Foundation
import RKMainLoop
import RecipeKit

extension GalleryScene {
    static let slideIn = GalleryScene(
        name: "slide-in", title: "Slide-in notifications",
        summary: "Recipe 3: a notification slides in from a side, with or without a bounce, and slides back out "
            + "after its time; tap it to dismiss it at once, or swipe it back. Each screen keeps its own queue.",
        size: SlideInScene.size, duration: 3.0, keyFrames: [0.09, 0.25, 0.5, 1.2, 2.2], still: 0.5,
        previews: SlideInScene.previews,
        animateViews: { SplashScene.pressReplayAll(in: $0) },
        buildViews: { SlideInScene.build($0) }, build: { _ in })
}

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
            let slide = SplashScene.button("Slide", frame: Rect(x: cx + 8, y: 426, width: 68, height: 26)) {
                show(side: side, bounce: false, in: container)
            }
            slide.accessibilityLabel = "Slide from the \(side)"
            let bounce = SplashScene.button("Bounce", frame: Rect(x: cx + 82, y: 426, width: 68, height: 26)) {
                show(side: side, bounce: true, in: container)
            }
            bounce.accessibilityLabel = "Bounce from the \(side)"
            window.addSubview(slide)
            window.addSubview(bounce)
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
        if let entrance = note.entrance { entrances.append("\(entrance)") }
    }

    /// How the notifications shown so far came in ("slide", "bounce", "fade"), for the state
    /// dump: reduced motion turns every slide into a fade.
    static var entrances: [String] = []

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
