import CRKCairo
import RKGeometry

/// A drawing context over Cairo, RecipeKit's CGContext. Coordinates are in points with the
/// origin top-left; a canvas made for a bitmap is pre-scaled by the bitmap's scale.
///
/// `Canvas` is also the Cairo implementation of ``Painter``, the interface the compositor draws
/// through; its `cairo_t` stays inside this module, so that no other module depends on Cairo.
///
/// A canvas is not thread-safe; use it on one thread at a time.
public final class Canvas {
    /// The underlying `cairo_t`. Internal: other modules draw through the canvas (or the
    /// ``Painter`` protocol), never with Cairo directly.
    let cairo: OpaquePointer
    /// Pixels per point of the target.
    public let scale: Double
    private let ownsContext: Bool

    /// A canvas drawing into `bitmap`, scaled so one unit is one point.
    public init(bitmap: Bitmap) {
        cairo = cairo_create(bitmap.surface)
        scale = bitmap.scale
        ownsContext = true
        cairo_scale(cairo, scale, scale)
        configureDefaults()
    }

    /// Wraps an existing `cairo_t` (taking a reference; the caller keeps its own). Behind the
    /// `Cairo` SPI: only code that draws with Cairo itself (the benchmarks' hand-written
    /// baseline) has a `cairo_t` to give.
    @_spi(Cairo) public init(cairoContext: OpaquePointer, scale: Double) {
        cairo = cairo_reference(cairoContext)
        self.scale = scale
        ownsContext = true
        configureDefaults()
    }

    deinit { if ownsContext { cairo_destroy(cairo) } }

