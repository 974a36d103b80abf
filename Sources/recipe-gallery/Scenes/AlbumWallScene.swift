import Foundation
import RecipeKit

extension GalleryScene {
    static let albumWallSeconds = 3.0

    static let albumWall = GalleryScene(
        name: "album-wall", title: "Album wall (recipe 11)",
        summary: "An endless wall of album art over your music folder (generated covers when it has none): "
            + "drag or flick in any direction, tap a cover for its title and artist. Drop a music folder on it.",
        size: Size(width: 760, height: 560), duration: albumWallSeconds,
        keyFrames: [0, 0.5, 1.2, 2.0, albumWallSeconds], still: albumWallSeconds,
        recordState: { router, dump in dump.albumWall = AlbumWallScene.state(of: router) },
        animateViews: { window in AlbumWallScene.demo(in: window) },
        buildViews: { AlbumWallScene.buildViews($0) }
    ) { _ in }
}

/// The `album-wall` scene: recipe 11's wall in a black panel, over the user's music folder in
/// the window and over generated covers in the export (so exported frames are the same on
/// every machine).
@MainActor
enum AlbumWallScene {
    static var wall: AlbumWallView?
    static var library: AlbumLibrary?
    static var status: Label?
    /// Set by the exporter: tiles are drawn in the frame that needs them, so no exported frame
    /// has a tile missing, and the covers are generated rather than read from this machine.
    static var completeFrames = false

    static let generatedCount = 60

    static func buildViews(_ window: Window) {
        let m = GalleryScene.margin, top = GalleryScene.contentTop + 8
        let frame = Rect(x: m, y: top, width: window.bounds.width - 2 * m, height: window.bounds.height - top - m - 26)
        let wall: AlbumWallView
        let status = ViewKit.label("", frame: Rect(x: m, y: frame.maxY + 6, width: frame.width, height: 18), size: 12,
                                   color: Palette.ink)
        if completeFrames {
            wall = AlbumWallView(frame: frame, items: GeneratedAlbums.items(count: generatedCount))
            wall.tiledLayer.drawsTilesSynchronously = true
            status.text = "\(generatedCount) generated covers"
        } else {
            let library = AlbumLibrary()
            wall = AlbumWallView(frame: frame, library: library)
            status.text = "Reading \(library.root)…"
            watch(library, in: window)
        }
        wall.layer.cornerRadius = 10
        wall.clipsToBounds = true
        wall.addInteraction(DropInteraction(delegate: dropTarget))
        window.addSubview(wall)
        window.addSubview(status)
        Self.wall = wall
        Self.status = status
    }

    private static func watch(_ library: AlbumLibrary, in window: Window) {
        Self.library?.stopMonitoring()
        library.addChangeObserver { [weak library] _ in if let library, library === Self.library { describe(library) } }
        library.startMonitoring(on: window.eventLoop)
        Task { @MainActor in
            await library.reload()
            if library === Self.library { describe(library) }
        }
        Self.library = library
    }

    /// Takes a music folder dropped from a file manager: the wall shows its albums.
    static let dropTarget = AlbumWallDropTarget()

    /// Replaces the wall with one over the music folder at `path`.
    static func show(folder path: String) {
        guard let old = wall, let window = old.window, let status else { return }
        let library = AlbumLibrary(root: path)
        let replacement = AlbumWallView(frame: old.frame, library: library)
        replacement.layer.cornerRadius = 10
        replacement.clipsToBounds = true
        replacement.addInteraction(DropInteraction(delegate: dropTarget))
        window.insertSubview(replacement, aboveSubview: old)
        old.removeFromSuperview()
        wall = replacement
        status.text = "Reading \(library.root)…"
        watch(library, in: window)
    }

