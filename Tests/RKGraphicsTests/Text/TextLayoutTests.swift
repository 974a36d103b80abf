import Foundation
import RKGeometry
import Testing
@testable import RKGraphics

/// Pixel extents of the pixels a bitmap matches, inclusive.
private struct PixelBox {
    var minX: Int, maxX: Int, minY: Int, maxY: Int
    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var midX: Double { Double(minX + maxX + 1) / 2 }
}

private struct RGBA {
    var a, r, g, b: Int
    init(_ p: UInt32) {
        a = Int(p >> 24); r = Int(p >> 16 & 0xFF); g = Int(p >> 8 & 0xFF); b = Int(p & 0xFF)
    }
    var isInk: Bool { a > 40 }
    var isRed: Bool { a > 40 && r > g + 60 && r > b + 60 }
}

private func render(_ layout: TextLayout, width: Int, height: Int, scale: Double = 1,
                    at origin: Point = .zero) throws -> Bitmap {
    let bitmap = try Bitmap(pixelWidth: width, pixelHeight: height, scale: scale)
    layout.draw(in: Canvas(bitmap: bitmap), at: origin)
    return bitmap
}

private func box(_ bitmap: Bitmap, where match: (RGBA) -> Bool = { $0.isInk }) -> PixelBox? {
    var result: PixelBox?
    for y in 0..<bitmap.pixelHeight {
        for x in 0..<bitmap.pixelWidth where match(RGBA(bitmap.pixel(x: x, y: y)!)) {
            if var b = result {
                b.minX = min(b.minX, x); b.maxX = max(b.maxX, x)
                b.minY = min(b.minY, y); b.maxY = max(b.maxY, y)
                result = b
            } else {
                result = PixelBox(minX: x, maxX: x, minY: y, maxY: y)
            }
        }
    }
    return result
}

private func count(_ bitmap: Bitmap, rows: Range<Int>? = nil, where match: (RGBA) -> Bool = { $0.isInk }) -> Int {
    var n = 0
    for y in rows ?? 0..<bitmap.pixelHeight {
        for x in 0..<bitmap.pixelWidth where match(RGBA(bitmap.pixel(x: x, y: y)!)) { n += 1 }
    }
    return n
}

private let sentence = AttributedString("The quick brown fox jumps over the lazy dog and keeps on running far away")

@Suite struct TextLayoutTests {
    // MARK: Measuring

    @Test func widerTextMeasuresWider() {
        let short = TextLayout(AttributedString("Hello"))
        let long = TextLayout(AttributedString("Hello, world"))
        #expect(long.size.width > short.size.width)
        #expect(TextLayout(AttributedString("WWW")).size.width > TextLayout(AttributedString("iii")).size.width)
        #expect(long.lineCount == 1)
        #expect(abs(long.size.height - short.size.height) < 0.01)
    }

    @Test func doubleFontSizeDoublesHeight() {
        let text = AttributedString("Height")
        let small = TextLayout(text, font: .system(size: 20))
        let large = TextLayout(text, font: .system(size: 40))
        let heightRatio = large.size.height / small.size.height
        let widthRatio = large.size.width / small.size.width
        #expect(heightRatio > 1.9 && heightRatio < 2.1, "height ratio \(heightRatio)")
        #expect(widthRatio > 1.95 && widthRatio < 2.05, "width ratio \(widthRatio)")
        #expect(large.firstBaseline > small.firstBaseline * 1.9)
    }

    @Test func fontAttributeOverridesDefaultFont() {
        var s = AttributedString("Sized")
        s.font = .system(size: 40)
        let attributed = TextLayout(s, font: .system(size: 10))
        let plain = TextLayout(AttributedString("Sized"), font: .system(size: 40))
        #expect(abs(attributed.size.width - plain.size.width) < 0.01)
        #expect(abs(attributed.size.height - plain.size.height) < 0.01)
    }

    @Test func kernAddsSpaceBetweenCharacters() {
        let plain = AttributedString("abcdefgh")
        var kerned = plain
        kerned.kern = 3
        let extra = TextLayout(kerned).size.width - TextLayout(plain).size.width
        let n = Double(plain.characters.count)
        #expect(extra >= 3 * (n - 1) - 0.5 && extra <= 3 * n + 0.5, "extra \(extra)")
    }

