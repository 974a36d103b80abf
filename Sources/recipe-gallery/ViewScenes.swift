import Foundation
import RecipeKit

/// Scenes made of views: their controls work in the gallery window (input reaches them through
/// a ``WindowInputRouter``) and export as stills like the other scenes.
extension GalleryScene {
    static let controls = GalleryScene(
        name: "controls", title: "Controls",
        summary: "Every standard control, live: drag the slider (it drives the progress view), type in the field, "
            + "tap the rest.",
        size: ControlsScene.size, buildViews: { ControlsScene.buildViews($0) }, build: { ControlsScene.buildCards($0) })

    static let scrollView = GalleryScene(
        name: "scroll-view", title: "Scroll views",
        summary: "A free-scrolling grid of 400 tiles that zooms (pinch, or Ctrl+drag in the window), and a paging "
            + "carousel kept in step with a page control: drag, flick, tap the dots.",
        size: ScrollScene.size, buildViews: { ScrollScene.buildViews($0) }, build: { ScrollScene.buildHeadings($0) })
}

/// Cards behind groups of views: white, rounded, with a hairline edge and a heading.
@MainActor
enum Card {
    /// The inset of a card's content from its edges.
    static let inset = 16.0
    /// Where a card's content starts below its top (under the heading).
    static let contentTop = 40.0

    /// Adds a card at `frame` with `heading` to `root`.
    static func add(_ heading: String, frame: Rect, to root: Layer) {
        let card = Stage.box(frame, color: Palette.card, radius: 10)
        card.borderWidth = 1
        card.borderColor = Palette.hairline
        root.addSublayer(card)
        Stage.heading(heading, x: frame.minX + inset, y: frame.minY + 14, width: frame.width - 2 * inset, in: root)
    }
}

/// Small helpers for building view scenes.
@MainActor
enum ViewKit {
    /// A label with `text` in a 13-point font, secondary ink unless told otherwise.
    static func label(_ text: String, frame: Rect, size: Double = 13, weight: Font.Weight = .regular,
                      color: Color = Palette.secondaryInk, alignment: TextLayout.Alignment = .left) -> Label {
        let l = Label(frame: frame)
        l.font = .system(size: size, weight: weight)
        l.textColor = color
        l.textAlignment = alignment
        l.text = text
        return l
    }

    /// A color from hue (turns, 0..<1), saturation and brightness.
    static func color(hue: Double, saturation: Double, brightness: Double) -> Color {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6, f = h - h.rounded(.down)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return Color(red: r, green: g, blue: b)
    }

    /// A number without a fractional part when it is whole, else with one decimal.
    static func number(_ v: Double) -> String {
        let rounded = (v * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }
}

// MARK: - Controls

/// The `controls` scene: every standard control, wired to labels that show what they do.
@MainActor
enum ControlsScene {
    nonisolated static let size = Size(width: 860, height: 600)

    /// Tags of the views the state dump reads.
    static let sliderTag = 101
    static let textFieldTag = 102
    static let switchTag = 103

    /// The slider's range and starting value.
    static let sliderRange = 0.0...100.0
    static let sliderStart = 40.0

    // The cards: two columns of four.
    static let left = 32.0, leftWidth = 420.0
    static let right = 476.0, rightWidth = 352.0
    static let rows: [(y: Double, height: Double)] = [(96, 112), (220, 106), (338, 106), (456, 118)]

    static func card(column: Int, row: Int) -> Rect {
        let r = rows[row]
        return column == 0 ? Rect(x: left, y: r.y, width: leftWidth, height: r.height)
            : Rect(x: right, y: r.y, width: rightWidth, height: r.height)
    }

    /// The layers under the views: cards and their headings.
    static func buildCards(_ root: Layer) {
        let headings = [["Buttons", "Slider and progress view", "Text field", "Labels"],
                        ["Switch", "Segmented control", "Page control", "Activity indicators"]]
        for column in 0..<2 {
            for row in 0..<4 { Card.add(headings[column][row], frame: card(column: column, row: row), to: root) }
        }
    }

    /// The views.
    static func buildViews(_ window: Window) {
        buildButtons(window, in: card(column: 0, row: 0))
        buildSlider(window, in: card(column: 0, row: 1))
        buildTextField(window, in: card(column: 0, row: 2))
        buildLabels(window, in: card(column: 0, row: 3))
        buildSwitch(window, in: card(column: 1, row: 0))
        buildSegments(window, in: card(column: 1, row: 1))
        buildPages(window, in: card(column: 1, row: 2))
        buildIndicators(window, in: card(column: 1, row: 3))
    }

