import RKGeometry
import RKGraphics
import RKHosts
import RKSnapshotTesting
import Testing
import RKViews

@testable import RKRecipes

/// Recipe 7's demo: the custom slider's thumb follows its state, the timer advances both bars
/// on the host's virtual clock, and the picture.
@MainActor
@Suite(.serialized) struct CustomSliderDemoTests {
    func setUp(scale: Double = 1) throws -> (HeadlessHost, CustomSliderDemo) {
        let h = try HeadlessHost(size: Size(width: 360, height: 250), scale: scale)
        let demo = CustomSliderDemo(frame: Rect(x: 20, y: 10, width: 320, height: 230))
        h.window.addSubview(demo)
        h.renderFrame()
        return (h, demo)
    }

    func thumbCenter(_ s: Slider) -> Point {
        let t = s.thumbRect(forBounds: s.bounds, trackRect: s.trackRect(forBounds: s.bounds), value: s.value)
        return s.convert(Point(x: t.midX, y: t.midY), to: nil)
    }

    @Test func theThumbIsHighlightedWhileDraggedAndGrayWhenDisabled() throws {
        let (h, demo) = try setUp()
        let slider = demo.slider
        let normal = try #require(slider.thumbImage(for: .normal))
        let highlighted = try #require(slider.thumbImage(for: .highlighted))
        let disabled = try #require(slider.thumbImage(for: .disabled))
        #expect(normal !== highlighted && normal !== disabled)
        #expect(slider.currentThumbImage === normal)
        let start = thumbCenter(slider)
        h.touchDown(at: start)
        #expect(slider.currentThumbImage === highlighted)
        h.touchMove(to: Point(x: start.x + 40, y: start.y))
        #expect(slider.currentThumbImage === highlighted)
        h.touchUp(at: Point(x: start.x + 40, y: start.y))
        #expect(slider.currentThumbImage === normal)
        #expect(slider.value > 0.5)
        // The label follows through the demo's target-action.
        #expect(demo.valueLabel.text == "\(Int((slider.value * 100).rounded()))%")
        slider.isEnabled = false
        #expect(slider.currentThumbImage === disabled)
    }

    @Test func theTimerAdvancesBothBarsUntilFull() throws {
        let (h, demo) = try setUp()
        #expect(!demo.isRunning && demo.progressBar.progress == 0)
        h.tap(at: demo.startButton.convert(Point(x: 20, y: 17), to: nil))
        #expect(demo.isRunning)
        #expect(demo.startButton.currentTitle == "Stop")
        let before = demo.progressBar.progress
        h.run(for: 1)
        let p = demo.progressBar.progress
        // 0.02 every 0.05 s: about 0.4 after a second on the virtual clock.
        #expect(p > before && abs(p - (before + 0.4)) < 0.021)
        #expect(demo.progressView.progress == p)
        h.run(for: 2)
        #expect(demo.progressBar.progress == 1 && demo.progressView.progress == 1)
        #expect(!demo.isRunning && demo.startButton.currentTitle == "Start")
        // Starting again begins from empty bars.
        demo.start()
        #expect(demo.progressBar.progress == 0)
        demo.stop()
        h.run(for: 0.5)
        #expect(demo.progressBar.progress == 0)
    }

    @Test func theButtonStopsTheTimerAndTheBarsStay() throws {
        let (h, demo) = try setUp()
        let button = demo.startButton.convert(Point(x: 20, y: 17), to: nil)
        h.tap(at: button)
        h.run(for: 0.5)
        h.tap(at: button)
        #expect(!demo.isRunning)
        let p = demo.progressBar.progress
        #expect(p > 0 && p < 1)
        h.run(for: 1)
        #expect(demo.progressBar.progress == p)
    }

    @Test func touchesOnTheProgressBarChangeNothing() throws {
        let (h, demo) = try setUp()
        demo.setProgress(0.3)
        let bar = demo.progressBar
        let point = thumbCenter(bar)
        h.drag(from: point, to: Point(x: point.x + 120, y: point.y))
        #expect(bar.progress == 0.3)
        #expect(!bar.isTracking)
    }

    @Test func leavingTheWindowStopsTheTimer() throws {
        let (h, demo) = try setUp()
        demo.start()
        h.run(for: 0.5)
        demo.removeFromSuperview()
        #expect(!demo.isRunning)
        let p = demo.progressBar.progress
        h.run(for: 1)
        #expect(demo.progressBar.progress == p)
    }

    @Test func snapshotOfTheDemo() throws {
        let (h, demo) = try setUp(scale: 2)
        demo.setProgress(0.6)
        Snapshot.expect(h.snapshot(), named: "demo")
    }
}
