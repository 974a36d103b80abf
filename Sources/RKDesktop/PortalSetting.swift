import CRKGIO
import RKGraphics

/// One value of the Settings portal's `org.freedesktop.appearance` namespace, read from the
/// GVariant the portal sends: `ReadOne`'s reply `(v)`, the deprecated `Read`'s `(v)` whose
/// variant holds another variant, or `SettingChanged`'s value.
public enum PortalSetting: Equatable, Sendable {
    /// `color-scheme`, a uint32 (0, 1 or 2; other values read as no preference).
    case colorScheme(DesktopAppearance.ColorScheme)
    /// `contrast`, a uint32 (1 is high).
    case contrast(high: Bool)
    /// `accent-color`, (ddd); nil when a component is outside 0...1 (the portal's "unset").
    case accentColor(Color?)
    /// `reduced-motion`, a uint32 (1 is reduced).
    case reducedMotion(Bool)

    /// The namespace RecipeKit reads.
    public static let namespace = "org.freedesktop.appearance"
    /// The keys RecipeKit reads in ``namespace``.
    public static let keys = ["color-scheme", "contrast", "accent-color", "reduced-motion"]

    /// The setting `key` holds in `value`, which may be wrapped in any number of variants (as
    /// `Read` wraps it in one more than `ReadOne`); nil for an unknown key or a value of the
    /// wrong type, which is ignored rather than guessed at.
    public init?(key: String, value: OpaquePointer) {
        let v = PortalSetting.unwrapped(value)
        defer { g_variant_unref(v) }
        let type = String(cString: g_variant_get_type_string(v))
        switch (key, type) {
        case ("color-scheme", "u"):
            self = .colorScheme(DesktopAppearance.ColorScheme(rawValue: g_variant_get_uint32(v)) ?? .noPreference)
        case ("contrast", "u"):
            self = .contrast(high: g_variant_get_uint32(v) == 1)
        case ("reduced-motion", "u"):
            self = .reducedMotion(g_variant_get_uint32(v) == 1)
        case ("accent-color", "(ddd)"):
            var c: [Double] = []
            for i in 0..<3 {
                let child = g_variant_get_child_value(v, gsize(i))
                c.append(g_variant_get_double(child))
                g_variant_unref(child)
            }
            let valid = c.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }
            self = .accentColor(valid ? Color(red: c[0], green: c[1], blue: c[2]) : nil)
        default:
            return nil
        }
    }

    /// The setting in a method reply `(v)` (ReadOne's or Read's); nil when the reply has
    /// another shape.
    public init?(key: String, reply: OpaquePointer) {
        guard String(cString: g_variant_get_type_string(reply)) == "(v)" else { return nil }
        let child = g_variant_get_child_value(reply, 0)
        defer { g_variant_unref(child) }
        guard let child else { return nil }
        self.init(key: key, value: child)
    }

    /// `appearance` with this setting applied.
    public func applied(to appearance: DesktopAppearance) -> DesktopAppearance {
        var a = appearance
        switch self {
        case .colorScheme(let s): a.colorScheme = s
        case .contrast(let high): a.highContrast = high
        case .accentColor(let c): a.accentColor = c
        case .reducedMotion(let r): a.reducedMotion = r
        }
        return a
    }

    /// The innermost value of nested variants, with a reference of its own.
    private static func unwrapped(_ value: OpaquePointer) -> OpaquePointer {
        var v = g_variant_ref(value)!
        var depth = 0
        while String(cString: g_variant_get_type_string(v)) == "v", depth < 4, let inner = g_variant_get_variant(v) {
            g_variant_unref(v)
            v = inner
            depth += 1
        }
        return v
    }
}
