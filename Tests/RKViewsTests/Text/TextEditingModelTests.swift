import Testing

@testable import RKViews

/// The editing model alone: edits, compositions and selection moves on a value, with no view.
struct TextEditingModelTests {
    @Test func replacingPutsTheCaretAfterTheNewTextAndClampsItsRange() {
        var m = TextEditingModel(text: "hello")
        #expect(m.selection == 5..<5 && m.caretPosition == 5)
        m.replace(1..<3, with: "EY")
        #expect(m.text == "hEYlo" && m.selection == 3..<3)
        m.replace(4..<99, with: "!")
        #expect(m.text == "hEYl!" && m.selection == 5..<5)
        m.replace(-3..<1, with: "")
        #expect(m.text == "EYl!" && m.selection == 0..<0)
    }

    @Test func aCombiningMarkMergesWithItsNeighbour() {
        var m = TextEditingModel(text: "cafe")
        m.replace(4..<4, with: "\u{301}")
        #expect(m.text == "café" && m.count == 4 && m.caretPosition == 4)
    }

    @Test func compositionsReplaceEachOtherAndCommit() {
        var m = TextEditingModel(text: "ab")
        m.select(1..<1)
        m.setMarkedText("ni", selectedRange: 2..<2)
        #expect(m.text == "anib" && m.markedRange == 1..<3 && m.selection == 3..<3)
        m.setMarkedText("nih", selectedRange: 1..<2)
        #expect(m.text == "anihb" && m.markedRange == 1..<4 && m.selection == 2..<3)
        #expect(m.rangeForCommit == 1..<4)
        m.replace(m.rangeForCommit, with: "你")
        #expect(m.text == "a你b" && m.markedRange == nil && m.caretPosition == 2)
        m.setMarkedText("x", selectedRange: 1..<1)
        m.setMarkedText("", selectedRange: 0..<0)
        #expect(m.text == "a你b" && m.markedRange == nil)
    }

    @Test func deletionRangesFollowTheSelectionOrTheCaret() {
        var m = TextEditingModel(text: "abc")
        #expect(m.rangeForDeleteBackward == 2..<3 && m.rangeForDeleteForward == nil)
        m.select(0..<0)
        #expect(m.rangeForDeleteBackward == nil && m.rangeForDeleteForward == 0..<1)
        m.select(1..<3)
        #expect(m.rangeForDeleteBackward == 1..<3 && m.rangeForDeleteForward == 1..<3)
        #expect(m.selectedText == "bc")
    }

    @Test func extendingKeepsTheAnchorAndTheCaretMoves() {
        var m = TextEditingModel(text: "hello world")
        m.select(5..<5)
        m.extendSelection(to: 2)
        #expect(m.selection == 2..<5 && m.caretPosition == 2 && m.anchor == 5 && m.caretIsAtStart)
        m.extendSelection(to: 8)
        #expect(m.selection == 5..<8 && m.caretPosition == 8 && !m.caretIsAtStart)
        m.extendSelection(to: 1_000)
        #expect(m.selection == 5..<11)
        #expect(m.caretTarget(movingBy: -1) == 5 && m.caretTarget(movingBy: 1) == 11)
        m.select(3..<3)
        #expect(m.caretTarget(movingBy: -10) == 0)
    }

    @Test func wordsAreFoundFromAnyPosition() {
        let m = TextEditingModel(text: "one, two_2  three")
        #expect(m.wordStart(before: 9) == 5 && m.wordEnd(after: 3) == 10)
        #expect(m.wordRange(at: 6) == 5..<10)
        #expect(m.wordRange(at: 11) == 10..<12)  // the spaces between words
        #expect(m.wordRange(at: 99) == 12..<17)
        #expect(TextEditingModel().wordRange(at: 0) == nil)
    }

    @Test func settingTheTextEndsACompositionAndPutsTheCaretAtTheEnd() {
        var m = TextEditingModel(text: "ab")
        m.setMarkedText("k", selectedRange: 1..<1)
        m.setText("xyz")
        #expect(m.markedRange == nil && m.selection == 3..<3)
        m.select(-2..<99)
        #expect(m.selection == 0..<3)
    }
}
