import Foundation
import RecipeKit

extension GalleryScene {
    static let autoLayoutForm = GalleryScene(
        name: "auto-layout-form", title: "Auto Layout form",
        summary: "A form of stack views and constraints, in two panels. Resize the window: the panels share its "
            + "width, and stack below 720 points.",
        size: AutoLayoutFormScene.size, fillsStage: true, minimumSize: AutoLayoutFormScene.minimumSize,
        recordState: { router, dump in dump.form = AutoLayoutFormScene.state(of: router) },
        buildViews: { AutoLayoutFormScene.buildViews($0) }
    ) { _ in }
}

/// The `auto-layout-form` scene: a recipe form made of stack views and anchors, in two panels
/// that share the width the window gives the scene.
@MainActor
enum AutoLayoutFormScene {
    /// The size the scene is exported at.
    nonisolated static let size = Size(width: 860, height: 680)
    /// The smallest size the gallery window gives the scene (it scales it down below that).
    nonisolated static let minimumSize = Size(width: 560, height: 480)
    /// The right panel's width while the panels are side by side.
    static let narrowWidth = 300.0
    /// Tags of the views the state dump reads.
    static let arrangementTag = 3001, leftPanelTag = 3002, rightPanelTag = 3003, nameFieldTag = 3004

    /// The two panels, side by side, the right one at ``narrowWidth`` and the left one taking
    /// the rest; stacked, each as wide as the scene, when the scene is narrower than
    /// ``stackedBelow``. The arrangement swaps one set of constraints for the other, as an
    /// app does for a compact width.
    final class PanelArrangement: View {
        static let stackedBelow = 720.0
        var sideBySide: [LayoutConstraint] = []
        var stacked: [LayoutConstraint] = []
        private(set) var isStacked = false

        override func layoutSubviews() {
            super.layoutSubviews()
            let stack = bounds.width < PanelArrangement.stackedBelow
            guard stack != isStacked else { return }
            isStacked = stack
            LayoutConstraint.deactivate(stack ? sideBySide : stacked)
            LayoutConstraint.activate(stack ? stacked : sideBySide)
            // The new constraints are solved in the next pass.
            setNeedsLayout()
        }
    }

    /// A panel that turns its form's rows from side by side to stacked when it gets narrow,
    /// as an app does for a compact width.
    final class FormPanel: View {
        var rows: [StackView] = []
        static let compactWidth = 380.0

        override func layoutSubviews() {
            super.layoutSubviews()
            let compact = bounds.width < FormPanel.compactWidth
            for row in rows {
                row.axis = compact ? .vertical : .horizontal
                row.alignment = compact ? .fill : .center
                row.spacing = compact ? 4 : 12
            }
        }
    }

    static func caption(_ text: String) -> Label {
        let l = Label(text: text, font: .system(size: 15, weight: .bold))
        l.textColor = Palette.secondaryInk
        l.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        // The widest caption sets the shared width: none is shortened to match a narrower one.
        l.setContentCompressionResistancePriority(.required - 1, for: .horizontal)
        return l
    }

    /// The form: a title, four captioned rows and a row of buttons, in a vertical stack pinned
    /// to the panel's margins.
    static func makePanel() -> FormPanel {
        let panel = FormPanel()
        panel.translatesAutoresizingMaskIntoConstraints = false
        panel.backgroundColor = .white
        panel.layer.cornerRadius = 12
        panel.layer.borderWidth = 1
        panel.layer.borderColor = Palette.hairline
        panel.layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)

        let title = Label(text: "New recipe", font: .system(size: 20, weight: .bold))
        let name = TextField()
        name.placeholder = "Pancakes"
        name.borderStyle = .roundedRect
        let servesValue = Label(text: "4", font: .system(size: 15))
        let serves = Slider()
        serves.minimumValue = 1
        serves.maximumValue = 12
        serves.value = 4
        serves.addAction(for: .valueChanged) { [weak servesValue] sender, _ in
            guard let slider = sender as? Slider else { return }
            servesValue?.text = "\(Int(slider.value.rounded()))"
        }
        let servesRow = StackView(arrangedSubviews: [serves, servesValue])
        servesRow.spacing = 8
        servesRow.alignment = .center
        let vegetarian = Switch()
        vegetarian.isOn = true
        let switchRow = StackView(arrangedSubviews: [vegetarian, View()])
        switchRow.alignment = .center
        let time = SegmentedControl(items: ["10 min", "30 min", "1 h"])
        time.selectedSegmentIndex = 1

        let captions = [caption("Name"), caption("Serves"), caption("Vegetarian"), caption("Time")]
        let controls: [View] = [name, servesRow, switchRow, time]
        // Each caption names its control for screen readers (labelled-by and label-for), rather
        // than a copy of its text in the control's accessibilityLabel.
        for (c, control) in zip(captions, [name, serves, vegetarian, time] as [View]) {
            control.accessibilityLabelledBy = [c]
        }
        var rows: [StackView] = []
        for (c, control) in zip(captions, controls) {
            rows.append(StackView(arrangedSubviews: [c, control]))
        }
        panel.rows = rows

