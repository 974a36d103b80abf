import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKSnapshotTesting
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct TouchOverlayTests {
    /// A scripted set of touches: a drag, a double tap and a two-finger press.
    func script(_ h: HeadlessHost) {
        h.drag(from: Point(x: 40, y: 40), to: Point(x: 160, y: 90), steps: 4)
        h.doubleTap(at: Point(x: 100, y: 100))
        h.touchDown(at: Point(x: 50, y: 150), id: 1)
        h.touchDown(at: Point(x: 150, y: 150), id: 2)
        h.run(for: 0.05)
        h.touchUp(at: Point(x: 50, y: 150), id: 1)
        h.touchUp(at: Point(x: 150, y: 150), id: 2)
        h.run(for: 0.5)
    }

    func recorded(overlay: TouchOverlay?) throws -> [String] {
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        let r = Recorder(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        r.isMultipleTouchEnabled = true
        h.window.addSubview(r)
        overlay?.start()
        defer { overlay?.stop() }
        script(h)
        return r.log
    }

    @Test func eventsArriveUnchangedWithTheOverlayOnAndOff() throws {
        let off = try recorded(overlay: nil)
        let on = try recorded(overlay: TouchOverlay())
        #expect(!off.isEmpty)
        #expect(on == off)
    }

    @Test func itWorksWhenStartedBeforeAnyWindowExists() throws {
        let overlay = TouchOverlay()
        overlay.start()
        defer { overlay.stop() }
        #expect(overlay.windows.isEmpty)
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        h.window.makeKeyAndVisible()
        h.touchDown(at: Point(x: 100, y: 80))
        #expect(overlay.touchCount == 1)
        let w = try #require(overlay.windows.first)
        #expect(w.windowScene === h.scene && h.scene.windows.last === w)
        #expect(Application.shared.keyWindow === h.window)  // never key
        let circle = try #require(w.subviews.first)
        #expect(circle.center == Point(x: 100, y: 80) && circle.bounds.width == 44)
        h.touchMove(to: Point(x: 120, y: 90))
        #expect(circle.center == Point(x: 120, y: 90))
        h.touchUp(at: Point(x: 120, y: 90))
        #expect(overlay.touchCount == 0)
        h.run(for: 0.5)  // faded
        #expect(w.subviews.isEmpty)
        // Touches go through it: the app's window still gets them.
        #expect(h.scene.window(at: Point(x: 100, y: 80)) === h.window)
    }

    @Test func tenFingersTenCirclesAboveAnAlert() throws {
        // Fixed here, as other suites change it, so that the picture does not depend on order.
        Application.shared.isStatusBarHidden = false
        let overlay = TouchOverlay()
        overlay.options.showsTapCount = true
        let h = try HeadlessHost(size: Size(width: 320, height: 480))
        h.window.backgroundColor = .white
        let r = Recorder(frame: h.window.bounds)
        r.isMultipleTouchEnabled = true
        h.window.addSubview(r)
        h.window.makeKeyAndVisible()
        let alert = AlertController(title: "Above the alert", message: "Touches show over every window")
        alert.addAction(AlertAction(title: "OK"))
        alert.show(in: h.window)
        h.run(for: 0.4)
        overlay.start()
        defer {
            overlay.stop()
            alert.dismiss()
            h.run(for: 0.5)
        }
        for i in 0..<10 {
            h.touchDown(at: Point(x: 40 + Double(i % 5) * 60, y: i < 5 ? 60 : 420), id: i)
        }
        h.run(for: 0.05)
        #expect(overlay.touchCount == 10)
        let w = try #require(overlay.windows.first)
        #expect(h.scene.windows.last === w)
        #expect(w.windowLevel > Window.Level.alert && w.windowLevel > Window.Level.keyboard)
        Snapshot.expect(h.snapshot(), named: "touch-overlay-ten-fingers", tolerance: 8, pixelBudget: 0.01)
        for i in 0..<10 { h.touchUp(at: Point(x: 40 + Double(i % 5) * 60, y: i < 5 ? 60 : 420), id: i) }
        #expect(overlay.touchCount == 0)
    }

    @Test func keyPressesShowWhenAsked() throws {
        let overlay = TouchOverlay()
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        h.window.makeKeyAndVisible()
        overlay.start()
        defer { overlay.stop() }
        h.press(.return)
        #expect(overlay.windows.isEmpty)  // not asked
        overlay.options.showsKeyPresses = true
        h.press(KeyboardKey(name: "C", modifiers: [.control, .shift]))
        let w = try #require(overlay.windows.first)
        let label = try #require(w.subviews.compactMap { $0 as? Label }.first)
        #expect(label.text == "⌃⇧C")
        #expect(TouchOverlay.describe(.escape) == "Escape")
    }

    @Test func stoppingTakesEverythingAway() throws {
        let overlay = TouchOverlay()
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        overlay.start()
        h.tap(at: Point(x: 10, y: 10))
        #expect(overlay.windows.count == 1)
        overlay.stop()
        #expect(!overlay.isRunning && overlay.windows.isEmpty)
        #expect(h.scene.windows.count == 1)
        h.tap(at: Point(x: 10, y: 10))
        #expect(overlay.windows.isEmpty)
    }

    /// The run-time switch: the environment variable (the build flag is not set in tests).
    @Test func theEnvironmentAsksForItAtLaunch() {
        #expect(!TouchOverlay.isRequestedAtLaunch)
        setenv(TouchOverlay.environmentVariable, "1", 1)
        defer { unsetenv(TouchOverlay.environmentVariable) }
        #expect(TouchOverlay.isRequestedAtLaunch)
        setenv(TouchOverlay.environmentVariable, "0", 1)
        #expect(!TouchOverlay.isRequestedAtLaunch)
    }
}
