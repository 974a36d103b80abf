import Testing
@testable import RKGeometry

// MARK: - Accessors and predicates

@Test func rectEdgesAndCenter() {
    let r = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(r.width == 30 && r.height == 40)
    #expect(r.minX == 10 && r.maxX == 40)
    #expect(r.minY == 20 && r.maxY == 60)
    #expect(r.midX == 25 && r.midY == 40)
    #expect(r.center == Point(x: 25, y: 40))
}

@Test func rectEdgesWithNegativeSize() {
    // Origin (10, 20), size (-30, -40): covers x in [-20, 10], y in [-20, 20].
    let r = Rect(x: 10, y: 20, width: -30, height: -40)
    #expect(r.minX == -20 && r.maxX == 10)
    #expect(r.minY == -20 && r.maxY == 20)
    #expect(r.midX == -5 && r.midY == 0)
}

@Test func rectInitializers() {
    #expect(Rect(size: Size(width: 3, height: 4)) == Rect(x: 0, y: 0, width: 3, height: 4))
    #expect(Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4)) == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
}

@Test func rectNullEmptyFinite() {
    #expect(Rect.null.isNull)
    #expect(Rect.null.isEmpty)
    #expect(!Rect.null.isFinite)
    #expect(Rect(x: .infinity, y: 5, width: 10, height: 10).isNull)
    #expect(Rect(x: 5, y: .infinity, width: 10, height: 10).isNull)

    #expect(!Rect.zero.isNull)
    #expect(Rect.zero.isEmpty)
    #expect(Rect(x: 1, y: 1, width: 5, height: 0).isEmpty)
    #expect(Rect(x: 1, y: 1, width: 0, height: 5).isEmpty)
    #expect(!Rect(x: 1, y: 1, width: 5, height: 5).isEmpty)
    #expect(!Rect(x: 1, y: 1, width: -5, height: -5).isEmpty)  // negative size still has area
    #expect(Rect(x: 1, y: 1, width: 5, height: 5).isFinite)
    #expect(!Rect(x: 1, y: .nan, width: 5, height: 5).isFinite)
    #expect(!Rect(x: 1, y: 1, width: .infinity, height: 5).isFinite)
}

@Test func rectInfiniteCoversThePlane() {
    let inf = Rect.infinite
    #expect(!inf.isNull && !inf.isEmpty && inf.isFinite)
    #expect(inf.contains(Point(x: 1e300, y: -1e300)))
    #expect(inf.contains(Point(x: 0, y: 0)))
    #expect(inf.contains(Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)))
    #expect(inf.intersection(Rect(x: 1, y: 2, width: 3, height: 4)) == Rect(x: 1, y: 2, width: 3, height: 4))
}

@Test func rectDescription() {
    #expect(Rect(x: 1, y: 2, width: 3, height: 4.5).description == "(1.0, 2.0, 3.0, 4.5)")
}

// MARK: - standardized / integral

@Test func rectStandardized() {
    #expect(Rect(x: 10, y: 20, width: -30, height: -40).standardized == Rect(x: -20, y: -20, width: 30, height: 40))
    #expect(Rect(x: 10, y: 20, width: -30, height: 40).standardized == Rect(x: -20, y: 20, width: 30, height: 40))
    #expect(Rect(x: 10, y: 20, width: 30, height: -40).standardized == Rect(x: 10, y: -20, width: 30, height: 40))
    #expect(Rect(x: 10, y: 20, width: 30, height: 40).standardized == Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(Rect.null.standardized.isNull)
}

@Test func rectIntegral() {
    // x in [1.2, 3.8] -> [1, 4]; y in [-0.5, 0.5] -> [-1, 1].
    #expect(Rect(x: 1.2, y: -0.5, width: 2.6, height: 1.0).integral == Rect(x: 1, y: -1, width: 3, height: 2))
    // Negative size: x in [1.3, 3.5] -> [1, 4]; y in [1.4, 2.5] -> [1, 3].
    #expect(Rect(x: 3.5, y: 2.5, width: -2.2, height: -1.1).integral == Rect(x: 1, y: 1, width: 3, height: 2))
    // Negative coordinates round outward: x in [-2.5, -1.5] -> [-3, -1]; y in [-7.1, -6.9] -> [-8, -6].
    #expect(Rect(x: -2.5, y: -7.1, width: 1.0, height: 0.2).integral == Rect(x: -3, y: -8, width: 2, height: 2))
    // Already integral: unchanged.
    #expect(Rect(x: 4, y: -5, width: 6, height: 7).integral == Rect(x: 4, y: -5, width: 6, height: 7))
    #expect(Rect.null.integral.isNull)
}

