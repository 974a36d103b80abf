import RKGeometry
import RKGraphics

/// What a standard layer class draws from its presentation values each frame, between its
/// contents and its first sublayer, as vectors at the scale it is presented at: a
/// ``ShapeLayer``'s path or a ``GradientLayer``'s gradient. Because it is part of
/// ``LayerProperties``, its values animate like any other property.
///
/// An indirect enum, so that it costs ``LayerProperties`` (copied for every layer each frame)
/// one pointer.
public indirect enum LayerDrawing: Hashable, Sendable {
    /// A shape layer's path, fill and stroke.
    case shape(ShapeProperties)
    /// A gradient layer's colors.
    case gradient(GradientProperties)
}

/// The values of a ``ShapeLayer`` (CAShapeLayer's properties).
public struct ShapeProperties: Hashable, Sendable {
    /// How overlapping parts of a path are filled.
    public enum FillRule: Hashable, Sendable { /** CAShapeLayer's rules. */ case nonZero, evenOdd }

    /// The shape; nil draws nothing.
    public var path: Path?
    /// The fill; nil for none.
    public var fillColor: Color? = .black
    /// How overlapping parts of the path are filled.
    public var fillRule = FillRule.nonZero
    /// The stroke; nil for none.
    public var strokeColor: Color?
    /// The stroke's width, in points.
    public var lineWidth = 1.0
    /// How open ends of the stroke are drawn.
    public var lineCap = StrokeStyle.LineCap.butt
    /// How corners of the stroke are drawn.
    public var lineJoin = StrokeStyle.LineJoin.miter
    /// The longest a mitered corner may be, in line widths, before it is beveled.
    public var miterLimit = 10.0
    /// Alternating lengths of dashes and gaps; empty for a solid line.
    public var lineDashPattern: [Double] = []
    /// How far into the dash pattern the stroke starts, in points.
    public var lineDashPhase = 0.0
    /// The part of the path's length that is stroked, from 0 (the start) to 1 (the end).
    public var strokeStart = 0.0
    /// Where along the path's length the stroke ends, 0...1.
    public var strokeEnd = 1.0

    /// CAShapeLayer's defaults: no path, a black fill, no stroke, a 1-point line.
    public init() {}

    /// The stroke as Canvas draws it.
    var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                    dash: lineDashPattern, dashPhase: lineDashPhase)
    }

    /// True when the stroke paints something.
    var strokes: Bool {
        guard let c = strokeColor, !c.isClear, lineWidth > 0, lineWidth.isFinite else { return false }
        return strokeEnd > strokeStart
    }

    /// A box holding everything the shape paints, in the layer's coordinates (null when it paints
    /// nothing). Joins can reach `miterLimit × lineWidth / 2` beyond the path.
    var paintedBounds: Rect {
        guard let path, !path.isEmpty else { return .null }
        let box = path.boundingBox
        guard !box.isNull, box.isFinite else { return .null }
        var out = Rect.null
        if let f = fillColor, !f.isClear { out = box }
        if strokes {
            var reach = lineWidth / 2
            if lineJoin == .miter { reach *= Swift.max(1, miterLimit.isFinite ? miterLimit : 1) }
            if lineCap == .square { reach = Swift.max(reach, lineWidth * 0.7072) }
            out = out.union(box.insetBy(dx: -reach, dy: -reach))
        }
        return out
    }
}

/// The values of a ``GradientLayer`` (CAGradientLayer's properties).
public struct GradientProperties: Hashable, Sendable {
    /// How the colors spread over the layer.
    public enum Kind: Hashable, Sendable {
        /// Along the line from ``GradientProperties/startPoint`` to ``GradientProperties/endPoint``.
        case axial
        /// From ``GradientProperties/startPoint`` outward to an ellipse through
        /// ``GradientProperties/endPoint``: its radii are the distances between the points along x
        /// and along y (equal when one of them is 0), as CAGradientLayer's radial type.
        case radial
    }

    /// Axial or radial.
    public var kind = Kind.axial
    /// The colors, in order from the start point.
    public var colors: [Color] = []
    /// The stops' locations in 0...1, one per color; nil spreads the colors evenly.
    public var locations: [Double]?
    /// In the unit coordinate space of the bounds.
    public var startPoint = Point(x: 0.5, y: 0)
    /// Where the gradient ends, in the unit coordinate space of the bounds.
    public var endPoint = Point(x: 0.5, y: 1)

    /// CAGradientLayer's defaults: axial, top center to bottom center, no colors.
    public init() {}

    /// The locations used: the given ones when there is one per color, else evenly spread.
    var effectiveLocations: [Double] {
        if let locations, locations.count == colors.count { return locations }
        guard colors.count > 1 else { return colors.map { _ in 0 } }
        return colors.indices.map { Double($0) / Double(colors.count - 1) }
    }
}

extension LayerProperties {
    /// The shape values (defaults when the layer draws no shape); setting them makes the layer
    /// draw a shape.
    var shape: ShapeProperties {
        get {
            if case .shape(let s)? = drawing { return s }
            return ShapeProperties()
        }
        set { drawing = .shape(newValue) }
    }

    /// The gradient values (defaults when the layer draws no gradient); setting them makes the
    /// layer draw a gradient.
    var gradient: GradientProperties {
        get {
            if case .gradient(let g)? = drawing { return g }
            return GradientProperties()
        }
        set { drawing = .gradient(newValue) }
    }

    /// Writes shape values only when the layer draws a shape: an animation of "strokeEnd" on an
    /// ordinary layer changes nothing.
    mutating func updateShape(_ f: (inout ShapeProperties) -> Void) {
        guard case .shape(var s)? = drawing else { return }
        f(&s)
        drawing = .shape(s)
    }

    /// Writes gradient values only when the layer draws a gradient.
    mutating func updateGradient(_ f: (inout GradientProperties) -> Void) {
        guard case .gradient(var g)? = drawing else { return }
        f(&g)
        drawing = .gradient(g)
    }
}
