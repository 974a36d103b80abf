import CRKCairo
import RKGeometry
#if canImport(Glibc)
import Glibc
#endif

/// A mutable ARGB32 pixel buffer to draw into: the backing store of a window, an offscreen
/// layer, or a headless frame. Sizes are in pixels; `scale` is pixels per point.
public final class Bitmap {
    /// The Cairo surface over the pixels. A bitmap with ``spareRows`` makes a new one over the
    /// same memory when a scroll moves where its rows start.
    private(set) var surface: OpaquePointer
    /// The width in pixels.
    public let pixelWidth: Int
    /// The height in pixels.
    public let pixelHeight: Int
    /// Pixels per point: 2 for a bitmap backing a HiDPI window. Always finite and positive.
    public let scale: Double

    /// The largest side a bitmap may have, in pixels; beyond this, allocation is refused.
    public static let maximumSide = 16384

    /// Errors creating a bitmap.
    public enum BitmapError: Error, Equatable, Sendable {
        /// A side is zero, negative, not finite, or larger than ``Bitmap/maximumSide`` (-1 for both when the
        /// size in points could not be converted to pixels).
        case invalidSize(width: Int, height: Int)
        /// Cairo could not allocate the pixels.
        case allocationFailed
    }

    /// A transparent bitmap.
    /// - Throws: ``BitmapError/invalidSize(width:height:)`` for non-positive or oversized sides.
    public convenience init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1) throws {
        try self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, spareRows: 0)
    }

    /// A transparent bitmap with `spareRows` rows of memory above and below its pixels, which
    /// ``shiftPixels(in:dx:dy:)`` uses to scroll whole rows by moving where the rows start
    /// rather than the pixels: what hosts make their windows' backing stores with.
    package init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, spareRows: Int) throws {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= Bitmap.maximumSide, pixelHeight <= Bitmap.maximumSide else {
            throw BitmapError.invalidSize(width: pixelWidth, height: pixelHeight)
        }
        _ = PixelMemory.isConfigured
        let spare = Swift.min(Swift.max(0, spareRows), Bitmap.maximumSide)
        if spare > 0 {
            let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pixelWidth)))
            guard stride > 0, let store = RowStore(bytes: stride * (pixelHeight + 2 * spare)),
                  let s = Bitmap.surface(over: store, row: spare, width: pixelWidth, height: pixelHeight, stride: stride)
            else { throw BitmapError.allocationFailed }
            surface = s
            rowStore = store
        } else {
            guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
                  cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { throw BitmapError.allocationFailed }
            surface = s
            rowStore = nil
        }
        self.spareRows = spare
        firstRow = spare
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Rows of memory above and below the pixels, for scrolling by moving where the rows start
    /// (0: the pixels are Cairo's own).
    package let spareRows: Int
    /// The memory of a bitmap with spare rows: its rows, then the spare ones around them.
    private let rowStore: RowStore?
    /// The row of ``rowStore`` the pixels start at.
    private(set) var firstRow: Int

    /// Zeroed memory for a bitmap's rows, freed when the last surface over it goes (a surface
    /// may outlive the bitmap: a canvas or an image can hold it).
    private final class RowStore {
        let base: UnsafeMutablePointer<UInt8>
        let bytes: Int
        init?(bytes: Int) {
            guard bytes > 0, let p = calloc(bytes, 1) else { return nil }
            base = p.assumingMemoryBound(to: UInt8.self)
            self.bytes = bytes
        }
        deinit { free(base) }
    }

    nonisolated(unsafe) private static var rowStoreKey = cairo_user_data_key_t()

    /// An ARGB32 surface over `height` rows of `store` from `row`, which keeps the store alive.
    private static func surface(over store: RowStore, row: Int, width: Int, height: Int, stride: Int) -> OpaquePointer? {
        guard row >= 0, (row + height) * stride <= store.bytes,
              let s = cairo_image_surface_create_for_data(store.base + row * stride, CAIRO_FORMAT_ARGB32, Int32(width),
                                                          Int32(height), Int32(stride))
        else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            return nil
        }
        let held = Unmanaged.passRetained(store).toOpaque()
        let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { p in
            if let p { Unmanaged<AnyObject>.fromOpaque(p).release() }
        }
        guard cairo_surface_set_user_data(s, &rowStoreKey, held, release) == CAIRO_STATUS_SUCCESS else {
            Unmanaged<RowStore>.fromOpaque(held).release()
            cairo_surface_destroy(s)
            return nil
        }
        return s
    }

    /// A bitmap showing the pixels of `imageSurface`, a 32-bit Cairo image surface that another
    /// library draws into (the web engine's offscreen window), without copying them; the
    /// bitmap holds a reference to the surface. Nil for any other kind of surface.
    ///
    /// `opaque` says that the producer only ever writes opaque pixels (alpha 255): the
    /// ``liveImage`` is then an opaque image, which the compositor copies rather than blends
    /// and under which it draws nothing.
    package init?(sharing imageSurface: OpaquePointer, scale: Double = 1, opaque: Bool = false) {
        guard cairo_surface_get_type(imageSurface) == CAIRO_SURFACE_TYPE_IMAGE,
              [CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24].contains(cairo_image_surface_get_format(imageSurface)) else { return nil }
        let w = Int(cairo_image_surface_get_width(imageSurface)), h = Int(cairo_image_surface_get_height(imageSurface))
        guard w > 0, h > 0 else { return nil }
        surface = cairo_surface_reference(imageSurface)
        pixelWidth = w
        pixelHeight = h
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        sharesOpaquePixels = opaque
        spareRows = 0
        rowStore = nil
        firstRow = 0
    }

    /// Whether the pixels are known to be opaque (``init(sharing:scale:opaque:)``).
    private var sharesOpaquePixels = false

    /// A bitmap covering `size` points at `scale`, rounded up to whole pixels.
    public convenience init(size: Size, scale: Double = 1) throws {
        try self.init(size: size, scale: scale, spareRows: 0)
    }

    /// A bitmap covering `size` points at `scale`, with `spareRows` rows of memory above and
    /// below for scrolling (see ``init(pixelWidth:pixelHeight:scale:spareRows:)``).
    package convenience init(size: Size, scale: Double = 1, spareRows: Int) throws {
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w < Double(Int32.max), h < Double(Int32.max) else {
            throw BitmapError.invalidSize(width: -1, height: -1)
        }
        try self.init(pixelWidth: Int(w), pixelHeight: Int(h), scale: scale, spareRows: spareRows)
    }

    /// The spare rows of a window's backing store: a scroll of up to this many pixels a frame
    /// costs the rows that did not scroll, and one move of every row each `windowSpareRows /
    /// distance` frames. 128 rows cost 1.3 MB at 2560 pixels wide.
    package static let windowSpareRows = 128

    deinit { cairo_surface_destroy(surface) }

    /// An image that shows this bitmap's pixels without copying them: whenever it is drawn it
    /// shows them as they are then. Layers show outside producers' frames with it (see
    /// `Layer.setExternalContents(_:damaged:)`); it is made once, so its identity stays.
    public var liveImage: Image {
        if let liveImageStorage { return liveImageStorage }
        let image = sharesOpaquePixels
            ? Image(ownedSurface: opaqueView(), scale: scale, isOpaque: true)
            : Image(ownedSurface: cairo_surface_reference(surface), scale: scale, isOpaque: false)
        liveImageStorage = image
        return image
    }

    /// The pixels as an RGB24 surface over the same memory, which holds a reference to the
    /// bitmap's own surface: Pixman composites an RGB24 source as a copy, where an ARGB32 one
    /// is blended pixel by pixel. For pixels of alpha 255 the two draw the same.
    private func opaqueView() -> OpaquePointer {
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32, let data = cairo_image_surface_get_data(surface),
              let view = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_RGB24, Int32(pixelWidth), Int32(pixelHeight),
                                                             cairo_image_surface_get_stride(surface)),
              cairo_surface_status(view) == CAIRO_STATUS_SUCCESS
        else { return cairo_surface_reference(surface) }
        let owner = cairo_surface_reference(surface)
        let destroy: @convention(c) (UnsafeMutableRawPointer?) -> Void = { cairo_surface_destroy(OpaquePointer($0)) }
        if cairo_surface_set_user_data(view, &Bitmap.opaqueViewOwnerKey, UnsafeMutableRawPointer(owner), destroy) != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(owner)
            cairo_surface_destroy(view)
            return cairo_surface_reference(surface)
        }
        return view
    }
    nonisolated(unsafe) private static var opaqueViewOwnerKey = cairo_user_data_key_t()
    private var liveImageStorage: Image?

    /// The size in points.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// Bytes per row.
    public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Direct access to the pixels (premultiplied native-endian ARGB32) for hosts that upload them.
    public func withPixels<R>(_ body: (UnsafeMutableRawPointer, _ stride: Int) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        return try body(UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!), stride)
    }

    /// Moves the pixels inside `rect` (device pixels, made integral inward and clipped to the
    /// bitmap) by `dx`, `dy` whole pixels, as a scroll does: each pixel whose source lies in the
    /// rectangle gets it; the rest of the rectangle (the strip the move exposes) keeps its old
    /// pixels, for the caller to repaint. Returns the rectangle that received moved pixels
    /// (empty when the move is as large as the rectangle).
    @discardableResult
    public func shiftPixels(in rect: Rect, dx: Int, dy: Int) -> Rect {
        // A null or non-finite rectangle moves nothing (its corners do not convert to pixels).
        guard rect.isFinite, !rect.isNull, rect.width > 0, rect.height > 0 else { return .zero }
        let x0 = Swift.max(0, Int(rect.minX.rounded(.up))), y0 = Swift.max(0, Int(rect.minY.rounded(.up)))
        let x1 = Swift.min(pixelWidth, Int(rect.maxX.rounded(.down))), y1 = Swift.min(pixelHeight, Int(rect.maxY.rounded(.down)))
        // Destination columns and rows: inside the rectangle, with their source inside too.
        let dx0 = Swift.max(x0, x0 + dx), dx1 = Swift.min(x1, x1 + dx)
        let dy0 = Swift.max(y0, y0 + dy), dy1 = Swift.min(y1, y1 + dy)
        guard dx0 < dx1, dy0 < dy1, rect.isFinite else { return .zero }
        let moved = Rect(x: Double(dx0), y: Double(dy0), width: Double(dx1 - dx0), height: Double(dy1 - dy0))
        if dx == 0 && dy == 0 { return moved }
        if dx == 0, x0 == 0, x1 == pixelWidth, shiftRowsByMovingTheirStart(y0: y0, y1: y1, dy: dy) { return moved }
        withPixels { base, stride in
            let bytes = (dx1 - dx0) * 4
            // Rows in the order that never reads a row already overwritten; memmove handles the
            // overlap within a row.
            let rows = dy > 0 ? Array((dy0..<dy1).reversed()) : Array(dy0..<dy1)
            for y in rows {
                let dst = base + y * stride + dx0 * 4
                let src = base + (y - dy) * stride + (dx0 - dx) * 4
                memmove(dst, src, bytes)
            }
        }
        return Rect(x: Double(dx0), y: Double(dy0), width: Double(dx1 - dx0), height: Double(dy1 - dy0))
    }

    /// Moves rows `y0..<y1` by `dy` (whole rows, the bitmap's full width) by making the pixels
    /// start `dy` rows earlier in the row store, copying only the rows outside the range (and
    /// the strip the move exposes) back where they were: a scroll then costs the rows that did
    /// not scroll, not all of them. When the start would leave the store, the rows are first
    /// moved back to its middle, once every `spareRows / |dy|` scrolls or so. False, having
    /// changed nothing, without spare rows, for a move larger than them, or while something
    /// shows the pixels through a surface of its own (``liveImage``).
    private func shiftRowsByMovingTheirStart(y0: Int, y1: Int, dy: Int) -> Bool {
        guard let store = rowStore, dy.magnitude <= spareRows, liveImageStorage == nil else { return false }
        let rowBytes = stride
        let total = pixelHeight + 2 * spareRows
        var start = firstRow
        if start - dy < 0 || start - dy + pixelHeight > total { start = spareRows }
        let newStart = start - dy
        guard let newSurface = Bitmap.surface(over: store, row: newStart, width: pixelWidth, height: pixelHeight,
                                              stride: rowBytes)
        else { return false }
        cairo_surface_flush(surface)
        if start != firstRow {
            memmove(store.base + start * rowBytes, store.base + firstRow * rowBytes, pixelHeight * rowBytes)
        }
        let old = store.base + start * rowBytes, new = store.base + newStart * rowBytes
        // Rows that keep their pixels: above and below the moved ones (the exposed strip
        // included). Neither band's destination meets the rows the move shows. The band on the
        // side the rows start moved to goes first: the other band's destination can reach into
        // its source (the exposed strip's rows), never the other way round.
        let dy0 = Swift.max(y0, y0 + dy), dy1 = Swift.min(y1, y1 + dy)
        let top = { if dy0 > 0 { memmove(new, old, dy0 * rowBytes) } }
        let bottom = {
            if dy1 < self.pixelHeight {
                memmove(new + dy1 * rowBytes, old + dy1 * rowBytes, (self.pixelHeight - dy1) * rowBytes)
            }
        }
        if dy > 0 {
            top()
            bottom()
        } else {
            bottom()
            top()
        }
        cairo_surface_destroy(surface)
        surface = newSurface
        firstRow = newStart
        return true
    }

    /// Clears every pixel to transparent.
    public func clear() {
        let cr = cairo_create(surface)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    /// An immutable copy of the current pixels.
    public func makeImage() -> Image {
        cairo_surface_flush(surface)
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let cr = cairo_create(copy)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return Image(ownedSurface: copy, scale: scale)
    }

    /// The pixel at (x, y) as premultiplied 0xAARRGGBB.
    public func pixel(x: Int, y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        cairo_surface_flush(surface)
        let base = cairo_image_surface_get_data(surface)!
        return UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)[x]
    }
}
