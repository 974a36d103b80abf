import RKGeometry

/// A drop shadow: color, offset and blur radius, as CALayer's shadow properties. The blur is a
/// Gaussian whose standard deviation is half the radius (the convention CSS and Core Animation
/// share closely), approximated by three box blurs.
public struct Shadow: Hashable, Sendable {
    /// The shadow's color, opacity included.
    public var color: Color
    /// How far the shadow is moved from the shape, in points (positive height moves it down).
    public var offset: Size
    /// The blur radius in points; 0 gives a hard-edged shadow.
    public var radius: Double

    /// A shadow; the defaults are CALayer's (opaque black, offset (0, -3), radius 3).
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
