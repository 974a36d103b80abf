import Foundation
import RecipeKit

extension GalleryScene {
    static let rangeSlider = GalleryScene(
        name: "range-slider", title: "Range slider, textures",
        summary: "Seed 001's two-knob slider (drag either knob; the values follow), recipe 4's toggle button and "
            + "recipe 5's textured, rounded views with press feedback.",
        size: RecipeScene.size, buildViews: { RecipeScene.buildViews($0) }, build: { RecipeScene.buildCards($0) })
}

@MainActor
enum RecipeScene {
    nonisolated static let size = Size(width: 860, height: 560)
    static let top = GalleryScene.contentTop
    static let m = GalleryScene.margin

    static func buildCards(_ root: Layer) {
        Card.add("RangeSlider: curvaceousness 1, 0.5 and 0", frame: Rect(x: m, y: top, width: 796, height: 230), to: root)
        Card.add("ToggleButton", frame: Rect(x: m, y: top + 250, width: 280, height: 200), to: root)
        Card.add("Textured buttons (press them)", frame: Rect(x: m + 300, y: top + 250, width: 496, height: 200), to: root)
    }

    static func buildViews(_ window: Window) {
        let x0 = m + Card.inset, y0 = top + Card.contentTop
        for (i, curve) in [1.0, 0.5, 0.0].enumerated() {
            let y = y0 + Double(i) * 60
            let slider = RangeSlider(frame: Rect(x: x0, y: y, width: 520, height: 34))
            slider.curvaceousness = curve
            if i == 2 {
                slider.trackHighlightColor = Color(red: 0.9, green: 0.45, blue: 0.1)
                slider.knobColor = Color(red: 1, green: 0.85, blue: 0.4)
                slider.stepValue = 1
            }
            let readout = ViewKit.label(text(slider), frame: Rect(x: x0 + 540, y: y + 6, width: 230, height: 22),
                                        size: 15, weight: .bold, color: Palette.ink)
            slider.addAction(for: .valueChanged) { c, _ in readout.text = text(c) }
            window.addSubview(slider)
            window.addSubview(readout)
        }

        let toggle = ToggleButton.make(on: lamp(on: true, pressed: false), off: lamp(on: false, pressed: false),
                                       highlighted: lamp(on: false, pressed: true), onHighlighted: lamp(on: true, pressed: true))
        toggle.frame = Rect(x: x0 + 20, y: top + 250 + Card.contentTop + 10, width: 96, height: 96)
        toggle.accessibilityLabel = "Lamp"
        let state = ViewKit.label("off", frame: Rect(x: x0 + 140, y: toggle.frame.midY - 11, width: 120, height: 22),
                                  size: 15, weight: .bold, color: Palette.ink)
        toggle.addAction(for: .valueChanged) { c, _ in state.text = c.isOn ? "on" : "off" }
        window.addSubview(toggle)
        window.addSubview(state)

        let bx = m + 300 + Card.inset, by = top + 250 + Card.contentTop
        let colorful = TexturedViews.colorfulButton(frame: Rect(x: bx, y: by + 10, width: 140, height: 56))
        window.addSubview(colorful)
        window.addSubview(TexturedViews.brushedSteelButton(frame: Rect(x: bx + 160, y: by + 10, width: 150, height: 90)))
        window.addSubview(TexturedViews.woodButton(frame: Rect(x: bx, y: by + 110, width: 464, height: 40),
                                                   title: "A long label with a wood texture"))
    }

    static func text(_ s: RangeSlider) -> String {
        "\(s.valueFormatter(s.lowerValue)) – \(s.valueFormatter(s.upperValue))"
    }

    /// A round lamp image for the toggle button: lit or dark, darker while pressed.
    static func lamp(on: Bool, pressed: Bool) -> Image {
        let bitmap = try! Bitmap(pixelWidth: 192, pixelHeight: 192, scale: 2)
        let c = Canvas(bitmap: bitmap)
        let base = on ? Color(red: 1, green: 0.78, blue: 0.2) : Color(white: 0.75)
        let k = pressed ? 0.8 : 1.0
        let fill = Color(red: base.red * k, green: base.green * k, blue: base.blue * k)
        c.fill(Path(ellipseIn: Rect(x: 4, y: 4, width: 88, height: 88)),
               with: Gradient.radial([Color.white, fill], center: Point(x: 36, y: 30), radius: 70))
        c.stroke(Path(ellipseIn: Rect(x: 4, y: 4, width: 88, height: 88)), with: Color(white: 0.3), style: StrokeStyle(lineWidth: 2))
        return bitmap.makeImage()
    }
}
