import Testing
@testable import RKGeometry

// MARK: - Point

@Test func pointInitAndZero() {
    let p = Point(x: 1.5, y: -2)
    #expect(p.x == 1.5)
    #expect(p.y == -2)
    #expect(Point.zero.x == 0 && Point.zero.y == 0)
    #expect(Point.zero == Point(x: 0, y: 0))
    #expect(p != Point(x: -2, y: 1.5))
}

@Test func pointIsFinite() {
    #expect(Point(x: 1, y: -1e300).isFinite)
    #expect(!Point(x: .nan, y: 0).isFinite)
    #expect(!Point(x: 0, y: .nan).isFinite)
    #expect(!Point(x: .infinity, y: 0).isFinite)
    #expect(!Point(x: 0, y: -.infinity).isFinite)
}

@Test func pointDistance() {
    // 3-4-5 triangle.
    #expect(Point(x: 1, y: 2).distance(to: Point(x: 4, y: 6)) == 5)
    #expect(Point(x: 4, y: 6).distance(to: Point(x: 1, y: 2)) == 5)
    #expect(Point(x: -5, y: 0).distance(to: Point(x: 7, y: -5)) == 13)  // 5-12-13
    #expect(Point(x: 3, y: 3).distance(to: Point(x: 3, y: 3)) == 0)
    #expect(abs(Point.zero.distance(to: Point(x: 1, y: 1)) - 1.4142135623730951) < 1e-15)
}

@Test func pointArithmetic() {
    let a = Point(x: 1, y: 2), b = Point(x: 10, y: -20)
    #expect(a + b == Point(x: 11, y: -18))
    #expect(a - b == Point(x: -9, y: 22))
    #expect(b - a == Point(x: 9, y: -22))
    #expect(a * 3 == Point(x: 3, y: 6))
    #expect(b * -0.5 == Point(x: -5, y: 10))
}

@Test func pointDescription() {
    #expect(Point(x: 1.5, y: -2).description == "(1.5, -2.0)")
}

// MARK: - Size

@Test func sizeInitAndZero() {
    let s = Size(width: 3, height: 4)
    #expect(s.width == 3)
    #expect(s.height == 4)
    #expect(Size.zero == Size(width: 0, height: 0))
    #expect(s != Size(width: 4, height: 3))
}

@Test func sizeIsFinite() {
    #expect(Size(width: 1, height: 2).isFinite)
    #expect(!Size(width: .nan, height: 2).isFinite)
    #expect(!Size(width: 1, height: .infinity).isFinite)
}

@Test func sizeIsEmpty() {
    #expect(Size.zero.isEmpty)
    #expect(Size(width: 0, height: 5).isEmpty)
    #expect(Size(width: 5, height: 0).isEmpty)
    #expect(Size(width: -1, height: 5).isEmpty)
    #expect(Size(width: 5, height: -1).isEmpty)
    #expect(Size(width: .nan, height: 5).isEmpty)
    #expect(!Size(width: 0.001, height: 5).isEmpty)
    #expect(!Size(width: 5, height: 5).isEmpty)
}

@Test func sizeScaling() {
    #expect(Size(width: 3, height: 4) * 2 == Size(width: 6, height: 8))
    #expect(Size(width: 3, height: 4) * -0.5 == Size(width: -1.5, height: -2))
    #expect(Size(width: 3, height: 4) * 0 == Size.zero)
}

@Test func sizeDescription() {
    #expect(Size(width: 3, height: 4.5).description == "(3.0 x 4.5)")
}

// MARK: - EdgeInsets

@Test func edgeInsetsInit() {
    let e = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(e.top == 1)
    #expect(e.left == 2)
    #expect(e.bottom == 3)
    #expect(e.right == 4)
    let partial = EdgeInsets(left: 7)
    #expect(partial.top == 0 && partial.left == 7 && partial.bottom == 0 && partial.right == 0)
    #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(EdgeInsets() == .zero)
}

@Test func edgeInsetsAll() {
    let e = EdgeInsets(all: 6)
    #expect(e == EdgeInsets(top: 6, left: 6, bottom: 6, right: 6))
    #expect(e.horizontal == 12)
    #expect(e.vertical == 12)
}

@Test func edgeInsetsSums() {
    let e = EdgeInsets(top: 1, left: 2, bottom: 30, right: 40)
    #expect(e.horizontal == 42)  // left + right
    #expect(e.vertical == 31)    // top + bottom
    #expect(EdgeInsets(top: -5, left: 1, bottom: 2, right: -3).horizontal == -2)
    #expect(EdgeInsets(top: -5, left: 1, bottom: 2, right: -3).vertical == -3)
    #expect(EdgeInsets.zero.horizontal == 0 && EdgeInsets.zero.vertical == 0)
}

@Test func edgeInsetsHashable() {
    let set: Set<EdgeInsets> = [EdgeInsets(all: 1), EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), .zero]
    #expect(set.count == 2)
}
