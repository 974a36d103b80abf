import RKGeometry
import RKGraphics

/// The theme the standard views and controls draw with: one accent color (the desktop's accent,
/// else the system blue), a few grays, and DejaVu Sans through
/// ``/RKGraphics/Font/system(size:weight:)``.
///
/// Every standard control reads its defaults from here, so they look like one family; each
/// control also has its own color and image properties for per-instance styling. The colors
/// are dynamic (``/RKGraphics/Color/init(dynamicProvider:)``): light by default, with dark and
/// high-contrast values that views pick up from their ``View/traitCollection`` when they draw.
/// In light at normal contrast they are exactly the values the toolkit always had.
public enum Theme {
    // MARK: Colors

    /// The accent (tint) color: the desktop's accent color
    /// (``/RKGraphics/TraitCollection/accentColor``) when it names one, otherwise the system
    /// blue, (0, 0.48, 1) in light.
    public static let accent = Color(dynamicProvider: { traits in
        if let accent = traits.accentColor { return accent.resolvedColor(with: traits) }
        return switch (traits.isDark, traits.isHighContrast) {
        case (false, false): Color(red: 0, green: 0.48, blue: 1)
        case (true, false): Color(red: 10 / 255, green: 132 / 255, blue: 1)
        case (false, true): Color(red: 0, green: 64 / 255, blue: 221 / 255)
        case (true, true): Color(red: 64 / 255, green: 156 / 255, blue: 1)
        }
    })
    /// The accent while pressed: a darker blue (the accent at 75% brightness with an accent
    /// from the desktop).
    public static let accentPressed = Color(dynamicProvider: { traits in
        if let accent = traits.accentColor?.resolvedColor(with: traits) {
            return Color(red: accent.red * 0.75, green: accent.green * 0.75, blue: accent.blue * 0.75, alpha: accent.alpha)
        }
        return traits.isDark ? Color(red: 0.03, green: 0.4, blue: 0.8) : Color(red: 0, green: 0.36, blue: 0.78)
    })
    /// Primary text: black in light, white in dark.
    public static let text = Color(light: Color(white: 0), dark: Color(white: 1))
    /// Secondary text and disabled titles: a mid gray, nearer the text at high contrast.
    public static let secondaryText = Color(light: Color(white: 0.56), dark: Color(white: 0.62),
                                            highContrastLight: Color(white: 0.3), highContrastDark: Color(white: 0.85))
    /// Text and strokes of disabled controls.
    public static let disabledText = Color(light: Color(white: 0.7), dark: Color(white: 0.36),
                                           highContrastLight: Color(white: 0.45), highContrastDark: Color(white: 0.6))
    /// Gray fills: the gray button's background, the off switch's track.
    public static let fill = Color(light: Color(white: 0.91), dark: Color(white: 0.22),
                                   highContrastLight: Color(white: 0.8), highContrastDark: Color(white: 0.32))
    /// The gray fill while pressed.
    public static let fillPressed = Color(light: Color(white: 0.82), dark: Color(white: 0.32),
                                          highContrastLight: Color(white: 0.7), highContrastDark: Color(white: 0.42))
    /// Tracks of sliders and progress views.
    public static let track = Color(light: Color(white: 0.86), dark: Color(white: 0.28),
                                    highContrastLight: Color(white: 0.55), highContrastDark: Color(white: 0.55))
    /// Hairline borders (the thumbs' outlines), much stronger at high contrast.
    public static let separator = Color(light: Color(white: 0, alpha: 0.12), dark: Color(white: 1, alpha: 0.16),
                                        highContrastLight: Color(white: 0, alpha: 0.6), highContrastDark: Color(white: 1, alpha: 0.65))
    /// Thumbs and knobs: white in both styles, as iOS's.
    public static let thumb = Color(white: 1)
    /// The color of thumb shadows (drawn with ``thumbShadowOpacity``).
    public static let shadow = Color(white: 0)
    /// The opacity of thumb shadows.
    public static let thumbShadowOpacity = 0.25
    /// The spokes of activity indicators.
    public static let spinner = Color(light: Color(white: 0.42), dark: Color(white: 0.62))
    /// Backgrounds of screens and of the standard containers (the system background).
    public static let background = Color.systemBackground
    /// Backgrounds of grouped content, cards and bars (the secondary system background).
    public static let secondaryBackground = Color.secondarySystemBackground

