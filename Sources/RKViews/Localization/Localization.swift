import Foundation
import RKGraphics
import RKMainLoop
import Synchronization

/// Localized strings from a bundle's `.lproj` folders, in the languages of the user's locale.
///
/// RecipeKit's built-in strings ("Back", "Done", the edit menu, accessibility values) come from
/// here, and an app's own strings can too: put `Localizable.strings` files in
/// `Resources/<language>.lproj/` of its target, declare the resources in `Package.swift`
/// (`resources: [.process("Resources")]`, with `defaultLocalization: "en"` on the package), and
/// write `String(localized: "Recipes", bundle: .module)`.
///
/// Foundation's own lookup (`NSLocalizedString`, `Bundle.localizedString(forKey:value:table:)`)
/// does not follow the POSIX locale on Linux: `Locale.preferredLanguages` stays `en-001`
/// whatever `LANG`, `LC_ALL`, `LC_MESSAGES` or `LANGUAGE` say, and its `String(localized:bundle:)`
/// is not available. This lookup reads the locale variables (``LocaleEnvironment``) and parses
/// the `.strings` files with `PropertyListSerialization`.
///
/// A bundle's localization is chosen once per preferred-language list: the first preferred
/// language it has (`fr-FR` matches `fr-FR.lproj`, then `fr.lproj`; `zh-CN` and `zh-SG` match
/// `zh-Hans.lproj`, `zh-TW`, `zh-HK` and `zh-MO` match `zh-Hant.lproj`), else its development
/// localization. A key missing from the chosen table is looked up in the development
/// localization's table, then the given default value or the key itself is used.
public enum Localization {
    /// The languages strings are shown in, most preferred first, as BCP 47 tags.
    ///
    /// From the locale (``LocaleEnvironment/preferredLanguages``) unless set. Strings already
    /// shown keep their language: set it before building the interface.
    public static var preferredLanguages: [String] {
        get { taskLanguages ?? state.withLock { $0.preferredLanguages } }
        set { state.withLock { $0.preferredLanguages = newValue.isEmpty ? ["en"] : newValue } }
    }

    /// Runs `body` with strings looked up in `languages`, leaving ``preferredLanguages`` alone
    /// for other tasks (tests running in parallel).
    public static func withPreferredLanguages<R>(_ languages: [String], _ body: () throws -> R) rethrows -> R {
        try $taskLanguages.withValue(languages.isEmpty ? ["en"] : languages) { try body() }
    }

    @TaskLocal private static var taskLanguages: [String]?

    /// The string for `key` in `table` (`Localizable` when nil) of `bundle`, in the first of
    /// ``preferredLanguages`` the bundle has; `value`, else the key, when no table has it.
    public static func string(forKey key: String, value: String? = nil, table: String? = nil, bundle: Bundle) -> String {
        let table = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        let languages = preferredLanguages
        for folder in lookupOrder(in: bundle, preferredLanguages: languages) {
            if let string = strings(in: bundle, folder: folder, table: table)[key] { return string }
        }
        return value ?? key
    }

    /// The `.lproj` localization of `bundle` (as named on disk, such as `fr` or `zh-hans`) that
    /// strings come from for `preferredLanguages`, or nil when the bundle has none.
    public static func localization(in bundle: Bundle, preferredLanguages: [String]? = nil) -> String? {
        lookupOrder(in: bundle, preferredLanguages: preferredLanguages ?? self.preferredLanguages).first
    }

    /// The folder names (without `.lproj`) to try a key in: the chosen localization, then the
    /// development one.
    static func lookupOrder(in bundle: Bundle, preferredLanguages: [String]) -> [String] {
        let available = localizations(of: bundle)
        guard !available.isEmpty else { return [] }
        func find(_ name: String) -> String? {
            available.first { $0.caseInsensitiveCompare(name) == .orderedSame }
        }
        // Foundation's developmentLocalization traps on a bundle without an Info.plist; SwiftPM
        // writes one with CFBundleDevelopmentRegion, a folder of .lproj made by hand has none.
        let region = bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String
        let development = region.flatMap(find) ?? find("en") ?? find("Base")
        var order: [String] = []
        outer: for tag in preferredLanguages {
            for candidate in candidates(for: tag) {
                if let found = find(candidate) {
                    order.append(found)
                    break outer
                }
            }
        }
        if let development, !order.contains(development) { order.append(development) }
        return order
    }

    /// The folder names a BCP 47 tag may be found under, best first.
    static func candidates(for tag: String) -> [String] {
        let parts = tag.split(separator: "-").map(String.init)
        guard let language = parts.first?.lowercased() else { return [] }
        let script = parts.dropFirst().first { $0.count == 4 }?.lowercased()
        let region = parts.dropFirst().first { $0.count == 2 || $0.count == 3 }?.uppercased()
        var names: [String] = []
        if let region { names += ["\(language)-\(region)", "\(language)_\(region)"] }
        if language == "zh" {
            let traditional = script == "hant" || (script == nil && ["TW", "HK", "MO"].contains(region ?? ""))
            names.append(traditional ? "zh-Hant" : "zh-Hans")
        } else if let script {
            names.append("\(language)-\(script)")
        }
        names.append(language)
        return names
    }

    /// The names of the bundle's `.lproj` folders, without the extension.
    static func localizations(of bundle: Bundle) -> [String] {
        let root = bundle.resourceURL ?? bundle.bundleURL
        if let cached = state.withLock({ $0.folders[root.path] }) { return cached }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
        state.withLock { $0.folders[root.path] = names }
        return names
    }

    /// The parsed table, empty when the file is missing or is not a strings file.
    static func strings(in bundle: Bundle, folder: String, table: String) -> [String: String] {
        let root = bundle.resourceURL ?? bundle.bundleURL
        let path = root.appendingPathComponent("\(folder).lproj").appendingPathComponent("\(table).strings").path
        if let cached = state.withLock({ $0.tables[path] }) { return cached }
        var parsed: [String: String] = [:]
        if let data = FileManager.default.contents(atPath: path) {
            if let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
               let dictionary = plist as? [String: Any] {
                for (key, value) in dictionary { if let value = value as? String { parsed[key] = value } }
            } else {
                RecipeLog.write("localization: \(folder).lproj/\(table).strings is not a strings file; its strings are not used")
            }
        }
        state.withLock { $0.tables[path] = parsed }
        return parsed
    }

    private struct State {
        var preferredLanguages = LocaleEnvironment().preferredLanguages
        var folders: [String: [String]] = [:]
        var tables: [String: [String: String]] = [:]
    }

    private static let state = Mutex(State())
}
