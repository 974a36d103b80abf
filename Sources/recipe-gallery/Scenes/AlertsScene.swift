import Foundation
import RecipeKit

extension GalleryScene {
    static let alertsSeconds = 1.6

    static let alerts = GalleryScene(
        name: "alerts", title: "Alerts (recipe 9)",
        summary: "AlertView.show with a closure per button, AlertController's action sheet and text field, seed 002's "
            + "text-input alert, and two alerts queued. Return picks the bold action, Escape cancels.",
        size: Size(width: 520, height: 560), duration: alertsSeconds, keyFrames: [0, 0.3, 0.45, 0.8, alertsSeconds],
        still: alertsSeconds,
        recordState: { router, dump in dump.alerts = AlertsScene.state(of: router) },
        animateViews: { window in
            // The export shows the seed's two-button alert popping in.
            _ = SceneTimers.perform(afterDelay: 0.3) { AlertsScene.showSeedAlert(in: window) }
        },
        buildViews: { AlertsScene.buildViews($0) }
    ) { _ in }
}

/// The `alerts` scene: buttons that show alerts, and a label saying which closure ran.
@MainActor
enum AlertsScene {
    static var status: Label?

    static func report(_ text: String) { status?.text = text }

    static func showSeedAlert(in window: Window) {
        AlertView.show(title: "Uh Oh", message: "Something bad happened.",
                       cancelTitle: "Run Away", cancel: { report("cancel closure ran: Run Away") },
                       otherTitle: "Onward", other: { report("other closure ran: Onward") }, in: window)
    }

    /// The button that shows seed 002's alert, for the state dump.
    static var textInputButton: Button?

    static func buildViews(_ window: Window) {
        // The text-input alert's keyboard avoidance needs the keyboard: show it for mouse
        // clicks too.
        Application.shared.onScreenKeyboard = .always
        let m = GalleryScene.margin, top = GalleryScene.contentTop + 26
        let status = ViewKit.label("Tap a button", frame: Rect(x: m, y: top + 282, width: 456, height: 40), size: 15,
                                   weight: .semibold, color: Palette.ink)
        status.numberOfLines = 2
        window.addSubview(status)
        Self.status = status
        let items: [(String, (Window) -> Void)] = [
            ("Two buttons, two closures", { showSeedAlert(in: $0) }),
            ("Action sheet", { w in
                let sheet = AlertController(title: "Share the recipe", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(AlertAction(title: "Delete", style: .destructive) { _ in report("Delete") })
                sheet.addAction(AlertAction(title: "Copy link") { _ in report("Copy link") })
                sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in report("Cancel") })
                sheet.show(in: w)
            }),
            ("Text field", { w in
                let alert = AlertController(title: "Rename", message: "A new name for the recipe")
                alert.addTextField { $0.placeholder = "Name" }
                alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in report("Rename cancelled") })
                alert.addAction(AlertAction(title: "Rename") { [unowned alert] _ in
                    report("Renamed to “\(alert.textFields[0].text)”")
                })
                alert.show(in: w)
            }),
            ("Text input (seed 002)", { w in
                let ask = TextInputAlert(title: "New recipe", message: "Give it a name")
                ask.validate = { !$0.isEmpty }
                ask.onDone = { report("Named “\($0)”") }
                ask.onCancel = { report("Naming cancelled") }
                ask.show(in: w)
            }),
            ("Two alerts, queued", { w in
                AlertView.show(title: "First", message: "The second waits its turn.", buttonTitle: "Next", in: w)
                AlertView.show(title: "Second", message: "Shown once the first is gone.", buttonTitle: "Done", in: w)
            }),
        ]
        for (i, item) in items.enumerated() {
            let b = Button(style: .gray, frame: Rect(x: m, y: top + Double(i) * 52, width: 260, height: 40))
            b.setTitle(item.0, for: .normal)
            b.addAction(for: .touchUpInside) { [unowned window] _, _ in item.1(window) }
            window.addSubview(b)
            if item.0.hasPrefix("Text input") { textInputButton = b }
        }
    }
}

extension AlertsScene {
    /// The alerts scene's state for the state dump.
    static func state(of router: WindowInputRouter) -> StateDump.AlertsState? {
        guard let button = textInputButton, let scene = router.scene else { return nil }
        let c = router.hostPoint(fromWindow: button.center)  // the button is a subview of the scene's window
        let alertShown = scene.windows.contains { $0.windowLevel == .alert }
        return StateDump.AlertsState(alertsStatus: status?.text ?? "", textInputButtonX: c.x.rounded(),
                                     textInputButtonY: c.y.rounded(), alertShown: alertShown,
                                     alertKeyboardKeys: KeyboardAvoidingBar.keyPositions(router))
    }
}
