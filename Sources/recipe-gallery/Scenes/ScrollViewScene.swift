import Foundation
import RecipeKit

extension GalleryScene {
    static let scrollView = GalleryScene(
        name: "scroll-view", title: "Scroll views",
        summary: "A free-scrolling grid of 400 tiles that zooms (pinch, or Ctrl+drag in the window), and a paging "
            + "carousel kept in step with a page control: drag, flick, tap the dots.",
        size: ScrollScene.size,
        recordState: { router, dump in dump.scroll = ScrollScene.state(of: router) },
        buildViews: { ScrollScene.buildViews($0) }, build: { ScrollScene.buildHeadings($0) })
}

/// The `scroll-view` scene: a large grid in a free-scrolling view, and a paging carousel.
@MainActor
enum ScrollScene {
    nonisolated static let size = Size(width: 860, height: 600)

    static let columns = 20, rows = 20
    /// The tag of the view holding the tiles: the one that zooms.
    static let gridContentTag = 301
    static let tile = 84.0, gap = 10.0
    static let gridFrame = Rect(x: 32, y: 126, width: 500, height: 442)
    static let side = Rect(x: 564, y: 126, width: 264, height: 176)

    static var contentSize: Size {
        Size(width: Double(columns) * (tile + gap) + gap, height: Double(rows) * (tile + gap) + gap)
    }

    static func buildHeadings(_ root: Layer) {
        let c = contentSize
        Stage.heading("\(columns * rows) tiles, \(Int(c.width)) × \(Int(c.height)) points · bounces, zooms 0.5–2.5×",
                      x: gridFrame.minX, y: GalleryScene.contentTop + 4, width: gridFrame.width, in: root)
        Stage.heading("Paging, with a page control", x: side.minX, y: GalleryScene.contentTop + 4, width: side.width, in: root)
        Stage.heading("Scrolling in code", x: side.minX, y: 392, width: side.width, in: root)
    }