        let cancel = Button(style: .gray)
        cancel.setTitle("Cancel", for: .normal)
        let save = Button(style: .filled)
        save.setTitle("Save", for: .normal)
        let buttons = StackView(arrangedSubviews: [cancel, save])
        buttons.distribution = .fillEqually
        buttons.spacing = 12

        let note = Label(
            text: "Rows and the note reflow with the panel's width; the buttons share it equally.",
            font: .system(size: 14))
        note.numberOfLines = 0
        note.textColor = Palette.secondaryInk
        let form = StackView(arrangedSubviews: [title] + rows + [note, buttons])
        form.axis = .vertical
        form.spacing = 14
        form.setCustomSpacing(22, after: note)
        form.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(form)
        // Captions share one width (the widest caption's) so the controls line up.
        var cs = [
            form.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
            form.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
            form.bottomAnchor.constraint(equalTo: panel.layoutMarginsGuide.bottomAnchor),
            name.heightAnchor.constraint(equalToConstant: 34),
            time.heightAnchor.constraint(equalToConstant: 30),
        ]
        for c in captions.dropFirst() { cs.append(c.widthAnchor.constraint(equalTo: captions[0].widthAnchor)) }
        LayoutConstraint.activate(cs)
        return panel
    }

    static func buildViews(_ window: Window) {
        let m = GalleryScene.margin
        let left = makePanel()
        let right = makePanel()
        left.tag = leftPanelTag
        right.tag = rightPanelTag
        // Tab goes through one panel's form, then the other's: reading order alone interleaved
        // them row by row, since the panels' rows sit at nearly the same heights.
        left.focusGroupIdentifier = "wide-form"
        right.focusGroupIdentifier = "narrow-form"
        if let name = left.rows.first?.arrangedSubviews.last { name.tag = nameFieldTag }

        // Stacked panels can be taller than the window: they scroll, as wide as the scroll view.
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.showsHorizontalScrollIndicator = false
        window.addSubview(scroll)
        let panels = PanelArrangement()
        panels.tag = arrangementTag
        panels.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(panels)
        panels.addSubview(left)
        panels.addSubview(right)
        let content = scroll.contentLayoutGuide
        // As short as the taller panel allows.
        let shortest = panels.heightAnchor.constraint(equalToConstant: 0)
        shortest.priority = .fittingSizeLevel
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: window.topAnchor, constant: GalleryScene.contentTop),
            scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            panels.topAnchor.constraint(equalTo: content.topAnchor),
            panels.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            panels.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            panels.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            panels.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            shortest,
            left.topAnchor.constraint(equalTo: panels.topAnchor),
            left.leadingAnchor.constraint(equalTo: panels.leadingAnchor, constant: m),
            panels.bottomAnchor.constraint(greaterThanOrEqualTo: left.bottomAnchor, constant: m),
            panels.bottomAnchor.constraint(greaterThanOrEqualTo: right.bottomAnchor, constant: m),
            right.trailingAnchor.constraint(equalTo: panels.trailingAnchor, constant: -m),
        ])
        panels.sideBySide = [
            right.topAnchor.constraint(equalTo: panels.topAnchor),
            right.widthAnchor.constraint(equalToConstant: narrowWidth),
            left.trailingAnchor.constraint(equalTo: right.leadingAnchor, constant: -24),
        ]
        panels.stacked = [
            right.topAnchor.constraint(equalTo: left.bottomAnchor, constant: 24),
            right.leadingAnchor.constraint(equalTo: panels.leadingAnchor, constant: m),
            left.trailingAnchor.constraint(equalTo: panels.trailingAnchor, constant: -m),
        ]
        LayoutConstraint.activate(panels.sideBySide)
    }

    /// The panels' sizes and arrangement for the state dump.
    static func state(of router: WindowInputRouter) -> StateDump.FormState? {
        let window = router.window
        guard let panels = window.viewWithTag(arrangementTag) as? PanelArrangement,
              let left = window.viewWithTag(leftPanelTag) as? FormPanel,
              let right = window.viewWithTag(rightPanelTag),
              let name = window.viewWithTag(nameFieldTag) else { return nil }
        let origin = router.hostPoint(fromWindow: .zero)
        let rightFrame = right.convert(right.bounds, to: window)
        return StateDump.FormState(
            formSceneWidth: window.bounds.width, formSceneHeight: window.bounds.height,
            formSceneX: origin.x, formSceneY: origin.y, formSceneScale: router.scale,
            formStacked: panels.isStacked, formLeftWidth: left.bounds.width,
            formLeftRowsStacked: left.rows.first?.axis == .vertical,
            formNameWidth: name.bounds.width, formRightX: rightFrame.minX, formRightY: rightFrame.minY)
    }
}
