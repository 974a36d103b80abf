import RKMainLoop
import RKViews

/// Recipe 9's alert with closures (PRPAlertView): one call shows an alert whose buttons each
/// run their own closure, with no delegate and no button-index bookkeeping.
///
/// Fire and forget: the alert keeps itself alive while it shows and lets go of its closures
/// (and whatever they capture, the presenting controller included) once it is dismissed, so no
/// retain cycle forms. Each closure runs once, for its own button. Alerts shown while another
/// is up follow it.
///
/// ```swift
/// AlertView.show(title: "Uh Oh", message: "Something bad happened.",
///                cancelTitle: "Run Away", cancel: { self.runAway() },
///                otherTitle: "Onward", other: { self.proceedOnward() })
/// ```
@MainActor
public enum AlertView {
    /// Shows an alert with a cancel button and another one, each with its closure (either may be
    /// nil), over `window` (the key window by default). Returns the alert, or nil with a log
    /// line when there is no window to show it in.
    @discardableResult
    public static func show(title: String?, message: String?, cancelTitle: String?, cancel: (() -> Void)? = nil,
                            otherTitle: String?, other: (() -> Void)? = nil, in window: Window? = nil) -> AlertController? {
        var buttons: [(String, (() -> Void)?)] = []
        if let otherTitle { buttons.append((otherTitle, other)) }
        return show(title: title, message: message, cancelTitle: cancelTitle, cancel: cancel, buttons: buttons, in: window)
    }

    /// Shows an alert that only tells: one button, which dismisses it.
    @discardableResult
    public static func show(title: String?, message: String?, buttonTitle: String, in window: Window? = nil) -> AlertController? {
        show(title: title, message: message, cancelTitle: buttonTitle, cancel: nil, buttons: [], in: window)
    }

    /// Beyond the seed's two buttons: any number, each with its closure, besides the cancel one.
    @discardableResult
    public static func show(title: String?, message: String?, cancelTitle: String?, cancel: (() -> Void)? = nil,
                            buttons: [(String, (() -> Void)?)], in window: Window? = nil) -> AlertController? {
        guard let target = window ?? Application.shared.keyWindow else {
            RecipeLog.write("AlertView: no key window to show \"\(title ?? "")\" in")
            return nil
        }
        let alert = AlertController(title: title, message: message, preferredStyle: .alert)
        alert.releasesHandlersOnDismiss = true
        if let cancelTitle {
            alert.addAction(AlertAction(title: cancelTitle, style: .cancel) { _ in cancel?() })
        }
        for (t, body) in buttons { alert.addAction(AlertAction(title: t) { _ in body?() }) }
        guard alert.show(in: target) else { return nil }
        return alert
    }
}
