import RKGeometry
import RKHosts
import RKLayers
import RKMotion
import Testing

@testable import RKViews

@MainActor
final class Simultaneous: GestureRecognizerDelegate {
    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

@MainActor
@Suite(.serialized) struct GestureRecognizerTests {
    func setUp() throws -> (HeadlessHost, Recorder) {
        let h = try HeadlessHost(size: Size(width: 400, height: 400))
        let v = Recorder(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        h.window.addSubview(v)
        return (h, v)
    }

    @Test func stateMachineTable() {
        #expect(GestureRecognizer.isLegal(from: .possible, to: .began))
        #expect(GestureRecognizer.isLegal(from: .possible, to: .recognized))
        #expect(GestureRecognizer.isLegal(from: .began, to: .changed))
        #expect(GestureRecognizer.isLegal(from: .changed, to: .cancelled))
        #expect(!GestureRecognizer.isLegal(from: .possible, to: .changed))
        #expect(!GestureRecognizer.isLegal(from: .ended, to: .began))
        #expect(!GestureRecognizer.isLegal(from: .failed, to: .ended))
        #expect(!GestureRecognizer.isLegal(from: .began, to: .failed))
    }

    @Test func tapRecognizesAndCancelsTheViewsTouch() throws {
        let (h, v) = try setUp()
        var taps = 0
        let tap = TapGestureRecognizer { _ in taps += 1 }
        v.addGestureRecognizer(tap)
        h.tap(at: Point(x: 50, y: 50))
        #expect(taps == 1)
        #expect(v.log.first?.hasPrefix("began") == true && v.log.last == "cancelled")
        h.drag(from: Point(x: 50, y: 50), to: Point(x: 80, y: 50), steps: 3)  // moved: no tap
        #expect(taps == 1)
        #expect(v.log.last?.hasPrefix("ended") == true)
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() throws {
        let (h, v) = try setUp()
        var log: [String] = []
        let double = TapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer { _ in log.append("single") }
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        h.tap(at: Point(x: 50, y: 50))
        #expect(log.isEmpty)  // waiting: it could still be a double tap
        h.run(for: 0.5)
        #expect(log == ["single"])
        h.doubleTap(at: Point(x: 100, y: 100))
        h.run(for: 0.5)
        #expect(log == ["single", "double"])
    }

    @Test func longPressBeginsAfterHalfASecondAndFailsWhenMoved() throws {
        let (h, v) = try setUp()
        var states: [GestureRecognizer.State] = []
        let press = LongPressGestureRecognizer { states.append($0.state) }
        v.addGestureRecognizer(press)
        h.touchDown(at: Point(x: 50, y: 50))
        h.run(for: 0.4)
        #expect(states.isEmpty)
        h.run(for: 0.2)
        #expect(states == [.began])
        h.touchMove(to: Point(x: 60, y: 50))
        h.touchUp(at: Point(x: 60, y: 50))
        #expect(states == [.began, .changed, .ended])
        states = []
        h.drag(from: Point(x: 50, y: 50), to: Point(x: 70, y: 50), steps: 2, duration: 0.2)
        h.run(for: 1)
        #expect(states.isEmpty)
    }

    @Test func panReportsTranslationAndVelocity() throws {
        let (h, v) = try setUp()
        var translations: [Point] = []
        var endVelocity = Point.zero
        let pan = PanGestureRecognizer { p in
            translations.append(p.translation(in: v))
            if p.state == .ended { endVelocity = p.velocity(in: v) }
        }
        v.addGestureRecognizer(pan)
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), steps: 10, duration: 0.5)
        #expect(translations.count >= 9)
        #expect(translations.last == Point(x: 100, y: 0))
        #expect(abs(endVelocity.x - 200) < 10)  // 100 points in 0.5 s
        #expect(v.log.last == "cancelled")  // the pan took the touch from the view
    }

    @Test func innerPanWinsUnlessSimultaneous() throws {
        let (h, outer) = try setUp()
        let inner = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        outer.addSubview(inner)
        var log: [String] = []
        let outerPan = PanGestureRecognizer { if $0.state == .began { log.append("outer") } }
        let innerPan = PanGestureRecognizer { if $0.state == .began { log.append("inner") } }
        outer.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), steps: 5)
        #expect(log == ["inner"])
        log = []
        let both = Simultaneous()
        innerPan.delegate = both
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), steps: 5)
        #expect(log.sorted() == ["inner", "outer"])
    }

    @Test func panBeatsLongPressWhenTheFingerMovesFirst() throws {
        let (h, v) = try setUp()
        var log: [String] = []
        v.addGestureRecognizer(LongPressGestureRecognizer { if $0.state == .began { log.append("press") } })
        v.addGestureRecognizer(PanGestureRecognizer { if $0.state == .began { log.append("pan") } })
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), steps: 5, duration: 0.2)
        h.run(for: 1)
        #expect(log == ["pan"])
    }

    @Test func delaysTouchesBeganHoldsTheViewUntilTheRecognizerFails() throws {
        let (h, v) = try setUp()
        let press = LongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        v.addGestureRecognizer(press)
        h.touchDown(at: Point(x: 50, y: 50))
        #expect(v.log.isEmpty)
        h.touchMove(to: Point(x: 80, y: 50))  // moved too far: the press fails, the view gets began
        #expect(v.log.first?.hasPrefix("began") == true)
        h.touchUp(at: Point(x: 80, y: 50))
    }

    @Test func delaysTouchesEndedHoldsTheLiftWhileADoubleTapMayStillCome() throws {
        let (h, v) = try setUp()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.cancelsTouchesInView = true
        v.addGestureRecognizer(double)
        h.tap(at: Point(x: 50, y: 50))
        #expect(v.log.count == 1)  // began only: the lift is held while a second tap may come
        h.run(for: 0.5)  // no second tap: the recognizer fails and the lift arrives
        #expect(v.log.last?.hasPrefix("ended") == true)
        v.log = []
        h.doubleTap(at: Point(x: 80, y: 80))
        // The double tap recognized: the first tap's held lift and the second touch are cancelled.
        #expect(v.log.filter { $0 == "cancelled" }.count == 2)
        #expect(!v.log.contains { $0.hasPrefix("ended") })
    }

    @Test func removingARecognizerMidGestureCancelsIt() throws {
        let (h, v) = try setUp()
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        v.addGestureRecognizer(pan)
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), steps: 3, lift: false)
        #expect(pan.state == .changed)
        v.removeGestureRecognizer(pan)
        #expect(pan.view == nil && pan.state == .possible)
        #expect(states.last == .cancelled)
        h.touchMove(to: Point(x: 160, y: 100))
        h.touchUp(at: Point(x: 160, y: 100))
        #expect(!states.contains(.ended))
    }

    @Test func cancelledTouchesResetRecognizers() throws {
        let (h, v) = try setUp()
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        v.addGestureRecognizer(pan)
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), steps: 3, lift: false)
        h.window.cancelAllTouches(timestamp: h.clock.now)
        #expect(pan.state == .possible)  // cancelled, then reset
        #expect(states.last == .cancelled)
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), steps: 3)
        #expect(states.last == .ended)
    }
}
