import CRKCairo
import CRKGLib
import CRKGTK
import CRKWebKitGTK
import Foundation
import RecipeKit
@_spi(Benchmarks) import RKWeb

/// The web view's benchmarks, on the real engine (WebKitGTK in a GTK offscreen window on the
/// private Broadway display, rendering on the CPU):
///
/// - `webview-first-paint`: from making a 1280x800 `WebView` to the first frame of its page in
///   the window (a headless host's bitmap), over the same page in a bare embedding of the
///   engine: its C API, a GtkOffscreenWindow, until the first damage that shows the page, no
///   RecipeKit layers. Each sample makes its view and its engine context afresh and ends
///   them, so both pay for starting the engine's processes. Goal <= 1.2.
/// - `webview-frame`: bringing one 1280x800 frame, every pixel changed, from the engine's
///   window to the window (the layer's damage, the compositor's repaint straight from the
///   engine's surface), over one `memcpy` of the frame. Goal <= 1.2.
/// - `webview-damage-frame`: the same for a frame in which a 50x50 box moved 7 pixels (its old
///   and new places damaged, as the engine reports them), over `webview-frame`, timed frame
///   after frame as an animation makes them. Goal <= 0.05. The same frame timed in random
///   order with the whole frame and the `memcpy`, which empty the caches, is reported beside
///   it.
///
/// It also reports the resident memory of the app and of the engine's processes after the
/// first page, and what each further view adds.
@MainActor
enum WebViewBenchmarks {
    static let firstPaintName = "webview-first-paint"
    static let firstPaintGoal = 1.2
    static let frameName = "webview-frame"
    static let frameGoal = 1.2
    static let damageFrameName = "webview-damage-frame"
    static let damageFrameGoal = 0.05
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

        // Each sample starts the engine's processes, whose start varies from 11 to 100 ms here:
        // with 12 samples the ratio of the medians moved from 0.96 to 1.41 between runs.
        let n = runner.options.quick ? 2 : 30
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
        engineCPU(runner, host: host)
    }

    /// A page with a 50x50 box sliding back and forth (a CSS animation).
    static let animatedPage = """
        <body style="margin:0;background:#fff"><style>@keyframes s { from { left: 0 } to { left: 600px } }</style>
        <div style="position:absolute;top:200px;width:50px;height:50px;background:rgb(32,96,160);
          animation: s 2s linear infinite alternate"></div><p style="margin:40px;font:24px sans-serif">Text</p></body>
        """

    /// CPU of the app and of the engine's processes, in real time, while a CSS animation runs
    /// in a 1280x800 view (the host drawing every frame) and once the page is idle.
    static func engineCPU(_ runner: BenchmarkRunner, host: HeadlessHost) {
        let web = WebView(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), configuration: configuration)
        host.window.addSubview(web)
        web.loadHTMLString(animatedPage, baseURL: nil)
        host.run(until: { !web.isLoading }, timeout: 20)
        host.run(until: { false }, timeout: 1)
        func measure(_ label: String) {
            let a = ProcessTicks.now()
            host.run(until: { false }, timeout: 3)
            let b = ProcessTicks.now()
            runner.info("webview cpu, \(label) over 3 s: app \(b.appPercent(since: a, seconds: 3))% of a core, "
                + "engine's processes \(b.childrenPercent(since: a, seconds: 3))%")
        }
        measure("a CSS animation running")
        web.evaluateJavaScript("document.getAnimations().forEach(a => a.pause())") { _ in }
        host.run(until: { false }, timeout: 1)
        measure("the page idle")
        web.removeFromSuperview()
        _ = host.renderFrame()
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
        web.loadHTMLString(page, baseURL: nil)
        // The page drawn and idle first, so that none of the engine's own frames arrives while timing.
        host.run(until: { host.bitmap.pixel(x: width / 2, y: height / 2).map(isContent) ?? false }, timeout: 20)
        host.run(until: { false }, timeout: 0.5)
        let bytes = width * 4 * height
        let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let copy = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        memset(source, 0x5A, bytes)
        defer {
            source.deallocate()
            copy.deallocate()
        }
        var k = 0
        var repainted = 0.0
        var boxRepaint: [Rect] = []
        // A 50x50 box moving 7 pixels a frame: its old and new places are the damage.
        func boxDamage() -> [Rect] {
            let x0 = Double(100 + 7 * (k % 100)), x1 = x0 + 7
            return [Rect(x: x0, y: 300, width: 50, height: 50), Rect(x: x1, y: 300, width: 50, height: 50)]
        }
        let boxFrame = TimedCase(label: "web view, 50x50 box moved") {
            web.presentFrameForBenchmark(damage: boxDamage())
            boxRepaint = host.renderFrame().rects
        }
        let results = runner.measure([
            TimedCase(label: "web view, whole frame") {
                web.presentFrameForBenchmark(damage: nil)
                repainted = host.renderFrame().bounds.width
            },
            boxFrame,
            TimedCase(label: "memcpy") { memcpy(copy, source, bytes) },
        ], prepare: { _ in k += 1 })
        // The box's frames one after another, as a CSS animation gives them. Interleaved with
        // the cases above, a box frame often follows 8 MB of pixels read and written, which
        // leaves it nothing in the caches: that figure is reported too.
        let animation = runner.measure([boxFrame], prepare: { _ in k += 1 })[0]
        let w = results[0], cold = results[1], m = results[2]
        runner.report(frameName, ratio: w.median / m.median)
        runner.report(damageFrameName, ratio: animation.median / w.median)
        runner.info("\(frameName): a 1280x800 frame, every pixel changed, to the window \(w.summary); "
            + "last repaint \(Int(repainted)) points wide")
        runner.info("\(frameName): one memcpy of the frame (\(bytes / 1024) KiB) \(m.summary)")
        runner.info("\(damageFrameName): a frame where a 50x50 box moved, frame after frame \(animation.summary); last repaint "
            + boxRepaint.map { "\(Int($0.width))x\(Int($0.height))" }.joined(separator: " + ") + " pixels")
        runner.info("\(damageFrameName): the same frame in random order with the whole frame and the memcpy (caches often "
            + "emptied by them) \(cold.summary), \(String(format: "%.4f", cold.median / w.median)) of the whole frame")
        runner.info("\(frameName): goal <= \(frameGoal); \(damageFrameName): goal <= \(damageFrameGoal)")
        web.removeFromSuperview()
        _ = host.renderFrame()
    }
}

