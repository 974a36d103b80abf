import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMotion
import RKSnapshotTesting
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct TextFieldTests {
    /// A rounded-rect field at (20, 20, 260x36) in a 300x80 window, logging its editing events.
    func setUp() throws -> (HeadlessHost, TextField, () -> [String]) {
        let h = try HeadlessHost(size: Size(width: 300, height: 80))
        let f = TextField(frame: Rect(x: 20, y: 20, width: 260, height: 36))
        f.borderStyle = .roundedRect
        h.window.addSubview(f)
        var log: [String] = []
        let names: [(Control.Events, String)] = [
            (.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEnd, "end"),
            (.editingDidEndOnExit, "exit"), (.valueChanged, "valueChanged"),
        ]
        for (e, n) in names { f.addAction(for: e) { _, _ in log.append(n) } }
        return (h, f, { log })
    }

    let inside = Point(x: 150, y: 38)

    @Test func tapBeginsEditing() throws {
        let (h, f, log) = try setUp()
        #expect(f.canBecomeFirstResponder)
        #expect(!f.isEditing && h.window.firstResponder == nil)
        h.tap(at: inside)
        #expect(f.isFirstResponder && f.isEditing)
        #expect(h.window.firstResponder === f)
        #expect(h.window.firstResponderInWindow === f)
        #expect(log() == ["begin"])
        h.tap(at: inside)
        #expect(log() == ["begin"])  // already editing
    }

    @Test func typingCountsGraphemeClusters() throws {
        let (h, f, log) = try setUp()
        h.tap(at: inside)
        h.type("Café👍🏽")
        #expect(f.text == "Café👍🏽")
        #expect(f.count == 5)
        #expect(f.caretPosition == 5)
        #expect(log() == ["begin"] + Array(repeating: "changed", count: 5))
        h.press(.left)
        #expect(f.selectedRange == 4..<4)
        h.press(.backspace)  // deletes the é, all of it
        #expect(f.text == "Caf👍🏽")
        #expect(f.caretPosition == 3)
        h.press(.end)
        h.press(.backspace)  // the whole emoji with its skin tone
        #expect(f.text == "Caf")
        h.type("é")
        #expect(f.text == "Café")
        #expect(f.text.utf8.count == 5)
        h.press(.home)
        h.type("¡")
        #expect(f.text == "¡Café")
        #expect(f.caretPosition == 1)
    }

    @Test func combiningMarksJoinTheCharacterBeforeThem() throws {
        let (h, f, _) = try setUp()
        h.tap(at: inside)
        f.insertText("e")
        f.insertText("\u{301}")
        #expect(f.text == "e\u{301}")
        #expect(f.count == 1)
        #expect(f.caretPosition == 1)
        f.deleteBackward()
        #expect(f.text.isEmpty)
    }

    @Test func editingEventsFollowUIKitsOrder() throws {
        let (h, f, log) = try setUp()
        h.tap(at: inside)
        h.type("ab")
        h.press(.return)
        #expect(log() == ["begin", "changed", "changed", "exit", "end"])
        #expect(!f.isFirstResponder && !f.isEditing)
        #expect(f.text == "ab")
        #expect(h.window.firstResponder == nil)
        #expect(!h.type("c"))  // nothing has focus
        #expect(f.text == "ab")
    }

    @Test func aNewlineInTypedTextPressesReturn() throws {
        let (h, f, log) = try setUp()
        h.tap(at: inside)
        h.type("hi\nthere")
        #expect(f.text == "hi")
        #expect(log() == ["begin", "changed", "changed", "exit", "end"])
    }

    @Test func shouldChangeCanRefuseEdits() throws {
        let (h, f, log) = try setUp()
        var asked: [(Range<Int>, String)] = []
        f.shouldChange = { _, range, string in
            asked.append((range, string))
            return !string.contains { $0.isNumber }
        }
        h.tap(at: inside)
        h.type("a1b2")
        #expect(f.text == "ab")
        #expect(log() == ["begin", "changed", "changed"])
        f.deleteBackward()
        #expect(asked.last?.0 == 1..<2 && asked.last?.1 == "")
        #expect(asked.count == 5)
    }

    @Test func shouldReturnCanKeepEditing() throws {
        let (h, f, log) = try setUp()
        f.shouldReturn = { _ in false }
        h.tap(at: inside)
        h.press(.return)
        #expect(f.isEditing)
        #expect(log() == ["begin"])
        f.shouldReturn = { _ in true }
        h.press(.return)
        #expect(!f.isEditing)
        #expect(log() == ["begin", "exit", "end"])
    }

    @Test func selectionIsReplacedByTyping() throws {
        let (h, f, log) = try setUp()
        f.text = "hello"
        #expect(log().isEmpty)  // text set in code sends nothing
        h.tap(at: inside)
        h.press(.selectAll)
        #expect(f.selectedRange == 0..<5)
        h.type("X")
        #expect(f.text == "X")
        f.text = "hello"
        f.selectedRange = 1..<3
        f.moveCursor(by: -1)
        #expect(f.selectedRange == 1..<1)
        f.selectedRange = 1..<3
        h.press(.right)
        #expect(f.selectedRange == 3..<3)
        f.selectedRange = 1..<3
        h.press(.backspace)
        #expect(f.text == "hlo")
        f.selectedRange = -4..<99
        #expect(f.selectedRange == 0..<3)
        f.moveCursor(by: -10)
        #expect(f.selectedRange == 0..<0)
    }

    @Test func tapWhileEditingPlacesTheCaret() throws {
        let (h, f, _) = try setUp()
        f.text = "abcdef"
        h.tap(at: inside)
        #expect(f.caretPosition == 6)
        let target = f.caretRect(for: 2)
        h.tap(at: f.convert(Point(x: target.midX + 1, y: 18), to: h.window))
        #expect(f.selectedRange == 2..<2)
    }

    @Test func shiftExtendsTheSelectionFromItsAnchorBothWays() throws {
        let (h, f, _) = try setUp()
        h.tap(at: inside)
        f.text = "recipe kit"
        f.selectedRange = 4..<4
        f.handleKey(.extendRight)
        f.handleKey(.extendRight)
        #expect(f.selectedRange == 4..<6 && f.caretPosition == 6)
        // Back past the anchor: the selection flips to its left, the caret at its start.
        for _ in 0..<4 { f.handleKey(.extendLeft) }
        #expect(f.selectedRange == 2..<4 && f.caretPosition == 2)
        f.handleKey(.extendToEnd)
        #expect(f.selectedRange == 4..<10 && f.caretPosition == 10)
        f.handleKey(.extendToStart)
        #expect(f.selectedRange == 0..<4 && f.caretPosition == 0)
        f.handleKey(.left)  // an arrow collapses to the selection's side
        #expect(f.selectedRange == 0..<0)
        f.handleKey(.extendLeft)  // nothing further left
        #expect(f.selectedRange == 0..<0)
    }

    @Test func wordsAreSkippedAndSelected() throws {
        let (h, f, log) = try setUp()
        h.tap(at: inside)
        f.text = "slide-in  view, fast"
        f.selectedRange = 20..<20
        f.handleKey(.wordLeft)
        #expect(f.caretPosition == 16)  // "fast"
        f.handleKey(.wordLeft)
        #expect(f.caretPosition == 10)  // "view", over ", "
        f.handleKey(.wordRight)
        #expect(f.caretPosition == 14)
        f.handleKey(.extendWordRight)
        #expect(f.selectedRange == 14..<20)
        f.selectedRange = 3..<3
        f.handleKey(.extendWordLeft)
        #expect(f.selectedRange == 0..<3 && f.caretPosition == 0)
        f.selectWord(at: 7)  // inside "in"
        #expect(f.selectedRange == 6..<8)
        f.selectWord(at: 8)  // on the spaces after it
        #expect(f.selectedRange == 8..<10)
        f.selectWord(at: 20)  // at the end: the last word
        #expect(f.selectedRange == 16..<20)
        f.selectedRange = 5..<5
        let before = log().count
        f.handleKey(.deleteForward)
        #expect(f.text == "slidein  view, fast" && f.caretPosition == 5 && log().count == before + 1)
        f.selectedRange = 19..<19
        f.handleKey(.deleteForward)  // at the end: nothing
        #expect(f.text.count == 19 && log().count == before + 1)
    }

    @Test func doubleAndTripleTapsSelectAWordAndEverything() throws {
        let (h, f, _) = try setUp()
        f.text = "two words"
        h.tap(at: inside)
        let target = f.caretRect(for: 1)
        let p = f.convert(Point(x: target.midX, y: 18), to: h.window)
        h.run(for: 0.5)  // not part of the same tap series as the tap that began editing
        h.doubleTap(at: p)
        #expect(f.selectedRange == 0..<3)
        h.tap(at: p)  // the third tap of the series
        #expect(f.selectedRange == 0..<9)
    }

    @Test func copyCutAndPasteGoThroughThePasteboard() throws {
        let (h, f, log) = try setUp()
        let board = Pasteboard.general
        let saved = (board.reader, board.writer, board.string)
        defer { board.reader = saved.0; board.writer = saved.1; board.string = saved.2 }
        board.reader = nil
        board.writer = nil
        h.tap(at: inside)
        f.text = "hello world"
        f.selectedRange = 0..<5
        f.handleKey(.copy)
        #expect(board.string == "hello" && f.text == "hello world")
        f.selectedRange = 5..<11
        f.handleKey(.cut)
        #expect(board.string == " world" && f.text == "hello" && log().last == "changed")
        f.selectedRange = 0..<0
        f.handleKey(.paste)
        #expect(f.text == " worldhello" && f.caretPosition == 6)
        // Secure text is never copied; cut still deletes it.
        f.isSecureTextEntry = true
        f.selectAll()
        f.handleKey(.copy)
        #expect(board.string == " world")
        f.handleKey(.cut)
        #expect(board.string == " world" && f.text.isEmpty)
        // A connected clipboard is read and written through.
        var system: String? = "from elsewhere"
        board.reader = { system }
        board.writer = { system = $0 }
        f.isSecureTextEntry = false
        f.handleKey(.paste)
        #expect(f.text == "from elsewhere")
        f.selectAll()
        f.handleKey(.copy)
        #expect(system == "from elsewhere" && board.hasStrings)
        system = nil  // the system clipboard is empty: the text last written stays readable
        #expect(board.string == "from elsewhere")
    }

    @Test func longTextScrollsToKeepTheCaretVisible() throws {
        let (h, f, _) = try setUp()
        h.tap(at: inside)
        h.type(String(repeating: "wide text ", count: 6))
        let caret = f.caretRect(for: f.caretPosition)
        #expect(caret.maxX <= f.textRect.maxX + 1)
        #expect(caret.minX > f.textRect.midX)
        h.press(.home)
        _ = h.snapshot()
        #expect(abs(f.caretRect(for: 0).midX - f.textRect.minX) < 0.01)
    }

    @Test func caretBlinksOnlyWhileEditing() throws {
        let (h, f, _) = try setUp()
        #expect(f.blinkTimer == nil)
        h.tap(at: inside)
        #expect(f.blinkTimer?.isValid == true)
        #expect(f.isCaretVisible)
        h.run(for: 0.55)
        #expect(!f.isCaretVisible)
        h.run(for: 0.5)
        #expect(f.isCaretVisible)
        #expect(f.blinkCount == 2)
        let timer = f.blinkTimer
        f.resignFirstResponder()
        #expect(f.blinkTimer == nil && timer?.isValid == false)
        #expect(h.eventLoop.nextFireDate == nil)
        h.run(for: 3)
        #expect(f.blinkCount == 2)
    }

    @Test func typingKeepsTheCaretOn() throws {
        let (h, f, _) = try setUp()
        h.tap(at: inside)
        h.run(for: 0.55)
        #expect(!f.isCaretVisible)
        h.type("a")
        #expect(f.isCaretVisible)
    }

    @Test func leavingTheWindowEndsEditingAndStopsTheTimer() throws {
        let (h, f, log) = try setUp()
        h.tap(at: inside)
        h.run(for: 0.6)
        let count = f.blinkCount
        f.removeFromSuperview()
        #expect(log() == ["begin", "end"])
        #expect(!f.isFirstResponder && !f.isEditing)
        #expect(h.eventLoop.nextFireDate == nil)
        h.run(for: 3)
        #expect(f.blinkCount == count)
        #expect(!f.becomeFirstResponder())  // not in a window
    }

    @Test func anotherFieldTakingFocusEndsEditing() throws {
        let (h, f, log) = try setUp()
        let other = TextField(frame: Rect(x: 20, y: 60, width: 260, height: 16))
        h.window.addSubview(other)
        h.tap(at: inside)
        #expect(other.becomeFirstResponder())
        #expect(log() == ["begin", "end"])
        #expect(other.isEditing && !f.isEditing)
        #expect(f.blinkTimer == nil)
        h.type("x")
        #expect(other.text == "x" && f.text.isEmpty)
    }

    @Test func disabledFieldsDoNotBeginEditing() throws {
        let (h, f, log) = try setUp()
        f.isEnabled = false
        h.tap(at: inside)
        #expect(!f.isEditing)
        #expect(log().isEmpty)
    }

    @Test func clearsOnBeginEditing() throws {
        let (h, f, log) = try setUp()
        f.text = "old"
        f.clearsOnBeginEditing = true
        h.tap(at: inside)
        #expect(f.text.isEmpty)
        #expect(log() == ["begin"])
    }

    @Test func secureEntryDrawsBulletsNotTheText() throws {
        func render(_ configure: (TextField) -> Void) throws -> [UInt32] {
            let h = try HeadlessHost(size: Size(width: 200, height: 40))
            let f = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 40))
            configure(f)
            h.window.addSubview(f)
            return h.snapshot().premultipliedARGB
        }
        let secure = try render { $0.isSecureTextEntry = true; $0.text = "secret" }
        let bullets = try render { $0.text = String(repeating: "\u{2022}", count: 6) }
        let plain = try render { $0.text = "secret" }
        #expect(secure == bullets)
        #expect(secure != plain)
    }

    // MARK: Snapshots

    func snapshotHost(_ configure: (HeadlessHost, TextField) -> Void) throws -> Image {
        let h = try HeadlessHost(size: Size(width: 260, height: 50), scale: 2, backgroundColor: Color(white: 0.94))
        let f = TextField(frame: Rect(x: 10, y: 7, width: 240, height: 36))
        f.borderStyle = .roundedRect
        h.window.addSubview(f)
        configure(h, f)
        return h.snapshot()
    }

    @Test func snapshotEmpty() throws {
        Snapshot.expect(try snapshotHost { _, _ in }, named: "empty")
    }

    @Test func snapshotPlaceholder() throws {
        Snapshot.expect(try snapshotHost { _, f in f.placeholder = "Search recipes" }, named: "placeholder")
    }

    @Test func snapshotEditingWithCaret() throws {
        let image = try snapshotHost { h, f in
            f.placeholder = "Search recipes"
            h.tap(at: Point(x: 130, y: 25))
            // No emoji: the machine's fonts have no color emoji, and snapshots stay portable.
            h.type("Crème brûlée")
            h.press(.left)
            h.press(.left)  // the caret between "brûl" and "ée"
        }
        Snapshot.expect(image, named: "editing")
    }

    @Test func snapshotSecure() throws {
        let image = try snapshotHost { h, f in
            f.isSecureTextEntry = true
            h.tap(at: Point(x: 130, y: 25))
            h.type("hunter2")
        }
        Snapshot.expect(image, named: "secure")
    }

    @Test func snapshotSelection() throws {
        let image = try snapshotHost { h, f in
            f.text = "Tarte Tatin aux pommes"
            h.tap(at: Point(x: 130, y: 25))
            f.selectedRange = 6..<11
        }
        Snapshot.expect(image, named: "selection")
    }

    @Test func snapshotBorderStyles() throws {
        let h = try HeadlessHost(size: Size(width: 260, height: 90), scale: 2)
        let line = TextField(frame: Rect(x: 10, y: 8, width: 240, height: 32))
        line.borderStyle = .line
        line.text = "Line border"
        let plain = TextField(frame: Rect(x: 10, y: 50, width: 240, height: 32))
        plain.text = "No border, disabled"
        plain.isEnabled = false
        h.window.addSubview(line)
        h.window.addSubview(plain)
        Snapshot.expect(h.snapshot(), named: "borders")
    }
}
