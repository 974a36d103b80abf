import RKGeometry

/// Color stops along a line or between two circles (CGGradient with its drawing call).
public struct Gradient: Hashable, Sendable {
    /// A color at a location in 0...1.
    public struct Stop: Hashable, Sendable {
        /// Where the stop sits, from 0 (the start) to 1 (the end).
        public var location: Double
        /// The color at the stop; colors between stops are blended.
        public var color: Color
        /// A stop of `color` at `location`.
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// The gradient's shape: axial (CGContextDrawLinearGradient) or radial
    /// (CGContextDrawRadialGradient).
    public enum Kind: Hashable, Sendable {
        /// Along the line from `start` to `end`.
        case linear(start: Point, end: Point)
        /// From the circle (startCenter, startRadius) to (endCenter, endRadius).
        case radial(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double)
    }

    /// Whether the colors run along a line or between two circles, and where.
    public var kind: Kind
    /// The color stops, in order of location.
    public var stops: [Stop]
    /// Extend the end colors beyond the gradient's ends (CGGradientDrawingOptions before/after
    /// start/end locations); when false, the area outside is left untouched.
    public var extends: Bool

    /// A gradient of the given shape and stops, extending its end colors unless told not to.
    public init(kind: Kind, stops: [Stop], extends: Bool = true) {
        self.kind = kind
        self.stops = stops
        self.extends = extends
    }

    /// A linear gradient with colors spaced evenly from start to end.
    public static func linear(_ colors: [Color], from start: Point, to end: Point) -> Gradient {
        Gradient(kind: .linear(start: start, end: end), stops: evenly(colors))
    }

    /// A radial gradient with colors spaced evenly from the center outward.
    public static func radial(_ colors: [Color], center: Point, radius: Double) -> Gradient {
        Gradient(kind: .radial(startCenter: center, startRadius: 0, endCenter: center, endRadius: radius), stops: evenly(colors))
    }

    static func evenly(_ colors: [Color]) -> [Stop] {
        guard colors.count > 1 else { return colors.map { Stop(location: 0, color: $0) } }
        return colors.enumerated().map { Stop(location: Double($0.offset) / Double(colors.count - 1), color: $0.element) }
    }
}
