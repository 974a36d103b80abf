import Foundation
import RKGeometry
import RKSnapshotTesting
import Testing
@testable import RKGraphics

private func near(_ a: Point?, _ b: Point, _ eps: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
}

/// The arcs of a path as (center, radius).
private func arcs(_ p: Path) -> [(center: Point, radius: Double)] {
    p.elements.compactMap {
        if case .arc(let c, let r, _, _, _) = $0 { return (c, r) }
        return nil
    }
}

/// The point at parameter t of a cubic Bézier.
private func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ t: Double) -> Point {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
}

/// Every point a path passes through, sampling curves.
private func samples(_ path: Path, steps: Int = 16) -> [Point] {
    var out: [Point] = []
    var current = Point.zero
    for e in path.elements {
        switch e {
        case .move(let p), .line(let p):
            out.append(p); current = p
        case .curve(let a, let b, let p):
            for i in 1...steps { out.append(cubic(current, a, b, p, Double(i) / Double(steps))) }
            current = p
        case .arc, .close:
            break
        }
    }
    return out
}

@Suite struct PathTests {
    // MARK: Rectangles

    @Test func rectIsFourLinesAndClose() {
        let p = Path(rect: Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(p.elements == [.move(Point(x: 10, y: 20)), .line(Point(x: 40, y: 20)), .line(Point(x: 40, y: 60)),
                               .line(Point(x: 10, y: 60)), .close])
        #expect(!p.isEmpty)
        #expect(Path().isEmpty)
    }

    @Test func rectIsStandardized() {
        #expect(Path(rect: Rect(x: 40, y: 60, width: -30, height: -40)) == Path(rect: Rect(x: 10, y: 20, width: 30, height: 40)))
    }

    // MARK: Rounded rectangles

    @Test func roundedRectUsesTheRadiusThatFits() {
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10)
        let a = arcs(p)
        #expect(a.count == 4)
        #expect(a.allSatisfy { $0.radius == 10 })
        #expect(a.map(\.center) == [Point(x: 90, y: 10), Point(x: 90, y: 50), Point(x: 10, y: 50), Point(x: 10, y: 10)])
        #expect(p.elements.last == .close)
    }

    @Test func roundedRectClampsRadiusToHalfTheShorterSide() {
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 500)
        let a = arcs(p)
        #expect(a.count == 4)
        #expect(a.allSatisfy { $0.radius == 20 }, "a capsule: radius is height / 2")
        #expect(a.map(\.center) == [Point(x: 80, y: 20), Point(x: 80, y: 20), Point(x: 20, y: 20), Point(x: 20, y: 20)])

