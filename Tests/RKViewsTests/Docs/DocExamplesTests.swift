import Foundation
import Testing

/// The docs' code examples are the tests' code: each ```swift block that follows a
/// `<!-- docs: NAME -->` line in a page must equal, line for line (indentation aside), the
/// lines between `// docs: NAME` and `// end docs` in the page's examples file, which the test
/// suite compiles and runs.
@Suite struct DocExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The pages and the files their examples come from: every recipe page in docs/recipes
    /// (found, not listed, so that a new page cannot be left out) and the engine's guides.
    static let pages: [(page: String, source: String)] = [
        ("docs/WINDOWS-AND-INPUT.md", "Tests/RKViewsTests/Docs/WindowsAndInputExamples.swift"),
        ("docs/LAYER-CLASSES.md", "Tests/RKViewsTests/Docs/LayerClassesExamples.swift"),
        ("docs/NAVIGATION.md", "Tests/RKViewsTests/Docs/NavigationExamples.swift"),
        ("docs/CONTAINERS.md", "Tests/RKViewsTests/Docs/ContainersExamples.swift"),
        ("docs/AUTOLAYOUT.md", "Tests/RKViewsTests/Docs/AutoLayoutExamples.swift"),
        ("docs/LOCALIZATION.md", "Tests/RKViewsTests/Docs/LocalizationExamples.swift"),
    ] + recipePages.map { ("docs/recipes/\($0)", "Tests/RKRecipesTests/Docs/RecipeExamples.swift") }

    static var recipePages: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs/recipes").path)) ?? []
        return names.filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
    }

    /// The discovery finds the pages (a wrong root would find none and check nothing).
    @Test func everyRecipePageIsChecked() {
        #expect(Self.recipePages.count >= 10)
        #expect(Self.recipePages.contains("attributed-label.md") && Self.recipePages.contains("range-slider.md"))
    }

    /// Lines without their common indentation, trailing blanks dropped.
    static func dedent(_ lines: [Substring]) -> [String] {
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(Swift.min(indent, $0.prefix { $0 == " " }.count))) }
    }

    static func sourceExamples(_ text: String) -> [String: [String]] {
        var out: [String: [String]] = [:]
        var name: String?
        var body: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let t = line.trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("// docs: ") {
                name = String(t.dropFirst("// docs: ".count))
                body = []
            } else if t == "// end docs", let n = name {
                out[n] = dedent(body)
                name = nil
            } else if name != nil {
                body.append(line)
            }
        }
        return out
    }

    static func pageExamples(_ text: String) -> [String: [String]] {
        var out: [String: [String]] = [:]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var i = 0
        while i < lines.count {
            let t = lines[i].trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("<!-- docs: "), t.hasSuffix(" -->"), i + 1 < lines.count, lines[i + 1].hasPrefix("```swift") {
                let name = String(t.dropFirst("<!-- docs: ".count).dropLast(" -->".count))
                var j = i + 2
                var body: [Substring] = []
                while j < lines.count, !lines[j].hasPrefix("```") {
                    body.append(lines[j])
                    j += 1
                }
                out[name] = dedent(body)
                i = j
            }
            i += 1
        }
        return out
    }

    @Test(arguments: pages.map(\.page))
    func pagesShowTheTestedCode(page: String) throws {
        let source = try #require(Self.pages.first { $0.page == page }?.source)
        let pageText = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        let sourceText = try String(contentsOf: Self.root.appendingPathComponent(source), encoding: .utf8)
        let shown = Self.pageExamples(pageText), tested = Self.sourceExamples(sourceText)
        #expect(!shown.isEmpty, "\(page) shows no tested examples")
        // A source may hold the examples of several pages: each page's must all be there.
        #expect(Set(shown.keys).isSubset(of: Set(tested.keys)), "\(page) shows examples \(source) does not test")
        for (name, lines) in shown {
            #expect(lines == tested[name], "example \(name) in \(page) differs from \(source)")
        }
    }
}
