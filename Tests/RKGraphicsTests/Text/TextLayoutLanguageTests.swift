import CRKPango
import Foundation
import RKGeometry
import RKSnapshotTesting
import Testing
@testable import RKGraphics

/// Han characters several languages share, whose Japanese and Chinese forms differ in fonts
/// with regional forms (Noto Sans CJK's `locl`, or a Japanese and a Chinese face).
private let hanSample = "直骨角写画今"

/// The language Pango itemized the layout's first run with, and the family of its font.
private func firstRun(_ layout: TextLayout) -> (language: String, family: String)? {
    guard let iter = pango_layout_get_iter(layout.layout) else { return nil }
    defer { pango_layout_iter_free(iter) }
    guard let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item else { return nil }
    let language = item.pointee.analysis.language.map { String(cString: pango_language_to_string($0)) } ?? ""
    var family = ""
    if let font = item.pointee.analysis.font, let description = pango_font_describe(font) {
        family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        pango_font_description_free(description)
    }
    return (language, family)
}

private func render(_ text: String, language: String) -> (Bitmap, family: String) {
    let layout = TextLayout.withLanguage(language) { TextLayout(AttributedString(text), font: .system(size: 28)) }
    let bitmap = try! Bitmap(size: Size(width: 200, height: 44), scale: 1)
    let canvas = Canvas(bitmap: bitmap)
    canvas.paint(.white)
    layout.draw(in: canvas, at: Point(x: 6, y: 4))
    return (bitmap, firstRun(layout)?.family ?? "")
}

@Suite struct TextLayoutLanguageTests {
    /// Pango keeps a layout's language for the runs in scripts that language is written in
    /// (Han in Japanese and Chinese; Korean is written in Hangul) and picks fonts by it.
    @Test func layoutsAreItemizedInTheirLanguage() throws {
        let samples = [("ja", hanSample), ("zh-cn", hanSample), ("zh-tw", hanSample), ("ko", "한국어"), ("fr-fr", "Crème brûlée")]
        for (language, text) in samples {
            let layout = TextLayout.withLanguage(language) { TextLayout(AttributedString(text), font: .system(size: 20)) }
            let run = try #require(firstRun(layout))
            #expect(run.language == language)
            #expect(!run.family.isEmpty)
        }
    }

    @Test func outsideWithLanguageLayoutsUseTheProcessLanguage() throws {
        let layout = TextLayout(AttributedString("Bonjour"), font: .system(size: 20))
        #expect(try #require(firstRun(layout)).language == TextLayout.language)
    }

    /// When fontconfig gives Japanese and Chinese different faces, the same characters come
    /// out in different forms; when it has one face for both (WenQuanYi alone, which has no
    /// regional forms), the renderings are the same pixels.
    @Test func hanTextTakesTheFormsOfItsLanguage() {
        let (japanese, jaFamily) = render(hanSample, language: "ja")
        let (chinese, zhFamily) = render(hanSample, language: "zh-cn")
        let differing = zip(japanese.makeImage().premultipliedARGB, chinese.makeImage().premultipliedARGB)
            .filter { $0 != $1 }.count
        if jaFamily != zhFamily {
            #expect(differing > 100, "\(jaFamily) for Japanese and \(zhFamily) for Chinese drew the same pixels")
        } else {
            #expect(differing == 0, "one face, \(jaFamily), drew differently by language")
        }
    }

    @Test func hanSnapshotInJapaneseAndSimplifiedChinese() throws {
        let bitmap = try Bitmap(size: Size(width: 200, height: 88), scale: 2)
        let canvas = Canvas(bitmap: bitmap)
        canvas.paint(.white)
        for (row, language) in ["ja", "zh-cn"].enumerated() {
            let layout = TextLayout.withLanguage(language) { TextLayout(AttributedString(hanSample), font: .system(size: 28)) }
            layout.draw(in: canvas, at: Point(x: 6, y: 4 + 44 * Double(row)))
        }
        Snapshot.expect(bitmap.makeImage(), named: "han-ja-then-zh-cn")
    }
}
