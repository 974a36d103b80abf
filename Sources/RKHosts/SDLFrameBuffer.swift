import CRKSDL2
import RKGeometry
import RKGraphics

/// A window's frame buffer: the bitmap the compositor paints, and where its damaged rectangles
/// go to reach the screen: a streaming texture the renderer shows, or the window's own surface
/// (``SDLHost/Presentation``).
///
/// The bitmap is premultiplied ARGB32 in native-endian 32-bit words, and so is
/// `SDL_PIXELFORMAT_ARGB8888` (a packed format), so rows are copied as they are; a window
/// surface of another format is converted by SDL on the way.
@MainActor
final class SDLFrameBuffer {
    let bitmap: Bitmap
    /// The renderer's texture; nil when frames go to the window surface.
    let texture: OpaquePointer?
    let window: OpaquePointer
    /// Rectangles copied to the window surface since the last present.
    private var pendingSurfaceRects: [SDL_Rect] = []

    /// A bitmap of `pixelWidth` × `pixelHeight` at `scale` pixels per point, with a texture of
    /// the same size when `renderer` is given.
    init(renderer: OpaquePointer?, window: OpaquePointer, pixelWidth: Int, pixelHeight: Int,
         scale: Double) throws(SDLHostError) {
        do {
            bitmap = try Bitmap(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                                spareRows: Bitmap.windowSpareRows)
        } catch {
            throw SDLHostError(stage: .frameBuffer,
                               message: "cannot allocate a \(pixelWidth) × \(pixelHeight) frame buffer: \(error)")
        }
        self.window = window
        guard let renderer else {
            texture = nil
            return
        }
        guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(pixelWidth), Int32(pixelHeight)) else {
            throw SDLHostError(stage: .texture,
                               message: "SDL could not create a \(pixelWidth) × \(pixelHeight) texture: \(SDLHost.lastError)")
        }
        // The compositor paints an opaque background, so the texture replaces what is there.
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
        texture = t
    }

    /// Destroys the texture. The owner calls this before replacing the buffer or destroying the
    /// renderer (which would free the texture itself, so a deinit could free it twice).
    func destroy() {
        if let texture { SDL_DestroyTexture(texture) }
    }

    var pixelWidth: Int { bitmap.pixelWidth }
    var pixelHeight: Int { bitmap.pixelHeight }

    /// Copies the whole bitmap.
    func uploadAll() {
        upload([Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))])
    }

    /// Copies the given device-pixel rectangles of the bitmap (clipped to it) to the texture,
    /// one `SDL_UpdateTexture` call each, or to the window surface, to be shown by
    /// ``presentSurface()``.
    func upload(_ rects: [Rect]) {
        let limit = Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        if texture == nil, let surface = SDL_GetWindowSurface(window) {
            uploadToSurface(rects, surface, limit: limit)
            return
        }
        guard let texture else { return }
        bitmap.withPixels { base, stride in
            for r in rects {
                let c = r.integral.intersection(limit)
                guard !c.isNull, c.width >= 1, c.height >= 1 else { continue }
                let x = Int(c.minX), y = Int(c.minY)
                var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(c.width), h: Int32(c.height))
                SDL_UpdateTexture(texture, &rect, base + y * stride + x * 4, Int32(stride))
            }
        }
    }

    private func uploadToSurface(_ rects: [Rect], _ surface: UnsafeMutablePointer<SDL_Surface>, limit: Rect) {
        let s = surface.pointee
        // During a resize the surface can briefly differ from the bitmap: copy what both cover.
        let bounds = limit.intersection(Rect(x: 0, y: 0, width: Double(s.w), height: Double(s.h)))
        guard !bounds.isNull, let format = s.format?.pointee.format else { return }
        if SDL_LockSurface(surface) != 0 { return }
        defer { SDL_UnlockSurface(surface) }
        guard let pixels = surface.pointee.pixels else { return }
        let pitch = Int(surface.pointee.pitch)
        bitmap.withPixels { base, stride in
            for r in rects {
                let c = r.integral.intersection(bounds)
                guard !c.isNull, c.width >= 1, c.height >= 1 else { continue }
                let x = Int(c.minX), y = Int(c.minY), w = Int32(c.width), h = Int32(c.height)
                SDL_ConvertPixels(w, h, SDL_PIXELFORMAT_ARGB8888.rawValue, base + y * stride + x * 4, Int32(stride),
                                  format, pixels + y * pitch + x * Int(s.format.pointee.BytesPerPixel), Int32(pitch))
                pendingSurfaceRects.append(SDL_Rect(x: Int32(x), y: Int32(y), w: w, h: h))
            }
        }
    }

    /// Shows the rectangles copied to the window surface since the last call.
    func presentSurface() {
        guard !pendingSurfaceRects.isEmpty else { return }
        SDL_UpdateWindowSurfaceRects(window, pendingSurfaceRects, Int32(pendingSurfaceRects.count))
        pendingSurfaceRects.removeAll(keepingCapacity: true)
    }
}
