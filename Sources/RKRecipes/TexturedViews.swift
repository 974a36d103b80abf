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
    /// colour (Marker Felt in the seed; see `markerFeltStandIn(height:)`). Pressing it darkens
    /// its face and keeps its rounded rainbow border (``pressDimming``): the seed's press swaps
    /// the border and corner radius, which turned the button into another shape under the finger.
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
        b.addPressFeedback(dimming: pressDimming)
        return b
    }

    /// How dark a textured button's face turns while pressed (the alpha of black laid over it).
    public static let pressDimming = 0.3

    /// The brushed steel views' text color: dark steel. The seed writes in plain steel, a mid
    /// gray about 1.8:1 against brushed steel; this keeps the metal look at more than 7:1, where
    /// GTK and libadwaita ask 4.5:1 of text on a surface.
    public static let steelInk = Color(red: 0.15, green: 0.17, blue: 0.2)

    /// The room kept between a textured view's border and its text, in points, on each side
    /// (GTK's buttons keep 4-8 points).
    public static let textPadding = 8.0

    /// The demo's "Brushed Steel" view, as the seed builds it: a brushed steel background, a
    /// plain steel border 5 points wide, corner radius height/4, and its title (Trebuchet MS
    /// Bold in the seed) in dark steel (``steelInk``), kept ``textPadding`` inside the border.
    public static func brushedSteelView(frame: Rect) -> View {
        let v = View(frame: frame)
        styleBrushedSteel(v)
        let l = Label(frame: v.bounds.insetBy(dx: 5 + textPadding, dy: 5 + textPadding / 2))
        l.text = "Brushed Steel"
        l.textAlignment = .center
        l.font = fitted(trebuchetBoldStandIn(height: Swift.min(frame.height, 50)), l.text ?? "", width: l.bounds.width)
        l.textColor = steelInk
        v.addSubview(l)
        return v
    }

    /// The brushed steel view as a button: the same look and title, and pressing it darkens its
    /// face and keeps its shape (``pressDimming``).
    public static func brushedSteelButton(frame: Rect, title: String = "Brushed Steel") -> Button {
        let b = Button(frame: frame)
        styleBrushedSteel(b)
        b.contentEdgeInsets = EdgeInsets(top: 5 + textPadding / 2, left: 5 + textPadding, bottom: 5 + textPadding / 2,
                                         right: 5 + textPadding)
        b.setTitle(title, for: .normal)
        b.setTitleColor(steelInk, for: .normal)
        b.titleLabel.font = fitted(trebuchetBoldStandIn(height: Swift.min(frame.height, 50)), title,
                                   width: frame.width - 2 * (5 + textPadding))
        b.addPressFeedback(dimming: pressDimming)
        return b
    }

    static func styleBrushedSteel(_ view: View) {
        view.backgroundColor = brushedSteel
        view.layer.borderColor = simpleSteel
        view.layer.borderWidth = 5
        view.layer.cornerRadius = view.bounds.height / 4
        view.layer.masksToBounds = true
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

    /// The text color on wood for the wood button: dark walnut, more than 4.5:1 against the
    /// wood (the seed's steel text with a black shadow is about 1.1:1 without the shadow).
    public static let woodInk = Color(red: 0.2, green: 0.1, blue: 0.03)

    /// The wood label as a button: the same shape, its title in ``woodInk``, and pressing it
    /// darkens its face and keeps its shape (``pressDimming``).
    public static func woodButton(frame: Rect, title: String) -> Button {
        let b = Button(frame: frame)
        b.backgroundColor = wood
        b.layer.borderColor = simpleSteel
        b.layer.borderWidth = 4
        b.layer.cornerRadius = frame.height / 2
        b.layer.masksToBounds = true
        b.contentEdgeInsets = EdgeInsets(top: 4, left: frame.height / 2, bottom: 4, right: frame.height / 2)
        b.setTitle(title, for: .normal)
        b.setTitleColor(woodInk, for: .normal)
        b.titleLabel.font = fitted(thonburiBoldStandIn(height: frame.height), title, width: frame.width - frame.height - 8)
        b.addPressFeedback(dimming: pressDimming)
        return b
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
