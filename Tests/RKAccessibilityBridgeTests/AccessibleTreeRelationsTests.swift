import RKGeometry
import RKHosts
import RKViews
import Testing

@testable import RKAccessibilityBridge

/// Captions that name controls: the control takes the caption's text as its name, and both
/// point at each other (labelled-by, label-for).
@MainActor
@Suite struct AccessibleTreeRelationsTests {
    @Test func aCaptionNamesItsControlAndBothPointAtEachOther() throws {
        let host = try HeadlessHost(size: Size(width: 300, height: 200))
        let w = host.window
        let tree = AccessibleTree(applicationName: "demo")
        tree.frames = [AccessibleWindow(title: "Demo", screenFrame: { Rect(x: 0, y: 0, width: 300, height: 200) },
                                        contents: { [unowned w] in [.init(window: w)] })]
        let caption = Label(text: "Vegetarian")
        caption.frame = Rect(x: 10, y: 10, width: 100, height: 20)
        let toggle = Switch(frame: Rect(x: 120, y: 10, width: 0, height: 0))
        let unrelated = Switch(frame: Rect(x: 120, y: 60, width: 0, height: 0))
        unrelated.accessibilityLabel = "Spicy"
        for v in [caption, toggle, unrelated] as [View] { w.addSubview(v) }

        #expect(tree.name(of: .view(toggle)) == "")
        toggle.accessibilityLabelledBy = [caption]
        #expect(tree.name(of: .view(toggle)) == "Vegetarian")
        caption.text = "Meat-free"
        #expect(tree.name(of: .view(toggle)) == "Meat-free")
        #expect(caption.accessibilityLabelFor.count == 1 && caption.accessibilityLabelFor[0] === toggle)

        let toggleRelations = tree.relations(of: .view(toggle))
        #expect(toggleRelations.map(\.0) == [.labelledBy])
        #expect(toggleRelations.first?.1.first?.isSame(as: .view(caption)) == true)
        let captionRelations = tree.relations(of: .view(caption))
        #expect(captionRelations.map(\.0) == [.labelFor])
        #expect(captionRelations.first?.1.first?.isSame(as: .view(toggle)) == true)
        #expect(tree.relations(of: .view(unrelated)).isEmpty)

        // Relabelling moves the other side too; a hidden caption is no target.
        toggle.accessibilityLabelledBy = []
        #expect(caption.accessibilityLabelFor.isEmpty && tree.relations(of: .view(caption)).isEmpty)
        toggle.accessibilityLabelledBy = [caption]
        caption.isHidden = true
        #expect(tree.relations(of: .view(toggle)).isEmpty)
    }
}
