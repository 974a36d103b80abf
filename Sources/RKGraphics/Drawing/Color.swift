/// An RGBA color with non-premultiplied components in 0...1 (sRGB), or a pattern made from an
/// image (UIColor(patternImage:)), usable anywhere a color is.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1, not premultiplied.
    public var red: Double
    /// The green component, 0...1, not premultiplied.
    public var green: Double
    /// The blue component, 0...1, not premultiplied.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque); for a pattern color, applied to the whole image.
    public var alpha: Double
    /// The tiled image for a pattern color; nil for a plain color.
    public let patternImage: Image?

    /// A color from components; each is clamped to 0...1 and NaN becomes 0, so no color is
    /// ever out of range.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
        self.patternImage = nil
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
        self.red = 0
        self.green = 0
        self.blue = 0
        self.alpha = Color.clamp(alpha)
        self.patternImage = image
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

    /// The same color with another alpha.
    public func withAlpha(_ a: Double) -> Color {
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

    /// The components (or the pattern and its alpha), for logs and test failures.
    public var description: String {
        if patternImage != nil { return "Color(pattern, alpha: \(alpha))" }
        return "Color(\(red), \(green), \(blue), \(alpha))"
    }

    static func clamp(_ v: Double) -> Double {
        guard !v.isNaN else { return 0 }
        return Swift.min(Swift.max(v, 0), 1)
    }
}

extension String {
    func trimmingWhitespace() -> Substring {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return s
    }
}