        let tall = arcs(Path(roundedRect: Rect(x: 0, y: 0, width: 30, height: 200), cornerRadius: 16))
        #expect(tall.allSatisfy { $0.radius == 15 })
    }

    @Test func roundedRectWithoutRadiusIsARect() {
        let r = Rect(x: 1, y: 2, width: 30, height: 20)
        #expect(Path(roundedRect: r, cornerRadius: 0) == Path(rect: r))
        #expect(Path(roundedRect: r, cornerRadius: -5) == Path(rect: r))
        #expect(Path(roundedRect: r, cornerRadius: .nan) == Path(rect: r))
    }

    @Test func roundedRectStaysInsideItsRect() {
        let r = Rect(x: 5, y: 5, width: 50, height: 30)
        let p = Path(roundedRect: r, cornerRadius: 12).applying(.identity)
        for pt in samples(p) {
            #expect(pt.x >= r.minX - 1e-9 && pt.x <= r.maxX + 1e-9 && pt.y >= r.minY - 1e-9 && pt.y <= r.maxY + 1e-9,
                    "\(pt) outside \(r)")
        }
    }

    // MARK: Ellipses

    @Test func ellipseIsFourCurvesThroughTheExtremes() {
        let r = Rect(x: 10, y: 20, width: 60, height: 40)
        let p = Path(ellipseIn: r)
        #expect(p.elements.count == 6)
        #expect(p.elements.first == .move(Point(x: 70, y: 40)))
        #expect(p.elements.last == .close)
        let ends: [Point] = p.elements.compactMap { if case .curve(_, _, let e) = $0 { return e }; return nil }
        #expect(ends == [Point(x: 40, y: 60), Point(x: 10, y: 40), Point(x: 40, y: 20), Point(x: 70, y: 40)])
        #expect(p.currentPoint == Point(x: 70, y: 40))
    }

    @Test func ellipsePointsLieOnTheEllipse() {
        let r = Rect(x: 0, y: 0, width: 200, height: 100)
        for pt in samples(Path(ellipseIn: r), steps: 32) {
            let nx = (pt.x - 100) / 100, ny = (pt.y - 50) / 50
            let radial = (nx * nx + ny * ny).squareRoot()
            #expect(abs(radial - 1) < 0.0003, "\(pt) is \(radial) radii from the center")
        }
    }

    @Test func emptyEllipseIsAnEmptyPath() {
        #expect(Path(ellipseIn: Rect(x: 5, y: 5, width: 0, height: 10)).isEmpty)
        #expect(Path(ellipseIn: Rect(x: 5, y: 5, width: 10, height: 0)).isEmpty)
        #expect(!Path(ellipseIn: Rect(x: 15, y: 15, width: -10, height: -10)).isEmpty)
    }

    // MARK: Curves

    @Test func quadCurveIsElevatedToAnEquivalentCubic() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addQuadCurve(to: Point(x: 60, y: 0), control: Point(x: 30, y: 60))
        #expect(p.elements.count == 2)
        guard case .curve(let c1, let c2, let end) = p.elements[1] else {
            Issue.record("expected a curve, got \(p.elements[1])")
            return
        }
        #expect(near(c1, Point(x: 20, y: 40)))
        #expect(near(c2, Point(x: 40, y: 40)))
        #expect(end == Point(x: 60, y: 0))
        // The cubic traces the same points as the quadratic.
        let p0 = Point(x: 0, y: 0), q = Point(x: 30, y: 60), p2 = Point(x: 60, y: 0)
        for i in 0...10 {
            let t = Double(i) / 10, u = 1 - t
            let quad = Point(x: u * u * p0.x + 2 * u * t * q.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * q.y + t * t * p2.y)
            #expect(near(cubic(p0, c1, c2, end, t), quad, 1e-9))
        }
        #expect(p.currentPoint == Point(x: 60, y: 0))
    }

    @Test func quadCurveStartsFromTheCurrentPoint() {
        var p = Path()
        p.move(to: Point(x: 10, y: 10))
        p.addLine(to: Point(x: 40, y: 10))
        p.addQuadCurve(to: Point(x: 40, y: 70), control: Point(x: 100, y: 40))
        guard case .curve(let c1, let c2, _) = p.elements.last! else {
            Issue.record("expected a curve")
            return
        }
        #expect(near(c1, Point(x: 80, y: 30)))
        #expect(near(c2, Point(x: 80, y: 50)))
    }

    @Test func addCurveStoresControlsInOrder() {
        var p = Path()
        p.move(to: .zero)
        p.addCurve(to: Point(x: 9, y: 9), control1: Point(x: 1, y: 2), control2: Point(x: 3, y: 4))
        #expect(p.elements[1] == .curve(Point(x: 1, y: 2), Point(x: 3, y: 4), Point(x: 9, y: 9)))
    }

    // MARK: Current point

    @Test func currentPointFollowsTheLastElement() {
        var p = Path()
        #expect(p.currentPoint == nil)
        p.move(to: Point(x: 1, y: 2))
        #expect(p.currentPoint == Point(x: 1, y: 2))
        p.addLine(to: Point(x: 5, y: 6))
        #expect(p.currentPoint == Point(x: 5, y: 6))
        p.addCurve(to: Point(x: 7, y: 8), control1: .zero, control2: .zero)
        #expect(p.currentPoint == Point(x: 7, y: 8))
        p.close()
        #expect(p.currentPoint == Point(x: 1, y: 2), "close returns to the start of the subpath")
        p.move(to: Point(x: 20, y: 20))
        p.addLine(to: Point(x: 30, y: 20))
        p.close()
        #expect(p.currentPoint == Point(x: 20, y: 20))
    }

    @Test func currentPointAfterAnArcIsItsEnd() {
        var p = Path()
        p.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(near(p.currentPoint, Point(x: 10, y: 15)))
        p.addArc(center: Point(x: 0, y: 0), radius: 2, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(near(p.currentPoint, Point(x: -2, y: 0)))
    }

    @Test func appendAddsTheOtherElements() {
        var a = Path(rect: Rect(x: 0, y: 0, width: 1, height: 1))
        let b = Path(rect: Rect(x: 5, y: 5, width: 2, height: 2))
        a.append(b)
        #expect(a.elements.count == 10)
        #expect(a.currentPoint == Point(x: 5, y: 5))
    }

    // MARK: Transforms

    @Test func applyingTransformsEveryPoint() {
        var p = Path()
        p.move(to: Point(x: 1, y: 2))
        p.addLine(to: Point(x: 3, y: 4))
        p.addCurve(to: Point(x: 5, y: 6), control1: Point(x: 7, y: 8), control2: Point(x: 9, y: 10))
        p.close()
        let t = Transform2D(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        let q = p.applying(t)
        #expect(q.elements == [.move(t.apply(to: Point(x: 1, y: 2))), .line(t.apply(to: Point(x: 3, y: 4))),
                               .curve(t.apply(to: Point(x: 7, y: 8)), t.apply(to: Point(x: 9, y: 10)), t.apply(to: Point(x: 5, y: 6))),
                               .close])
        #expect(q.elements[0] == .move(Point(x: 22, y: 66)))
        #expect(p.applying(.identity) == p)
    }

    @Test func applyingMapsArcsOntoTheTransformedCurve() {
        var p = Path()
        p.move(to: Point(x: 20, y: 10))
        p.addArc(center: Point(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: 1.5 * .pi, clockwise: true)
        let t = Transform2D(scaleX: 3, y: 1).translatedBy(x: 5, y: -2)
        let q = p.applying(t)
        #expect(q.elements.allSatisfy { if case .arc = $0 { return false }; return true })
        // Every sample lies on the ellipse the circle became.
        let center = t.apply(to: Point(x: 10, y: 10))
        for pt in samples(q, steps: 24) {
            let nx = (pt.x - center.x) / 30, ny = (pt.y - center.y) / 10
            #expect(abs((nx * nx + ny * ny).squareRoot() - 1) < 0.001, "\(pt) is off the ellipse")
        }
        #expect(near(q.currentPoint, t.apply(to: p.currentPoint!), 1e-9))
    }

    @Test func applyingKeepsArcDirection() {
        var cw = Path(), ccw = Path()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // Clockwise on screen (y down) passes through 45°; the other way round goes through 225°.
        let a = samples(cw.applying(.identity), steps: 8), b = samples(ccw.applying(.identity), steps: 8)
        #expect(a.allSatisfy { $0.x >= -1e-9 && $0.y >= -1e-9 })
        #expect(b.contains { $0.x < -9 })
        #expect(b.contains { $0.y < -9 })
        #expect(near(a.last, Point(x: 0, y: 10)))
        #expect(near(b.last, Point(x: 0, y: 10)))
    }

    @Test func applyingRotationToRoundedRectKeepsCornersOnCircles() {
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10)
        let q = p.applying(Transform2D(rotationAngle: .pi / 2))
        // A 40x20 capsule turned a quarter turn fits in x -20...0, y 0...40.
        for pt in samples(q) {
            #expect(pt.x >= -20 - 1e-6 && pt.x <= 1e-6 && pt.y >= -1e-6 && pt.y <= 40 + 1e-6, "\(pt)")
        }
    }
}

