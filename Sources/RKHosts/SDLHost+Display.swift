import CRKSDL2
import CRKX11
import Foundation
import RKGeometry
import RKGraphics
import RKMainLoop

/// Which display SDL opens, and how the window's units, pixels and points relate there.
extension SDLHost {
    /// The video drivers asked of SDL when the user did not choose: Wayland first where it is the
    /// session (SDL 2.26 still tries X11 first, and through XWayland a HiDPI window is tiny or
    /// blurred), X11 when Wayland does not start. Nil when `SDL_VIDEODRIVER` (or its hint) is
    /// set, or `WAYLAND_DISPLAY` is not.
    static func preferredVideoDrivers(environment: [String: String]) -> String? {
        guard (environment["SDL_VIDEODRIVER"] ?? "").isEmpty, SDL_GetHint(SDL_HINT_VIDEODRIVER) == nil,
              !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty else { return nil }
        return "wayland,x11"
    }

    /// Starts SDL's video subsystem on the preferred driver (see ``preferredVideoDrivers(environment:)``);
    /// true when it started. The hint is taken back afterwards, so that it never stands for a
    /// driver the user asked for.
    static func startVideo() -> Bool {
        let preferred = preferredVideoDrivers(environment: ProcessInfo.processInfo.environment)
        if let preferred { SDL_SetHint(SDL_HINT_VIDEODRIVER, preferred) }
        defer { if preferred != nil { SDL_ResetHint(SDL_HINT_VIDEODRIVER) } }
        return SDL_InitSubSystem(SDL_INIT_VIDEO) == 0
    }

    /// The name of the video driver SDL runs on, nil before its video starts.
    static var currentVideoDriver: String? {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) }
    }

    /// The X server's resource database (where `Xft.dpi` lives), nil without one.
    static func xResources() -> String? {
        guard let text = crk_x11_resource_manager_string() else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    /// Gives SDL the app's identity before its video starts: `appID` as the Wayland app id and
    /// the X11 class (unless the user set them), `name` as SDL's application name (used where it
    /// names the app to the system, as in screensaver inhibition).
    static func announce(appID: String?, name: String) {
        if let appID, !appID.isEmpty {
            // SDL 2.26 reads these as environment variables only, when the driver starts.
            setenv("SDL_VIDEO_WAYLAND_WMCLASS", appID, 0)
            setenv("SDL_VIDEO_X11_WMCLASS", appID, 0)
        }
        if SDL_GetHint(SDL_HINT_APP_NAME) == nil, !name.isEmpty { SDL_SetHint(SDL_HINT_APP_NAME, name) }
    }

    /// `points` in window units, `unitsPerPoint` to a point, rounded, at least 1.
    static func units(_ points: Double, _ unitsPerPoint: Double) -> Int32 {
        Int32(Swift.max(1, Swift.min((points * unitsPerPoint).rounded(), Double(Bitmap.maximumSide))))
    }

    /// Resizes a new window whose units are not what its scale needs, and returns the window
    /// units a point takes: on Wayland the compositor decides pixels per unit, so a scale of its
    /// own (`RECIPEKIT_SCALE`) is kept by sizing the window in units to `points` × scale / the
    /// compositor's scale.
    static func correctUnits(of window: OpaquePointer, points: Size, environment: [String: String],
                             resources: String?, driver: String) -> Double {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetWindowSizeInPixels(window, &pw, &ph)
        let native = w > 0 && pw > 0 ? Double(pw) / Double(w) : 1
        let scale = DesktopScale(environment: environment, xResources: resources, videoDriver: driver,
                                 compositorScale: native)
        guard scale.source != .compositor else { return 1 }
        let unitsPerPoint = scale.factor / native
        let wanted = (units(points.width, unitsPerPoint), units(points.height, unitsPerPoint))
        if w > 0, wanted != (w, h) { SDL_SetWindowSize(window, wanted.0, wanted.1) }
        return unitsPerPoint
    }

    /// A window's size in units, in pixels and in points, and its scale.
    struct WindowGeometry {
        /// The size in points.
        var points: Size
        /// The drawable's size.
        var pixelWidth: Int
        var pixelHeight: Int
        /// Pixels per point, and where that came from.
        var scale: DesktopScale
        /// Points per SDL window unit (input and sizes SDL reports).
        var pointsPerUnit: Double
    }

    /// The geometry of `window`: its drawable (the renderer's output, or the window's size in
    /// pixels) with the scale `resolve` gives for the drawable's size over the window's.
    static func geometry(window: OpaquePointer, renderer: OpaquePointer?, fallback: Size,
                         resolve: (Double) -> DesktopScale) -> WindowGeometry {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        if let renderer {
            if SDL_GetRendererOutputSize(renderer, &pw, &ph) != 0 { pw = 0 }
        } else {
            SDL_GetWindowSizeInPixels(window, &pw, &ph)
        }
        if pw <= 0 || ph <= 0 {
            pw = w
            ph = h
        }
        let pixelWidth = Swift.max(1, Int(pw > 0 ? pw : Int32(fallback.width)))
        let pixelHeight = Swift.max(1, Int(ph > 0 ? ph : Int32(fallback.height)))
        let native = w > 0 ? Double(pixelWidth) / Double(w) : 1
        let scale = resolve(native)
        if scale.source == .compositor || w <= 0 || h <= 0 {
            // The compositor's units are the points: exact, whatever rounding the drawable had.
            let points = w > 0 && h > 0 ? Size(width: Double(w), height: Double(h)) : fallback
            return WindowGeometry(points: points, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                                  pointsPerUnit: 1)
        }
        let points = Size(width: Double(pixelWidth) / scale.factor, height: Double(pixelHeight) / scale.factor)
        return WindowGeometry(points: points, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                              pointsPerUnit: native / scale.factor)
    }
}
