import RKGeometry

/// A value an animation can move between: the operations Core Animation performs on animated
/// property values.
///
/// - ``interpolated(to:fraction:)`` gives the in-between values of a basic or keyframe animation.
/// - ``adding(_:)`` and ``subtracting(_:)`` give Core Animation's additive and `byValue`
///   semantics: `from.adding(by)` is the `toValue` of a `fromValue` + `byValue` animation,
///   `to.subtracting(by)` its `fromValue`, `model.adding(animated)` the presentation value of an
///   additive animation, and `x.subtracting(x)` the additive identity ("zero").
/// - ``distance(to:)`` measures how far apart two values are, so that paced keyframe animations
///   can move at constant speed.
///
/// Laws every conformance keeps (up to rounding): `a.interpolated(to: b, fraction: 0) == a`,
/// `... fraction: 1) == b`, `a.adding(b).subtracting(b) == a`, and `a.distance(to: a) == 0`.
public protocol Interpolatable {
    /// The value a fraction `t` of the way from `self` to `other`. `t` is not clamped: timing
    /// curves and springs overshoot, and the value should follow them past the ends.
    func interpolated(to other: Self, fraction t: Double) -> Self
    /// `self` combined with `other` (for numbers, their sum).
    func adding(_ other: Self) -> Self
    /// `self` with `other`'s contribution removed: the inverse of ``adding(_:)``.
    func subtracting(_ other: Self) -> Self
    /// A non-negative measure of how far `other` is from `self`.
    func distance(to other: Self) -> Double
}

extension Double: Interpolatable {
    /// `self + (other - self) * t`.
    @inlinable public func interpolated(to other: Double, fraction t: Double) -> Double {
        self + (other - self) * t
    }
    /// The sum.
    @inlinable public func adding(_ other: Double) -> Double { self + other }
    /// The difference.
    @inlinable public func subtracting(_ other: Double) -> Double { self - other }
    /// The absolute difference.
    @inlinable public func distance(to other: Double) -> Double { Swift.abs(other - self) }
}

extension Point: Interpolatable {
    /// Componentwise interpolation: a straight line between the points.
    @inlinable public func interpolated(to other: Point, fraction t: Double) -> Point {
        Point(x: x.interpolated(to: other.x, fraction: t), y: y.interpolated(to: other.y, fraction: t))
    }
    /// The componentwise sum (a translation by `other`).
    @inlinable public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
    /// The componentwise difference.
    @inlinable public func subtracting(_ other: Point) -> Point { Point(x: x - other.x, y: y - other.y) }
    // distance(to:) is Geometry's Euclidean distance, which satisfies the requirement.
}

extension Size: Interpolatable {
    /// Componentwise interpolation.
    @inlinable public func interpolated(to other: Size, fraction t: Double) -> Size {
        Size(width: width.interpolated(to: other.width, fraction: t),
             height: height.interpolated(to: other.height, fraction: t))
    }
    /// The componentwise sum.
    @inlinable public func adding(_ other: Size) -> Size {
        Size(width: width + other.width, height: height + other.height)
    }
    /// The componentwise difference.
    @inlinable public func subtracting(_ other: Size) -> Size {
        Size(width: width - other.width, height: height - other.height)
    }
    /// The Euclidean distance between the sizes seen as (width, height) vectors.
    @inlinable public func distance(to other: Size) -> Double {
        let dw = other.width - width, dh = other.height - height
        return (dw * dw + dh * dh).squareRoot()
    }
}

extension Rect: Interpolatable {
    /// Componentwise interpolation of origin and size (as Core Animation animates `bounds` and
    /// `frame`), not of the standardized rectangle, so a flipped size animates through zero.
    @inlinable public func interpolated(to other: Rect, fraction t: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, fraction: t),
             size: size.interpolated(to: other.size, fraction: t))
    }
    /// The componentwise sum of origins and sizes.
    @inlinable public func adding(_ other: Rect) -> Rect {
        Rect(origin: origin.adding(other.origin), size: size.adding(other.size))
    }
    /// The componentwise difference of origins and sizes.
    @inlinable public func subtracting(_ other: Rect) -> Rect {
        Rect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
    }
    /// The Euclidean distance between the rectangles seen as (x, y, width, height) vectors.
    @inlinable public func distance(to other: Rect) -> Double {
        let dx = other.origin.x - origin.x, dy = other.origin.y - origin.y
        let dw = other.size.width - size.width, dh = other.size.height - size.height
        return (dx * dx + dy * dy + dw * dw + dh * dh).squareRoot()
    }
}

/// Lists interpolate element by element (Core Animation's `colors` and `locations`). Lists of
/// different lengths cannot be blended and switch at the halfway point.
extension Array: Interpolatable where Element: Interpolatable {
    /// Each element blended with the element at the same index of `other`; with lists of different
    /// lengths, `self` before the halfway point and `other` from it on.
    public func interpolated(to other: [Element], fraction t: Double) -> [Element] {
        guard count == other.count else { return t < 0.5 ? self : other }
        var out = self
        for i in indices { out[i] = self[i].interpolated(to: other[i], fraction: t) }
        return out
    }
    /// Element by element; with different lengths, `self`.
    public func adding(_ other: [Element]) -> [Element] {
        guard count == other.count else { return self }
        var out = self
        for i in indices { out[i] = self[i].adding(other[i]) }
        return out
    }
    /// Element by element; with different lengths, `self`.
    public func subtracting(_ other: [Element]) -> [Element] {
        guard count == other.count else { return self }
        var out = self
        for i in indices { out[i] = self[i].subtracting(other[i]) }
        return out
    }
    /// The root of the summed squared element distances; lists of different lengths are 1 apart.
    public func distance(to other: [Element]) -> Double {
        guard count == other.count else { return 1 }
        var s = 0.0
        for i in indices {
            let d = self[i].distance(to: other[i])
            s += d * d
        }
        return s.squareRoot()
    }
}
