import RKGeometry
import RKHosts
import RKLayers
import RKMotion
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct RotationGestureRecognizerTests {
    /// A multi-touch 400x400 view with a rotation logging its states, angles and velocities.
    func setUp() throws -> (HeadlessHost, Recorder, RotationGestureRecognizer, () -> [(GestureRecognizer.State, Double, Double)]) {
        let h = try HeadlessHost(size: Size(width: 400, height: 400))
        let v = Recorder(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        v.isMultipleTouchEnabled = true
        h.window.addSubview(v)
        var log: [(GestureRecognizer.State, Double, Double)] = []
        let rotation = RotationGestureRecognizer { g in
            log.append((g.state, g.rotation, g.velocity))
        }
        v.addGestureRecognizer(rotation)
        return (h, v, rotation, { log })
    }

    @Test func aQuarterTurnClockwise() throws {
        let (h, v, rotation, log) = try setUp()
        #expect(!rotation.isDiscrete)
        h.rotate(center: Point(x: 200, y: 200), radius: 80, byAngle: .pi / 2, steps: 10, duration: 0.3)
        let states = log().map(\.0)
        #expect(states.first == .began && states.last == .ended)
        let end = try #require(log().last)
        #expect(abs(end.1 - .pi / 2) < 1e-9)
        #expect(abs(end.2 - (.pi / 2) / 0.3) < 0.05)  // radians per second
        #expect(v.log.last == "cancelled")
    }

    @Test func counterclockwiseIsNegative() throws {
        let (h, _, _, log) = try setUp()
        h.rotate(center: Point(x: 200, y: 200), radius: 80, byAngle: -1, steps: 10)
        let end = try #require(log().last)
        #expect(abs(end.1 + 1) < 1e-9)
        #expect(end.2 < 0)
    }

    @Test func itKeepsCountingPastAHalfTurn() throws {
        let (h, _, _, log) = try setUp()
        h.rotate(center: Point(x: 200, y: 200), radius: 80, byAngle: 1.5 * .pi, steps: 30, duration: 0.6)
        #expect(abs(log().last!.1 - 1.5 * .pi) < 1e-9)
        let angles = log().map(\.1)
        #expect(zip(angles, angles.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
    }

    @Test func aSlightTurnIsNoRotation() throws {
        let (h, _, _, log) = try setUp()
        h.rotate(center: Point(x: 200, y: 200), radius: 80, byAngle: 0.05, steps: 3)
        #expect(log().isEmpty)
    }

    @Test func oneFingerIsNoRotation() throws {
        let (h, _, _, log) = try setUp()
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 300, y: 100), steps: 5)
        #expect(log().isEmpty)
    }

    @Test func resettingTheRotationMakesItIncremental() throws {
        let (h, v, old, _) = try setUp()
        v.removeGestureRecognizer(old)
        var sum = 0.0
        let rotation = RotationGestureRecognizer { g in
            sum += g.rotation
            g.rotation = 0
        }
        v.addGestureRecognizer(rotation)
        h.rotate(center: Point(x: 200, y: 200), radius: 60, byAngle: 2, steps: 12)
        #expect(abs(sum - 2) < 1e-9)
    }

    @Test func aPinchWithoutTurningIsNoRotation() throws {
        let (h, _, _, log) = try setUp()
        h.pinch(center: Point(x: 200, y: 200), fromDistance: 60, toDistance: 300)
        #expect(log().isEmpty)
    }
}
