import Foundation
import RKGraphics
import RKMainLoop

/// Overrides of the desktop's appearance from the environment, for users and tests; each wins
/// over what the desktop says for its own value:
///
/// - `RECIPEKIT_APPEARANCE=dark|light` (or `prefer-dark`, `prefer-light`, `default`);
/// - `RECIPEKIT_CONTRAST=high|normal`;
/// - `RECIPEKIT_ACCENT_COLOR=#rrggbb` (any ``/RKGraphics/Color/init(hex:)`` form);
/// - `RECIPEKIT_REDUCE_MOTION=1|0`;
/// - `RECIPEKIT_DESKTOP_SETTINGS=0` reads nothing from the desktop (portal or GNOME settings):
///   only these overrides count.
///
/// A value that cannot be read is reported once on the log and ignored.
public enum AppearanceEnvironment {
    /// The overrides in `environment` (the process's by default).
    public static func overrides(in environment: [String: String] = processEnvironment()) -> DesktopAppearance {
        var a = DesktopAppearance()
        if let v = environment["RECIPEKIT_APPEARANCE"]?.lowercased(), !v.isEmpty {
            switch v {
            case "dark", "prefer-dark", "1": a.colorScheme = .preferDark
            case "light", "prefer-light", "2": a.colorScheme = .preferLight
            case "default", "none", "0": a.colorScheme = .noPreference
            default: report("RECIPEKIT_APPEARANCE", v)
            }
        }
        if let v = environment["RECIPEKIT_CONTRAST"]?.lowercased(), !v.isEmpty {
            switch v {
            case "high", "more", "1": a.highContrast = true
            case "normal", "0": a.highContrast = false
            default: report("RECIPEKIT_CONTRAST", v)
            }
        }
        if let v = environment["RECIPEKIT_ACCENT_COLOR"], !v.isEmpty {
            if let c = try? Color(hex: v) { a.accentColor = c } else { report("RECIPEKIT_ACCENT_COLOR", v) }
        }
        if let v = environment["RECIPEKIT_REDUCE_MOTION"]?.lowercased(), !v.isEmpty {
            switch v {
            case "1", "true", "yes", "reduce": a.reducedMotion = true
            case "0", "false", "no": a.reducedMotion = false
            default: report("RECIPEKIT_REDUCE_MOTION", v)
            }
        }
        return a
    }

    /// False when `RECIPEKIT_DESKTOP_SETTINGS=0` asks not to read the desktop's settings.
    public static func readsDesktop(in environment: [String: String] = processEnvironment()) -> Bool {
        environment["RECIPEKIT_DESKTOP_SETTINGS"] != "0"
    }

    /// The process's environment.
    public static func processEnvironment() -> [String: String] { ProcessInfo.processInfo.environment }

    private static func report(_ name: String, _ value: String) {
        RecipeLog.write("\(name)=\(value) is not a value RecipeKit knows; ignored")
    }
}
