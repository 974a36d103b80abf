import Foundation

extension Bundle {
    /// The bundle of RecipeKit's built-in strings (in English, French and Simplified Chinese).
    public static var recipeKit: Bundle { .module }
}

/// A built-in string of RecipeKit in the user's language.
func localized(_ key: String) -> String {
    Localization.string(forKey: key, bundle: .module)
}
