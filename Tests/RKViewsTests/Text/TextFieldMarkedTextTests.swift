import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing

@testable import RKViews

/// Input-method composition, scripted as ibus or fcitx send it through SDL: editing events
/// with the composition so far, then the committed text.
@MainActor
@Suite(.serialized) struct TextFieldMarkedTextTests {
    func setUp() throws -> (HeadlessHost, TextField, () -> [String]) {
        let h = try HeadlessHost(size: Size(width: 300, height: 80))
        let f = TextField(frame: Rect(x: 20, y: 20, width: 260, height: 36))
        h.window.addSubview(f)
        var log: [String] = []
        f.addAction(for: .editingChanged) { f, _ in log.append(f.text) }
        h.tap(at: Point(x: 150, y: 38))
        return (h, f, { log })
    }

    @Test func pinyinCompositionIsMarkedThenCommitted() throws {
        let (h, f, log) = try setUp()
        h.type("我")
        #expect(h.compose("n"))
        #expect(f.text == "我n" && f.markedTextRange == 1..<2)
        h.compose("ni")
        h.compose("ni h")
        h.compose("ni hao")
        #expect(f.text == "我ni hao" && f.markedTextRange == 1..<7 && f.caretPosition == 7)
        // The candidate window opens at the caret, inside the field.
        let r = try #require(h.window.textInputRect)
        #expect(f.frame.contains(Point(x: r.midX, y: r.midY)))
        h.type("你好")
        #expect(f.text == "我你好" && f.markedTextRange == nil && f.caretPosition == 3)
        #expect(log().last == "我你好")
    }

    @Test func anEmptyCompositionRemovesTheMarkedText() throws {
        let (h, f, _) = try setUp()
        h.type("ab")
        h.window.handleKey(.left)
        h.compose("ka")
        #expect(f.text == "akab" && f.markedTextRange == 1..<3)
        h.compose("")
        #expect(f.text == "ab" && f.markedTextRange == nil && f.caretPosition == 1)
    }

    @Test func theImeCaretCanSitInsideTheComposition() throws {
        let (h, f, _) = try setUp()
        h.compose("かんじ", selectedRange: 1..<1)
        #expect(f.markedTextRange == 0..<3 && f.selectedRange == 1..<1)
        // A composition replaces the selection it starts on.
        h.type("漢字")
        f.selectedRange = 0..<2
        h.compose("x")
        #expect(f.text == "x" && f.markedTextRange == 0..<1)
    }

    @Test func endingEditingCommitsTheMarkedText() throws {
        let (h, f, _) = try setUp()
        h.compose("abc")
        _ = f.resignFirstResponder()
        #expect(f.text == "abc" && f.markedTextRange == nil)
        #expect(h.window.textInputRect == nil)
    }

    @Test func theCompositionIsDrawnUnderlined() throws {
        let (h, f, _) = try setUp()
        h.compose("mmmm")
        let marked = h.snapshot()
        h.type("mmmm")
        let committed = h.snapshot()
        // Same glyphs; only the underline differs, below the baseline.
        var differing: [Int] = []
        for y in 0..<80 {
            for x in 20..<120 where marked.pixel(x: x, y: y) != committed.pixel(x: x, y: y) { differing.append(y) }
        }
        #expect(!differing.isEmpty)
        let textMid = f.frame.midY
        #expect(differing.allSatisfy { Double($0) > textMid })
    }
}