    static func buildViews(_ window: Window) {
        let grid = ScrollView(frame: gridFrame)
        grid.backgroundColor = Palette.card
        grid.layer.cornerRadius = 12
        grid.layer.borderWidth = 1
        grid.layer.borderColor = Palette.hairline
        grid.contentSize = contentSize
        grid.bounces = true
        grid.isPagingEnabled = false
        grid.showsVerticalScrollIndicator = true
        grid.showsHorizontalScrollIndicator = true
        // The tiles sit in one view, the one that zooms (Ctrl+drag pinches in the window).
        grid.minimumZoomScale = 0.5
        grid.maximumZoomScale = 2.5
        let tiles = View(frame: Rect(size: contentSize))
        tiles.tag = gridContentTag
        grid.addSubview(tiles)
        for row in 0..<rows {
            for column in 0..<columns {
                let number = row * columns + column + 1
                let t = View(frame: Rect(x: gap + Double(column) * (tile + gap), y: gap + Double(row) * (tile + gap),
                                         width: tile, height: tile))
                // The hue turns one and a half times across the grid, so every screenful is colorful.
                let hue = 0.52 + Double(column) * 0.045 + Double(row) * 0.03
                t.backgroundColor = ViewKit.color(hue: hue, saturation: 0.55, brightness: 0.86)
                t.layer.cornerRadius = 10
                let label = ViewKit.label("\(number)", frame: Rect(x: 0, y: tile / 2 - 14, width: tile, height: 28), size: 22,
                                          weight: .bold, color: .white, alignment: .center)
                t.addSubview(label)
                tiles.addSubview(t)
            }
        }
        window.addSubview(grid)

        // The carousel: five pages, one view wide each.
        let carousel = ScrollView(frame: side)
        carousel.isPagingEnabled = true
        carousel.showsHorizontalScrollIndicator = false
        carousel.showsVerticalScrollIndicator = false
        carousel.layer.cornerRadius = 12
        let pages = ["Breakfast", "Lunch", "Snacks", "Dinner", "Dessert"]
        let colors = [Palette.amber, Palette.leaf, Palette.coral, Palette.violet, Palette.teal]
        carousel.contentSize = Size(width: side.width * Double(pages.count), height: side.height)
        for (i, name) in pages.enumerated() {
            let page = View(frame: Rect(x: Double(i) * side.width, y: 0, width: side.width, height: side.height))
            page.backgroundColor = colors[i]
            page.addSubview(ViewKit.label("\(i + 1)", frame: Rect(x: 0, y: 36, width: side.width, height: 64), size: 52,
                                          weight: .bold, color: Color.white.withAlpha(0.9), alignment: .center))
            page.addSubview(ViewKit.label(name, frame: Rect(x: 0, y: 108, width: side.width, height: 28), size: 20,
                                          weight: .semibold, color: .white, alignment: .center))
            carousel.addSubview(page)
        }
        window.addSubview(carousel)

        let dots = PageControl(frame: Rect(x: side.minX, y: side.maxY + 8, width: side.width, height: 22))
        dots.numberOfPages = pages.count
        window.addSubview(dots)
        let pageCaption = ViewKit.label("Drag sideways: the carousel settles on a page. Tap the dots.",
                                        frame: Rect(x: side.minX, y: side.maxY + 34, width: side.width, height: 32), size: 12,
                                        alignment: .center)
        pageCaption.numberOfLines = 2
        window.addSubview(pageCaption)

        // Live offsets and buttons that scroll in code.
        let info = ViewKit.label("", frame: Rect(x: side.minX, y: 420, width: side.width, height: 36), size: 12,
                                 color: Palette.ink)
        info.numberOfLines = 2
        window.addSubview(info)

        let sync = ScrollSync(grid: grid, info: info, carousel: carousel, dots: dots)
        grid.delegate = sync
        carousel.delegate = sync
        sync.update()
        // The controls' actions hold the delegate (a scroll view's delegate is weak).
        dots.addAction(for: .valueChanged) { [sync] _, _ in sync.showSelectedPage() }

        var x = side.minX
        let targets: [(String, @MainActor (ScrollView) -> Point)] = [
            ("Top left", { _ in .zero }),
            ("Middle", { grid in Point(x: (grid.contentSize.width - grid.bounds.width) / 2,
                                       y: (grid.contentSize.height - grid.bounds.height) / 2) }),
            ("Bottom right", { grid in grid.maximumContentOffset }),
        ]
        for (title, target) in targets {
            let b = Button(style: .gray)
            b.setTitle(title, for: .normal)
            b.titleLabel.font = .system(size: 14)
            b.contentEdgeInsets = EdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
            b.sizeToFit()
            b.frame = Rect(x: x, y: 468, width: b.frame.width, height: b.frame.height)
            b.addAction(for: .primaryActionTriggered) { [sync] _, _ in
                sync.scrollGrid(to: target)
            }
            window.addSubview(b)
            x += b.frame.width + 8
        }
        let note = ViewKit.label("They call setContentOffset(_:animated:)",
                                 frame: Rect(x: side.minX, y: 512, width: side.width, height: 18), size: 12)
        window.addSubview(note)

        // Show the scroll bars on the first frame, as a list does when it appears.
        grid.flashScrollIndicators()
    }
}

extension ScrollScene {
    /// The grid's state for the state dump (nil when the scene is not shown).
    @MainActor
    static func state(of router: WindowInputRouter) -> StateDump.ScrollState? {
        guard let tiles = router.window.viewWithTag(gridContentTag), let grid = tiles.superview as? ScrollView else { return nil }
        let center = router.hostPoint(fromWindow: grid.convert(Point(x: grid.bounds.midX, y: grid.bounds.midY), to: router.window))
        return StateDump.ScrollState(gridOffsetX: grid.contentOffset.x, gridOffsetY: grid.contentOffset.y,
                                     gridCenterX: center.x, gridCenterY: center.y, gridScale: router.scale)
    }
}
