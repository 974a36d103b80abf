import RKGeometry
import RKGraphics
import RKMainLoop

/// A layer that draws a path, filled and stroked (CAShapeLayer).
///
/// The shape is drawn as vectors every frame at the scale the layer is presented at, between
/// the layer's contents and its first sublayer, so a scaled shape, or a shape used as a
/// ``Layer/mask``, keeps crisp edges at any magnification. `path`, the colors, `lineWidth`,
/// `lineDashPhase`, `miterLimit`, `strokeStart` and `strokeEnd` animate, implicitly too.
///
/// ```swift
/// let ring = ShapeLayer()
/// ring.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 80, height: 80))
/// ring.fillColor = nil
/// ring.strokeColor = .systemBlue
/// ring.lineWidth = 6
/// let draw = BasicAnimation(keyPath: "strokeEnd")
/// draw.fromValue = 0
/// draw.toValue = 1
/// ring.add(draw, forKey: "draw")
/// ```
@MainActor
open class ShapeLayer: Layer {
    public override init() {
        super.init()
        properties.drawing = .shape(ShapeProperties())
    }

    /// All the shape's model values at once.
    public var shapeProperties: ShapeProperties { properties.shape }

    /// The path drawn, in the layer's coordinates; it may extend beyond the bounds.
    public var path: Path? {
        get { properties.shape.path }
        set {
            var path = newValue
            if let p = path, !p.isFinite {
                RecipeLog.write("ShapeLayer.path: a path with non-finite numbers is drawn as no path")
                path = nil
            }
            setAnimatable("path", \.shape.path, path)
        }
    }
    /// The fill, nil for none (black by default, as CAShapeLayer).
    public var fillColor: Color? {
        get { properties.shape.fillColor }
        set { setAnimatable("fillColor", \.shape.fillColor, newValue) }
    }
    /// How overlapping parts of the path are filled (non-zero by default).
    public var fillRule: ShapeProperties.FillRule {
        get { properties.shape.fillRule }
        set { properties.shape.fillRule = newValue }
    }
    /// The stroke, nil for none (the default).
    public var strokeColor: Color? {
        get { properties.shape.strokeColor }
        set { setAnimatable("strokeColor", \.shape.strokeColor, newValue) }
    }
    /// The stroke's width, in points (1 by default). Animatable.
    public var lineWidth: Double {
        get { properties.shape.lineWidth }
        set { setAnimatable("lineWidth", \.shape.lineWidth, newValue.isFinite ? Swift.max(0, newValue) : 1) }
    }
    /// How open ends of the stroke are drawn (butt by default).
    public var lineCap: StrokeStyle.LineCap {
        get { properties.shape.lineCap }
        set { properties.shape.lineCap = newValue }
    }
    /// How corners of the stroke are drawn (miter by default).
    public var lineJoin: StrokeStyle.LineJoin {
        get { properties.shape.lineJoin }
        set { properties.shape.lineJoin = newValue }
    }
    /// The longest a mitered corner may be, in line widths, before it is beveled (10 by default, at
    /// least 1). Animatable.
    public var miterLimit: Double {
        get { properties.shape.miterLimit }
        set { setAnimatable("miterLimit", \.shape.miterLimit, newValue.isFinite ? Swift.max(1, newValue) : 10) }
    }
    /// Alternating lengths of dashes and gaps; empty for a solid line.
    public var lineDashPattern: [Double] {
        get { properties.shape.lineDashPattern }
        set { properties.shape.lineDashPattern = newValue.filter { $0.isFinite && $0 >= 0 } }
    }
    /// How far into the dash pattern the stroke starts, in points. Animatable.
    public var lineDashPhase: Double {
        get { properties.shape.lineDashPhase }
        set { setAnimatable("lineDashPhase", \.shape.lineDashPhase, newValue.isFinite ? newValue : 0) }
    }
    /// Where along the path's length the stroke starts, 0...1.
    public var strokeStart: Double {
        get { properties.shape.strokeStart }
        set { setAnimatable("strokeStart", \.shape.strokeStart, ShapeLayer.unit(newValue, else: 0)) }
    }
    /// Where along the path's length the stroke ends, 0...1.
    public var strokeEnd: Double {
        get { properties.shape.strokeEnd }
        set { setAnimatable("strokeEnd", \.shape.strokeEnd, ShapeLayer.unit(newValue, else: 1)) }
    }

    static func unit(_ v: Double, else fallback: Double) -> Double {
        v.isNaN ? fallback : Swift.min(1, Swift.max(0, v))
    }

    /// True when a point in the layer's coordinates is inside the bounds or the filled path.
    open override func contains(_ point: Point) -> Bool {
        if super.contains(point) { return true }
        guard let path, fillColor != nil else { return false }
        return path.boundingBox.contains(point)
    }
}
