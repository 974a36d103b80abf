import RKGeometry
import RKLayers

/// The status bar drawn at the top of ``Application/statusBarWindow`` (UIKit's, as phones show
/// it), unless the application hides it.
extension Window {
    /// The height of the status bar, in points.
    public static let statusBarHeight = 20.0

    /// How long the status bar takes to fade in or out (``Application/StatusBarAnimation/fade``).
    public static let statusBarFadeDuration = 0.25

    /// Shows or hides the status bar layer to match the application's flag, fading it when
    /// `animation` says so.
    func updateStatusBar(animation: Application.StatusBarAnimation = .none) {
        let show = Application.shared.statusBarWindow === self && !Application.shared.isStatusBarHidden
        if show, statusBar == nil {
            let bar = StatusBarLayer()
            bar.frame = Rect(x: 0, y: 0, width: bounds.width, height: Window.statusBarHeight)
            bar.contentsScale = layer.contentsScale
            bar.zPosition = 1000
            bar.setNeedsDisplay()
            layer.addSublayer(bar)
            statusBar = bar
            if animation == .fade {
                bar.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: Window.statusBarFadeDuration), forKey: "fade")
            }
        } else if !show, let bar = statusBar {
            statusBar = nil
            if animation == .fade {
                // Kept on screen, transparent at the end, until its fade is over.
                Transaction.perform(disableActions: true) { bar.opacity = 0 }
                let fade = BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: Window.statusBarFadeDuration)
                fade.completion = { [weak bar] _ in bar?.removeFromSuperlayer() }
                bar.add(fade, forKey: "fade")
            } else {
                bar.removeFromSuperlayer()
            }
        }
    }

    /// Keeps the status bar as wide as the window.
    func layoutStatusBar() {
        if let bar = statusBar {
            Transaction.perform(disableActions: true) {
                bar.frame = Rect(x: 0, y: 0, width: bounds.width, height: Window.statusBarHeight)
            }
        }
    }
}
