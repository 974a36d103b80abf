import Foundation
import RKGeometry
import Testing

@testable import RKGraphics

@Suite struct TextLayoutLinksTests {
    let font = Font.system(size: 20)

    func linked(_ parts: [(String, String?)]) -> AttributedString {
        parts.reduce(into: AttributedString()) { s, part in
            var a = AttributedString(part.0)
            if let url = part.1 { a.link = URL(string: url) }
            s += a
        }
    }

    @Test func linksReportTheirCharacterRanges() {
        let s = linked([("see ", nil), ("one", "https://a.example"), (" and ", nil), ("two", "https://b.example")])
        let l = TextLayout(s, font: font)
        #expect(l.links.map(\.range) == [4..<7, 12..<15])
        #expect(l.links.map(\.url.host) == ["a.example", "b.example"])
    }

    @Test func adjacentRunsOfOneURLAreOneLink() {
        var bold = AttributedString("bold")
        bold.font = .boldSystem(size: 20)
        bold.link = URL(string: "https://a.example")
        var plain = AttributedString(" plain")
        plain.link = URL(string: "https://a.example")
        var other = AttributedString("x")
        other.link = URL(string: "https://b.example")
        let l = TextLayout(bold + plain + other, font: font)
        #expect(l.links.map(\.range) == [0..<10, 10..<11])
    }

    @Test func characterUnderAPointAndOutsideText() {
        let l = TextLayout(AttributedString("abc"), font: font)
        let mid = l.size.height / 2
        let b = l.rects(for: 1..<2)[0]
        #expect(l.character(at: Point(x: b.midX, y: mid)) == 1)
        #expect(l.character(at: Point(x: l.size.width + 20, y: mid)) == nil)
        #expect(l.character(at: Point(x: -3, y: mid)) == nil)
        #expect(l.character(at: Point(x: 3, y: l.size.height + 10)) == nil)
        #expect(l.character(at: Point(x: .infinity, y: 0)) == nil)
    }

    @Test func linkAtPointHitsOnlyLinksAndUsesSlop() throws {
        let s = linked([("plain ", nil), ("link", "https://a.example"), (" tail", nil)])
        let l = TextLayout(s, font: font)
        let r = try #require(l.rects(for: 6..<10).first)
        #expect(l.link(at: Point(x: r.midX, y: r.midY))?.range == 6..<10)
        #expect(l.link(at: Point(x: 3, y: r.midY)) == nil)
        let below = Point(x: r.midX, y: r.maxY + 5)
        #expect(l.link(at: below) == nil)
        #expect(l.link(at: below, slop: 8)?.range == 6..<10)
        #expect(l.link(at: Point(x: r.midX, y: r.maxY + 30), slop: 8) == nil)
    }

    @Test func truncationKeepsTheShownPartOfALink() {
        let s = linked([("A fairly long sentence that ends in ", nil), ("a link that is cut", "https://a.example")])
        let l = TextLayout(s, width: 200, lineBreakMode: .truncatingTail, numberOfLines: 1, font: font)
        #expect(l.isTruncated)
        let links = l.links
        #expect(links.count <= 1)
        for link in links { #expect(link.range.upperBound <= l.characterCount) }
    }
}
