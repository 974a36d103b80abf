import RKGraphics

/// What the desktop says about appearance: the values of the XDG Settings portal's
/// `org.freedesktop.appearance` namespace (or GNOME's settings, or environment overrides),
/// each nil while nothing has said it.
public struct DesktopAppearance: Hashable, Sendable, CustomStringConvertible {
    /// The portal's `color-scheme`.
    public enum ColorScheme: UInt32, Hashable, Sendable {
        /// 0: no preference (RecipeKit draws light).
        case noPreference = 0
        /// 1: prefer dark.
        case preferDark = 1
        /// 2: prefer light.
        case preferLight = 2
    }

    /// Light or dark; nil when not said.
    public var colorScheme: ColorScheme?
    /// True for the portal's `contrast` 1 (higher contrast); nil when not said.
    public var highContrast: Bool?
    /// The portal's `accent-color`; nil when not said or out of range (the portal's "unset").
    public var accentColor: Color?
    /// True for the portal's `reduced-motion` 1 (reduced motion); nil when not said.
    public var reducedMotion: Bool?

    /// Values, each nil (not said) unless given.
    public init(colorScheme: ColorScheme? = nil, highContrast: Bool? = nil, accentColor: Color? = nil,
                reducedMotion: Bool? = nil) {
        self.colorScheme = colorScheme
        self.highContrast = highContrast
        self.accentColor = accentColor
        self.reducedMotion = reducedMotion
    }

    /// These values with every value `other` says put over them (what an environment override
    /// does to the desktop's values).
    public func overridden(by other: DesktopAppearance) -> DesktopAppearance {
        DesktopAppearance(colorScheme: other.colorScheme ?? colorScheme, highContrast: other.highContrast ?? highContrast,
                          accentColor: other.accentColor ?? accentColor, reducedMotion: other.reducedMotion ?? reducedMotion)
    }

    /// The traits windows start from: dark only for `prefer-dark`, light otherwise (no
    /// preference reads as light, as libadwaita's default does).
    public var traitCollection: TraitCollection {
        TraitCollection(userInterfaceStyle: colorScheme == .preferDark ? .dark : .light,
                        accessibilityContrast: highContrast == true ? .high : .normal,
                        accentColor: accentColor)
    }

    /// The values, for logs and state dumps: `color-scheme=1 contrast=0 accent=- reduced-motion=-`.
    public var description: String {
        func show<T>(_ v: T?, _ f: (T) -> String) -> String { v.map(f) ?? "-" }
        return "color-scheme=\(show(colorScheme) { String($0.rawValue) }) contrast=\(show(highContrast) { $0 ? "1" : "0" }) "
            + "accent=\(show(accentColor) { String(format3($0.red, $0.green, $0.blue)) }) "
            + "reduced-motion=\(show(reducedMotion) { $0 ? "1" : "0" })"
    }
}

private func format3(_ r: Double, _ g: Double, _ b: Double) -> String {
    func f(_ v: Double) -> String { String(Double((v * 1000).rounded()) / 1000) }
    return "(\(f(r)),\(f(g)),\(f(b)))"
}
