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

    @Test func seedModeAcceptsACircleWithTheExtremePointsCentreAndRadius() throws {
        let seed = CircleClassifier(mode: .seed())
        let r = seed.classify(arc(center: Point(x: 100, y: 80), radius: 50))
        #expect(r.isRecognized)
        let fit = try #require(r.fit)
        // Extreme points (50, 80) and (150, 80): diameter 100, centre their midpoint.
        #expect(abs(fit.center.x - 100) < 1e-9 && abs(fit.center.y - 80) < 1e-9)
        #expect(abs(fit.radius - 50) < 1e-9)
    }

    @Test func seedModeMeasuresTheDiameterBetweenTheExtremePointsNotTheBox() throws {
        // A tilted ellipse: its leftmost and rightmost points are not level, so the straight
        // line between them is longer than the box's width, and their midpoint is not the
        // box's middle. The seed measures that line.
        let tilt = 0.5
        let points = (0...96).map { i -> Point in
            let a = 2 * Double.pi * Double(i) / 96
            let x = 60 * cos(a), y = 40 * sin(a)
            return Point(x: 200 + x * cos(tilt) - y * sin(tilt), y: 200 + x * sin(tilt) + y * cos(tilt))
        }
        let fit = try #require(CircleClassifier(mode: .seed()).classify(points).fit)
        let lowX = points.min { $0.x < $1.x }!, highX = points.max { $0.x < $1.x }!
        let lowY = points.min { $0.y < $1.y }!, highY = points.max { $0.y < $1.y }!
        let xLength = lowX.distance(to: highX), yLength = lowY.distance(to: highY)
        let (a, b) = xLength > yLength ? (lowX, highX) : (lowY, highY)
        #expect(abs(fit.radius - max(xLength, yLength) / 2) < 1e-9)
        #expect(abs(fit.center.x - (a.x + b.x) / 2) < 1e-9 && abs(fit.center.y - (a.y + b.y) / 2) < 1e-9)
        let boxWidth = highX.x - lowX.x, boxHeight = highY.y - lowY.y
        #expect(abs(fit.radius - max(boxWidth, boxHeight) / 2) > 1)  // not the box
    }

    @Test func seedModeTruncatesTheDistanceAsTheSeedsIntegerAbsDoes() {
        // Radius 50, deviant 20: a point 20.7 inside the circle passes (abs gives 20), 21.2
        // fails. (Inside, so that it is not one of the extremes.)
        func stroke(bulge: Double) -> [Point] {
            var points = arc(center: Point(x: 100, y: 100), radius: 50, count: 96)
            points[30] = Point(x: 100 + (50 - bulge) * cos(2 * .pi * 30 / 96), y: 100 + (50 - bulge) * sin(2 * .pi * 30 / 96))
            return points
        }
        #expect(CircleClassifier(mode: .seed()).classify(stroke(bulge: 20.7)).isRecognized)
        #expect(CircleClassifier(mode: .seed()).classify(stroke(bulge: 21.2)).failure == .notRound)
    }

    @Test func seedModeTakesTheLongerSpanAsTheDiameter() throws {
        // A flat ellipse 100 wide and 60 tall: diameter 100, radius 50, deviant 20. Its top is
        // 30 from the centre (|30 - 50| = 20, not more than 20): the seed accepts it.
        let points = (0...48).map { i -> Point in
            let a = 2 * Double.pi * Double(i) / 48
            return Point(x: 100 + 50 * cos(a), y: 100 + 30 * sin(a))
        }
        let r = CircleClassifier(mode: .seed()).classify(points)
        #expect(r.isRecognized)
        #expect(abs((r.fit?.radius ?? 0) - 50) < 1e-9)
        // The default mode does not.
        #expect(CircleClassifier().classify(points).failure == .elliptical)
    }

    @Test func seedModeDeviationDecidesASquare() {
        // A square 100 wide traced clockwise from the middle of its top side, 8 points a side.
        // The first point reaching the highest x is the corner (100, 0), the lowest x the
        // corner (0, 100): the seed's diameter is the diagonal, 141, its centre the square's.
        // The sides' middles are 20.7 inside that circle, within the deviant of 28.3: the
        // seed takes the square for a circle; with deviation 0.2 (deviant 14.1) it does not.
        var square: [Point] = []
        let corners = [Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0), Point(x: 100, y: 0)]
        var from = Point(x: 50, y: 0)
        for c in corners {
            for k in 0..<8 { square.append(from + (c - from) * (Double(k) / 8)) }
            from = c
        }
        square.append(Point(x: 50, y: 0))
        let seed = CircleClassifier(mode: .seed()).classify(square)
        #expect(seed.isRecognized)
        #expect(abs((seed.fit?.radius ?? 0) - 50 * 2.squareRoot()) < 1e-9)
        #expect(CircleClassifier(mode: .seed(deviation: 0.2)).classify(square).failure == .notRound)
        #expect(CircleClassifier().classify(square).isRecognized == false)
    }

    @Test func seedModeFailsOpenStrokesAndStillOnes() {
        let seed = CircleClassifier(mode: .seed())
        // A half circle: ends 100 apart, more than 2 × deviant = 40.
        let c = Point(x: 100, y: 100)
        #expect(seed.classify(arc(center: c, radius: 50, sweep: .pi)).failure == .notClosed)
        // Ends 39 apart pass; 41 fail (radius 50, deviation 0.4). The seed's ends are the
        // first and last moved points: the touch-down point only starts the extremes.
        let open = { (gap: Double) -> [Point] in
            let a = self.arc(center: c, radius: 50, sweep: 2 * .pi - 2 * asin(gap / 100))
            return [a[0]] + a
        }
        #expect(seed.classify(open(39)).isRecognized)
        #expect(seed.classify(open(41)).failure == .notClosed)
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

    // MARK: The corpus: tuned on the development split, checked on the held-out one

    /// The accuracy goal (recall ≥ 95% with a false-positive rate ≤ 1%) and a recall of at
    /// least 90% in each hard group of circles (slightly oval, small, sparse, jittery), on the
    /// held-out split, which has its own seed and parameter draws and was never tuned on. The
    /// figures of both splits and of the seed's test are printed for docs/recipes/circle-gesture.md
    /// (`swift test --filter CircleClassifierTests.theDefaultModeMeetsTheGoalOnTheHeldOutSplit`).
    @Test func theDefaultModeMeetsTheGoalOnTheHeldOutSplit() {
        let development = StrokeCorpus.development()
        let heldOut = StrokeCorpus.heldOut()
        #expect(development.count == 3000 && development.filter(\.isCircle).count == 1000)
        let d = StrokeScore(CircleClassifier(), on: development), h = StrokeScore(CircleClassifier(), on: heldOut)
        let seedD = StrokeScore(CircleClassifier(mode: .seed()), on: development)
        let seedH = StrokeScore(CircleClassifier(mode: .seed()), on: heldOut)
        print("circle-accuracy development: \(d)\n\(d.breakdown)")
        print("circle-accuracy held-out: \(h)\n\(h.breakdown)")
        print("circle-accuracy seed's test, development: \(seedD)\n\(seedD.breakdown)")
        print("circle-accuracy seed's test, held-out: \(seedH)\n\(seedH.breakdown)")
        #expect(h.recall >= 0.95 && h.falsePositiveRate <= 0.01)
        for stratum in Stroke.Stratum.allCases {
            #expect(h.recall(stratum) >= 0.9, "held-out recall of \(stratum.rawValue) circles")
            #expect((h.recognizedByStratum[stratum]?.total ?? 0) >= 100, "too few \(stratum.rawValue) circles to judge")
        }
        #expect(seedH.falsePositiveRate > 0.1)  // the seed's weakness the default mode fixes
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
        // The held-out split is not the development split with another seed: its draws differ.
        let sameSeed = StrokeCorpus.generate(count: 300, seed: 0x0BAD_5EED_4E1D_0002, profile: .development)
        #expect(StrokeCorpus.heldOut(count: 300).map(\.points) != sameSeed.map(\.points))
        #expect(StrokeCorpus.Profile.heldOut.smallShare != nil && StrokeCorpus.Profile.development.smallShare == nil)
    }

    @Test func theCorpusCoversHowPeopleDrawCircles() {
        let circles = StrokeCorpus.development().filter(\.isCircle)
        #expect(circles.contains { $0.axisRatio > 1.3 } && circles.allSatisfy { $0.axisRatio <= 1.35 })
        #expect(circles.contains { $0.size < 35 } && circles.allSatisfy { $0.size >= 30 })
        #expect(circles.contains { $0.points.count <= 25 } && circles.allSatisfy { $0.points.count >= 18 })
        #expect(circles.contains { $0.jitter > 2.3 } && circles.allSatisfy { $0.jitter <= 2.5 })
        #expect(circles.allSatisfy { (60...120).contains($0.sampleRate) })
    }
}
