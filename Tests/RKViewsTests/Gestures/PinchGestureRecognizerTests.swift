import RKGeometry
import RKHosts
import RKLayers
import RKMotion
import Testing

@testable import RKViews

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@MainActor
@Suite(.serialized) struct PinchGestureRecognizerTests {
    /// A multi-touch 400x400 view with a pinch logging its states and scales.
    func setUp() throws -> (HeadlessHost, Recorder, PinchGestureRecognizer, () -> [(GestureRecognizer.State, Double, Double)]) {
        let h = try HeadlessHost(size: Size(width: 400, height: 400))
        let v = Recorder(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        v.isMultipleTouchEnabled = true
        h.window.addSubview(v)
        var log: [(GestureRecognizer.State, Double, Double)] = []
        let pinch = PinchGestureRecognizer { p in
            log.append((p.state, p.scale, p.velocity))
        }
        v.addGestureRecognizer(pinch)
        return (h, v, pinch, { log })
    }

    @Test func spreadingTheFingersScalesUp() throws {
        let (h, _, pinch, log) = try setUp()
        #expect(!pinch.isDiscrete)
        h.pinch(center: Point(x: 200, y: 200), fromDistance: 100, toDistance: 200, steps: 10, duration: 0.3)
        let states = log().map(\.0)
        #expect(states.first == .began && states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        let end = try #require(log().last)
        #expect(abs(end.1 - 2) < 1e-12)
        // 100 points more in 0.3 s over a 100-point start: 3.33 per second.
        #expect(abs(end.2 - 1 / 0.3) < 0.05)
        // Scales grow steadily and already differ from 1 when the pinch begins.
        let scales = log().map(\.1)
        #expect(scales[0] > 1.08)
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(pinch.state == .possible)
    }

    @Test func closingTheFingersScalesDown() throws {
        let (h, _, _, log) = try setUp()
        h.pinch(center: Point(x: 200, y: 200), fromDistance: 200, toDistance: 50, steps: 10, duration: 0.5)
        let end = try #require(log().last)
        #expect(end.0 == .ended)
        #expect(abs(end.1 - 0.25) < 1e-12)
        #expect(end.2 < 0)
    }

    @Test func aSingleTouchViewStillGetsPinched() throws {
        let h = try HeadlessHost(size: Size(width: 400, height: 400))
        let v = Recorder(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        h.window.addSubview(v)
        #expect(!v.isMultipleTouchEnabled)
        var scale = 0.0
        v.addGestureRecognizer(PinchGestureRecognizer { scale = $0.scale })
        h.pinch(center: Point(x: 200, y: 200), fromDistance: 100, toDistance: 50, lift: false)
        #expect(abs(scale - 0.5) < 1e-12)
        // The view saw only the first finger, until the pinch took it.
        #expect(v.log.filter { $0.hasPrefix("began") } == ["began 1 (150.0, 200.0)"])
        #expect(v.log.last == "cancelled")
        h.touchUp(at: .zero, id: 1)
        h.touchUp(at: .zero, id: 2)
    }

    @Test func aSmallChangeIsNoPinch() throws {
        let (h, v, _, log) = try setUp()
        h.pinch(center: Point(x: 200, y: 200), fromDistance: 100, toDistance: 106, steps: 3)
        #expect(log().isEmpty)
        #expect(v.log.last?.hasPrefix("ended") == true)
    }

    @Test func oneFingerIsNoPinch() throws {
        let (h, _, _, log) = try setUp()
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 300, y: 300), steps: 5)
        #expect(log().isEmpty)
    }

    @Test func resettingTheScaleMakesItIncremental() throws {
        let (h, v, _, _) = try setUp()
        var product = 1.0
        let pinch = PinchGestureRecognizer { p in
            product *= p.scale
            p.scale = 1
        }
        v.gestureRecognizers.forEach { v.removeGestureRecognizer($0) }
        v.addGestureRecognizer(pinch)
        h.pinch(center: Point(x: 200, y: 200), fromDistance: 80, toDistance: 240, steps: 8)
        #expect(abs(product - 3) < 1e-9)
    }

    @Test func liftingOneFingerEndsThePinch() throws {
        let (h, _, _, log) = try setUp()
        h.pinch(center: Point(x: 200, y: 200), fromDistance: 100, toDistance: 150, steps: 5, lift: false)
        #expect(log().last?.0 == .changed)
        h.touchUp(at: Point(x: 125, y: 200), id: 1)
        #expect(log().last?.0 == .ended)
        h.touchMove(to: Point(x: 350, y: 200), id: 2)
        h.touchUp(at: Point(x: 350, y: 200), id: 2)
        #expect(log().last?.0 == .ended)  // nothing after the end
    }

    @Test func pinchAndRotationRunTogetherWhenAllowed() throws {
        let (h, v, pinch, log) = try setUp()
        var rotations = 0
        let rotation = RotationGestureRecognizer { if $0.state == .began { rotations += 1 } }
        v.addGestureRecognizer(rotation)
        let both = Simultaneous()
        rotation.delegate = both
        // Spread and turn at once: fingers on a growing, turning diameter.
        h.touchDown(at: Point(x: 250, y: 200), id: 1)
        h.touchDown(at: Point(x: 150, y: 200), id: 2)
        for i in 1...10 {
            h.run(for: 0.03)
            let a = Double(i) * 0.05, r = 50 + Double(i) * 5
            h.touchMove(to: Point(x: 200 + r * cos(a), y: 200 + r * sin(a)), id: 1)
            h.touchMove(to: Point(x: 200 - r * cos(a), y: 200 - r * sin(a)), id: 2)
        }
        h.touchUp(at: .zero, id: 1)
        h.touchUp(at: .zero, id: 2)
        #expect(rotations == 1)
        #expect(log().first?.0 == .began)
        _ = pinch
    }
}
