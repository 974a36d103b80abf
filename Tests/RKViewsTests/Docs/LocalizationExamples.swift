import Foundation
import RKGeometry
import RKHosts
import Testing

@testable import RKViews

// The examples of docs/LOCALIZATION.md, compiled and run here (see DocExamplesTests).

@MainActor
@Suite(.serialized) struct LocalizationExampleTests {
    @Test func anAppsOwnStrings() throws {
        // The app's resources as SwiftPM lays them out: Bundle.module in a package target.
        let appBundle = try LocalizationTests.makeBundle([
            "en": "\"Recipes\" = \"Recipes\";\n\"%d recipes\" = \"%d recipes\";",
            "fr": "\"Recipes\" = \"Recettes\";\n\"%d recipes\" = \"%d recettes\";",
            "zh-Hans": "\"Recipes\" = \"食谱\";\n\"%d recipes\" = \"%d 个食谱\";",
        ])
        let shown: [(String, String)] = [("fr-FR", "Recettes · 12 recettes"), ("zh-CN", "食谱 · 12 个食谱"), ("de-DE", "Recipes · 12 recipes")]
        for (language, expected) in shown {
            let line = Localization.withPreferredLanguages([language]) {
                // docs: localization-app-strings
                let title = String(localized: "Recipes", bundle: appBundle, comment: "The list's title")
                let count = String(format: String(localized: "%d recipes", bundle: appBundle), 12)
                // end docs
                return "\(title) · \(count)"
            }
            #expect(line == expected)
        }
    }

    @Test func builtInStringsInTheUsersLanguage() throws {
        try Localization.withPreferredLanguages(["fr-FR"]) {
            let host = try HeadlessHost(size: Size(width: 320, height: 200))
            // docs: localization-built-in
            let editor = TextField()
            editor.text = "Pâte brisée"
            let titles = editor.editMenu().children.flatMap { ($0 as? Menu)?.children ?? [$0] }.map(\.title)
            // ["Annuler", "Rétablir", "Couper", "Copier", "Coller", "Supprimer", "Tout sélectionner"]
            // end docs
            host.window.addSubview(editor)
            #expect(titles.contains("Couper") && titles.contains("Tout sélectionner"))
            #expect(!titles.contains("Cut"))
        }
    }

    @Test func aRightToLeftInterface() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 100))
        let window = host.window
        window.semanticContentAttribute = .forceRightToLeft
        // docs: localization-right-to-left
        let name = Label(text: "Name")
        let field = TextField()
        for v in [name, field] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
        }
        LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            field.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            name.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            field.centerYAnchor.constraint(equalTo: name.centerYAnchor),
        ])
        // Right to left, the label is at the right edge and the field to its left.
        // end docs
        window.layoutIfNeeded()
        #expect(name.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(abs(name.frame.maxX - 304) < 0.5)
        #expect(abs(field.frame.maxX - (name.frame.minX - 8)) < 0.5)
        #expect(abs(field.frame.minX - 16) < 0.5)
    }
}
