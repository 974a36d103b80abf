import RKGeometry
import RKGraphics
import RKHosts
import RKMainLoop
import Testing

@testable import RKViews

/// The controls' natural sizes as Auto Layout uses them: a view pinned only by its origin takes
/// its intrinsic size, and a change of content is measured again at the next pass.
@MainActor
@Suite(.serialized) struct IntrinsicContentSizeTests {
    /// Pins `v` at (10, 20) in a fresh root and lays out.
    func placed(_ v: View, extra: (View, View) -> [LayoutConstraint] = { _, _ in [] }) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 500, height: 400))
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        LayoutConstraint.activate(
            [
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ] + extra(v, root))
        root.layoutIfNeeded()
        return root
    }

    @Test func labelsAndButtonsTakeTheirTextsSize() {
        let label = Label(text: "Pancakes")
        let root = placed(label)
        #expect(label.frame == Rect(origin: Point(x: 10, y: 20), size: label.sizeThatFits(Size(width: 1e6, height: 1e6))))
        let before = label.frame.width
        label.text = "Pancakes with syrup"
        root.layoutIfNeeded()
        #expect(label.frame.width > before && label.frame.width == label.intrinsicContentSize.width)

        let button = Button(style: .filled)
        button.setTitle("Save", for: .normal)
        let broot = placed(button)
        #expect(button.frame.size == button.intrinsicContentSize && button.frame.width > 0)
        button.setTitle("Save and close", for: .normal)
        broot.layoutIfNeeded()
        #expect(button.frame.size == button.intrinsicContentSize)
    }

    @Test func imagesSwitchesSlidersAndFields() {
        let image = ImageView(image: ControlArt.square(.red, side: 12))
        let root = placed(image)
        #expect(image.frame == Rect(x: 10, y: 20, width: 12, height: 12))
        image.image = ControlArt.square(.red, side: 30)
        root.layoutIfNeeded()
        #expect(image.frame.size == Size(width: 30, height: 30))

        let toggle = Switch()
        _ = placed(toggle)
        #expect(toggle.frame.size == Switch.defaultSize)
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)

        // A slider has a natural height but no natural width: the width comes from constraints.
        let slider = Slider()
        #expect(slider.intrinsicContentSize.width == View.noIntrinsicMetric)
        _ = placed(slider) { v, r in [v.trailingAnchor.constraint(equalTo: r.trailingAnchor, constant: -10)] }
        #expect(slider.frame == Rect(x: 10, y: 20, width: 480, height: slider.intrinsicContentSize.height))
        #expect(slider.frame.height >= Slider.defaultHeight)

        let field = TextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        let froot = placed(field)
        let empty = field.frame.width
        #expect(field.frame.size == field.intrinsicContentSize && empty > 14)
        field.insertText("A much longer name than the placeholder")
        froot.layoutIfNeeded()
        #expect(field.frame.width > empty && field.frame.size == field.intrinsicContentSize)
    }

    @Test func lastBaselineOfAWrappedLabel() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let text = Label(text: "One\nTwo\nThree")
        text.numberOfLines = 0
        let side = Label(text: "last")
        for v in [text, side] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor), text.topAnchor.constraint(equalTo: root.topAnchor),
            side.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: 8),
            side.lastBaselineAnchor.constraint(equalTo: text.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let textLast = text.frame.midY + (try #require(text.labelBaselineOffsetFromCenter(first: false)))
        let sideLast = side.frame.midY + (try #require(side.labelBaselineOffsetFromCenter(first: false)))
        #expect(abs(textLast - sideLast) <= 0.5)
        #expect(side.frame.minY > text.frame.height / 2)  // beside the third line, not the first
    }

    @Test func aStackInsideAConstrainedFormSizesItself() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 600))
        let title = Label(text: "Title")
        let a = Label(text: "a")
        let b = Label(text: "b")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 6
        let footer = View()
        for v in [title, stack, footer] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            footer.topAnchor.constraint(equalTo: stack.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 10), footer.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let h = title.intrinsicContentSize.height
        let ah = a.intrinsicContentSize.height
        let bh = b.intrinsicContentSize.height
        #expect(stack.frame == Rect(x: 0, y: 10 + h + 10, width: 300, height: ah + 6 + bh))
        #expect(footer.frame.minY == stack.frame.maxY && a.frame.width == 300)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == ah && footer.frame.minY == stack.frame.maxY)
    }

    @Test func safeAreaGuideFollowsTheStatusBar() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        h.window.makeKeyAndVisible()
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(v)
        let guide = h.window.safeAreaLayoutGuide
        LayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: guide.topAnchor), v.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            v.leadingAnchor.constraint(equalTo: guide.leadingAnchor), v.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        h.renderFrame()
        let top = h.window.safeAreaInsets.top
        #expect(top == (Application.shared.isStatusBarHidden ? 0 : Window.statusBarHeight))
        #expect(v.frame == Rect(x: 0, y: top, width: 320, height: 480 - top))
        #expect(guide.layoutFrame == v.frame)
    }

    @Test func priorityCannotSwitchBetweenRequiredAndOptionalWhileActive() {
        let log = RecipeLog.Capture()
        log.run {
            let v = View()
            let c = v.widthAnchor.constraint(equalToConstant: 10)
            c.isActive = true
            c.priority = .defaultHigh
            #expect(c.priority == .required && log.lines.count == 1)
            c.isActive = false
            c.priority = .defaultHigh
            #expect(c.priority == .defaultHigh && log.lines.count == 1)
        }
    }
}

/// A wrapping label in a constrained form takes the height of its text at the width it is given.
@MainActor
@Suite(.serialized) struct WrappingLabelTests {
    @Test func aWrappingLabelGrowsToItsTextAtItsWidth() throws {
        let h = try HeadlessHost(size: Size(width: 200, height: 400))
        let note = Label(text: "A note long enough to wrap onto several lines at two hundred points")
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        let below = View()
        below.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(note)
        h.window.addSubview(below)
        LayoutConstraint.activate([
            note.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
            note.trailingAnchor.constraint(equalTo: h.window.trailingAnchor, constant: -10),
            note.topAnchor.constraint(equalTo: h.window.topAnchor),
            below.topAnchor.constraint(equalTo: note.bottomAnchor), below.leadingAnchor.constraint(equalTo: note.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 5), below.heightAnchor.constraint(equalToConstant: 5),
        ])
        h.renderFrame()
        let wrapped = note.sizeThatFits(Size(width: 180, height: 1e6))
        #expect(note.frame == Rect(x: 10, y: 0, width: 180, height: wrapped.height))
        #expect(wrapped.height > Label(text: "A").intrinsicContentSize.height * 2)
        #expect(below.frame.minY == note.frame.maxY)
        // Narrower: more lines, and the passes settle (no layout-loop log line).
        let log = RecipeLog.Capture()
        log.run {
            h.window.frame = Rect(x: 0, y: 0, width: 120, height: 400)
            h.renderFrame()
            #expect(note.frame.height == note.sizeThatFits(Size(width: 100, height: 1e6)).height)
            #expect(note.frame.height > wrapped.height && log.lines.isEmpty)
            note.preferredMaxLayoutWidth = 60
            h.renderFrame()
            #expect(note.intrinsicContentSize.width <= 60)
        }
    }
}