    @Test func baselineLiesWithinTheLine() {
        let layout = TextLayout(AttributedString("Baseline"), font: .system(size: 30))
        #expect(layout.firstBaseline > 0 && layout.firstBaseline < layout.size.height)
        // Ink of letters without descenders ends at the baseline.
        #expect(abs(layout.inkBounds.maxY - layout.firstBaseline) < 1.5)
    }

    @Test func emptyStringHasZeroWidthAndOneLineHeight() {
        let empty = TextLayout(AttributedString(""), font: .system(size: 24))
        let one = TextLayout(AttributedString("x"), font: .system(size: 24))
        #expect(empty.size.width == 0)
        #expect(empty.size.height == one.size.height)
        #expect(empty.size.height > 0)
        #expect(empty.lineCount == 1)
        #expect(!empty.isTruncated)
        #expect(empty.firstBaseline == one.firstBaseline)
    }

    @Test func layoutIsDeterministic() {
        let a = TextLayout(sentence, width: 150)
        let b = TextLayout(sentence, width: 150)
        #expect(a.size == b.size)
        #expect(a.inkBounds == b.inkBounds)
        #expect(a.firstBaseline == b.firstBaseline)
    }

    @Test func layoutsOnManyThreadsAgree() async {
        let expected = TextLayout(sentence, width: 120).size
        let sizes = await withTaskGroup(of: Size.self) { group in
            for _ in 0..<16 {
                group.addTask { TextLayout(sentence, width: 120).size }
            }
            return await group.reduce(into: [Size]()) { $0.append($1) }
        }
        #expect(sizes.count == 16)
        #expect(sizes.allSatisfy { $0 == expected })
    }

    // MARK: Wrapping and truncation

    @Test func wrappingAtNarrowWidthAddsLines() {
        let unwrapped = TextLayout(sentence)
        let wrapped = TextLayout(sentence, width: 80)
        #expect(unwrapped.lineCount == 1)
        #expect(wrapped.lineCount > 1)
        #expect(wrapped.size.width <= 80)
        #expect(wrapped.size.height > unwrapped.size.height * Double(wrapped.lineCount) - 1)
        #expect(!wrapped.isTruncated)
        #expect(wrapped.lineRects.count == wrapped.lineCount)
    }

    @Test(arguments: [TextLayout.LineBreakMode.wordWrap, .charWrap])
    func aLongWordStillFitsTheWidth(mode: TextLayout.LineBreakMode) {
        let layout = TextLayout(AttributedString("Supercalifragilisticexpialidocious"), width: 60, lineBreakMode: mode)
        #expect(layout.lineCount > 1)
        #expect(layout.size.width <= 60)
    }

    @Test func numberOfLinesWithTruncatingTailLimitsLines() {
        let limited = TextLayout(sentence, width: 100, lineBreakMode: .truncatingTail, numberOfLines: 2)
        let unlimited = TextLayout(sentence, width: 100, lineBreakMode: .truncatingTail)
        #expect(limited.lineCount == 2)
        #expect(limited.isTruncated)
        #expect(limited.size.width <= 100)
        #expect(unlimited.lineCount > 2)
        #expect(!unlimited.isTruncated)
        let oneLine = TextLayout(AttributedString("x")).size.height
        #expect(abs(limited.size.height - 2 * oneLine) < 1)
    }

    @Test(arguments: [TextLayout.LineBreakMode.truncatingHead, .truncatingMiddle, .truncatingTail])
    func truncatingModesFitOneLine(mode: TextLayout.LineBreakMode) {
        let layout = TextLayout(sentence, width: 120, lineBreakMode: mode, numberOfLines: 1)
        #expect(layout.lineCount == 1)
        #expect(layout.isTruncated)
        #expect(layout.size.width <= 120)
    }

