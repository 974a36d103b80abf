import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKSnapshotTesting
import Testing
import RKViews

@testable import RKRecipes

@MainActor
@Suite(.serialized) struct AlertViewTests {
    func makeHost() throws -> HeadlessHost {
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        h.window.makeKeyAndVisible()
        return h
    }

    /// The centre of `action`'s button in scene points.
    func center(of action: AlertAction, in alert: AlertController) throws -> Point {
        let b = try #require(action.button)
        return b.convert(Point(x: b.bounds.midX, y: b.bounds.midY), to: nil)
    }

    @Test func eachClosureRunsOnceForItsOwnButton() throws {
        let h = try makeHost()
        var log: [String] = []
        let alert = try #require(AlertView.show(title: "Uh Oh", message: "Something bad happened.",
                                                cancelTitle: "Run Away", cancel: { log.append("cancel") },
                                                otherTitle: "Onward", other: { log.append("onward") }, in: h.window))
        h.run(for: 0.3)
        let window = try #require(alert.window)
        #expect(window.windowLevel == .alert && window.windowScene === h.scene)
        let onward = try #require(alert.actions.first { $0.title == "Onward" })
        let p = try center(of: onward, in: alert)
        h.tap(at: p)
        h.tap(at: p)  // during the dismissal: nothing
        h.run(for: 0.5)
        #expect(log == ["onward"])
        #expect(alert.window == nil && !alert.isShowing)
        #expect(h.scene.windows.count == 1)
    }

    @Test func returnChoosesTheOtherButtonAndEscapeTheCancelOne() throws {
        let h = try makeHost()
        var log: [String] = []
        AlertView.show(title: "A", message: nil, cancelTitle: "Cancel", cancel: { log.append("cancel") },
                       otherTitle: "OK", other: { log.append("ok") }, in: h.window)
        h.run(for: 0.3)
        h.press(.return)
        h.run(for: 0.5)
        AlertView.show(title: "B", message: nil, cancelTitle: "Cancel", cancel: { log.append("cancel") },
                       otherTitle: "OK", other: { log.append("ok") }, in: h.window)
        h.run(for: 0.3)
        h.press(.escape)
        h.run(for: 0.5)
        #expect(log == ["ok", "cancel"])
        #expect(Application.shared.keyWindow === h.window)  // the key window is given back
    }

    @Test func alertsQueueAndFollowInOrder() throws {
        let h = try makeHost()
        var shown: [String] = []
        let old = Accessibility.observer
        Accessibility.observer = { if case .announcement(let t) = $0 { shown.append(t) } }
        defer { Accessibility.observer = old }
        let a = try #require(AlertView.show(title: "First", message: "one", buttonTitle: "OK", in: h.window))
        let b = try #require(AlertView.show(title: "Second", message: "two", buttonTitle: "OK", in: h.window))
        h.run(for: 0.3)
        #expect(a.window != nil && b.window == nil && b.isShowing)
        #expect(shown == ["First, one"])
        h.press(.escape)
        h.run(for: 0.6)
        #expect(a.window == nil && b.window != nil)
        #expect(shown == ["First, one", "Second, two"])
        h.press(.return)  // the only button is the cancel one: Return chooses it, as Escape would
        h.run(for: 0.6)
        #expect(b.window == nil)
    }

    @MainActor final class Presenter {
        var ran = 0
        func showAlert(in window: Window) -> AlertController? {
            // The closures capture self strongly, as the seed's blocks capture the controller.
            AlertView.show(title: "Offline", message: nil, cancelTitle: "Later", cancel: { self.ran += 1 },
                           otherTitle: "Retry", other: { self.ran += 1 }, in: window)
        }
    }

    @Test func thePresenterAndTheAlertAreReleasedAfterwards() throws {
        let h = try makeHost()
        weak var weakPresenter: Presenter?
        weak var weakAlert: AlertController?
        do {
            let presenter = Presenter()
            weakPresenter = presenter
            weakAlert = presenter.showAlert(in: h.window)
        }
        h.run(for: 0.3)
        #expect(weakPresenter != nil && weakAlert != nil)  // alive while it shows: fire and forget
        h.press(.escape)
        h.run(for: 0.6)
        #expect(weakAlert == nil)
        #expect(weakPresenter == nil)
    }

    @Test func anAlertCanTakeATextFieldAndAnyNumberOfButtons() throws {
        let h = try makeHost()
        var chosen: [String] = []
        let alert = AlertController(title: "Name", message: "Who are you?")
        alert.addTextField { $0.placeholder = "Name" }
        for t in ["One", "Two", "Three"] { alert.addAction(AlertAction(title: t) { _ in chosen.append(t) }) }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Second cancel", style: .cancel))  // refused
        #expect(alert.actions.count == 4)
        alert.preferredAction = alert.actions[1]
        alert.show(in: h.window)
        h.run(for: 0.3)
        #expect(alert.textFields[0].isFirstResponder)
        h.type("Ada")
        h.press(.return)  // the field ends editing on Return; then Return chooses the preferred action
        h.press(.return)
        h.run(for: 0.5)
        #expect(alert.textFields[0].text == "Ada")
        #expect(chosen == ["Two"])
        // Escape while its field is being edited cancels the alert in one press.
        var cancelled = 0
        let second = AlertController(title: "Again", message: nil)
        second.addTextField()
        second.addAction(AlertAction(title: "OK"))
        second.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
        second.show(in: h.window)
        h.run(for: 0.3)
        #expect(second.textFields[0].isFirstResponder)
        h.press(.escape)
        h.run(for: 0.5)
        #expect(cancelled == 1 && !second.isShowing)
    }

    @Test func snapshot() throws {
        // The status bar is application-wide state other suites change: fix it for the pictures.
        Application.shared.isStatusBarHidden = true
        defer { Application.shared.isStatusBarHidden = false }
        let h = try makeHost()
        h.window.backgroundColor = Color(red: 0.3, green: 0.5, blue: 0.8)
        let alert = AlertController(title: "Uh Oh", message: "Something bad happened.")
        alert.addAction(AlertAction(title: "Run Away", style: .cancel))
        alert.addAction(AlertAction(title: "Onward"))
        alert.show(in: h.window)
        h.run(for: 0.5)
        Snapshot.expect(h.snapshot(), named: "alert")
        alert.dismiss()
        h.run(for: 0.5)
        let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Delete", style: .destructive))
        sheet.addAction(AlertAction(title: "Copy"))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.show(in: h.window)
        h.run(for: 0.5)
        Snapshot.expect(h.snapshot(), named: "action-sheet")
        // The key window is application-wide: give it back for the other suites.
        sheet.dismiss()
        h.run(for: 0.5)
    }

    @Test func withoutAWindowNothingShows() {
        #expect(AlertView.show(title: "x", message: nil, buttonTitle: "OK", in: Window(frame: .zero)) == nil)
    }

    /// The alert lets go of its closures once dismissed, as documented: a caller that keeps the
    /// returned alert while its closures capture the caller is freed all the same.
    @Test func aKeptAlertLetsGoOfItsClosuresWhenDismissed() throws {
        final class Caller {
            var alert: AlertController?
            var ran = 0
        }
        let h = try makeHost()
        weak var weakCaller: Caller?
        do {
            let caller = Caller()
            caller.alert = AlertView.show(title: "Keep", message: nil, cancelTitle: "Cancel",
                                          cancel: { caller.ran += 1 }, otherTitle: "OK", other: { caller.ran += 1 }, in: h.window)
            weakCaller = caller
        }
        h.run(for: 0.3)
        #expect(weakCaller != nil)
        h.press(.escape)
        h.run(for: 0.5)
        #expect(weakCaller == nil)
    }
}
