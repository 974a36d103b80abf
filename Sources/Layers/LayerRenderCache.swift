import Geometry
import Graphics

/// What the compositor keeps per layer between frames: the blurred shadow mask and the key it
/// was made for, so an unchanged shadow is never blurred twice.
struct LayerRenderCache {
    var shadowKey: ShadowKey?
    var shadowMask: ShadowMask?
    /// The projected image of a perspective subtree and the hash of what it was made from.
    var projectionKey: Int?
    var projection: Image?

    struct ShadowKey: Equatable {
        var properties: LayerProperties
        var deviceTransform: Transform2D
        var scale: Double
        var targetSize: Size
    }
}
