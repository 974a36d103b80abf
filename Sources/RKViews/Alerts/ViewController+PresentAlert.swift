import RKMainLoop

/// UIKit's way of showing an alert, `present(alert, animated: true)`, for ``AlertController``,
/// which is not a view controller here: it shows in a window of its own over the scene.
extension ViewController {
    /// Shows `alert` over the scene of this controller's window (queued behind an alert already
    /// up, as ``AlertController/show(in:)`` does); `completion` runs once it is on screen.
    /// Returns false, with a log line, when this controller's view is in no window.
    @discardableResult
    public func present(_ alert: AlertController, animated: Bool, completion: (() -> Void)? = nil) -> Bool {
        guard isViewLoaded, let window = view.window else {
            RecipeLog.write("present: cannot show the alert \"\(alert.title ?? "")\": the presenting controller's view is not in a window")
            return false
        }
        guard alert.show(in: window) else { return false }
        if let completion { window.eventLoop.performOnNextTurn { completion() } }
        return true
    }
}
