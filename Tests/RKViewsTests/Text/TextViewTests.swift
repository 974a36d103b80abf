import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKMainLoop
import RKSnapshotTesting
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct TextViewTests {
    final class Log: TextViewDelegate {
        var events: [String] = []
        var refuses: String?
        func textViewDidBeginEditing(_ textView: TextView) { events.append("begin") }
        func textViewDidEndEditing(_ textView: TextView) { events.append("end") }
        func textViewDidChange(_ textView: TextView) { events.append("change") }
        func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool {
            text != refuses
        }
    }

    func setUp(_ text: String = "") throws -> (HeadlessHost, TextView) {
        let h = try HeadlessHost(size: Size(width: 320, height: 240))
        let tv = TextView(frame: Rect(x: 10, y: 10, width: 300, height: 220))
        tv.text = text
        h.window.addSubview(tv)
        h.run(for: 1.0 / 60)
        return (h, tv)
    }

    func point(_ tv: TextView, _ i: Int) -> Point {
        let r = tv.caretRect(for: i)
        return tv.convert(Point(x: r.midX, y: r.midY), to: tv.window)
    }

    @Test func typingLineBreaksMakesParagraphsAndTheTextRoundTrips() throws {
        let (h, tv) = try setUp()
        let log = Log()
        tv.delegate = log
        h.tap(at: Point(x: 100, y: 100))
        #expect(tv.isEditing)
        h.type("Soup\nTomatoes")
        #expect(tv.text == "Soup\nTomatoes")
        #expect(tv.paragraphCount == 2)
        #expect(tv.count == 13)
        #expect(tv.caretPosition == 13)
        #expect(log.events.first == "begin")
        #expect(log.events.filter { $0 == "change" }.count == 13)
        h.press(.backspace)
        #expect(tv.text == "Soup\nTomatoe")
        tv.selectedRange = 4..<5
        h.press(.backspace)  // the line break: the paragraphs join
        #expect(tv.text == "SoupTomatoe")
        #expect(tv.paragraphCount == 1)
    }

    @Test func layoutSettlesAndFollowsTheWidth() throws {
        var tv: TextView?
        var host: HeadlessHost?
        let lines = try RecipeLog.capturingLines {
            let (h, t) = try setUp("a fairly long paragraph that wraps onto a second line in a narrow view")
            tv = t
            host = h
        }
        #expect(!lines.contains { $0.contains("did not settle") })
        let t = try #require(tv), h = try #require(host)
        let wide = t.contentSize.height
        t.frame = Rect(x: 10, y: 10, width: 120, height: 220)
        h.run(for: 1.0 / 60)
        #expect(t.contentSize.height > wide)
    }

    @Test func theDelegateCanRefuseAnEdit() throws {
        let (h, tv) = try setUp("a")
        let log = Log()
        log.refuses = "!"
        tv.delegate = log
        h.tap(at: Point(x: 100, y: 100))
        h.type("b!c")
        #expect(tv.text == "abc")
    }

    @Test func upAndDownKeepTheColumnThroughShortLines() throws {
        let (h, tv) = try setUp("abcdefgh\nab\nabcdefgh")
        h.tap(at: Point(x: 100, y: 100))
        tv.selectedRange = 6..<6
        h.press(.down)
        #expect(tv.caretPosition == 11)  // the end of "ab"
        h.press(.down)
        #expect(tv.caretPosition == 18)  // back to column 6
        h.press(.up)
        h.press(.up)
        #expect(tv.caretPosition == 6)
        h.press(KeyboardKey(.down, modifiers: [.shift]))
        #expect(tv.selectedRange == 6..<11)
    }

    @Test func homeAndEndGoToTheLineAndWithControlToTheText() throws {
        let (h, tv) = try setUp("first line\nsecond line")
        h.tap(at: Point(x: 100, y: 100))
        tv.selectedRange = 15..<15
        h.press(.home)
        #expect(tv.caretPosition == 11)
        h.press(.end)
        #expect(tv.caretPosition == 22)
        h.press(KeyboardKey(.home, modifiers: [.control]))
        #expect(tv.caretPosition == 0)
        h.press(KeyboardKey(.end, modifiers: [.control, .shift]))
        #expect(tv.selectedRange == 0..<22)
    }

    @Test func controlArrowsMoveByWordsAcrossParagraphs() throws {
        let (h, tv) = try setUp("one two\nthree")
        h.tap(at: Point(x: 100, y: 100))
        tv.selectedRange = 0..<0
        h.press(KeyboardKey(.right, modifiers: [.control]))
        #expect(tv.caretPosition == 3)
        h.press(KeyboardKey(.right, modifiers: [.control]))
        #expect(tv.caretPosition == 7)
        h.press(KeyboardKey(.right, modifiers: [.control]))
        #expect(tv.caretPosition == 8)  // over the line break
        h.press(KeyboardKey(.right, modifiers: [.control]))
        #expect(tv.caretPosition == 13)
        h.press(KeyboardKey(.left, modifiers: [.control]))
        #expect(tv.caretPosition == 8)
    }

    @Test func undoTakesBackWordsAndLineBreaks() throws {
        let (h, tv) = try setUp()
        h.tap(at: Point(x: 100, y: 100))
        h.type("salt pepper\noil")
        let undo = KeyboardKey(name: "z", modifiers: [.control])
        h.press(undo)
        #expect(tv.text == "salt pepper\n")
        h.press(undo)
        #expect(tv.text == "salt pepper")
        h.press(undo)
        #expect(tv.text == "salt")
        h.press(KeyboardKey(name: "y", modifiers: [.control]))
        #expect(tv.text == "salt pepper")
    }

    @Test func copyCutPasteAcrossParagraphs() throws {
        let (h, tv) = try setUp("one\ntwo\nthree")
        h.tap(at: Point(x: 100, y: 100))
        tv.selectedRange = 2..<9
        #expect(tv.selectedText == "e\ntwo\nt")
        h.press(KeyboardKey(name: "x", modifiers: [.control]))
        #expect(tv.text == "onhree")
        #expect(Pasteboard.general.string == "e\ntwo\nt")
        tv.selectedRange = 6..<6
        h.press(KeyboardKey(name: "v", modifiers: [.control]))
        #expect(tv.text == "onhreee\ntwo\nt")
        #expect(tv.paragraphCount == 3)
    }

    @Test func dragSelectsAcrossLinesAndDoesNotScroll() throws {
        let (h, tv) = try setUp("alpha\nbeta\ngamma")
        h.tap(at: Point(x: 100, y: 100))
        Pasteboard.primary.string = nil
        h.drag(from: point(tv, 1), to: point(tv, 13))
        #expect(tv.selectedRange == 1..<13)
        #expect(tv.contentOffset == .zero)
        #expect(Pasteboard.primary.string == "lpha\nbeta\nga")
    }

    @Test func aDragAfterADoubleClickSelectsWholeWords() throws {
        let (h, tv) = try setUp("alpha beta gamma delta")
        h.tap(at: Point(x: 100, y: 100))
        h.run(for: 1)
        let start = point(tv, 7), end = point(tv, 13)
        h.touchDown(at: start)
        h.touchUp(at: start)
        h.run(for: 0.05)
        h.touchDown(at: start)
        h.touchMove(to: end)
        h.touchUp(at: end)
        #expect(tv.selectedText == "beta gamma")
    }

    @Test func aDragHeldPastTheBottomKeepsScrollingUntilItComesBack() throws {
        let lines = (0..<200).map { "Line \($0)" }
        let (h, tv) = try setUp(lines.joined(separator: "\n"))
        h.tap(at: Point(x: 100, y: 100))
        h.run(for: 1)
        let start = point(tv, 2)
        h.touchDown(at: start)
        h.touchMove(to: Point(x: 60, y: 235))  // below the text view, inside the window
        let first = tv.contentOffset.y
        h.run(for: 0.5)
        let held = tv.contentOffset.y
        #expect(held > first + 5 * tv.estimatedLineHeight)
        #expect(tv.selectedRange.lowerBound == 2 && tv.selectedRange.upperBound > 100)
        h.touchMove(to: Point(x: 60, y: 120))  // back inside: it stops
        let back = tv.contentOffset.y
        h.run(for: 0.5)
        #expect(tv.contentOffset.y == back)
        h.touchUp(at: Point(x: 60, y: 120))
    }

    @Test func aDoubleClickSelectsAWordAndATripleClickItsParagraph() throws {
        let (h, tv) = try setUp("red green\nblue")
        h.tap(at: Point(x: 100, y: 100))
        h.doubleTap(at: point(tv, 6))
        #expect(tv.selectedText == "green")
        h.touchDown(at: point(tv, 2))
        h.touchUp(at: point(tv, 2))
        h.run(for: 0.05)
        h.touchDown(at: point(tv, 2))
        h.touchUp(at: point(tv, 2))
        h.run(for: 0.05)
        h.touchDown(at: point(tv, 2))
        h.touchUp(at: point(tv, 2))
        #expect(tv.selectedText == "red green")
    }

    @Test func aLongTextScrollsToTheCaretAndLaysOutOnlyWhatShows() throws {
        let lines = (0..<100_000).map { "Line \($0)" }
        let (h, tv) = try setUp(lines.joined(separator: "\n"))
        #expect(tv.paragraphCount == 100_000)
        #expect(tv.contentSize.height > 100_000 * 10)
        h.tap(at: Point(x: 100, y: 100))
        h.press(KeyboardKey(.end, modifiers: [.control]))
        #expect(tv.caretPosition == tv.count)
        #expect(tv.contentOffset.y > 1_000_000)
        let measured = tv.heights.measured.filter { $0 }.count
        #expect(measured < 100)
        h.type("!")
        #expect(tv.text.hasSuffix("Line 99999!"))
        h.press(KeyboardKey(.home, modifiers: [.control]))
        #expect(tv.contentOffset.y == tv.minimumContentOffset.y)
    }

    @Test func pageDownMovesByAScreen() throws {
        let lines = (0..<200).map { "Line \($0)" }
        let (h, tv) = try setUp(lines.joined(separator: "\n"))
        h.tap(at: Point(x: 100, y: 100))
        tv.selectedRange = 0..<0
        h.press(KeyboardKey(.pageDown))
        let (p, _) = tv.location(of: tv.caretPosition)
        #expect(p >= 5 && p <= 12)
        #expect(tv.contentOffset.y >= 0)
    }

    @Test func compositionsAreMarkedThenCommitted() throws {
        let (h, tv) = try setUp("ab")
        h.tap(at: Point(x: 100, y: 100))
        tv.selectedRange = 1..<1
        #expect(h.compose("ni"))
        #expect(tv.text == "anib")
        #expect(tv.markedTextRange == 1..<3)
        // The candidate window goes to the caret.
        let caret = tv.convert(tv.caretRect(for: tv.caretPosition), to: h.window)
        #expect(h.window.textInputRect == caret)
        h.type("你")
        #expect(tv.text == "a你b")
        #expect(tv.markedTextRange == nil)
    }

    @Test func readOnlyTextSelectsAndCopiesButDoesNotChange() throws {
        let (h, tv) = try setUp("fixed")
        tv.isEditable = false
        h.tap(at: Point(x: 100, y: 100))
        #expect(tv.isFirstResponder)
        #expect(!tv.isEditing)
        h.type("x")
        h.press(.backspace)
        #expect(tv.text == "fixed")
        h.press(KeyboardKey(name: "a", modifiers: [.control]))
        h.press(KeyboardKey(name: "c", modifiers: [.control]))
        #expect(Pasteboard.general.string == "fixed")
    }

    @Test func theRightClickMenuAndMiddleClickWork() throws {
        let (h, tv) = try setUp("ab")
        h.tap(at: Point(x: 100, y: 100))
        Pasteboard.general.string = "XY"
        tv.selectedRange = 2..<2
        h.click(.secondary, at: point(tv, 2))
        #expect(h.window.shownContextMenu == [["Undo", "Redo", "-", "Cut", "Copy", "Paste", "Delete", "-", "Select All"]])
        h.press(.down)  // Paste: the rows before it are disabled
        h.press(.return)
        #expect(tv.text == "abXY")
        Pasteboard.primary.string = "!"
        h.click(.middle, at: point(tv, 0))
        #expect(tv.text == "!abXY")
        h.hover(at: point(tv, 1))
        #expect(Application.shared.cursor == .iBeam)
    }

    /// Typing and moving the caret redraw only the paragraphs they touch: the picture after a
    /// run of edits is the one a text view showing the result from scratch draws.
    @Test func partialRedrawsDrawWhatAFullRedrawDraws() throws {
        let text = (0..<30).map { "Paragraph \($0) with some words to wrap" }.joined(separator: "\n")
        let (h, tv) = try setUp(text)
        h.tap(at: Point(x: 100, y: 100))
        tv.selectedRange = 40..<40
        h.type("abc")
        h.press(.down)
        h.press(.down)
        h.type("X")
        h.press(.backspace)
        h.type("YZ")
        h.press(KeyboardKey(.left, modifiers: [.shift]))
        let edited = h.snapshot()
        let (h2, fresh) = try setUp(tv.text)
        h2.tap(at: Point(x: 100, y: 100))
        h2.press(.end)  // a key, so that the focus ring shows as it does on the edited one
        fresh.selectedRange = tv.selectedRange
        h2.run(for: 1.0 / 60)
        let again = h2.snapshot()
        #expect(edited.pixelWidth == again.pixelWidth && edited.pixelHeight == again.pixelHeight)
        var differing = 0
        for y in 0..<edited.pixelHeight {
            for x in 0..<edited.pixelWidth where edited.pixel(x: x, y: y) != again.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
    }

    @Test func theCaretStaysAboveTheOnScreenKeyboard() throws {
        Application.shared.onScreenKeyboard = .always
        defer {
            Application.shared.onScreenKeyboard = .automatic
            if let kb = Application.shared.keyboardWindow { kb.windowScene = nil; kb.isShown = false }
        }
        let h = try HeadlessHost(size: Size(width: 390, height: 640))
        let tv = TextView(frame: Rect(x: 0, y: 0, width: 390, height: 640))
        tv.text = (0..<40).map { "Line \($0)" }.joined(separator: "\n")
        h.window.addSubview(tv)
        h.tap(at: Point(x: 100, y: 600))
        h.run(for: 1)
        let kb = try #require(Application.shared.keyboardWindow)
        #expect(kb.isShown)
        let keyboardTop = kb.frame.minY - h.window.frame.minY
        #expect(tv.contentInset.bottom >= 640 - keyboardTop - 1)
        let caret = tv.convert(tv.caretRect(for: tv.caretPosition), to: h.window)
        #expect(caret.maxY <= keyboardTop)
        h.type("x")
        let after = tv.convert(tv.caretRect(for: tv.caretPosition), to: h.window)
        #expect(after.maxY <= keyboardTop)
        _ = tv.resignFirstResponder()
        h.run(for: 1)
        #expect(tv.contentInset.bottom == 0)
    }

    @Test func attributedTextKeepsItsAttributesThroughEdits() throws {
        let (h, tv) = try setUp()
        var title = AttributedString("Soup")
        title.font = .system(size: 24, weight: .bold)
        var link = AttributedString("recipe")
        link.link = URL(string: "https://recipes.example/soup")
        tv.attributedText = title + AttributedString("\nSee the ") + link + AttributedString(".")
        #expect(tv.text == "Soup\nSee the recipe.")
        #expect(tv.paragraphCount == 2)
        h.tap(at: Point(x: 100, y: 100))
        tv.selectedRange = 4..<4
        h.type("s")
        let after = tv.attributedText
        #expect(String(after.characters) == "Soups\nSee the recipe.")
        // The typed "s" took the title's bold, not the link of the other paragraph.
        let runs = Array(after.runs)
        #expect(runs.first.map { String(after[$0.range].characters) } == "Soups")
        #expect(runs.first?.font == .system(size: 24, weight: .bold))
        #expect(runs.contains { $0.link == URL(string: "https://recipes.example/soup") })
        // A bold first paragraph is taller than a line of body text.
        #expect(tv.caretRect(for: 0).height > tv.caretRect(for: 8).height)
    }

    @Test func aClickOnALinkInReadOnlyTextOpensIt() throws {
        final class Links: TextViewDelegate {
            var asked: [URL] = []
            var allow = true
            func textView(_ textView: TextView, shouldInteractWith url: URL, in characterRange: Range<Int>) -> Bool {
                asked.append(url)
                return allow
            }
        }
        let (h, tv) = try setUp()
        var link = AttributedString("the recipe")
        link.link = URL(string: "https://recipes.example/soup")
        tv.attributedText = AttributedString("Read ") + link
        tv.isEditable = false
        let links = Links()
        tv.delegate = links
        var opened: [URL] = []
        let saved = Application.shared.urlOpener
        Application.shared.urlOpener = { opened.append($0); return true }
        defer { Application.shared.urlOpener = saved }
        let onLink = point(tv, 8)
        #expect(tv.link(at: tv.convert(onLink, from: tv.window))?.range == 5..<15)
        h.hover(at: onLink)
        #expect(Application.shared.cursor == .pointingHand)
        h.tap(at: onLink)
        #expect(links.asked == [URL(string: "https://recipes.example/soup")!])
        #expect(opened == [URL(string: "https://recipes.example/soup")!])
        links.allow = false
        h.run(for: 1)  // not a double click
        h.tap(at: onLink)
        #expect(opened.count == 1)
        h.tap(at: point(tv, 2))  // plain text: nothing opens
        #expect(links.asked.count == 2)
    }

    @Test func snapshotInDark() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 160), scale: 2)
        h.window.overrideUserInterfaceStyle = .dark
        let tv = TextView(frame: Rect(x: 10, y: 10, width: 280, height: 140))
        tv.text = "Tomato soup\nTomatoes, basil, a little salt and olive oil, simmered for twenty minutes.\n"
        h.window.addSubview(tv)
        h.tap(at: Point(x: 100, y: 100))
        tv.selectedRange = 7..<18
        Snapshot.expect(h.snapshot(), named: "selection-dark")
        tv.selectedRange = tv.count..<tv.count
        h.compose("zhong")
        Snapshot.expect(h.snapshot(), named: "composition-dark")
    }

    @Test func snapshotWithSelectionAndComposition() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 160), scale: 2)
        let tv = TextView(frame: Rect(x: 10, y: 10, width: 280, height: 140))
        tv.text = "Tomato soup\nTomatoes, basil, a little salt and olive oil, simmered for twenty minutes.\n"
        h.window.addSubview(tv)
        h.tap(at: Point(x: 100, y: 100))
        tv.selectedRange = 7..<18
        Snapshot.expect(h.snapshot(), named: "selection")
        tv.selectedRange = tv.count..<tv.count
        h.compose("zhong")
        Snapshot.expect(h.snapshot(), named: "composition")
    }
}
