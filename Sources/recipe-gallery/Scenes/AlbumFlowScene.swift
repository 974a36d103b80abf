import Foundation
import RecipeKit

extension GalleryScene {
    static let albumFlowSeconds = 3.2

    static let albumFlow = GalleryScene(
        name: "album-flow", title: "Cover Flow of albums (seed 003)",
        summary: "Cover Flow over the album wall's source: your music folder's albums (generated covers when it has none), "
            + "their art decoded off the main thread at each cover's size. Tap the middle cover or press F to flip it.",
        size: Size(width: 760, height: 560), duration: albumFlowSeconds,
        keyFrames: [0, 0.6, 1.2, 2.2, albumFlowSeconds], still: albumFlowSeconds,
        animateViews: { window in AlbumFlowScene.demo(in: window) },
        buildViews: { AlbumFlowScene.buildViews($0) }
    ) { _ in }
}

/// The `album-flow` scene: ``AlbumCoverFlow`` in a black panel.
@MainActor
enum AlbumFlowScene {
    static var flow: AlbumCoverFlow?
    static var library: AlbumLibrary?

    static func buildViews(_ window: Window) {
        let m = GalleryScene.margin, top = GalleryScene.contentTop + 8
        let frame = Rect(x: m, y: top, width: window.bounds.width - 2 * m, height: window.bounds.height - top - m)
        let generated = GeneratedAlbums.items(count: 40)
        let flow: AlbumCoverFlow
        if AlbumWallScene.completeFrames {
            flow = AlbumCoverFlow(frame: frame, items: generated)
        } else {
            let library = AlbumLibrary()
            flow = AlbumCoverFlow(frame: frame, library: library)
            Task { @MainActor in
                await library.reload()
                if library.albums.isEmpty { flow.setItems(generated) }
            }
            Self.library = library
        }
        flow.view.layer.cornerRadius = 10
        flow.view.clipsToBounds = true
        window.addSubview(flow.view)
        _ = flow.view.becomeFirstResponder()
        Self.flow = flow
    }

    /// The export's covers are decoded in the background like the window's; the demo waits
    /// for them, then flicks the flow and flips the cover it settles on.
    static func demo(in window: Window) {
        guard let flow, let scene = window.windowScene else { return }
        if AlbumWallScene.completeFrames {
            // Every exported frame shows real art: let the first covers' decodes land.
            for _ in 0..<200 where flow.pipeline.pendingCount > 0 {
                flow.pipeline.workers.waitUntilIdle()
                window.eventLoop.runOnce()
            }
        }
        let v = flow.view
        let y = v.bounds.midY
        let loop = window.eventLoop
        let n = 10
        for i in 0...n {
            let t = Double(i) / Double(n)
            let p = window.point(toScene: v.convert(Point(x: v.bounds.midX + 120 - 240 * t, y: y), to: nil))
            let phase: Window.PointerPhase = i == 0 ? .down : (i == n ? .up : .moved)
            _ = SceneTimers.perform(afterDelay: 0.3 + 0.25 * t) { scene.demoPointer(phase, id: 0, at: p, timestamp: loop.clock.now) }
        }
        _ = SceneTimers.perform(afterDelay: 1.9) { flow.view.flipSelectedCover() }
    }
}
