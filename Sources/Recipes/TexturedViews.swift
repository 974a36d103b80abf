import Foundation
import Geometry
import Graphics
import Layers
import Views

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

    /// Brushed steel as a pattern color.
    public static var brushedSteel: Color { Color(patternImage: brushedSteelImage) }
    /// Wood as a pattern color.
    public static var wood: Color { Color(patternImage: woodImage) }
    /// The colorful gradient as a pattern color.
    public static var colorful: Color { Color(patternImage: colorfulImage) }

    /// The demo's "Colorful" button: a colorful background, a brushed steel border 8 points
    /// wide, corner radius height/4, a bold white title; pressing it squares the corners and
    /// turns the border wooden.
    public static func colorfulButton(frame: Rect) -> Button {
        let b = Button(frame: frame)
        b.backgroundColor = colorful
        b.layer.borderColor = brushedSteel
        b.layer.borderWidth = 8
        b.layer.cornerRadius = frame.height / 4
        b.layer.masksToBounds = true
        b.setTitle("Colorful", for: .normal)
        b.setTitleColor(.white, for: .normal)
        b.titleLabel.font = .boldSystem(size: 18)
        b.addPressFeedback(borderColor: wood, cornerRadius: 0)
        return b
    }

    /// The demo's "Brushed Steel" view: a steel background with a colorful border 5 points
    /// wide and slightly rounded corners.
    public static func brushedSteelView(frame: Rect) -> View {
        let v = View(frame: frame)
        v.backgroundColor = brushedSteel
        v.layer.borderColor = colorful
        v.layer.borderWidth = 5
        v.layer.cornerRadius = 10
        v.layer.masksToBounds = true
        let l = Label(frame: v.bounds.insetBy(dx: 8, dy: 8))
        l.text = "Brushed Steel"
        l.textAlignment = .center
        l.font = .boldSystem(size: 15)
        l.textColor = Color(white: 0.2)
        v.addSubview(l)
        return v
    }

    /// The demo's long label: a wooden background, border 4, corner radius height/2.
    public static func woodLabel(frame: Rect, text: String) -> Label {
        let l = Label(frame: frame)
        l.text = text
        l.textAlignment = .center
        l.font = .boldSystem(size: 14)
        l.textColor = Color(red: 0.25, green: 0.13, blue: 0.05)
        l.backgroundColor = wood
        l.layer.borderColor = Color(red: 0.4, green: 0.24, blue: 0.1)
        l.layer.borderWidth = 4
        l.layer.cornerRadius = frame.height / 2
        l.layer.masksToBounds = true
        return l
    }

    // MARK: Generation

    /// A small deterministic generator (SplitMix64), so textures never change between runs.
    struct Noise {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Double(z >> 11) / Double(1 << 53)
        }
    }

    static func pixel(_ r: Double, _ g: Double, _ b: Double) -> UInt32 {
        func c(_ v: Double) -> UInt32 { UInt32((Swift.min(1, Swift.max(0, v)) * 255).rounded()) }
        return 0xFF00_0000 | c(r) << 16 | c(g) << 8 | c(b)
    }

    static func makeBrushedSteel() -> Image {
        let w = 128, h = 32
        var noise = Noise(state: 5)
        // Each row gets its own brightness; each pixel a streak that fades along x.
        var rows = (0..<h).map { _ in 0.72 + 0.08 * noise.next() }
        rows = rows.indices.map { (rows[$0] * 2 + rows[($0 + 1) % h] + rows[($0 + h - 1) % h]) / 4 }
        var px = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            var streak = 0.0
            for x in 0..<w {
                streak = streak * 0.85 + (noise.next() - 0.5) * 0.06
                let v = rows[y] + streak
                px[y * w + x] = pixel(v, v + 0.005, v + 0.015)
            }
        }
        return try! Image(width: w, height: h, premultipliedARGB: px)
    }

    static func makeWood() -> Image {
        let w = 96, h = 96
        var noise = Noise(state: 11)
        let wobble = (0..<h).map { _ in noise.next() }
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

    static func makeColorful() -> Image {
        let w = 128, h = 128
        var px = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                // Hue runs once around the wheel across the tile's diagonal, so it repeats.
                let t = Double((x + y) % w) / Double(w)
                let (r, g, b) = hsv(t, 0.5, 0.95)
                px[y * w + x] = pixel(r, g, b)
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
