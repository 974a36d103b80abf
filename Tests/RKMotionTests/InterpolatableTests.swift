import Testing
@testable import RKMotion
import RKGeometry

@Test func doubleInterpolation() {
    #expect(2.0.interpolated(to: 10, fraction: 0.25) == 4)
    #expect(2.0.interpolated(to: 10, fraction: 0) == 2)
    #expect(2.0.interpolated(to: 10, fraction: 1) == 10)
    #expect(2.0.interpolated(to: 10, fraction: 1.5) == 14)  // overshoot follows the curve
    #expect(2.0.interpolated(to: 10, fraction: -0.5) == -2)
    #expect(3.0.adding(4) == 7)
    #expect(3.0.subtracting(4) == -1)
    #expect(3.0.distance(to: -4) == 7)
    #expect((-4.0).distance(to: 3) == 7)
}

@Test func pointInterpolation() {
    let a = Point(x: 0, y: 10), b = Point(x: 100, y: -30)
    #expect(a.interpolated(to: b, fraction: 0.5) == Point(x: 50, y: -10))
    #expect(a.interpolated(to: b, fraction: 0.1) == Point(x: 10, y: 6))
    #expect(a.adding(b) == Point(x: 100, y: -20))
    #expect(a.subtracting(b) == Point(x: -100, y: 40))
    #expect(Point(x: 1, y: 1).distance(to: Point(x: 4, y: 5)) == 5)
}

@Test func sizeInterpolation() {
    let a = Size(width: 10, height: 20), b = Size(width: 30, height: 60)
    #expect(a.interpolated(to: b, fraction: 0.5) == Size(width: 20, height: 40))
    #expect(a.adding(b) == Size(width: 40, height: 80))
    #expect(b.subtracting(a) == Size(width: 20, height: 40))
    #expect(Size(width: 0, height: 0).distance(to: Size(width: 6, height: 8)) == 10)
}

@Test func rectInterpolationIsComponentwise() {
    let a = Rect(x: 0, y: 0, width: 100, height: 50)
    let b = Rect(x: 20, y: -40, width: -100, height: 150)
    // Not standardized: the width passes through zero.
    #expect(a.interpolated(to: b, fraction: 0.5) == Rect(x: 10, y: -20, width: 0, height: 100))
    #expect(a.adding(b) == Rect(x: 20, y: -40, width: 0, height: 200))
    #expect(b.subtracting(a) == Rect(x: 20, y: -40, width: -200, height: 100))
    // sqrt(20² + 40² + 200² + 100²) = sqrt(400 + 1600 + 40000 + 10000) = sqrt(52000)
    #expect(abs(a.distance(to: b) - 52000.0.squareRoot()) < 1e-12)
}

@Test func lawsHoldForEveryConformance() {
    func check<T: Interpolatable & Equatable>(_ a: T, _ b: T) {
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
        #expect(a.adding(b).subtracting(b) == a)
        #expect(a.distance(to: a) == 0)
        #expect(a.distance(to: b) == b.distance(to: a))
    }
    check(1.5, -2.25)
    check(Point(x: 1, y: 2), Point(x: -3, y: 4.5))
    check(Size(width: 1, height: 2), Size(width: 8, height: 0.5))
    check(Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: -1, y: 0.5, width: 8, height: 2))
}
