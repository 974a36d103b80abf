/// A location in a two-dimensional coordinate system, in points (origin top-left, y down).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The Euclidean distance to another point.
    @inlinable public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    public var description: String { "(\(x), \(y))" }
}
