import Foundation

/// How many pixels a window's point covers, as the desktop asks for it, and where that figure came
/// from. Pure: the host gathers the inputs (environment, X resources, the video driver, what the
/// compositor gave the drawable) and this type decides.
///
/// Sources, first that applies wins:
///
/// 1. `RECIPEKIT_SCALE` (a number from 0.5 to 8): the user's or the app's override, on every driver.
/// 2. The compositor's scale on Wayland: the drawable's size over the window's. SDL 2.26 makes it
///    fractional where the compositor reports a fractional logical size for the output
///    (xdg-output), and then draws through a viewport; it does not speak wp_fractional_scale.
/// 3. `GDK_SCALE` (GTK's whole-window scale), times `GDK_DPI_SCALE` when set.
/// 4. `Xft.dpi` from the X resource database over 96, times `GDK_DPI_SCALE` when set. GNOME's
///    text-scaling factor reaches X11 apps this way (its settings daemon writes it into `Xft.dpi`).
/// 5. `GDK_DPI_SCALE` alone.
/// 6. 1.
///
/// Values are kept to 1/120, the step Wayland's fractional-scale protocol uses, so that a scale
/// read from pixel sizes (1771 / 1181) does not wander off 1.5.
///
/// ```swift
/// let s = DesktopScale(environment: ["GDK_SCALE": "2"], xResources: nil, videoDriver: "x11")
/// // s.factor == 2, s.source == .gdkScale
/// ```
public struct DesktopScale: Equatable, Sendable, CustomStringConvertible {
    /// Where a scale came from.
    public enum Source: String, Equatable, Sendable {
        /// `RECIPEKIT_SCALE`.
        case override = "RECIPEKIT_SCALE"
        /// The Wayland compositor's scale for the window's output.
        case compositor
        /// `GDK_SCALE` (with `GDK_DPI_SCALE` when set).
        case gdkScale = "GDK_SCALE"
        /// `Xft.dpi` in the X resource database (with `GDK_DPI_SCALE` when set).
        case xftDPI = "Xft.dpi"
        /// `GDK_DPI_SCALE` alone.
        case gdkDPIScale = "GDK_DPI_SCALE"
        /// Nothing asked for a scale.
        case none
    }

    /// Pixels per point.
    public let factor: Double
    /// Where ``factor`` came from.
    public let source: Source

    /// The smallest and largest scales taken; values outside are ignored as mistakes.
    public static let range = 0.5...8.0

    /// The DPI that means a scale of 1 in `Xft.dpi`.
    public static let referenceDPI = 96.0

    /// A scale of `factor` from `source`, kept to ``range`` and to 1/120.
    public init(factor: Double, source: Source) {
        self.factor = DesktopScale.quantized(factor)
        self.source = source
    }

    /// The scale the desktop asks for.
    /// - Parameters:
    ///   - environment: the process's environment (`RECIPEKIT_SCALE`, `GDK_SCALE`, `GDK_DPI_SCALE`).
    ///   - xResources: the X resource database as text (the root window's `RESOURCE_MANAGER`), nil
    ///     when there is no X server.
    ///   - videoDriver: SDL's video driver ("wayland", "x11"...), nil when none started.
    ///   - compositorScale: the drawable's size over the window's, when the driver scales windows
    ///     itself (Wayland); taken as the desktop's scale there.
    public init(environment: [String: String], xResources: String?, videoDriver: String?,
                compositorScale: Double? = nil) {
        let dpiScale = DesktopScale.number(environment["GDK_DPI_SCALE"])
        if let v = DesktopScale.number(environment["RECIPEKIT_SCALE"]) {
            self.init(factor: v, source: .override)
        } else if videoDriver == "wayland" {
            let c = compositorScale.flatMap { DesktopScale.range.contains($0) ? $0 : nil } ?? 1
            self.init(factor: c, source: .compositor)
        } else if let v = DesktopScale.number(environment["GDK_SCALE"]), let s = DesktopScale.checked(v * (dpiScale ?? 1)) {
            self.init(factor: s, source: .gdkScale)
        } else if let dpi = xResources.flatMap(DesktopScale.xftDPI(in:)),
                  let s = DesktopScale.checked(dpi / DesktopScale.referenceDPI * (dpiScale ?? 1)) {
            self.init(factor: s, source: .xftDPI)
        } else if let dpiScale {
            self.init(factor: dpiScale, source: .gdkDPIScale)
        } else {
            self.init(factor: 1, source: .none)
        }
    }

    /// The `Xft.dpi` value in an X resource database's text (lines of `name:\tvalue`), when it is a
    /// positive number; the last line that sets it wins, as in Xlib's merge.
    public static func xftDPI(in resources: String) -> Double? {
        var found: Double?
        for line in resources.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            guard name == "Xft.dpi" || name == "Xft*dpi" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if let v = Double(value), v.isFinite, v > 0 { found = v }
        }
        return found
    }

    /// `text` as a scale, or nil when it is missing, not a number or outside ``range``.
    static func number(_ text: String?) -> Double? {
        guard let text, let v = Double(text.trimmingCharacters(in: .whitespaces)) else { return nil }
        return checked(v)
    }

    static func checked(_ v: Double) -> Double? {
        v.isFinite && range.contains(v) ? v : nil
    }

    /// `v` clamped to ``range`` and rounded to the nearest 1/120.
    static func quantized(_ v: Double) -> Double {
        guard v.isFinite else { return 1 }
        return (Swift.min(Swift.max(v, range.lowerBound), range.upperBound) * 120).rounded() / 120
    }

    /// "1.5 (Xft.dpi)".
    public var description: String {
        let f = factor == factor.rounded() ? String(Int(factor)) : String(factor)
        return "\(f) (\(source.rawValue))"
    }
}
