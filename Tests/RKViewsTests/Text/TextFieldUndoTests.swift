import RKGeometry
import RKHosts
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct TextFieldUndoTests {
    let undoKey = KeyboardKey(name: "z", modifiers: [.control])
    let redoKey = KeyboardKey(name: "z", modifiers: [.control, .shift])

    func setUp() throws -> (HeadlessHost, TextField) {
        let h = try HeadlessHost(size: Size(width: 300, height: 80))
        let f = TextField(frame: Rect(x: 20, y: 20, width: 260, height: 36))
        h.window.addSubview(f)
        h.tap(at: Point(x: 150, y: 38))
        #expect(f.isEditing)
        return (h, f)
    }

    @Test func typingIsUndoneAWordAtATime() throws {
        let (h, f) = try setUp()
        h.type("hello world")
        #expect(f.text == "hello world")
        h.press(undoKey)
        #expect(f.text == "hello")
        #expect(f.selectedRange == 5..<5)
        h.press(undoKey)
        #expect(f.text == "")
        h.press(redoKey)
        #expect(f.text == "hello")
        h.press(KeyboardKey(name: "y", modifiers: [.control]))
        #expect(f.text == "hello world")
        #expect(f.caretPosition == 11)
    }

    @Test func movingTheCaretStartsANewStep() throws {
        let (h, f) = try setUp()
        h.type("abc")
        h.press(.left)
        h.type("X")
        #expect(f.text == "abXc")
        h.press(undoKey)
        #expect(f.text == "abc")
        #expect(f.selectedRange == 2..<2)
        h.press(undoKey)
        #expect(f.text == "")
    }

    @Test func backspacesCoalesceAndUndoRestoresTheText() throws {
        let (h, f) = try setUp()
        h.type("swift")
        h.press(.backspace)
        h.press(.backspace)
        h.press(.backspace)
        #expect(f.text == "sw")
        h.press(undoKey)
        #expect(f.text == "swift")
        #expect(f.caretPosition == 5)
        h.press(redoKey)
        #expect(f.text == "sw")
    }

    @Test func pasteAndCutAreStepsOfTheirOwnWithTheirSelection() throws {
        let (h, f) = try setUp()
        h.type("one two")
        f.selectedRange = 4..<7
        h.press(KeyboardKey(name: "x", modifiers: [.control]))
        #expect(f.text == "one ")
        #expect(f.undoManager?.undoActionName == "Cut")
        h.press(.home)
        h.press(KeyboardKey(name: "v", modifiers: [.control]))
        #expect(f.text == "twoone ")
        #expect(f.undoManager?.undoActionName == "Paste")
        h.press(undoKey)
        #expect(f.text == "one ")
        h.press(undoKey)
        #expect(f.text == "one two")
        #expect(f.selectedRange == 4..<7)  // the cut selection comes back selected
        h.press(redoKey)
        #expect(f.text == "one ")
    }

    @Test func replacingASelectionByTypingIsOneStep() throws {
        let (h, f) = try setUp()
        h.type("cat")
        f.selectedRange = 0..<3
        h.type("dog")
        #expect(f.text == "dog")
        h.press(undoKey)
        // The replacement (d) and the letters typed after it are separate steps, as in GTK.
        #expect(f.text == "d")
        h.press(undoKey)
        #expect(f.text == "cat")
        #expect(f.selectedRange == 0..<3)
    }

    @Test func textSetByTheAppAndEndingEditingClearTheFieldsHistory() throws {
        let (h, f) = try setUp()
        h.type("draft")
        #expect(f.undoManager?.canUndo == true)
        f.text = "set by the app"
        #expect(f.undoManager?.canUndo == false)
        h.type(" more")
        #expect(f.undoManager?.canUndo == true)
        _ = f.resignFirstResponder()
        #expect(h.window.undoManager?.canUndo == false)
    }

    @Test func secureEntryKeepsNoHistory() throws {
        let (h, f) = try setUp()
        f.isSecureTextEntry = true
        h.type("secret")
        #expect(f.undoManager?.canUndo == false)
        h.press(undoKey)
        #expect(f.text == "secret")
    }

    @Test func undoSendsEditingChanged() throws {
        let (h, f) = try setUp()
        var changes = 0
        f.addAction(for: .editingChanged) { _, _ in changes += 1 }
        h.type("ab")
        #expect(changes == 2)
        h.press(undoKey)
        #expect(changes == 3)
        #expect(f.text == "")
    }
}
