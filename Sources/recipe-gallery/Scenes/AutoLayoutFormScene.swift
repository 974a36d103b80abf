import Foundation
import RecipeKit

extension GalleryScene {
    static let autoLayoutForm = GalleryScene(
        name: "auto-layout-form", title: "Auto Layout form",
        summary: "One form built from stack views and constraints, shown in two panels. Drag the slider to resize the "
            + "left panel: the form reflows, and below 380 points each row stacks its caption over its control.",
        size: AutoLayoutFormScene.size,
        buildViews: { AutoLayoutFormScene.buildViews($0) }
    ) { _ in }
}

/// The `auto-layout-form` scene: a recipe form made of stack views and anchors, in a panel
/// whose width is a constraint constant.
@MainActor
enum AutoLayoutFormScene {
    nonisolated static let size = Size(width: 860, height: 680)
    static let wideWidth = 470.0
    static let narrowWidth = 300.0

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
        let top = GalleryScene.contentTop
        let wide = makePanel()
        let narrow = makePanel()
        // Tab goes through one panel's form, then the other's: reading order alone interleaved
        // them row by row, since the panels' rows sit at nearly the same heights.
        wide.focusGroupIdentifier = "wide-form"
        narrow.focusGroupIdentifier = "narrow-form"
        window.addSubview(wide)
        window.addSubview(narrow)
        let wideWidth = wide.widthAnchor.constraint(equalToConstant: wideWidth)
        LayoutConstraint.activate([
            wide.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: m),
            wide.topAnchor.constraint(equalTo: window.topAnchor, constant: top),
            wideWidth,
            narrow.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -m),
            narrow.topAnchor.constraint(equalTo: window.topAnchor, constant: top),
            narrow.widthAnchor.constraint(equalToConstant: narrowWidth),
        ])

        let hint = ViewKit.label(
            "Left panel width: \(Int(wideWidth.constant)) pt",
            frame: Rect(x: m, y: size.height - 70, width: 300, height: 18))
        window.addSubview(hint)
        let slider = Slider(frame: Rect(x: m, y: size.height - 48, width: 300, height: 30))
        slider.minimumValue = 260
        slider.maximumValue = 480
        slider.value = wideWidth.constant
        slider.accessibilityLabel = "Left panel width"
        slider.addAction(for: .valueChanged) { [weak window, weak hint] sender, _ in
            guard let s = sender as? Slider else { return }
            wideWidth.constant = s.value.rounded()
            hint?.text = "Left panel width: \(Int(wideWidth.constant)) pt"
            window?.layoutIfNeeded()
        }
        window.addSubview(slider)
    }
}
