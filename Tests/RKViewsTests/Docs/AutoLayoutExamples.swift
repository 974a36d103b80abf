import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

// The examples of docs/AUTOLAYOUT.md, compiled and run here (see DocExamplesTests).

@MainActor
@Suite(.serialized) struct AutoLayoutExampleTests {
    @Test func aFormWithAnchors() throws {
        // docs: autolayout-anchors
        let host = try HeadlessHost(size: Size(width: 400, height: 300))
        let window = host.window
        let caption = Label(text: "Name")
        let field = TextField()
        field.borderStyle = .roundedRect
        for v in [caption, field] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
        }
        let margins = window.layoutMarginsGuide
        LayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            caption.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            field.leadingAnchor.constraint(equalTo: caption.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            field.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 20),
            field.heightAnchor.constraint(equalToConstant: 34),
        ])
        field.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)  // the field takes the width
        host.renderFrame()
        // The caption sits at its natural width; the field fills the rest of the margins.
        // end docs
        let w = caption.intrinsicContentSize.width
        #expect(caption.frame.minX == 8 && caption.frame.width == w)
        #expect(field.frame == Rect(x: 8 + w + 8, y: 20, width: 400 - 16 - w - 8, height: 34))
    }

    @Test func aFormWithStackViews() throws {
        // docs: autolayout-stack
        let host = try HeadlessHost(size: Size(width: 400, height: 300))
        func row(_ caption: String, _ control: View) -> StackView {
            let row = StackView(arrangedSubviews: [Label(text: caption), control])
            row.spacing = 12
            row.alignment = .center
            return row
        }
        let serves = Slider()
        let vegetarian = Switch()
        let form = StackView(arrangedSubviews: [row("Serves", serves), row("Vegetarian", vegetarian)])
        form.axis = .vertical
        form.spacing = 16
        form.isLayoutMarginsRelativeArrangement = true
        form.layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        form.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(form)
        LayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: host.window.trailingAnchor),
            form.topAnchor.constraint(equalTo: host.window.topAnchor),
        ])
        host.renderFrame()
        // The stack is as tall as its rows; the slider stretches, the switch hugs its size (750).
        // end docs
        let rowHeight = Swift.max(Label(text: "Serves").intrinsicContentSize.height, serves.intrinsicContentSize.height)
        let switchRow = Swift.max(Label(text: "Vegetarian").intrinsicContentSize.height, Switch.defaultSize.height)
        #expect(form.frame == Rect(x: 0, y: 0, width: 400, height: 16 + rowHeight + 16 + switchRow + 16))
        #expect(vegetarian.frame.size == Switch.defaultSize)
        #expect(serves.convert(serves.bounds, to: host.window).maxX == 400 - 16)
    }

    @Test func animatingAConstant() throws {
        // docs: autolayout-animate
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let drawer = View()
        drawer.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(drawer)
        let top = drawer.topAnchor.constraint(equalTo: host.window.bottomAnchor)  // hidden below
        LayoutConstraint.activate([
            top, drawer.heightAnchor.constraint(equalToConstant: 200),
            drawer.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            drawer.trailingAnchor.constraint(equalTo: host.window.trailingAnchor),
        ])
        host.renderFrame()
        View.animate(withDuration: 0.3) {
            top.constant = -200  // slide up into view
            host.window.layoutIfNeeded()  // the frames animate to the new solution
        }
        // end docs
        #expect(drawer.frame.minY == 280)
        #expect(!drawer.layer.animationKeys.isEmpty)
        host.run(for: 0.4)
        #expect(drawer.layer.presentationProperties.position.y == 380)
    }

    @Test func scrollingContentSizedByConstraints() throws {
        // docs: autolayout-scroll
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        let scroll = ScrollView(frame: host.window.bounds)
        host.window.addSubview(scroll)
        let article = Label(text: String(repeating: "Knead the dough until smooth. ", count: 80))
        article.numberOfLines = 0
        article.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(article)
        LayoutConstraint.activate([
            // Pinned to the content guide: the label's size becomes the content size.
            article.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
            article.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
            article.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            article.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            // As wide as the scroll view less the sides: it scrolls only vertically.
            article.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        host.renderFrame()
        // end docs
        let height = article.sizeThatFits(Size(width: 288, height: .infinity)).height
        #expect(height > 480)
        #expect(article.frame == Rect(x: 16, y: 16, width: 288, height: height))
        #expect(scroll.contentSize == Size(width: 320, height: height + 32))
    }
}
