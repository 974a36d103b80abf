import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// A form laid out by constraints against its window reflows when the window is resized: the
/// window's frame is a pin of the solver, so a new size re-solves, and a view that swaps
/// constraint sets for a narrow width (as the gallery's form does) settles in the next pass.
@MainActor
@Suite(.serialized) struct WindowResizeReflowTests {
    /// Two panels side by side (the right one 200 wide, the left one taking the rest), stacked
    /// full width below 500 points.
    final class Panels: View {
        var sideBySide: [LayoutConstraint] = []
        var stacked: [LayoutConstraint] = []
        private(set) var isStacked = false

        override func layoutSubviews() {
            super.layoutSubviews()
            let stack = bounds.width < 500
            guard stack != isStacked else { return }
            isStacked = stack
            LayoutConstraint.deactivate(stack ? sideBySide : stacked)
            LayoutConstraint.activate(stack ? stacked : sideBySide)
            setNeedsLayout()
        }
    }

    struct Form {
        let window: Window
        let scroll: ScrollView
        let panels: Panels
        let left: View
        let right: View
        let field: TextField
    }

    func makeForm(size: Size) -> Form {
        let window = Window(frame: Rect(size: size))
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        let panels = Panels()
        panels.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(panels)
        let left = View(), right = View()
        let field = TextField()
        for v in [left, right, field] { v.translatesAutoresizingMaskIntoConstraints = false }
        panels.addSubview(left)
        panels.addSubview(right)
        left.addSubview(field)
        let shortest = panels.heightAnchor.constraint(equalToConstant: 0)
        shortest.priority = .fittingSizeLevel
        let content = scroll.contentLayoutGuide
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            panels.topAnchor.constraint(equalTo: content.topAnchor),
            panels.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            panels.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            panels.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            panels.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            shortest,
            panels.bottomAnchor.constraint(greaterThanOrEqualTo: left.bottomAnchor, constant: 10),
            panels.bottomAnchor.constraint(greaterThanOrEqualTo: right.bottomAnchor, constant: 10),
            left.topAnchor.constraint(equalTo: panels.topAnchor),
            left.leadingAnchor.constraint(equalTo: panels.leadingAnchor, constant: 10),
            left.heightAnchor.constraint(equalToConstant: 300),
            right.trailingAnchor.constraint(equalTo: panels.trailingAnchor, constant: -10),
            right.heightAnchor.constraint(equalToConstant: 250),
            field.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: left.trailingAnchor, constant: -16),
            field.topAnchor.constraint(equalTo: left.topAnchor, constant: 16),
        ])
        panels.sideBySide = [
            right.topAnchor.constraint(equalTo: panels.topAnchor),
            right.widthAnchor.constraint(equalToConstant: 200),
            left.trailingAnchor.constraint(equalTo: right.leadingAnchor, constant: -20),
        ]
        panels.stacked = [
            right.topAnchor.constraint(equalTo: left.bottomAnchor, constant: 20),
            right.leadingAnchor.constraint(equalTo: panels.leadingAnchor, constant: 10),
            left.trailingAnchor.constraint(equalTo: panels.trailingAnchor, constant: -10),
        ]
        LayoutConstraint.activate(panels.sideBySide)
        settle(window)
        return Form(window: window, scroll: scroll, panels: panels, left: left, right: right, field: field)
    }

    func settle(_ window: Window) {
        for _ in 0..<3 { window.layoutIfNeeded() }
    }

    @Test func aWiderWindowWidensTheFieldsAndKeepsThePanelsSideBySide() {
        let form = makeForm(size: Size(width: 600, height: 500))
        // 600 − 10 − 10 − 200 − 20 = 360 for the left panel, less 2 × 16 for the field.
        #expect(form.left.frame == Rect(x: 10, y: 0, width: 360, height: 300))
        #expect(form.right.frame == Rect(x: 390, y: 0, width: 200, height: 250))
        #expect(form.field.frame.width == 328)
        #expect(form.scroll.contentSize == Size(width: 600, height: 310))

        form.window.frame = Rect(size: Size(width: 900, height: 500))
        settle(form.window)
        #expect(form.left.frame.width == 660)
        #expect(form.field.frame.width == 628)
        #expect(form.right.frame == Rect(x: 690, y: 0, width: 200, height: 250))
        #expect(!form.panels.isStacked)
    }

    @Test func aNarrowWindowStacksThePanelsAndTheyScroll() {
        let form = makeForm(size: Size(width: 600, height: 500))
        form.window.frame = Rect(size: Size(width: 420, height: 500))
        settle(form.window)
        #expect(form.panels.isStacked)
        #expect(form.left.frame == Rect(x: 10, y: 0, width: 400, height: 300))
        #expect(form.right.frame == Rect(x: 10, y: 320, width: 400, height: 250))
        #expect(form.field.frame.width == 368)
        // Taller than the 460 points the scroll view shows: the content scrolls.
        #expect(form.scroll.contentSize == Size(width: 420, height: 580))

        // And back: side by side again, the stacked constraints gone.
        form.window.frame = Rect(size: Size(width: 700, height: 500))
        settle(form.window)
        #expect(!form.panels.isStacked)
        #expect(form.right.frame == Rect(x: 490, y: 0, width: 200, height: 250))
        #expect(form.left.frame.width == 460)
        #expect(form.scroll.contentSize == Size(width: 700, height: 310))
    }
}
