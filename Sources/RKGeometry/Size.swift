/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// A size with the given dimensions.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size (0, 0).
    public static let zero = Size(width: 0, height: 0)

    /// True when both dimensions are finite.
    @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }

    /// True when either dimension is zero or negative.
    @inlinable public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// Both dimensions multiplied by `k`.
    @inlinable public static func * (s: Size, k: Double) -> Size { Size(width: s.width * k, height: s.height * k) }

    /// The dimensions as `(width x height)`, for logs and test failures.
    public var description: String { "(\(width) x \(height))" }
}
