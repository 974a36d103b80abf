import RKGeometry
import RKHosts
import RKLayers
import RKMotion
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct SwipeGestureRecognizerTests {
    /// A 400x400 view with a swipe recognizer logging each recognition's direction.
    func setUp(_ direction: SwipeGestureRecognizer.Direction = .right)
        throws -> (HeadlessHost, Recorder, SwipeGestureRecognizer, () -> [SwipeGestureRecognizer.Direction]) {
        let h = try HeadlessHost(size: Size(width: 400, height: 400))
        let v = Recorder(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        v.isMultipleTouchEnabled = true
        h.window.addSubview(v)
        var log: [SwipeGestureRecognizer.Direction] = []
        let swipe = SwipeGestureRecognizer { s in
            #expect(s.state == .recognized)
            log.append(s.recognizedDirection ?? [])
        }
        swipe.direction = direction
        v.addGestureRecognizer(swipe)
        return (h, v, swipe, { log })
    }

    @Test func aQuickDragRightIsASwipe() throws {
        let (h, v, swipe, log) = try setUp()
        #expect(swipe.isDiscrete)
        h.drag(from: Point(x: 100, y: 200), to: Point(x: 200, y: 205), steps: 5, duration: 0.15)
        #expect(log() == [.right])
        #expect(swipe.state == .possible)  // reset once the finger lifted
        #expect(v.log.last == "cancelled")  // it took the touch from the view
    }

    @Test func itRecognizesAsSoonAsTheFingerHasTravelledFarEnough() throws {
        let (h, _, _, log) = try setUp()
        h.drag(from: Point(x: 100, y: 200), to: Point(x: 140, y: 200), steps: 4, duration: 0.1, lift: false)
        #expect(log().isEmpty)  // 40 points: not yet
        h.touchMove(to: Point(x: 155, y: 200))
        #expect(log() == [.right])
        h.touchUp(at: Point(x: 155, y: 200))
    }

    @Test func theWrongDirectionFails() throws {
        let (h, _, swipe, log) = try setUp(.right)
        var states: [GestureRecognizer.State] = []
        swipe.addAction { states.append($0.state) }
        h.drag(from: Point(x: 200, y: 200), to: Point(x: 100, y: 200), steps: 5, duration: 0.15)
        h.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 150), steps: 5, duration: 0.15)
        #expect(log().isEmpty && states.isEmpty)
    }

    @Test func aSlowDragIsNoSwipe() throws {
        let (h, v, _, log) = try setUp()
        // 150 points in 2 s: under 50 points when the half second is up.
        h.drag(from: Point(x: 100, y: 200), to: Point(x: 250, y: 200), steps: 20, duration: 2.0)
        #expect(log().isEmpty)
        #expect(v.log.last?.hasPrefix("ended") == true)  // the view kept its touch
    }

    @Test func driftingAcrossTheAxisFails() throws {
        let (h, _, _, log) = try setUp()
        // 100 points right but 80 down: about 39 degrees off the allowed direction.
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 180), steps: 5, duration: 0.15)
        #expect(log().isEmpty)
        // A gentle drift stays a swipe.
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 130), steps: 5, duration: 0.15)
        #expect(log() == [.right])
    }

    @Test func severalDirectionsReportTheOneTaken() throws {
        let (h, _, _, log) = try setUp([.left, .up])
        h.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 200), steps: 5, duration: 0.15)
        h.drag(from: Point(x: 300, y: 200), to: Point(x: 200, y: 200), steps: 5, duration: 0.15)
        h.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 300), steps: 5, duration: 0.15)  // down: not allowed
        #expect(log() == [.up, .left])
    }

    @Test func twoFingerSwipeNeedsBothFingers() throws {
        let (h, _, swipe, log) = try setUp(.down)
        swipe.numberOfTouchesRequired = 2
        h.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 250), steps: 5, duration: 0.15)
        #expect(log().isEmpty)  // one finger only
        h.touchDown(at: Point(x: 150, y: 100), id: 1)
        h.touchDown(at: Point(x: 250, y: 100), id: 2)
        for i in 1...5 {
            h.run(for: 0.03)
            let y = 100 + Double(i) * 25
            h.touchMove(to: Point(x: 150, y: y), id: 1)
            h.touchMove(to: Point(x: 250, y: y), id: 2)
        }
        h.touchUp(at: Point(x: 150, y: 225), id: 1)
        h.touchUp(at: Point(x: 250, y: 225), id: 2)
        #expect(log() == [.down])
    }

    @Test func aTapIsNoSwipe() throws {
        let (h, _, _, log) = try setUp()
        h.tap(at: Point(x: 100, y: 100))
        h.run(for: 1)
        #expect(log().isEmpty)
    }
}
