import Foundation
import RKGeometry
import RKGraphics
import RKViews

/// The images of recipe 7's custom slider and progress bar, drawn at run time in place of the
/// seed's `sun.png`, `leftImage.png`, `rightImage.png` and `sliderPoint.png`.
///
/// The track images are 21 × 10 points, made stretchable as the seed makes them
/// (`leftCapWidth` 10, `topCapHeight` 0): ten points of rounded end on either side of a
/// one-point column that is stretched, so the ends keep their shape at any width.
@MainActor
public enum CustomSliderArt {
    /// The left cap of the track images, in points (the seed's 10).
    public static let capWidth = 10
    /// The height of the track images, in points.
    public static let trackHeight = 10.0
    /// The width of the track images: both caps and the one stretched column.
    public static let trackWidth = Double(2 * capWidth + 1)
    /// The side of the sun thumb, in points.
    public static let thumbSide = 30.0

    /// The minimum track's fill: a saturated blue.
    public static let minimumTrackColor = Color(red: 0.16, green: 0.45, blue: 0.86)
    /// The maximum track's fill: a pale blue-gray.
    public static let maximumTrackColor = Color(red: 0.88, green: 0.9, blue: 0.94)

    /// Styles `slider` as the seed's custom slider: the sun thumb for the normal, highlighted
    /// and disabled states, and the stretchable blue and pale tracks.
    public static func apply(to slider: Slider) {
        for state: Control.State in [.normal, .highlighted, .disabled] {
            slider.setThumbImage(thumb(for: state), for: state)
        }
        slider.setMinimumTrackImage(minimumTrack(), for: .normal)
        slider.setMaximumTrackImage(maximumTrack(), for: .normal)
    }

    /// The sun thumb for a control state: orange rays round a yellow disc; brighter with a
    /// halo while highlighted (dragged), gray while disabled. Every state has the same size,
    /// so that the thumb's travel does not change when the state does.
    public static func thumb(for state: Control.State, scale: Double = 2) -> Image {
        let side = thumbSide
        let disabled = state.contains(.disabled)
        let highlighted = state.contains(.highlighted) && !disabled
        let ray = disabled ? Color(white: 0.62) : highlighted ? Color(red: 1, green: 0.55, blue: 0.05) : Color(red: 0.96, green: 0.5, blue: 0.08)
        let light = disabled ? Color(white: 0.92) : highlighted ? Color(red: 1, green: 1, blue: 0.8) : Color(red: 1, green: 0.95, blue: 0.55)
        let dark = disabled ? Color(white: 0.7) : highlighted ? Color(red: 1, green: 0.75, blue: 0.1) : Color(red: 0.98, green: 0.7, blue: 0.12)
        return render(Size(width: side, height: side), scale: scale) { c in
            let center = Point(x: side / 2, y: side / 2)
            if highlighted {
                c.fill(Path(ellipseIn: Rect(x: 0, y: 0, width: side, height: side)),
                       with: Gradient.radial([Color(red: 1, green: 0.8, blue: 0.2, alpha: 0.55), Color(red: 1, green: 0.8, blue: 0.2, alpha: 0)],
                                             center: center, radius: side / 2))
            }
            // Eight pointed rays, between radii 8 and 14.
            var rays = Path()
            for i in 0..<8 {
                let a = Double(i) * .pi / 4
                let tip = Point(x: center.x + 14 * cos(a), y: center.y + 14 * sin(a))
                let left = Point(x: center.x + 8 * cos(a - 0.28), y: center.y + 8 * sin(a - 0.28))
                let right = Point(x: center.x + 8 * cos(a + 0.28), y: center.y + 8 * sin(a + 0.28))
                rays.move(to: left)
                rays.addLine(to: tip)
                rays.addLine(to: right)
                rays.close()
            }
            c.fill(rays, with: ray)
            let disc = Rect(x: center.x - 9, y: center.y - 9, width: 18, height: 18)
            c.fill(Path(ellipseIn: disc), with: Gradient.radial([light, dark], center: Point(x: center.x - 3, y: center.y - 3), radius: 12))
            c.stroke(Path(ellipseIn: disc.insetBy(dx: 0.5, dy: 0.5)), with: ray, style: StrokeStyle(lineWidth: 1))
        }
    }

    /// The minimum track: a blue capsule with a soft vertical shine, stretchable with 10-point
    /// caps.
    public static func minimumTrack(scale: Double = 2) -> StretchableImage {
        capsule(fill: minimumTrackColor, outline: Color(red: 0.08, green: 0.27, blue: 0.6), scale: scale)
    }

    /// The maximum track: a pale capsule with a gray outline, stretchable with 10-point caps.
    public static func maximumTrack(scale: Double = 2) -> StretchableImage {
        capsule(fill: maximumTrackColor, outline: Color(white: 0.62), scale: scale)
    }

    /// The progress bar's thumb, the seed's `sliderPoint.png`: the right cap of the minimum
    /// track, cut from it. Centered on the end of the minimum track it becomes that track's
    /// rounded end, so the slider reads as a progress bar with no visible thumb.
    public static func progressPoint(scale: Double = 2) -> Image {
        let track = minimumTrack(scale: scale).image
        let px = Double(capWidth) * track.scale
        // The track image is drawn here, so the crop lies inside it.
        return track.cropped(to: Rect(x: Double(track.pixelWidth) - px, y: 0, width: px, height: Double(track.pixelHeight)))!
    }

    static func capsule(fill: Color, outline: Color, scale: Double) -> StretchableImage {
        let size = Size(width: trackWidth, height: trackHeight)
        let image = render(size, scale: scale) { c in
            let r = Rect(size: size).insetBy(dx: 0.5, dy: 0.5)
            let shape = Path(roundedRect: r, cornerRadius: r.height / 2)
            c.fill(shape, with: Gradient.linear([mix(fill, .white, 0.35), fill, mix(fill, .black, 0.12)],
                                                from: Point(x: 0, y: 0), to: Point(x: 0, y: size.height)))
            c.stroke(shape, with: outline, style: StrokeStyle(lineWidth: 1))
        }
        return StretchableImage(image: image, leftCapWidth: capWidth, topCapHeight: 0)
    }

    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
              blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    static func render(_ size: Size, scale: Double, _ draw: (Canvas) -> Void) -> Image {
        // The sizes here are small constants, which a renderer always accepts.
        let renderer = try! ImageRenderer(size: size, scale: scale.isFinite && scale > 0 ? Swift.min(scale, 8) : 2)
        return renderer.image(draw)
    }
}
