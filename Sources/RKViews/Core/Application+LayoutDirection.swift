import Foundation
import RKGraphics
import RKMainLoop

extension Application {
    /// The layout direction the locale asks for: `RECIPEKIT_LAYOUT_DIRECTION` (`rtl` or `ltr`)
    /// when set, else the direction of the first of the user's languages
    /// (``/RKGraphics/LocaleEnvironment/preferredLanguages``): right to left for Arabic, Hebrew,
    /// Persian, Urdu and the other languages written so.
    ///
    /// UIKit takes the direction of the localization the app's bundle is shown in; RecipeKit
    /// takes the user's language, so that an app mirrors under `LANG=ar_EG.UTF-8` before it is
    /// translated to Arabic.
    public static func layoutDirection(environment: [String: String]) -> UserInterfaceLayoutDirection {
        switch environment["RECIPEKIT_LAYOUT_DIRECTION"]?.lowercased() {
        case "rtl", "righttoleft", "right-to-left": return .rightToLeft
        case "ltr", "lefttoright", "left-to-right": return .leftToRight
        case nil, "": break
        case let other?:
            RecipeLog.write("RECIPEKIT_LAYOUT_DIRECTION: '\(other)' is not rtl or ltr; the locale decides")
        }
        let first = LocaleEnvironment(environment).preferredLanguages.first ?? "en"
        return UserInterfaceLayoutDirection(language: first)
    }
}
