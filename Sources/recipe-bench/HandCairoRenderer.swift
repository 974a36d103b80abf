import CRKCairo
import RecipeKit
@_spi(Cairo) import RKGraphics

/// The benchmark scene drawn with hand-written Cairo calls: what a programmer drawing this
/// screen directly with Cairo would write, with no layer tree, no culling and no bookkeeping.
/// It is the baseline the compositor is compared with.
///
/// Inputs prepared once, outside the timed frames:
///
/// - Shadows are pre-blurred A8 masks, one per shadowed card, painted each frame with
///   `cairo_mask_surface` in the shadow color. Blurring every frame would be unfair to the
///   hand-written path the other way: the compositor caches each layer's blurred shadow
///   (LayerRenderCache) until the layer's shadow-relevant properties or its device transform
///   change, so in a steady scene both paths only composite a ready mask. The masks are made
///   with RecipeKit's public `ShadowMask` (the same blur the compositor uses) and copied into
///   surfaces of our own, so both paths composite identical shadow pixels.
/// - Text is the same pre-rendered image the compositor composites: a `TextLayer` draws its
///   TextLayout once into its backing store and Core-Animation-style compositing reuses that
///   image every frame. The hand-written path copies those pixels into its own surface.
///   ``Options/pangoText`` draws the text with Pango every frame instead; that variant is
///   reported for information only.
/// - Images are the same generated pixels, in surfaces of our own.
@MainActor
final class HandCairoRenderer {
    typealias L = BenchScene.CardLayout

    struct PreblurredShadow {
        let surface: CairoSurface
        /// Device position of the mask's top-left (offset included).
        let origin: Point
        let color: Color
    }

    let scene: BenchScene
    private var shadows: [PreblurredShadow?] = []
    private var titles: [CairoSurface] = []

    init(scene: BenchScene) {
        self.scene = scene
        for (i, card) in scene.cards.enumerated() {
            shadows.append(card.shadow.map { HandCairoRenderer.preblur(card, $0) })
            guard let text = scene.titleLayers[i].contents else { fatalError("title layer has no backing store") }
            titles.append(CairoSurface(copying: text))
        }
    }

    /// Variants of the hand-written drawing; the defaults are the baseline of the ratio.
    struct Options {
        enum RoundedImages { case clipAndPaint, fillWithImage }
        /// How a rounded image (the thumbnails) is drawn. The two idioms cost the same within
        /// about 2% here; clip-and-paint is the baseline (it gives pixel-identical output to
        /// the compositor, which clips to the rounded bounds and paints the contents).
        var roundedImages = RoundedImages.clipAndPaint
        /// Draw the titles with Pango each frame instead of compositing their pre-rendered images.
        var pangoText = false
    }