    private func configureDefaults() {
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    // MARK: State

    /// Saves the graphics state (transform, clip, source, line settings).
    public func save() { cairo_save(cairo) }
    /// Restores the state saved by the matching ``save()``.
    public func restore() { cairo_restore(cairo) }

    /// Runs `body` between ``save()`` and ``restore()``.
    public func withSavedState<R>(_ body: () throws -> R) rethrows -> R {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        return try body()
    }

    /// Moves the origin by (`x`, `y`) in the current coordinates.
    public func translate(x: Double, y: Double) { cairo_translate(cairo, x, y) }
    /// Scales the current coordinates by `x` and `y`.
    public func scale(x: Double, y: Double) { cairo_scale(cairo, x, y) }
    /// Rotates the current coordinates by `angle` radians (clockwise on screen, y being down).
    public func rotate(by angle: Double) { cairo_rotate(cairo, angle) }

    /// Applies `t` before the current transform (CGContextConcatCTM).
    public func concatenate(_ t: Transform2D) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cairo, &m)
    }

    /// The transform from user space to device pixels.
    public var currentTransform: Transform2D {
        get {
            var m = cairo_matrix_t()
            cairo_get_matrix(cairo, &m)
            return Transform2D(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        }
        set {
            var m = cairo_matrix_t(xx: newValue.a, yx: newValue.b, xy: newValue.c, yy: newValue.d, x0: newValue.tx, y0: newValue.ty)
            cairo_set_matrix(cairo, &m)
        }
    }

    /// The bounding box of the current clip in user space (the whole target when unclipped).
    public var clipBounds: Rect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Paths

    /// Replaces Cairo's current path with `path`.
    public func setPath(_ path: Path) {
        cairo_new_path(cairo)
        for e in path.elements {
            switch e {
            case .move(let p): cairo_move_to(cairo, p.x, p.y)
            case .line(let p): cairo_line_to(cairo, p.x, p.y)
            case .curve(let a, let b, let p): cairo_curve_to(cairo, a.x, a.y, b.x, b.y, p.x, p.y)
            case .arc(let c, let r, let s, let en, let cw):
                if cw { cairo_arc(cairo, c.x, c.y, r, s, en) } else { cairo_arc_negative(cairo, c.x, c.y, r, s, en) }
            case .close: cairo_close_path(cairo)
            }
        }
    }

    // MARK: Filling and stroking

    /// Fills a rectangle.
    public func fill(_ rect: Rect, with color: Color) {
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        withPaint(color) { cairo_fill(cairo) }
    }

    /// Fills a path with a color (or pattern color).
    public func fill(_ path: Path, with color: Color, evenOdd: Bool = false) {
        setPath(path)
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        withPaint(color) { cairo_fill(cairo) }
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// Fills a path with a gradient.
    public func fill(_ path: Path, with gradient: Gradient) {
        setPath(path)
        let pattern = makePattern(gradient)
        cairo_set_source(cairo, pattern)
        cairo_fill(cairo)
        cairo_pattern_destroy(pattern)
    }

    /// Paints a gradient over the whole clip (CGContextDrawLinearGradient / DrawRadialGradient).
    public func drawGradient(_ gradient: Gradient) {
        let pattern = makePattern(gradient)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
        cairo_pattern_destroy(pattern)
    }

    /// Strokes a path.
    public func stroke(_ path: Path, with color: Color, style: StrokeStyle = StrokeStyle()) {
        setPath(path)
        apply(style)
        withPaint(color) { cairo_stroke(cairo) }
    }

    /// Paints the whole clip with a color.
    public func paint(_ color: Color) {
        withPaint(color) { cairo_paint(cairo) }
    }

    /// Clears the rectangle to transparent.
    public func clear(_ rect: Rect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    // MARK: Clipping

    /// Intersects the clip with a rectangle.
    public func clip(to rect: Rect) {
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        cairo_clip(cairo)
    }

    /// Intersects the clip with a path.
    public func clip(to path: Path) {
        setPath(path)
        cairo_clip(cairo)
    }

    // MARK: Images

    /// How an image is sampled when scaled.
    public enum Interpolation: Sendable {
        /// Nearest pixel: hard edges, for pixel art and exact copies.
        case none
        /// Bilinear: quick, for frames in motion.
        case low
        /// Cairo's best filter: for pictures at rest.
        case high
    }

    /// Draws an image stretched to fill `rect`.
    public func draw(_ image: Image, in rect: Rect, opacity: Double = 1, interpolation: Interpolation = .low) {
        guard rect.width != 0, rect.height != 0, image.pixelWidth > 0, image.pixelHeight > 0 else { return }
        if opacity >= 1, copyOpaquePixels(image, in: rect) { return }
        cairo_save(cairo)
        cairo_translate(cairo, rect.origin.x, rect.origin.y)
        cairo_scale(cairo, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        let pat = cairo_get_source(cairo)
        cairo_pattern_set_filter(pat, Canvas.filter(interpolation))
        // Pad so edge pixels are not blended with transparent black when scaled; unscaled
        // draws keep Cairo's default so they take its straight-copy fast path.
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        if m.xx != 1 || m.yy != 1 || m.xy != 0 || m.yx != 0 {
            cairo_pattern_set_extend(pat, CAIRO_EXTEND_PAD)
        }
        // Filling the image's rectangle (rather than clipping and painting) lets Cairo take its
        // fast path for pixel-aligned image composites.
        cairo_new_path(cairo)
        cairo_rectangle(cairo, 0, 0, Double(image.pixelWidth), Double(image.pixelHeight))
        if opacity >= 1 {
            cairo_fill(cairo)
        } else {
            cairo_clip(cairo)
            cairo_paint_with_alpha(cairo, Swift.max(0, opacity))
        }
        cairo_restore(cairo)
    }

    /// Draws part of an image (`source`, in the image's points) into `rect`. Samples never
    /// reach outside `source` when it falls on whole pixels, so the parts of a nine-part image
    /// do not bleed into each other.
    public func draw(_ image: Image, from source: Rect, in rect: Rect, interpolation: Interpolation = .low) {
        guard source.width > 0, source.height > 0, rect.width != 0, rect.height != 0 else { return }
        if source == Rect(size: image.size) {
            draw(image, in: rect, interpolation: interpolation)
            return
        }
        let px = Rect(x: source.minX * image.scale, y: source.minY * image.scale,
                      width: source.width * image.scale, height: source.height * image.scale)
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.origin.x, rect.origin.y, rect.width, rect.height)
        cairo_clip(cairo)
        cairo_translate(cairo, rect.origin.x, rect.origin.y)
        cairo_scale(cairo, rect.width / px.width, rect.height / px.height)
        var sub: OpaquePointer?
        if px == px.integral {
            sub = cairo_surface_create_for_rectangle(image.surface, px.minX, px.minY, px.width, px.height)
            cairo_set_source_surface(cairo, sub, 0, 0)
        } else {
            cairo_set_source_surface(cairo, image.surface, -px.minX, -px.minY)
        }
        let pat = cairo_get_source(cairo)
        cairo_pattern_set_filter(pat, Canvas.filter(interpolation))
        cairo_pattern_set_extend(pat, CAIRO_EXTEND_PAD)
        cairo_paint(cairo)
        cairo_restore(cairo)
        if let sub { cairo_surface_destroy(sub) }
    }

    /// Tiles an image over `rect`, starting at `phase` (the tile origin), at the image's scale.
    public func drawTiled(_ image: Image, in rect: Rect, phase: Point = .zero) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.origin.x, rect.origin.y, rect.width, rect.height)
        let pat = Canvas.imagePattern(image, origin: phase)
        cairo_set_source(cairo, pat)
        cairo_fill(cairo)
        cairo_pattern_destroy(pat)
        cairo_restore(cairo)
    }

    // MARK: Groups

    /// Starts drawing into an offscreen group; ``endTransparencyLayer(opacity:)`` composites it
    /// as one unit, so overlapping parts do not double their alpha (group opacity).
    public func beginTransparencyLayer() { cairo_push_group(cairo) }

    /// Composites the group started by ``beginTransparencyLayer()`` with `opacity`.
    public func endTransparencyLayer(opacity: Double = 1) {
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, Swift.min(1, Swift.max(0, opacity.isNaN ? 1 : opacity)))
    }

    // MARK: Shadows

    /// Draws what `body` draws with a blurred drop shadow beneath it. The shadow is made from the
    /// alpha of everything `body` draws; `bounds` (user space) must contain that drawing.
    public func drawWithShadow(_ shadow: Shadow, bounds: Rect, _ body: (Canvas) -> Void) {
        paintShadow(shadow, bounds: bounds, body)
        body(self)
    }

    /// Paints only the shadow `body`'s drawing would cast (its alpha, blurred, moved and
    /// filled with the shadow's color); `body` draws into a mask, not onto this canvas.
    func paintShadow(_ shadow: Shadow, bounds: Rect, _ body: (Canvas) -> Void) {
        let target = cairo_get_target(cairo)!
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(target, &dx, &dy)
        let limit = Rect(x: -dx, y: -dy, width: Double(cairo_image_surface_get_width(target)),
                         height: Double(cairo_image_surface_get_height(target)))
        guard shadow.color.alpha > 0,
              let alpha = ShadowMask.make(canvas: self, shadow: shadow, bounds: bounds, deviceLimit: limit, body) else {
            return
        }
        alpha.paint(on: self, color: shadow.color)
    }

    // MARK: Helpers

    /// Sets Cairo's source to a color or a pattern color (a pattern color's alpha is applied by
    /// the fill and stroke calls, which paint it through a group).
    public func setSource(_ color: Color) {
        if let image = color.patternImage {
            let pat = Canvas.imagePattern(image, origin: .zero)
            cairo_set_source(cairo, pat)
            cairo_pattern_destroy(pat)
        } else {
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        }
    }

    /// Runs a Cairo drawing operation with `color` as source, honouring a pattern color's alpha.
    func withPaint(_ color: Color, _ op: () -> Void) {
        if color.patternImage != nil && color.alpha < 1 {
            cairo_push_group(cairo)
            setSource(color)
            op()
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, color.alpha)
        } else {
            setSource(color)
            op()
        }
    }

    func apply(_ style: StrokeStyle) {
        cairo_set_line_width(cairo, style.lineWidth.isFinite ? Swift.max(0, style.lineWidth) : 1)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cairo, style.miterLimit)
        let dashes = style.dash.filter { $0.isFinite && $0 >= 0 }
        if dashes.isEmpty || dashes.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cairo, nil, 0, 0)
        } else {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), style.dashPhase) }
        }
    }

    static func filter(_ i: Interpolation) -> cairo_filter_t {
        switch i {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .high: return CAIRO_FILTER_GOOD
        }
    }

    /// A repeating pattern of `image` at its scale with a tile origin (in user space).
    static func imagePattern(_ image: Image, origin: Point) -> OpaquePointer {
        let pat = cairo_pattern_create_for_surface(image.surface)!
        cairo_pattern_set_extend(pat, CAIRO_EXTEND_REPEAT)
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, image.scale, image.scale)
        cairo_matrix_translate(&m, -origin.x, -origin.y)
        cairo_pattern_set_matrix(pat, &m)
        return pat
    }

    func makePattern(_ g: Gradient) -> OpaquePointer {
        let pat: OpaquePointer
        switch g.kind {
        case .linear(let s, let e): pat = cairo_pattern_create_linear(s.x, s.y, e.x, e.y)
        case .radial(let c0, let r0, let c1, let r1): pat = cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1)
        }
        for stop in g.stops.sorted(by: { $0.location < $1.location }) {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pat, Swift.min(1, Swift.max(0, stop.location)), c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pat, g.extends ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        return pat
    }
}
