import RKGeometry
import RKHosts
import RKMainLoop
import RKSnapshotTesting
import Testing

@testable import RKViews

/// Alerts wait their turn in their own scene only: hosts in one process never see each
/// other's alert.
@MainActor
struct AlertControllerSceneTests {
    func alert(_ title: String) -> AlertController {
        let a = AlertController(title: title, message: nil)
        a.addAction(AlertAction(title: "OK"))
        return a
    }

    @Test func anotherHostsAlertDoesNotQueueThisOne() throws {
        let first = try HeadlessHost(size: Size(width: 200, height: 200))
        let second = try HeadlessHost(size: Size(width: 200, height: 200))
        let a = alert("First"), b = alert("Second")
        #expect(a.show(in: first.window))
        #expect(b.show(in: second.window))
        // Each shows at once, in its own scene.
        #expect(a.window?.windowScene === first.scene && b.window?.windowScene === second.scene)
        #expect(first.scene.presentedAlert === a && second.scene.presentedAlert === b)
        #expect(first.scene.queuedAlerts.isEmpty && second.scene.queuedAlerts.isEmpty)
        // A second alert in the first host waits behind the first one only.
        let c = alert("Third")
        c.show(in: first.window)
        #expect(c.window == nil && first.scene.queuedAlerts.map(\.title) == ["Third"])
        #expect(second.scene.queuedAlerts.isEmpty)
        a.dismiss()
        first.run(for: 0.3)
        #expect(first.scene.presentedAlert === c && c.window != nil)
        #expect(second.scene.presentedAlert === b)
    }

    /// A host that goes away with its alert still up leaves nothing behind: a later host
    /// (whose scene may sit at the same address) shows its alert at once.
    @Test func aHostThatWentAwayLeavesNoAlertBehind() throws {
        for i in 0..<20 {
            let host = try HeadlessHost(size: Size(width: 200, height: 200))
            let a = alert("Alert \(i)")
            a.show(in: host.window)
            #expect(a.window != nil, "alert \(i) was queued behind an alert of a host that is gone")
            #expect(host.scene.presentedAlert === a)
        }
    }

    /// Dismissing an alert that still waits in the queue takes it out: it never shows, and the
    /// alerts after it show and close as usual (it used to show later with nothing able to
    /// close it, holding every later alert behind it).
    @Test func dismissingAQueuedAlertTakesItOutOfTheQueue() throws {
        let host = try HeadlessHost(size: Size(width: 200, height: 200))
        host.window.makeKeyAndVisible()
        let a = alert("Up"), waiting = alert("Waiting"), later = alert("Later")
        a.show(in: host.window)
        waiting.show(in: host.window)
        later.show(in: host.window)
        var dismissed = false
        waiting.dismiss { dismissed = true }
        #expect(dismissed && !waiting.isShowing)
        #expect(host.scene.queuedAlerts.map(\.title) == ["Later"])
        a.dismiss()
        host.run(for: 0.3)
        #expect(host.scene.presentedAlert === later && waiting.window == nil)
        host.press(.return)
        host.run(for: 0.3)
        #expect(host.scene.presentedAlert == nil && later.window == nil)
        // It can be shown again afterwards, and closes.
        #expect(waiting.show(in: host.window))
        #expect(waiting.window != nil)
        host.press(.return)
        host.run(for: 0.3)
        #expect(waiting.window == nil && host.scene.presentedAlert == nil)
    }

    /// An alert with a text field stays above the on-screen keyboard its field brings up (half
    /// its buttons were under it), and goes back to the middle when the keyboard goes.
    @Test func anAlertWithATextFieldStaysAboveTheKeyboard() throws {
        Application.shared.onScreenKeyboard = .always
        defer { Application.shared.onScreenKeyboard = .automatic }
        Application.shared.isStatusBarHidden = true
        defer { Application.shared.isStatusBarHidden = false }
        let host = try HeadlessHost(size: Size(width: 320, height: 568))
        host.window.makeKeyAndVisible()
        let a = AlertController(title: "Rename", message: "A new name")
        a.addTextField()
        a.addAction(AlertAction(title: "Cancel", style: .cancel))
        a.addAction(AlertAction(title: "Rename"))
        a.show(in: host.window)
        host.run(for: 0.8)
        let kb = try #require(Application.shared.keyboardWindow)
        #expect(kb.isShown)
        let panel = try #require(a.panel)
        let keyboardTop = 568 - OnScreenKeyboard.height
        #expect(panel.frame.maxY <= keyboardTop)
        #expect(abs(panel.center.y - keyboardTop / 2) < 0.5)
        _ = a.textFields[0].resignFirstResponder()
        host.run(for: 0.6)
        #expect(abs(panel.center.y - 284) < 0.5)
        a.dismiss()
        host.run(for: 0.3)
    }

