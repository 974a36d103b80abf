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
@Suite(.serialized) struct TextInputAlertTests {
    func makeHost(_ size: Size = Size(width: 320, height: 568)) throws -> HeadlessHost {
        let h = try HeadlessHost(size: size)
        h.window.makeKeyAndVisible()
        return h
    }

    /// The seed's key frames, read from the presentation values at the seed's key times.
    @Test func popsInAndFadesInWithTheSeedsFigures() throws {
        let h = try makeHost()
        let alert = TextInputAlert(title: "Name", message: "Give it a name")
        alert.show(in: h.window)
        let panel = try #require(alert.panel), dim = try #require(alert.dimming)
        let T = TextInputAlert.popInDuration
        func scale() -> Double { panel.layer.presentationProperties.transform.m11 }
        #expect(abs(scale() - 0.6) < 1e-6)
        h.eventLoop.advance(by: 0.6 * T)
        #expect(abs(scale() - 1.1) < 1e-3)
        #expect(abs(dim.presentationProperties.opacity - 0.6) < 1e-3)
        h.eventLoop.advance(by: 0.2 * T)
        #expect(abs(scale() - 0.9) < 1e-3)
        #expect(!alert.textField.isFirstResponder)  // not before the pop-in ends
        h.run(for: 0.2 * T + 0.05)
        #expect(abs(scale() - 1) < 1e-6)
        #expect(alert.textField.isFirstResponder)
        // The dimming: black at 60% in the centre, 40% at the edges.
        let img = h.snapshot()
        func alpha(_ x: Int, _ y: Int) -> Double {
            // Over white, black at alpha a leaves 255·(1 − a).
            1 - Double((img.pixel(x: x, y: y) ?? 0) & 0xFF) / 255
        }
        #expect(abs(alpha(2, 284) - 0.4) < 0.03)  // the left edge, at mid height
        #expect(alpha(160, 100) > 0.45)  // nearer the centre, darker
        // The key window is application-wide: give it back for the other suites.
        alert.cancel()
        h.run(for: 0.6)
    }

    /// The pop-in at each of the seed's key times, and the fade: half way at 0.25 s (the
    /// default ease-in-ease-out is symmetric), gone after 0.5 s.
    @Test func popInKeyTimeSnapshotsAndTheFade() throws {
        Application.shared.isStatusBarHidden = true
        defer { Application.shared.isStatusBarHidden = false }
        let h = try makeHost(Size(width: 320, height: 360))
        h.window.backgroundColor = .white
        let note = Label(frame: Rect(x: 20, y: 20, width: 280, height: 30))
        note.text = "Behind the alert"
        h.window.addSubview(note)
        let alert = TextInputAlert(title: "New recipe", message: "Give it a name")
        alert.show(in: h.window)
        let panel = try #require(alert.panel)
        var elapsed = 0.0
        for (keyTime, scale) in zip(TextInputAlert.popInKeyTimes, TextInputAlert.popInScales) {
            h.eventLoop.advance(by: keyTime * TextInputAlert.popInDuration - elapsed)
            elapsed = keyTime * TextInputAlert.popInDuration
            h.renderFrame()
            #expect(abs(panel.layer.presentationProperties.transform.m11 - scale) < 1e-3)
            Snapshot.expect(h.snapshot(), named: "text-input-alert-popin-\(Int(keyTime * 100))", tolerance: 8,
                            pixelBudget: 0.01)
        }
        h.run(for: 0.1)
        let window = try #require(alert.window)
        alert.cancel()
        // The seed's fade is a default view animation (0.2 s); removal comes 0.5 s after.
        h.eventLoop.advance(by: 0.1)
        #expect(abs(window.layer.presentationProperties.opacity - 0.5) < 0.02)
        h.eventLoop.advance(by: 0.15)
        #expect(window.layer.presentationProperties.opacity == 0)
        #expect(alert.window != nil)
        h.run(for: 0.3)
        #expect(alert.window == nil && window.windowScene == nil)
    }

