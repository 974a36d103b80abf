import Foundation
import RKGeometry
import RKMainLoop
import Testing

@testable import RKViews

@Suite struct LocalizationTests {
    @Test func builtInStringsShipInEnglishFrenchAndSimplifiedChinese() {
        let names = Localization.localizations(of: .recipeKit).map { $0.lowercased() }
        #expect(Set(names) == ["en", "fr", "zh-hans"])
    }

    /// Every built-in string has a translation: a key missing from one table would show English
    /// in the middle of a translated interface.
    @Test func everyTableHasEveryKey() throws {
        let tables = Localization.localizations(of: .recipeKit).map {
            ($0, Localization.strings(in: .recipeKit, folder: $0, table: "Localizable"))
        }
        let english = try #require(tables.first { $0.0 == "en" }).1
        #expect(english.count >= 35)
        for (name, table) in tables {
            #expect(Set(table.keys) == Set(english.keys), "\(name).lproj")
            for (key, value) in table where key.contains("%") {
                #expect(value.components(separatedBy: "%").count == key.components(separatedBy: "%").count, "\(name): \(key)")
            }
        }
        for (key, value) in english { #expect(key == value, "English values are their keys: \(key)") }
    }

    @Test func theFirstPreferredLanguageTheBundleHasWins() {
        let strings = { (languages: [String]) in
            Localization.withPreferredLanguages(languages) { Localization.string(forKey: "Back", bundle: .recipeKit) }
        }
        #expect(strings(["fr-FR"]) == "Retour")
        #expect(strings(["fr-CA"]) == "Retour")
        #expect(strings(["zh-CN"]) == "返回")
        #expect(strings(["zh-Hans-SG"]) == "返回")
        #expect(strings(["de-DE", "fr"]) == "Retour")
        #expect(strings(["ja", "zh-SG", "fr"]) == "返回")
        // No Traditional Chinese table: English, not Simplified.
        #expect(strings(["zh-TW"]) == "Back")
        #expect(strings(["en-GB"]) == "Back")
        #expect(strings(["ja"]) == "Back")
    }

    @Test func missingKeysFallBackToTheDefaultValueThenTheKey() {
        Localization.withPreferredLanguages(["fr"]) {
            #expect(Localization.string(forKey: "No such key", bundle: .recipeKit) == "No such key")
            #expect(Localization.string(forKey: "No such key", value: "Valeur", bundle: .recipeKit) == "Valeur")
            #expect(String(localized: "Cancel", bundle: .recipeKit) == "Annuler")
            #expect(String(localized: "Cancel", table: "Other", bundle: .recipeKit) == "Cancel")
        }
    }

    @Test func anAppBundleLocalizesItsOwnStrings() throws {
        let bundle = try Self.makeBundle([
            "en": #""Recipes" = "Recipes";"#,
            "fr": "/* The list's title. */\n\"Recipes\" = \"Recettes\";\n\"%d recipes\" = \"%d recettes\";",
            "zh-Hant": #""Recipes" = "食譜";"#,
            "de": "\"Recipes\" = ", // not a strings file: logged, ignored
        ])
        Localization.withPreferredLanguages(["fr-BE"]) {
            #expect(String(localized: "Recipes", bundle: bundle) == "Recettes")
            #expect(String(format: String(localized: "%d recipes", bundle: bundle), 3) == "3 recettes")
        }
        Localization.withPreferredLanguages(["zh-HK"]) {
            #expect(String(localized: "Recipes", bundle: bundle) == "食譜")
            #expect(Localization.localization(in: bundle) == "zh-Hant")
        }
        var shown = ""
        let lines = RecipeLog.capturingLines {
            shown = Localization.withPreferredLanguages(["de"]) { String(localized: "Recipes", bundle: bundle) }
        }
        #expect(shown == "Recipes")
        #expect(lines.contains { $0.contains("de.lproj/Localizable.strings is not a strings file") })
    }

    @MainActor @Test func builtInViewsSpeakTheUsersLanguage() {
        Localization.withPreferredLanguages(["fr-FR"]) {
            let toggle = Switch()
            toggle.isOn = true
            #expect(toggle.accessibilityValue == "activé")
            toggle.isOn = false
            #expect(toggle.accessibilityValue == "désactivé")
            #expect(BarButtonItem.SystemItem.done.title == "OK")
            #expect(BarButtonItem.SystemItem.action.accessibilityName == "Partager")
            #expect(UndoManager().undoMenuTitle(forUndoActionName: "Saisie") == "Annuler « Saisie »")
            let pages = PageControl()
            pages.numberOfPages = 5
            pages.currentPage = 1
            #expect(pages.accessibilityValue == "page 2 sur 5")
        }
        Localization.withPreferredLanguages(["zh-CN"]) {
            #expect(BarButtonItem.SystemItem.cancel.title == "取消")
            #expect(Switch().accessibilityValue == "关")
        }
    }

    static func makeBundle(_ tables: [String: String]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rk-l10n-\(UUID().uuidString).resources")
        for (language, text) in tables {
            let folder = root.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        return try #require(Bundle(path: root.path))
    }
}
