import Foundation
import RKGeometry
import Testing

@testable import RKGraphics

@Suite struct TextLayoutPositionsTests {
    let font = Font.system(size: 20)

    @Test func caretsRunLeftToRightAndPointsFindTheNearestBoundary() {
        let l = TextLayout(AttributedString("hello world"), font: font)
        #expect(l.characterCount == 11)
        var previous = -1.0
        for i in 0...11 {
            let x = l.caretRect(at: i).minX
            #expect(x > previous)
            previous = x
        }
        #expect(abs(l.caretRect(at: 11).minX - l.size.width) < 0.5)
        for i in 0...11 {
            // A little right of each caret finds that boundary back.
            let p = Point(x: l.caretRect(at: i).minX + 1, y: l.size.height / 2)
            #expect(l.characterIndex(at: p) == i)
        }
        #expect(l.characterIndex(at: Point(x: -50, y: 5)) == 0)
        #expect(l.characterIndex(at: Point(x: 5000, y: 5)) == 11)
        #expect(l.characterIndex(at: Point(x: .nan, y: 5)) == 0)
    }

    /// Indices count Characters: a flag, an accented letter written with a combining mark
    /// and a skin-toned emoji are one each, however many bytes they take.
    @Test func indicesCountGraphemeClusters() {
        let s = "a🇫🇷e\u{301}👍🏽b"
        let l = TextLayout(AttributedString(s), font: font)
        #expect(l.characterCount == s.count)
        #expect(l.characterCount == 5)
        let xs = (0...5).map { l.caretRect(at: $0).minX }
        #expect(xs == xs.sorted())
        #expect(Set(xs).count == 6)
    }

    @Test func rangesGiveOneRectanglePerLine() {
        let l = TextLayout(AttributedString("one two three four five six"), width: 80, font: font)
        #expect(l.lineCount > 1)
        let all = l.rects(for: 0..<l.characterCount)
        #expect(all.count == l.lineCount)
        let first = l.rects(for: 0..<3)
        #expect(first.count == 1)
        #expect(abs(first[0].minX - 0) < 0.5 && abs(first[0].maxX - l.caretRect(at: 3).minX) < 0.5)
        #expect(l.rects(for: 4..<4).isEmpty)
        // The second line's carets are below the first's.
        let lastCaret = l.caretRect(at: l.characterCount)
        #expect(lastCaret.minY > l.caretRect(at: 0).minY)
        #expect(l.characterIndex(at: Point(x: 1, y: lastCaret.midY)) > 3)
    }

    @Test func rightToLeftTextPutsItsFirstCaretOnTheRight() {
        let l = TextLayout(AttributedString("שלום"), font: font)
        #expect(l.caretRect(at: 0).minX > l.caretRect(at: 4).minX)
    }
}
