import CRKCairo
import CRKPango
import Foundation

/// The versions of the libraries and the font that decide how text and shapes rasterize.
///
/// Snapshot tests record ``summary`` beside each reference image: when a comparison fails on
/// another machine, a different Cairo, Pango or DejaVu build is the first thing to rule out.
public enum RenderingEnvironment {
    /// The version of the Cairo library loaded at run time, such as `"1.18.0"`.
    public static var cairoVersion: String { String(cString: cairo_version_string()) }

    /// The version of the Pango library loaded at run time, such as `"1.50.12"`.
    public static var pangoVersion: String { String(cString: pango_version_string()) }

    /// The font the system family (DejaVu Sans) resolves to: its face, its font file and
    /// version where fontconfig reports them, and the fontconfig version, such as
    /// `"DejaVu Sans 2.37 (/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf), fontconfig 2.14.1"`.
    ///
    /// Parts that cannot be found (a font map without fontconfig) are left out rather than
    /// guessed.
    public static let fontDescription: String = describeSystemFont()

    /// One line combining Cairo, Pango and font versions, for recording beside snapshots.
    public static var summary: String {
        "cairo \(cairoVersion); pango \(pangoVersion); font \(fontDescription)"
    }

    private static func describeSystemFont() -> String {
        let context = TextLayout.makePangoContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let map = pango_context_get_font_map(context)
        let desc = Font.system(size: 12).makePangoDescription()
        defer { pango_font_description_free(desc) }
        guard let font = pango_font_map_load_font(map, context, desc) else { return Font.systemFamilyName }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }

        var face = Font.systemFamilyName
        if let resolved = pango_font_describe(font) {
            if let family = pango_font_description_get_family(resolved) { face = String(cString: family) }
            pango_font_description_free(resolved)
        }
        var parts = [face]
        // pangocairo.h does not declare the fontconfig API, but with a FreeType font map the
        // font is a PangoFcFont and fontconfig is loaded, so its symbols can be looked up.
        if pango_cairo_font_map_get_font_type(OpaquePointer(map)) == CAIRO_FONT_TYPE_FT,
           let fc = Fontconfig.load() {
            let pattern = fc.pattern(UnsafeMutableRawPointer(font))
            if let pattern, let version = fc.integer(pattern, "fontversion") {
                // Font versions are 16.16 fixed point (the head table's fontRevision).
                parts.append(String(format: "%.2f", Double(version) / 65536))
            }
            if let pattern, let file = fc.string(pattern, "file") { parts.append("(\(file))") }
            let v = fc.version()
            parts[parts.count - 1] += ", fontconfig \(v / 10000).\(v / 100 % 100).\(v % 100)"
        }
        return parts.joined(separator: " ")
    }

    /// The few fontconfig and pangoft2 functions used, found in the running process.
    private struct Fontconfig {
        typealias GetPattern = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
        typealias GetString = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32,
                                              UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32
        typealias GetInteger = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32,
                                               UnsafeMutablePointer<Int32>?) -> Int32
        typealias GetVersion = @convention(c) () -> Int32

        let pattern: GetPattern
        let getString: GetString
        let getInteger: GetInteger
        let version: GetVersion

        static func load() -> Fontconfig? {
            // RTLD_DEFAULT: search every library already loaded into the process.
            func symbol<T>(_ name: String, _: T.Type) -> T? {
                dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: T.self) }
            }
            guard let pattern = symbol("pango_fc_font_get_pattern", GetPattern.self),
                  let getString = symbol("FcPatternGetString", GetString.self),
                  let getInteger = symbol("FcPatternGetInteger", GetInteger.self),
                  let version = symbol("FcGetVersion", GetVersion.self) else { return nil }
            return Fontconfig(pattern: pattern, getString: getString, getInteger: getInteger, version: version)
        }

        func string(_ pattern: UnsafeMutableRawPointer, _ key: String) -> String? {
            var value: UnsafeMutablePointer<UInt8>?
            // FcResultMatch is 0.
            guard getString(pattern, key, 0, &value) == 0, let value else { return nil }
            return String(cString: value)
        }

        func integer(_ pattern: UnsafeMutableRawPointer, _ key: String) -> Int? {
            var value: Int32 = 0
            guard getInteger(pattern, key, 0, &value) == 0 else { return nil }
            return Int(value)
        }
    }
}
