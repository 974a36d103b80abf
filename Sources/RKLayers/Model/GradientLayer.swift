import RKGeometry
import RKGraphics

/// A layer that fills its bounds with a color gradient (CAGradientLayer), axial or radial.
///
/// The gradient is drawn as vectors every frame, above the background and contents and below
/// the sublayers, inside the rounded bounds. `colors`, `locations`, `startPoint` and `endPoint`
/// animate, implicitly too.
///
/// ```swift
/// let sky = GradientLayer()
/// sky.frame = Rect(x: 0, y: 0, width: 320, height: 200)
/// sky.colors = [.systemBlue, .white]
/// sky.locations = [0, 0.8]
/// ```
@MainActor
open class GradientLayer: Layer {
    public override init() {
        super.init()
        properties.drawing = .gradient(GradientProperties())
    }

    /// All the gradient's model values at once.
    public var gradientProperties: GradientProperties { properties.gradient }

    /// Axial (the default) or radial.
    public var type: GradientProperties.Kind {
        get { properties.gradient.kind }
        set { properties.gradient.kind = newValue }
    }
    /// The colors of the stops, from the start to the end.
    public var colors: [Color] {
        get { properties.gradient.colors }
        set { setAnimatable("colors", \.gradient.colors, newValue) }
    }
    /// Each stop's location in 0...1, one per color; nil (the default) spreads them evenly.
    public var locations: [Double]? {
        get { properties.gradient.locations }
        set { setAnimatable("locations", \.gradient.locations, newValue) }
    }
    /// The start, in the bounds' unit coordinates ((0.5, 0) by default: the top middle).
    public var startPoint: Point {
        get { properties.gradient.startPoint }
        set { setAnimatable("startPoint", \.gradient.startPoint, newValue.isFinite ? newValue : Point(x: 0.5, y: 0)) }
    }
    /// The end, in the bounds' unit coordinates ((0.5, 1) by default: the bottom middle).
    public var endPoint: Point {
        get { properties.gradient.endPoint }
        set { setAnimatable("endPoint", \.gradient.endPoint, newValue.isFinite ? newValue : Point(x: 0.5, y: 1)) }
    }
}
