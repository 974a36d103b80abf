import CSDL2
import Geometry
import Graphics

/// A window's frame buffer: the bitmap the compositor paints and a streaming texture of the
/// same pixel size that the renderer shows. Only damaged rectangles travel to the texture.
///
/// The bitmap is premultiplied ARGB32 in native-endian 32-bit words, and so is
/// `SDL_PIXELFORMAT_ARGB8888` (a packed format), so rows are copied as they are.
@MainActor
final class SDLFrameBuffer {
    let bitmap: Bitmap
    let texture: OpaquePointer

    /// A bitmap and texture of `pixelWidth` × `pixelHeight` at `scale` pixels per point.
    init(renderer: OpaquePointer, pixelWidth: Int, pixelHeight: Int, scale: Double) throws(SDLHostError) {
        do {
            bitmap = try Bitmap(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        } catch {
            throw SDLHostError(stage: .frameBuffer,
                               message: "cannot allocate a \(pixelWidth) × \(pixelHeight) frame buffer: \(error)")
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
        SDL_DestroyTexture(texture)
    }

    var pixelWidth: Int { bitmap.pixelWidth }
    var pixelHeight: Int { bitmap.pixelHeight }

    /// Copies the whole bitmap to the texture.
    func uploadAll() {
        upload([Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))])
    }

    /// Copies the given device-pixel rectangles of the bitmap to the texture (clipped to it);
    /// each rectangle is one `SDL_UpdateTexture` call reading rows at the bitmap's stride.
    func upload(_ rects: [Rect]) {
        let limit = Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
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
}
