import CRKGLib
import CRKWPE
import CRKWPEBackendFDO
import Foundation
import RecipeKit
@_spi(Benchmarks) import RKWeb

/// The web view's benchmarks, on the real engine (WPE WebKit, rendering with Mesa's software
/// EGL into shared memory):
///
/// - `webview-first-paint`: from making a 1280x800 `WebView` to the first frame of its page in
///   the window (a headless host's bitmap), over the same page in a bare embedding of the
///   engine: its C API, frames copied out with one `memcpy`, no RecipeKit layers. Each sample
///   makes its view and its engine context afresh and ends them, so both pay for starting the
///   engine's processes. Goal <= 1.2.
/// - `webview-frame`: bringing one 1280x800 frame, every pixel changed, in the engine's format
///   (premultiplied ARGB; a page on an opaque background has opaque pixels), from its
///   buffer to the window (the web view's copy of what changed, its layer, the compositor's
///   repaint), over one `memcpy` of the frame. Goal <= 2.
///
/// It also reports the resident memory of the app and of the engine's processes after the
/// first page, and what each further view adds.
@MainActor
enum WebViewBenchmarks {
    static let firstPaintName = "webview-first-paint"
    static let firstPaintGoal = 1.2
    static let frameName = "webview-frame"
    static let frameGoal = 2.0
    static let width = 1280, height = 800

    /// A page whose first frame with content is blue where the blank first frame is white.
    static let page = """
        <!DOCTYPE html><html><head><title>Bench</title></head>
        <body style="margin:0;background:rgb(32,96,160);color:white;font:24px sans-serif">
        <h1 style="margin:40px">RecipeKit</h1><p style="margin:40px">A page for the first paint.</p></body></html>
        """

    static func isContent(_ argb: UInt32) -> Bool { argb & 0xFF_FFFF != 0xFF_FFFF }

    // MARK: First paint

    /// A window of the benchmarks' size and a web view filling it, or nil (said) when the
    /// engine does not start here.
    static func makeHost(for name: String, _ runner: BenchmarkRunner) -> (HeadlessHost, WebView)? {
        let size = Size(width: Double(width), height: Double(height))
        guard let host = try? HeadlessHost(size: size) else { return nil }
        let web = WebView(frame: Rect(size: size), configuration: configuration)
        guard web.isEngineAvailable else {
            runner.info("\(name): skipped, the web engine does not start on this machine")
            return nil
        }
        return (host, web)
    }

    static func firstPaint(_ runner: BenchmarkRunner) {
        // The view is made only to see whether the engine starts here.
        guard let (host, _) = makeHost(for: firstPaintName, runner) else { return }
        let size = Size(width: Double(width), height: Double(height))
        // Seconds to the first frame, or nil after 20 s.
        func webView() -> Double? {
            let start = ContinuousClock.now
            let web = WebView(frame: Rect(size: size), configuration: configuration)
            host.window.addSubview(web)
            web.loadHTMLString(page, baseURL: nil)
            let shown = host.run(until: { host.bitmap.pixel(x: width / 2, y: height / 2).map(isContent) ?? false },
                                 timeout: 20)
            let elapsed = ContinuousClock.now - start
            web.removeFromSuperview()
            // A blank frame, so that the next sample's page is the one that shows.
            _ = host.renderFrame()
            return shown ? BenchmarkRunner.milliseconds(elapsed) / 1000 : nil
        }
        func bare() -> Double? { BareEngineEmbedding.firstPaint(of: page, width: width, height: height, timeout: 20) }

        // A few samples: each starts the engine's processes (a fifth of a second or more).
        let n = runner.options.quick ? 2 : 12
        var sampled: [[Double]] = [[], []]
        var failed = 0
        for i in -1..<n {  // the first round warms the caches and is not kept
            let order = i % 2 == 0 ? [0, 1] : [1, 0]
            for c in order {
                guard let t = c == 0 ? webView() : bare() else { failed += 1; continue }
                if i >= 0 { sampled[c].append(t * 1000) }
            }
        }
        guard failed == 0 else {
            runner.info("\(firstPaintName): \(failed) samples showed no page within 20 s; no figure")
            return
        }
        let w = BenchSamples(label: "web view", samples: sampled[0])
        let b = BenchSamples(label: "bare embedding", samples: sampled[1])
        runner.report(firstPaintName, ratio: w.median / b.median)
        runner.info("\(firstPaintName): WebView to the first frame in the window \(w.summary)")
        runner.info("\(firstPaintName): bare engine embedding to its first frame with content \(b.summary)")
        runner.info("\(firstPaintName): goal <= \(firstPaintGoal)")
        residentMemory(runner, host: host)
    }

