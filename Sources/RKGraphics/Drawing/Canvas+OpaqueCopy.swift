import CRKCairo
import RKGeometry

extension Canvas {
    /// Draws an opaque image placed one image pixel on one target pixel by copying its pixels
    /// into the target's memory, clip rectangle by clip rectangle; false, having drawn nothing,
    /// when the draw is not such a copy.
    ///
    /// The result is what Cairo gives for the same fill (an opaque source over anything is the
    /// source, with alpha 255), without its path, clip and compositing set-up, which cost more
    /// than the copy itself when a few thousand pixels changed: the frames of a web page or a
    /// video where something small moved. Only RGB24 images qualify, being opaque by their
    /// format whatever is later written into them; a clip Cairo cannot give as whole-pixel
    /// rectangles, a scale, a rotation, a fractional offset or a translucent draw take Cairo's
    /// path.
    func copyOpaquePixels(_ image: Image, in rect: Rect) -> Bool {
        let source = image.surface
        guard cairo_image_surface_get_format(source) == CAIRO_FORMAT_RGB24,
              Double(image.pixelWidth) == rect.width, Double(image.pixelHeight) == rect.height
        else { return false }
        let op = cairo_get_operator(cairo)
        guard op == CAIRO_OPERATOR_OVER || op == CAIRO_OPERATOR_SOURCE, let target = cairo_get_group_target(cairo),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else { return false }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        var sx = 0.0, sy = 0.0, ox = 0.0, oy = 0.0
        cairo_surface_get_device_scale(target, &sx, &sy)
        cairo_surface_get_device_offset(target, &ox, &oy)
        guard m.xx == 1, m.yy == 1, m.xy == 0, m.yx == 0, sx == 1, sy == 1, ox == ox.rounded(), oy == oy.rounded(),
              source != target
        else { return false }
        // Where the image's top-left pixel lands in the target's pixels.
        let dx = m.x0 + ox, dy = m.y0 + oy
        let left = rect.minX + dx, top = rect.minY + dy
        guard left.isFinite, top.isFinite, left == left.rounded(), top == top.rounded(),
              abs(left) < 0x1p30, abs(top) < 0x1p30
        else { return false }
        guard let list = cairo_copy_clip_rectangle_list(cairo) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles >= 0 else { return false }
        let count = Int(list.pointee.num_rectangles)
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        let imageBox = (x0: Int(left), y0: Int(top), x1: Int(left) + image.pixelWidth, y1: Int(top) + image.pixelHeight)
        // The clip's rectangles in target pixels, cut to the image and the target; a clip edge
        // off the pixel grid is antialiased by Cairo, so it is Cairo's to draw.
        var boxes: [(x0: Int, y0: Int, x1: Int, y1: Int)] = []
        boxes.reserveCapacity(count)
        for k in 0..<count {
            let c = list.pointee.rectangles[k]
            let x0 = c.x + dx, y0 = c.y + dy, x1 = x0 + c.width, y1 = y0 + c.height
            guard x0 == x0.rounded(), y0 == y0.rounded(), x1 == x1.rounded(), y1 == y1.rounded(),
                  abs(x0) < 0x1p30, abs(y0) < 0x1p30, abs(x1) < 0x1p30, abs(y1) < 0x1p30
            else { return false }
            let b = (x0: max(Int(x0), imageBox.x0, 0), y0: max(Int(y0), imageBox.y0, 0),
                     x1: min(Int(x1), imageBox.x1, targetWidth), y1: min(Int(y1), imageBox.y1, targetHeight))
            if b.x0 < b.x1, b.y0 < b.y1 { boxes.append(b) }
        }
        guard !boxes.isEmpty else { return true }
        cairo_surface_flush(source)
        cairo_surface_flush(target)
        guard let from = cairo_image_surface_get_data(source), let to = cairo_image_surface_get_data(target) else { return false }
        let fromStride = Int(cairo_image_surface_get_stride(source)), toStride = Int(cairo_image_surface_get_stride(target))
        let setsAlpha = format == CAIRO_FORMAT_ARGB32
        for b in boxes {
            let width = b.x1 - b.x0
            for y in b.y0..<b.y1 {
                let s = UnsafeRawPointer(from + (y - imageBox.y0) * fromStride + (b.x0 - imageBox.x0) * 4)
                    .assumingMemoryBound(to: UInt32.self)
                let d = UnsafeMutableRawPointer(to + y * toStride + b.x0 * 4).assumingMemoryBound(to: UInt32.self)
                if setsAlpha {
                    // RGB24 leaves the top byte undefined; ARGB32 needs it opaque.
                    for x in 0..<width { d[x] = s[x] | 0xFF00_0000 }
                } else {
                    d.update(from: s, count: width)
                }
            }
            // The rectangle in the target's own pixels, less its device offset.
            cairo_surface_mark_dirty_rectangle(target, Int32(b.x0 - Int(ox)), Int32(b.y0 - Int(oy)),
                                               Int32(width), Int32(b.y1 - b.y0))
        }
        return true
    }
}