    /// Screens and content: white in light, black in dark (the plain table's and the
    /// collection view's background, a navigation controller's view).
    public static let contentBackground = Color(light: Color(white: 1), dark: Color(white: 0))
    /// Table cells: white in light, a raised dark gray in dark.
    public static let cellBackground = Color(light: Color(white: 1), dark: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
    /// A grouped table's background.
    public static let groupedBackground = Color(light: Color(red: 0.95, green: 0.95, blue: 0.97), dark: Color(white: 0),
                                                highContrastLight: Color(red: 0.9, green: 0.9, blue: 0.92))
    /// Bars, alert panels and section headers: a near white, a near black in dark.
    public static let barBackground = Color(light: Color(white: 0.97), dark: Color(white: 0.12))
    /// The status bar's translucent background.
    public static let statusBarBackground = Color(light: Color(white: 0.97, alpha: 0.92), dark: Color(white: 0.12, alpha: 0.92))
    /// The hairline under a navigation bar, over what scrolls beneath it.
    public static let barHairline = Color(light: Color(white: 0, alpha: 0.2), dark: Color(white: 1, alpha: 0.18),
                                          highContrastLight: Color(white: 0, alpha: 0.7), highContrastDark: Color(white: 1, alpha: 0.7))
    /// Opaque lines between blocks: the status bar's edge, the lines between alert buttons.
    public static let opaqueSeparator = Color(light: Color(white: 0.75), dark: Color(white: 0.25),
                                              highContrastLight: Color(white: 0.35), highContrastDark: Color(white: 0.7))
    /// The lines between an alert's buttons.
    public static let alertSeparator = Color(light: Color(white: 0.8), dark: Color(white: 0.28),
                                             highContrastLight: Color(white: 0.35), highContrastDark: Color(white: 0.7))
    /// What shades a screen behind an alert or a sheet.
    public static let dimming = Color(light: Color(white: 0, alpha: 0.4), dark: Color(white: 0, alpha: 0.6))
    /// Destructive actions: the system red.
    public static let destructive = Color(light: Color(red: 1, green: 0.23, blue: 0.19), dark: Color(red: 1, green: 0.27, blue: 0.23),
                                          highContrastLight: Color(red: 0.84, green: 0, blue: 0.08))
    /// Inserting actions (a table's insert control): the system green.
    public static let constructive = Color(light: Color(red: 0.2, green: 0.78, blue: 0.35), dark: Color(red: 0.19, green: 0.82, blue: 0.35))
    /// Chevrons and other small marks in cells.
    public static let cellMark = Color(light: Color(white: 0.75), dark: Color(white: 0.38),
                                       highContrastLight: Color(white: 0.4), highContrastDark: Color(white: 0.7))
    /// The reorder grip of an editing cell.
    public static let grip = Color(light: Color(white: 0.6), dark: Color(white: 0.45))
    /// A neutral swipe action's background.
    public static let neutralAction = Color(light: Color(white: 0.65), dark: Color(white: 0.4))
    /// Scroll indicators.
    public static let scrollIndicator = Color(light: Color(white: 0, alpha: 0.35), dark: Color(white: 1, alpha: 0.4))
    /// The on-screen keyboard's background.
    public static let keyboardBackground = Color(light: Color(red: 0.82, green: 0.835, blue: 0.86), dark: Color(white: 0.17))
    /// Character keys.
    public static let keyBackground = Color(light: Color(white: 1), dark: Color(white: 0.42))
    /// Function keys (shift, delete, return).
    public static let functionKeyBackground = Color(light: Color(red: 0.67, green: 0.69, blue: 0.73), dark: Color(white: 0.27))
    /// A key under the finger.
    public static let keyHighlighted = Color(light: Color(red: 0.6, green: 0.62, blue: 0.66), dark: Color(white: 0.55))
    /// The shadow under keys.
    public static let keyShadow = Color(light: Color(white: 0.53), dark: Color(white: 0.05))
    /// The background of a segmented control's unselected segments and of rounded text fields.
    public static let controlBackground = Color(light: Color(white: 1), dark: Color(white: 0.11))

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