    static var configuration: WebViewConfiguration {
        var c = WebViewConfiguration()
        c.websiteDataStore = .nonPersistent
        return c
    }

    /// Resident memory after one page, and with each of three more views showing it.
    static func residentMemory(_ runner: BenchmarkRunner, host: HeadlessHost) {
        let size = Size(width: Double(width) / 2, height: Double(height) / 2)
        var views: [WebView] = []
        var lines: [String] = []
        for k in 1...4 {
            let web = WebView(frame: Rect(x: Double((k - 1) % 2) * size.width, y: Double((k - 1) / 2) * size.height,
                                          width: size.width, height: size.height),
                              configuration: configuration)
            host.window.addSubview(web)
            web.loadHTMLString(page, baseURL: nil)
            views.append(web)
            host.run(until: { !web.isLoading }, timeout: 20)
            host.run(for: 0.3)
            let m = ProcessMemory.now()
            lines.append("\(k) view\(k == 1 ? "" : "s"): app \(m.appMegabytes) MB, engine's processes \(m.childrenMegabytes) MB")
        }
        runner.info("webview resident memory: " + lines.joined(separator: "; "))
        for v in views { v.removeFromSuperview() }
        _ = host.renderFrame()
    }

    // MARK: One frame

    static func frame(_ runner: BenchmarkRunner) {
        guard let (host, web) = makeHost(for: frameName, runner) else { return }
        host.window.addSubview(web)
        // The engine's own blank page first (a second of real time), so that none of its frames
        // arrives while timing.
        host.run(until: { false }, timeout: 1)
        let stride = width * 4, bytes = stride * height
        // Two frames that differ in every pixel, shown in turn, as a page scrolled or faded.
        let frames = (0..<2).map { k -> UnsafeMutableRawPointer in
            let p = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
            let px = p.bindMemory(to: UInt32.self, capacity: width * height)
            for y in 0..<height {
                for x in 0..<width {
                    let v = UInt32((x + 2 * y + 37 * k) & 0xFF)
                    px[y * width + x] = 0xFF00_0000 | v << 16 | (0xFF - v) << 8 | UInt32(80 + 60 * k)
                }
            }
            return p
        }
        let copy = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer {
            for f in frames { f.deallocate() }
            copy.deallocate()
        }
        var k = 0
        var repainted = 0.0
        let results = runner.measure([
            TimedCase(label: "web view") {
                web.presentFrameForBenchmark(frames[k & 1], width: width, height: height, stride: stride, hasAlpha: true)
                repainted = host.renderFrame().bounds.width
            },
            TimedCase(label: "memcpy") { memcpy(copy, frames[k & 1], bytes) },
        ], prepare: { _ in k += 1 })
        let w = results[0], m = results[1]
        runner.report(frameName, ratio: w.median / m.median)
        runner.info("\(frameName): a 1280x800 frame, every pixel changed, to the window \(w.summary); "
            + "last repaint \(Int(repainted)) points wide")
        runner.info("\(frameName): one memcpy of the frame (\(bytes / 1024) KiB) \(m.summary)")
        runner.info("\(frameName): goal <= \(frameGoal)")
        web.removeFromSuperview()
        _ = host.renderFrame()
    }
}

/// The engine driven through its C API alone, as an embedder with no toolkit would: an
/// exportable shared-memory backend whose frames are copied out with one `memcpy` each.
@MainActor
enum BareEngineEmbedding {
    /// What the backend's callback writes into.
    @MainActor
    final class Frames {
        var exportable: OpaquePointer?
        var copy: UnsafeMutableRawPointer?
        var copyBytes = 0
        var sawContent = false
        isolated deinit { copy?.deallocate() }

