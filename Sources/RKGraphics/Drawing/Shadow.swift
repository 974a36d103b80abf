import RKGeometry

/// A drop shadow: color, offset and blur radius, as CALayer's shadow properties. The blur is a
/// Gaussian whose standard deviation is half the radius (the convention CSS and Core Animation
/// share closely), approximated by three box blurs.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var offset: Size
    public var radius: Double

    public init(color: Color = Color(white: 0, alpha: 1), offset: Size = Size(width: 0, height: -3), radius: Double = 3) {
        self.color = color
        self.offset = offset
        self.radius = radius
    }

    /// How far the blur spreads beyond the shape, in points (3 sigma).
    public var blurExtent: Double { radius.isFinite ? Swift.max(0, radius) * 1.5 : 0 }

    /// The rectangle the shadow of a shape with the given bounds can touch.
    public func bounds(for shapeBounds: Rect) -> Rect {
        let e = blurExtent.rounded(.up) + 1
        return shapeBounds.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -e, dy: -e)
    }
}