    private static func buildButtons(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop
        let status = ViewKit.label("Tap a button", frame: Rect(x: x0, y: card.maxY - 30, width: card.width - 2 * Card.inset,
                                                                height: 18))
        var taps: [String: Int] = [:]
        func make(_ title: String, _ style: Button.Style, enabled: Bool = true, configure: (Button) -> Void = { _ in }) -> Button {
            let b = Button(style: style)
            b.setTitle(title, for: .normal)
            b.titleLabel.font = style == .filled ? .system(size: 15, weight: .bold) : .system(size: 15)
            if style == .plain || style == .custom { b.contentEdgeInsets = EdgeInsets(top: 7, left: 8, bottom: 7, right: 8) }
            else { b.contentEdgeInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12) }
            configure(b)
            b.isEnabled = enabled
            b.sizeToFit()
            b.addAction(for: .primaryActionTriggered) { [weak status] _, _ in
                taps[title, default: 0] += 1
                let n = taps[title] ?? 0
                status?.text = "Tapped \(title)" + (n > 1 ? " × \(n)" : "")
            }
            return b
        }
        let buttons = [
            make("Plain", .plain),
            make("Gray", .gray),
            make("Filled", .filled),
            make("Outlined", .custom) { b in
                b.setTitleColor(Palette.teal, for: .normal)
                b.setTitleColor(Palette.teal.withAlpha(0.4), for: .highlighted)
                b.layer.borderWidth = 1.5
                b.layer.borderColor = Palette.teal
                b.layer.cornerRadius = 8
            },
            make("Disabled", .filled, enabled: false),
        ]
        var x = x0
        for b in buttons {
            b.frame = Rect(x: x, y: y, width: b.frame.width, height: b.frame.height)
            window.addSubview(b)
            x += b.frame.width + 8
        }
        window.addSubview(status)
    }

    private static func buildSlider(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop
        let slider = Slider(frame: Rect(x: x0, y: y, width: 300, height: 0))
        slider.minimumValue = sliderRange.lowerBound
        slider.maximumValue = sliderRange.upperBound
        slider.value = sliderStart
        slider.tag = sliderTag
        let valueLabel = ViewKit.label("", frame: Rect(x: x0 + 312, y: y + 5, width: 76, height: 22), size: 17,
                                       weight: .semibold, color: Palette.ink, alignment: .right)
        let progress = ProgressView(frame: Rect(x: x0, y: y + 46, width: 300, height: 0))
        progress.progressTintColor = Palette.teal
        let progressLabel = ViewKit.label("", frame: Rect(x: x0 + 312, y: y + 38, width: 76, height: 20),
                                          alignment: .right)
        func update() {
            valueLabel.text = ViewKit.number(slider.value)
            let fraction = (slider.value - slider.minimumValue) / (slider.maximumValue - slider.minimumValue)
            progress.progress = fraction
            progressLabel.text = "\(Int((fraction * 100).rounded())) %"
        }
        update()
        slider.addAction(for: .valueChanged) { _, _ in update() }
        for v in [slider, valueLabel, progress, progressLabel] as [View] { window.addSubview(v) }
    }