        /// Copies the frame out, notes whether it shows the page, and hands the buffer back.
        func take(_ exported: OpaquePointer) {
            if let shm = wpe_fdo_shm_exported_buffer_get_shm_buffer(exported) {
                wl_shm_buffer_begin_access(shm)
                let stride = Int(wl_shm_buffer_get_stride(shm)), h = Int(wl_shm_buffer_get_height(shm))
                let w = Int(wl_shm_buffer_get_width(shm))
                if let pixels = wl_shm_buffer_get_data(shm), w > 0, h > 0 {
                    let n = stride * h
                    if copyBytes != n {
                        copy?.deallocate()
                        copy = UnsafeMutableRawPointer.allocate(byteCount: n, alignment: 64)
                        copyBytes = n
                    }
                    memcpy(copy!, pixels, n)
                    let centre = copy!.load(fromByteOffset: (h / 2) * stride + (w / 2) * 4, as: UInt32.self)
                    if centre & 0xFF_FFFF != 0xFF_FFFF { sawContent = true }
                }
                wl_shm_buffer_end_access(shm)
            }
            if let ex = exportable {
                wpe_view_backend_exportable_fdo_dispatch_release_shm_exported_buffer(ex, exported)
                wpe_view_backend_exportable_fdo_dispatch_frame_complete(ex)
            }
        }
    }

    nonisolated(unsafe) static let client: UnsafeMutablePointer<wpe_view_backend_exportable_fdo_client> = {
        let client = UnsafeMutablePointer<wpe_view_backend_exportable_fdo_client>.allocate(capacity: 1)
        client.initialize(
            to: wpe_view_backend_exportable_fdo_client(
                export_buffer_resource: nil, export_dmabuf_resource: nil,
                export_shm_buffer: { data, exported in
                    guard let data, let exported else { return }
                    // Called from GLib dispatch on the main thread, as the engine's signals are.
                    nonisolated(unsafe) let buffer = exported
                    nonisolated(unsafe) let target = data
                    MainActor.assumeIsolated {
                        let f = Unmanaged<Frames>.fromOpaque(target).takeUnretainedValue()
                        f.take(buffer)
                    }
                },
                _wpe_reserved0: nil, _wpe_reserved1: nil))
        return client
    }()

    /// Seconds from making the engine's context and view to its first frame with content, or
    /// nil after `timeout` seconds.
    static func firstPaint(of html: String, width: Int, height: Int, timeout: Double) -> Double? {
        let start = ContinuousClock.now
        let frames = Frames()
        let data = Unmanaged.passRetained(frames).toOpaque()
        guard let exportable = wpe_view_backend_exportable_fdo_create(client, data, UInt32(width), UInt32(height)) else {
            Unmanaged<Frames>.fromOpaque(data).release()
            return nil
        }
        frames.exportable = exportable
        let backend = wpe_view_backend_exportable_fdo_get_view_backend(exportable)
        // As the engine asks: the exportable backend goes with the view's backend.
        let viewBackend = webkit_web_view_backend_new(
            backend,
            { data in
                nonisolated(unsafe) let target = data
                MainActor.assumeIsolated {
                    let f = Unmanaged<Frames>.fromOpaque(target!).takeRetainedValue()
                    if let ex = f.exportable { wpe_view_backend_exportable_fdo_destroy(ex) }
                    f.exportable = nil
                }
            }, data)
        let context = webkit_web_context_new_ephemeral()
        let view = webkit_web_view_new_with_context(viewBackend, context)
        webkit_web_view_load_html(view, html, nil)
        let deadline = start + .milliseconds(Int(timeout * 1000))
        while !frames.sawContent && ContinuousClock.now < deadline {
            g_main_context_iteration(nil, 1)
        }
        let elapsed = ContinuousClock.now - start
        g_object_unref(UnsafeMutableRawPointer(view))
        g_object_unref(UnsafeMutableRawPointer(context))
        return frames.sawContent ? BenchmarkRunner.milliseconds(elapsed) / 1000 : nil
    }
}
