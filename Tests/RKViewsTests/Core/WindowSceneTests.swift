import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMainLoop
import Testing

@testable import RKViews

/// Several windows in one host: level order, touch routing, and the app-wide event path.
@MainActor
struct WindowSceneTests {
    final class Recorder: View {
        var phases: [Touch.Phase] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) { phases.append(.began) }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event) { phases.append(.ended) }
    }

    func windows() throws -> (HeadlessHost, main: Window, alert: Window, mainView: Recorder, alertView: Recorder) {
        let host = try HeadlessHost(size: Size(width: 200, height: 200))
        let main = host.window
        main.backgroundColor = .blue
        let mainView = Recorder(frame: main.bounds)
        main.addSubview(mainView)
        let alert = Window(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        alert.windowLevel = .alert
        alert.backgroundColor = .red
        let alertView = Recorder(frame: alert.bounds)
        alert.addSubview(alertView)
        alert.windowScene = host.scene
        return (host, main, alert, mainView, alertView)
    }

    @Test func windowsAreDrawnInLevelOrderAndTouchesGoToTheTopmostThatWantsThem() throws {
        let (host, main, alert, mainView, alertView) = try windows()
        let late = Window(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        late.windowScene = host.scene
        #expect(host.scene.windows.map(\.windowLevel) == [.normal, .normal, .alert])
        #expect(host.scene.windows[1] === late && host.scene.layer.sublayers.last === alert.layer)
        let frame = host.snapshot()
        #expect(frame.pixel(x: 100, y: 100) == 0xFFFF_0000)  // the alert, in front
        #expect(frame.pixel(x: 180, y: 180) == 0xFF00_00FF)
        host.tap(at: Point(x: 100, y: 100))
        #expect(alertView.phases == [.began, .ended] && mainView.phases.isEmpty)
        host.tap(at: Point(x: 180, y: 20))
        #expect(mainView.phases == [.began, .ended])
        // Hidden, the alert takes no touches and shows nothing.
        alert.isHidden = true
        host.tap(at: Point(x: 100, y: 100))
        #expect(mainView.phases.count == 4 && alertView.phases.count == 2)
        #expect(host.snapshot().pixel(x: 100, y: 100) == 0xFF00_00FF)
        // Levels can change at any time.
        alert.isHidden = false
        alert.windowLevel = Window.Level(-1)
        #expect(host.scene.windows.first === alert)
        #expect(host.snapshot().pixel(x: 100, y: 100) == 0xFF00_00FF)
        // Leaving the scene cancels its touches and takes it off.
        alert.windowLevel = .alert
        host.touchDown(at: Point(x: 100, y: 100))
        alert.windowScene = nil
        #expect(alert.touches.isEmpty && alert.layer.superlayer == nil)
        host.touchUp(at: Point(x: 100, y: 100))
        _ = main
    }

    @Test func theApplicationSeesEveryEventWithoutConsumingIt() throws {
        let (host, _, _, mainView, alertView) = try windows()
        var seen: [(Touch.Phase, ObjectIdentifier?)] = []
        let token = Application.shared.addEventObserver { e in
            if let t = e.changedTouch { seen.append((t.phase, e.window.map(ObjectIdentifier.init))) }
        }
        defer { Application.shared.removeEventObserver(token) }
        host.drag(from: Point(x: 100, y: 100), to: Point(x: 120, y: 100), steps: 4)
        host.tap(at: Point(x: 10, y: 10))
        #expect(seen.map(\.0) == [.began, .moved, .moved, .moved, .moved, .ended, .began, .ended])
        #expect(alertView.phases == [.began, .ended] && mainView.phases == [.began, .ended])
        #expect(seen.first?.1 != seen.last?.1)  // each event names its own window
        Application.shared.removeEventObserver(token)
        host.tap(at: Point(x: 10, y: 10))
        #expect(seen.count == 8)
    }

    /// An application subclass overriding sendEvent, as UIKit's principal class would.
    @Test func anApplicationSubclassCanFilterEvents() throws {
        final class NoAlerts: Application {
            override func sendEvent(_ event: Event) {
                if event.window?.windowLevel == .alert { return }
                super.sendEvent(event)
            }
        }
        let previous = Application.shared
        Application.shared = NoAlerts()
        defer { Application.shared = previous }
        let (host, _, _, _, alertView) = try windows()
        host.tap(at: Point(x: 100, y: 100))
        #expect(alertView.phases.isEmpty)
    }

    /// Alerts and other windows that join a host's scene draw at the host's scale (they drew at
    /// 1 and showed blurred on a 2x or 1.5x screen), and follow when the scale changes.
    @Test func windowsJoiningTheSceneDrawAtItsScale() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 300), scale: 2)
        h.window.makeKeyAndVisible()
        let alert = AlertController(title: "Delete recipe?", message: "It goes from every device.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.show(in: h.window)
        h.run(for: 0.4)
        let alertWindow = try #require(alert.window)
        func scales(_ v: View) -> [Double] { [v.layer.contentsScale] + v.subviews.flatMap(scales) }
        #expect(Set(scales(alertWindow)) == [2])
        h.scene.contentsScale = 1.5
        #expect(Set(scales(alertWindow)) == [1.5])
        #expect(Set(scales(h.window)) == [1.5])
        alert.dismiss()
    }
}