    private static func buildTextField(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop
        let field = TextField(frame: Rect(x: x0, y: y, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Type a word"
        field.font = .system(size: 15)
        field.tag = textFieldTag
        let echo = ViewKit.label("Click the field and type; Return ends editing",
                                 frame: Rect(x: x0, y: y + 41, width: card.width - 2 * Card.inset, height: 20))
        let count = ViewKit.label("", frame: Rect(x: x0 + 312, y: y + 7, width: 76, height: 20), alignment: .right)
        field.addAction(for: .editingChanged) { control, _ in
            guard let f = control as? TextField else { return }
            count.text = "\(f.count) chars"
            echo.text = f.text.isEmpty ? "Empty" : "Typed “\(f.text)”"
        }
        field.addAction(for: .editingDidEndOnExit) { control, _ in
            guard let f = control as? TextField else { return }
            echo.text = "Done: “\(f.text)”"
        }
        for v in [field, count, echo] as [View] { window.addSubview(v) }
    }

    private static func buildLabels(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop, w = card.width - 2 * Card.inset
        let title = ViewKit.label("Bold, 17 points", frame: Rect(x: x0, y: y - 2, width: 190, height: 22), size: 17,
                                  weight: .bold, color: Palette.ink)
        let accent = ViewKit.label("Right-aligned accent", frame: Rect(x: x0 + 190, y: y, width: w - 190, height: 20),
                                   size: 14, weight: .semibold, color: Palette.accent, alignment: .right)
        let long = ViewKit.label("A long label in one line is truncated at its tail when it does not fit the width it has",
                                 frame: Rect(x: x0, y: y + 23, width: w, height: 18), color: Palette.secondaryInk)
        let wrapped = ViewKit.label("Two lines, centered: labels wrap when numberOfLines allows it, and center vertically.",
                                    frame: Rect(x: x0, y: y + 41, width: w, height: 30), size: 12,
                                    color: Palette.ink, alignment: .center)
        wrapped.numberOfLines = 2
        for v in [title, accent, long, wrapped] { window.addSubview(v) }
    }

    private static func buildSwitch(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop
        let toggle = Switch(frame: Rect(x: x0, y: y, width: 0, height: 0))
        toggle.isOn = true
        toggle.tag = switchTag
        let state = ViewKit.label("", frame: Rect(x: x0 + 62, y: y + 6, width: 130, height: 20), size: 14, color: Palette.ink)
        func update() { state.text = toggle.isOn ? "Notifications on" : "Notifications off" }
        update()
        toggle.addAction(for: .valueChanged) { _, _ in update() }

        let tinted = Switch(frame: Rect(x: x0 + 206, y: y, width: 0, height: 0))
        tinted.onTintColor = Palette.leaf
        tinted.isOn = true
        let off = Switch(frame: Rect(x: x0 + 268, y: y, width: 0, height: 0))
        off.isEnabled = false
        let caption = ViewKit.label("Tap or drag · tinted · disabled", frame: Rect(x: x0, y: y + 40, width: 300, height: 18),
                                    size: 12)
        for v in [toggle, state, tinted, off, caption] as [View] { window.addSubview(v) }
    }

    private static func buildSegments(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop, w = card.width - 2 * Card.inset
        let names = ["Day", "Week", "Month", "Year"]
        let segments = SegmentedControl(items: names, frame: Rect(x: x0, y: y, width: w, height: 29))
        segments.selectedSegmentIndex = 1
        let shown = ViewKit.label("", frame: Rect(x: x0, y: y + 40, width: w, height: 20), size: 14, color: Palette.ink,
                                  alignment: .center)
        func update() {
            let i = segments.selectedSegmentIndex
            shown.text = names.indices.contains(i) ? "Showing the \(names[i].lowercased())" : "Nothing selected"
        }
        update()
        segments.addAction(for: .valueChanged) { _, _ in update() }
        window.addSubview(segments)
        window.addSubview(shown)
    }

    private static func buildPages(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop, w = card.width - 2 * Card.inset
        let dots = PageControl(frame: Rect(x: x0, y: y, width: w, height: 26))
        dots.numberOfPages = 6
        dots.currentPage = 2
        let page = ViewKit.label("", frame: Rect(x: x0, y: y + 32, width: w, height: 20), size: 14, color: Palette.ink,
                                 alignment: .center)
        func update() { page.text = "Page \(dots.currentPage + 1) of \(dots.numberOfPages) · tap left or right" }
        update()
        dots.addAction(for: .valueChanged) { _, _ in update() }
        window.addSubview(dots)
        window.addSubview(page)
    }

    private static func buildIndicators(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop
        let large = ActivityIndicator(style: .large)
        large.frame = Rect(x: x0, y: y + 4, width: 37, height: 37)
        let medium = ActivityIndicator(style: .medium)
        medium.frame = Rect(x: x0 + 52, y: y + 12, width: 20, height: 20)
        let tinted = ActivityIndicator(style: .large)
        tinted.color = Palette.coral
        tinted.frame = Rect(x: x0 + 86, y: y + 4, width: 37, height: 37)
        let indicators = [large, medium, tinted]
        for i in indicators { i.startAnimating() }
        let toggle = Button(style: .gray)
        toggle.setTitle("Stop", for: .normal)
        toggle.titleLabel.font = .system(size: 15)
        toggle.contentEdgeInsets = EdgeInsets(top: 7, left: 14, bottom: 7, right: 14)
        toggle.sizeToFit()
        toggle.frame = Rect(x: x0 + 146, y: y + 6, width: Swift.max(72, toggle.frame.width), height: toggle.frame.height)
        toggle.addAction(for: .primaryActionTriggered) { control, _ in
            let running = indicators[0].isAnimating
            for i in indicators { running ? i.stopAnimating() : i.startAnimating() }
            (control as? Button)?.setTitle(running ? "Start" : "Stop", for: .normal)
        }
        let caption = ViewKit.label("Stopped indicators hide", frame: Rect(x: x0 + 232, y: y + 14, width: 96, height: 32),
                                    size: 12)
        caption.numberOfLines = 2
        for v in indicators as [View] + [toggle, caption] { window.addSubview(v) }
    }

    /// The controls' state for the state dump: values, and where the controls are in the host
    /// window (through `router`, which knows where the scene's window is placed and scaled).
    static func state(of router: WindowInputRouter) -> StateDump.ControlsState? {
        let window = router.window
        guard let slider = window.viewWithTag(sliderTag) as? Slider,
              let field = window.viewWithTag(textFieldTag) as? TextField,
              let toggle = window.viewWithTag(switchTag) as? Switch else { return nil }
        func center(_ view: View, _ rect: Rect? = nil) -> Point {
            let r = rect ?? view.bounds
            return router.hostPoint(fromWindow: view.convert(Point(x: r.midX, y: r.midY), to: window))
        }
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                     value: slider.value)
        let thumbCenter = center(slider, thumb)
        let switchCenter = center(toggle), fieldCenter = center(field)
        return StateDump.ControlsState(
            sliderValue: slider.value, sliderMinimum: slider.minimumValue, sliderMaximum: slider.maximumValue,
            sliderThumbX: thumbCenter.x, sliderThumbY: thumbCenter.y, sliderTravel: slider.usableWidth * router.scale,
            switchIsOn: toggle.isOn, switchX: switchCenter.x, switchY: switchCenter.y,
            textFieldText: field.text, textFieldEditing: field.isEditing, textFieldX: fieldCenter.x,
            textFieldY: fieldCenter.y)
    }
}

// MARK: - Scroll views

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
        dots.addAction(for: .valueChanged) { [sync] _, _ in sync.showPage(sync.dots.currentPage) }

