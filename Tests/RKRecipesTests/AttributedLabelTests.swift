import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKSnapshotTesting
import Testing
import RKViews

@testable import RKRecipes

@MainActor
@Suite(.serialized) struct AttributedLabelTests {
    func linked(_ parts: [(String, String?)]) -> AttributedString {
        parts.reduce(into: AttributedString()) { s, part in
            var a = AttributedString(part.0)
            if let url = part.1 { a.link = URL(string: url) }
            s += a
        }
    }

    func makeHost(_ label: AttributedLabel) throws -> HeadlessHost {
        let h = try HeadlessHost(size: Size(width: 360, height: 200))
        h.window.backgroundColor = .white
        h.window.addSubview(label)
        h.window.makeKeyAndVisible()
        h.run(for: 0.05)
        return h
    }

    /// The centre of `link`'s first line rectangle, in window points.
    func center(of range: Range<Int>, in label: AttributedLabel) throws -> Point {
        let layout = try #require(label.layout)
        let r = try #require(layout.rects(for: range).first)
        let o = label.textOrigin
        return label.convert(Point(x: o.x + r.midX, y: o.y + r.midY), to: nil)
    }

    @Test func settingTheTextRedrawsOnlyWhenItChanges() throws {
        let label = AttributedLabel(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        let h = try makeHost(label)
        label.attributedText = AttributedString("one")
        #expect(label.layer.needsDisplay)
        h.run(for: 0.05)
        #expect(!label.layer.needsDisplay)
        label.attributedText = AttributedString("one")
        #expect(!label.layer.needsDisplay)
        label.attributedText = AttributedString("two")
        #expect(label.layer.needsDisplay)
        #expect(label.layout?.shownText == "two")
    }

    @Test func tapsReachTheLinkTheyAreOn() throws {
        let label = AttributedLabel(frame: Rect(x: 10, y: 10, width: 340, height: 40))
        label.attributedText = linked([("Read ", nil), ("the docs", "https://docs.example"), (" or ", nil),
                                       ("the code", "https://code.example")])
        let h = try makeHost(label)
        var tapped: [String] = []
        label.onLinkTap = { tapped.append($0.url.host ?? "") }
        let links = label.links
        #expect(links.map(\.range) == [5..<13, 17..<25])
        h.tap(at: try center(of: links[1].range, in: label))
        h.tap(at: try center(of: links[0].range, in: label))
        // On "Read", 20 points left of the first link: nothing.
        h.tap(at: try center(of: 0..<1, in: label))
        #expect(tapped == ["code.example", "docs.example"])
    }

    @Test func aPointingHandShowsOverLinksOnly() throws {
        let label = AttributedLabel(frame: Rect(x: 10, y: 10, width: 340, height: 40))
        label.attributedText = linked([("Read ", nil), ("the docs", "https://docs.example")])
        let h = try makeHost(label)
        h.hover(at: try center(of: label.links[0].range, in: label))
        #expect(Application.shared.cursor == .pointingHand)
        h.hover(at: try center(of: 0..<1, in: label))
        #expect(Application.shared.cursor == .arrow)
    }

    @Test func theLinkIsHighlightedWhilePressedAndATouchThatLeavesDoesNotTap() throws {
        let label = AttributedLabel(frame: Rect(x: 10, y: 10, width: 340, height: 40))
        label.attributedText = linked([("go ", nil), ("here", "https://a.example")])
        let h = try makeHost(label)
        var count = 0
        label.onLinkTap = { _ in count += 1 }
        let p = try center(of: 3..<7, in: label)
        h.touchDown(at: p)
        h.run(for: 0.05)
        #expect(label.pressedLink?.range == 3..<7)
        let pressed = h.snapshot()
        h.touchMove(to: Point(x: p.x, y: p.y + 80))
        #expect(label.pressedLink == nil)
        h.touchUp(at: Point(x: p.x, y: p.y + 80))
        h.run(for: 0.05)
        #expect(count == 0)
        // The highlight is drawn: the pressed frame has the active background's colour behind
        // the link, the released one none.
        let bg = try #require(AttributedLabel.defaultActiveLinkAttributes.backgroundColor)
        func highlighted(_ image: Image) -> Int {
            var n = 0
            for y in 0..<image.pixelHeight {
                for x in 0..<image.pixelWidth {
                    guard let v = image.pixel(x: x, y: y) else { continue }
                    let r = Double(v >> 16 & 0xFF) / 255, g = Double(v >> 8 & 0xFF) / 255, bl = Double(v & 0xFF) / 255
                    if abs(r - bg.red) < 0.02, abs(g - bg.green) < 0.02, abs(bl - bg.blue) < 0.02 { n += 1 }
                }
            }
            return n
        }
        #expect(highlighted(pressed) > 100)
        #expect(highlighted(h.snapshot()) < 30)  // only antialiased edges of blue glyphs
    }

    @Test func touchesOffLinksPassThroughToTheViewsBehind() throws {
        let parent = View(frame: Rect(x: 0, y: 0, width: 360, height: 100))
        let label = AttributedLabel(frame: Rect(x: 10, y: 10, width: 340, height: 40))
        label.attributedText = linked([("Plain words then ", nil), ("a link", "https://a.example")])
        parent.addSubview(label)
        let h = try HeadlessHost(size: Size(width: 360, height: 200))
        h.window.addSubview(parent)
        h.window.makeKeyAndVisible()
        var parentTaps = 0, linkTaps = 0
        let tap = TapGestureRecognizer()
        tap.addAction { _ in parentTaps += 1 }
        parent.addGestureRecognizer(tap)
        label.onLinkTap = { _ in linkTaps += 1 }
        h.run(for: 0.05)
        let plain = try center(of: 0..<5, in: label)
        #expect(h.window.hitTest(plain, with: nil) === parent)
        h.tap(at: plain)
        #expect(parentTaps == 1 && linkTaps == 0)
        // A link under the parent's tap recognizer still works, and the parent's tap does not fire.
        h.tap(at: try center(of: label.links[0].range, in: label))
        h.run(for: 0.05)
        #expect(linkTaps == 1)
        #expect(parentTaps == 1)
    }

    @Test func theTruncationTokenHitsItsOwnRange() throws {
        let label = AttributedLabel(frame: Rect(x: 10, y: 10, width: 300, height: 60))
        label.numberOfLines = 2
        label.font = .system(size: 15)
        var token = AttributedString("… more")
        token[token.range(of: "more")!].link = URL(string: "app://more")
        label.truncationToken = token
        label.attributedText = linked([("A long text about recipes that goes on and on, with ", nil),
                                       ("a link near the end", "https://near.example"),
                                       (" and much more after it that will never be shown in two lines", nil)])
        let h = try makeHost(label)
        var tapped: [String] = []
        label.onLinkTap = { tapped.append($0.url.absoluteString) }
        let layout = try #require(label.layout)
        #expect(layout.lineCount == 2)
        #expect(layout.shownText.hasSuffix("… more"))
        // Cut with a token is still cut: the app's cue to offer more.
        #expect(layout.isTruncated && label.isTruncated)
        let links = layout.links
        #expect(links.last?.url.absoluteString == "app://more")
        #expect(links.last?.range == (layout.characterCount - 4)..<layout.characterCount)
        h.tap(at: try center(of: links.last!.range, in: label))
        if links.count == 2 {
            // The link just before the token, cut short, is its own link.
            h.tap(at: try center(of: links[0].range.upperBound - 1..<links[0].range.upperBound, in: label))
            #expect(tapped == ["app://more", "https://near.example"])
        } else {
            #expect(tapped == ["app://more"])
        }
        // The longest prefix that fits: one more word would need a third line.
        let text = layout.shownText
        #expect(text.count < String(label.attributedText!.characters).count)
    }

    @Test func textThatFitsIsNotTruncatedWithOrWithoutAToken() throws {
        let label = AttributedLabel(frame: Rect(x: 10, y: 10, width: 300, height: 60))
        label.numberOfLines = 2
        label.attributedText = AttributedString("Short")
        #expect(label.layout?.isTruncated == false && !label.isTruncated)
        label.truncationToken = AttributedString("… more")
        #expect(label.layout?.isTruncated == false && !label.isTruncated)
    }

    @Test func truncationBisectionFindsTheLongestFittingPrefix() {
        let s = AttributedString("aa bb cc dd ee ff gg hh ii jj kk ll mm nn oo pp")
        let token = AttributedString("…")
        let font = Font.system(size: 15)
        let width = 80.0
        let result = AttributedLabel.truncate(s, token: token, lines: 2, width: width) {
            TextLayout($0, width: width, font: font)
        }
        let shown = String(result.characters)
        #expect(shown.hasSuffix("…"))
        #expect(TextLayout(result, width: width, font: font).lineCount <= 2)
        // One more character of the original no longer fits.
        let kept = shown.count - 1
        let longer = AttributedString(String(s.characters.prefix(kept + 1))) + token
        let count = TextLayout(longer, width: width, font: font).lineCount
        #expect(count > 2 || String(s.characters.prefix(kept + 1)).hasSuffix(" "))
    }

    @Test func detectedLinksAreTappable() throws {
        let label = AttributedLabel(frame: Rect(x: 10, y: 10, width: 340, height: 80))
        label.numberOfLines = 0
        label.linkDetectionTypes = .all
        label.attributedText = AttributedString("Mail cook@recipes.example, visit www.recipes.example or call +1 (555) 010-0199.")
        let h = try makeHost(label)
        let urls = label.links.map(\.url.absoluteString)
        #expect(urls == ["mailto:cook@recipes.example", "https://www.recipes.example", "tel:+15550100199"])
        var tapped: [String] = []
        label.onLinkTap = { tapped.append($0.url.scheme ?? "") }
        for link in label.links { h.tap(at: try center(of: link.range, in: label)) }
        #expect(tapped == ["mailto", "https", "tel"])
    }

    @Test func theLabelReadsItsTextAndListsItsLinks() throws {
        let label = AttributedLabel(frame: Rect(x: 10, y: 10, width: 340, height: 40))
        label.attributedText = linked([("See ", nil), ("one", "https://a.example"), (" and ", nil), ("two", "https://b.example")])
        _ = try makeHost(label)
        var tapped: [String] = []
        label.onLinkTap = { tapped.append($0.url.host ?? "") }
        #expect(label.accessibilityElements == nil)
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "See one and two")
        let links = label.accessibilityLinks
        #expect(links.count == 2)
        #expect(links[0].accessibilityTraits.contains(.link) && links[0].accessibilityLabel == "one")
        #expect(links[0].range == 4..<7 && links[1].range == 12..<15)
        #expect(links[1].accessibilityLabel == "two" && links[1].url.absoluteString == "https://b.example")
        #expect(links[1].frameInContainer.minX > links[0].frameInContainer.maxX)
        #expect(links[1].accessibilityActivate())
        #expect(tapped == ["b.example"])
    }

