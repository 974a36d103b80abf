import RKGeometry
import RKGraphics
import RKHosts
import RKSnapshotTesting
import Testing

@testable import RKViews

/// How a context menu, its submenu and a tooltip look.
@MainActor
@Suite(.serialized) struct InteractionSnapshotTests {
    final class Card: View, ContextMenuInteractionDelegate {
        override init(frame: Rect) {
            super.init(frame: frame)
            backgroundColor = Color(white: 0.93)
            addInteraction(ContextMenuInteraction(delegate: self))
        }
        func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                    configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
            ContextMenuConfiguration { _ in
                Menu(children: [
                    Action(title: "Open") { _ in },
                    Action(title: "Favourite", state: .on) { _ in },
                    Action(title: "Rename", attributes: .disabled) { _ in },
                    Menu(title: "Share", children: [Action(title: "Mail") { _ in }, Action(title: "Chat") { _ in }]),
                    Menu(options: .displayInline, children: [Action(title: "Delete", attributes: .destructive) { _ in }]),
                ])
            }
        }
    }

    @Test(arguments: [false, true])
    func contextMenuWithSubmenu(dark: Bool) throws {
        let h = try HeadlessHost(size: Size(width: 460, height: 260), scale: 2)
        if dark { h.window.overrideUserInterfaceStyle = .dark }
        h.window.addSubview(Card(frame: Rect(x: 0, y: 0, width: 460, height: 260)))
        h.click(.secondary, at: Point(x: 30, y: 24))
        h.press(.down)
        h.press(.down)
        h.press(.down)  // Rename is disabled: Share
        h.press(KeyboardKey(.right))
        Snapshot.expect(h.snapshot(), named: dark ? "context-menu-dark" : "context-menu")
    }

    @Test(arguments: [false, true])
    func textFieldEditMenu(dark: Bool) throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 330), scale: 2)
        if dark { h.window.overrideUserInterfaceStyle = .dark }
        let f = TextField(frame: Rect(x: 20, y: 20, width: 280, height: 36))
        f.borderStyle = .roundedRect
        h.window.addSubview(f)
        h.tap(at: Point(x: 150, y: 38))
        h.type("Tomato soup")
        f.selectedRange = 7..<11
        Pasteboard.general.string = "stew"
        h.click(.secondary, at: Point(x: 90, y: 46))
        Snapshot.expect(h.snapshot(), named: dark ? "text-field-menu-dark" : "text-field-menu")
    }

    @Test(arguments: [false, true])
    func toolTip(dark: Bool) throws {
        let h = try HeadlessHost(size: Size(width: 260, height: 120), scale: 2)
        if dark { h.window.overrideUserInterfaceStyle = .dark }
        let b = Button(type: .system)
        b.setTitle("Save", for: .normal)
        b.frame = Rect(x: 20, y: 20, width: 80, height: 36)
        b.toolTip = "Saves the recipe to your book"
        h.window.addSubview(b)
        h.hover(at: Point(x: 60, y: 38))
        h.run(for: ToolTipPresenter.delay + 0.1)
        Snapshot.expect(h.snapshot(), named: dark ? "tool-tip-dark" : "tool-tip")
    }
}
