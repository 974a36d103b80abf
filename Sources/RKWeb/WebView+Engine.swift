import CRKGLib
import CRKGTK
import CRKWebKitGTK
import Foundation
import RKGeometry
import RKLayers
import RKMainLoop

/// The frames of the page the view shows, from the engine's window to the view's layer.
extension WebView {
    // MARK: Frames

    /// The engine drew a frame into its window, changing `damage` (pixels).
    func receiveFrame(damage: [Rect]) {
        WebEngineThread.check()
        guard let e = engine, let surface = gtk_offscreen_window_get_surface(
            UnsafeMutableRawPointer(e.window).assumingMemoryBound(to: GtkOffscreenWindow.self))
        else { return }
        show(frames.receive(surface: surface, damage: damage, scale: scaleSent > 0 ? scaleSent : 1, opaque: e.view.paintsOpaque))
    }

    private func show(_ update: WebFrameReceiver.Update) {
        switch update {
        case .newBitmap(let b): layer.setExternalContents(b)
        case .damaged(let b, let rects): layer.setExternalContents(b, damaged: rects)
        case .unchanged: break
        }
    }

    /// Shows the engine's current frame again as if the engine had changed `damage` (pixels;
    /// nil for all of it): what a frame costs from the engine to the window, without the
    /// engine's own pace. For `recipe-bench`.
    @_spi(Benchmarks)
    public func presentFrameForBenchmark(damage: [Rect]?) {
        WebEngineThread.check()
        guard let e = engine, let surface = gtk_offscreen_window_get_surface(
            UnsafeMutableRawPointer(e.window).assumingMemoryBound(to: GtkOffscreenWindow.self))
        else { return }
        show(frames.receive(surface: surface, damage: damage, scale: scaleSent > 0 ? scaleSent : 1, opaque: e.view.paintsOpaque))
    }

    /// Frames received so far, and how many of them changed no pixel.
    var frameStatistics: (frames: Int, unchanged: Int) { (frames.frameCount, frames.unchangedFrameCount) }
}