// MARK: - offset / inset

@Test func rectOffset() {
    #expect(Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -5) == Rect(x: 11, y: -3, width: 3, height: 4))
    #expect(Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 0, dy: 0) == Rect(x: 1, y: 2, width: 3, height: 4))
    // A negative-size rectangle moves the area it covers by the same amount.
    let moved = Rect(x: 10, y: 10, width: -5, height: -5).offsetBy(dx: 1, dy: 2)
    #expect(moved.minX == 6 && moved.maxX == 11 && moved.minY == 7 && moved.maxY == 12)
    #expect(Rect.null.offsetBy(dx: 5, dy: 5).isNull)
}

@Test func rectInsetByDxDy() {
    let r = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
    #expect(r.insetBy(dx: -10, dy: -5) == Rect(x: -10, y: -5, width: 120, height: 60))
    #expect(r.insetBy(dx: 0, dy: 0) == r)
    // Exactly half: zero size, but not null.
    let half = r.insetBy(dx: 50, dy: 25)
    #expect(half == Rect(x: 50, y: 25, width: 0, height: 0))
    #expect(!half.isNull)
    // Over-inset in either direction: null.
    #expect(r.insetBy(dx: 50.5, dy: 0).isNull)
    #expect(r.insetBy(dx: 0, dy: 26).isNull)
    // Negative-size source is standardized first.
    #expect(Rect(x: 100, y: 50, width: -100, height: -50).insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
    #expect(Rect.null.insetBy(dx: -10, dy: -10).isNull)
}

@Test func rectInsetByEdgeInsets() {
    let r = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 2, y: 1, width: 94, height: 46))
    #expect(r.inset(by: EdgeInsets(top: -1, left: -2, bottom: -3, right: -4)) == Rect(x: -2, y: -1, width: 106, height: 54))
    #expect(r.inset(by: .zero) == r)
    #expect(r.inset(by: EdgeInsets(all: 10)) == r.insetBy(dx: 10, dy: 10))
    #expect(r.inset(by: EdgeInsets(left: 60, right: 40)) == Rect(x: 60, y: 0, width: 0, height: 50))
    #expect(r.inset(by: EdgeInsets(left: 60, right: 41)).isNull)
    #expect(r.inset(by: EdgeInsets(top: 30, bottom: 21)).isNull)
    #expect(Rect(x: 100, y: 50, width: -100, height: -50).inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            == Rect(x: 2, y: 1, width: 94, height: 46))
    #expect(Rect.null.inset(by: EdgeInsets(all: 1)).isNull)
}

// MARK: - union / intersection

@Test func rectUnion() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 20, y: 5, width: 10, height: 10)
    #expect(a.union(b) == Rect(x: 0, y: 0, width: 30, height: 15))
    #expect(b.union(a) == Rect(x: 0, y: 0, width: 30, height: 15))
    #expect(a.union(Rect(x: 2, y: 2, width: 3, height: 3)) == a)
    // Negative-size operand: covers [20, 30] x [20, 30].
    #expect(a.union(Rect(x: 30, y: 30, width: -10, height: -10)) == Rect(x: 0, y: 0, width: 30, height: 30))
    // A zero-size rectangle still extends the union (only null is ignored).
    #expect(a.union(Rect(x: 20, y: -5, width: 0, height: 0)) == Rect(x: 0, y: -5, width: 20, height: 15))
}

@Test func rectUnionWithNull() {
    let a = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(a.union(.null) == a)
    #expect(Rect.null.union(a) == a)
    #expect(Rect.null.union(.null).isNull)
}

@Test func rectIntersectionOverlapping() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
    #expect(Rect(x: 5, y: 5, width: 10, height: 10).intersection(a) == Rect(x: 5, y: 5, width: 5, height: 5))
    #expect(a.intersection(Rect(x: -5, y: 3, width: 20, height: 4)) == Rect(x: 0, y: 3, width: 10, height: 4))
    // Contained rectangle.
    #expect(a.intersection(Rect(x: 2, y: 3, width: 4, height: 5)) == Rect(x: 2, y: 3, width: 4, height: 5))
    // Negative-size operand: covers [5, 15] x [5, 15].
    #expect(a.intersection(Rect(x: 15, y: 15, width: -10, height: -10)) == Rect(x: 5, y: 5, width: 5, height: 5))
}

@Test func rectIntersectionDisjointIsNull() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(a.intersection(Rect(x: 20, y: 0, width: 5, height: 5)).isNull)
    #expect(a.intersection(Rect(x: 0, y: 20, width: 5, height: 5)).isNull)
    #expect(a.intersection(Rect(x: 10.001, y: 0, width: 5, height: 5)).isNull)
    // Overlapping in x only.
    #expect(a.intersection(Rect(x: 5, y: -10, width: 10, height: 5)).isNull)
}

