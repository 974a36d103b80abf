import Foundation
import Testing
@testable import RKGraphics

@Suite struct FontTests {
    @Test func systemFontIsDejaVuSans() {
        let font = Font.system(size: 14)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.pointSize == 14)
        #expect(font.weight == .regular)
        #expect(!font.isItalic)
        #expect(Font.system(size: 14, weight: .light).weight == .light)
    }

    @Test func boldSystemIsBold() {
        let font = Font.boldSystem(size: 20)
        #expect(font.familyName == Font.systemFamilyName)
        #expect(font.weight == .bold)
        #expect(font.pointSize == 20)
    }

    @Test func withSizeKeepsEverythingElse() {
        let font = Font(family: "DejaVu Serif", size: 10, weight: .semibold, italic: true)
        let bigger = font.withSize(30)
        #expect(bigger == Font(family: "DejaVu Serif", size: 30, weight: .semibold, italic: true))
        #expect(font.pointSize == 10)
    }

    @Test(arguments: [0.0, -5, .nan, -.infinity])
    func invalidSizesClampToSmallPositiveSize(size: Double) {
        let font = Font.system(size: size)
        #expect(font.pointSize == Font.minimumPointSize)
        #expect(font.pointSize > 0)
        #expect(Font.system(size: 12).withSize(size).pointSize == Font.minimumPointSize)
        // A clamped font still lays out to a real, finite size.
        let layout = TextLayout(AttributedString("Hello"), font: font)
        #expect(layout.size.height > 0 && layout.size.height.isFinite)
    }

    @Test func hugeSizesClampToMaximum() {
        #expect(Font.system(size: .infinity).pointSize == Font.maximumPointSize)
        #expect(Font.system(size: 1e12).pointSize == Font.maximumPointSize)
    }

    @Test func weightsMapMonotonicallyToPangoWeights() {
        let pango = Font.Weight.allCases.map(\.pangoWeight)
        #expect(pango == pango.sorted())
        #expect(Set(pango).count == pango.count)
        #expect(Font.Weight.ultraLight.pangoWeight == 100)
        #expect(Font.Weight.regular.pangoWeight == 400)
        #expect(Font.Weight.bold.pangoWeight == 700)
        #expect(Font.Weight.black.pangoWeight == 900)
        #expect(Font.Weight.light < Font.Weight.heavy)
    }

    @Test func fontsAreHashable() {
        let set: Set<Font> = [.system(size: 12), .system(size: 12), .boldSystem(size: 12), .system(size: 13)]
        #expect(set.count == 3)
    }

    @Test func installedFamiliesIncludeDejaVuSans() {
        let names = Font.installedFamilyNames
        #expect(names.contains("DejaVu Sans"))
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
    }

    @Test func boldTextIsWiderThanRegular() {
        let text = AttributedString("Hello, bold world")
        let regular = TextLayout(text, font: .system(size: 20))
        let bold = TextLayout(text, font: .boldSystem(size: 20))
        #expect(bold.size.width > regular.size.width)
    }

    @Test func italicChangesGlyphsButNotLineHeight() {
        let text = AttributedString("Italic")
        let upright = TextLayout(text, font: .system(size: 20))
        let italic = TextLayout(text, font: Font(family: "DejaVu Sans", size: 20, italic: true))
        #expect(italic.inkBounds != upright.inkBounds)
        #expect(abs(italic.size.height - upright.size.height) < 0.5)
    }

    @Test func attributesReadAndWriteThroughDynamicLookup() throws {
        var s = AttributedString("Hello, world")
        s.font = .system(size: 20)
        s.foregroundColor = .red
        let range = try #require(s.range(of: "world"))
        s[range].underlineStyle = .single
        s[range].backgroundColor = .yellow
        s.kern = 2
        s.strikethrough = true
        #expect(s.runs.count == 2)
        #expect(s[range].font == .system(size: 20))
        #expect(s.runs.first?.foregroundColor == .red)
        #expect(s.runs.first?.underlineStyle == nil)
        #expect(s.runs.last?.underlineStyle == .single)
        #expect(s.runs.last?.backgroundColor == .yellow)
        #expect(s.runs.last?.kern == 2)
        #expect(s.runs.last?.strikethrough == true)
    }

    @Test func renderingEnvironmentNamesVersionsAndFont() {
        #expect(RenderingEnvironment.cairoVersion.split(separator: ".").count == 3)
        #expect(RenderingEnvironment.pangoVersion.split(separator: ".").count == 3)
        #expect(RenderingEnvironment.fontDescription.hasPrefix("DejaVu Sans"))
        let summary = RenderingEnvironment.summary
        #expect(summary.contains(RenderingEnvironment.cairoVersion))
        #expect(summary.contains(RenderingEnvironment.pangoVersion))
        #expect(summary.contains("DejaVu Sans"))
        #expect(!summary.contains("\n"))
    }
}

/// UIKit's font spellings make the same fonts as RecipeKit's.
@Test func uikitFontSpellings() {
    #expect(Font.systemFont(ofSize: 15) == .system(size: 15))
    #expect(Font.systemFont(ofSize: 15, weight: .semibold) == .system(size: 15, weight: .semibold))
    #expect(Font.boldSystemFont(ofSize: 20) == .boldSystem(size: 20))
    #expect(Font.italicSystemFont(ofSize: 12).isItalic)
    #expect(Font.preferredFont(forTextStyle: .body) == .system(size: 17))
    #expect(Font.preferredFont(forTextStyle: .headline) == .system(size: 17, weight: .semibold))
    #expect(Font.preferredFont(forTextStyle: .caption2).pointSize == 11)
}
