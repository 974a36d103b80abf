import CRKPango
import Synchronization

extension TextLayout {
    /// The language every new layout is made for, as Pango spells it (`en`, `fr-fr`, `zh-cn`,
    /// `ja`, `ko`).
    ///
    /// It comes from the locale (``LocaleEnvironment/textLanguage``: `LC_ALL`, `LC_CTYPE`,
    /// `LANG`, or `RECIPEKIT_LANGUAGE`), English under the C locale. It picks the font for
    /// characters several languages share, so Han text takes the forms its reader expects
    /// (Japanese, Simplified or Traditional Chinese, Korean) when fonts with those forms are
    /// installed, and it steers line breaking. Set it to pin layout to one language (snapshot
    /// tests pin `en`); layouts made before keep theirs.
    /// There is no per-run language attribute: a whole layout uses this one.
    public static var language: String {
        get { pinnedLanguage.withLock { $0 } }
        set { pinnedLanguage.withLock { $0 = newValue.isEmpty ? "en" : newValue } }
    }

    /// Runs `body` with layouts it makes laid out for `language`, leaving ``language`` alone
    /// for other tasks (tests running in parallel).
    public static func withLanguage<R>(_ language: String, _ body: () throws -> R) rethrows -> R {
        try $taskLanguage.withValue(language.isEmpty ? "en" : language) { try body() }
    }

    @TaskLocal private static var taskLanguage: String?

    /// Pango's interned language for the current task's language, else ``language``.
    static var pangoLanguage: OpaquePointer? {
        pango_language_from_string(taskLanguage ?? language)
    }
}

private let pinnedLanguage = Mutex(LocaleEnvironment().textLanguage)
