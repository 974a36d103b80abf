import RKGeometry
import RKGraphics

/// Every value of a layer that affects how it looks, as one value type.
///
/// A layer's model values live in one of these; its presentation values (the model with
/// running animations applied) are another. The compositor draws from presentation values and
/// compares them frame to frame to find what changed.
public struct LayerProperties: Hashable, Sendable {
    /// The layer's ``Layer/bounds``.
    public var bounds = Rect.zero
    /// The layer's ``Layer/position``.
    public var position = Point.zero
    /// The layer's ``Layer/anchorPoint``, in unit coordinates of the bounds.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// The layer's ``Layer/zPosition``.
    public var zPosition = 0.0
    /// The layer's ``Layer/transform``.
    public var transform = Transform3D.identity
    /// The layer's ``Layer/sublayerTransform``.
    public var sublayerTransform = Transform3D.identity
    /// The layer's ``Layer/opacity``.
    public var opacity = 1.0
    /// The layer's ``Layer/isHidden``.
    public var isHidden = false
    /// The layer's ``Layer/backgroundColor``.
    public var backgroundColor: Color? = nil
    /// The layer's ``Layer/cornerRadius``.
    public var cornerRadius = 0.0
    /// The layer's ``Layer/borderWidth``.
    public var borderWidth = 0.0
    /// The layer's ``Layer/borderColor``.
    public var borderColor: Color = .black
    /// The layer's ``Layer/shadowColor``.
    public var shadowColor: Color = .black
    /// The layer's ``Layer/shadowOpacity``.
    public var shadowOpacity = 0.0
    /// The layer's ``Layer/shadowOffset``.
    public var shadowOffset = Size(width: 0, height: -3)
    /// The layer's ``Layer/shadowRadius``.
    public var shadowRadius = 3.0
    /// The layer's ``Layer/shadowPath``.
    public var shadowPath: Path? = nil
    /// The layer's ``Layer/contents``.
    public var contents: Image? = nil
    /// The layer's ``Layer/contentsGravity``.
    public var contentsGravity = ContentsGravity.resize
    /// The layer's ``Layer/contentsScale``.
    public var contentsScale = 1.0
    /// The part of the contents image shown, in unit coordinates (0...1).
    public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
    /// The stretchable center of the contents, in unit coordinates: the parts outside it (the
    /// caps) keep their size and the center stretches, as CALayer.contentsCenter.
    public var contentsCenter = Rect(x: 0, y: 0, width: 1, height: 1)
    /// The layer's ``Layer/masksToBounds``.
    public var masksToBounds = false
    /// What a ``ShapeLayer`` or ``GradientLayer`` draws; nil for other layers.
    public var drawing: LayerDrawing? = nil

    /// The values of a new ``Layer``, Core Animation's defaults.
    public init() {}

    /// True when the geometry can be drawn: bounds, position, anchor and transforms are finite.
    /// Layers failing this are skipped by the compositor (with their sublayers).
    public var hasFiniteGeometry: Bool {
        bounds.isFinite && position.isFinite && anchorPoint.isFinite && transform.isFinite
            && sublayerTransform.isFinite && !opacity.isNaN
    }

    /// The transform from this layer's coordinates to its superlayer's, before the superlayer's
    /// sublayerTransform, in 3D: about the anchor point, then moved to the position (x, y and
    /// ``zPosition``).
    public var transformToSuperlayer3D: Transform3D {
        let ax = bounds.origin.x + anchorPoint.x * bounds.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.height
        // zPosition is the position's z: it moves the layer in depth, which shows under a
        // perspective sublayerTransform and orders a transform layer's sublayers.
        if transform.isIdentity { return Transform3D(translationX: position.x - ax, y: position.y - ay, z: zPosition) }
        return Transform3D(translationX: -ax, y: -ay, z: 0).concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// ``transformToSuperlayer3D`` flattened to the plane.
    public var transformToSuperlayer: Homography {
        if transform.isIdentity {
            let ax = bounds.origin.x + anchorPoint.x * bounds.width
            let ay = bounds.origin.y + anchorPoint.y * bounds.height
            return Homography(Transform2D(translationX: position.x - ax, y: position.y - ay))
        }
        return Homography(transformToSuperlayer3D)
    }

    /// The sublayerTransform applied about the anchor point, or nil when it is the identity.
    public var sublayerTransformAboutAnchor: Transform3D? {
        guard !sublayerTransform.isIdentity else { return nil }
        let ax = bounds.origin.x + anchorPoint.x * bounds.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.height
        return Transform3D(translationX: -ax, y: -ay, z: 0).concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: ax, y: ay, z: 0))
    }

    /// The map from this layer's coordinates to its superlayer's, given the superlayer's
    /// sublayerTransform (about its anchor). The sublayer's 3D transform and the superlayer's
    /// sublayerTransform compose in 3D before flattening, so a perspective sublayerTransform
    /// gives rotated sublayers depth, as in Core Animation.
    public func transformToSuperlayer(sublayerTransform parent: Transform3D?) -> Homography {
        guard let parent else { return transformToSuperlayer }
        return Homography(transformToSuperlayer3D.concatenating(parent))
    }
}