@Test func rectIntersectionTouchingEdgesIsZeroSize() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let side = a.intersection(Rect(x: 10, y: 0, width: 10, height: 10))
    #expect(!side.isNull)
    #expect(side == Rect(x: 10, y: 0, width: 0, height: 10))
    #expect(side.isEmpty)

    let bottom = a.intersection(Rect(x: 2, y: 10, width: 4, height: 10))
    #expect(bottom == Rect(x: 2, y: 10, width: 4, height: 0))

    let corner = a.intersection(Rect(x: 10, y: 10, width: 5, height: 5))
    #expect(!corner.isNull)
    #expect(corner == Rect(x: 10, y: 10, width: 0, height: 0))
}

@Test func rectIntersectionWithNull() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(a.intersection(.null).isNull)
    #expect(Rect.null.intersection(a).isNull)
    #expect(Rect.null.intersection(.null).isNull)
}

@Test func rectIntersects() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(a.intersects(Rect(x: 5, y: 5, width: 10, height: 10)))
    #expect(a.intersects(Rect(x: 9.5, y: 9.5, width: 1, height: 1)))
    #expect(!a.intersects(Rect(x: 10, y: 0, width: 10, height: 10)))   // touching edge
    #expect(!a.intersects(Rect(x: 10, y: 10, width: 10, height: 10)))  // touching corner
    #expect(!a.intersects(Rect(x: 20, y: 20, width: 1, height: 1)))
    #expect(!a.intersects(.null))
    #expect(!Rect.null.intersects(a))
}

// MARK: - contains

@Test func rectContainsPoint() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(Point(x: 0, y: 0)))          // min edges inclusive
    #expect(r.contains(Point(x: 5, y: 5)))
    #expect(r.contains(Point(x: 9.999, y: 9.999)))
    #expect(r.contains(Point(x: 0, y: 9.5)))
    #expect(!r.contains(Point(x: 10, y: 5)))        // max edges exclusive
    #expect(!r.contains(Point(x: 5, y: 10)))
    #expect(!r.contains(Point(x: 10, y: 10)))
    #expect(!r.contains(Point(x: -0.001, y: 5)))
    #expect(!r.contains(Point(x: 5, y: -0.001)))
    #expect(!r.contains(Point(x: .nan, y: 5)))
}

@Test func rectContainsPointNegativeSizeAndNull() {
    // Covers [0, 10) x [0, 10).
    let r = Rect(x: 10, y: 10, width: -10, height: -10)
    #expect(r.contains(Point(x: 0, y: 0)))
    #expect(r.contains(Point(x: 5, y: 5)))
    #expect(!r.contains(Point(x: 10, y: 5)))
    #expect(!r.contains(Point(x: 11, y: 5)))
    #expect(!Rect.null.contains(Point(x: .infinity, y: .infinity)))
    #expect(!Rect.null.contains(Point(x: 0, y: 0)))
    #expect(!Rect.zero.contains(Point(x: 0, y: 0)))  // zero size: [0, 0) is empty
}

@Test func rectContainsRect() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(Rect(x: 2, y: 2, width: 3, height: 3)))
    #expect(r.contains(r))
    #expect(r.contains(Rect(x: 0, y: 0, width: 10, height: 5)))    // shares edges
    #expect(r.contains(Rect(x: 5, y: 5, width: 5, height: 5)))     // touches max edges from inside
    #expect(!r.contains(Rect(x: 5, y: 5, width: 10, height: 10)))  // overlaps
    #expect(!r.contains(Rect(x: -1, y: 2, width: 3, height: 3)))
    #expect(!r.contains(Rect(x: 2, y: 2, width: 3, height: 8.5)))
    #expect(!r.contains(Rect(x: 20, y: 20, width: 1, height: 1)))
    #expect(!Rect(x: 2, y: 2, width: 3, height: 3).contains(r))
    // Negative sizes on either side.
    #expect(Rect(x: 10, y: 10, width: -10, height: -10).contains(Rect(x: 5, y: 5, width: -3, height: -3)))
    #expect(!Rect(x: 10, y: 10, width: -10, height: -10).contains(Rect(x: 1, y: 1, width: -3, height: 3)))
}

@Test func rectContainsRectNull() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(Rect.null))
    #expect(Rect.null.contains(Rect.null))
    #expect(!Rect.null.contains(r))
}

// MARK: - divided

