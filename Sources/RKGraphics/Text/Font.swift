import CRKPango

/// A font request: a family, a size in points, a weight and a slant (UIFont's role).
///
/// A `Font` is a description, not a loaded face: Pango and fontconfig resolve it when text is
/// laid out, so a family that is not installed falls back to a default sans face instead of
/// failing. One point is one unit of the ``Canvas`` user space, as in UIKit.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The family name, such as `"DejaVu Sans"`. Pango also accepts a comma-separated list of
    /// families to try in order.
    public let familyName: String
    /// The size in points, always finite and within ``minimumPointSize``...``maximumPointSize``.
    public let pointSize: Double
    /// The stroke weight.
    public let weight: Weight
    /// Whether the italic (or oblique) face is requested.
    public let isItalic: Bool

    /// The family of the system font. RecipeKit ships with fonts-dejavu-core and always asks for
    /// it by name, so that layout and snapshots do not depend on the host's fontconfig defaults.
    public static let systemFamilyName = "DejaVu Sans"

    /// The smallest size a font can have. Zero, negative and NaN sizes become this size: a
    /// positive size keeps layout arithmetic (line heights, ratios) meaningful, where zero would
    /// make Pango fall back to its own default size.
    public static let minimumPointSize = 1.0
    /// The largest size a font can have. Larger and infinite sizes become this size, because
    /// Pango stores sizes as 32-bit integers of 1/1024 point.
    public static let maximumPointSize = 10_000.0

    /// A font of `family`.
    ///
    /// - Parameters:
    ///   - family: The family name. An unknown family is not an error: fontconfig substitutes
    ///     a default face when the text is laid out.
    ///   - size: The size in points. NaN, zero and negative sizes clamp to
    ///     ``minimumPointSize``; sizes above ``maximumPointSize`` (or infinite) clamp to it.
    ///   - weight: The weight; `.regular` by default.
    ///   - italic: Whether to use the italic face.
    public init(family: String, size: Double, weight: Weight = .regular, italic: Bool = false) {
        self.familyName = family
        self.pointSize = Font.clampedSize(size)
        self.weight = weight
        self.isItalic = italic
    }

    /// The system font (DejaVu Sans) at `size` points, with sizes clamped as in
    /// ``init(family:size:weight:italic:)``.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(family: systemFamilyName, size: size, weight: weight)
    }

    /// The bold system font at `size` points.
    public static func boldSystem(size: Double) -> Font {
        system(size: size, weight: .bold)
    }

    /// The same font at another size (clamped as in ``init(family:size:weight:italic:)``).
    public func withSize(_ size: Double) -> Font {
        Font(family: familyName, size: size, weight: weight, italic: isItalic)
    }

    /// The family, size, weight and slant, for logs and test failures.
    public var description: String {
        "Font(\(familyName), \(pointSize)pt, \(weight)\(isItalic ? ", italic" : ""))"
    }

    /// The names of the font families installed on this machine, sorted and without duplicates.
    ///
    /// Styles such as "Bold" are faces within a family and are not listed separately.
    public static var installedFamilyNames: [String] {
        let map = pango_cairo_font_map_get_default()
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(map, &families, &count)
        guard let families else { return [] }
        defer { g_free(families) }
        var names = Set<String>()
        for i in 0..<Int(count) {
            if let family = families[i], let name = pango_font_family_get_name(family) {
                names.insert(String(cString: name))
            }
        }
        return names.sorted()
    }

    static func clampedSize(_ size: Double) -> Double {
        guard !size.isNaN, size > 0 else { return minimumPointSize }
        return Swift.min(Swift.max(size, minimumPointSize), maximumPointSize)
    }

    /// A new `PangoFontDescription` for this font; the caller frees it.
    func makePangoDescription() -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, familyName)
        // Absolute size is in Pango units of user space, so one point is one canvas unit
        // whatever resolution the context has.
        pango_font_description_set_absolute_size(desc, (pointSize * Double(PANGO_SCALE)).rounded())
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(weight.pangoWeight)))
        pango_font_description_set_style(desc, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return desc
    }
}

extension Font {
    /// A font weight, ordered from lightest to heaviest as UIFont.Weight is.
    public enum Weight: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
        /// The weights from lightest to heaviest, Pango's 100 to 900 (see ``pangoWeight``).
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The CSS/OpenType weight Pango uses (100...900).
        ///
        /// UIKit orders `ultraLight` below `thin`, whereas Pango's names do the reverse
        /// (`PANGO_WEIGHT_THIN` is 100, `PANGO_WEIGHT_ULTRALIGHT` 200). RecipeKit keeps UIKit's
        /// order, so `ultraLight` is 100 and `thin` 200, and weights stay monotonic.
        public var pangoWeight: Int {
            switch self {
            case .ultraLight: return 100
            case .thin: return 200
            case .light: return 300
            case .regular: return 400
            case .medium: return 500
            case .semibold: return 600
            case .bold: return 700
            case .heavy: return 800
            case .black: return 900
            }
        }

        /// Whether `a` is lighter than `b`.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// The case's name (`ultraLight`, `bold`, ...).
        public var description: String {
            switch self {
            case .ultraLight: return "ultraLight"
            case .thin: return "thin"
            case .light: return "light"
            case .regular: return "regular"
            case .medium: return "medium"
            case .semibold: return "semibold"
            case .bold: return "bold"
            case .heavy: return "heavy"
            case .black: return "black"
            }
        }
    }
}
