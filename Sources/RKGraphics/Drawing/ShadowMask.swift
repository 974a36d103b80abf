import CRKCairo
import RKGeometry

/// The blurred alpha of a drawing, in device pixels, ready to be painted in a shadow color.
///
/// Its extent depends only on the drawing's bounds and the target's size, never on the current
/// clip, so a partial repaint produces the same shadow pixels as a full one.
public final class ShadowMask {
    let surface: OpaquePointer
    /// Device-pixel origin where the mask is painted (offset included).
    public let origin: Point
    /// True when the mask was cut to the visible area, so moving it would expose the cut.
    public let isClipped: Bool

    init(surface: OpaquePointer, origin: Point, isClipped: Bool) {
        self.surface = surface
        self.origin = origin
        self.isClipped = isClipped
    }

    /// The same blurred pixels painted `dx`, `dy` device pixels away: a shape moved by whole
    /// pixels casts the same shadow, so moving layers never blur again.
    public func translated(dx: Double, dy: Double) -> ShadowMask {
        ShadowMask(surface: cairo_surface_reference(surface), origin: Point(x: origin.x + dx, y: origin.y + dy),
                   isClipped: isClipped)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Renders `body` into an alpha buffer at the canvas's current transform and blurs it.
    /// Returns nil when nothing would be visible.
    ///
    /// `deviceLimit` is the device-pixel area that can be seen (a bitmap's full extent): the mask
    /// never extends further than the blur can reach from it, whatever the shape's size.
    public static func make(canvas: Canvas, shadow: Shadow, bounds: Rect, deviceLimit: Rect,
                            _ body: (Canvas) -> Void) -> ShadowMask? {
        make(transform: canvas.currentTransform, scale: canvas.scale, shadow: shadow, bounds: bounds,
             deviceLimit: deviceLimit, body)
    }

    /// Renders `body` into an alpha buffer under `transform` (user space to device pixels, at
    /// `scale` pixels per point) and blurs it; nil when nothing would be visible. The form for
    /// code that draws through a ``Painter``: the mask is made with Cairo here whatever the
    /// painter, and handed to it with ``Painter/paint(_:color:)``.
    public static func make(transform m: Transform2D, scale: Double, shadow: Shadow, bounds: Rect, deviceLimit: Rect,
                            _ body: (Canvas) -> Void) -> ShadowMask? {
        guard shadow.radius.isFinite, bounds.isFinite, !bounds.isEmpty else { return nil }
        let sigma = Swift.max(0, shadow.radius) / 2 * scale
        let margin = (3 * sigma).rounded(.up) + 1
        let whole = m.apply(to: bounds).insetBy(dx: -margin, dy: -margin).integral
        let ox = abs(shadow.offset.width * scale), oy = abs(shadow.offset.height * scale)
        let device = whole.intersection(deviceLimit.insetBy(dx: -(margin + ox), dy: -(margin + oy)).integral)
        guard !device.isNull, device.width >= 1, device.height >= 1,
              device.width <= Double(Bitmap.maximumSide), device.height <= Double(Bitmap.maximumSide) else { return nil }
        let w = Int32(device.width), h = Int32(device.height)
        guard let a8 = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h),
              cairo_surface_status(a8) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(a8)!
        var cm = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx - device.minX, y0: m.ty - device.minY)
        cairo_set_matrix(cr, &cm)
        let sub = Canvas(cairoContext: cr, scale: scale)
        cairo_destroy(cr)
        body(sub)
        cairo_surface_flush(a8)
        AlphaBlur.blur(cairo_image_surface_get_data(a8), width: Int(w), height: Int(h),
                       stride: Int(cairo_image_surface_get_stride(a8)), sigma: sigma)
        cairo_surface_mark_dirty(a8)
        return ShadowMask(surface: a8, origin: Point(x: device.minX + shadow.offset.width * scale,
                                                     y: device.minY + shadow.offset.height * scale),
                          isClipped: device != whole)
    }

    /// Paints the mask on `canvas` in `color` (device space, independent of the current transform).
    public func paint(on canvas: Canvas, color: Color) {
        let cr = canvas.cairo
        cairo_save(cr)
        cairo_identity_matrix(cr)
        canvas.setSource(color)
        cairo_mask_surface(cr, surface, origin.x, origin.y)
        cairo_restore(cr)
    }
}
