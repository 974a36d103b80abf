import Foundation
import RecipeKit

/// Images and textures generated in code for the gallery: nothing is loaded from disk.
enum SampleArt {
    /// The pixel density of generated art (it is shown on a scale-2 frame).
    static let scale = 2.0

    /// Draws into a new transparent image of `size` points.
    static func image(size: Size, scale: Double = SampleArt.scale, _ body: (Canvas, Rect) -> Void) -> Image {
        // Sizes here are small constants, so a failure would be a programming error.
        let bitmap = try! Bitmap(size: size, scale: scale)
        let canvas = Canvas(bitmap: bitmap)
        body(canvas, Rect(size: size))
        return bitmap.makeImage()
    }

    /// Makes an image from a per-pixel function returning opaque RGB components in 0...1.
    static func pixels(width: Int, height: Int, scale: Double = SampleArt.scale,
                       _ color: (Int, Int) -> (Double, Double, Double)) -> Image {
        var data = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = color(x, y)
                func byte(_ v: Double) -> UInt32 { UInt32((Swift.min(1, Swift.max(0, v)) * 255).rounded()) }
                data[y * width + x] = 0xFF00_0000 | byte(r) << 16 | byte(g) << 8 | byte(b)
            }
        }
        return try! Image(width: width, height: height, premultipliedARGB: data, scale: scale)
    }

    // MARK: Textures

    /// Brushed steel: fine horizontal streaks that tile seamlessly (64 x 64 points).
    static let brushedSteel: Image = {
        let w = 128, h = 128
        var rng = SeededRandomNumberGenerator(seed: 0x57EE1)
        // Every row has its own brightness, smoothed a little so streaks look brushed.
        var rows = (0..<h).map { _ in rng.value(in: -1...1) }
        for _ in 0..<2 {
            rows = (0..<h).map { (rows[($0 + h - 1) % h] + 2 * rows[$0] + rows[($0 + 1) % h]) / 4 }
        }
        // Per-row phases for a gentle periodic variation along the streaks.
        let phases = (0..<h).map { _ in rng.value(in: 0...(2 * Double.pi)) }
        let grain = (0..<(w * h)).map { _ in rng.value(in: -1...1) }
        return pixels(width: w, height: h) { x, y in
            let along = sin(2 * Double.pi * Double(x) / Double(w) * 2 + phases[y]) * 0.025
            let v = 0.72 + rows[y] * 0.09 + along + grain[y * w + x] * 0.018
            return (v - 0.01, v, v + 0.025)
        }
    }()

    /// Wood grain: gently wavy growth rings with fibres that follow them, tiling seamlessly
    /// (128 x 64 points).
    static let woodGrain: Image = {
        let w = 256, h = 128
        var rng = SeededRandomNumberGenerator(seed: 0x3000D)
        let rings = 3.0
        let waves = (0..<3).map { k in (freq: Double(k + 1), amp: rng.value(in: 0.06...0.16) / Double(k + 1),
                                        phase: rng.value(in: 0...(2 * Double.pi))) }
        // Fibres: a smoothed random value per fine band of ring space, so they bend with the rings.
        let bands = Int(rings) * 48
        var fibres = (0..<bands).map { _ in rng.value(in: -1...1) }
        fibres = (0..<bands).map { (fibres[($0 + bands - 1) % bands] + 2 * fibres[$0] + fibres[($0 + 1) % bands]) / 4 }
        let pores = (0..<(w * h)).map { _ in rng.value(in: -1...1) }
        return pixels(width: w, height: h) { x, y in
            let u = Double(x) / Double(w), v = Double(y) / Double(h)
            var warp = 0.0
            for wv in waves { warp += wv.amp * sin(2 * Double.pi * (u * wv.freq + v) + wv.phase) }
            let t = v * rings + warp
            let ring = t - t.rounded(.down)
            // Early wood (light) darkens slowly into late wood, which ends sharply.
            let late = pow(ring, 3)
            let band = Int((t * Double(bands) / rings).rounded(.down)) % bands
            let fibre = fibres[(band + bands) % bands] * 0.05 + pores[y * w + x] * 0.015
            let r = 0.80 - late * 0.22 + fibre, g = 0.60 - late * 0.20 + fibre * 0.8, b = 0.38 - late * 0.14 + fibre * 0.5
            return (r, g, b)
        }
    }()

    /// A two-color checkerboard tile (24 x 24 points: four 12-point squares).
    static func checker(_ a: Color = Color(white: 0.16), _ b: Color = .white, square: Double = 12) -> Image {
        image(size: Size(width: square * 2, height: square * 2)) { c, r in
            c.fill(r, with: b)
            c.fill(Rect(x: 0, y: 0, width: square, height: square), with: a)
            c.fill(Rect(x: square, y: square, width: square, height: square), with: a)
        }
    }

    /// Diagonal candy stripes (a 16-point tile).
    static func stripes(_ a: Color, _ b: Color) -> Image {
        image(size: Size(width: 16, height: 16)) { c, r in
            c.fill(r, with: b)
            for k in -1...1 {
                var p = Path()
                let o = Double(k) * 16
                p.move(to: Point(x: o, y: 16))
                p.addLine(to: Point(x: o + 8, y: 16))
                p.addLine(to: Point(x: o + 24, y: 0))
                p.addLine(to: Point(x: o + 16, y: 0))
                p.close()
                c.fill(p, with: a)
            }
        }
    }

    // MARK: Pictures

    /// A landscape "photo": sky, sun, layered hills and a lake.
    static func landscape(size: Size = Size(width: 240, height: 180), seed: UInt64 = 7) -> Image {
        image(size: size) { c, r in
            var rng = SeededRandomNumberGenerator(seed: seed)
            let sky = Gradient.linear([Color(red: 0.36, green: 0.62, blue: 0.93), Color(red: 0.99, green: 0.80, blue: 0.62)],
                                      from: Point(x: 0, y: 0), to: Point(x: 0, y: r.height * 0.62))
            c.fill(Path(rect: r), with: sky)
            let sun = Point(x: r.width * 0.70, y: r.height * 0.40)
            c.fill(Path(rect: r), with: Gradient(kind: .radial(startCenter: sun, startRadius: 0, endCenter: sun, endRadius: r.width * 0.22),
                                                 stops: [.init(location: 0, color: Color(red: 1, green: 0.97, blue: 0.80)),
                                                         .init(location: 0.35, color: Color(red: 1, green: 0.90, blue: 0.60, alpha: 0.9)),
                                                         .init(location: 1, color: Color(red: 1, green: 0.85, blue: 0.6, alpha: 0))],
                                                 extends: false))
            let hills: [(Double, Color)] = [(0.50, Color(red: 0.45, green: 0.52, blue: 0.72)),
                                            (0.58, Color(red: 0.30, green: 0.50, blue: 0.45)),
                                            (0.68, Color(red: 0.20, green: 0.40, blue: 0.28))]
            for (base, color) in hills {
                var p = Path()
                p.move(to: Point(x: 0, y: r.height))
                let steps = 12
                for i in 0...steps {
                    let x = r.width * Double(i) / Double(steps)
                    let y = r.height * (base + rng.value(in: -0.08...0.05))
                    p.addLine(to: Point(x: x, y: y))
                }
                p.addLine(to: Point(x: r.width, y: r.height))
                p.close()
                c.fill(p, with: color)
            }
            let lake = Rect(x: 0, y: r.height * 0.80, width: r.width, height: r.height * 0.20)
            c.fill(Path(rect: lake), with: Gradient.linear([Color(red: 0.30, green: 0.52, blue: 0.78), Color(red: 0.16, green: 0.30, blue: 0.52)],
                                                           from: Point(x: 0, y: lake.minY), to: Point(x: 0, y: lake.maxY)))
            for i in 0..<6 {
                let y = lake.minY + 4 + Double(i) * 5
                let x = r.width * 0.70 - 22 + rng.value(in: -6...6)
                c.fill(Rect(x: x, y: y, width: 44 - Double(i) * 5, height: 1.2), with: Color(white: 1, alpha: 0.55))
            }
        }
    }

    /// A friendly generated portrait: a head and shoulders on a soft gradient.
    static func avatar(side: Double = 112) -> Image {
        image(size: Size(width: side, height: side)) { c, r in
            c.fill(Path(rect: r), with: Gradient.linear([Color(red: 0.55, green: 0.80, blue: 0.95), Color(red: 0.35, green: 0.55, blue: 0.90)],
                                                        from: Point(x: 0, y: 0), to: Point(x: 0, y: r.height)))
            let s = side / 112
            c.fill(Path(ellipseIn: Rect(x: 18 * s, y: 78 * s, width: 76 * s, height: 70 * s)), with: Palette.coral)
            c.fill(Rect(x: 48 * s, y: 66 * s, width: 16 * s, height: 18 * s), with: Color(red: 0.93, green: 0.74, blue: 0.60))
            c.fill(Path(ellipseIn: Rect(x: 34 * s, y: 26 * s, width: 44 * s, height: 50 * s)),
                   with: Color(red: 0.96, green: 0.80, blue: 0.66))
            var hair = Path()
            hair.move(to: Point(x: 33 * s, y: 50 * s))
            hair.addCurve(to: Point(x: 79 * s, y: 50 * s), control1: Point(x: 28 * s, y: 14 * s), control2: Point(x: 84 * s, y: 14 * s))
            hair.addCurve(to: Point(x: 33 * s, y: 50 * s), control1: Point(x: 70 * s, y: 34 * s), control2: Point(x: 44 * s, y: 30 * s))
            hair.close()
            c.fill(hair, with: Color(red: 0.30, green: 0.20, blue: 0.15))
            for ex in [48.0, 64.0] {
                c.fill(Path(ellipseIn: Rect(x: (ex - 2.5) * s, y: 50 * s, width: 5 * s, height: 5 * s)), with: Palette.ink)
            }
            var smile = Path()
            smile.move(to: Point(x: 49 * s, y: 63 * s))
            smile.addQuadCurve(to: Point(x: 63 * s, y: 63 * s), control: Point(x: 56 * s, y: 69 * s))
            c.stroke(smile, with: Palette.ink, style: StrokeStyle(lineWidth: 1.8 * s, lineCap: .round))
        }
    }

    /// Titles and artists for the generated album covers.
    static let albums: [(title: String, artist: String)] = [
        ("Night Drive", "The Velvet Hours"), ("Paper Moons", "Ada & the Tides"), ("Low Orbit", "Kepler Club"),
        ("Salt Air", "Marina Voss"), ("Chroma", "Prism Theory"), ("Slow Bloom", "Fern Alley"),
        ("Static Hearts", "Neon Parade"), ("North Line", "Glass Harbour"), ("Quiet Fire", "Juniper"),
    ]

    /// A square album cover with generated artwork, a title and an artist.
    static func albumCover(_ index: Int, side: Double = 160) -> Image {
        let info = albums[index % albums.count]
        return image(size: Size(width: side, height: side)) { c, r in
            var rng = SeededRandomNumberGenerator(seed: 0xA1B0 &+ UInt64(index) &* 7919)
            let hue = rng.nextUnit()
            let base = hsb(hue, 0.55, 0.45), light = hsb(hue + 0.08, 0.45, 0.92), pop = hsb(hue + 0.45, 0.70, 0.95)
            c.fill(Path(rect: r), with: Gradient.linear([light, base], from: Point(x: 0, y: 0), to: Point(x: r.width, y: r.height)))
            switch index % 3 {
            case 0:
                // Concentric circles.
                let center = Point(x: r.width * rng.value(in: 0.3...0.7), y: r.height * rng.value(in: 0.3...0.55))
                for k in stride(from: 6, through: 1, by: -1) {
                    let rad = r.width * 0.075 * Double(k)
                    c.fill(Path(ellipseIn: Rect(x: center.x - rad, y: center.y - rad, width: 2 * rad, height: 2 * rad)),
                           with: k % 2 == 0 ? pop.withAlpha(0.85) : Color(white: 1, alpha: 0.25))
                }
            case 1:
                // Diagonal bands.
                for k in 0..<5 {
                    var p = Path()
                    let o = -r.width * 0.4 + Double(k) * r.width * 0.32
                    p.move(to: Point(x: o, y: r.height))
                    p.addLine(to: Point(x: o + r.width * 0.14, y: r.height))
                    p.addLine(to: Point(x: o + r.width * 0.14 + r.height * 0.8, y: 0))
                    p.addLine(to: Point(x: o + r.height * 0.8, y: 0))
                    p.close()
                    c.fill(p, with: (k % 2 == 0 ? pop : Color.white).withAlpha(0.55))
                }
            default:
                // Scattered dots.
                for _ in 0..<18 {
                    let rad = rng.value(in: 3...(r.width * 0.12))
                    let x = rng.value(in: 0...r.width), y = rng.value(in: 0...(r.height * 0.7))
                    c.fill(Path(ellipseIn: Rect(x: x - rad, y: y - rad, width: 2 * rad, height: 2 * rad)),
                           with: (rng.nextUnit() < 0.5 ? pop : Color.white).withAlpha(rng.value(in: 0.35...0.85)))
                }
            }
            // Title block along the bottom.
            c.fill(Rect(x: 0, y: r.height * 0.72, width: r.width, height: r.height * 0.28), with: Color(white: 0, alpha: 0.35))
            // The same room on the right as on the left: long titles ("STATIC HEARTS") shrink
            // to fit instead of running into the cover's edge.
            let inset = r.width * 0.07, room = r.width - 2 * inset
            func fitted(_ text: String, _ font: Font) -> Font {
                let width = TextLayout(AttributedString(text), font: font).size.width
                return width > room && width > 0 ? font.withSize(font.pointSize * room / width) : font
            }
            let titleSize = r.width * 0.105
            let title = info.title.uppercased()
            c.draw(title, at: Point(x: inset, y: r.height * 0.75),
                   font: fitted(title, .boldSystem(size: titleSize)), color: .white)
            c.draw(info.artist, at: Point(x: inset, y: r.height * 0.75 + titleSize * 1.35),
                   font: fitted(info.artist, .system(size: r.width * 0.07)), color: Color(white: 1, alpha: 0.85))
        }
    }

    /// A glossy button background with rounded corners and corner "rivets", so that distorted
    /// caps are easy to spot (40 x 40 points; caps of 14 points on every side).
    static let buttonImage: Image = image(size: Size(width: 40, height: 40)) { c, r in
        // Inset so the stroke stays inside the image: edge pixels are what a plain stretch smears.
        let body = Path(roundedRect: r.insetBy(dx: 2, dy: 2), cornerRadius: 11)
        c.fill(body, with: Gradient.linear([Color(red: 0.42, green: 0.70, blue: 1.0), Color(red: 0.10, green: 0.40, blue: 0.85)],
                                           from: Point(x: 0, y: 2), to: Point(x: 0, y: 38)))
        c.withSavedState {
            c.clip(to: body)
            c.fill(Path(roundedRect: Rect(x: 2, y: 2, width: 36, height: 17), cornerRadius: 10),
                   with: Gradient.linear([Color(white: 1, alpha: 0.55), Color(white: 1, alpha: 0.10)],
                                         from: Point(x: 0, y: 2), to: Point(x: 0, y: 19)))
        }
        c.stroke(body, with: Color(red: 0.05, green: 0.25, blue: 0.60), style: StrokeStyle(lineWidth: 1.5))
        for (x, y) in [(7.0, 7.0), (33.0, 7.0), (7.0, 33.0), (33.0, 33.0)] {
            c.fill(Path(ellipseIn: Rect(x: x - 2, y: y - 2, width: 4, height: 4)), with: Color(white: 1, alpha: 0.9))
        }
    }

    /// The cap inset of ``buttonImage`` in points.
    static let buttonCap = 14.0

    /// A ribbon with a stitched edge and a striped center, where stretching and tiling differ
    /// visibly (48 x 36 points; caps of 12 points).
    static let ribbonImage: Image = image(size: Size(width: 48, height: 36)) { c, r in
        let body = Path(roundedRect: r.insetBy(dx: 1, dy: 1), cornerRadius: 8)
        c.fill(body, with: Color(red: 0.86, green: 0.30, blue: 0.38))
        c.withSavedState {
            c.clip(to: Rect(x: 12, y: 12, width: 24, height: 12))
            for k in 0..<6 {
                let x = 12 + Double(k) * 8 - 8
                var p = Path()
                p.move(to: Point(x: x, y: 24))
                p.addLine(to: Point(x: x + 4, y: 24))
                p.addLine(to: Point(x: x + 16, y: 12))
                p.addLine(to: Point(x: x + 12, y: 12))
                p.close()
                c.fill(p, with: Color(white: 1, alpha: 0.45))
            }
        }
        c.stroke(Path(roundedRect: r.insetBy(dx: 5, dy: 5), cornerRadius: 5), with: Color(white: 1, alpha: 0.9),
                 style: StrokeStyle(lineWidth: 1.2, dash: [3, 2]))
        c.fill(Path(ellipseIn: Rect(x: 3, y: 3, width: 5, height: 5)), with: Color(red: 1, green: 0.85, blue: 0.3))
        c.fill(Path(ellipseIn: Rect(x: 40, y: 3, width: 5, height: 5)), with: Color(red: 1, green: 0.85, blue: 0.3))
        c.fill(Path(ellipseIn: Rect(x: 3, y: 28, width: 5, height: 5)), with: Color(red: 1, green: 0.85, blue: 0.3))
        c.fill(Path(ellipseIn: Rect(x: 40, y: 28, width: 5, height: 5)), with: Color(red: 1, green: 0.85, blue: 0.3))
    }

    /// The cap inset of ``ribbonImage`` in points.
    static let ribbonCap = 12.0

    /// A five-pointed star on a transparent background (its shadow follows its alpha).
    static func star(side: Double = 100, color: Color = Palette.amber) -> Image {
        image(size: Size(width: side, height: side)) { c, r in
            var p = Path()
            let cx = r.midX, cy = r.midY + side * 0.04, outer = side * 0.48, inner = side * 0.20
            for k in 0..<10 {
                let a = -Double.pi / 2 + Double(k) * Double.pi / 5
                let rad = k % 2 == 0 ? outer : inner
                let pt = Point(x: cx + rad * cos(a), y: cy + rad * sin(a))
                if k == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.close()
            c.fill(p, with: color)
        }
    }

    /// A color from hue, saturation and brightness (each 0...1, the hue wraps).
    static func hsb(_ h: Double, _ s: Double, _ v: Double) -> Color {
        let hue = (h - h.rounded(.down)) * 6
        let i = Int(hue) % 6, f = hue - Double(Int(hue))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return Color(red: v, green: t, blue: p)
        case 1: return Color(red: q, green: v, blue: p)
        case 2: return Color(red: p, green: v, blue: t)
        case 3: return Color(red: p, green: q, blue: v)
        case 4: return Color(red: t, green: p, blue: v)
        default: return Color(red: v, green: p, blue: q)
        }
    }
}
