import CRKSDL2
import RKGraphics

/// The window as the desktop sees it: its icon, and whether it is maximized, minimized or full
/// screen. UIKit has no spelling for these (an iOS window fills its screen), so the names are the
/// desktop's.
extension SDLHost {
    /// The icon the window manager shows for the window (title bar, task switcher) where the app's
    /// `.desktop` file does not give one; nil leaves SDL's default. Best given square, 64 pixels
    /// or more. Wayland has no per-window icon in SDL 2.26: there the desktop takes the icon of
    /// the `.desktop` file named by the app id (see ``init(title:size:minimumSize:backgroundColor:presentation:appID:)``).
    public var icon: Bitmap? {
        get { iconStorage }
        set {
            iconStorage = newValue
            guard let newValue, let surface = SDLHost.straightAlphaSurface(newValue) else { return }
            SDL_SetWindowIcon(sdlWindow, surface)
            SDL_FreeSurface(surface)
        }
    }

    /// An SDL surface with `bitmap`'s pixels, alpha not premultiplied (as window icons want).
    static func straightAlphaSurface(_ bitmap: Bitmap) -> UnsafeMutablePointer<SDL_Surface>? {
        let width = bitmap.pixelWidth, height = bitmap.pixelHeight
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue),
              let target = surface.pointee.pixels else { return nil }
        let pitch = Int(surface.pointee.pitch)
        bitmap.withPixels { base, stride in
            for y in 0..<height {
                let from = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                let to = (target + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { to[x] = unpremultiplied(from[x]) }
            }
        }
        return surface
    }

    /// A premultiplied ARGB word with its color divided by its alpha.
    static func unpremultiplied(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a != 0, a != 255 else { return a == 0 ? 0 : p }
        func channel(_ shift: UInt32) -> UInt32 { Swift.min(255, ((p >> shift) & 0xFF) * 255 / a) }
        return a << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    /// True while the window fills the screen with no decorations (SDL's desktop full screen: the
    /// display's mode is left alone). Setting it asks the window manager; the size in points and
    /// the scale follow as a resize.
    public var isFullScreen: Bool {
        get { SDL_GetWindowFlags(sdlWindow) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        set {
            guard newValue != isFullScreen else { return }
            SDL_SetWindowFullscreen(sdlWindow, newValue ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
            windowGeometryChanged()
        }
    }

    /// True while the window is maximized, as the window manager last said.
    public var isMaximized: Bool { SDL_GetWindowFlags(sdlWindow) & SDL_WINDOW_MAXIMIZED.rawValue != 0 }

    /// True while the window is minimized (iconified), as the window manager last said.
    public var isMinimized: Bool { SDL_GetWindowFlags(sdlWindow) & SDL_WINDOW_MINIMIZED.rawValue != 0 }

    /// Asks the window manager to make the window as large as the work area allows. The new size
    /// arrives as a resize, when the window manager grants it.
    public func maximize() {
        SDL_MaximizeWindow(sdlWindow)
    }

    /// Asks the window manager to minimize (iconify) the window. Touches in flight are cancelled
    /// when it does.
    public func minimize() {
        SDL_MinimizeWindow(sdlWindow)
    }

    /// Brings a maximized or minimized window back to its normal size and place (full screen is
    /// left with ``isFullScreen``).
    public func restore() {
        SDL_RestoreWindow(sdlWindow)
    }
}
