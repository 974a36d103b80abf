/// How a path is stroked: width, caps, joins and dashes.
public struct StrokeStyle: Hashable, Sendable {
    /// How open ends of a stroke are drawn (CGLineCap): cut square at the end, rounded, or squared
    /// off half a line width beyond it.
    public enum LineCap: Sendable { /** Cut at the end, rounded, or squared off. */ case butt, round, square }
    /// How the corners of a stroke are drawn (CGLineJoin): pointed, rounded, or cut off.
    public enum LineJoin: Sendable { /** Pointed, rounded, or cut off. */ case miter, round, bevel }

    /// The stroke's width, in points, centered on the path.
    public var lineWidth: Double
    /// How open ends are drawn.
    public var lineCap: LineCap
    /// How corners are drawn.
    public var lineJoin: LineJoin
    /// The longest a mitered corner may be, in line widths, before it is beveled instead.
    public var miterLimit: Double
    /// Alternating on and off lengths; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts, in points.
    public var dashPhase: Double

    /// A stroke style; the defaults are Core Graphics' (1 point, butt caps, miter joins, limit 10, solid).
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