    @Test(arguments: [TextLayout.LineBreakMode.wordWrap, .clip, .truncatingTail])
    func numberOfLinesLimitsParagraphsToo(mode: TextLayout.LineBreakMode) {
        let layout = TextLayout(AttributedString("one\ntwo\nthree\nfour"), width: 200, lineBreakMode: mode, numberOfLines: 2)
        #expect(layout.lineCount == 2)
        #expect(layout.isTruncated)
        let fits = TextLayout(AttributedString("one\ntwo"), width: 200, lineBreakMode: mode, numberOfLines: 2)
        #expect(fits.lineCount == 2)
        #expect(!fits.isTruncated)
    }

    @Test func clipKeepsOneLineAndClipsInk() throws {
        let layout = TextLayout(sentence, width: 50, lineBreakMode: .clip)
        #expect(layout.lineCount == 1)
        #expect(layout.isTruncated)
        #expect(layout.size.width <= 50)
        let bitmap = try render(layout, width: 200, height: 40)
        let ink = try #require(box(bitmap))
        #expect(ink.maxX < 50)
        #expect(ink.maxX > 40)
    }

    @Test func truncatedTailShowsLessInkThanTheFullLine() throws {
        let full = try render(TextLayout(sentence), width: 600, height: 40)
        let cut = try render(TextLayout(sentence, width: 120, lineBreakMode: .truncatingTail, numberOfLines: 1),
                             width: 600, height: 40)
        #expect(try #require(box(cut)).maxX < 121)
        #expect(count(cut) < count(full))
    }

    // MARK: Drawing

    @Test func centerAlignmentDrawsCentered() throws {
        let layout = TextLayout(AttributedString("Centered text"), width: 240, alignment: .center)
        let bitmap = try render(layout, width: 240, height: 40)
        let ink = try #require(box(bitmap))
        #expect(abs(ink.midX - 120) <= 2, "ink \(ink.minX)...\(ink.maxX)")
        #expect(ink.minX > 20)
    }

