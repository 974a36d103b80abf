import CRKCairo
import CRKGLib
import CRKWebKitGTK
import Foundation
import RKGraphics

/// A picture of the page as the engine renders it afresh (WKWebView's `takeSnapshot`).
extension WebPage {
    /// Renders the visible part of the page into an image, independently of the frames a view
    /// shows, and calls `completion` once on the main actor with it (in the engine's pixels:
    /// the view's points times the window's scale).
    public func takeSnapshot(completion: @escaping @MainActor (Result<Image, WebViewError>) -> Void) {
        WebEngineThread.check()
        guard let e = engine else { return completion(.failure(.engine(domain: "WebKitGTK", code: 0, message: WebPage.unavailableMessage, url: url))) }
        let box = Unmanaged.passRetained(SnapshotCompletion(completion)).toOpaque()
        webkit_web_view_get_snapshot(
            e.view, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, nil,
            { object, result, data in
                let box = Unmanaged<SnapshotCompletion>.fromOpaque(data!).takeRetainedValue()
                let view = UnsafeMutableRawPointer(object!).assumingMemoryBound(to: WebKitWebView.self)
                var error: UnsafeMutablePointer<GError>?
                let surface = webkit_web_view_get_snapshot_finish(view, result, &error)
                let outcome: Result<Image, WebViewError>
                if let surface {
                    outcome = WebPage.image(of: surface)
                    cairo_surface_destroy(surface)
                } else {
                    let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                    if let error { g_error_free(error) }
                    outcome = .failure(.engine(domain: "WebKitGTK", code: 0, message: message, url: nil))
                }
                WebEngineThread.callback { box.body(outcome) }
            }, box)
    }

    /// The pixels of a Cairo image surface as an image of their own.
    nonisolated static func image(of surface: OpaquePointer) -> Result<Image, WebViewError> {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(surface) else {
            return .failure(.engine(domain: "WebKitGTK", code: 0, message: "The snapshot is empty", url: nil))
        }
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { pixels[y * w + x] = opaque ? row[x] | 0xFF00_0000 : row[x] }
        }
        do {
            return .success(try Image(width: w, height: h, premultipliedARGB: pixels))
        } catch {
            return .failure(.engine(domain: "WebKitGTK", code: 0, message: "The snapshot could not be kept: \(error)", url: nil))
        }
    }
}

/// A completion of `takeSnapshot`, carried through the engine's callback.
final class SnapshotCompletion: @unchecked Sendable {
    let body: @MainActor (Result<Image, WebViewError>) -> Void
    init(_ body: @escaping @MainActor (Result<Image, WebViewError>) -> Void) { self.body = body }
}