    /// Falls back to generated covers when the music folder has no albums.
    static func describe(_ library: AlbumLibrary) {
        guard let wall, let status else { return }
        if library.albums.isEmpty {
            if wall.items.isEmpty { wall.items = GeneratedAlbums.items(count: generatedCount) }
            status.text = "No albums in \(library.root): showing \(generatedCount) generated covers"
        } else {
            let skipped = library.skipped.filter { $0.reason != "not audio" }.count
            status.text = "\(library.albums.count) albums from \(library.root)" + (skipped > 0 ? " (\(skipped) files skipped)" : "")
        }
    }

    /// The export flings the wall up and to the left, then taps a cover.
    static func demo(in window: Window) {
        guard let wall, let scene = window.windowScene else { return }
        let loop = EventLoop.current
        let start = Point(x: wall.bounds.midX + 150, y: wall.bounds.midY + 100)
        let n = 6
        for i in 0...n {
            let t = Double(i) / Double(n)
            let local = Point(x: start.x - 260 * t, y: start.y - 180 * t)
            let p = window.point(toScene: wall.convert(local, to: nil))
            let phase: Window.PointerPhase = i == 0 ? .down : (i == n ? .up : .moved)
            _ = SceneTimers.perform(afterDelay: 0.2 + 0.12 * t) { scene.demoPointer(phase, id: 0, at: p, timestamp: loop.clock.now) }
        }
        let tap = window.point(toScene: wall.convert(Point(x: wall.bounds.midX, y: wall.bounds.midY), to: nil))
        _ = SceneTimers.perform(afterDelay: 2.2) { scene.demoPointer(.down, id: 0, at: tap, timestamp: loop.clock.now) }
        _ = SceneTimers.perform(afterDelay: 2.28) { scene.demoPointer(.up, id: 0, at: tap, timestamp: loop.clock.now) }
    }

    /// The scene's state for the state dump.
    static func state(of router: WindowInputRouter) -> StateDump.AlbumWallState? {
        guard let wall else { return nil }
        let c = router.hostPoint(fromWindow: wall.center)
        // The tiles as the tiled layer lays them out (its tile size is in pixels of its own
        // scale, from the corner of its bounds, which are the tile view's), not as the wall
        // thinks they are: what is drawn.
        let tiled = wall.tiledLayer
        let side = tiled.tileSize.width / tiled.contentsScale
        let middle = wall.tileView.convert(Point(x: wall.bounds.midX, y: wall.bounds.midY), from: wall)
        let row = Int((middle.y / side).rounded(.down)), column = Int((middle.x / side).rounded(.down))
        let corner = Point(x: Double(column) * side, y: Double(row) * side)
        let topLeft = router.hostPoint(fromWindow: wall.tileView.convert(corner, to: nil))
        let next = router.hostPoint(fromWindow: wall.tileView.convert(Point(x: corner.x + side, y: corner.y), to: nil))
        return StateDump.AlbumWallState(wallCenterX: c.x.rounded(), wallCenterY: c.y.rounded(),
                                        wallOffsetX: wall.scrollView.contentOffset.x.rounded(),
                                        wallOffsetY: wall.scrollView.contentOffset.y.rounded(),
                                        wallSelected: wall.infoLabel.isHidden ? "" : (wall.infoLabel.text ?? ""),
                                        wallAlbums: wall.items.count, wallTilesDrawn: wall.tiledLayer.tilesDrawn,
                                        wallTileRow: row, wallTileColumn: column, wallTileLeft: topLeft.x, wallTileTop: topLeft.y,
                                        wallTileSide: next.x - topLeft.x,
                                        wallSelectedRow: wall.selectedTile?.row, wallSelectedColumn: wall.selectedTile?.column)
    }
}

/// The album wall's drop target: folders only (a music folder); files go unhandled.
@MainActor
final class AlbumWallDropTarget: DropInteractionDelegate {
    private func folder(in session: DropSession) -> URL? {
        session.fileURLs.first { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        folder(in: session) != nil
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        guard let url = folder(in: session) else { return }
        AlbumWallScene.show(folder: url.path)
    }
}
