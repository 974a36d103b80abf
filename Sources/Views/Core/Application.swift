import Geometry
import Layers
import MainLoop
import Motion

/// The application object (UIApplication): its windows, the key window, and app-wide state
/// such as whether the status bar is shown. Hosts drive its event loop.
@MainActor
public final class Application: Responder {
    /// The one application.
    public static let shared = Application()

    private override init() {
        super.init()
    }

    /// The window receiving keyboard input.
    public private(set) weak var keyWindow: Window?

    /// Windows made key and visible, front to back order of showing.
    public var windows: [Window] { windowRefs.compactMap(\.window) }
    private var windowRefs: [WeakWindow] = []
    private struct WeakWindow { weak var window: Window? }

    /// Hides the status bar every key window draws at its top (false by default, as UIKit).
    public var isStatusBarHidden = false {
        didSet { for w in windows { w.updateStatusBar() } }
    }

    /// The event loop the application runs on: its key window's, or the current one.
    public var eventLoop: EventLoop { keyWindow?.eventLoop ?? EventLoop.current }

    func makeKey(_ window: Window) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakWindow(window: window))
        let old = keyWindow
        keyWindow = window
        old?.updateStatusBar()
        window.updateStatusBar()
    }
}
