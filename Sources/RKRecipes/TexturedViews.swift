import Foundation
import RKGeometry
import RKGraphics
import RKLayers
import RKViews

/// Generated textures and the textured, rounded demo views of recipe 5.
///
/// Every texture is a small tile made in code (no shipped images), wrapped as a pattern color
/// (`Color(patternImage:)`) so it works as any view's background color or any layer's border
/// color. The noise comes from a fixed seed, so the tiles are the same on every run.
///
/// ```swift
/// let steel = View(frame: Rect(x: 20, y: 20, width: 200, height: 80))
/// steel.backgroundColor = TexturedViews.brushedSteel
/// steel.layer.borderColor = TexturedViews.colorful
/// steel.layer.borderWidth = 5
/// ```
@MainActor
public enum TexturedViews {
    /// A 128×32 tile of brushed steel: light gray with fine horizontal streaks.
    public static let brushedSteelImage: Image = makeBrushedSteel()
    /// A 96×96 tile of light wood grain.
    public static let woodImage: Image = makeWood()
    /// A 128×128 tile of a diagonal rainbow gradient.
    public static let colorfulImage: Image = makeColorful()

    /// A 128×128 tile of a saturated diagonal rainbow: the seed's `thickColorGradient.png`.
    public static let thickColorImage: Image = makeThickColor()
    /// A 16×128 tile of a light-to-mid gray vertical gradient: the seed's `grayGradient.png`.
    public static let grayGradientImage: Image = makeGrayGradient()
    /// A 64×64 tile of smooth, plain steel: the seed's `simpleSteel.png`.
    public static let simpleSteelImage: Image = makeSimpleSteel()

    /// The thick rainbow as a pattern color (borders and text of the Colorful button).
    public static var thickColor: Color { Color(patternImage: thickColorImage) }
    /// The gray gradient as a pattern color.
    public static var grayGradient: Color { Color(patternImage: grayGradientImage) }
    /// Plain steel as a pattern color (borders and text of the steel views).
    public static var simpleSteel: Color { Color(patternImage: simpleSteelImage) }

    /// The fonts standing in for the seed's iOS faces, which Debian does not have: DejaVu Sans
    /// Condensed oblique for Marker Felt Thin, DejaVu Sans Bold for Trebuchet MS Bold and for
    /// Thonburi Bold. Sizes keep the seed's size to frame-height ratios.
    static func markerFeltStandIn(height: Double) -> Font {
        Font(family: "DejaVu Sans Condensed", size: height * 36 / 80, weight: .regular, italic: true)
    }
    /// `font`, made smaller when `text` would be wider than `width` in it: the seed's sizes are
    /// for its own shorter titles.
    static func fitted(_ font: Font, _ text: String, width: Double) -> Font {
        let natural = TextLayout(AttributedString(text), font: font).size.width
        guard natural > width, natural > 0, width > 0 else { return font }
        return font.withSize(font.pointSize * width / natural)
    }
    static func trebuchetBoldStandIn(height: Double) -> Font { Font(family: "DejaVu Sans", size: height * 28 / 50, weight: .bold) }
    static func thonburiBoldStandIn(height: Double) -> Font { Font(family: "DejaVu Sans", size: height * 24 / 40, weight: .bold) }

    /// Brushed steel as a pattern color.
    public static var brushedSteel: Color { Color(patternImage: brushedSteelImage) }
    /// Wood as a pattern color.
    public static var wood: Color { Color(patternImage: woodImage) }
    /// The colorful gradient as a pattern color.
    public static var colorful: Color { Color(patternImage: colorfulImage) }

    /// The demo's "Colorful" button, as the seed builds it: a gray-gradient background, a
    /// thick-colour border 8 points wide, corner radius height/4, and the title in the thick
    /// colour (Marker Felt in the seed; see `markerFeltStandIn(height:)`); pressing it
    /// squares the corners and turns the border wooden.
    public static func colorfulButton(frame: Rect) -> Button {
        let b = Button(frame: frame)
        b.backgroundColor = grayGradient
        b.layer.borderColor = thickColor
        b.layer.borderWidth = 8
        b.layer.cornerRadius = frame.height / 4
        b.layer.masksToBounds = true
        b.setTitle("Colorful", for: .normal)
        b.setTitleColor(thickColor, for: .normal)
        b.titleLabel.font = markerFeltStandIn(height: frame.height)
        b.addPressFeedback(borderColor: wood, cornerRadius: 0)
        return b
    }

    /// The demo's "Brushed Steel" view, as the seed builds it: a brushed steel background, a
    /// plain steel border 5 points wide, corner radius height/4, and its title in plain steel
    /// (Trebuchet MS Bold in the seed).
    public static func brushedSteelView(frame: Rect) -> View {
        let v = View(frame: frame)
        v.backgroundColor = brushedSteel
        v.layer.borderColor = simpleSteel
        v.layer.borderWidth = 5
        v.layer.cornerRadius = frame.height / 4
        v.layer.masksToBounds = true
        let l = Label(frame: v.bounds.insetBy(dx: 8, dy: 4))
        l.text = "Brushed Steel"
        l.textAlignment = .center
        l.font = fitted(trebuchetBoldStandIn(height: Swift.min(frame.height, 50)), l.text ?? "", width: l.bounds.width)
        l.textColor = simpleSteel
        v.addSubview(l)
        return v
    }