@Test func rectDividedFromEachEdge() {
    let r = Rect(x: 10, y: 20, width: 100, height: 50)

    let minX = r.divided(atDistance: 30, from: .minX)
    #expect(minX.slice == Rect(x: 10, y: 20, width: 30, height: 50))
    #expect(minX.remainder == Rect(x: 40, y: 20, width: 70, height: 50))

    let maxX = r.divided(atDistance: 30, from: .maxX)
    #expect(maxX.slice == Rect(x: 80, y: 20, width: 30, height: 50))
    #expect(maxX.remainder == Rect(x: 10, y: 20, width: 70, height: 50))

    let minY = r.divided(atDistance: 20, from: .minY)
    #expect(minY.slice == Rect(x: 10, y: 20, width: 100, height: 20))
    #expect(minY.remainder == Rect(x: 10, y: 40, width: 100, height: 30))

    let maxY = r.divided(atDistance: 20, from: .maxY)
    #expect(maxY.slice == Rect(x: 10, y: 50, width: 100, height: 20))
    #expect(maxY.remainder == Rect(x: 10, y: 20, width: 100, height: 30))
}

@Test func rectDividedClampsTooLarge() {
    let r = Rect(x: 10, y: 20, width: 100, height: 50)

    let minX = r.divided(atDistance: 500, from: .minX)
    #expect(minX.slice == r)
    #expect(minX.remainder == Rect(x: 110, y: 20, width: 0, height: 50))

    let maxX = r.divided(atDistance: 500, from: .maxX)
    #expect(maxX.slice == r)
    #expect(maxX.remainder == Rect(x: 10, y: 20, width: 0, height: 50))

    let minY = r.divided(atDistance: 51, from: .minY)
    #expect(minY.slice == r)
    #expect(minY.remainder == Rect(x: 10, y: 70, width: 100, height: 0))

    let maxY = r.divided(atDistance: 80, from: .maxY)
    #expect(maxY.slice == r)
    #expect(maxY.remainder == Rect(x: 10, y: 20, width: 100, height: 0))
}

@Test func rectDividedClampsNegative() {
    let r = Rect(x: 10, y: 20, width: 100, height: 50)

    let minX = r.divided(atDistance: -5, from: .minX)
    #expect(minX.slice == Rect(x: 10, y: 20, width: 0, height: 50))
    #expect(minX.remainder == r)

    let maxX = r.divided(atDistance: -5, from: .maxX)
    #expect(maxX.slice == Rect(x: 110, y: 20, width: 0, height: 50))
    #expect(maxX.remainder == r)

    let minY = r.divided(atDistance: -5, from: .minY)
    #expect(minY.slice == Rect(x: 10, y: 20, width: 100, height: 0))
    #expect(minY.remainder == r)

    let maxY = r.divided(atDistance: -5, from: .maxY)
    #expect(maxY.slice == Rect(x: 10, y: 70, width: 100, height: 0))
    #expect(maxY.remainder == r)
}

@Test func rectDividedStandardizesNegativeSize() {
    // Same area as (10, 20, 100, 50).
    let r = Rect(x: 110, y: 70, width: -100, height: -50)
    let minX = r.divided(atDistance: 30, from: .minX)
    #expect(minX.slice == Rect(x: 10, y: 20, width: 30, height: 50))
    #expect(minX.remainder == Rect(x: 40, y: 20, width: 70, height: 50))
    let maxY = r.divided(atDistance: 20, from: .maxY)
    #expect(maxY.slice == Rect(x: 10, y: 50, width: 100, height: 20))
    #expect(maxY.remainder == Rect(x: 10, y: 20, width: 100, height: 30))
}

@Test func rectDividedNull() {
    let parts = Rect.null.divided(atDistance: 10, from: .minX)
    #expect(parts.slice.isNull)
    #expect(parts.remainder.isNull)
}

@Test(arguments: [Rect.Edge.minX, .minY, .maxX, .maxY], [0.0, 12.5, 25.0, 49.0, 1000.0])
func rectDividedPartsTileTheRect(edge: Rect.Edge, distance: Double) {
    let r = Rect(x: -3, y: 4, width: 25, height: 49)
    let (slice, remainder) = r.divided(atDistance: distance, from: edge)
    // The two parts together cover r exactly and overlap by at most an edge.
    #expect(slice.union(remainder) == r)
    #expect(!slice.intersects(remainder))
    #expect(slice.width * slice.height + remainder.width * remainder.height == r.width * r.height)
    // The slice is `min(distance, extent)` thick along the divided axis.
    let horizontal = edge == .minX || edge == .maxX
    let expected = min(distance, horizontal ? r.width : r.height)
    #expect((horizontal ? slice.width : slice.height) == expected)
}