    @Test func returnOKAndCancelEachCallTheirClosureOnce() throws {
        let h = try makeHost()
        var log: [String] = []
        let a = TextInputAlert(title: "A")
        a.onDone = { log.append("done \($0)") }
        a.onCancel = { log.append("cancel") }
        a.show(in: h.window)
        h.run(for: 0.4)
        h.type("pasta\n")
        h.press(.return)
        h.run(for: 0.6)
        #expect(log == ["done pasta"])
        #expect(a.window == nil)
        let b = TextInputAlert(title: "B")
        b.onDone = { log.append("done \($0)") }
        b.onCancel = { log.append("cancel") }
        b.show(in: h.window)
        h.run(for: 0.4)
        let cancel = try #require(b.cancelButton)
        let p = cancel.convert(Point(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil)
        h.tap(at: p)
        h.tap(at: p)
        h.run(for: 0.1)
        #expect(b.window != nil && b.window!.alpha < 1)  // fading out over half a second
        h.run(for: 0.5)
        #expect(log == ["done pasta", "cancel"])
        #expect(b.window == nil && !b.textField.isFirstResponder)
        // Escape while the field is being edited cancels at once: it does not only end the
        // editing (a hardware keyboard's Escape on iOS).
        let c = TextInputAlert(title: "C")
        c.onCancel = { log.append("escape") }
        c.show(in: h.window)
        h.run(for: 0.4)
        #expect(c.textField.isFirstResponder)
        h.press(.escape)
        h.run(for: 0.6)
        #expect(log == ["done pasta", "cancel", "escape"])
        #expect(c.window == nil)
    }

    @Test func okIsDisabledWhileTheValidationSaysNo() throws {
        let h = try makeHost()
        var done: [String] = []
        let a = TextInputAlert(title: "Name")
        a.validate = { !$0.isEmpty }
        a.onDone = { done.append($0) }
        a.show(in: h.window)
        h.run(for: 0.4)
        #expect(a.okButton?.isEnabled == false)
        h.press(.return)  // nothing to submit
        #expect(done.isEmpty && a.window != nil)
        h.type("x")
        #expect(a.okButton?.isEnabled == true)
        h.press(.return)
        h.run(for: 0.6)
        #expect(done == ["x"])
    }

    /// With RecipeKit's keyboard up, the alert is centred in the space above it; it comes back
    /// to the centre when the keyboard goes, and never rises above the top edge.
    @Test func staysCentredAboveTheOnScreenKeyboard() throws {
        Application.shared.onScreenKeyboard = .always
        defer { Application.shared.onScreenKeyboard = .automatic }
        Application.shared.isStatusBarHidden = true
        defer { Application.shared.isStatusBarHidden = false }
        let h = try makeHost()
        let a = TextInputAlert(title: "Name")
        a.show(in: h.window)
        let panel = try #require(a.panel)
        #expect(panel.center.y == 284)
        h.run(for: 0.8)  // pop-in, focus, keyboard up
        let kb = try #require(Application.shared.keyboardWindow)
        #expect(kb.isShown && kb.windowScene === h.scene)
        #expect(abs(panel.center.y - (568 - OnScreenKeyboard.height) / 2) < 0.5)
        h.type("Gnocchi")
        Snapshot.expect(h.snapshot(), named: "text-input-alert-with-keyboard", tolerance: 8, pixelBudget: 0.01)
        _ = a.textField.resignFirstResponder()
        h.run(for: 0.6)
        #expect(abs(panel.center.y - 284) < 0.5)
        // A window too short for the panel above the keyboard: pinned under the top edge.
        let short = try makeHost(Size(width: 320, height: 300))
        let b = TextInputAlert(title: "Short")
        b.show(in: short.window)
        short.run(for: 0.8)
        let bp = try #require(b.panel)
        #expect(bp.frame.minY >= 8)
        b.cancel()
        short.run(for: 0.6)
        a.cancel()
        h.run(for: 0.6)
    }

    /// The window resizes (a rotation) with the keyboard up: the keyboard moves to the new
    /// bottom and the alert stays centred above it, on screen.
    @Test func staysAboveTheKeyboardWhenTheWindowResizes() throws {
        Application.shared.onScreenKeyboard = .always
        defer { Application.shared.onScreenKeyboard = .automatic }
        Application.shared.isStatusBarHidden = true
        defer { Application.shared.isStatusBarHidden = false }
        let h = try makeHost()
        let a = TextInputAlert(title: "Name")
        a.show(in: h.window)
        h.run(for: 0.8)
        try h.resize(to: Size(width: 568, height: 420))
        h.run(for: 0.1)
        let kb = try #require(Application.shared.keyboardWindow)
        #expect(kb.frame == Rect(x: 0, y: 420 - OnScreenKeyboard.height, width: 568, height: OnScreenKeyboard.height))
        let panel = try #require(a.panel)
        #expect(a.window?.bounds.size == Size(width: 568, height: 420))
        #expect(abs(panel.center.x - 284) < 0.5)
        #expect(abs(panel.center.y - Swift.max(8 + panel.bounds.height / 2, (420 - OnScreenKeyboard.height) / 2)) < 0.5)
        #expect(panel.frame.minY >= 8)
        a.cancel()
        h.run(for: 0.6)
    }

    @Test func isReleasedAfterItIsDismissed() throws {
        let h = try makeHost()
        weak var weakAlert: TextInputAlert?
        do {
            let a = TextInputAlert(title: "Bye")
            a.show(in: h.window)
            weakAlert = a
        }
        h.run(for: 0.4)
        #expect(weakAlert != nil)
        weakAlert?.cancel()
        h.run(for: 0.6)
        #expect(weakAlert == nil)
    }

    /// An alert can be shown again once it is gone, and cancelling one that is not shown does
    /// nothing: either used to leave a modal whose OK, Cancel and Escape did nothing.
    @Test func showsAgainAfterDismissalAndIgnoresCancelBeforeShowing() throws {
        let h = try makeHost()
        var log: [String] = []
        let a = TextInputAlert(title: "Again")
        a.onDone = { log.append("done \($0)") }
        a.onCancel = { log.append("cancel") }
        a.cancel()  // not shown: nothing happens
        #expect(log.isEmpty)
        #expect(a.show(in: h.window))
        h.run(for: 0.4)
        h.press(.escape)
        h.run(for: 0.6)
        #expect(log == ["cancel"] && a.window == nil)
        #expect(a.show(in: h.window))
        h.run(for: 0.4)
        #expect(a.window?.alpha == 1 && a.textField.isFirstResponder)
        a.textField.text = "twice"
        h.press(.return)
        h.run(for: 0.6)
        #expect(log == ["cancel", "done twice"] && a.window == nil)
        #expect(h.scene.windows.count == 1)
    }

    /// Seed 002's delegate, in its own spellings.
    @Test func theSeedsDelegateHearsDoneAndCancel() throws {
        final class Seed: TextInputAlertDelegate {
            var heard: [String] = []
            func customAlertView(_ alert: TextInputAlert, wasDismissedWithValue value: String) { heard.append("value \(value)") }
            func customAlertViewWasCancelled(_ alert: TextInputAlert) { heard.append("cancelled") }
        }
        let h = try makeHost()
        let seed = Seed()
        let a = TextInputAlert(title: "Seed")
        a.delegate = seed
        a.show(in: h.window)
        h.run(for: 0.4)
        h.type("soup")
        h.press(.return)
        h.run(for: 0.6)
        a.show(in: h.window)
        h.run(for: 0.4)
        h.press(.escape)
        h.run(for: 0.6)
        #expect(seed.heard == ["value soup", "cancelled"])
    }
}
