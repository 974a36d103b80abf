import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// A text field with the mouse, as on a desktop: drag and Shift-click selection, the primary
/// selection, the right-click menu and the I-beam.
@MainActor
@Suite(.serialized) struct TextFieldDesktopTests {
    func setUp(_ text: String = "one two three") throws -> (HeadlessHost, TextField) {
        let h = try HeadlessHost(size: Size(width: 400, height: 200))
        let f = TextField(frame: Rect(x: 20, y: 20, width: 360, height: 36))
        h.window.addSubview(f)
        h.tap(at: Point(x: 200, y: 38))
        #expect(f.isEditing)
        f.text = text
        return (h, f)
    }

    /// The host point over the boundary before character `i`.
    func point(_ f: TextField, _ i: Int) -> Point {
        let r = f.caretRect(for: i)
        return f.convert(Point(x: r.midX, y: r.midY), to: f.window)
    }

    @Test func draggingSelectsAndSetsThePrimarySelection() throws {
        let (h, f) = try setUp()
        Pasteboard.primary.string = nil
        h.drag(from: point(f, 4), to: point(f, 7))
        #expect(f.selectedRange == 4..<7)
        #expect(Pasteboard.primary.string == "two")
        // Backwards: the caret ends at the start.
        h.drag(from: point(f, 13), to: point(f, 8))
        #expect(f.selectedRange == 8..<13)
        #expect(f.caretPosition == 8)
    }

    @Test func aDragHeldPastTheEdgeKeepsSelectingIntoTheHiddenText() throws {
        let (h, f) = try setUp(String(repeating: "word ", count: 40))
        f.selectedRange = 0..<0
        h.press(.home)
        let start = point(f, 2)
        h.touchDown(at: start)
        h.touchMove(to: Point(x: 395, y: 38))  // past the field's right edge
        let first = f.selectedRange.upperBound
        h.run(for: 0.5)
        #expect(f.selectedRange.lowerBound == 2)
        #expect(f.selectedRange.upperBound >= first + 5)
        h.touchUp(at: Point(x: 395, y: 38))
        let done = f.selectedRange
        h.run(for: 0.5)
        #expect(f.selectedRange == done)
    }

    @Test func shiftClickExtendsTheSelection() throws {
        let (h, f) = try setUp()
        f.selectedRange = 4..<4
        Application.shared.modifierFlags = [.shift]
        defer { Application.shared.modifierFlags = [] }
        h.tap(at: point(f, 13))
        #expect(f.selectedRange == 4..<13)
    }

    @Test func aMiddleClickPastesThePrimarySelectionWhereItClicks() throws {
        let (h, f) = try setUp("ab")
        Pasteboard.primary.string = "XY"
        #expect(h.click(.middle, at: point(f, 1)))
        #expect(f.text == "aXYb")
        h.press(KeyboardKey(name: "z", modifiers: [.control]))
        #expect(f.text == "ab")
    }

    @Test func secureFieldsDoNotExportTheirSelection() throws {
        let (_, f) = try setUp("secret")
        f.isSecureTextEntry = true
        Pasteboard.primary.string = "before"
        f.selectedRange = 0..<6
        #expect(Pasteboard.primary.string == "before")
    }

    @Test func theRightClickMenuHasTheEditCommandsEnabledAsTheyApply() throws {
        let (h, f) = try setUp("soup")
        Pasteboard.general.string = "stew"
        h.click(.secondary, at: point(f, 2))
        #expect(h.window.shownContextMenu == [["Undo", "Redo", "-", "Cut", "Copy", "Paste", "Delete", "-", "Select All"]])
        let menu = f.editMenu()
        let actions = menu.children.flatMap { ($0 as? Menu)?.children ?? [] }.compactMap { $0 as? Action }
        let enabled = actions.filter(\.isEnabled).map(\.identifier)
        // No selection, nothing typed: only Paste and Select All apply.
        #expect(enabled == ["paste", "selectAll"])
        h.press(.escape)
        f.selectedRange = 0..<4
        let withSelection = f.editMenu().children.flatMap { ($0 as? Menu)?.children ?? [] }.compactMap { $0 as? Action }
        #expect(withSelection.filter(\.isEnabled).map(\.identifier) == ["cut", "copy", "paste", "delete", "selectAll"])
    }

    @Test func pasteFromTheMenuPastes() throws {
        let (h, f) = try setUp("soup")
        Pasteboard.general.string = "stew"
        f.selectedRange = 4..<4
        h.click(.secondary, at: point(f, 4))
        // Down to Paste: Undo and Redo, Cut, Copy and Delete are disabled.
        h.press(.down)
        h.press(.return)
        #expect(f.text == "soupstew")
        #expect(h.window.shownContextMenu == nil)
        #expect(f.isEditing)
    }

    @Test func aRightClickOnAFieldNotBeingEditedStartsEditing() throws {
        let h = try HeadlessHost(size: Size(width: 400, height: 200))
        let f = TextField(frame: Rect(x: 20, y: 20, width: 360, height: 36))
        h.window.addSubview(f)
        #expect(h.click(.secondary, at: Point(x: 100, y: 38)))
        #expect(f.isEditing)
        #expect(h.window.shownContextMenu != nil)
    }

    @Test func theIBeamShowsOverTheFieldAndTheArrowElsewhere() throws {
        let (h, f) = try setUp()
        h.hover(at: Point(x: 100, y: 38))
        #expect(Application.shared.cursor == .iBeam)
        h.hover(at: Point(x: 100, y: 150))
        #expect(Application.shared.cursor == .arrow)
        f.isEnabled = false
        h.hover(at: Point(x: 100, y: 38))
        #expect(Application.shared.cursor == .arrow)
        let link = View(frame: Rect(x: 0, y: 100, width: 100, height: 50))
        link.cursor = .pointingHand
        h.window.addSubview(link)
        h.hover(at: Point(x: 50, y: 120))
        #expect(Application.shared.cursor == .pointingHand)
        h.hover(at: nil)
        #expect(Application.shared.cursor == .arrow)
    }
}
