import RKGeometry
import RKLayers

/// The status bar drawn at the top of ``Application/statusBarWindow`` (UIKit's, as phones show
/// it), unless the application hides it.
extension Window {
    /// The height of the status bar, in points.
    public static let statusBarHeight = 20.0

    /// Shows or hides the status bar layer to match the application's flag.
    func updateStatusBar() {
        let show = Application.shared.statusBarWindow === self && !Application.shared.isStatusBarHidden
        if show, statusBar == nil {
            let bar = StatusBarLayer()
            bar.frame = Rect(x: 0, y: 0, width: bounds.width, height: Window.statusBarHeight)
            bar.contentsScale = layer.contentsScale
            bar.zPosition = 1000
            bar.setNeedsDisplay()
            layer.addSublayer(bar)
            statusBar = bar
        } else if !show, let bar = statusBar {
            bar.removeFromSuperlayer()
            statusBar = nil
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
