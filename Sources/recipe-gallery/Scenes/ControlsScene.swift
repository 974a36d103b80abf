import Foundation
import RecipeKit

extension GalleryScene {
    static let controls = GalleryScene(
        name: "controls", title: "Controls",
        summary: "Every standard control, live: drag the slider (it drives the progress view), type in the field, "
            + "tap the rest; or Tab through them, Space to press, arrows to adjust.",
        size: ControlsScene.size,
        recordState: { router, dump in dump.controls = ControlsScene.state(of: router) },
        buildViews: { ControlsScene.buildViews($0) }, build: { ControlsScene.buildCards($0) })
}

/// The `controls` scene: every standard control, wired to labels that show what they do.
@MainActor
enum ControlsScene {
    nonisolated static let size = Size(width: 860, height: 600)

    /// Tags of the views the state dump reads.
    static let sliderTag = 101
    static let textFieldTag = 102
    static let switchTag = 103
    static let buttonStatusTag = 104
    static let segmentsTag = 105
    static let pagesTag = 106

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

    static func buildButtons(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop
        let status = ViewKit.label("Tap a button", frame: Rect(x: x0, y: card.maxY - 30, width: card.width - 2 * Card.inset,
                                                                height: 18))
        status.tag = buttonStatusTag
        var taps: [String: Int] = [:]
        func make(_ title: String, _ style: Button.Style, enabled: Bool = true, tip: String,
                  configure: (Button) -> Void = { _ in }) -> Button {
            let b = Button(style: style)
            b.setTitle(title, for: .normal)
            // Rest the pointer on a button to see it.
            b.toolTip = tip
            b.titleLabel.font = style == .filled ? .system(size: 15, weight: .bold) : .system(size: 15)
            // Titles keep GTK's room from a visible edge (12 points); a plain button has none.
            if style == .plain { b.contentEdgeInsets = EdgeInsets(top: 7, left: 4, bottom: 7, right: 4) }
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
            make("Plain", .plain, tip: "Button.Style.plain: the title alone, in the tint colour"),
            make("Gray", .gray, tip: "Button.Style.gray: a light gray rounded background"),
            make("Filled", .filled, tip: "Button.Style.filled: the tint colour behind a white title"),
            make("Outlined", .custom, tip: "A custom button: its layer's border and corner radius") { b in
                b.setTitleColor(Palette.teal, for: .normal)
                b.setTitleColor(Palette.teal.withAlpha(0.4), for: .highlighted)
                b.layer.borderWidth = 1.5
                b.layer.borderColor = Palette.teal
                b.layer.cornerRadius = 8
            },
            make("Disabled", .filled, enabled: false, tip: "isEnabled = false: it takes no taps"),
        ]
        // The row stays inside the card's inset: with the fonts' real widths it used to run
        // up against the card's right edge. The gaps give way first, down to 4 points.
        let room = card.width - 2 * Card.inset
        let widths = buttons.reduce(0) { $0 + $1.frame.width }
        let gap = Swift.max(4, Swift.min(10, (room - widths) / Double(buttons.count - 1)))
        var x = x0
        for b in buttons {
            b.frame = Rect(x: x, y: y, width: b.frame.width, height: b.frame.height)
            window.addSubview(b)
            x += b.frame.width + gap
        }
        window.addSubview(status)
    }

    static func buildSlider(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop
        let slider = Slider(frame: Rect(x: x0, y: y, width: 300, height: 0))
        slider.minimumValue = sliderRange.lowerBound
        slider.maximumValue = sliderRange.upperBound
        slider.value = sliderStart
        slider.tag = sliderTag
        slider.accessibilityLabel = "Amount"
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

    static func buildTextField(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop
        let field = TextField(frame: Rect(x: x0, y: y, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Type a word"
        field.font = .system(size: 15)
        field.tag = textFieldTag
        let echo = ViewKit.label("Click the field and type; Return ends editing",
                                 frame: Rect(x: x0, y: y + 41, width: card.width - 2 * Card.inset, height: 20))
        let count = ViewKit.label("", frame: Rect(x: x0 + 312, y: y + 7, width: 76, height: 20), alignment: .right)
        field.addAction(for: .editingChanged) { f, _ in
            count.text = "\(f.count) chars"
            echo.text = f.text.isEmpty ? "Empty" : "Typed “\(f.text)”"
        }
        field.addAction(for: .editingDidEndOnExit) { f, _ in
            echo.text = "Done: “\(f.text)”"
        }
        for v in [field, count, echo] as [View] { window.addSubview(v) }
    }

    static func buildLabels(_ window: Window, in card: Rect) {
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

    static func buildSwitch(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop
        let toggle = Switch(frame: Rect(x: x0, y: y, width: 0, height: 0))
        toggle.isOn = true
        toggle.tag = switchTag
        toggle.accessibilityLabel = "Notifications"
        let state = ViewKit.label("", frame: Rect(x: x0 + 62, y: y + 6, width: 130, height: 20), size: 14, color: Palette.ink)
        func update() { state.text = toggle.isOn ? "Notifications on" : "Notifications off" }
        update()
        toggle.addAction(for: .valueChanged) { _, _ in update() }

        let tinted = Switch(frame: Rect(x: x0 + 206, y: y, width: 0, height: 0))
        tinted.onTintColor = Palette.leaf
        tinted.isOn = true
        tinted.accessibilityLabel = "Tinted switch"
        let off = Switch(frame: Rect(x: x0 + 268, y: y, width: 0, height: 0))
        off.isEnabled = false
        off.accessibilityLabel = "Disabled switch"
        let caption = ViewKit.label("Tap or drag · tinted · disabled", frame: Rect(x: x0, y: y + 40, width: 300, height: 18),
                                    size: 12)
        for v in [toggle, state, tinted, off, caption] as [View] { window.addSubview(v) }
    }

    static func buildSegments(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop, w = card.width - 2 * Card.inset
        let names = ["Day", "Week", "Month", "Year"]
        let segments = SegmentedControl(items: names, frame: Rect(x: x0, y: y, width: w, height: 29))
        segments.selectedSegmentIndex = 1
        segments.tag = segmentsTag
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

    static func buildPages(_ window: Window, in card: Rect) {
        let x0 = card.minX + Card.inset, y = card.minY + Card.contentTop, w = card.width - 2 * Card.inset
        let dots = PageControl(frame: Rect(x: x0, y: y, width: w, height: 26))
        dots.numberOfPages = 6
        dots.currentPage = 2
        dots.tag = pagesTag
        let page = ViewKit.label("", frame: Rect(x: x0, y: y + 32, width: w, height: 20), size: 14, color: Palette.ink,
                                 alignment: .center)
        func update() { page.text = "Page \(dots.currentPage + 1) of \(dots.numberOfPages) · tap left or right" }
        update()
        dots.addAction(for: .valueChanged) { _, _ in update() }
        window.addSubview(dots)
        window.addSubview(page)
    }

    static func buildIndicators(_ window: Window, in card: Rect) {
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
            control.setTitle(running ? "Start" : "Stop", for: .normal)
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
            buttonStatus: (window.viewWithTag(buttonStatusTag) as? Label)?.text ?? "",
            segmentIndex: (window.viewWithTag(segmentsTag) as? SegmentedControl)?.selectedSegmentIndex ?? -1,
            pageIndex: (window.viewWithTag(pagesTag) as? PageControl)?.currentPage ?? -1,
            textFieldText: field.text, textFieldEditing: field.isEditing, textFieldX: fieldCenter.x,
            textFieldY: fieldCenter.y)
    }
}
