/// A rectangle: an origin and a size, in points. Behaves as CGRect: most operations work on the
/// standardized rectangle (non-negative width and height); the null rectangle is the result of
/// intersecting disjoint rectangles.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner the size is measured from: the top-left corner when the size is not negative.
    public var origin: Point
    /// The width and height, which may be negative (see ``standardized``).
    public var size: Size

    /// A rectangle with the given origin and size.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle with the given origin and size, as separate numbers.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle at the origin with the given size.
    @inlinable public init(size: Size) { self.init(origin: .zero, size: size) }

    /// The rectangle at (0, 0) with zero width and height (CGRect.zero); unlike ``null``, it is a place.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The null rectangle (CGRectNull): the empty set. Union with it returns the other operand.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// A rectangle covering the whole plane.
    public static let infinite = Rect(x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2,
                                      width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The width as stored, which may be negative.
    @inlinable public var width: Double { size.width }
    /// The height as stored, which may be negative.
    @inlinable public var height: Double { size.height }
    /// The smallest x of the rectangle, whatever the sign of its width.
    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The largest x of the rectangle, whatever the sign of its width.
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The smallest y of the rectangle (its top edge), whatever the sign of its height.
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The largest y of the rectangle (its bottom edge), whatever the sign of its height.
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The x of the rectangle's center.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The y of the rectangle's center.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The rectangle's center point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// True for the null rectangle.
    @inlinable public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
    /// True when the rectangle is null or has zero area.
    @inlinable public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    /// True when every component is finite (and the rectangle is not null).
    @inlinable public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The equivalent rectangle with a non-negative width and height.
    @inlinable public var standardized: Rect {
        if isNull { return self }
        return Rect(x: minX, y: minY, width: Swift.abs(size.width), height: Swift.abs(size.height))
    }

    /// The smallest rectangle with integer coordinates that contains this one.
    public var integral: Rect {
        if isNull { return self }
        let s = standardized
        let x0 = s.minX.rounded(.down), y0 = s.minY.rounded(.down)
        let x1 = s.maxX.rounded(.up), y1 = s.maxY.rounded(.up)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by (dx, dy).
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        return Rect(origin: Point(x: origin.x + dx, y: origin.y + dy), size: size)
    }

    /// The rectangle shrunk by dx on the left and right and dy on the top and bottom (negative
    /// values grow it). Returns null when the result would have a negative size.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        let s = standardized
        let w = s.width - 2 * dx, h = s.height - 2 * dy
        if w < 0 || h < 0 { return .null }
        return Rect(x: s.minX + dx, y: s.minY + dy, width: w, height: h)
    }

    /// The rectangle shrunk by the given insets. Returns null when the result would be negative.
    public func inset(by insets: EdgeInsets) -> Rect {
        if isNull { return self }
        let s = standardized
        let w = s.width - insets.horizontal, h = s.height - insets.vertical
        if w < 0 || h < 0 { return .null }
        return Rect(x: s.minX + insets.left, y: s.minY + insets.top, width: w, height: h)
    }

    /// The smallest rectangle containing both. The null rectangle is the identity.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of both rectangles, or null when they do not overlap (touching edges give a
    /// zero-size rectangle, as CGRectIntersection does).
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the rectangles overlap with a non-zero area.
    public func intersects(_ other: Rect) -> Bool {
        let r = intersection(other)
        return !r.isNull && r.width > 0 && r.height > 0
    }

    /// True when the point lies inside (min edges inclusive, max edges exclusive, as CGRectContainsPoint).
    @inlinable public func contains(_ p: Point) -> Bool {
        !isNull && p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// True when `other` lies entirely within this rectangle.
    public func contains(_ other: Rect) -> Bool {
        if other.isNull { return true }
        if isNull { return false }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// An edge of a rectangle, for ``divided(atDistance:from:)``.
    public enum Edge: Sendable { /** The edge at that extreme of x or y. */ case minX, minY, maxX, maxY }

    /// Splits the rectangle in two: a slice `distance` wide taken from `edge` (clamped to the
    /// rectangle) and the remainder, as CGRectDivide.
    public func divided(atDistance distance: Double, from edge: Edge) -> (slice: Rect, remainder: Rect) {
        if isNull { return (.null, .null) }
        let s = standardized
        switch edge {
        case .minX:
            let d = Swift.min(Swift.max(distance, 0), s.width)
            return (Rect(x: s.minX, y: s.minY, width: d, height: s.height),
                    Rect(x: s.minX + d, y: s.minY, width: s.width - d, height: s.height))
        case .maxX:
            let d = Swift.min(Swift.max(distance, 0), s.width)
            return (Rect(x: s.maxX - d, y: s.minY, width: d, height: s.height),
                    Rect(x: s.minX, y: s.minY, width: s.width - d, height: s.height))
        case .minY:
            let d = Swift.min(Swift.max(distance, 0), s.height)
            return (Rect(x: s.minX, y: s.minY, width: s.width, height: d),
                    Rect(x: s.minX, y: s.minY + d, width: s.width, height: s.height - d))
        case .maxY:
            let d = Swift.min(Swift.max(distance, 0), s.height)
            return (Rect(x: s.minX, y: s.maxY - d, width: s.width, height: d),
                    Rect(x: s.minX, y: s.minY, width: s.width, height: s.height - d))
        }
    }

    /// The origin and size as `(x, y, width, height)`, for logs and test failures.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
