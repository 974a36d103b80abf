import RKGeometry

/// What the compositor draws with: the small set of operations that turn a tree of layers into
/// pixels, behind an interface so that the compositor does not depend on how they are done.
///
/// `RKLayers` paints every frame through this protocol and never calls a rendering library
/// itself. ``Canvas`` is the implementation, over Cairo; a second backend (a GPU one, say) can
/// come later by conforming to `Painter`, without touching layers or views, as Iced keeps its
/// renderer behind a trait.
///
/// The compositor is generic over its painter rather than holding an existential, so that in an
/// optimized build each call is specialized to the concrete painter and dispatched statically:
/// these calls run for every layer of every repainted rectangle. Conforming types should be
/// final classes for the same reason.
///
/// Coordinates are in the painter's user space, mapped to the target's device pixels by
/// ``currentTransform``. A painter is used on one thread at a time.
public protocol Painter: AnyObject {
    /// Makes a painter drawing into `bitmap`, scaled so that one unit is one point. The
    /// compositor renders offscreens (perspective layers, kept subtrees) with it and draws the
    /// result back as an ``Image``.
    init(bitmap: Bitmap)

    /// Device pixels per point of the target, which resolution-dependent work (shadow blur
    /// radii, offscreen sizes) is computed at.
    var scale: Double { get }

    // MARK: State

    /// Saves the transform, the clip and the drawing settings, so that a layer's changes to
    /// them end with the layer.
    func save()
    /// Restores the state saved by the matching ``save()``.
    func restore()

    /// The map from user space to device pixels. The compositor sets it per layer, to the
    /// layer's map or to the identity when it gives coordinates in device pixels itself.
    var currentTransform: Transform2D { get set }
    /// Sets ``currentTransform`` to the identity, so coordinates are device pixels. Separate
    /// from the setter because the compositor does it for nearly every layer and a backend can
    /// do it without inverting a matrix.
    func resetTransform()
    /// Moves user space by (`x`, `y`): how a pattern colour is made to tile from a layer's
    /// bounds origin.
    func translate(x: Double, y: Double)
    /// Scales user space: how a radial gradient becomes an ellipse.
    func scale(x: Double, y: Double)

    // MARK: Clipping

    /// The bounding box of the clip in user space, so that a tiled layer draws only the tiles
    /// that can show.
    var clipBounds: Rect { get }
    /// Intersects the clip with a rectangle: a damaged rectangle being repainted.
    func clip(to rect: Rect)
    /// Intersects the clip with a path: a projected layer's quad, a gradient's rounded shape.
    func clip(to path: Path)
    /// Intersects the clip with a rounded rectangle: `masksToBounds`, the commonest clip, which
    /// a backend can draw faster than a general path.
    func clip(toRoundedRect rect: Rect, cornerRadius: Double)

    // MARK: Filling and stroking

    /// Fills a rounded rectangle (a layer's background) with a colour or pattern colour.
    func fill(roundedRect rect: Rect, cornerRadius: Double, with color: Color)
    /// Strokes a rounded rectangle (a layer's border) centred on its edge.
    func stroke(roundedRect rect: Rect, cornerRadius: Double, with color: Color, lineWidth: Double)
    /// Fills a path (a shape layer's fill), with the even-odd rule or the nonzero winding rule.
    func fill(_ path: Path, with color: Color, evenOdd: Bool)
    /// Fills a path with a gradient (an axial gradient layer).
    func fill(_ path: Path, with gradient: Gradient)
    /// Paints a gradient over the whole clip (a radial gradient layer, clipped to its shape).
    func drawGradient(_ gradient: Gradient)
    /// Strokes the part of `path` between the fractions `start` and `end` of its length (a
    /// shape layer's `strokeStart` and `strokeEnd`).
    func stroke(_ path: Path, with color: Color, style: StrokeStyle, from start: Double, to end: Double)
    /// Sets every pixel inside the clip to `color`, replacing what was there instead of
    /// blending over it: how the compositor clears a damaged rectangle to its background.
    func replace(with color: Color)

    // MARK: Images

    /// Draws an image stretched over `rect` with `opacity`, sampled as `interpolation` says:
    /// layer contents, tiles, and the compositor's own offscreens (unscaled, `.none`).
    func draw(_ image: Image, in rect: Rect, opacity: Double, interpolation: Canvas.Interpolation)
    /// Draws the part `source` (in the image's points) of an image into `rect`: a layer's
    /// `contentsRect`.
    func draw(_ image: Image, from source: Rect, in rect: Rect, interpolation: Canvas.Interpolation)
    /// Draws an image in nine parts, its corners unscaled and its edges and center stretched
    /// (or tiled): a layer's `contentsCenter`.
    func drawNinePart(_ image: Image, source: Rect, capInsets: EdgeInsets, in rect: Rect, tiled: Bool)
    /// Fills `color` through the alpha of a blurred shadow mask, in device pixels whatever the
    /// transform: the bitmap-alpha mask a layer's shadow is drawn with.
    func paint(_ mask: ShadowMask, color: Color)

    // MARK: Groups

    /// Starts drawing into a group, composited as one unit by ``endTransparencyLayer(opacity:)``
    /// or ``endTransparencyLayer(opacity:maskedBy:)``: group opacity, where overlapping parts
    /// do not add up their alpha.
    func beginTransparencyLayer()
    /// Composites the group begun last with `opacity`.
    func endTransparencyLayer(opacity: Double)
    /// Composites the group begun last through the alpha of what `drawMask` draws (a layer's
    /// mask, drawn in its place in the same user space), then with `opacity`. The mask is drawn
    /// into a group of its own, so any drawing can be a mask, not only rectangles.
    func endTransparencyLayer(opacity: Double, maskedBy drawMask: () -> Void)

    // MARK: Finishing

    /// Ends a frame: makes every pixel drawn so far visible in the target bitmap. Returns why
    /// drawing stopped, if the backend gave up part way (the compositor logs it rather than
    /// show a silently blank frame), or nil.
    func flush() -> String?
}