@MainActor @Test func nonFiniteAndHugeArcAnglesGiveADefinitePathAndNeverLoop() throws {
    var p = Path()
    p.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: .nan, endAngle: 1, clockwise: true)
    p.addArc(center: Point(x: 10, y: 10), radius: .infinity, startAngle: 0, endAngle: 1, clockwise: true)
    #expect(p.isEmpty)
    var huge = Path()
    huge.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: 1e300, endAngle: -1e300, clockwise: true)
    huge.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: 1e6, clockwise: false)
    #expect(!huge.isEmpty)
    // Drawn (in no time), the canvas stays healthy: a later fill still paints.
    let bitmap = try Bitmap(pixelWidth: 20, pixelHeight: 20)
    let canvas = Canvas(bitmap: bitmap)
    canvas.fill(huge, with: .red)
    canvas.fill(Rect(x: 0, y: 0, width: 2, height: 2), with: .blue)
    #expect(bitmap.pixel(x: 1, y: 1) == 0xFF00_00FF)
    // A whole turn stays a whole turn; more turns draw the same circle.
    for end in [2 * Double.pi, 7 * Double.pi] {
        var circle = Path()
        circle.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: end, clockwise: true)
        let b = try Bitmap(pixelWidth: 20, pixelHeight: 20)
        Canvas(bitmap: b).fill(circle, with: .red)
        #expect(b.pixel(x: 10, y: 10) == 0xFFFF_0000 && b.pixel(x: 10, y: 6) == 0xFFFF_0000)
        #expect(b.pixel(x: 18, y: 10) == 0)
    }
}
