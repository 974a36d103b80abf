import CRKGIO

/// GNOME's appearance settings, read through GSettings: the fallback when no Settings portal
/// answers. Every schema and key is looked up before it is read, since GSettings aborts the
/// process on a missing one.
enum GnomeInterfaceSettings {
    /// The appearance GNOME's settings describe; nil when the interface schema is not
    /// installed.
    static func read() -> DesktopAppearance? {
        guard let source = g_settings_schema_source_get_default() else { return nil }
        var a = DesktopAppearance()
        let found = withSchema(source, "org.gnome.desktop.interface") { settings, has in
            if has("color-scheme") {
                switch string(settings, "color-scheme") {
                case "prefer-dark": a.colorScheme = .preferDark
                case "prefer-light": a.colorScheme = .preferLight
                default: a.colorScheme = .noPreference
                }
            }
            if a.colorScheme != .preferDark, has("gtk-theme"), string(settings, "gtk-theme").lowercased().hasSuffix("-dark") {
                a.colorScheme = .preferDark
            }
            if has("enable-animations") { a.reducedMotion = g_settings_get_boolean(settings, "enable-animations") == 0 }
        }
        guard found else { return nil }
        _ = withSchema(source, "org.gnome.desktop.a11y.interface") { settings, has in
            if has("high-contrast") { a.highContrast = g_settings_get_boolean(settings, "high-contrast") != 0 }
        }
        return a
    }

    /// Runs `body` with the settings of schema `id` and a test for its keys; false when the
    /// schema is not installed.
    private static func withSchema(_ source: OpaquePointer, _ id: String,
                                   _ body: (UnsafeMutablePointer<GSettings>, (String) -> Bool) -> Void) -> Bool {
        guard let schema = g_settings_schema_source_lookup(source, id, 1) else { return false }
        defer { g_settings_schema_unref(schema) }
        guard let settings = g_settings_new_full(schema, nil, nil) else { return false }
        defer { g_object_unref(settings) }
        body(settings) { g_settings_schema_has_key(schema, $0) != 0 }
        return true
    }

    private static func string(_ settings: UnsafeMutablePointer<GSettings>, _ key: String) -> String {
        guard let s = g_settings_get_string(settings, key) else { return "" }
        defer { g_free(s) }
        return String(cString: s)
    }
}