    /// Return closes an alert whose only button is its cancel one, as Escape does.
    @Test func returnClosesAnAlertWithOnlyACancelButton() throws {
        let host = try HeadlessHost(size: Size(width: 200, height: 200))
        host.window.makeKeyAndVisible()
        var chosen = 0
        let a = AlertController(title: "Note", message: nil)
        a.addAction(AlertAction(title: "OK", style: .cancel) { _ in chosen += 1 })
        let b = AlertController(title: "Queued", message: nil)
        b.addAction(AlertAction(title: "OK", style: .cancel) { _ in chosen += 1 })
        a.show(in: host.window)
        b.show(in: host.window)
        host.press(.return)
        host.run(for: 0.3)
        #expect(chosen == 1 && host.scene.presentedAlert === b)
        host.press(.return)
        host.run(for: 0.3)
        #expect(chosen == 2 && host.scene.presentedAlert == nil)
    }

    /// The status bar stays on the window below while an alert is up: it used to move to the
    /// alert's window, drawn undimmed over the dimming, and the window below lost its top inset,
    /// so its content jumped up and back.
    @Test func theStatusBarStaysBelowTheAlert() throws {
        Application.shared.isStatusBarHidden = false
        let host = try HeadlessHost(size: Size(width: 200, height: 300))
        host.window.makeKeyAndVisible()
        let content = View(frame: host.window.bounds)
        host.window.addSubview(content)
        #expect(host.window.statusBar != nil && content.safeAreaInsets.top == Window.statusBarHeight)
        let a = alert("Over")
        a.show(in: host.window)
        host.run(for: 0.3)
        let alertWindow = try #require(a.window)
        #expect(alertWindow.isKeyWindow)
        #expect(alertWindow.statusBar == nil)
        #expect(host.window.statusBar != nil)
        #expect(content.safeAreaInsets.top == Window.statusBarHeight)
        a.dismiss()
        host.run(for: 0.3)
        #expect(host.window.statusBar != nil && content.safeAreaInsets.top == Window.statusBarHeight)
    }

    /// `present(alert, animated: true)` from a view controller, as UIKit code shows alerts.
    @Test func aViewControllerPresentsAnAlert() throws {
        let host = try HeadlessHost(size: Size(width: 200, height: 300))
        let controller = ViewController()
        host.window.rootViewController = controller
        host.window.makeKeyAndVisible()
        let a = alert("Saved")
        var completed = false
        #expect(controller.present(a, animated: true) { completed = true })
        host.run(for: 0.3)
        #expect(completed && a.window != nil && host.scene.presentedAlert === a)
        let lonely = ViewController()
        let lines = RecipeLog.capturingLines { #expect(!lonely.present(alert("Nowhere"), animated: true)) }
        #expect(lines.count == 1 && lines[0].contains("not in a window"))
    }

    /// An action sheet's Cancel sits in a block of its own, 8 points below the others, and a
    /// held button shows a gray ground (neither did before).
    @Test func anActionSheetsCancelStandsApartAndHeldButtonsShowIt() throws {
        Application.shared.isStatusBarHidden = true
        defer { Application.shared.isStatusBarHidden = false }
        let host = try HeadlessHost(size: Size(width: 320, height: 480))
        host.window.backgroundColor = .white
        host.window.makeKeyAndVisible()
        let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Copy"))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(AlertAction(title: "Mail"))
        sheet.show(in: host.window)
        host.run(for: 0.3)
        let mail = try #require(sheet.actions[2].button), cancel = try #require(sheet.actions[1].button)
        #expect(cancel.frame.minY == mail.frame.maxY + 8)
        let gap = mail.convert(Point(x: mail.bounds.midX, y: mail.bounds.maxY + 4), to: nil)
        host.renderFrame()
        let panelGround: UInt32 = 0xFFF7_F7F7
        #expect(host.snapshot().pixel(x: Int(gap.x), y: Int(gap.y)) != panelGround)
        Snapshot.expect(host.snapshot(), named: "action-sheet", tolerance: 8, pixelBudget: 0.01)
        let copy = try #require(sheet.actions[0].button)
        let c = copy.convert(Point(x: 20, y: copy.bounds.midY), to: nil)
        let before = host.snapshot().pixel(x: Int(c.x), y: Int(c.y))
        host.touchDown(at: c)
        host.run(for: 0.05)
        #expect(copy.isHighlighted)
        let held = host.snapshot().pixel(x: Int(c.x), y: Int(c.y))
        #expect(held != before)
        host.touchUp(at: c)
        host.run(for: 0.3)
        #expect(sheet.window == nil)
    }
}
