import Foundation

extension String {
    /// The localized string for `key` in `table` of `bundle`, in the user's language
    /// (``Localization/preferredLanguages``); `defaultValue`, else the key, when no table has it.
    ///
    /// UIKit's spelling, backed on Linux by ``Localization`` since Foundation's lookup there
    /// does not follow the locale. The key is usually the English text itself:
    ///
    /// ```swift
    /// title = String(localized: "Recipes", bundle: .module, comment: "The list's title")
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key in the `.strings` table.
    ///   - defaultValue: What to show when no table has the key; the key when nil.
    ///   - table: The table's name (`Localizable` when nil).
    ///   - bundle: The bundle holding the `.lproj` folders: `.module` for a package target's
    ///     resources; the main bundle (the executable's folder) when nil, as in UIKit.
    ///   - comment: Context for translators; not used at run time.
    public init(localized key: String, defaultValue: String? = nil, table: String? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        self = Localization.string(forKey: key, value: defaultValue, table: table, bundle: bundle ?? .main)
    }
}
