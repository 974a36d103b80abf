import Foundation
import RKStrokeCorpus
import Testing

@testable import RKGeometry

@Suite struct CircleClassifierTests {
    /// `count` points on a circle, from `start` radians over `sweep` radians (positive:
    /// clockwise on a y-down screen), the last one included.
    func arc(center: Point, radius: Double, start: Double = 0, sweep: Double = 2 * .pi, count: Int = 48) -> [Point] {
        (0...count).map { i in
            let a = start + sweep * Double(i) / Double(count)
            return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        }
    }

    // MARK: The seed's test, by hand

    @Test func seedModeAcceptsACircleWithTheBoundingBoxCentreAndRadius() throws {
        let seed = CircleClassifier(mode: .seed())
        let r = seed.classify(arc(center: Point(x: 100, y: 80), radius: 50))
        #expect(r.isRecognized)
        let fit = try #require(r.fit)
        // Extremes at x 50...150 and y 30...130: diameter 100, centre their midpoint.
        #expect(abs(fit.center.x - 100) < 1e-9 && abs(fit.center.y - 80) < 1e-9)
        #expect(abs(fit.radius - 50) < 1e-9)
    }

    @Test func seedModeTakesTheLongerSpanAsTheDiameter() throws {
        // An ellipse 100 wide and 70 tall: diameter 100, radius 50, deviant 20. Its top is
        // 35 from the centre (|35 - 50| = 15 ≤ 20): the seed accepts it.
        let points = (0...48).map { i -> Point in
            let a = 2 * Double.pi * Double(i) / 48
            return Point(x: 50 * cos(a), y: 35 * sin(a))
        }
        let r = CircleClassifier(mode: .seed()).classify(points)
        #expect(r.isRecognized)
        #expect(r.fit?.radius == 50)
        // The default mode does not.
        #expect(CircleClassifier().classify(points).failure == .elliptical)
    }

