import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKViews

/// Images and helpers shared by the standard controls' tests.
enum ControlArt {
    /// An image of solid colored columns, left to right (each `widths[i]` pixels wide).
    static func columns(_ colors: [Color], widths: [Int], height: Int, scale: Double = 1) -> Image {
        let total = widths.reduce(0, +)
        let bitmap = try! Bitmap(pixelWidth: total, pixelHeight: height, scale: scale)
        let c = Canvas(bitmap: bitmap)
        var x = 0.0
        for (color, w) in zip(colors, widths) {
            let wp = Double(w) / scale
            c.fill(Rect(x: x, y: 0, width: wp, height: Double(height) / scale), with: color)
            x += wp
        }
        return bitmap.makeImage()
    }

    /// A solid square.
    static func square(_ color: Color, side: Int) -> Image {
        columns([color], widths: [side], height: side)
    }

    /// A glossy round knob, for custom slider thumbs.
    static func knob(diameter: Double = 24, color: Color = Color(red: 0.95, green: 0.55, blue: 0.1), scale: Double = 2) -> Image {
        let px = Int((diameter * scale).rounded())
        let bitmap = try! Bitmap(pixelWidth: px, pixelHeight: px, scale: scale)
        let c = Canvas(bitmap: bitmap)
        let r = Rect(x: 1, y: 1, width: diameter - 2, height: diameter - 2)
        c.fill(Path(ellipseIn: r), with: .linear([color.lighter(0.35), color, color.darker(0.7)],
                                                 from: Point(x: 0, y: 1), to: Point(x: 0, y: diameter - 1)))
        c.stroke(Path(ellipseIn: r.insetBy(dx: 0.5, dy: 0.5)), with: color.darker(0.5), style: StrokeStyle(lineWidth: 1))
        c.fill(Path(ellipseIn: Rect(x: diameter * 0.3, y: diameter * 0.14, width: diameter * 0.4, height: diameter * 0.22)),
               with: Color(white: 1, alpha: 0.55))
        return bitmap.makeImage()
    }

    /// A capsule track image `width` × `height` points with a vertical gradient and an
    /// outline, meant to be stretched with caps of `height / 2` points or more.
    static func track(width: Double = 21, height: Double = 9, color: Color, scale: Double = 2) -> Image {
        let bitmap = try! Bitmap(pixelWidth: Int(width * scale), pixelHeight: Int(height * scale), scale: scale)
        let c = Canvas(bitmap: bitmap)
        let r = Rect(x: 0.5, y: 0.5, width: width - 1, height: height - 1)
        c.fill(Path(roundedRect: r, cornerRadius: r.height / 2),
               with: .linear([color.lighter(0.3), color, color.darker(0.8)], from: .zero, to: Point(x: 0, y: height)))
        c.stroke(Path(roundedRect: r, cornerRadius: r.height / 2), with: color.darker(0.55), style: StrokeStyle(lineWidth: 1))
        return bitmap.makeImage()
    }

    /// A rounded "pill" background for custom buttons, stretchable with 12-point caps.
    static func pill(color: Color, scale: Double = 2) -> StretchableImage {
        let w = 25.0, h = 36.0
        let bitmap = try! Bitmap(pixelWidth: Int(w * scale), pixelHeight: Int(h * scale), scale: scale)
        let c = Canvas(bitmap: bitmap)
        let r = Rect(x: 0.5, y: 0.5, width: w - 1, height: h - 1)
        c.fill(Path(roundedRect: r, cornerRadius: 10),
               with: .linear([color.lighter(0.4), color, color.darker(0.75)], from: .zero, to: Point(x: 0, y: h)))
        c.stroke(Path(roundedRect: r, cornerRadius: 10), with: color.darker(0.5), style: StrokeStyle(lineWidth: 1))
        return StretchableImage(image: bitmap.makeImage(), capInsets: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
    }

    /// A small star glyph image for buttons.
    static func star(color: Color = Color(red: 0.95, green: 0.7, blue: 0.1), side: Double = 18, scale: Double = 2) -> Image {
        let bitmap = try! Bitmap(pixelWidth: Int(side * scale), pixelHeight: Int(side * scale), scale: scale)
        let c = Canvas(bitmap: bitmap)
        var p = Path()
        let cx = side / 2, cy = side / 2 + 0.8, ro = side / 2 - 0.5, ri = ro * 0.45
        for i in 0..<10 {
            let a = -Double.pi / 2 + Double(i) * Double.pi / 5
            let r = i % 2 == 0 ? ro : ri
            let pt = Point(x: cx + r * cos(a), y: cy + r * sin(a))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.close()
        c.fill(p, with: color)
        c.stroke(p, with: color.darker(0.6), style: StrokeStyle(lineWidth: 1, lineJoin: .round))
        return bitmap.makeImage()
    }
}

extension Color {
    func lighter(_ k: Double) -> Color {
        Color(red: red + (1 - red) * k, green: green + (1 - green) * k, blue: blue + (1 - blue) * k, alpha: alpha)
    }

    func darker(_ k: Double) -> Color {
        Color(red: red * k, green: green * k, blue: blue * k, alpha: alpha)
    }
}

/// The color of an opaque pixel of `image` as 0...255 components (r, g, b).
func rgb(_ image: Image, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
    let p = image.pixel(x: x, y: y) ?? 0
    return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
}

/// True when the pixel is within `tolerance` of `color` (opaque colors only).
func pixel(_ image: Image, _ x: Int, _ y: Int, is color: Color, tolerance: Int = 3) -> Bool {
    let p = rgb(image, x, y)
    let e = (Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded()))
    return abs(p.r - e.0) <= tolerance && abs(p.g - e.1) <= tolerance && abs(p.b - e.2) <= tolerance
}

/// Control events by name, for checking sequences.
@MainActor
func recordEvents(of control: Control) -> () -> [String] {
    final class Box { var log: [String] = [] }
    let box = Box()
    let names: [(Control.Events, String)] = [
        (.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
        (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "upInside"),
        (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primary"),
    ]
    for (e, n) in names { control.addAction(for: e) { _, _ in box.log.append(n) } }
    return { box.log }
}
