import RKGeometry
import RKGraphics
import RKHosts
import RKSnapshotTesting
import Testing

@testable import RKViews

/// A reference image of a form made of stack views and anchors, at two widths, at 2x.
@MainActor
@Suite(.serialized) struct StackViewSnapshotTests {
    func form(title: String) -> View {
        let card = View()
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        card.translatesAutoresizingMaskIntoConstraints = false
        card.layoutMargins = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        func row(_ caption: String, _ control: View) -> StackView {
            let l = Label(text: caption, font: .system(size: 13, weight: .bold))
            l.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            let r = StackView(arrangedSubviews: [l, control])
            r.spacing = 8
            r.alignment = .center
            return r
        }
        let field = TextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Pancakes"
        let buttons = StackView(arrangedSubviews: [Button(style: .gray), Button(style: .filled)])
        for (b, t) in zip(buttons.arrangedSubviews.compactMap { $0 as? Button }, ["Cancel", "Save"]) {
            b.setTitle(t, for: .normal)
        }
        buttons.distribution = .fillEqually
        buttons.spacing = 8
        let stack = StackView(arrangedSubviews: [
            Label(text: title, font: .system(size: 17, weight: .bold)),
            row("Name", field), row("Serves", Slider()), row("Vegan", Switch()), buttons,
        ])
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            field.heightAnchor.constraint(equalToConstant: 30),
        ])
        return card
    }

    @Test func formAtTwoWidths() throws {
        let h = try HeadlessHost(size: Size(width: 560, height: 260), scale: 2, backgroundColor: Color(white: 0.9))
        h.window.backgroundColor = Color(white: 0.9)
        let wide = form(title: "Wide")
        let narrow = form(title: "Narrow")
        h.window.addSubview(wide)
        h.window.addSubview(narrow)
        LayoutConstraint.activate([
            wide.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
            wide.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 10),
            wide.widthAnchor.constraint(equalToConstant: 320),
            narrow.leadingAnchor.constraint(equalTo: wide.trailingAnchor, constant: 10),
            narrow.topAnchor.constraint(equalTo: wide.topAnchor),
            narrow.trailingAnchor.constraint(equalTo: h.window.trailingAnchor, constant: -10),
        ])
        h.run(for: 0.1)
        #expect(narrow.frame.width == 210 && wide.frame.height == narrow.frame.height)
        Snapshot.expect(h.snapshot(), named: "form-at-two-widths")
    }
}