    @Test func seedModeDeviationDecidesASquare() {
        // Corners 50·√2 ≈ 70.7 from the centre; radius 50: off by 20.7.
        let square = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0)]
        #expect(CircleClassifier(mode: .seed()).classify(square).failure == .notRound)  // deviant 20
        #expect(CircleClassifier(mode: .seed(deviation: 0.42)).classify(square).isRecognized)  // deviant 21
        #expect(CircleClassifier().classify(square).isRecognized == false)
    }

    @Test func seedModeFailsOpenStrokesAndStillOnes() {
        let seed = CircleClassifier(mode: .seed())
        // A half circle: ends 100 apart, more than 2 × deviant = 40.
        #expect(seed.classify(arc(center: .zero, radius: 50, sweep: .pi)).failure == .notClosed)
        // Ends 39 apart pass; 41 fail (radius 50, deviation 0.4).
        let gapAngle = { (gap: Double) in 2 * asin(gap / 100) }
        #expect(seed.classify(arc(center: .zero, radius: 50, sweep: 2 * .pi - gapAngle(39))).isRecognized)
        #expect(seed.classify(arc(center: .zero, radius: 50, sweep: 2 * .pi - gapAngle(41))).failure == .notClosed)
        #expect(seed.classify(Array(repeating: Point(x: 3, y: 4), count: 10)).failure == .neverMoved)
        #expect(seed.classify([]).failure == .tooFewPoints)
        #expect(seed.classify([Point(x: .nan, y: 0), Point(x: 1, y: 1)]).failure == .invalidPoints)
    }

    // MARK: The default, least-squares mode

    @Test func theFitReportsCentreRadiusDirectionAndSweep() throws {
        let clockwise = CircleClassifier().classify(arc(center: Point(x: 200, y: 150), radius: 80, start: 1, sweep: 2.1 * .pi))
        #expect(clockwise.isRecognized)
        let fit = try #require(clockwise.fit)
        #expect(abs(fit.center.x - 200) < 0.01 && abs(fit.center.y - 150) < 0.01)
        #expect(abs(fit.radius - 80) < 0.01)
        #expect(fit.rmsError < 1e-6)
        #expect(fit.isClockwise)
        #expect(abs(fit.sweptAngle - 2.1 * .pi) < 1e-6)
        let counter = try #require(CircleClassifier().classify(arc(center: .zero, radius: 30, sweep: -2 * .pi)).fit)
        #expect(!counter.isClockwise && counter.sweptAngle < 0)
    }

    @Test func shapesThatAreNotCirclesAreRefusedWithAReason() {
        let c = CircleClassifier()
        // A spiral: the radius grows from 40 to 70 over a turn.
        let spiral = (0...60).map { i -> Point in
            let t = Double(i) / 60, a = 2 * Double.pi * t, r = 40 + 30 * t
            return Point(x: r * cos(a), y: r * sin(a))
        }
        #expect(c.classify(spiral).failure == .spiral)
        // A 270° arc does not go around.
        #expect(c.classify(arc(center: .zero, radius: 50, sweep: 1.5 * .pi)).failure == .notAround)
        // A square traced with 15 points a side.
        var square: [Point] = []
        for side in 0..<4 {
            for k in 0..<15 {
                let t = Double(k) / 15 * 100
                switch side {
                case 0: square.append(Point(x: t, y: 0))
                case 1: square.append(Point(x: 100, y: t))
                case 2: square.append(Point(x: 100 - t, y: 100))
                default: square.append(Point(x: 0, y: 100 - t))
                }
            }
        }
        square.append(.zero)
        #expect(c.classify(square).failure == .cornered)
        // Two turns is overdrawn; a line is never round.
        #expect(c.classify(arc(center: .zero, radius: 50, sweep: 4 * .pi, count: 96)).failure == .overdrawn)
        #expect(!c.classify((0...20).map { Point(x: Double($0) * 10, y: Double($0) * 5) }).isRecognized)
    }

    @Test func badInputIsRefusedNotCrashedOn() {
        let c = CircleClassifier()
        #expect(c.classify([]).failure == .tooFewPoints)
        #expect(c.classify(Array(repeating: Point(x: 1, y: 1), count: 20)).failure == .neverMoved)
        var circle = arc(center: .zero, radius: 50)
        circle[7] = Point(x: .infinity, y: 0)
        #expect(c.classify(circle).failure == .invalidPoints)
        #expect(c.classify(arc(center: .zero, radius: 3)).failure == .tooSmall)
        let huge = arc(center: Point(x: 1e300, y: -1e300), radius: 1e299)
        #expect(!c.classify(huge).isRecognized || c.classify(huge).fit?.radius.isFinite == true)
        #expect(CircleFit(points: [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2)]) == nil)  // collinear
    }

    // MARK: The development corpus

    /// The accuracy goal (recall ≥ 95% with a false-positive rate ≤ 1%) on the development
    /// corpus and on the harsher held-out one; the seed's test, for comparison, accepts many
    /// squares, ellipses and spirals.
    @Test func theDefaultModeMeetsTheAccuracyGoalOnBothCorpora() {
        let development = StrokeCorpus.development()
        let heldOut = StrokeCorpus.heldOut()
        #expect(development.count == 3000 && development.filter(\.isCircle).count == 1000)
        let d = StrokeScore(CircleClassifier(), on: development), h = StrokeScore(CircleClassifier(), on: heldOut)
        let seed = StrokeScore(CircleClassifier(mode: .seed()), on: development)
        print("circle-accuracy development: \(d)")
        print("circle-accuracy held-out: \(h)")
        print("circle-accuracy seed mode, development: \(seed)")
        #expect(d.recall >= 0.95 && d.falsePositiveRate <= 0.01)
        #expect(h.recall >= 0.95 && h.falsePositiveRate <= 0.01)
        #expect(seed.falsePositiveRate > 0.1)  // the seed's weakness the default mode fixes
    }

    @Test func theCorpusIsTheSameForTheSameSeed() {
        let a = StrokeCorpus.development(count: 30), b = StrokeCorpus.development(count: 30)
        #expect(a.map(\.points) == b.map(\.points))
        #expect(a.map(\.kind) == b.map(\.kind))
        for s in a {
            #expect(s.points.count == s.times.count)
            #expect(zip(s.times, s.times.dropFirst()).allSatisfy { $0 < $1 })
        }
        #expect(StrokeCorpus.development(count: 30, seed: 7).map(\.points) != a.map(\.points))
    }
}
