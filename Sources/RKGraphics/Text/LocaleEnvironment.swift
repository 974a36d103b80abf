import Foundation

/// The user's languages as the POSIX locale variables give them: what strings are shown in and
/// what language text is laid out for.
///
/// Read from the environment, not from `setlocale`, so a language works whether or not its
/// locale is generated on the machine (`LANG=fr_FR.UTF-8` shows French even where
/// `locale -a` lists only `C.UTF-8`), and not from Foundation's `Locale.preferredLanguages`,
/// which on Linux does not follow these variables.
///
/// | what | read from, first set wins |
/// | --- | --- |
/// | ``preferredLanguages`` (strings) | `RECIPEKIT_LANGUAGE`, then `LANGUAGE` (a colon list, as gettext: ignored when the locale is C), then `LC_ALL`, `LC_MESSAGES`, `LANG` |
/// | ``textLanguage`` (Pango) | `RECIPEKIT_LANGUAGE`, then `LC_ALL`, `LC_CTYPE`, `LANG` (as `pango_language_get_default`) |
///
/// `RECIPEKIT_LANGUAGE` pins both, for tests and screenshots (`RECIPEKIT_LANGUAGE=en`). The C and
/// POSIX locales (and no locale at all) read as English.
public struct LocaleEnvironment: Sendable, Equatable {
    /// The environment variables read.
    public var variables: [String: String]

    /// The locale variables of `variables` (the process's environment by default).
    public init(_ variables: [String: String] = ProcessInfo.processInfo.environment) {
        self.variables = variables
    }

    /// The locale categories RecipeKit reads.
    public enum Category: String, Sendable {
        /// Messages: the language of strings shown to the user.
        case messages = "LC_MESSAGES"
        /// Character classification: the language text is laid out for.
        case characterType = "LC_CTYPE"
    }

    /// The locale in effect for `category` (`LC_ALL`, then the category's variable, then
    /// `LANG`), or nil when none is set.
    public func locale(for category: Category) -> String? {
        for name in ["LC_ALL", category.rawValue, "LANG"] {
            if let value = variables[name], !value.isEmpty { return value }
        }
        return nil
    }

    /// The languages strings should be shown in, most preferred first, as BCP 47 tags
    /// (`fr-FR`, `zh-CN`, `en`). Never empty: English when nothing says otherwise.
    public var preferredLanguages: [String] {
        if let pinned = pinnedLanguage { return [pinned] }
        var tags: [String] = []
        let messages = locale(for: .messages).flatMap(Self.languageTag(posixLocale:))
        // gettext reads LANGUAGE only when a real locale is selected: under C it is ignored.
        if messages != nil, let list = variables["LANGUAGE"] {
            tags += list.split(separator: ":").compactMap { Self.languageTag(posixLocale: String($0)) }
        }
        if let messages { tags.append(messages) }
        var seen = Set<String>()
        let unique = tags.filter { seen.insert($0.lowercased()).inserted }
        return unique.isEmpty ? ["en"] : unique
    }

    /// The language text is laid out for, as Pango spells it (`fr-fr`, `zh-cn`, `ja-jp`, `en`):
    /// it picks fonts for characters several languages share (Han's regional forms) and steers
    /// line breaking.
    public var textLanguage: String {
        let tag = pinnedLanguage ?? locale(for: .characterType).flatMap(Self.languageTag(posixLocale:)) ?? "en"
        return Self.pangoLanguage(forTag: tag)
    }

    /// `RECIPEKIT_LANGUAGE`, when set to a language.
    private var pinnedLanguage: String? {
        variables["RECIPEKIT_LANGUAGE"].flatMap(Self.languageTag(posixLocale:))
    }

    /// The BCP 47 tag of a POSIX locale name (`fr_FR.UTF-8@euro` → `fr-FR`), or nil for the C
    /// and POSIX locales and for names that are not a language.
    public static func languageTag(posixLocale name: String) -> String? {
        var base = Substring(name)
        if let at = base.firstIndex(of: "@") { base = base[..<at] }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        let language = first.lowercased()
        if language == "c" { return nil }
        var tag = language
        for part in parts.dropFirst() where part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            // ISO 15924 scripts are title case, regions upper case (BCP 47's conventions).
            tag += "-" + (part.count == 4 ? part.prefix(1).uppercased() + part.dropFirst().lowercased() : part.uppercased())
        }
        return tag
    }

    /// Pango's spelling of a BCP 47 tag: lower case, language and region only, with Chinese
    /// scripts given as the region fontconfig knows (`zh-Hant` → `zh-tw`, `zh-Hans` → `zh-cn`).
    public static func pangoLanguage(forTag tag: String) -> String {
        let parts = tag.lowercased().split(separator: "-").map(String.init)
        guard let language = parts.first else { return "en" }
        let region = parts.dropFirst().first { $0.count == 2 || $0.count == 3 && $0.allSatisfy(\.isNumber) }
        if language == "zh", region == nil {
            return parts.contains("hant") ? "zh-tw" : "zh-cn"
        }
        return region.map { "\(language)-\($0)" } ?? language
    }
}
