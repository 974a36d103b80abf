import RKGeometry
import RKGraphics

/// A layer that groups sublayers in 3D without flattening them into its plane
/// (CATransformLayer).
///
/// An ordinary layer with a 3D transform is drawn flat: its sublayers are painted into its own
/// plane, which is then transformed. A transform layer's sublayers instead keep their own
/// places in space: each one's 3D transform is combined with the transform layer's (and its
/// superlayer's `sublayerTransform`) before anything is flattened, and they are painted
/// farthest first. Turning a transform layer turns a whole 3D arrangement, as Cover Flow's
/// covers or the faces of a cube.
///
/// As in Core Animation, a transform layer draws nothing of its own: its background, border,
/// contents, shadow, mask and `masksToBounds` are ignored, and it is never the result of a hit
/// test (its sublayers are).
@MainActor
open class TransformLayer: Layer {
    override class var compositingRole: CompositingRole { .transform }

    public override init() {
        super.init()
    }

    /// The 3D map its sublayers compose with: from its coordinates to its superlayer's, with
    /// the superlayer's sublayer transform `parent` and its own `sublayerTransform`.
    static func sublayerComposite(_ p: LayerProperties, parent: Transform3D?) -> Transform3D {
        var t = p.transformToSuperlayer3D
        if let s = p.sublayerTransformAboutAnchor { t = s.concatenating(t) }
        if let parent { t = t.concatenating(parent) }
        return t
    }

    /// The sublayers farthest first: by the depth of each one's anchor after `composite`, ties
    /// in array order.
    static func depthOrdered(_ subs: [Layer], composite: Transform3D) -> [Layer] {
        guard subs.count > 1 else { return subs }
        let depths = subs.map { s -> Double in
            let p = s.presentationProperties
            let m = p.transformToSuperlayer3D.concatenating(composite)
            let ax = p.bounds.origin.x + p.anchorPoint.x * p.bounds.width
            let ay = p.bounds.origin.y + p.anchorPoint.y * p.bounds.height
            let z = ax * m.m13 + ay * m.m23 + m.m43
            return z.isFinite ? z : 0
        }
        return subs.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }.map { subs[$0] }
    }
}
