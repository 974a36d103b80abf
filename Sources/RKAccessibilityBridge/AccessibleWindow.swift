import RKGeometry
import RKViews

/// A top-level window as assistive technologies see it: an AT-SPI2 frame named by its title,
/// a child of the application, holding the views windows shown in it.
///
/// A window host makes one for its window and adds it to ``AccessibilityBridge``; what it shows
/// comes from ``contents``, so an app that places views windows itself (scaled, or beside
/// content of its own) says where they are.
@MainActor
public final class AccessibleWindow {
    /// Where a views window sits in this window: its origin and scale in the window's points.
    public struct Placement {
        /// The views window.
        public var window: Window
        /// Where the views window's top-left corner is, in this window's points.
        public var origin: Point
        /// How many of this window's points one point of the views window takes.
        public var scale: Double

        /// `window` at `origin`, drawn `scale` times its size.
        public init(window: Window, origin: Point = .zero, scale: Double = 1) {
            self.window = window
            self.origin = origin
            self.scale = scale.isFinite && scale > 0 ? scale : 1
        }
    }

    /// The window's title: the frame's name.
    public var title: String
    /// The window's rectangle on screen, in screen pixels (position and size).
    public var screenFrame: () -> Rect
    /// Screen pixels per window point (the window's scale on X11, where points are pixels: 1).
    public var screenScale: () -> Double = { 1 }
    /// Whether the window has the keyboard now (the frame's active state).
    public var isActive: () -> Bool = { true }
    /// The views windows shown, back to front.
    public var contents: () -> [Placement]

    /// A window titled `title` at `screenFrame`, showing `contents`.
    public init(title: String, screenFrame: @escaping () -> Rect, contents: @escaping () -> [Placement]) {
        self.title = title
        self.screenFrame = screenFrame
        self.contents = contents
    }

    /// The placements of views windows that show (not hidden), back to front.
    var shownContents: [Placement] {
        contents().filter { !$0.window.isHidden && $0.window.alpha > 0 }
    }

    /// The placement of `window` if it shows here.
    func placement(of window: Window) -> Placement? {
        shownContents.first { $0.window === window }
    }
}