    @Test func tabGoesFromLinkToLinkAndReturnTapsTheFocusedOne() throws {
        let label = AttributedLabel(frame: Rect(x: 10, y: 10, width: 340, height: 40))
        label.attributedText = linked([("See ", nil), ("one", "https://a.example"), (" and ", nil), ("two", "https://b.example")])
        let h = try makeHost(label)
        let after = Button(style: .filled)
        after.setTitle("After", for: .normal)
        after.frame = Rect(x: 10, y: 100, width: 80, height: 30)
        h.window.addSubview(after)
        var tapped: [String] = []
        label.onLinkTap = { tapped.append($0.url.host ?? "") }
        #expect(label.canBecomeFocused)
        h.press(.tab)
        #expect(label.isFocused && label.focusedLinkIndex == 0)
        #expect(label.accessibilityLinks.map(\.isFocused) == [true, false])
        let first = label.focusRingRect
        h.press(.tab)
        #expect(label.isFocused && label.focusedLinkIndex == 1)
        // The ring moved from the first link to the second.
        #expect(label.focusRingRect.minX > first.maxX && label.focusRingRect.height < label.bounds.height)
        h.press(.return)
        #expect(tapped == ["b.example"])
        h.press(.tab)
        #expect(after.isFocused && label.focusedLinkIndex == nil)
        h.press(KeyboardKey(.tab, modifiers: .shift))
        #expect(label.isFocused && label.focusedLinkIndex == 1)
        h.press(KeyboardKey(.space))
        #expect(tapped == ["b.example", "b.example"])
        // A label with no links is passed over.
        label.attributedText = AttributedString("No links")
        #expect(!label.canBecomeFocused)
    }

