import RKGeometry
import RKGraphics
import RKHosts
import RKSnapshotTesting
import Testing

@testable import RKViews

/// The focus ring as Tab leaves it, at 2x: around a filled button, a slider and a text field
/// being edited.
@MainActor
@Suite(.serialized) struct FocusRingSnapshotTests {
    /// A host showing `view` alone, focused by Tab.
    func focused(_ view: View, size: Size) throws -> HeadlessHost {
        let h = try HeadlessHost(size: size, scale: 2)
        h.window.backgroundColor = Color(white: 0.96)
        h.window.addSubview(view)
        h.press(.tab)
        #expect(view.isFocused && h.window.isFocusRingVisible)
        h.run(for: 0.3)
        return h
    }

    @Test func aFilledButton() throws {
        let b = Button(style: .filled)
        b.setTitle("Save", for: .normal)
        b.sizeToFit()
        b.frame.origin = Point(x: 20, y: 14)
        let h = try focused(b, size: Size(width: b.frame.width + 40, height: b.frame.height + 28))
        Snapshot.expect(h.snapshot(), named: "button")
    }

    @Test func aSlider() throws {
        let s = Slider(frame: Rect(x: 16, y: 12, width: 200, height: 0))
        s.value = 0.3
        let h = try focused(s, size: Size(width: 232, height: 55))
        h.press(.right)
        h.run(for: 0.3)
        #expect(abs(s.value - 0.4) < 1e-9)
        Snapshot.expect(h.snapshot(), named: "slider")
    }

    @Test func aTextFieldBeingEdited() throws {
        let f = TextField(frame: Rect(x: 16, y: 14, width: 220, height: 34))
        f.borderStyle = .roundedRect
        f.placeholder = "Recipe name"
        let h = try focused(f, size: Size(width: 252, height: 62))
        h.type("Soup")
        #expect(f.isEditing)
        Snapshot.expect(h.snapshot(), named: "text-field")
    }
}
