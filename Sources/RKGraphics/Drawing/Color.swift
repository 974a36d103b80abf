/// An RGBA color with non-premultiplied components in 0...1 (sRGB), a pattern made from an
/// image (UIColor(patternImage:)), or a dynamic color that depends on the traits it is drawn in
/// (UIColor(dynamicProvider:)), usable anywhere a color is.
///
/// A dynamic color's components, read anywhere, are those it resolves to in
/// ``TraitCollection/current``, as UIKit's `cgColor` of a dynamic color is: while a view draws
/// they are the view's traits, while a host renders the window's, elsewhere light.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    private var fixedRed: Double
    private var fixedGreen: Double
    private var fixedBlue: Double
    private var fixedAlpha: Double
    private let fixedPattern: Image?
    private let provider: DynamicColorProvider?

    /// The red component, 0...1, not premultiplied.
    public var red: Double {
        get { provider?.resolvedInCurrent().red ?? fixedRed }
        set { self = Color(red: newValue, green: green, blue: blue, alpha: alpha) }
    }
    /// The green component, 0...1, not premultiplied.
    public var green: Double {
        get { provider?.resolvedInCurrent().green ?? fixedGreen }
        set { self = Color(red: red, green: newValue, blue: blue, alpha: alpha) }
    }
    /// The blue component, 0...1, not premultiplied.
    public var blue: Double {
        get { provider?.resolvedInCurrent().blue ?? fixedBlue }
        set { self = Color(red: red, green: green, blue: newValue, alpha: alpha) }
    }
    /// The opacity, 0 (transparent) to 1 (opaque); for a pattern color, applied to the whole image.
    public var alpha: Double {
        get { provider?.resolvedInCurrent().alpha ?? fixedAlpha }
        set {
            if let p = patternImage { self = Color(patternImage: p, alpha: newValue); return }
            self = Color(red: red, green: green, blue: blue, alpha: newValue)
        }
    }
    /// The tiled image for a pattern color; nil for a plain color.
    public var patternImage: Image? { provider?.resolvedInCurrent().patternImage ?? fixedPattern }

    /// A color from components; each is clamped to 0...1 and NaN becomes 0, so no color is
    /// ever out of range.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.fixedRed = Color.clamp(red)
        self.fixedGreen = Color.clamp(green)
        self.fixedBlue = Color.clamp(blue)
        self.fixedAlpha = Color.clamp(alpha)
        self.fixedPattern = nil
        self.provider = nil
    }

    /// A color that asks `provider` for its value in the traits it is resolved in
    /// (UIColor(dynamicProvider:)). The provider may run on any thread, often: keep it a pure
    /// function of the traits. A provider that answers another dynamic color has that resolved
    /// in turn (up to a few levels).
    public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
        self.fixedRed = 0
        self.fixedGreen = 0
        self.fixedBlue = 0
        self.fixedAlpha = 0
        self.fixedPattern = nil
        self.provider = DynamicColorProvider(provider)
    }

    /// A dynamic color with a value for light and one for dark, each optionally with its
    /// high-contrast variant (as an asset catalog's color sets them).
    public init(light: Color, dark: Color, highContrastLight: Color? = nil, highContrastDark: Color? = nil) {
        self.init(dynamicProvider: { traits in
            switch (traits.isDark, traits.isHighContrast) {
            case (false, false): light
            case (true, false): dark
            case (false, true): highContrastLight ?? light
            case (true, true): highContrastDark ?? dark
            }
        })
    }

    /// True for a color made with ``init(dynamicProvider:)``.
    public var isDynamic: Bool { provider != nil }

    /// The fixed color this one is in `traits` (UIColor.resolvedColor(with:)); a fixed color
    /// is itself.
    public func resolvedColor(with traits: TraitCollection) -> Color {
        guard let provider else { return self }
        return provider.resolved(in: traits)
    }

    /// A gray (UIColor(white:alpha:)).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color from hue (in turns: 0 and 1 are red), saturation and brightness, as
    /// UIColor(hue:saturation:brightness:alpha:). Hues outside 0..<1 wrap around.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let turn = hue.isFinite ? hue - hue.rounded(.down) : 0
        let h = turn * 6, s = Color.clamp(saturation), v = Color.clamp(brightness)
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch Int(h) % 6 {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A color that tiles `image` from the origin of the space it fills, as
    /// UIColor(patternImage:). Its alpha multiplies the image's.
    public init(patternImage image: Image, alpha: Double = 1) {
        self.fixedRed = 0
        self.fixedGreen = 0
        self.fixedBlue = 0
        self.fixedAlpha = Color.clamp(alpha)
        self.fixedPattern = image
        self.provider = nil
    }

    /// Errors from ``init(hex:)``.
    public enum HexError: Error, Equatable, Sendable {
        /// The string is not 3, 4, 6 or 8 hex digits (after an optional `#` or `0x`).
        case invalidLength(String)
        /// The string has a character that is not a hex digit.
        case invalidCharacter(String)
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` or `0x` prefix is optional).
    /// - Throws: ``HexError`` for any other input, never returning a guessed color.
    public init(hex: String) throws {
        var s = Substring(hex.trimmingWhitespace())
        if s.hasPrefix("#") { s = s.dropFirst() } else if s.lowercased().hasPrefix("0x") { s = s.dropFirst(2) }
        var digits: [UInt8] = []
        for ch in s {
            // Only ASCII digits: Character.hexDigitValue also accepts full-width forms.
            guard ch.isASCII, let v = ch.hexDigitValue else { throw HexError.invalidCharacter(hex) }
            digits.append(UInt8(v))
        }
        func byte(_ i: Int) -> Double { Double(digits[i] * 16 + digits[i + 1]) / 255 }
        func nib(_ i: Int) -> Double { Double(digits[i] * 17) / 255 }
        switch digits.count {
        case 3: self.init(red: nib(0), green: nib(1), blue: nib(2))
        case 4: self.init(red: nib(0), green: nib(1), blue: nib(2), alpha: nib(3))
        case 6: self.init(red: byte(0), green: byte(2), blue: byte(4))
        case 8: self.init(red: byte(0), green: byte(2), blue: byte(4), alpha: byte(6))
        default: throw HexError.invalidLength(hex)
        }
    }

    /// The same color with another alpha; a dynamic color stays dynamic.
    public func withAlpha(_ a: Double) -> Color {
        if let provider { return Color(dynamicProvider: { provider.resolved(in: $0).withAlpha(a) }) }
        if let p = patternImage { return Color(patternImage: p, alpha: a) }
        return Color(red: red, green: green, blue: blue, alpha: a)
    }

    /// True for a plain color with zero alpha, or any color with zero alpha.
    public var isClear: Bool { alpha == 0 }
    /// True when the color covers what is under it completely.
    public var isOpaque: Bool { alpha == 1 && (patternImage?.isOpaque ?? true) }

    /// Black with zero alpha (UIColor.clear).
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Opaque 50% gray (UIColor.gray).
    public static let gray = Color(white: 0.5)
    /// Opaque two-thirds gray (UIColor.lightGray).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// Opaque one-third gray (UIColor.darkGray).
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Opaque pure red, (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque pure green, (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque pure blue, (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Opaque yellow, (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Opaque orange, (1, 0.5, 0), as UIColor.orange.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)

    /// Fixed colors are equal when their components (or patterns and alphas) are; dynamic
    /// colors only when they are the same color (copies of one ``init(dynamicProvider:)``),
    /// since their values depend on where they are drawn.
    public static func == (a: Color, b: Color) -> Bool {
        switch (a.provider, b.provider) {
        case (nil, nil):
            return a.fixedRed == b.fixedRed && a.fixedGreen == b.fixedGreen && a.fixedBlue == b.fixedBlue
                && a.fixedAlpha == b.fixedAlpha && a.fixedPattern == b.fixedPattern
        case (let p?, let q?): return p === q
        default: return false
        }
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        if let provider {
            hasher.combine(ObjectIdentifier(provider))
        } else {
            hasher.combine(fixedRed)
            hasher.combine(fixedGreen)
            hasher.combine(fixedBlue)
            hasher.combine(fixedAlpha)
            hasher.combine(fixedPattern)
        }
    }

    /// The components (or the pattern and its alpha), for logs and test failures.
    public var description: String {
        if provider != nil { return "Color(dynamic, now \(resolvedColor(with: TraitCollection.current)))" }
        if patternImage != nil { return "Color(pattern, alpha: \(alpha))" }
        return "Color(\(red), \(green), \(blue), \(alpha))"
    }

    static func clamp(_ v: Double) -> Double {
        guard !v.isNaN else { return 0 }
        return Swift.min(Swift.max(v, 0), 1)
    }
}

/// The closure of a dynamic color, shared by its copies: its identity is the color's.
final class DynamicColorProvider: Sendable {
    let provider: @Sendable (TraitCollection) -> Color

    init(_ provider: @escaping @Sendable (TraitCollection) -> Color) { self.provider = provider }

    /// The fixed color in `traits`; a provider answering dynamic colors is followed a few
    /// levels, then light black is drawn rather than looping forever.
    func resolved(in traits: TraitCollection) -> Color {
        var c = provider(traits)
        var depth = 0
        while let next = c.dynamicProviderIfAny, depth < 8 {
            c = next.provider(traits)
            depth += 1
        }
        return c.isDynamic ? Color.black : c
    }

    func resolvedInCurrent() -> Color { resolved(in: TraitCollection.current) }
}

extension Color {
    fileprivate var dynamicProviderIfAny: DynamicColorProvider? { provider }
}

extension String {
    func trimmingWhitespace() -> Substring {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return s
    }
}