        var x = side.minX
        let targets: [(String, @MainActor () -> Point)] = [
            ("Top left", { .zero }),
            ("Middle", { Point(x: (grid.contentSize.width - grid.bounds.width) / 2,
                               y: (grid.contentSize.height - grid.bounds.height) / 2) }),
            ("Bottom right", { grid.maximumContentOffset }),
        ]
        for (title, target) in targets {
            let b = Button(style: .gray)
            b.setTitle(title, for: .normal)
            b.titleLabel.font = .system(size: 14)
            b.contentEdgeInsets = EdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
            b.sizeToFit()
            b.frame = Rect(x: x, y: 468, width: b.frame.width, height: b.frame.height)
            b.addAction(for: .primaryActionTriggered) { [sync] _, _ in
                sync.grid.setContentOffset(target(), animated: true)
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

/// Keeps the scroll scene's labels and page control in step with its scroll views.
@MainActor
final class ScrollSync: ScrollViewDelegate {
    let grid: ScrollView
    let info: Label
    let carousel: ScrollView
    let dots: PageControl

    init(grid: ScrollView, info: Label, carousel: ScrollView, dots: PageControl) {
        self.grid = grid
        self.info = info
        self.carousel = carousel
        self.dots = dots
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if scrollView === grid { update() }
        if scrollView === carousel {
            let w = carousel.bounds.width
            guard w > 0 else { return }
            let page = Int((carousel.contentOffset.x / w).rounded())
            dots.currentPage = Swift.max(0, Swift.min(page, dots.numberOfPages - 1))
        }
    }

    /// Shows the grid's offset and what the scroll view is doing.
    func update() {
        let o = grid.contentOffset
        let mode = grid.isZooming ? "zooming \(ViewKit.number(grid.zoomScale))×" : grid.isDragging ? "dragging"
            : grid.isDecelerating ? "decelerating" : grid.zoomScale != 1 ? "at rest, \(ViewKit.number(grid.zoomScale))×" : "at rest"
        info.text = "contentOffset (\(Int(o.x.rounded())), \(Int(o.y.rounded()))), \(mode)\n"
            + "contentSize \(Int(grid.contentSize.width)) × \(Int(grid.contentSize.height))"
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        if scrollView === grid { update() }
    }

    func viewForZooming(in scrollView: ScrollView) -> View? {
        scrollView === grid ? grid.viewWithTag(ScrollScene.gridContentTag) : nil
    }

    func scrollViewDidZoom(_ scrollView: ScrollView) {
        if scrollView === grid { update() }
    }

    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        if scrollView === grid { update() }
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if scrollView === grid { update() }
    }

    /// Scrolls the carousel to `page`.
    func showPage(_ page: Int) {
        carousel.setContentOffset(Point(x: Double(page) * carousel.bounds.width, y: 0), animated: true)
    }
}