    @Test func verticalAlignmentAndInsetsPlaceTheText() throws {
        let label = AttributedLabel(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        label.attributedText = AttributedString("Hi")
        label.textInsets = EdgeInsets(top: 10, left: 12, bottom: 20, right: 0)
        let height = try #require(label.layout).size.height
        label.verticalAlignment = .top
        #expect(label.textOrigin == Point(x: 12, y: 10))
        label.verticalAlignment = .bottom
        #expect(abs(label.textOrigin.y - (80 - height)) <= 1)
        label.verticalAlignment = .center
        #expect(abs(label.textOrigin.y - (10 + (70 - height) / 2)) <= 1)
        #expect(label.sizeThatFits(Size(width: 500, height: 500)).width >= 12 + (label.layout?.size.width ?? 0))
    }

    @Test func linkDetectorFindsEachKindAndLeavesTrailingPunctuation() {
        let d = LinkDetector(types: .all)
        let text = "Go to https://example.com/path?q=1. Or (www.example.org), mail a.b+c@ex.co.uk; call 555-0100 22 now. Year 2024."
        let found = d.matches(in: text)
        #expect(found.map(\.url.absoluteString) == ["https://example.com/path?q=1", "https://www.example.org",
                                                   "mailto:a.b+c@ex.co.uk", "tel:555010022"])
        for m in found {
            let start = text.index(text.startIndex, offsetBy: m.range.lowerBound)
            let end = text.index(start, offsetBy: m.range.count)
            #expect(!text[start..<end].hasSuffix(".") && !text[start..<end].hasSuffix(")"))
        }
        #expect(LinkDetector(types: .emailAddress).matches(in: text).count == 1)
        #expect(LinkDetector(types: []).matches(in: text).isEmpty)
        #expect(d.matches(in: "").isEmpty)
        // Offsets count Characters, not UTF-16 units.
        let emoji = LinkDetector(types: .link).matches(in: "👍🏽 www.a.org")
        #expect(emoji.first?.range == 2..<11)
    }

    @Test func snapshotOfEveryMode() throws {
        let h = try HeadlessHost(size: Size(width: 360, height: 420))
        h.window.backgroundColor = .white
        let modes: [(TextLayout.LineBreakMode, Int, AttributedLabel.VerticalAlignment, TextLayout.Alignment)] = [
            (.truncatingTail, 1, .center, .left), (.truncatingHead, 1, .center, .left),
            (.truncatingMiddle, 1, .center, .center), (.clip, 1, .top, .right),
            (.wordWrap, 0, .top, .justified), (.truncatingTail, 2, .bottom, .left),
        ]
        var y = 26.0  // below the status bar
        for (mode, lines, vertical, alignment) in modes {
            let label = AttributedLabel(frame: Rect(x: 8, y: y, width: 344, height: lines == 1 ? 34 : 80))
            label.backgroundColor = Color(white: 0.95)
            label.numberOfLines = lines
            label.lineBreakMode = mode
            label.verticalAlignment = vertical
            label.textAlignment = alignment
            label.textInsets = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
            var s = AttributedString("Recipes: ")
            s.font = .boldSystem(size: 15)
            var rest = AttributedString("attributed text with a link to the docs, raised and shadowed runs, and more words to wrap")
            rest.font = .system(size: 15)
            rest[rest.range(of: "link to the docs")!].link = URL(string: "https://docs.example")
            rest[rest.range(of: "raised")!].baselineOffset = 4
            rest[rest.range(of: "shadowed")!].shadow = Shadow(color: Color(red: 0.9, green: 0.3, blue: 0.2, alpha: 0.8),
                                                             offset: Size(width: 1.5, height: 1.5), radius: 1)
            label.attributedText = s + rest
            h.window.addSubview(label)
            y += label.frame.height + 6
        }
        h.window.makeKeyAndVisible()
        h.run(for: 0.05)
        Snapshot.expect(h.snapshot(), named: "attributed-label-modes", tolerance: 8, pixelBudget: 0.01)
    }
}
