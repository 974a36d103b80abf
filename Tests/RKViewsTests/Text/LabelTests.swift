import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct LabelTests {
    @Test func textAndAttributedTextReplaceEachOther() {
        let label = Label()
        #expect(label.text == nil && label.attributedText == nil)
        label.text = "Plain"
        #expect(label.attributedText.map { String($0.characters) } == "Plain")
        #expect(label.attributedText?.runs.first?.font == label.font)
        var a = AttributedString("Rich ")
        var b = AttributedString("text")
        b.foregroundColor = .red
        a.append(b)
        label.attributedText = a
        #expect(label.text == "Rich text")
        #expect(label.attributedText == a)
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test func oneLineSizeIgnoresTheOfferedWidth() {
        let label = Label()
        label.text = "Hello, labels"
        let layout = TextLayout(AttributedString("Hello, labels"), font: label.font)
        let fit = label.sizeThatFits(Size(width: 20, height: 20))
        #expect(fit.width == layout.size.width.rounded(.up))
        #expect(fit.height == layout.size.height.rounded(.up))
        label.text = ""
        #expect(label.sizeThatFits(Size(width: 100, height: 100)) == .zero)
    }

    @Test func multilineSizeWrapsToTheWidthAndHonoursTheLineLimit() {
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let label = Label()
        label.text = text
        label.numberOfLines = 0
        let all = TextLayout(AttributedString(text), width: 120, font: label.font)
        #expect(all.lineCount > 3)
        let fit = label.sizeThatFits(Size(width: 120, height: 1000))
        #expect(fit.height == all.size.height.rounded(.up))
        #expect(fit.width <= 120)
        label.numberOfLines = 2
        let two = TextLayout(AttributedString(text), width: 120, lineBreakMode: .truncatingTail, numberOfLines: 2, font: label.font)
        #expect(label.sizeThatFits(Size(width: 120, height: 1000)).height == two.size.height.rounded(.up))
        #expect(two.lineCount == 2)
    }

    @Test func sizeToFitKeepsTheOrigin() {
        let label = Label(frame: Rect(x: 10, y: 20, width: 0, height: 0))
        label.text = "Fit me"
        label.sizeToFit()
        #expect(label.frame.origin == Point(x: 10, y: 20))
        #expect(label.frame.size == label.sizeThatFits(Size(width: 1000, height: 1000)))
    }

    @Test func textIsCenteredVerticallyOnAWholePixel() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 101))
        label.text = "Middle"
        let r = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        let h = TextLayout(AttributedString("Middle"), width: 200, lineBreakMode: .truncatingTail, numberOfLines: 1, font: label.font).size.height
        #expect(r.height == h)
        #expect(r.minY == ((101 - h) / 2).rounded())
    }

    @Test func linesThatDoNotFitTheHeightAreDroppedWithAnEllipsis() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 45))
        label.text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        label.numberOfLines = 0
        let lineHeight = TextLayout(AttributedString("X"), font: label.font).size.height
        let r = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0)
        #expect(abs(r.height - 2 * lineHeight) < 0.01)  // 45 points hold two lines of about 20
        #expect(label.isTruncated)
        label.frame = Rect(x: 0, y: 0, width: 2000, height: 45)
        #expect(!label.isTruncated)
    }

    @Test func oneLineTruncatesWhenNarrow() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 60, height: 30))
        label.text = "A rather long title"
        #expect(label.isTruncated)
        label.lineBreakMode = .clip
        #expect(label.isTruncated)
        label.frame.size.width = 400
        #expect(!label.isTruncated)
    }

    @Test func changesRedrawAndLabelsIgnoreTouches() throws {
        let h = try HeadlessHost(size: Size(width: 200, height: 100))
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        label.text = "One"
        h.window.addSubview(label)
        h.renderFrame()
        #expect(!label.layer.needsDisplay)
        label.textColor = .red
        #expect(label.layer.needsDisplay)
        h.renderFrame()
        label.textColor = .red  // unchanged: no redraw
        #expect(!label.layer.needsDisplay)
        label.textAlignment = .center
        #expect(label.layer.needsDisplay)
        #expect(h.window.hitTest(Point(x: 100, y: 50), with: nil) === h.window)
    }

    @Test func drawsInTheTextColorAndHighlightedColor() throws {
        let h = try HeadlessHost(size: Size(width: 120, height: 60))
        let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 60))
        label.text = "█████"
        label.textColor = Color(red: 1, green: 0, blue: 0)
        label.highlightedTextColor = Color(red: 0, green: 0, blue: 1)
        label.textAlignment = .center
        h.window.addSubview(label)
        var img = h.snapshot()
        #expect(pixel(img, 60, 30, is: Color(red: 1, green: 0, blue: 0)))
        label.isHighlighted = true
        img = h.snapshot()
        #expect(pixel(img, 60, 30, is: Color(red: 0, green: 0, blue: 1)))
        label.isHighlighted = false
        label.isEnabled = false
        img = h.snapshot()
        #expect(pixel(img, 60, 30, is: Theme.disabledText))
    }
}
