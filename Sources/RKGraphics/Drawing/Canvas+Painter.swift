import CRKCairo
import RKGeometry

/// The Cairo implementation of ``Painter``. Most requirements are `Canvas`'s own drawing
/// methods; what only the compositor needs is here.
extension Canvas: Painter {
    /// Sets the identity transform with `cairo_identity_matrix`, which, unlike setting a matrix,
    /// inverts nothing.
    public func resetTransform() { cairo_identity_matrix(cairo) }

    /// Paints the clip with Cairo's `SOURCE` operator, then puts the operator back.
    public func replace(with color: Color) {
        let previous = cairo_get_operator(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(cairo)
        cairo_set_operator(cairo, previous)
    }

    /// Paints `color` through the mask's A8 surface with `cairo_mask_surface`.
    public func paint(_ mask: ShadowMask, color: Color) { mask.paint(on: self, color: color) }

    /// Pops the content group, draws the mask into a group of its own and composites the one
    /// through the other with `cairo_mask`, inside a further group when `opacity` is below 1.
    public func endTransparencyLayer(opacity: Double, maskedBy drawMask: () -> Void) {
        // Group patterns are positioned in the user space current when they are popped and set
        // as source; keeping that the identity makes content and mask line up.
        cairo_identity_matrix(cairo)
        let content = cairo_pop_group(cairo)!
        cairo_push_group(cairo)
        drawMask()
        cairo_identity_matrix(cairo)
        let mask = cairo_pop_group(cairo)!
        if opacity < 1 { cairo_push_group(cairo) }
        cairo_set_source(cairo, content)
        cairo_mask(cairo, mask)
        if opacity < 1 {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity)
        }
        cairo_pattern_destroy(content)
        cairo_pattern_destroy(mask)
    }

    /// Reads the context's status, then flushes its target surface so the bitmap's memory holds
    /// every pixel drawn.
    public func flush() -> String? {
        let status = cairo_status(cairo)
        cairo_surface_flush(cairo_get_target(cairo))
        guard status != CAIRO_STATUS_SUCCESS else { return nil }
        return "Cairo: " + String(cString: cairo_status_to_string(status))
    }
}