    /// The demo's long label, as the seed builds it: a wooden background, a plain steel border
    /// 4 points wide, corner radius height/2, and steel text with a black shadow (Thonburi
    /// Bold in the seed).
    public static func woodLabel(frame: Rect, text: String) -> Label {
        let l = Label(frame: frame)
        l.text = text
        l.textAlignment = .center
        l.font = fitted(thonburiBoldStandIn(height: frame.height), text, width: frame.width - frame.height)
        l.textColor = simpleSteel
        l.shadowColor = .black
        l.backgroundColor = wood
        l.layer.borderColor = simpleSteel
        l.layer.borderWidth = 4
        l.layer.cornerRadius = frame.height / 2
        l.layer.masksToBounds = true
        return l
    }

    // MARK: Generation

    static func pixel(_ r: Double, _ g: Double, _ b: Double) -> UInt32 {
        func c(_ v: Double) -> UInt32 { UInt32((Swift.min(1, Swift.max(0, v)) * 255).rounded()) }
        return 0xFF00_0000 | c(r) << 16 | c(g) << 8 | c(b)
    }

    static func makeBrushedSteel() -> Image {
        let w = 128, h = 32
        var noise = SeededRandomNumberGenerator(seed: 5)
        // Each row gets its own brightness; each pixel a streak that fades along x.
        var rows = (0..<h).map { _ in 0.72 + 0.08 * noise.nextUnit() }
        rows = rows.indices.map { (rows[$0] * 2 + rows[($0 + 1) % h] + rows[($0 + h - 1) % h]) / 4 }
        var px = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            var streak = 0.0
            for x in 0..<w {
                streak = streak * 0.85 + (noise.nextUnit() - 0.5) * 0.06
                let v = rows[y] + streak
                px[y * w + x] = pixel(v, v + 0.005, v + 0.015)
            }
        }
        return try! Image(width: w, height: h, premultipliedARGB: px)
    }

    static func makeWood() -> Image {
        let w = 96, h = 96
        var noise = SeededRandomNumberGenerator(seed: 11)
        let wobble = (0..<h).map { _ in noise.nextUnit() }
        var px = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let fx = Double(y) / Double(h), fy = Double(x) / Double(w)  // grain runs horizontally
                // Grain: a sine of the distance across, bent a little along the tile (the
                // bends use whole periods so the tile repeats without seams).
                let bend = 0.05 * sin(2 * .pi * fy) + 0.02 * sin(6 * .pi * fy + 1)
                let ring = 0.5 + 0.5 * sin(2 * .pi * 2 * (fx + bend) + 2.5 * sin(2 * .pi * fy) + 0.6 * sin(2 * .pi * 3 * fx))
                let grain = 0.06 * (wobble[y] - 0.5)
                let k = 0.86 + 0.14 * ring * ring + grain
                px[y * w + x] = pixel(0.80 * k, 0.58 * k, 0.36 * k)
            }
        }
        return try! Image(width: w, height: h, premultipliedARGB: px)
    }

    static func makeColorful() -> Image { makeRainbow(saturation: 0.5, value: 0.95) }

    static func makeThickColor() -> Image { makeRainbow(saturation: 0.85, value: 0.9) }

    /// A 128×128 tile whose hue runs once around the wheel across its diagonal, so it repeats.
    static func makeRainbow(saturation: Double, value: Double) -> Image {
        let w = 128, h = 128
        var px = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let (r, g, b) = hsv(Double((x + y) % w) / Double(w), saturation, value)
                px[y * w + x] = pixel(r, g, b)
            }
        }
        return try! Image(width: w, height: h, premultipliedARGB: px)
    }

    static func makeGrayGradient() -> Image {
        let w = 16, h = 128
        var px = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let v = 0.93 - 0.28 * Double(y) / Double(h - 1)
            for x in 0..<w { px[y * w + x] = pixel(v, v, v + 0.01) }
        }
        return try! Image(width: w, height: h, premultipliedARGB: px)
    }

    static func makeSimpleSteel() -> Image {
        let w = 64, h = 64
        var noise = SeededRandomNumberGenerator(seed: 11)
        var px = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = 0.55 + 0.05 * sin(Double(y) / Double(h) * 2 * Double.pi)
            for x in 0..<w {
                let v = row + (noise.nextUnit() - 0.5) * 0.02
                px[y * w + x] = pixel(v, v + 0.01, v + 0.03)
            }
        }
        return try! Image(width: w, height: h, premultipliedARGB: px)
    }

    static func hsv(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
        let i = Int(h * 6) % 6
        let f = h * 6 - Double(Int(h * 6))
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