    /// Draws one full frame into `target` (1280x800 ARGB32).
    func draw(into target: CairoSurface, options: Options = Options()) {
        let cr = cairo_create(target.pointer)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setColor(cr, scene.background)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        let textCanvas = options.pangoText ? Canvas(cairoContext: cr, scale: 1) : nil

        for (i, card) in scene.cards.enumerated() {
            let frame = card.frame

            // Shadow: composite the cached blurred mask in the shadow color.
            if let s = shadows[i] {
                setColor(cr, s.color)
                cairo_mask_surface(cr, s.surface.pointer, s.origin.x, s.origin.y)
            }

            // Card background.
            roundedRect(cr, frame, L.cornerRadius)
            setColor(cr, card.background)
            cairo_fill(cr)

            // Thumbnail, rounded.
            let t = card.absolute(L.thumbnail)
            roundedRect(cr, t, L.thumbnailRadius)
            switch options.roundedImages {
            case .clipAndPaint:
                // Clip to the rounded shape and paint the image: Cairo rasterises the clip once
                // and composites the image through it in one pass.
                cairo_save(cr)
                cairo_clip(cr)
                cairo_set_source_surface(cr, card.thumbnail.surface.pointer, t.minX, t.minY)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
                cairo_paint(cr)
                cairo_restore(cr)
            case .fillWithImage:
                // Fill the rounded shape with the image as source (composited span by span).
                cairo_set_source_surface(cr, card.thumbnail.surface.pointer, t.minX, t.minY)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
                cairo_fill(cr)
            }

            // Title.
            let tr = card.absolute(L.title)
            if let textCanvas {
                scene.titleLayers[i].layout.draw(in: textCanvas, at: tr.origin)
            } else {
                cairo_set_source_surface(cr, titles[i].pointer, tr.minX, tr.minY)
                cairo_rectangle(cr, tr.minX, tr.minY, Double(titles[i].width), Double(titles[i].height))
                cairo_fill(cr)
            }

            // Icon: an @2x image scaled into its 40x40-point box.
            let ir = card.absolute(L.icon)
            let icon = card.icon.surface
            cairo_save(cr)
            cairo_translate(cr, ir.minX, ir.minY)
            cairo_scale(cr, ir.width / Double(icon.width), ir.height / Double(icon.height))
            cairo_set_source_surface(cr, icon.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_rectangle(cr, 0, 0, Double(icon.width), Double(icon.height))
            cairo_fill(cr)
            cairo_restore(cr)

            // Badge: capsule fill, then its border inside the bounds.
            let b = card.absolute(L.badge)
            roundedRect(cr, b, L.badgeRadius)
            setColor(cr, card.badgeColor)
            cairo_fill(cr)
            strokeBorder(cr, b, radius: L.badgeRadius, width: 1, color: card.badgeBorder)

            // Card border last: Core Animation draws borders above the sublayers.
            strokeBorder(cr, frame, radius: L.cornerRadius, width: L.borderWidth, color: card.borderColor)
        }
        cairo_destroy(cr)
        cairo_surface_flush(target.pointer)
    }

    // MARK: Helpers

    private func setColor(_ cr: OpaquePointer, _ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    /// A rounded rectangle path (replacing the current path).
    private func roundedRect(_ cr: OpaquePointer, _ r: Rect, _ radius: Double) {
        let rad = min(radius, r.width / 2, r.height / 2)
        cairo_new_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, .pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, .pi / 2, .pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// A border of `width` drawn inside `r` (stroke centred half a width in).
    private func strokeBorder(_ cr: OpaquePointer, _ r: Rect, radius: Double, width: Double, color: Color) {
        roundedRect(cr, r.insetBy(dx: width / 2, dy: width / 2), max(0, radius - width / 2))
        setColor(cr, color)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    /// Blurs a card's shadow once, with RecipeKit's `ShadowMask` (the compositor's blur), and
    /// copies it into an A8 surface of our own.
    private static func preblur(_ card: BenchScene.Card, _ s: BenchScene.CardShadow) -> PreblurredShadow {
        let limit = Rect(x: 0, y: 0, width: Double(BenchScene.width), height: Double(BenchScene.height))
        let shape = Rect(origin: .zero, size: L.size)
        let canvas = Canvas(bitmap: BenchScene.makeBitmap())
        canvas.currentTransform = Transform2D(translationX: card.origin.x, y: card.origin.y)
        guard let mask = ShadowMask.make(canvas: canvas, shadow: Shadow(color: .black, offset: s.offset, radius: s.radius),
                                         bounds: shape, deviceLimit: limit, { c in
                                             c.fill(Path(roundedRect: shape, cornerRadius: L.cornerRadius), with: .black)
                                         }) else { fatalError("shadow mask not made") }
        // The mask's extent, computed as ShadowMask.make does: the shape's device box grown by
        // the blur's reach (3 sigma, sigma = radius / 2, plus a pixel), clipped near the target.
        let margin = (3 * s.radius / 2).rounded(.up) + 1
        var device = card.frame.insetBy(dx: -margin, dy: -margin).integral
        device = device.intersection(limit.insetBy(dx: -(margin + abs(s.offset.width)),
                                                   dy: -(margin + abs(s.offset.height))).integral)
        precondition(device.minX + s.offset.width == mask.origin.x && device.minY + s.offset.height == mask.origin.y,
                     "shadow extent differs from ShadowMask's")
        let surface = CairoSurface(format: CAIRO_FORMAT_A8, width: Int(device.width), height: Int(device.height))
        // Paint the mask in opaque black into our A8 surface (whose origin is the mask's origin)
        // to copy its alpha.
        cairo_surface_set_device_offset(surface.pointer, -mask.origin.x, -mask.origin.y)
        let cr = cairo_create(surface.pointer)!
        mask.paint(on: Canvas(cairoContext: cr, scale: 1), color: .black)
        cairo_destroy(cr)
        cairo_surface_flush(surface.pointer)
        cairo_surface_set_device_offset(surface.pointer, 0, 0)
        return PreblurredShadow(surface: surface, origin: mask.origin, color: s.color.withAlpha(s.color.alpha * s.opacity))
    }
}
