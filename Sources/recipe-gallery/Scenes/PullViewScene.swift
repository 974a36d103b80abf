import Foundation
import RecipeKit

extension GalleryScene {
    static let pullViewSeconds = 2.4

    static let pullView = GalleryScene(
        name: "pull-view", title: "Pull view (seed 004)",
        summary: "Drag a letter down out of the strip (16 pt down, at most 12 sideways) and drop it on the board; "
            + "sideways drags scroll the strip. Long-press a dropped letter for its menu.",
        size: Size(width: 640, height: 600), duration: pullViewSeconds,
        keyFrames: [0, 0.5, 1.0, 1.6, pullViewSeconds], still: pullViewSeconds,
        recordState: { router, dump in dump.pull = PullViewScene.state(of: router) },
        animateViews: { window in PullViewScene.demo(in: window) },
        buildViews: { PullViewScene.buildViews($0) }
    ) { _ in }
}

/// The `pull-view` scene: a strip of magnet letters over a board, as in the seed's fridge
/// alphabet; letters pulled onto the board are DragViews with the seed's long-press menu.
@MainActor
enum PullViewScene {
    static var strip: PullView?
    static var board: View?
    static var status: Label?

    static let letters = Array("RECIPEKIT")

    /// A magnet letter: a rounded tile with the letter in a bright colour.
    static func tile(_ letter: Character, index: Int) -> Image {
        let hue = Double(index % 7) / 7
        let color = ViewKit.color(hue: hue, saturation: 0.7, brightness: 0.9)
        return SampleArt.image(size: Size(width: 64, height: 64)) { canvas, rect in
            canvas.fill(Path(roundedRect: rect.insetBy(dx: 2, dy: 2), cornerRadius: 12), with: Color(white: 0.98))
            canvas.stroke(Path(roundedRect: rect.insetBy(dx: 2, dy: 2), cornerRadius: 12), with: Color(white: 0.8),
                          style: StrokeStyle(lineWidth: 1))
            var s = AttributedString(String(letter))
            s.font = .boldSystem(size: 40)
            s.foregroundColor = color
            let layout = TextLayout(s, font: .boldSystem(size: 40))
            canvas.draw(layout, at: Point(x: rect.midX - layout.size.width / 2, y: rect.midY - layout.size.height / 2))
        }
    }

    static func buildViews(_ window: Window) {
        let m = GalleryScene.margin, top = GalleryScene.contentTop + 8
        let w = window.bounds.width - 2 * m
        let board = View(frame: Rect(x: m, y: top, width: w, height: window.bounds.height - top - m - 30))
        board.backgroundColor = Color(red: 0.93, green: 0.95, blue: 0.97)
        board.layer.cornerRadius = 10
        board.layer.borderColor = Palette.hairline
        board.layer.borderWidth = 1
        board.clipsToBounds = true
        window.addSubview(board)
        let strip = PullView(frame: Rect(x: 0, y: 0, width: w, height: 84),
                             images: letters.enumerated().map { tile($0.element, index: $0.offset) })
        strip.backgroundColor = Color(white: 0.86)
        strip.dropArea = board
        board.addSubview(strip)
        let status = ViewKit.label("Pull a letter down onto the board", frame: Rect(x: m, y: board.frame.maxY + 6, width: w, height: 20),
                                   size: 13, color: Palette.ink)
        window.addSubview(status)
        strip.onPull = { _ in status.text = "Pulled: the strip stays put while you drag" }
        strip.onDrop = { copy in
            status.text = "Dropped at (\(Int(copy.center.x)), \(Int(copy.center.y))): long-press it for the menu"
        }
        Self.strip = strip
        Self.board = board
        Self.status = status
    }

    /// The export pulls the third letter down by itself and drops it on the board.
    static func demo(in window: Window) {
        guard let strip, let board, let scene = window.windowScene, strip.imageViews.count > 2 else { return }
        let v = strip.imageViews[2]
        let start = window.point(toScene: v.convert(Point(x: v.bounds.midX, y: v.bounds.midY), to: nil))
        let end = window.point(toScene: board.convert(Point(x: board.bounds.midX + 60, y: board.bounds.midY + 40), to: nil))
        let loop = EventLoop.current
        let n = 30
        for i in 0...n {
            let t = Double(i) / Double(n)
            // Straight down first (the pull), then on to the drop point.
            let p = t < 0.2
                ? Point(x: start.x, y: start.y + 40 * t / 0.2)
                : Point(x: start.x + (end.x - start.x) * (t - 0.2) / 0.8, y: start.y + 40 + (end.y - start.y - 40) * (t - 0.2) / 0.8)
            let phase: Window.PointerPhase = i == 0 ? .down : (i == n ? .up : .moved)
            _ = SceneTimers.perform(afterDelay: 0.3 + 1.2 * t) { scene.demoPointer(phase, id: 0, at: p, timestamp: loop.clock.now) }
        }
    }
}

extension PullViewScene {
    /// The scene's state for the state dump.
    static func state(of router: WindowInputRouter) -> StateDump.PullState? {
        guard let strip, strip.imageViews.count > 2 else { return nil }
        let v = strip.imageViews[2]
        let c = router.hostPoint(fromWindow: v.convert(Point(x: v.bounds.midX, y: v.bounds.midY), to: nil))
        return StateDump.PullState(pullTileX: c.x.rounded(), pullTileY: c.y.rounded(), pullDropped: strip.droppedViews.count,
                                   pullOffsetX: strip.scrollView.contentOffset.x)
    }
}
