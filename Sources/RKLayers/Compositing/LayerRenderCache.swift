import RKGeometry
import RKGraphics

/// What the compositor keeps per layer between frames: the blurred shadow mask and the key it
/// was made for, so an unchanged shadow is never blurred twice.
///
/// A class, kept in the compositor's tables and changed in place: a paint looks it up for each
/// layer with a shadow or a 3D subtree, every frame, and copying it would retain everything it
/// holds. It owns images and bitmaps only, never a layer.
@MainActor
final class LayerRenderCache {
    var shadowKey: ShadowKey?
    var shadowMask: ShadowMask?
    /// The projected image of a perspective subtree and the hash of what it was made from.
    var projectionKey: Int?
    var projection: Image?
    /// The flat render a projection is made from, and the hash of what it shows: a subtree that
    /// only moves in 3D (Cover Flow's covers while the flow moves) is projected again each frame
    /// but drawn flat once.
    var offscreenKey: Int?
    var offscreen: Bitmap?

    /// Where the cached shadow mask was made: the device translation, whole pixels only.
    var shadowTranslation = (x: 0.0, y: 0.0)

    /// Bytes of pixels held by the projection and its flat render.
    var bytes: Int {
        (projection.map { $0.pixelWidth * $0.pixelHeight * 4 } ?? 0)
            + (offscreen.map { $0.pixelWidth * $0.pixelHeight * 4 } ?? 0)
    }

    /// Everything a shadow's blurred alpha depends on. The position on the target enters only
    /// through the transform's linear part and its sub-pixel phase, so a layer moved by whole
    /// pixels reuses its mask.
    struct ShadowKey: Equatable {
        var bounds: Rect
        var cornerRadius: Double
        var path: Path?
        var offset: Size
        var radius: Double
        var contents: Image?
        var drawing: LayerDrawing?
        /// Content written in place (partial redraws, external producers) keeps the image.
        var displayVersion: UInt64
        var gravity: ContentsGravity
        var contentsRect: Rect
        var masksToBounds: Bool
        var filled: Bool
        var linear: Transform2D
        var phaseX: Double
        var phaseY: Double
        var scale: Double
        var limit: Rect
    }
}