    @Test func rightAlignmentDrawsAtTheRightEdge() throws {
        let layout = TextLayout(AttributedString("Right"), width: 200, alignment: .right)
        let ink = try #require(box(try render(layout, width: 200, height: 40)))
        #expect(ink.maxX >= 195 && ink.maxX < 200)
        let left = try #require(box(try render(TextLayout(AttributedString("Left"), width: 200, alignment: .left),
                                               width: 200, height: 40)))
        #expect(left.minX <= 3)
    }

    @Test func centeredClipLayoutIsCenteredToo() throws {
        let layout = TextLayout(AttributedString("Mid"), width: 200, alignment: .center, lineBreakMode: .clip)
        let ink = try #require(box(try render(layout, width: 200, height: 40)))
        #expect(abs(ink.midX - 100) <= 2)
    }

    @Test func justifiedLinesFillTheWidth() throws {
        let layout = TextLayout(sentence, width: 150, alignment: .justified)
        let lineHeight = layout.lineRects[0].height
        let bitmap = try render(layout, width: 150, height: 200)
        var firstLine: PixelBox?
        for y in 0..<Int(lineHeight) {
            for x in 0..<150 where RGBA(bitmap.pixel(x: x, y: y)!).isInk {
                firstLine = PixelBox(minX: min(firstLine?.minX ?? x, x), maxX: max(firstLine?.maxX ?? x, x), minY: 0, maxY: 0)
            }
        }
        #expect(try #require(firstLine).maxX >= 145)
    }

    @Test func drawingAtAnOriginOffsetsTheInk() throws {
        let layout = TextLayout(AttributedString("Moved"))
        let atZero = try #require(box(try render(layout, width: 200, height: 80)))
        let moved = try #require(box(try render(layout, width: 200, height: 80, at: Point(x: 30, y: 20))))
        #expect(moved.minX - atZero.minX == 30)
        #expect(moved.minY - atZero.minY == 20)
    }

    @Test func foregroundColorReachesThePixels() throws {
        var s = AttributedString("Red text")
        s.foregroundColor = .red
        let bitmap = try render(TextLayout(s, font: .boldSystem(size: 24)), width: 200, height: 40)
        let ink = count(bitmap)
        let red = count(bitmap, where: \.isRed)
        #expect(red > 50)
        #expect(Double(red) > Double(ink) * 0.6)
        let plain = try render(TextLayout(AttributedString("Black"), font: .boldSystem(size: 24)), width: 200, height: 40)
        #expect(count(plain, where: \.isRed) == 0)
    }

    @Test func defaultColorAppliesToRunsWithoutOne() throws {
        let bitmap = try render(TextLayout(AttributedString("Red"), font: .boldSystem(size: 24), color: .red),
                                width: 100, height: 40)
        #expect(count(bitmap, where: \.isRed) > 50)
    }

    @Test func translucentForegroundDrawsTranslucentInk() throws {
        var s = AttributedString("I")
        s.foregroundColor = Color.black.withAlpha(0.5)
        let bitmap = try render(TextLayout(s, font: .boldSystem(size: 40)), width: 60, height: 60)
        let maxAlpha = (0..<60).flatMap { y in (0..<60).map { x in RGBA(bitmap.pixel(x: x, y: y)!).a } }.max() ?? 0
        #expect(maxAlpha > 110 && maxAlpha < 145)
    }

    @Test func underlineAddsInkBelowTheBaseline() throws {
        // Letters without descenders, so nothing but the underline lies below the baseline.
        var underlined = AttributedString("ace ace")
        underlined.underlineStyle = .single
        let plainLayout = TextLayout(AttributedString("ace ace"), font: .system(size: 24))
        let layout = TextLayout(underlined, font: .system(size: 24))
        let below = Int(layout.firstBaseline.rounded(.up))..<60
        let plain = try render(plainLayout, width: 200, height: 60)
        let lined = try render(layout, width: 200, height: 60)
        #expect(count(plain, rows: below) == 0)
        #expect(count(lined, rows: below) > 40)
        var double = AttributedString("ace ace")
        double.underlineStyle = .double
        let doubled = try render(TextLayout(double, font: .system(size: 24)), width: 200, height: 60)
        #expect(count(doubled, rows: below) > count(lined, rows: below))
    }

    @Test func strikethroughAddsInkThroughTheMiddle() throws {
        var struck = AttributedString("ace ace")
        struck.strikethrough = true
        let plain = try render(TextLayout(AttributedString("ace ace"), font: .system(size: 24)), width: 200, height: 60)
        let lined = try render(TextLayout(struck, font: .system(size: 24)), width: 200, height: 60)
        #expect(count(lined) > count(plain) + 20)
    }

    @Test func backgroundColorFillsBehindTheRun() throws {
        var s = AttributedString("plain marked")
        let range = try #require(s.range(of: "marked"))
        s[range].backgroundColor = .blue
        let layout = TextLayout(s, font: .system(size: 20))
        let bitmap = try render(layout, width: 300, height: 40)
        let blue = try #require(box(bitmap) { $0.a == 255 && $0.b > 200 && $0.r < 50 && $0.g < 50 })
        let prefixWidth = TextLayout(AttributedString("plain "), font: .system(size: 20)).size.width
        #expect(abs(Double(blue.minX) - prefixWidth) <= 1.5)
        #expect(abs(Double(blue.maxX + 1) - layout.size.width) <= 1.5)
        // The fill spans the line's height, behind the glyphs.
        #expect(blue.minY == 0)
        #expect(abs(Double(blue.height) - layout.size.height) <= 1.5)
        #expect(count(bitmap, rows: 0..<40) { $0.a > 40 && $0.b < 100 } > 20)
    }

    @Test func backgroundFollowsWrappedLines() throws {
        var s = sentence
        s.backgroundColor = .blue
        let layout = TextLayout(s, width: 120)
        let bitmap = try render(layout, width: 120, height: 400)
        let blue = try #require(box(bitmap) { $0.a == 255 && $0.b > 200 && $0.r < 50 })
        #expect(abs(Double(blue.height) - layout.size.height) <= 1.5)
    }

    @Test func attributesLandOnTheRightBytes() throws {
        var s = AttributedString("aé日本😀b")
        let range = try #require(s.range(of: "日本"))
        s[range].foregroundColor = .red
        let content = TextContent(s)
        #expect(content.bytes == Array("aé日本😀b".utf8))
        #expect(content.spans.count == 1)
        #expect(content.spans.first?.start == 3)
        #expect(content.spans.first?.end == 9)
    }

    @Test func multiByteCharactersKeepTheirColor() throws {
        var s = AttributedString("a日本b")
        let range = try #require(s.range(of: "日本"))
        s[range].foregroundColor = .red
        let font = Font.system(size: 24)
        let bitmap = try render(TextLayout(s, font: font), width: 200, height: 50)
        let red = try #require(box(bitmap, where: \.isRed))
        let before = TextLayout(AttributedString("a"), font: font).size.width
        let through = TextLayout(AttributedString("a日本"), font: font).size.width
        #expect(Double(red.minX) >= before - 1)
        #expect(Double(red.maxX) <= through + 1)
        // Both ideographs are red (each is at least a fallback box), and "a" and "b" are not.
        #expect(Double(red.width) > (through - before) * 0.7)
        let ink = try #require(box(bitmap))
        #expect(ink.minX < red.minX && ink.maxX > red.maxX)
    }

    @Test func attributesAfterEmojiAndAccentsStayOnTheirCharacter() throws {
        var s = AttributedString("é😀x")
        let range = try #require(s.range(of: "x"))
        s[range].foregroundColor = .red
        let font = Font.system(size: 24)
        let layout = TextLayout(s, font: font)
        let bitmap = try render(layout, width: 200, height: 50)
        let red = try #require(box(bitmap, where: \.isRed))
        let before = TextLayout(AttributedString("é😀"), font: font).size.width
        #expect(Double(red.minX) >= before - 1)
        #expect(Double(red.maxX) <= layout.size.width + 1)
    }

    @Test func scaleTwoDoublesPixelExtents() throws {
        let layout = TextLayout(AttributedString("Scale"), font: .system(size: 20))
        let one = try #require(box(try render(layout, width: 100, height: 40, scale: 1)))
        let two = try #require(box(try render(layout, width: 200, height: 80, scale: 2)))
        #expect(abs(two.width - 2 * one.width) <= 2)
        #expect(abs(two.height - 2 * one.height) <= 2)
    }

    // MARK: Robustness

    @Test func missingGlyphDrawsAFallback() throws {
        let layout = TextLayout(AttributedString("\u{E000}"), font: .system(size: 24))
        #expect(layout.size.width > 0)
        #expect(layout.unknownGlyphCount > 0)
        let bitmap = try render(layout, width: 100, height: 50)
        #expect(count(bitmap) > 10)
    }

    @Test func missingFamilyFallsBack() throws {
        let font = Font(family: "No Such Family RecipeKit", size: 24)
        let layout = TextLayout(AttributedString("Fallback"), font: font)
        #expect(layout.size.width > 20)
        #expect(count(try render(layout, width: 200, height: 50)) > 50)
    }

    @Test func oddInputsDoNotCrash() {
        let nul = TextLayout(AttributedString("a\u{0}b"))
        #expect(nul.size.width > 0)
        #expect(TextLayout(sentence, width: 0).lineCount > 1)
        #expect(TextLayout(sentence, width: -5).width == nil)
        #expect(TextLayout(sentence, width: .nan).lineCount == 1)
        #expect(TextLayout(sentence, numberOfLines: -3).numberOfLines == 0)
        #expect(TextLayout(AttributedString("\n\n"), numberOfLines: 1).lineCount == 1)
        var k = AttributedString("kern")
        k.kern = .infinity
        #expect(TextLayout(k).size.width.isFinite)
    }

    // MARK: Canvas conveniences

    @Test func canvasDrawsAPlainStringAtAPoint() throws {
        let bitmap = try Bitmap(pixelWidth: 200, pixelHeight: 60)
        Canvas(bitmap: bitmap).draw("Hello", at: Point(x: 40, y: 10), font: .system(size: 20), color: .red)
        let red = try #require(box(bitmap, where: \.isRed))
        #expect(red.minX >= 40 && red.minX <= 43)
        #expect(red.minY >= 10)
    }

    @Test func canvasDrawsAttributedTextInsideARect() throws {
        let bitmap = try Bitmap(pixelWidth: 300, pixelHeight: 200)
        let rect = Rect(x: 20, y: 30, width: 100, height: 40)
        Canvas(bitmap: bitmap).draw(sentence, in: rect, alignment: .left, lineBreakMode: .truncatingTail)
        let ink = try #require(box(bitmap))
        #expect(ink.minX >= 20 && ink.maxX < 120)
        #expect(ink.minY >= 30 && ink.maxY < 70)
        let canvasDrawn = count(bitmap)
        let twoLines = try render(TextLayout(sentence, width: 100, lineBreakMode: .truncatingTail, numberOfLines: 2),
                                  width: 300, height: 200, at: Point(x: 20, y: 30))
        #expect(canvasDrawn == count(twoLines))
    }

    @Test func canvasDrawsALayout() throws {
        let layout = TextLayout(AttributedString("Layout"), color: .red)
        let bitmap = try Bitmap(pixelWidth: 100, pixelHeight: 40)
        Canvas(bitmap: bitmap).draw(layout, at: .zero)
        #expect(count(bitmap, where: \.isRed) > 20)
    }

    @Test func baselineOffsetRaisesAndLowersItsRun() throws {
        /// How far the raised "o"'s ink top lies above the plain "o" before it (the line grows
        /// to fit a raised run, so both move; only their difference is the offset).
        func rise(_ offset: Double) throws -> Int {
            var s = AttributedString("o")
            s.baselineOffset = offset
            let layout = TextLayout(AttributedString("o") + s, font: .system(size: 24))
            let bitmap = try render(layout, width: 80, height: 80, at: Point(x: 0, y: 20))
            let split = Int(TextLayout(AttributedString("o"), font: .system(size: 24)).size.width.rounded())
            func top(_ columns: Range<Int>) -> Int {
                var top = Int.max
                for y in 0..<80 {
                    for x in columns where RGBA(bitmap.pixel(x: x, y: y)!).isInk { top = min(top, y) }
                }
                return top
            }
            return top(0..<split) - top(split..<80)
        }
        #expect(try rise(0) == 0)
        #expect(abs(try rise(6) - 6) <= 1)
        #expect(abs(try rise(-4) + 4) <= 1)
        #expect(try rise(.nan) == 0)
    }

    @Test func shadowFollowsOnlyItsOwnRun() throws {
        var s = AttributedString("AAAA ")
        var shadowed = AttributedString("BBBB")
        shadowed.shadow = Shadow(color: Color(red: 1, green: 0, blue: 0), offset: Size(width: 3, height: 3), radius: 0)
        s += shadowed
        s.foregroundColor = .black
        let layout = TextLayout(s, font: .system(size: 24))
        let bitmap = try render(layout, width: 200, height: 50, at: Point(x: 2, y: 2))
        let red = try #require(box(bitmap) { $0.isRed })
        let split = 2 + TextLayout(AttributedString("AAAA "), font: .system(size: 24)).size.width
        // Red shows only beside the shadowed run's glyphs, moved right and down.
        #expect(Double(red.minX) >= split + 2)
        let black = try #require(box(bitmap) { $0.a > 200 && $0.r < 40 && $0.g < 40 })
        #expect(red.maxY >= black.maxY + 2)
        #expect(red.maxX >= black.maxX + 2)
        // Shadowless text is unchanged by the shadow pass.
        let plain = try render(TextLayout(AttributedString("AAAA ") + AttributedString("BBBB"), font: .system(size: 24)),
                               width: 200, height: 50, at: Point(x: 2, y: 2))
        let cut = Int(split) - 1
        for y in 0..<50 {
            for x in 0..<cut { #expect(bitmap.pixel(x: x, y: y) == plain.pixel(x: x, y: y)) }
        }
    }

    @Test func blurredShadowSpreads() throws {
        var s = AttributedString("I")
        s.shadow = Shadow(color: Color(red: 1, green: 0, blue: 0), offset: .zero, radius: 6)
        let layout = TextLayout(s, font: .system(size: 30))
        let bitmap = try render(layout, width: 80, height: 60, at: Point(x: 30, y: 10))
        let red = try #require(box(bitmap) { $0.r > $0.g + 30 && $0.a > 10 })
        let ink = try #require(box(bitmap) { $0.a > 200 && $0.r < 60 })
        #expect(red.width >= ink.width + 6)
    }
}
