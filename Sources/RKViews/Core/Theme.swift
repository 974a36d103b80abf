import RKGeometry
import RKGraphics

/// The light theme the standard views and controls draw with: one accent color (the system
/// blue), a few grays, and DejaVu Sans through ``/RKGraphics/Font/system(size:weight:)``.
///
/// Every standard control reads its defaults from here, so they look like one family; each
/// control also has its own color and image properties for per-instance styling.
public enum Theme {
    // MARK: Colors

    /// The accent (tint) color: the system blue, (0, 0.48, 1).
    public static let accent = Color(red: 0, green: 0.48, blue: 1)
    /// The accent while pressed: a darker blue.
    public static let accentPressed = Color(red: 0, green: 0.36, blue: 0.78)
    /// Primary text: black.
    public static let text = Color(white: 0)
    /// Secondary text and disabled titles: a mid gray.
    public static let secondaryText = Color(white: 0.56)
    /// Text and strokes of disabled controls.
    public static let disabledText = Color(white: 0.7)
    /// Light gray fills: the gray button's background, the off switch's track.
    public static let fill = Color(white: 0.91)
    /// The light gray fill while pressed.
    public static let fillPressed = Color(white: 0.82)
    /// Tracks of sliders and progress views.
    public static let track = Color(white: 0.86)
    /// Hairline borders (the thumbs' outlines).
    public static let separator = Color(white: 0, alpha: 0.12)
    /// Thumbs and knobs.
    public static let thumb = Color(white: 1)
    /// The color of thumb shadows (drawn with ``thumbShadowOpacity``).
    public static let shadow = Color(white: 0)
    /// The opacity of thumb shadows.
    public static let thumbShadowOpacity = 0.25
    /// The spokes of activity indicators.
    public static let spinner = Color(white: 0.42)

    // MARK: Fonts

    /// Labels: the system font at 17 points.
    public static let bodyFont = Font.system(size: 17)
    /// Button titles: the system font at 17 points.
    public static let buttonFont = Font.system(size: 17)
    /// Titles of filled buttons: the bold system font at 17 points.
    public static let boldButtonFont = Font.system(size: 17, weight: .bold)

    // MARK: Shapes

    /// The corner radius of filled and gray buttons.
    public static let buttonCornerRadius = 8.0
    /// The content insets of filled and gray buttons.
    public static let buttonContentInsets = EdgeInsets(top: 7, left: 14, bottom: 7, right: 14)
}

extension Image {
    /// The image with its colors multiplied by `factor` (alpha unchanged): the darkening UIKit
    /// applies to button images while pressed.
    func pressedDarkened(by factor: Double = 0.65) -> Image {
        let k = UInt32((Swift.min(1, Swift.max(0, factor)) * 256).rounded())
        let px = premultipliedARGB.map { p -> UInt32 in
            // Shifts bind tighter than multiplication in Swift: parenthesize the products.
            let r = (((p >> 16) & 0xFF) * k) >> 8, g = (((p >> 8) & 0xFF) * k) >> 8, b = ((p & 0xFF) * k) >> 8
            return (p & 0xFF00_0000) | (r << 16) | (g << 8) | b
        }
        return (try? Image(width: pixelWidth, height: pixelHeight, premultipliedARGB: px, scale: scale)) ?? self
    }
}

/// Values kept per control state with UIKit's fallback: the exact state's value, or else the
/// ``Control/State/normal`` one.
struct ControlStateTable<Value> {
    private(set) var values: [Control.State: Value] = [:]

    /// The value set for exactly `state`.
    subscript(exactly state: Control.State) -> Value? {
        get { values[state] }
        set { values[state] = newValue }
    }

    /// The value for `state`, falling back to the state without ``Control/State/focused`` (a
    /// focused control that is pressed shows its pressed look), then to the normal state's.
    func value(for state: Control.State) -> Value? {
        values[state] ?? (state.contains(.focused) ? values[state.subtracting(.focused)] : nil) ?? values[.normal]
    }
}

extension Double {
    /// Rounded up to the next multiple of 1/scale (whole pixels), as UIKit's sizeThatFits does.
    func ceiledToPixels(scale: Double = 1) -> Double {
        guard isFinite else { return self }
        let s = scale > 0 && scale.isFinite ? scale : 1
        return (self * s - 1e-9).rounded(.up) / s
    }

    /// Rounded to the nearest multiple of 1/scale (a whole pixel).
    func roundedToPixels(scale: Double = 1) -> Double {
        guard isFinite else { return self }
        let s = scale > 0 && scale.isFinite ? scale : 1
        return (self * s).rounded() / s
    }
}