/// The engine driven through its C API alone, as a GTK program embeds it offscreen: a web view
/// in a GtkOffscreenWindow, its frames seen through the window's damage, no RecipeKit.
@MainActor
enum BareEngineEmbedding {
    /// What the damage callback writes into.
    final class Frames: @unchecked Sendable {
        var window: UnsafeMutablePointer<GtkWidget>?
        var sawContent = false
    }

    /// Seconds from making the engine's context and view to its first damage that shows the
    /// page, or nil after `timeout` seconds.
    static func firstPaint(of html: String, width: Int, height: Int, timeout: Double) -> Double? {
        let start = ContinuousClock.now
        let frames = Frames()
        let context = webkit_web_context_new_ephemeral()!
        // Its web processes start on the display RecipeKit's engine gives them (the spawn hook
        // is process-wide): when that is a sandbox's X display, its socket must be bound in, as
        // RecipeKit's contexts bind it, or the web process cannot start and WebKit ends the
        // process.
        if let socket = WebEngine.sandboxedDisplaySocket {
            webkit_web_context_set_sandbox_enabled(context, 1)
            webkit_web_context_add_path_to_sandbox(context, socket, 0)
        }
        let settings = webkit_settings_new()!
        webkit_settings_set_hardware_acceleration_policy(settings, WEBKIT_HARDWARE_ACCELERATION_POLICY_NEVER)
        let view = webkit_web_view_new_with_context(context)!
        webkit_web_view_set_settings(UnsafeMutableRawPointer(view).assumingMemoryBound(to: WebKitWebView.self), settings)
        g_object_unref(settings)
        let window = gtk_offscreen_window_new()!
        frames.window = window
        gtk_widget_set_size_request(view, gint(width), gint(height))
        gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), view)
        let damage: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
            _, _, data in
            let f = Unmanaged<Frames>.fromOpaque(data!).takeUnretainedValue()
            guard let w = f.window,
                let surface = gtk_offscreen_window_get_surface(UnsafeMutableRawPointer(w).assumingMemoryBound(to: GtkOffscreenWindow.self))
            else { return 0 }
            cairo_surface_flush(surface)
            let sw = Int(cairo_image_surface_get_width(surface)), sh = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            if let data = cairo_image_surface_get_data(surface), sw > 0, sh > 0 {
                let centre = UnsafeRawPointer(data).load(fromByteOffset: (sh / 2) * stride + (sw / 2) * 4, as: UInt32.self)
                if centre & 0xFF_FFFF != 0xFF_FFFF { f.sawContent = true }
            }
            return 0
        }
        let data = Unmanaged.passRetained(frames).toOpaque()
        g_signal_connect_data(UnsafeMutableRawPointer(window), "damage-event", unsafeBitCast(damage, to: GCallback.self), data, nil, GConnectFlags(0))
        gtk_widget_show_all(window)
        webkit_web_view_load_html(UnsafeMutableRawPointer(view).assumingMemoryBound(to: WebKitWebView.self), html, nil)
        let deadline = start + .milliseconds(Int(timeout * 1000))
        while !frames.sawContent && ContinuousClock.now < deadline {
            g_main_context_iteration(nil, 1)
        }
        let elapsed = ContinuousClock.now - start
        g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(window), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, data)
        Unmanaged<Frames>.fromOpaque(data).release()
        gtk_widget_destroy(window)
        g_object_unref(UnsafeMutableRawPointer(context))
        return frames.sawContent ? BenchmarkRunner.milliseconds(elapsed) / 1000 : nil
    }
}
