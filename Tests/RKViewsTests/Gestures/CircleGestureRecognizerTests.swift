import Foundation
import RKGeometry
import RKHosts
import RKLayers
import RKStrokeCorpus
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct CircleGestureRecognizerTests {
    /// A 400x400 view at (0, 0) with a circle recognizer counting its recognitions.
    func setUp() throws -> (HeadlessHost, View, CircleGestureRecognizer, () -> Int) {
        let h = try HeadlessHost(size: Size(width: 400, height: 400))
        let v = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        v.isMultipleTouchEnabled = true
        h.window.addSubview(v)
        var count = 0
        let circle = CircleGestureRecognizer { r in
            #expect(r.state == .recognized)
            count += 1
        }
        v.addGestureRecognizer(circle)
        return (h, v, circle, { count })
    }

    /// A hand-speed circle: `turns` turns around `center` in 0.8 s at 60 Hz.
    func circleStroke(center: Point = Point(x: 200, y: 200), radius: Double = 80, turns: Double = 1.05)
        -> (points: [Point], times: [Double]) {
        let n = 48
        let points = (0...n).map { i -> Point in
            let a = 2 * Double.pi * turns * Double(i) / Double(n)
            return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        }
        return (points, (0...n).map { 0.8 * Double($0) / Double(n) })
    }

    @Test func aCircleIsRecognizedWithItsFit() throws {
        let (h, _, circle, count) = try setUp()
        #expect(circle.isDiscrete)
        let s = circleStroke()
        h.replayStroke(s.points, times: s.times)
        #expect(count() == 1)
        let fit = try #require(circle.result?.fit)
        #expect(circle.result?.isRecognized == true)
        #expect(abs(fit.center.x - 200) < 0.5 && abs(fit.center.y - 200) < 0.5 && abs(fit.radius - 80) < 0.5)
        #expect(circle.center == fit.center && circle.radius == fit.radius)
        #expect(fit.isClockwise && fit.sweptAngle > 2 * .pi)
        #expect(circle.points.count == s.points.count)
        #expect(circle.state == .possible)  // ready for the next stroke
    }

    @Test func aSquareFailsAndCallsNothing() throws {
        let (h, _, circle, count) = try setUp()
        var square: [Point] = []
        for (a, b) in [((100.0, 100.0), (300.0, 100.0)), ((300, 100), (300, 300)), ((300, 300), (100, 300)), ((100, 300), (100, 100))] {
            for k in 0..<12 {
                let t = Double(k) / 12
                square.append(Point(x: a.0 + (b.0 - a.0) * t, y: a.1 + (b.1 - a.1) * t))
            }
        }
        square.append(Point(x: 100, y: 100))
        h.replayStroke(square, times: square.indices.map { Double($0) / 60 })
        #expect(count() == 0)
        #expect(circle.result?.failure == .cornered)
        #expect(circle.fit == nil && circle.radius == 0)
    }

    @Test func aSecondFingerMakesItFailAndATapNeverMoved() throws {
        let (h, _, circle, count) = try setUp()
        var states: [GestureRecognizer.State] = []
        circle.addAction { states.append($0.state) }
        let s = circleStroke()
        h.touchDown(at: s.points[0])
        for p in s.points.prefix(20) {
            h.run(for: 1.0 / 60)
            h.touchMove(to: p)
        }
        h.touchDown(at: Point(x: 50, y: 50), id: 1)
        #expect(circle.result?.failure == .multipleTouches)
        for p in s.points.dropFirst(20) {
            h.run(for: 1.0 / 60)
            h.touchMove(to: p)
        }
        h.touchUp(at: s.points.last!)
        h.touchUp(at: Point(x: 50, y: 50), id: 1)
        h.run(for: 0.1)
        #expect(count() == 0 && states.isEmpty)
        // Ready again once both fingers are up.
        h.tap(at: Point(x: 100, y: 100))
        #expect(circle.result?.failure == .neverMoved)
        h.replayStroke(s.points, times: s.times)
        #expect(count() == 1)
    }

    @Test func theSeedModeIsAnOption() throws {
        let (h, _, circle, count) = try setUp()
        circle.deviation = 0.4
        #expect(circle.classifier.mode == .seed(deviation: 0.4))
        // A flat 100 x 60 ellipse: the seed takes it, the default mode does not.
        let ellipse = (0...48).map { i -> Point in
            let a = 2 * Double.pi * Double(i) / 48
            return Point(x: 200 + 50 * cos(a), y: 200 + 30 * sin(a))
        }
        let times = ellipse.indices.map { Double($0) / 60 }
        h.replayStroke(ellipse, times: times)
        #expect(count() == 1 && circle.radius == 50)
        circle.classifier = CircleClassifier()
        h.replayStroke(ellipse, times: times)
        #expect(count() == 1 && circle.result?.failure == .elliptical)
    }

    @Test func itRecognizesAlongsideAPanThatAllowsIt() throws {
        let (h, v, circle, count) = try setUp()
        final class Both: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
        }
        let delegate = Both()
        var panStates: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { panStates.append($0.state) }
        pan.delegate = delegate
        v.addGestureRecognizer(pan)
        let s = circleStroke()
        h.replayStroke(s.points, times: s.times)
        #expect(count() == 1)
        #expect(panStates.first == .began && panStates.last == .ended)
        // Without the delegate the pan wins the touch and the circle fails.
        pan.delegate = nil
        h.replayStroke(s.points, times: s.times)
        #expect(count() == 1)
        _ = circle
    }

    /// The recognizer, fed through the host like a finger, decides as the classifier does on
    /// the same points: a slice of the development corpus, replayed.
    @Test func replayedCorpusStrokesDecideAsTheClassifierDoes() throws {
        // Corpus strokes lie within (-250, -250)...(1250, 1250): a host that holds them all.
        let h = try HeadlessHost(size: Size(width: 1600, height: 1600))
        let v = View(frame: Rect(x: 0, y: 0, width: 1600, height: 1600))
        h.window.addSubview(v)
        let circle = CircleGestureRecognizer()
        v.addGestureRecognizer(circle)
        var agree = 0, recognized = 0, circles = 0
        let strokes = StrokeCorpus.development(count: 120)
        for stroke in strokes {
            let points = stroke.points.map { Point(x: $0.x + 300, y: $0.y + 300) }
            h.replayStroke(points, times: stroke.times, in: v, rendering: false)
            let direct = CircleClassifier().classify(points)
            if direct.isRecognized == (circle.result?.isRecognized ?? false) { agree += 1 }
            if circle.result?.isRecognized == true { recognized += 1 }
            if stroke.isCircle { circles += 1 }
        }
        print("circle corpus replay: \(recognized) of \(strokes.count) recognized, \(circles) circles, \(agree) agree")
        #expect(agree == strokes.count)
        #expect(abs(recognized - circles) <= 3)
    }
}
